import Raster
import Style
import SwiftSource

/// Runs the expressions and statements of a style file. Everything is a value (`Value`); views are
/// built as `ViewNode` trees. Bounded: a budget of steps and of nesting ends runaway recursion
/// (views that contain themselves, properties defined by each other) with an error, never a hang or
/// a crash.
final class Evaluator {
    let program: Program
    /// Modifiers met that draw nothing, for the file's notes.
    private(set) var ignoredModifiers: [IgnoredModifier] = []
    private var steps = 0
    private var depth = 0

    /// Far more than any style's body takes (a seed style's states take a few thousand).
    static let maxSteps = 1_000_000
    /// The most elements a range (`0..<n` in a `ForEach`) may have.
    static let maxRange = 10_000.0
    /// Nested evaluations: views within views within expressions. Deeper means recursion.
    static let maxDepth = 300

    /// Set while a screen (a preview) is evaluated: its state and environment. Nil for a style's body.
    var screen: ScreenContext?
    /// The `@StateObject` whose initial value is being made: objects made then are keyed under it.
    var objectOwner: String?

    init(program: Program, screen: ScreenContext? = nil) {
        self.program = program
        self.screen = screen
    }

    // MARK: - Expressions

    func evaluate(_ expression: Expression, _ scope: inout Scope) throws(EvaluationError) -> Value {
        steps += 1
        depth += 1
        defer { depth -= 1 }
        guard steps <= Self.maxSteps else {
            throw EvaluationError(
                location: expression.location,
                message:
                    "evaluating the file took more than \(Self.maxSteps) steps; do views or properties refer to each other?"
            )
        }
        guard depth <= Self.maxDepth else {
            throw EvaluationError(
                location: expression.location,
                message: "expressions nest more than \(Self.maxDepth) deep here; does a view contain itself?")
        }
        let at = expression.location
        switch expression.kind {
        case .identifier(let name):
            return try identifier(name, at: at, &scope)
        case .integerLiteral(let text), .floatLiteral(let text):
            return .number(try Self.number(literal: text, at: at))
        case .stringLiteral(let text):
            return .string(text)
        case .interpolatedString(let parts):
            var text = ""
            for part in parts {
                switch part {
                case .text(let t): text += t
                case .expression(let e): text += Self.printed(try evaluate(e, &scope))
                }
            }
            return .string(text)
        case .booleanLiteral(let value):
            return .bool(value)
        case .nilLiteral:
            return .void
        case .selfValue:
            if let receiver = scope.receiver { return receiver }
            guard let instance = scope.instance else {
                throw EvaluationError(location: at, message: "'self' is only available inside a type's members")
            }
            return .instance(instance)
        case .selfType:
            guard let type = scope.selfType else {
                throw EvaluationError(location: at, message: "'Self' is only available inside a type")
            }
            return .type(type)
        case .implicitMember(let name):
            return .implicitMember(name, at: at)
        case .member(let base, let name):
            return try member(name, of: try evaluate(base, &scope), at: at, &scope)
        case .call(let callee, let arguments, let trailing):
            return try call(callee, arguments: arguments + trailing, at: at, &scope)
        case .closure(let parameters, let body):
            return .closure(Closure(parameters: parameters, body: body, scope: scope, location: at))
        case .prefix(let op, let operand):
            let value = try evaluate(operand, &scope)
            switch op {
            case "!": return .bool(!(try Convert.bool(value, at: operand.location)))
            case "-": return .number(-(try Convert.number(value, at: operand.location)))
            case "+": return .number(try Convert.number(value, at: operand.location))
            default: throw EvaluationError(location: at, message: "the operator \(op) is not supported")
            }
        case .binary(let op, let left, let right):
            return try binary(op, left, right, at: at, &scope)
        case .ternary(let condition, let then, let otherwise):
            let test = try Convert.bool(try evaluate(condition, &scope), at: condition.location)
            return try evaluate(test ? then : otherwise, &scope)
        case .keyPath(_, let path):
            // `id: \.self` is all a screen needs: views are told apart by where they are written.
            guard path == ["self"] else {
                throw EvaluationError(location: at, message: "only the key path \\.self is supported")
            }
            return .void
        case .binding(let name):
            if let key = stateKey(name, scope) { return .binding(key) }
            // `$vm` for an object held in a plain or `@ObservedObject` property.
            if case .instance(let object)? = scope.lookup(name) ?? scope.instance?.properties[name],
                let key = object.objectKey
            {
                return .binding(key)
            }
            throw EvaluationError(
                location: at,
                message: "$\(name) needs a @State, @Binding, @StateObject or @ObservedObject property called \(name)")
        case .tuple(let elements):
            throw EvaluationError(
                location: at, message: elements.isEmpty ? "() is not a value here" : "tuples are not supported")
        case .arrayLiteral(let elements):
            var values: [Value] = []
            for element in elements { values.append(try evaluate(element, &scope)) }
            return .array(values)
        }
    }

    static func number(literal text: String, at location: SourceLocation) throws(EvaluationError) -> Double {
        let digits = text.replacingOccurrences(of: "_", with: "")
        let value: Double?
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            value = UInt64(digits.dropFirst(2), radix: 16).map(Double.init)
        } else if digits.hasPrefix("0b") {
            value = UInt64(digits.dropFirst(2), radix: 2).map(Double.init)
        } else if digits.hasPrefix("0o") {
            value = UInt64(digits.dropFirst(2), radix: 8).map(Double.init)
        } else {
            value = Double(digits)
        }
        guard let value, value.isFinite else {
            throw EvaluationError(location: location, message: "the number \(text.prefix(40)) is out of range")
        }
        return value
    }

    private func identifier(_ name: String, at: SourceLocation, _ scope: inout Scope) throws(EvaluationError)
        -> Value
    {
        if let local = scope.lookup(name) { return local }
        if let instance = scope.instance {
            if let stored = instance.properties[name] {
                guard case .stateReference(let key) = stored else { return stored }
                guard let value = screen?.state.value(key) else {
                    throw EvaluationError(location: at, message: "the state \(name) has no value")
                }
                return value
            }
            if let member = program.instanceMember(name, of: instance.typeName),
                case .variable(let v) = member.kind, let getter = v.getter
            {
                var inner = Scope(instance: instance)
                return try run(getter, &inner, at: member.location)
            }
        }
        if let type = scope.selfType, let member = program.staticMembers[type]?[name],
            case .variable = member.kind
        {
            return try staticValue(member, of: type)
        }
        if let type = program.resolveType(name, from: scope.selfType) { return .type(type) }
        if Builtins.typeNames.contains(name) || program.initializers[name] != nil || program.staticMembers[name] != nil
        {
            return .type(name)
        }
        if let global = program.staticMembers[""]?[name], case .variable = global.kind {
            return try staticValue(global, of: "")
        }
        throw EvaluationError(location: at, message: "cannot find '\(name)' in scope")
    }

    /// A `static let` / `static var` of the file.
    func staticValue(_ declaration: Declaration, of type: String) throws(EvaluationError) -> Value {
        guard case .variable(let v) = declaration.kind else {
            throw EvaluationError(location: declaration.location, message: "a function is used as a property")
        }
        var scope = Scope(selfType: type.isEmpty ? nil : type)
        if let getter = v.getter { return try run(getter, &scope, at: declaration.location) }
        guard let initial = v.initialValue else {
            throw EvaluationError(location: declaration.location, message: "static property \(v.name) has no value")
        }
        return try evaluate(initial, &scope)
    }

    private func member(_ name: String, of base: Value, at: SourceLocation, _ scope: inout Scope)
        throws(EvaluationError) -> Value
    {
        switch base {
        case .configuration(let configuration):
            switch name {
            case "label": return .view(.label)
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
            case "role": return .void
            default:
                throw EvaluationError(
                    location: at,
                    message: "configuration has no '\(name)'; it has label, isPressed (buttons), isOn (toggles)")
            }
        case .instance(let instance):
            var inner = Scope(instance: instance)
            return try identifier(name, at: at, &inner)
        case .type(let type):
            if let cases = program.enumCases[type], cases.contains(name) { return Self.enumValue(type, name) }
            if program.structs["\(type).\(name)"] != nil { return .type("\(type).\(name)") }
            if let member = program.staticMembers[type]?[name], case .variable = member.kind {
                return try staticValue(member, of: type)
            }
            if let value = try Builtins.staticMember(name, of: type, at: at) { return value }
            throw EvaluationError(location: at, message: "type \(type) has no member '\(name)'")
        case .binding(let key):
            return try binding(key, member: name, at: at)
        case .color(let color):
            if name == "opacity" { return .color(color) }
            throw EvaluationError(location: at, message: "Color has no property '\(name)'")
        default:
            throw EvaluationError(location: at, message: "\(base.kindName) has no property '\(name)'")
        }
    }

    private func binary(_ op: String, _ left: Expression, _ right: Expression, at: SourceLocation, _ scope: inout Scope)
        throws(EvaluationError) -> Value
    {
        switch op {
        case "&&":
            guard try Convert.bool(try evaluate(left, &scope), at: left.location) else { return .bool(false) }
            return .bool(try Convert.bool(try evaluate(right, &scope), at: right.location))
        case "||":
            if try Convert.bool(try evaluate(left, &scope), at: left.location) { return .bool(true) }
            return .bool(try Convert.bool(try evaluate(right, &scope), at: right.location))
        case "??":
            // `optional ?? fallback`: nil is `.void`.
            let value = try evaluate(left, &scope)
            if case .void = value { return try evaluate(right, &scope) }
            return value
        case "==", "!=":
            let equal = try Self.equal(try evaluate(left, &scope), try evaluate(right, &scope), at: at)
            return .bool(op == "==" ? equal : !equal)
        default:
            break
        }
        let a = try Convert.number(try evaluate(left, &scope), at: left.location)
        let b = try Convert.number(try evaluate(right, &scope), at: right.location)
        if op == "..<" || op == "..." {
            let upper = op == "..." ? b + 1 : b
            guard a == a.rounded(), b == b.rounded(), upper - a <= Self.maxRange else {
                throw EvaluationError(
                    location: at, message: "a range takes whole numbers and at most \(Int(Self.maxRange)) of them")
            }
            return .array(a < upper ? stride(from: a, to: upper, by: 1).map(Value.number) : [])
        }
        let result: Double
        switch op {
        case "+": result = a + b
        case "-": result = a - b
        case "*": result = a * b
        case "/":
            guard b != 0 else { throw EvaluationError(location: at, message: "division by zero") }
            result = a / b
        case "%":
            guard b != 0 else { throw EvaluationError(location: at, message: "division by zero") }
            result = a.truncatingRemainder(dividingBy: b)
        case "<": return .bool(a < b)
        case "<=": return .bool(a <= b)
        case ">": return .bool(a > b)
        case ">=": return .bool(a >= b)
        default:
            throw EvaluationError(location: at, message: "the operator \(op) is not supported")
        }
        guard result.isFinite else { throw EvaluationError(location: at, message: "the result is out of range") }
        return .number(result)
    }

    /// A case of a file's enum: an instance that carries its case's name.
    static func enumValue(_ type: String, _ name: String) -> Value {
        .instance(Instance(typeName: type, properties: ["case": .string(name)]))
    }

    /// `value` as `type` expects it: `.background` given where a file's enum is expected is its case;
    /// `.headline` where a `Font` is expected is the font (so `font.bold()` reads it as one).
    func typed(_ value: Value, as type: TypeSyntax?) -> Value {
        guard case .implicitMember(let name, let at) = value, let type, let typeName = program.qualifiedName(of: type)
        else { return value }
        if typeName == "Font", let font = try? font(value, at: at) { return .font(font) }
        guard program.enumCases[typeName]?.contains(name) == true else { return value }
        return Self.enumValue(typeName, name)
    }

    static func equal(_ a: Value, _ b: Value, at: SourceLocation) throws(EvaluationError) -> Bool {
        switch (a, b) {
        case (.instance(let x), .implicitMember(let name, _)), (.implicitMember(let name, _), .instance(let x)):
            if case .string(let c)? = x.properties["case"] { return c == name }
            throw EvaluationError(location: at, message: "cannot compare a \(x.typeName) with '.\(name)'")
        case (.instance(let x), .instance(let y)):
            if case .string(let c)? = x.properties["case"], case .string(let d)? = y.properties["case"] {
                return x.typeName == y.typeName && c == d
            }
            throw EvaluationError(location: at, message: "cannot compare two \(x.typeName) values")
        case (.number(let x), .number(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.color(let x), .color(let y)): return x == y
        case (.implicitMember(let x, _), .implicitMember(let y, _)): return x == y
        case (.void, .void): return true
        case (.void, _), (_, .void): return false
        default:
            throw EvaluationError(location: at, message: "cannot compare \(a.kindName) with \(b.kindName)")
        }
    }

    // MARK: - Statements

    /// Built values as views, a `ForEach`'s views taking their places one by one.
    func views(_ built: [(Value, SourceLocation)]) throws(EvaluationError) -> [ViewNode] {
        var views: [ViewNode] = []
        for (value, at) in built {
            if case .array(let elements) = value {
                for element in elements { views.append(try view(element, at: at)) }
            } else {
                views.append(try view(value, at: at))
            }
        }
        return views
    }

    /// Runs a body: a function's, a getter's or a view builder's. An explicit `return` gives the
    /// value; otherwise the expressions written as statements are what the body builds (one value,
    /// or several views stacked), as Swift's implicit return and SwiftUI's `@ViewBuilder` make them.
    func run(_ statements: [Statement], _ scope: inout Scope, at location: SourceLocation)
        throws(EvaluationError) -> Value
    {
        var built: [(Value, SourceLocation)] = []
        if let returned = try execute(statements, &scope, into: &built) { return returned }
        return try combine(built, at: location)
    }

    /// Several built values make one view: SwiftUI stacks a builder's views vertically.
    func combine(_ built: [(Value, SourceLocation)], at location: SourceLocation) throws(EvaluationError) -> Value {
        switch built.count {
        case 0: return .view(.empty)
        case 1: return built[0].0
        default:
            return .view(.stack(.v, spacing: nil, alignment: .center, try views(built)))
        }
    }

    /// Executes statements in order; returns the value of a `return`, collecting built values.
    func execute(_ statements: [Statement], _ scope: inout Scope, into built: inout [(Value, SourceLocation)])
        throws(EvaluationError) -> Value?
    {
        for statement in statements {
            steps += 1
            let at = statement.location
            switch statement.kind {
            case .declaration(let declaration):
                guard case .variable(let v) = declaration.kind else {
                    throw EvaluationError(location: at, message: "only let and var may be declared inside a body")
                }
                let value = try v.initialValue.map { e throws(EvaluationError) in try evaluate(e, &scope) } ?? .void
                scope.define(v.name, value)
            case .expression(let expression):
                let value = try evaluate(expression, &scope)
                if case .void = value { continue }
                built.append((value, expression.location))
            case .return(let expression):
                guard let expression else { return .void }
                return try evaluate(expression, &scope)
            case .assignment(let target, let op, let valueExpression):
                try assign(target, op, valueExpression, at: at, &scope)
            case .if(let statement):
                var taken = true
                for condition in statement.conditions where taken {
                    taken = try Convert.bool(try evaluate(condition, &scope), at: condition.location)
                }
                let branch = taken ? statement.then : statement.otherwise
                if let branch {
                    let returned = try scope.nested { (inner: inout Scope) throws(EvaluationError) -> Value? in
                        try execute(branch, &inner, into: &built)
                    }
                    if let returned { return returned }
                }
            case .switch(let subjectExpression, let cases):
                let subject = try evaluate(subjectExpression, &scope)
                var chosen: [Statement]?
                for switchCase in cases where chosen == nil {
                    if switchCase.patterns.isEmpty { chosen = switchCase.body }
                    for pattern in switchCase.patterns where chosen == nil {
                        if try Self.equal(subject, try evaluate(pattern, &scope), at: pattern.location) {
                            chosen = switchCase.body
                        }
                    }
                }
                if let chosen {
                    let returned = try scope.nested { (inner: inout Scope) throws(EvaluationError) -> Value? in
                        try execute(chosen, &inner, into: &built)
                    }
                    if let returned { return returned }
                }
            }
        }
        return nil
    }

    private func assign(
        _ target: Expression, _ op: String, _ valueExpression: Expression, at: SourceLocation, _ scope: inout Scope
    ) throws(EvaluationError) {
        var value = try evaluate(valueExpression, &scope)
        if op != "=" {
            let current = try evaluate(target, &scope)
            let a = try Convert.number(current, at: target.location)
            let b = try Convert.number(value, at: valueExpression.location)
            switch op {
            case "+=": value = .number(a + b)
            case "-=": value = .number(a - b)
            case "*=": value = .number(a * b)
            case "/=":
                guard b != 0 else { throw EvaluationError(location: at, message: "division by zero") }
                value = .number(a / b)
            default: throw EvaluationError(location: at, message: "the operator \(op) is not supported")
            }
        }
        if case .identifier(let name) = target.kind, scope.assign(name, value) { return }
        if let key = try stateKey(of: target, &scope), let state = screen?.state {
            state.set(key, value)
            return
        }
        let name: String
        switch target.kind {
        case .identifier(let n): name = n
        case .member(let base, let n) where base.kind == .selfValue: name = n
        default:
            throw EvaluationError(
                location: target.location,
                message: "only local variables, self's properties and an object's properties can be assigned")
        }
        if var instance = scope.instance {
            instance.properties[name] = value
            scope.instance = instance
            return
        }
        throw EvaluationError(location: target.location, message: "cannot assign to '\(name)'")
    }

    /// The key of the `@State` / `@Binding` property `name` of the instance in scope.
    func stateKey(_ name: String, _ scope: Scope) -> String? {
        guard scope.lookup(name) == nil, case .stateReference(let key)? = scope.instance?.properties[name] else {
            return nil
        }
        return key
    }

    // MARK: - Ignored modifiers

    func noteIgnored(_ name: String, at location: SourceLocation) {
        let note = IgnoredModifier(name: name, location: location)
        if !ignoredModifiers.contains(note) { ignoredModifiers.append(note) }
    }

    /// Counts a view struct's body against the depth budget.
    func enteringView<T>(at location: SourceLocation, _ body: () throws(EvaluationError) -> T) throws(EvaluationError)
        -> T
    {
        depth += 10
        defer { depth -= 10 }
        guard depth <= Self.maxDepth else {
            throw EvaluationError(
                location: location, message: "views nest too deeply here; does a view contain itself?")
        }
        return try body()
    }
}
