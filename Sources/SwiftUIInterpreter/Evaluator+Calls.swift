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
            if scope.lookup(name) == nil, let instance = scope.instance,
                let member = program.instanceMember(name, of: instance.typeName), case .function(let f) = member.kind
            {
                return try callFunction(
                    f, at: member.location, arguments: evaluated, instance: instance, selfType: nil, callAt: at)
            }
            if scope.lookup(name) == nil, let type = scope.selfType, let member = program.staticMembers[type]?[name],
                case .function(let f) = member.kind
            {
                return try callFunction(
                    f, at: member.location, arguments: evaluated, instance: nil, selfType: type, callAt: at)
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
            let base = try evaluate(baseExpression, &scope)
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
        default:
            throw EvaluationError(location: at, message: "this expression cannot be called")
        }
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

    /// Runs a function the file declares, binding its parameters (labels, defaults, variadics).
    func callFunction(
        _ function: FunctionDeclaration, at location: SourceLocation, arguments: [EvaluatedArgument],
        instance: Instance?, selfType: String?, callAt: SourceLocation
    ) throws(EvaluationError) -> Value {
        var scope = Scope(instance: instance, selfType: selfType)
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
            } else if index < arguments.count, arguments[index].label == parameter.label {
                scope.define(parameter.name, arguments[index].value)
                index += 1
            } else if let defaultValue = parameter.defaultValue {
                scope.define(parameter.name, try evaluate(defaultValue, &scope))
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
            let labels = arguments.map(\.label)
            for initializer in inits where Self.accepts(initializer.parameters, labels: labels) {
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
    static func accepts(_ parameters: [Parameter], labels: [String?]) -> Bool {
        var index = 0
        for parameter in parameters {
            if parameter.isVariadic {
                while index < labels.count, labels[index] == parameter.label { index += 1 }
            } else if index < labels.count, labels[index] == parameter.label {
                index += 1
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return index == labels.count
    }

    /// A struct of the file, made with its memberwise initialiser (or its own `init`).
    func instantiate(_ type: String, _ arguments: [EvaluatedArgument], at: SourceLocation) throws(EvaluationError)
        -> Value
    {
        let declaration = program.structs[type]!
        var instance = Instance(typeName: type, properties: [:])
        for member in declaration.members {
            if case .initializer(let parameters, let body) = member.kind {
                guard Self.accepts(parameters, labels: arguments.map(\.label)) else { continue }
                try fillDefaults(of: &instance)
                var scope = Scope(instance: instance)
                try bind(parameters, arguments, callee: "\(type).init", at: at, into: &scope)
                var built: [(Value, SourceLocation)] = []
                _ = try execute(body, &scope, into: &built)
                return .instance(scope.instance ?? instance)
            }
        }
        var list = ArgumentList(arguments, callee: type, at: at)
        for (member, v) in program.storedProperties(of: type) {
            // A `let` with a value is not in the memberwise initialiser, as in Swift.
            if v.isConstant, let initial = v.initialValue {
                var scope = Scope(selfType: type)
                instance.properties[v.name] = try evaluate(initial, &scope)
                continue
            }
            if let argument = list.take(v.name) {
                instance.properties[v.name] = argument.value
            } else if let initial = v.initialValue {
                var scope = Scope(selfType: type)
                instance.properties[v.name] = try evaluate(initial, &scope)
            } else {
                throw EvaluationError(
                    location: at, message: "\(type) needs '\(v.name):' (declared at \(member.location))")
            }
        }
        try list.finish()
        return .instance(instance)
    }

    /// Stored properties' default values, before an explicit `init` runs.
    private func fillDefaults(of instance: inout Instance) throws(EvaluationError) {
        for (_, v) in program.storedProperties(of: instance.typeName) {
            guard let initial = v.initialValue else { continue }
            var scope = Scope(selfType: instance.typeName)
            instance.properties[v.name] = try evaluate(initial, &scope)
        }
    }
}
