import Foundation
import SwiftSource

/// The Foundation that view code mixes in: dates formatted, moved and compared, `DateFormatter` and
/// `NumberFormatter` objects, format styles (`FoundationFormat` does the formatting), and the
/// calendar's arithmetic.
extension Evaluator {
    /// The formatters a file makes with `DateFormatter()` and sets up property by property: objects,
    /// as in Foundation, so `formatter.dateStyle = .medium` in a closure reaches every use.
    static let formatterProperties: [String: [String: Value]] = [
        "DateFormatter": [
            "dateStyle": .void, "timeStyle": .void, "dateFormat": .string(""), "locale": .void, "timeZone": .void,
            "calendar": .void, "doesRelativeDateFormatting": .bool(false),
        ],
        "NumberFormatter": [
            "numberStyle": .void, "minimumFractionDigits": .void, "maximumFractionDigits": .void,
            "currencyCode": .void, "currencySymbol": .void, "locale": .void, "usesGroupingSeparator": .bool(true),
            "minimumIntegerDigits": .void, "maximumSignificantDigits": .void,
        ],
        "DateComponentsFormatter": [
            "allowedUnits": .void, "unitsStyle": .void, "zeroFormattingBehavior": .void, "maximumUnitCount": .void,
        ],
    ]

    /// `DateFormatter()`, `NumberFormatter()`, `DateComponentsFormatter()`, `NSNumber(value:)`,
    /// `NSPredicate(format:…)`, `DateComponents(…)`, `NSLock()`; nil for other types.
    func constructFoundation(_ type: String, _ arguments: [EvaluatedArgument], at: SourceLocation)
        throws(EvaluationError) -> Value?
    {
        let decoder = type == "JSONDecoder" || type == "PropertyListDecoder"
        if let properties = decoder ? Self.decoderProperties : Self.formatterProperties[type] {
            guard arguments.isEmpty else {
                throw EvaluationError(location: at, message: "\(type)() takes no arguments; set its properties")
            }
            return sharedObject(type, properties)
        }
        switch type {
        case "Date.FormatStyle":
            var properties: [String: Value] = [:]
            for argument in arguments { properties[argument.label ?? "_"] = argument.value }
            return .instance(FoundationFormat.make("date/time", properties))
        case "NSNumber":
            guard let value = arguments.first else {
                throw EvaluationError(location: at, message: "NSNumber takes value: a number")
            }
            return value.value
        case "NSPredicate":
            return .instance(try RegexPredicate.make(arguments, at: at))
        case "NSLock", "NSRecursiveLock":
            // A view is drawn on one thread here: a lock a store guards its value with is always free.
            return .instance(Instance(typeName: type, properties: [:]))
        case "DateComponents":
            var components = Instance(typeName: "DateComponents", properties: [:])
            for name in FrameDate.componentNames { components.properties[name] = .void }
            for argument in arguments {
                guard let label = argument.label, FrameDate.componentNames.contains(label) else {
                    throw EvaluationError(
                        location: argument.location,
                        message: "DateComponents has no '\(argument.label ?? "_")'; it has "
                            + FrameDate.componentNames.joined(separator: ", "))
                }
                components.properties[label] = .int(try Convert.integer(argument.value, at: argument.location))
            }
            return .instance(components)
        default:
            return nil
        }
    }

    /// An object of a framework's class whose properties are set one by one (`formatter.dateStyle =
    /// .medium` in a closure): each property kept in the screen's objects, so every copy sees it.
    func sharedObject(_ type: String, _ properties: [String: Value]) -> Value {
        let key = newObjectKey(type)
        var handle = Instance(typeName: type, properties: [:], objectKey: key)
        for (name, initial) in properties {
            handle.properties[name] = .stateReference("\(key).\(name)")
            _ = objects.value("\(key).\(name)", initial: initial)
        }
        _ = objects.value(key, initial: .instance(handle))
        return .instance(handle)
    }

    /// `Date.FormatStyle(date:time:)`, `NumberFormatter.localizedString(from:number:)`,
    /// `DateFormatter.localizedString(from:dateStyle:timeStyle:)`; nil for other calls.
    func foundationStaticCall(_ type: String, _ name: String, _ arguments: [EvaluatedArgument], at: SourceLocation)
        throws(EvaluationError) -> Value?
    {
        var list = ArgumentList(arguments, callee: "\(type).\(name)", at: at)
        let value: Value
        switch (type, name) {
        case ("Date", "FormatStyle"):
            return try constructFoundation("Date.FormatStyle", arguments, at: at)
        case ("NumberFormatter", "localizedString"):
            let number = try list.required("from")
            let style = try list.required("number")
            guard let n = number.value.numeric else {
                throw EvaluationError(location: number.location, message: "from: takes a number")
            }
            value =
                FoundationFormat.numberFormatter(
                    n, style: style.value.memberName, minimumFractionDigits: nil, maximumFractionDigits: nil,
                    currencyCode: nil
                ).map(Value.string) ?? .void
        case ("DateFormatter", "localizedString"):
            let date = try list.required("from")
            guard let seconds = DatePicker.seconds(date.value) else {
                throw EvaluationError(location: date.location, message: "from: takes a Date")
            }
            let dateStyle = try list.required("dateStyle")
            let timeStyle = try list.required("timeStyle")
            value = .string(
                FoundationFormat.dateFormatter(
                    seconds, dateStyle: dateStyle.value.memberName, timeStyle: timeStyle.value.memberName,
                    format: nil))
        default:
            return nil
        }
        try list.finish()
        return value
    }

    /// A method of a date, a number, a format style or a formatter; nil when `receiver` is none of
    /// these or the method is not theirs.
    func foundationMethod(_ name: String, on receiver: Value, _ arguments: [EvaluatedArgument], at: SourceLocation)
        throws(EvaluationError) -> Value?
    {
        if let style = FoundationFormat.style(receiver), name != "formatted" {
            return FoundationFormat.extend(style, name, arguments)
        }
        // `date.timeIntervalSince(session.start)` where the session is another framework's: a stand-in.
        let standIn = arguments.first { if case .standIn = $0.value { true } else { false } }
        if let seconds = DatePicker.seconds(receiver) {
            if let standIn { return standIn.value }
            return try dateMethod(name, seconds, arguments, at: at)
        }
        // `.now.addingTimeInterval(…)` where a Date goes.
        if case .implicitMember("now", _) = receiver, let seconds = DatePicker.seconds(FrameDate.now(self)) {
            return try dateMethod(name, seconds, arguments, at: at)
        }
        switch receiver {
        case .int, .number:
            guard name == "formatted", let number = receiver.numeric else { return nil }
            guard let first = arguments.first else { return .string(FoundationFormat.formatted(number: number)) }
            guard let style = FoundationFormat.style(first.value) else {
                throw EvaluationError(location: first.location, message: "expected a number format (.number, .percent)")
            }
            return .string(try FoundationFormat.format(number: number, style, at: first.location))
        case .instance(let predicate) where predicate.typeName == "NSPredicate":
            guard name == "evaluate", let first = arguments.first, first.label == "with" else { return nil }
            if let standIn { return standIn.value }
            return .bool(try RegexPredicate.evaluate(predicate, first.value, at: first.location))
        case .instance(let lock) where lock.typeName == "NSLock" || lock.typeName == "NSRecursiveLock":
            switch name {
            case "lock", "unlock": return .void
            case "try": return .bool(true)
            case "withLock":
                guard case .closure(let body)? = arguments.first?.value else { return nil }
                return try invoke(body, [], at: at)
            default: return nil
            }
        case .instance(let proxy) where proxy.typeName.hasSuffix(AppearanceProxy.suffix):
            return try appearanceMethod(name, proxy, arguments, at: at)
        case .instance(let view) where UIKitViews.properties[view.typeName] != nil:
            return try uikitViewMethod(name, view, arguments, at: at)
        case .instance(let formatter) where Self.formatterProperties[formatter.typeName] != nil:
            if let standIn { return standIn.value }
            return try formatterMethod(name, formatter, arguments, at: at)
        default:
            return nil
        }
    }

    private func dateMethod(_ name: String, _ seconds: Double, _ arguments: [EvaluatedArgument], at: SourceLocation)
        throws(EvaluationError) -> Value?
    {
        func number(_ index: Int = 0) throws(EvaluationError) -> Double {
            guard index < arguments.count else {
                throw EvaluationError(location: at, message: ".\(name) needs a number of seconds")
            }
            return try Convert.number(arguments[index].value, at: arguments[index].location)
        }
        func otherDate() throws(EvaluationError) -> Double {
            guard let first = arguments.first, let other = DatePicker.seconds(first.value) else {
                throw EvaluationError(location: at, message: ".\(name) takes a Date")
            }
            return other
        }
        switch name {
        case "formatted":
            var list = ArgumentList(arguments, callee: ".formatted", at: at)
            if list.peek("date") != nil || list.peek("time") != nil {
                let date = list.take("date").flatMap { $0.value.memberName }
                let time = list.take("time").flatMap { $0.value.memberName }
                try list.finish()
                return .string(FoundationFormat.formatted(seconds, date: date, time: time))
            }
            guard let style = list.take(nil) else {
                try list.finish()
                return .string(FoundationFormat.formatted(date: seconds))
            }
            try list.finish()
            guard let format = FoundationFormat.style(style.value) else {
                throw EvaluationError(
                    location: style.location, message: "expected a date format (.dateTime.hour(), .relative(…))")
            }
            return .string(try dateText(seconds, format, at: style.location))
        case "addingTimeInterval", "advanced":
            return try movedDate(seconds + (try number()), at: at)
        case "timeIntervalSince": return .number(seconds - (try otherDate()))
        case "distance": return .number((try otherDate()) - seconds)
        default: return nil
        }
    }

    /// `Text(value, format: style)`: a date or a number in its format style.
    func formatted(_ value: EvaluatedArgument, _ format: EvaluatedArgument, at: SourceLocation)
        throws(EvaluationError) -> String
    {
        if case .standIn = value.value {
            throw EvaluationError(location: value.location, message: "a stand-in cannot be formatted")
        }
        var style = FoundationFormat.style(format.value)
        if style == nil, case .instance(let i) = format.value, i.typeName == "Date.FormatStyle" {
            style = FoundationFormat.make("date/time", i.properties)
        }
        guard let style else {
            throw EvaluationError(
                location: format.location, message: "expected a format style, got \(format.value.kindName)")
        }
        if let seconds = DatePicker.seconds(value.value) { return try dateText(seconds, style, at: format.location) }
        guard let number = value.value.numeric else {
            throw EvaluationError(location: value.location, message: "format: takes a Date or a number here")
        }
        return try FoundationFormat.format(number: number, style, at: format.location)
    }

    /// A date in a format style, `.relative` measured from the preview's moment now.
    func dateText(_ seconds: Double, _ style: Instance, at: SourceLocation) throws(EvaluationError) -> String {
        try FoundationFormat.format(
            date: seconds, style, now: DatePicker.standIn + objects.sinceFirstFrame, at: at)
    }

    func movedDate(_ seconds: Double, at: SourceLocation) throws(EvaluationError) -> Value {
        guard seconds.isFinite, abs(seconds) < 1e14 else {
            throw EvaluationError(location: at, message: "the date is out of range")
        }
        return DatePicker.date(seconds)
    }

    private func formatterMethod(
        _ name: String, _ formatter: Instance, _ arguments: [EvaluatedArgument], at: SourceLocation
    ) throws(EvaluationError) -> Value? {
        func property(_ key: String) -> Value {
            guard case .stateReference(let stored)? = formatter.properties[key] else { return .void }
            return objects.value(stored) ?? .void
        }
        if name == "setLocalizedDateFormatFromTemplate", formatter.typeName == "DateFormatter",
            let first = arguments.first, case .stateReference(let stored)? = formatter.properties["dateFormat"]
        {
            // The format US English gives the template (`yMd` → `M/d/y`), as Foundation makes it here.
            let template = try Convert.string(first.value, at: first.location)
            let format = DateFormatter.dateFormat(
                fromTemplate: template, options: 0, locale: Locale(identifier: "en_US"))
            objects.set(stored, .string(format ?? template))
            return .void
        }
        if name == "date", formatter.typeName == "DateFormatter", let first = arguments.first {
            // `formatter.date(from: "2023-06-17")`: read in the formatter's format, nil where it does not fit.
            let text = try Convert.string(first.value, at: first.location)
            var format: String?
            if case .string(let f) = property("dateFormat") { format = f }
            return FoundationFormat.parseDate(
                text, dateStyle: property("dateStyle").memberName, timeStyle: property("timeStyle").memberName,
                format: format
            ).map(DatePicker.date) ?? .void
        }
        guard name == "string", let first = arguments.first else { return nil }
        if formatter.typeName == "DateComponentsFormatter" {
            guard let seconds = first.value.numeric else {
                throw EvaluationError(
                    location: first.location, message: "DateComponentsFormatter.string(from:) takes a TimeInterval")
            }
            var allowed: [String]?
            switch property("allowedUnits") {
            case .array(let members): allowed = members.compactMap(\.memberName)
            case let member: allowed = member.memberName.map { [$0] }
            }
            return DurationFormat.string(
                seconds, allowed: allowed, style: property("unitsStyle").memberName,
                pads: property("zeroFormattingBehavior").memberName == "pad"
            ).map(Value.string) ?? .void
        }
        if formatter.typeName == "DateFormatter" {
            guard let seconds = DatePicker.seconds(first.value) else {
                throw EvaluationError(location: first.location, message: "DateFormatter.string(from:) takes a Date")
            }
            var format: String?
            if case .string(let f) = property("dateFormat") { format = f }
            return .string(
                FoundationFormat.dateFormatter(
                    seconds, dateStyle: property("dateStyle").memberName,
                    timeStyle: property("timeStyle").memberName, format: format))
        }
        guard let number = first.value.numeric else {
            throw EvaluationError(location: first.location, message: "NumberFormatter.string takes a number")
        }
        func digits(_ key: String) -> Int? { property(key).numeric.map { Int($0) } }
        var code: String?
        if case .string(let c) = property("currencyCode") { code = c }
        // `string(from:)` gives an optional in Swift; a number always formats.
        return FoundationFormat.numberFormatter(
            number, style: property("numberStyle").memberName,
            minimumFractionDigits: digits("minimumFractionDigits"),
            maximumFractionDigits: digits("maximumFractionDigits"), currencyCode: code
        ).map(Value.string) ?? .void
    }
}
