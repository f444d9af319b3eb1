import Raster
import Style
import SwiftSource

/// Calls: initialisers (SwiftUI's and the file's structs'), functions the file declares, and
/// modifiers and methods on values.
extension Evaluator {
    func call(_ callee: Expression, arguments: [Argument], at: SourceLocation, _ scope: inout Scope)
        throws(EvaluationError) -> Value
    {
        func evaluateArguments(_ scope: inout Scope) throws(EvaluationError) -> [EvaluatedArgument] {
            var evaluated: [EvaluatedArgument] = []
            for argument in arguments {
                evaluated.append(
                    EvaluatedArgument(
                        label: argument.label, value: try evaluate(argument.value, &scope),
                        location: argument.value.location))
            }
            return evaluated
        }
        switch callee.kind {
        case .identifier(let name):
            let evaluated = try evaluateArguments(&scope)
            if case .closure(let closure)? = scope.lookup(name) ?? scope.instance?.properties[name] {
                return try invoke(closure, evaluated.map(\.value), at: at)
            }
            if let value = scope.lookup(name), evaluated.isEmpty {
                // An `@autoclosure` parameter, called: its value (arguments are evaluated eagerly).
                if case .closure = value {} else { return value }
            }
            if let receiver = scope.receiver, scope.lookup(name) == nil,
                program.resolveType(name, from: scope.selfType) == nil, !Builtins.typeNames.contains(name)
            {
                // `modifier(…)` inside `extension View { func … }`: on the view the method runs on.
                return try method(name, evaluated, on: receiver, at: at)
            }
            if name == "print", scope.lookup(name) == nil {
                let text = evaluated.map { Self.printed($0.value) }.joined(separator: " ")
                screen?.output(text)
                return .void
            }
            if scope.lookup(name) == nil, let instance = scope.instance,
                let member = program.instanceMember(name, of: instance.typeName), case .function(let f) = member.kind
            {
                return try callFunction(
                    f, at: member.location, arguments: evaluated, instance: instance, selfType: nil, callAt: at)
            }
            if scope.lookup(name) == nil, let type = scope.selfType, let member = program.staticMembers[type]?[name],
                case .function(let f) = member.kind
            {
                // An extension's instance method, called from inside the type, keeps `self`.
                let instance = member.modifiers.contains("static") ? nil : scope.instance
                return try callFunction(
                    f, at: member.location, arguments: evaluated, instance: instance, selfType: type, callAt: at)
            }
            let base = try evaluate(callee, &scope)
            guard case .type(let type) = base else {
                throw EvaluationError(location: at, message: "\(base.kindName) cannot be called")
            }
            return try construct(type, evaluated, at: at, allowExtensions: true)
        case .member(let baseExpression, let name):
            if baseExpression.kind == .selfValue, name == "init", let type = scope.selfType {
                // `self.init(…)` in an extension's initialiser: SwiftUI's own initialiser.
                return try construct(type, try evaluateArguments(&scope), at: at, allowExtensions: false)
            }
            if name == "toggle", arguments.isEmpty, let state = screen?.state,
                let key = try stateKey(of: baseExpression, &scope)
            {
                state.set(key, .bool(!state.bool(key)))
                return .void
            }
            let base = try evaluate(baseExpression, &scope)
            let closures = arguments.map { if case .closure = $0.value.kind { true } else { false } }
            if name == "modifier"
                || extensionMethod(name, on: base, labels: arguments.map(\.label), closures: closures) != nil
            {
                return try method(name, try evaluateArguments(&scope), on: base, at: at)
            }
            if try isModifier(name, of: base, at: at) == false {
                // Drawn by nothing, so its arguments are not evaluated either.
                noteIgnored(name, at: at)
                return .view(try view(base, at: at))
            }
            let evaluated = try evaluateArguments(&scope)
            switch base {
            case .type(let type):
                if name == "init" { return try construct(type, evaluated, at: at, allowExtensions: true) }
                if let member = program.staticMembers[type]?[name], case .function(let f) = member.kind {
                    return try callFunction(
                        f, at: member.location, arguments: evaluated, instance: nil, selfType: type, callAt: at)
                }
                return try staticCall(type, name, evaluated, at: at)
            case .instance(let instance):
                if let member = program.instanceMember(name, of: instance.typeName), case .function(let f) = member.kind
                {
                    return try callFunction(
                        f, at: member.location, arguments: evaluated, instance: instance, selfType: nil, callAt: at)
                }
                return try apply(name, evaluated, to: base, at: at)
            default:
                return try apply(name, evaluated, to: base, at: at)
            }
        case .implicitMember(let name):
            return .implicitCall(name, try evaluateArguments(&scope), at: at)
        case .selfType:
            // `Self(light:dark:)` in `extension Color { static var title: Self { … } }`.
            guard let type = scope.selfType else {
                throw EvaluationError(location: at, message: "'Self' is only available inside a type")
            }
            return try construct(type, try evaluateArguments(&scope), at: at, allowExtensions: true)
        default:
            throw EvaluationError(location: at, message: "this expression cannot be called")
        }
    }

    /// The types whose extensions may declare a method called on `base`: its own type, then the
    /// SwiftUI protocols it conforms to (`extension Image { func circular() }`, `extension View { … }`).
    private func extensionTypes(of base: Value) -> [String] {
        switch base {
        case .instance(let instance): return [instance.typeName, "View"]
        case .shape: return ["Shape", "View"]
        case .type, .configuration: return []
        case .view(var node):
            // `Text(…).font(.title)` is still a Text (SwiftUI's Text modifiers return Text).
            while case .modified(let child, _) = node { node = child }
            switch node {
            case .image, .asset: return ["Image", "View"]
            case .text: return ["Text", "View"]
            default: return ["View"]
            }
        default: return ["View"]
        }
    }

    /// A method a file's extension declares for `base` whose parameters take these arguments: the
    /// file's `.foregroundColor(light:dark:)`, while `.foregroundColor(.red)` stays SwiftUI's.
    private func extensionMethod(_ name: String, on base: Value, labels: [String?], closures: [Bool])
        -> (type: String, declaration: Declaration, function: FunctionDeclaration)?
    {
        for type in extensionTypes(of: base) {
            guard let member = program.staticMembers[type]?[name], !member.modifiers.contains("static"),
                case .function(let f) = member.kind, Self.accepts(f.parameters, labels: labels, closures: closures)
            else { continue }
            return (type, member, f)
        }
        return nil
    }

    /// `view.name(…)` where the file's extension declares `name`, or `view.modifier(M())`; any other
    /// name is SwiftUI's modifier.
    func method(_ name: String, _ arguments: [EvaluatedArgument], on receiver: Value, at: SourceLocation)
        throws(EvaluationError) -> Value
    {
        if name == "modifier" {
            guard arguments.count == 1, case .instance(let modifier) = arguments[0].value,
                let member = program.instanceMember("body", of: modifier.typeName),
                case .function(let body) = member.kind
            else {
                throw EvaluationError(location: at, message: ".modifier takes a ViewModifier struct of the file")
            }
            let content = EvaluatedArgument(label: "content", value: .view(try view(receiver, at: at)), location: at)
            return try callFunction(
                body, at: member.location, arguments: [content], instance: modifier, selfType: nil, callAt: at)
        }
        if let found = extensionMethod(
            name, on: receiver, labels: arguments.map(\.label), closures: arguments.map(\.isClosure))
        {
            if case .instance(let instance) = receiver, found.type == instance.typeName {
                return try callFunction(
                    found.function, at: found.declaration.location, arguments: arguments, instance: instance,
                    selfType: nil, callAt: at)
            }
            return try callFunction(
                found.function, at: found.declaration.location, arguments: arguments, instance: nil, selfType: nil,
                callAt: at, receiver: receiver)
        }
        _ = try isModifier(name, of: receiver, at: at)
        return try apply(name, arguments, to: receiver, at: at)
    }

    /// For a call `base.name(…)`: true when it is a method or a modifier that draws, false for one
    /// that is ignored; throws, naming the supported modifiers, for anything else.
    private func isModifier(_ name: String, of base: Value, at: SourceLocation) throws(EvaluationError) -> Bool {
        switch base {
        case .type: return true
        case .instance(let instance) where program.instanceMember(name, of: instance.typeName) != nil: return true
        default: break
        }
        if Self.supportedModifiers.contains(name) || Self.methods.contains(name) { return true }
        if Self.ignoredModifiers.contains(name) { return false }
        throw EvaluationError(
            location: at,
            message: "`.\(name)` is not supported; supported modifiers: "
                + Self.supportedModifiers.map { "." + $0 }.joined(separator: ", "))
    }

    /// Calls a closure value (a view's `content()`), its parameters bound in order.
    func invoke(_ closure: Closure, _ arguments: [Value], at: SourceLocation) throws(EvaluationError) -> Value {
        var scope = closure.scope
        return try scope.nested { (inner: inout Scope) throws(EvaluationError) -> Value in
            for (name, value) in zip(closure.parameters, arguments) { inner.define(name, value) }
            return try enteringView(at: at) { () throws(EvaluationError) -> Value in
                try run(closure.body, &inner, at: closure.location)
            }
        }
    }

    /// `print`'s text for a value.
    static func printed(_ value: Value) -> String {
        switch value {
        case .string(let s): s
        case .number(let n): n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .bool(let b): String(b)
        default: value.kindName
        }
    }

    /// Runs a function the file declares, binding its parameters (labels, defaults, variadics).
    func callFunction(
        _ function: FunctionDeclaration, at location: SourceLocation, arguments: [EvaluatedArgument],
        instance: Instance?, selfType: String?, callAt: SourceLocation, receiver: Value? = nil
    ) throws(EvaluationError) -> Value {
        var scope = Scope(instance: instance, selfType: selfType)
        scope.receiver = receiver
        try bind(function.parameters, arguments, callee: function.name, at: callAt, into: &scope)
        return try enteringView(at: callAt) { () throws(EvaluationError) -> Value in
            try run(function.body, &scope, at: location)
        }
    }

    /// Binds arguments to parameters as Swift matches them: in order, by label.
    func bind(
        _ parameters: [Parameter], _ arguments: [EvaluatedArgument], callee: String, at: SourceLocation,
        into scope: inout Scope
    ) throws(EvaluationError) {
        var index = 0
        for parameter in parameters {
            if parameter.isVariadic {
                var values: [Value] = []
                while index < arguments.count, arguments[index].label == parameter.label {
                    values.append(arguments[index].value)
                    index += 1
                }
                scope.define(parameter.name, .array(values))
            } else if index < arguments.count,
                arguments[index].label == parameter.label
                    || (arguments[index].label == nil && Self.takesClosure(parameter) && arguments[index].isClosure)
            {
                scope.define(parameter.name, typed(arguments[index].value, as: parameter.type))
                index += 1
            } else if let defaultValue = parameter.defaultValue {
                scope.define(parameter.name, typed(try evaluate(defaultValue, &scope), as: parameter.type))
            } else {
                let label = parameter.label.map { "'\($0):'" } ?? "an unlabelled argument"
                throw EvaluationError(location: at, message: "\(callee) needs \(label) (\(parameter.name))")
            }
        }
        guard index == arguments.count else {
            let extra = arguments[index]
            throw EvaluationError(
                location: extra.location,
                message: "\(callee): unexpected argument" + (extra.label.map { " '\($0):'" } ?? ""))
        }
    }

    /// `Type(…)`: SwiftUI's initialisers, an extension's initialiser, or a struct's memberwise one.
    func construct(_ type: String, _ arguments: [EvaluatedArgument], at: SourceLocation, allowExtensions: Bool)
        throws(EvaluationError) -> Value
    {
        if program.structs[type] != nil { return try instantiate(type, arguments, at: at) }
        if allowExtensions, let inits = program.initializers[type] {
            for initializer in inits where Self.accepts(initializer.parameters, arguments) {
                var scope = Scope(selfType: type)
                try bind(initializer.parameters, arguments, callee: "\(type).init", at: at, into: &scope)
                var built: [(Value, SourceLocation)] = []
                let returned = try enteringView(at: at) { () throws(EvaluationError) -> Value? in
                    try execute(initializer.body, &scope, into: &built)
                }
                // The body's `self.init(…)` call is what the initialiser makes.
                if let value = returned ?? built.last?.0 { return value }
                throw EvaluationError(location: at, message: "\(type).init does not call self.init")
            }
        }
        return try construct(builtin: type, arguments, at: at)
    }

    /// Whether a parameter list can take arguments with these labels.
    static func accepts(_ parameters: [Parameter], labels: [String?], closures: [Bool]? = nil) -> Bool {
        var index = 0
        func fits(_ parameter: Parameter) -> Bool {
            index < labels.count
                && (labels[index] == parameter.label
                    || (labels[index] == nil && closures?[index] == true && takesClosure(parameter)))
        }
        for parameter in parameters {
            if parameter.isVariadic {
                while index < labels.count, labels[index] == parameter.label { index += 1 }
            } else if fits(parameter) {
                index += 1
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return index == labels.count
    }

    static func accepts(_ parameters: [Parameter], _ arguments: [EvaluatedArgument]) -> Bool {
        accepts(
            parameters, labels: arguments.map(\.label),
            closures: arguments.map { if case .closure = $0.value { true } else { false } })
    }

    /// A parameter of function type (`@ViewBuilder content: () -> Content`): a trailing closure,
    /// written without its label, is its argument.
    static func takesClosure(_ parameter: Parameter) -> Bool {
        switch parameter.type {
        case .function: true
        case .attributed(_, .function): true
        default: false
        }
    }

    /// A struct of the file, made with its memberwise initialiser (or its own `init`).
    func instantiate(_ type: String, _ arguments: [EvaluatedArgument], at: SourceLocation) throws(EvaluationError)
        -> Value
    {
        let declaration = program.structs[type]!
        if program.classes.contains(type), let screen {
            return try instantiateObject(type, arguments, at: at, in: screen)
        }
        if program.enumCases[type] != nil {
            throw EvaluationError(
                location: at,
                message: "\(type) is an enum: name one of its cases (.\(program.enumCases[type]?.first ?? "case"))")
        }
        var instance = Instance(typeName: type, properties: [:])
        for member in declaration.members {
            if case .initializer(let parameters, let body) = member.kind {
                guard Self.accepts(parameters, arguments) else { continue }
                try fillDefaults(of: &instance)
                var scope = Scope(instance: instance)
                try bind(parameters, arguments, callee: "\(type).init", at: at, into: &scope)
                var built: [(Value, SourceLocation)] = []
                _ = try execute(body, &scope, into: &built)
                return .instance(scope.instance ?? instance)
            }
        }
        var list = ArgumentList(arguments, callee: type, at: at)
        var ordinal = 0
        if screen != nil { ordinal = screen!.nextInstance(of: type) }
        for (member, v) in program.storedProperties(of: type) {
            if let wrapped = try wrappedProperty(member, v, of: type, ordinal: ordinal, &list, at: at) {
                instance.properties[v.name] = wrapped
                continue
            }
            // A `let` with a value is not in the memberwise initialiser, as in Swift.
            if v.isConstant, let initial = v.initialValue {
                var scope = Scope(selfType: type)
                instance.properties[v.name] = typed(try evaluate(initial, &scope), as: v.type)
                continue
            }
            if let argument = list.take(v.name) {
                instance.properties[v.name] = typed(argument.value, as: v.type)
            } else if let initial = v.initialValue {
                var scope = Scope(selfType: type)
                instance.properties[v.name] = typed(try evaluate(initial, &scope), as: v.type)
            } else {
                throw EvaluationError(
                    location: at, message: "\(type) needs '\(v.name):' (declared at \(member.location))")
            }
        }
        try list.finish()
        return .instance(instance)
    }

    /// A property wrapper's value: `@State` kept in the screen's state (its default the first time),
    /// `@Binding` the state a `$name` argument names, `@Environment(\.colorScheme)` the scheme shown.
    /// Nil for a plain property.
    private func wrappedProperty(
        _ member: Declaration, _ v: VariableDeclaration, of type: String, ordinal: Int, _ list: inout ArgumentList,
        at: SourceLocation
    ) throws(EvaluationError) -> Value? {
        guard let wrapper = member.attributes.first?.name else { return nil }
        switch wrapper {
        case "State":
            guard let screen else {
                throw EvaluationError(
                    location: member.location, message: "@State belongs in a screen's view, not a style")
            }
            let key = "\(type).\(v.name)#\(ordinal)"
            if screen.state.value(key) == nil {
                var scope = Scope(selfType: type)
                let initial = try v.initialValue.map { e throws(EvaluationError) in try evaluate(e, &scope) }
                guard let initial else {
                    throw EvaluationError(location: member.location, message: "@State var \(v.name) needs a value")
                }
                _ = screen.state.value(key, initial: initial)
            }
            return .stateReference(key)
        case "StateObject":
            return try stateObject("\(type).\(v.name)#\(ordinal)", v, of: type, at: member.location)
        case "ObservedObject":
            return nil
        case "EnvironmentObject":
            throw EvaluationError(
                location: member.location,
                message: "@EnvironmentObject is not supported; pass the object to the view as an @ObservedObject")
        case "Binding":
            guard let argument = list.take(v.name) else {
                throw EvaluationError(location: at, message: "\(type) needs '\(v.name): $state' for its @Binding")
            }
            guard case .binding(let key) = argument.value else {
                throw EvaluationError(
                    location: argument.location,
                    message: "\(v.name) is a @Binding: pass $state, not \(argument.value.kindName)")
            }
            return .stateReference(key)
        case "Environment":
            guard case .keyPath(_, let path)? = member.attributes.first?.arguments?.first?.value.kind,
                path == ["colorScheme"]
            else {
                throw EvaluationError(
                    location: member.location, message: "only @Environment(\\.colorScheme) is supported")
            }
            return .implicitMember(screen?.colorScheme == .dark ? "dark" : "light", at: member.location)
        case "ViewBuilder":
            return nil
        default:
            throw EvaluationError(location: member.location, message: "@\(wrapper) is not supported")
        }
    }

    /// Stored properties' default values, before an explicit `init` runs.
    private func fillDefaults(of instance: inout Instance) throws(EvaluationError) {
        for (_, v) in program.storedProperties(of: instance.typeName) {
            guard let initial = v.initialValue else { continue }
            var scope = Scope(selfType: instance.typeName)
            instance.properties[v.name] = typed(try evaluate(initial, &scope), as: v.type)
        }
    }
}
