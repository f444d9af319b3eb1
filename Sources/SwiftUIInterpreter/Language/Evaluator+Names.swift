import Foundation
import Raster
import Style
import SwiftSource

/// Names and members: locals, `self`'s properties, statics, the module's types; `base.name` on every
/// kind of value.
extension Evaluator {
    func identifier(_ name: String, at: SourceLocation, _ scope: inout Scope) throws(EvaluationError) -> Value {
        if let local = scope.lookup(name) {
            if case .stateReference = local { return try read(local, name: name, at: at) }
            return local
        }
        if let instance = scope.instance {
            if let stored = instance.properties[name] { return try read(stored, name: name, at: at) }
            // An enum's own `rawValue`, named without `self.` in its members.
            if name == "rawValue", let caseName = instance.caseName {
                return try rawValue(of: instance, case: caseName, at: at)
            }
            if let member = try program.instanceMember(name, of: instance.typeName) {
                return try instanceMemberValue(member, of: instance, at: at)
            }
        }
        // Inside `extension Bundle { var version: … }` run on `Bundle.main`: its own members, unqualified.
        if case .type(let shared) = scope.receiver, shared.contains("."),
            let value = StandardLibrary.staticMember(name, of: shared)
        {
            return value
        }
        var context = scope.selfType
        while let type = context {
            if let member = try program.staticMember(name, of: type), member.isStatic || program.isProtocol(type) {
                return try staticMemberValue(member, of: type, at: at)
            }
            context = type.lastIndex(of: ".").map { String(type[..<$0]) }
        }
        if let type = try program.resolveType(name, from: scope.selfType) { return .type(type) }
        if Builtins.typeNames.contains(name) || StandardLibrary.typeNames.contains(name) { return .type(name) }
        if let global = try program.staticMember(name, of: "") { return try staticMemberValue(global, of: "", at: at) }
        if try program.knowsType(name) { return .type(name) }
        if let function = Self.operatorFunction(name, at: at, scope) { return function }
        if Builtins.memberTypes.contains(name) || Self.styleMember(name, [], at: at) != nil { return .type(name) }
        if let standIn = try standIn(for: name, at: at, scope, anyName: true) { return standIn }
        throw EvaluationError(
            location: at, message: "cannot find '\(name)' in scope" + (try suggestion(for: name, scope)))
    }

    /// An operator named as a function (`reduce(0, +)`, `sorted(by: >)`): a closure of two parameters
    /// that applies it, as Swift's operator functions are.
    static func operatorFunction(_ name: String, at: SourceLocation, _ scope: Scope) -> Value? {
        guard Self.binaryOperators.contains(name) else { return nil }
        let (a, b) = (Expression(.identifier("$0"), at: at), Expression(.identifier("$1"), at: at))
        let body = [Statement(.expression(Expression(.binary(name, a, b), at: at)), at: at)]
        return .closure(Closure(parameters: ["$0", "$1"], body: body, scope: scope, location: at))
    }

    static let binaryOperators: Set<String> = [
        "+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "!=", "&&", "||", "&", "|", "^", "<<", ">>", "..<", "...",
    ]

    /// A stored property's value: a `@State` or an object's property is read from where it is kept.
    func read(_ stored: Value, name: String, at: SourceLocation) throws(EvaluationError) -> Value {
        guard case .stateReference(let key) = stored else {
            if case .constantBinding(let value) = stored { return value }
            if case .instance(let fetch) = stored, fetch.typeName == Self.queryTypeName {
                return try resolveQuery(fetch, at: at)
            }
            return stored
        }
        guard let value = screen?.state.value(key) ?? objects.value(key) else {
            throw EvaluationError(location: at, message: "the state \(name) has no value")
        }
        return value
    }

    /// A computed property run with `instance` as `self`, or a method as a function value.
    func instanceMemberValue(_ member: Declaration, of instance: Instance, at: SourceLocation) throws(EvaluationError)
        -> Value
    {
        switch member.kind {
        case .variable(let v):
            if let getter = v.getter {
                var inner = Scope(instance: instance)
                return try enteringView(at: at) { () throws(EvaluationError) -> Value in
                    try building(views: Self.isViewType(v.type)) { () throws(EvaluationError) -> Value in
                        try run(getter, &inner, at: member.location)
                    }
                }
            }
            // A stored property an extension of a protocol cannot have; an `init`'s default.
            guard let initial = v.initialValue else { return .void }
            var inner = Scope(instance: instance)
            return typed(try evaluate(initial, &inner), as: v.type)
        case .function(let f):
            return .function(
                FunctionValue(declaration: f, location: member.location, instance: instance, selfType: nil))
        default:
            throw EvaluationError(location: at, message: "\(instance.typeName) has no value for this member")
        }
    }

    /// A static property's value (evaluated once, then kept: `static var` holds what is assigned), or
    /// a static function as a value.
    func staticMemberValue(_ declaration: Declaration, of type: String, at: SourceLocation) throws(EvaluationError)
        -> Value
    {
        if case .function(let f) = declaration.kind {
            return .function(
                FunctionValue(declaration: f, location: declaration.location, instance: nil, selfType: type))
        }
        return try staticValue(declaration, of: type)
    }

    /// A `static let` / `static var` of the file (or a top-level one, type "").
    func staticValue(_ declaration: Declaration, of type: String) throws(EvaluationError) -> Value {
        guard case .variable(let v) = declaration.kind else {
            throw EvaluationError(location: declaration.location, message: "a function is used as a property")
        }
        let key = "\(type).\(v.name)"
        if v.getter == nil, let kept = statics[key] { return kept }
        var scope = Scope(selfType: type.isEmpty ? nil : type)
        if let getter = v.getter {
            // `static var automatic: Metrics { … .current }`: the declared type resolves what it returns.
            let value = try enteringView(at: declaration.location) { () throws(EvaluationError) -> Value in
                try run(getter, &scope, at: declaration.location)
            }
            return typed(value, as: v.type, in: type.isEmpty ? nil : type)
        }
        guard let initial = v.initialValue else {
            // `@Namespace static var ns` in a preview provider: a namespace needs no value.
            if declaration.attributes.first?.name == "Namespace" { return .string("\(type).\(v.name)") }
            throw EvaluationError(location: declaration.location, message: "static property \(v.name) has no value")
        }
        // The objects a stored static makes are keyed by it, so they are the same objects whichever
        // evaluation or action reads it first (a sample record's category, inserted by a preview's
        // `.onAppear`, is the category the record holds).
        let owner = objectOwner
        objectOwner = "static \(key)"
        defer { objectOwner = owner }
        let value = typed(try evaluate(initial, &scope), as: v.type)
        statics[key] = value
        return value
    }

    func member(_ name: String, of base: Value, at: SourceLocation, _ scope: inout Scope) throws(EvaluationError)
        -> Value
    {
        switch base {
        case .standIn:
            return base
        case .array where name == "self", .dictionary where name == "self":
            // `[Book].self`, an array type's metatype: the array that names it stands for it.
            return base
        case .configuration(let configuration):
            switch name {
            case "icon" where configuration.labelParts != nil: return .view(configuration.labelParts!.icon)
            case "title" where configuration.labelParts != nil: return .view(configuration.labelParts!.title)
            case "label", "content": return .view(.label)
            case "isPressed":
                guard configuration.isOn == nil else {
                    throw EvaluationError(
                        location: at,
                        message:
                            "a ToggleStyle's configuration has no isPressed (a button inside the toggle has its own)")
                }
                return .bool(configuration.isPressed)
            case "isOn":
                guard let isOn = configuration.isOn else {
                    throw EvaluationError(location: at, message: "a ButtonStyle's configuration has no isOn")
                }
                return .bool(isOn)
            case "$isOn":
                return .constantBinding(.bool(configuration.isOn ?? false))
            case "role": return configuration.role.map { .implicitMember($0, at: at) } ?? .void
            case "isMixed": return .void
            case "fractionCompleted":
                return configuration.fractionCompleted.map(Value.number) ?? .void
            case "currentValueLabel":
                return configuration.fractionCompleted.map { .view(.text("\(Int(($0 * 100).rounded())) %")) } ?? .void
            default:
                throw EvaluationError(
                    location: at,
                    message: "configuration has no '\(name)'; it has label, isPressed (buttons), isOn (toggles)")
            }
        case .instance(let instance) where name.hasPrefix("$") && name.count > 1:
            // `self.$isOn`: the binding of the property.
            return try binding(named: String(name.dropFirst()), at: at, Scope(instance: instance))
        case .instance(let instance) where instance.typeName == "EnvironmentValues":
            // `environment.colorScheme`, `environment.palette`: what `@Environment(\.name)` would read.
            return try environmentValue(name, at: at)
        case .instance(let instance)
        where instance.typeName == "DateFormatter" && FoundationFormat.calendarSymbols(name) != nil:
            return Self.calendarSymbols(name)
        case .instance(let instance):
            if instance.typeName == "CharacterSet", name == "inverted" { return TextScanning.inverted(instance) }
            if let value = layoutSubviews?.member(name, of: instance) { return value }
            if instance.typeName == "Date", let seconds = DatePicker.seconds(.instance(instance)),
                let computed = FrameDate.property(name, of: seconds, self)
            {
                return computed
            }
            if let caseName = instance.caseName {
                if name == "rawValue" { return try rawValue(of: instance, case: caseName, at: at) }
                if let element = instance.associatedValues.first(where: { $0.label == name }) { return element.value }
            }
            var inner = Scope(instance: instance)
            return try identifier(name, at: at, &inner)
        case .type(let type):
            return try typeMember(name, of: type, at: at)
        case .binding(let key):
            if name == "wrappedValue" { return screen?.state.value(key) ?? objects.value(key) ?? .void }
            return try binding(key, member: name, at: at)
        case .implicitCall("constant", let values, _) where values.count == 1:
            // `.constant(x)` where a Binding goes, read before its type is known.
            return try member(name, of: .constantBinding(values[0].value), at: at, &scope)
        case .constantBinding(let value):
            if name == "wrappedValue" { return value }
            return .constantBinding(try member(name, of: value, at: at, &scope))
        case .tuple(let elements):
            if let index = Int(name), elements.indices.contains(index) { return elements[index].value }
            if let element = elements.first(where: { $0.label == name }) { return element.value }
            if let computed = Geometry.member(name, of: elements) { return computed }
            throw EvaluationError(location: at, message: "the tuple has no element '\(name)'")
        case .angle(let radians):
            switch name {
            case "radians": return .number(radians)
            case "degrees": return .number(radians * 180 / .pi)
            default: throw EvaluationError(location: at, message: "an Angle has degrees and radians, not '\(name)'")
            }
        case .path(let path):
            switch name {
            case "isEmpty": return .bool(path.isEmpty)
            case "boundingRect", "bounds": return .rect(path.controlPointBounds)
            // A `UIBezierPath`'s Core Graphics path: the same outline.
            case "cgPath": return base
            case "currentPoint": return path.currentPoint.map(Value.point) ?? .void
            default: throw EvaluationError(location: at, message: "a Path has no property '\(name)'")
            }
        case .void:
            throw EvaluationError(
                location: at, message: "'\(name)' of nil: the value is nil here (unwrap it with ?. or if let)")
        default:
            // `UUID().uuidString`: a UUID is its string here.
            if case .string = base, name == "uuidString" { return base }
            // `.now.startOfDay` of a module's `extension Date`: the preview's moment.
            if case .implicitMember("now", _) = base {
                return try member(name, of: FrameDate.now(self), at: at, &scope)
            }
            if let value = try standardProperty(name, of: base, at: at) { return value }
            if let value = Self.dynamicTypeProperty(name, of: base) { return value }
            if let value = try extensionProperty(name, of: base, at: at) { return value }
            if case .color = base, name == "opacity" { return base }
            if case .color(let c) = base, name == "description" { return .string(c.hexDescription) }
            if case .color(let c) = base, name == "cgColor" {
                // Core Graphics' colour: its sRGB components in the screen's scheme (light outside a
                // screen), as a colour resolves outside a view.
                let rgba = c.resolve(in: Appearance(colorScheme: screen?.colorScheme ?? .light))
                let components = [rgba.red, rgba.green, rgba.blue, rgba.alpha].map(Value.number)
                return .instance(
                    Instance(
                        typeName: "CGColor",
                        properties: [
                            "components": .array(components), "alpha": .number(rgba.alpha),
                            "numberOfComponents": .int(4),
                        ]))
            }
            // `.Neumorphic.main` where a Color goes: a type the module nests in a SwiftUI one
            // (`extension Color { struct Neumorphic { static var main … } }`), read by its full name.
            if case .implicitMember(let nested, let memberAt) = base,
                let outer = ["Color", "ShapeStyle", "Font", "Image", "Gradient"].first(where: {
                    ((try? program.type("\($0).\(nested)")) ?? nil) != nil
                })
            {
                let named = Expression(.member(Expression(.identifier(outer), at: memberAt), nested), at: memberAt)
                return try evaluate(Expression(.member(named, name), at: at), &scope)
            }
            if case .implicitMember = base, name == "gradient" {
                // `.blue.gradient` where a ShapeStyle goes: the colour's gradient.
                return try member(name, of: .color(try color(base, at: at)), at: at, &scope)
            }
            if case .color(let c) = base, name == "gradient" {
                // `Color.blue.gradient` (SwiftUI's AnyGradient): the colour lit a little at the top.
                return .shapeStyle(
                    .linearGradient([c.lit(by: Self.colorGradientLight), c], startPoint: .top, endPoint: .bottom),
                    innerShadows: [])
            }
            throw EvaluationError(location: at, message: "\(base.kindName) has no property '\(name)'")
        }
    }

    /// `weekdaySymbols` and the like: an array of names; `amSymbol` and `pmSymbol` a string.
    static func calendarSymbols(_ name: String) -> Value {
        let symbols = FoundationFormat.calendarSymbols(name) ?? []
        if name.hasSuffix("mSymbol") { return .string(symbols.first ?? "") }
        return .array(symbols.map(Value.string))
    }

    /// `Locale.current`: the preview's, US English, as Foundation's formats here are written in.
    static let previewLocale = Value.instance(
        Instance(
            typeName: "Locale",
            properties: [
                "identifier": .string("en_US"), "languageCode": .string("en"), "regionCode": .string("US"),
                "currencyCode": .string("USD"), "currencySymbol": .string("$"), "decimalSeparator": .string("."),
                "groupingSeparator": .string(","), "usesMetricSystem": .bool(false),
                "currency": .instance(
                    Instance(typeName: "Locale.Currency", properties: ["identifier": .string("USD")])),
                "region": .instance(Instance(typeName: "Locale.Region", properties: ["identifier": .string("US")])),
                "language": .instance(
                    Instance(
                        typeName: "Locale.Language",
                        properties: [
                            "languageCode": .instance(
                                Instance(typeName: "Locale.LanguageCode", properties: ["identifier": .string("en")]))
                        ])),
            ]))

    /// How much white `Color.gradient` mixes into the colour at its top.
    static let colorGradientLight = 0.15

    /// `Type.name`: an enum case, a nested type, a static member, SwiftUI's and the standard library's;
    /// on a screen, a stand-in for a type known only by name, unless `standingIn` is false (a lookup
    /// that only tries whether the type has the member, which must leave no note).
    func typeMember(_ name: String, of type: String, at: SourceLocation, standingIn: Bool = true)
        throws(EvaluationError) -> Value
    {
        if let cases = try program.enumCases(of: type) {
            if let found = cases.first(where: { $0.name == name }) {
                return found.associatedValues == nil
                    ? Self.enumValue(type, name) : .function(enumConstructor(type, found, at: at))
            }
            if name == "allCases" { return .array(cases.map { Self.enumValue(type, $0.name) }) }
        }
        // `.map(String.init)`: the initialiser as a function is the type, which calls construct.
        if name == "self" || name == "init" { return .type(type) }
        if try program.type("\(type).\(name)") != nil { return .type("\(type).\(name)") }
        // `Item.ID`: an Identifiable type's identifier type (`navigationDestination(for: Item.ID.self)`).
        if name == "ID", try program.type(type) != nil { return .type("\(type).ID") }
        if let member = try program.staticMember(name, of: type) {
            return try staticMemberValue(member, of: type, at: at)
        }
        // A static an extension of a typealias declares (`extension Category` for `SchemaV5.Category`).
        for alias in try program.aliases(of: type) {
            if let member = try program.staticMember(name, of: alias) {
                return try staticMemberValue(member, of: type, at: at)
            }
        }
        if name == "accentColor", ["Color", "UIColor", "NSColor"].contains(type) { return .color(accentColor) }
        if let value = try Builtins.staticMember(name, of: type, at: at) { return value }
        if type == "Color" || type == "UIColor", let c = catalogColor(symbol: name) { return .color(c) }
        if type == "Date", name == "now" { return FrameDate.now(self) }
        if type == "Locale", name == "current" || name == "autoupdatingCurrent" { return Self.previewLocale }
        if type == "Calendar.current" || type == "Calendar.autoupdatingCurrent",
            FoundationFormat.calendarSymbols(name) != nil
        {
            return Self.calendarSymbols(name)
        }
        if type == "UIScreen", name == "main", let screen {
            // The preview's device: `UIScreen.main.bounds.width` sizes a view as it would on the phone.
            let (size, scale) = (screen.screenSize, screen.screenScale)
            return .instance(
                Instance(
                    typeName: "UIScreen",
                    properties: [
                        "bounds": .rect(Rect(x: 0, y: 0, width: size.width, height: size.height)),
                        "nativeBounds": .rect(Rect(x: 0, y: 0, width: size.width * scale, height: size.height * scale)),
                        "scale": .number(scale), "nativeScale": .number(scale), "brightness": .number(0.5),
                    ]))
        }
        if type == "Date", name == "FormatStyle" { return .type("Date.FormatStyle") }
        if type == "ContentUnavailableView", name == "search" { return .view(ContentUnavailable.search(nil)) }
        if type == "Date", name == "distantPast" || name == "distantFuture" {
            // Foundation's: the first day of year 1 and of year 4001.
            return DatePicker.date(name == "distantPast" ? -62_135_596_800 : 64_092_211_200)
        }
        if let value = StandardLibrary.staticMember(name, of: type) { return value }
        if Builtins.memberTypes.contains("\(type).\(name)") { return .type("\(type).\(name)") }
        if Builtins.memberTypes.contains(type) { return .implicitMember(name, at: at) }
        // `Bundle.main.appVersion`: a property of the module's extension of a shared instance's type.
        if let value = try extensionProperty(name, of: .type(type), at: at) { return value }
        // `Event?.none`, `Optional<Event>.none`: a type without a case of that name compiles only as the
        // optional's own nil.
        if name == "none" { return .void }
        if standingIn, let standIn = try standIn(member: name, of: type, at: at) { return standIn }
        throw EvaluationError(location: at, message: "type \(type) has no member '\(name)'")
    }

    /// A case of a file's enum without associated values.
    static func enumValue(_ type: String, _ name: String, _ values: [TupleElement] = []) -> Value {
        .instance(Instance(typeName: type, properties: [:], caseName: name, associatedValues: values))
    }

    /// `Kind.card` for a case with associated values: a function that makes the case.
    func enumConstructor(_ type: String, _ enumCase: EnumCase, at: SourceLocation) -> FunctionValue {
        let parameters = enumCase.associatedValues ?? []
        let function = FunctionDeclaration(
            name: "\(type).\(enumCase.name)", genericParameters: [], parameters: parameters, returnType: nil,
            body: [
                Statement(
                    .expression(
                        Expression(
                            .macro(
                                "enumCase",
                                arguments: [Argument(label: nil, value: Expression(.stringLiteral(type), at: at))]
                                    + [Argument(label: nil, value: Expression(.stringLiteral(enumCase.name), at: at))]
                                    + parameters.map {
                                        Argument(label: $0.label, value: Expression(.identifier($0.name), at: at))
                                    }), at: at)), at: at)
            ])
        return FunctionValue(declaration: function, location: at, instance: nil, selfType: type)
    }

    /// An enum case's raw value: the one written, else its name (String) or its place (Int).
    func rawValue(of instance: Instance, case name: String, at: SourceLocation) throws(EvaluationError) -> Value {
        guard let cases = try program.enumCases(of: instance.typeName),
            let index = cases.firstIndex(where: { $0.name == name })
        else { return .string(name) }
        if let raw = cases[index].rawValue {
            var scope = Scope(selfType: instance.typeName)
            return try evaluate(raw, &scope)
        }
        let inheritance = try program.type(instance.typeName)?.inheritance.compactMap(Program.name(of:)) ?? []
        if inheritance.contains(where: { ["Int", "Int8", "Int16", "Int32", "Int64", "UInt"].contains($0) }) {
            // Unwritten Int raw values count on from the last written one.
            var value = 0
            for (i, c) in cases.enumerated() where i <= index {
                if let raw = c.rawValue {
                    var scope = Scope(selfType: instance.typeName)
                    value = (try Convert.integer(try evaluate(raw, &scope), at: at))
                } else if i > 0 {
                    value += 1
                }
            }
            return .int(value)
        }
        return .string(name)
    }

    /// A type written where a value goes: `[String]()`, `Array<Int>`, `Int.self`.
    func typeValue(_ type: TypeSyntax, at: SourceLocation) throws(EvaluationError) -> Value {
        switch type {
        case .array: return .type("Array")
        case .dictionary: return .type("Dictionary")
        case .optional(let inner): return try typeValue(inner, at: at)
        default:
            guard let name = try program.qualifiedName(of: type) else {
                throw EvaluationError(location: at, message: "this type cannot be used as a value")
            }
            if name == "Set" || name == "Array" || name == "Dictionary" { return .type(name) }
            if name == "FetchDescriptor", case .named(_, let arguments) = type, let model = arguments.first,
                let modelName = Program.name(of: model)
            {
                // `FetchDescriptor<Item>()`: the model it fetches is known only from its type's argument.
                return .type("FetchDescriptor<\(modelName)>")
            }
            return .type(try program.resolveType(name, from: nil) ?? name)
        }
    }

    /// `x as T`, `x as? T`, `x as! T`, `x is T`.
    func cast(_ value: Value, _ kind: String, to type: TypeSyntax, at: SourceLocation) throws(EvaluationError)
        -> Value
    {
        let converted = typed(value, as: type)
        switch kind {
        case "is": return .bool(try matches(converted, type))
        case "as?": return try matches(converted, type) ? converted : .void
        case "as!":
            guard try matches(converted, type) else {
                throw EvaluationError(
                    location: at, message: "could not cast \(value.kindName) to \(Program.name(of: type) ?? "the type")"
                )
            }
            return converted
        default: return converted
        }
    }

    /// Whether a value is of a type, as far as values tell: numbers, strings, Bools, the module's
    /// structs and enums and the protocols they conform to; SwiftUI's types are taken as matching.
    func matches(_ value: Value, _ type: TypeSyntax) throws(EvaluationError) -> Bool {
        if case .optional(let inner) = type {
            if value.isNil { return true }
            return try matches(value, inner)
        }
        guard let name = Program.name(of: type) else { return true }
        switch value {
        case .void: return false
        case .int:
            return ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "Any", "Numeric", "BinaryInteger"].contains(name)
        case .number: return ["Double", "CGFloat", "Float", "Any", "Numeric", "BinaryFloatingPoint"].contains(name)
        case .string: return ["String", "Any", "StringProtocol", "Substring", "Character"].contains(name)
        case .bool: return name == "Bool" || name == "Any"
        case .array: return name == "Array" || name == "Any" || name == "Set" || type.isArray
        case .dictionary: return name == "Dictionary" || name == "Any" || type.isDictionary
        case .instance(let instance):
            if name == "Any" || name == "AnyObject" || instance.typeName == name
                || instance.typeName.hasSuffix(".\(name)")
            {
                return true
            }
            return try program.conformances(of: instance.typeName).contains(name)
        default: return true
        }
    }

    /// `#colorLiteral(red:green:blue:alpha:)`, `#file`, `#line`; `#warning` and the like do nothing.
    func macro(_ name: String, _ arguments: [Argument], at: SourceLocation, _ scope: inout Scope)
        throws(EvaluationError) -> Value
    {
        // `#selector(Coordinator.valueChanged(_:))` names a method, which is not called: nothing to read.
        if name == "selector" || name == "keyPath" { return .void }
        let evaluated = try evaluateArguments(arguments, &scope)
        switch name {
        case "colorLiteral":
            var list = ArgumentList(evaluated, callee: "#colorLiteral", at: at)
            func component(_ label: String) throws(EvaluationError) -> Double {
                let a = try list.required(label)
                return try Convert.number(a.value, at: a.location)
            }
            let color = Color(
                red: try component("red"), green: try component("green"), blue: try component("blue"),
                opacity: try component("alpha"))
            try list.finish()
            return .color(color)
        case "imageLiteral":
            var list = ArgumentList(evaluated, callee: "#imageLiteral", at: at)
            let resource = try list.required("resourceName")
            try list.finish()
            // As `Image("name")` finds it: an image of the app's catalog Neumorph has no copy of is a
            // placeholder with a note.
            var image = ArgumentList(
                [EvaluatedArgument(label: nil, value: resource.value, location: resource.location)], callee: "Image",
                at: at)
            return try self.image(&image)
        case "file", "filePath", "fileID": return .string(at.file)
        case "line": return .int(at.line)
        case "column": return .int(at.column)
        case "function": return .string("body")
        case "warning", "error", "Preview": return .void
        case "Predicate", "Expression":
            // `#Predicate<Item> { $0.isDone }`: the closure, which a fetch applies to each model.
            return evaluated.last?.value ?? .void
        case "previewItem":
            // A synthesized preview's item: its error, if it has one, shown in its place.
            guard evaluated.count == 2, case .closure(let closure) = evaluated[1].value else { return .void }
            do {
                return .view(try view(try invoke(closure, [], at: at), at: at))
            } catch {
                let place = error.location.map { "\($0.placed(in: error.file ?? "")): " } ?? ""
                let words = ("⚠ " + place + error.message).split(separator: " ")
                var lines = [""]
                for word in words {
                    if lines[lines.count - 1].count + word.count > 48 { lines.append("") }
                    lines[lines.count - 1] += (lines[lines.count - 1].isEmpty ? "" : " ") + word
                }
                return .view(.stack(.v, spacing: 2, alignment: .leading, lines.map { ViewNode.text($0) }))
            }
        case "schemeSurface":
            // The surface of the scheme shown: what a soft control sits on.
            let dark = screen?.colorScheme == .dark
            return .color(Color(dark ? Scheme.dark.surfaceColor : Scheme.light.surfaceColor))
        case "progressStylePreview":
            guard case .instance(let style)? = evaluated.first?.value else { return .void }
            // Begun, under way and done: what a designer checks a progress style at.
            var bars: [ViewNode] = []
            for fraction in [0.2, 0.6, 1.0] { bars.append(try progressBody(of: style, fraction: fraction, at: at)) }
            return .view(.stack(.h, spacing: 24, alignment: .center, bars))
        case "enumCase":
            // What `Kind.card(…)` makes (see `enumConstructor`).
            guard evaluated.count >= 2, case .string(let type) = evaluated[0].value,
                case .string(let caseName) = evaluated[1].value
            else { return .void }
            return Self.enumValue(
                type, caseName, evaluated.dropFirst(2).map { TupleElement(label: $0.label, value: $0.value) })
        default:
            throw EvaluationError(location: at, message: "the macro #\(name) is not supported")
        }
    }

    /// `\(value)` as Swift prints it, or with SwiftUI's `specifier:` format.
    func interpolated(_ value: Value, _ arguments: [Argument], _ scope: inout Scope) throws(EvaluationError) -> String {
        if case .standIn(let standIn) = value {
            // What it would print is not known: the text it is part of is a placeholder, not "total: ?".
            throw EvaluationError(location: nil, message: "a stand-in for \(standIn.typeName) has no text")
        }
        for argument in arguments where argument.label == "specifier" {
            let format = try Convert.string(try evaluate(argument.value, &scope), at: argument.value.location)
            return try StandardLibrary.format(format, [value], at: argument.value.location)
        }
        return Self.printed(value)
    }

    /// `print`'s and `\(…)`'s text for a value, as Swift writes it.
    static func printed(_ value: Value) -> String {
        switch value {
        case .string(let s): return s
        case .int(let i): return String(i)
        case .number(let n): return n == n.rounded() && abs(n) < 1e16 ? String(format: "%.1f", n) : String(n)
        case .bool(let b): return String(b)
        case .void: return "nil"
        case .array(let values): return "[" + values.map(debugPrinted).joined(separator: ", ") + "]"
        case .dictionary(let entries):
            return entries.isEmpty
                ? "[:]"
                : "[" + entries.map { "\(debugPrinted($0.key)): \(debugPrinted($0.value))" }.joined(separator: ", ")
                    + "]"
        case .tuple(let elements):
            return "("
                + elements.map { ($0.label.map { "\($0): " } ?? "") + debugPrinted($0.value) }.joined(separator: ", ")
                + ")"
        case .range(let low, let high, let closed): return "\(printed(low))\(closed ? "..." : "..<")\(printed(high))"
        // An enumeration's case of SwiftUI's (`dynamicTypeSize`, `colorScheme`): Swift prints its name.
        case .implicitMember(let name, _): return name
        case .instance(let instance):
            if let caseName = instance.caseName {
                guard !instance.associatedValues.isEmpty else { return caseName }
                return caseName + printed(.tuple(instance.associatedValues))
            }
            let properties = instance.properties.keys.sorted().map {
                "\($0): \(debugPrinted(instance.properties[$0]!))"
            }
            return "\(instance.typeName)(\(properties.joined(separator: ", ")))"
        case .color(let c):
            let rgba = c.resolve(in: Appearance(colorScheme: .light))
            return String(format: "#%02X%02X%02X", Int(rgba.red * 255), Int(rgba.green * 255), Int(rgba.blue * 255))
        default: return value.kindName
        }
    }

    /// As `printed`, with strings in quotes (inside collections, as Swift prints them).
    static func debugPrinted(_ value: Value) -> String {
        if case .string(let s) = value { return "\"\(s)\"" }
        return printed(value)
    }

    /// ", did you mean 'x'?" for a name close to one the scope or the module has.
    func suggestion(for name: String, _ scope: Scope) throws(EvaluationError) -> String {
        var candidates = scope.names
        if let instance = scope.instance { candidates += instance.properties.keys }
        candidates += program.moduleNames
        candidates += Builtins.typeNames
        let close = candidates.filter {
            $0 != name && Self.editDistance($0.lowercased(), name.lowercased()) <= max(1, name.count / 4)
        }
        let unique = Array(Set(close)).sorted().prefix(3)
        let looked = " (looked in the scope, \(program.moduleDescription) and SwiftUI)"
        guard !unique.isEmpty else { return looked }
        return looked + "; did you mean " + unique.map { "'\($0)'" }.joined(separator: " or ") + "?"
    }

    /// The Levenshtein distance between two short names.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

extension TypeSyntax {
    var isArray: Bool {
        if case .array = self { return true }
        return false
    }

    var isDictionary: Bool {
        if case .dictionary = self { return true }
        return false
    }
}

extension Color {
    /// `Color(hue:saturation:brightness:opacity:)`, each 0…1, in sRGB.
    static func hsb(hue: Double, saturation: Double, brightness: Double, opacity: Double) -> Color {
        let h = (hue - hue.rounded(.down)) * 6
        let s = min(max(saturation, 0), 1)
        let v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let (r, g, b): (Double, Double, Double) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        return Color(red: r, green: g, blue: b, opacity: opacity)
    }

    /// SwiftUI's `description` of a colour made from components: `#RRGGBBAA` in the light scheme.
    var hexDescription: String {
        let c = resolve(in: Appearance(colorScheme: .light))
        func byte(_ x: Double) -> Int { Int((min(max(x, 0), 1) * 255).rounded()) }
        return String(format: "#%02X%02X%02X%02X", byte(c.red), byte(c.green), byte(c.blue), byte(c.alpha))
    }

    /// The colour mixed with `amount` of white, in each appearance it has (opacity kept).
    func lit(by amount: Double) -> Color {
        func lit(_ appearance: Appearance) -> Color {
            let c = resolve(in: appearance)
            return Color(
                RGBA(
                    red: c.red + (1 - c.red) * amount, green: c.green + (1 - c.green) * amount,
                    blue: c.blue + (1 - c.blue) * amount, alpha: c.alpha))
        }
        return Color(
            light: lit(Appearance(colorScheme: .light)), dark: lit(Appearance(colorScheme: .dark)),
            lightIncreasedContrast: lit(Appearance(colorScheme: .light, contrast: .increased)),
            darkIncreasedContrast: lit(Appearance(colorScheme: .dark, contrast: .increased)))
    }
}
