import Foundation
import Raster
import Style
import SwiftSource

/// The Swift standard library (and Foundation's few) that view code uses: number types and their
/// conversions, `String(format:)`, the math functions, `stride`, `zip`, and the collections'
/// initialisers. The collections' methods are `Evaluator.standardMethod`, since some take closures.
enum StandardLibrary {
    /// Types an expression may name.
    static let typeNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt32", "UInt64", "Double", "Float", "CGFloat",
        "Float64", "TimeInterval", "String", "Character", "Substring", "Bool", "Array", "Dictionary", "Set", "Optional",
        "Range", "ClosedRange", "Result", "Date", "UUID", "Calendar", "DateFormatter", "NumberFormatter", "Locale",
        "TimeZone", "JSONDecoder", "PropertyListDecoder", "JSONEncoder", "URL", "Data", "NSDataAsset", "DispatchQueue",
        "Timer", "CGPoint", "CGRect",
        "CGAffineTransform", "UIImage", "NSImage", "EnvironmentValues",
        "NSObject", "ProcessInfo", "Bundle", "UserDefaults", "CharacterSet", "Scanner", "Decimal", "IndexSet", "Never",
        "UIScreen", "ModelContainer", "ModelConfiguration", "ModelContext", "Schema", "FetchDescriptor",
        "SortDescriptor", "Query", "Task", "MainActor",
        "Void",
        "Any", "AnyObject", "Mirror", "State", "StateObject", "ObservedObject", "Published", "Binding", "AppStorage",
        "FocusState", "Bindable", "CGSize", "CGVector", "GestureState", "AnimatablePair", "Namespace", "ScaledMetric",
        "AccessibilityFocusState", "NSNumber", "DateComponents", "LocalizedStringKey", "LocalizedStringResource",
        "NSPredicate", "DateComponentsFormatter", "NSLock", "NSRecursiveLock", "UISlider", "UISwitch", "UIProgressView",
        "UIActivityIndicatorView", "UILabel", "UISegmentedControl", "UIPageControl", "UIBezierPath",
    ]

    /// Types an expression may name though Neumorph makes nothing of them yet: what they make is a
    /// stand-in (`StandIn`), and `neumorph check` counts them unknown.
    static let namedOnly: Set<String> = [
        "Locale", "TimeZone", "JSONEncoder", "ProcessInfo",
        "Bundle", "Decimal", "IndexSet", "Mirror", "Result",
    ]

    /// Free functions the standard library has.
    static let functions: Set<String> = Set([
        "min", "max", "abs", "sqrt", "pow", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "exp", "exp2", "log",
        "log10", "log2", "floor", "ceil", "round", "trunc", "fmod", "hypot", "cbrt", "stride", "zip", "precondition",
        "assert", "fatalError", "preconditionFailure", "assertionFailure", "withAnimation", "type", "repeatElement",
        "swap", "debugPrint", "dump", "max", "numericCast", "withTransaction", "NSLocalizedString",
    ]).union(cMath.keys)

    /// The C library's names for the same functions, as Foundation exports them (`powf`, `fabs`,
    /// `fmin`): colour code ported from Objective-C uses them.
    static let cMath: [String: String] = {
        var names: [String: String] = [
            "fabs": "abs", "fabsf": "abs", "fmin": "min", "fminf": "min", "fmax": "max",
            "fmaxf": "max", "lround": "lround", "lroundf": "lround", "llround": "lround", "llroundf": "lround",
        ]
        for base in [
            "sqrt", "cbrt", "pow", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "exp", "exp2", "log", "log10",
            "log2", "floor", "ceil", "round", "trunc", "fmod", "hypot",
        ] {
            names[base + "f"] = base
        }
        return names
    }()

    static let integerTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt32", "UInt64",
    ]
    static let floatingTypes: Set<String> = ["Double", "Float", "CGFloat", "Float64", "TimeInterval"]

    /// `Int.max`, `Double.pi`, `CGFloat.infinity`, `String.empty`…
    static func staticMember(_ name: String, of type: String) -> Value? {
        if type == "CharacterSet" { return TextScanning.set(named: name) }
        if type == "Task", name == "isCancelled" { return .bool(false) }
        if integerTypes.contains(type) {
            switch name {
            case "max": return .int(type == "UInt8" ? 255 : type == "Int8" ? 127 : .max)
            case "min": return .int(type.hasPrefix("U") ? 0 : type == "Int8" ? -128 : .min)
            case "zero": return .int(0)
            default: return nil
            }
        }
        if type == "CGAffineTransform", name == "identity" { return Geometry.value(.identity) }
        if name == "zero",
            let labels = [
                "CGPoint": ["x", "y"], "CGSize": ["width", "height"], "CGVector": ["dx", "dy"],
                "CGRect": ["x", "y", "width", "height"],
            ][type]
        {
            return .tuple(labels.map { TupleElement(label: $0, value: .number(0)) })
        }
        if type == ProposedViewSize.typeName, let proposal = ProposedViewSize.named(name) {
            return ProposedViewSize.value(proposal)
        }
        if type == "UserDefaults", name == "standard" { return .type("UserDefaults.standard") }
        // A package's `Bundle.module` holds its resources as the app's bundle does.
        if type == "Bundle", name == "main" || name == "module" { return .type("Bundle.main") }
        if type == "Bundle.main" {
            switch name {
            case "infoDictionary":
                return .dictionary(infoDictionary.map { DictionaryEntry(key: .string($0.0), value: .string($0.1)) })
            case "bundleIdentifier": return .string(infoValue("CFBundleIdentifier"))
            default: return nil
            }
        }
        if type == "Calendar", name == "current" || name == "autoupdatingCurrent" { return .type("Calendar.current") }
        // The US Gregorian calendar's weeks: from Sunday, the first week holding January 1st.
        if type == "Calendar.current", name == "firstWeekday" || name == "minimumDaysInFirstWeek" { return .int(1) }
        if type == "DispatchQueue", name == "main" { return .type(DeferredWork.mainQueue) }
        if floatingTypes.contains(type) {
            switch name {
            case "pi": return .number(.pi)
            case "infinity": return .number(.infinity)
            case "greatestFiniteMagnitude": return .number(.greatestFiniteMagnitude)
            case "leastNonzeroMagnitude": return .number(.leastNonzeroMagnitude)
            case "ulpOfOne": return .number(.ulpOfOne)
            case "zero": return .number(0)
            case "nan": return .number(.nan)
            default: return nil
            }
        }
        return nil
    }

    /// `Int.random(in:)`, `Double.random(in:)`, `Bool.random()`, `String(describing:)`-style calls on types.
    static func staticCall(
        _ type: String, _ name: String, _ arguments: [EvaluatedArgument], at: SourceLocation, _ evaluator: Evaluator
    ) throws(EvaluationError) -> Value? {
        switch (type, name) {
        case (let t, "random") where integerTypes.contains(t) || floatingTypes.contains(t):
            guard let range = arguments.first, case .range(let low, let high, let closed) = range.value else {
                throw EvaluationError(location: at, message: "\(t).random needs in: a range")
            }
            let a = try Convert.number(low, at: at)
            let b = try Convert.number(high, at: at)
            if integerTypes.contains(t) {
                let lower = Int(a)
                let upper = Int(b) - (closed ? 0 : 1)
                guard upper >= lower else { throw EvaluationError(location: at, message: "the range is empty") }
                return .int(Int.random(in: lower...upper, using: &evaluator.random))
            }
            return .number(b > a ? Double.random(in: a..<b, using: &evaluator.random) : a)
        case ("Bool", "random"):
            return .bool(Bool.random(using: &evaluator.random))
        case ("DispatchTime", "now"), ("DispatchWallTime", "now"):
            return .number(evaluator.objects.now)
        case (DeferredWork.mainQueue, "asyncAfter"), (DeferredWork.mainQueue, "async"):
            return try DeferredWork.schedule(arguments, on: name, at: at, evaluator)
        case ("MainActor", "run"):
            // `await MainActor.run { … }`: on the one thread a preview has, at once.
            guard let body = arguments.last?.value else { return .void }
            var scope = Scope()
            return try evaluator.callValue(body, [], arguments: [], at: at, &scope)
        case ("Task", "detached"):
            return try TaskWork.run(arguments, at: at, evaluator)
        case ("Task", let name) where TaskWork.staticCall(name) != nil:
            return TaskWork.staticCall(name)
        case (let kit, "appearance") where AppearanceProxy.properties[kit] != nil:
            return evaluator.appearanceProxy(kit)
        case ("Timer", "publish"):
            return try DeferredWork.timerPublisher(arguments, at: at)
        case ("Timer", "scheduledTimer"):
            return try DeferredWork.scheduledTimer(arguments, at: at, evaluator)
        case ("Calendar.current", "component"):
            guard arguments.count == 2, case .implicitMember(let unit, _) = arguments[0].value,
                let seconds = DatePicker.seconds(arguments[1].value)
            else {
                throw EvaluationError(location: at, message: "Calendar's component takes a component and from: a Date")
            }
            guard let n = FrameDate.component(unit, of: seconds) else {
                throw EvaluationError(location: at, message: "Calendar has no component .\(unit)")
            }
            return .int(n)
        case ("Calendar.current", let method):
            return try FrameDate.calendarMethod(
                method, arguments, at: at, now: DatePicker.standIn + evaluator.objects.sinceFirstFrame)
        case ("Bundle.main", "object"):
            // `object(forInfoDictionaryKey:)`: the Info.plist keys a new Xcode app has.
            guard let key = arguments.first, case .string(let name) = key.value else { return .void }
            return infoDictionary.first { $0.0 == name }.map { .string($0.1) } ?? .void
        case ("Bundle.main", "url"), ("Bundle.main", "path"):
            return evaluator.bundleResource(name, arguments, at: at)
        case ("UserDefaults.standard", let method):
            // A preview's defaults are empty: what UserDefaults answers for a key never set.
            switch method {
            case "bool": return .bool(false)
            case "integer": return .int(0)
            case "double", "float": return .number(0)
            default: return .void
            }
        default:
            return nil
        }
    }

    /// `Bundle.main.infoDictionary`: what a new Xcode app's Info.plist and build settings give (its
    /// marketing version 1.0, build 1); the app's own project file is not read.
    static let infoDictionary: [(String, String)] = [
        ("CFBundleShortVersionString", "1.0"), ("CFBundleVersion", "1"), ("CFBundleName", "App"),
        ("CFBundleDisplayName", "App"), ("CFBundleIdentifier", "com.example.App"),
        ("CFBundleExecutable", "App"), ("CFBundleDevelopmentRegion", "en"),
    ]

    static func infoValue(_ key: String) -> String { infoDictionary.first { $0.0 == key }?.1 ?? "" }

    /// `Int(x)`, `Double(x)`, `String(x)`, `String(format:)`, `Array(x)`, `Set(x)`, `Dictionary(…)`.
    static func construct(_ type: String, _ arguments: [EvaluatedArgument], at: SourceLocation, _ evaluator: Evaluator)
        throws(EvaluationError) -> Value?
    {
        let first = arguments.first
        switch type {
        case let t where integerTypes.contains(t):
            guard let first else { return .int(0) }
            switch first.value {
            case .string(let s):
                // `Int("ff", radix: 16)`: nil, as Swift gives, for a radix out of 2…36 or digits outside it.
                var radix = 10
                if let r = arguments.first(where: { $0.label == "radix" }) {
                    radix = try Convert.integer(r.value, at: r.location)
                    guard (2...36).contains(radix) else { return .void }
                }
                return Int(s.trimmingCharacters(in: .whitespaces), radix: radix).map(Value.int) ?? .void
            case .int(let i): return .int(i)
            case .bool(let b): return .int(b ? 1 : 0)
            default:
                let n = try Convert.number(first.value, at: first.location)
                guard n.isFinite, abs(n) < 9.2e18 else {
                    throw EvaluationError(location: first.location, message: "\(n) does not fit in an Int")
                }
                return .int(Int(n.rounded(.towardZero)))
            }
        case let t where floatingTypes.contains(t):
            guard let first else { return .number(0) }
            if case .string(let s) = first.value { return Double(s).map(Value.number) ?? .void }
            return .number(try Convert.number(first.value, at: first.location))
        case "LocalizedStringKey", "LocalizedStringResource":
            // A preview shows English: the app's strings give the key's text, else the key is the text.
            return .string(evaluator.localizedString(first.map { Evaluator.printed($0.value) } ?? ""))
        case "String", "Substring", "Character":
            guard let first else { return .string("") }
            switch first.label {
            case "format":
                return .string(
                    try format(
                        try Convert.string(first.value, at: first.location), arguments.dropFirst().map(\.value), at: at)
                )
            case "localized":
                // `String(localized: "key")`: the key's English text (`LocalizedStrings`).
                return .string(evaluator.localizedString(Evaluator.printed(first.value)))
            case "repeating":
                let count = try Convert.integer(try required("count", arguments, at: at), at: at)
                let unit = try Convert.string(first.value, at: first.location)
                guard count >= 0 else { throw EvaluationError(location: at, message: "a negative count") }
                try evaluator.allocate(count * unit.count / 64, at: at)
                return .string(String(repeating: unit, count: count))
            default:
                return .string(Evaluator.printed(first.value))
            }
        case "Bool":
            guard let first else { return .bool(false) }
            if case .string(let s) = first.value {
                return s == "true" ? .bool(true) : s == "false" ? .bool(false) : .void
            }
            return .bool(try Convert.bool(first.value, at: first.location))
        case "Scanner":
            var list = ArgumentList(arguments, callee: "Scanner", at: at)
            let text = try list.required("string")
            try list.finish()
            return TextScanning.scanner(try Convert.string(text.value, at: text.location))
        case "CharacterSet":
            var list = ArgumentList(arguments, callee: "CharacterSet", at: at)
            let text = try list.required("charactersIn")
            try list.finish()
            return TextScanning.set(charactersIn: try Convert.string(text.value, at: text.location))
        case "Array", "Set":
            guard let first else { return .array([]) }
            if first.label == "repeating" {
                let count = try Convert.integer(try required("count", arguments, at: at), at: at)
                guard count >= 0 else { throw EvaluationError(location: at, message: "a negative count") }
                try evaluator.allocate(count, at: at)
                return .array(Array(repeating: first.value, count: count))
            }
            var elements = try evaluator.elements(of: first.value, at: first.location)
            if type == "Set" { elements = try unique(elements, at: at) }
            return .array(elements)
        case "Dictionary":
            guard let first else { return .dictionary([]) }
            var entries: [DictionaryEntry] = []
            for element in try evaluator.elements(of: first.value, at: first.location) {
                guard case .tuple(let pair) = element, pair.count == 2 else {
                    throw EvaluationError(location: at, message: "Dictionary takes (key, value) pairs")
                }
                entries.removeAll { (try? Evaluator.equal($0.key, pair[0].value, at: at)) == true }
                entries.append(DictionaryEntry(key: pair[0].value, value: pair[1].value))
            }
            return .dictionary(entries)
        case "Optional":
            return first?.value ?? .void
        case "State", "StateObject", "ObservedObject", "Published", "AppStorage", "FocusState", "Bindable",
            "GestureState":
            // A property wrapper made in an init (`_x = State(initialValue: v)`): its value.
            return first?.value ?? .void
        case "Binding":
            // `Binding(get:set:)`: what it reads now (writes through it are not kept).
            if let getter = arguments.first(where: { $0.label == "get" }), case .closure(let closure) = getter.value {
                return .constantBinding(try evaluator.invoke(closure, [], at: at))
            }
            return first?.value ?? .void
        case "AnimatablePair":
            // A shape's two animated values (`animatableData`), read as `.first` and `.second`.
            guard arguments.count == 2 else {
                throw EvaluationError(location: at, message: "AnimatablePair takes two values")
            }
            return .instance(
                Instance(
                    typeName: "AnimatablePair", properties: ["first": arguments[0].value, "second": arguments[1].value])
            )
        case "Date":
            // `Date()` is the preview's moment on the frame clock (`FrameDate`), so a screen draws the
            // same each run; `Date(timeIntervalSince1970:)` is the moment given.
            var list = ArgumentList(arguments, callee: type, at: at)
            let now = DatePicker.standIn + evaluator.objects.sinceFirstFrame
            var seconds = now
            func interval(_ label: String) throws(EvaluationError) -> Double? {
                try list.take(label).map { t throws(EvaluationError) in try Convert.number(t.value, at: t.location) }
            }
            if let t = try interval("timeIntervalSince1970") {
                seconds = t
            } else if let t = try interval("timeIntervalSinceNow") {
                seconds = now + t
            } else if let t = try interval("timeIntervalSinceReferenceDate") {
                seconds = FrameDate.referenceOffset + t
            } else if let t = try interval("timeInterval") {
                let since = try list.required("since")
                guard let base = DatePicker.seconds(since.value) else {
                    throw EvaluationError(location: since.location, message: "since: takes a Date")
                }
                seconds = base + t
            }
            try list.finish()
            guard seconds.isFinite, abs(seconds) < 1e14 else {
                throw EvaluationError(location: at, message: "the date is out of range")
            }
            return DatePicker.date(seconds)
        case "URL":
            // `URL(string:)`, `URL(fileURLWithPath:)`: the address as written (a preview opens none).
            guard let given = arguments.first else { return .void }
            return .instance(Instance(typeName: "URL", properties: ["absoluteString": given.value]))
        case "UUID":
            return .string(String(format: "%08X-0000-4000-8000-%012X", evaluator.steps, evaluator.allocated))
        case "EnvironmentValues":
            // `EnvironmentValues()`: the environment a view gets by default, as `@Environment(\.self)` is.
            return .instance(Instance(typeName: "EnvironmentValues", properties: [:]))
        case "UIImage", "NSImage":
            // `UIImage(named:)` and `UIImage(systemName:)` are the image `Image(_:)` and `Image(systemName:)`
            // draw, which `Image(uiImage:)` then shows; an image made from data or a file is nil here,
            // as there is none, and `UIImage()` is an image of nothing.
            guard let given = first else { return .view(.empty) }
            switch given.label {
            case "named":
                var list = ArgumentList(
                    [EvaluatedArgument(label: nil, value: given.value, location: given.location)], callee: "Image",
                    at: at)
                return try evaluator.image(&list)
            case "systemName":
                return .view(try evaluator.symbol(given))
            default:
                return .void
            }
        case "CGAffineTransform":
            var list = ArgumentList(arguments, callee: type, at: at)
            let t = try Geometry.makeTransform(&list)
            try list.finish()
            return Geometry.value(t)
        case "CGPoint", "CGSize", "CGVector", "CGRect":
            // Geometry as labelled tuples: `size.width`, `point.x` read as members.
            let labels = [
                "CGPoint": ["x", "y"], "CGSize": ["width", "height"], "CGVector": ["dx", "dy"],
                "CGRect": ["x", "y", "width", "height"],
            ][type]!
            var list = ArgumentList(arguments, callee: type, at: at)
            var elements: [TupleElement] = []
            // `CGRect(origin:size:)`: the point's and the size's members.
            if type == "CGRect", let origin = list.take("origin") {
                let size = try list.required("size")
                for (part, keys) in [(origin, ["x", "y"]), (size, ["width", "height"])] {
                    let members: [TupleElement]
                    switch part.value {
                    case .tuple(let given): members = given
                    case .implicitMember("zero", _): members = []
                    default:
                        throw EvaluationError(location: part.location, message: "expected a CGPoint or CGSize")
                    }
                    for key in keys {
                        let n = members.first { $0.label == key }?.value ?? .number(0)
                        elements.append(
                            TupleElement(label: key, value: .number(try Convert.number(n, at: part.location))))
                    }
                }
                try list.finish()
                return .tuple(elements)
            }
            for label in labels {
                let n =
                    try list.take(label).map { a throws(EvaluationError) in try Convert.number(a.value, at: a.location)
                    } ?? 0
                elements.append(TupleElement(label: label, value: .number(n)))
            }
            try list.finish()
            return .tuple(elements)
        default:
            return nil
        }
    }

    private static func required(_ label: String, _ arguments: [EvaluatedArgument], at: SourceLocation)
        throws(EvaluationError) -> Value
    {
        guard let argument = arguments.first(where: { $0.label == label }) else {
            throw EvaluationError(location: at, message: "needs '\(label):'")
        }
        return argument.value
    }

    /// The values without repeats, in order (a `Set`'s elements; Swift's order differs).
    static func unique(_ values: [Value], at: SourceLocation) throws(EvaluationError) -> [Value] {
        var result: [Value] = []
        for value in values
        where !(try result.anySatisfies { e throws(EvaluationError) in try Evaluator.equal(e, value, at: at) }) {
            result.append(value)
        }
        return result
    }

    /// `String(format:)` and `specifier:`: `%d`, `%i`, `%f` with width and precision, `%e`, `%g`,
    /// `%x`, `%o`, `%s`, `%@`, `%c`, `%%`, and the `l`/`ll` length modifiers.
    static func format(_ format: String, _ values: [Value], at: SourceLocation) throws(EvaluationError) -> String {
        var result = ""
        var remaining = values[...]
        var characters = Array(format)
        var index = 0
        func next() throws(EvaluationError) -> Value {
            guard let value = remaining.first else {
                throw EvaluationError(location: at, message: "the format \"\(format.prefix(40))\" needs more arguments")
            }
            remaining = remaining.dropFirst()
            return value
        }
        characters.append("\0")
        while index < characters.count - 1 {
            let c = characters[index]
            guard c == "%" else {
                result.append(c)
                index += 1
                continue
            }
            var spec = "%"
            index += 1
            while index < characters.count - 1, "-+ #0123456789.*".contains(characters[index]) {
                spec.append(characters[index])
                index += 1
            }
            while index < characters.count - 1, "lhqLzjt".contains(characters[index]) { index += 1 }
            let conversion = characters[index]
            index += 1
            switch conversion {
            case "%": result.append("%")
            case "c":
                let n = try Convert.integer(try next(), at: at)
                if let scalar = Unicode.Scalar(UInt32(clamping: max(0, n))) { result.append(Character(scalar)) }
            case "d", "i", "u", "x", "X", "o":
                let value = try next()
                let n = value.numeric.map { Int($0.rounded(.towardZero)) } ?? 0
                result += String(format: spec + "l" + String(conversion == "u" ? "d" : conversion), n)
            case "f", "F", "e", "E", "g", "G", "a", "A":
                let value = try next()
                result += String(format: spec + String(conversion), try Convert.number(value, at: at))
            case "s", "@":
                let text = Evaluator.printed(try next())
                let width = Int(spec.dropFirst().filter(\.isNumber)) ?? 0
                let padding = String(repeating: " ", count: max(0, width - text.count))
                result += spec.contains("-") ? text + padding : padding + text
            default:
                throw EvaluationError(location: at, message: "the format \"%\(conversion)\" is not supported")
            }
        }
        return result
    }
}
