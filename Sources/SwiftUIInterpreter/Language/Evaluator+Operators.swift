import Raster
import Style
import SwiftSource

/// Operators, with Swift's arithmetic: `Int` with `Int` stays an `Int` (division truncates, overflow
/// is an error), anything with a `Double` is a `Double`. Two integer literals divided are the exact
/// quotient: in view code they stand where a `CGFloat` is expected (`.frame(width: 100 / 3)`), which
/// is the type Swift would give them there.
extension Evaluator {
    func prefix(_ op: String, _ value: Value, at location: SourceLocation) throws(EvaluationError) -> Value {
        if case .standIn = value { return value }
        switch (op, value) {
        case ("!", _): return .bool(!(try Convert.bool(value, at: location)))
        case ("-", .int(let i)):
            guard i != .min else { throw EvaluationError(location: location, message: "arithmetic overflow") }
            return .int(-i)
        case ("-", _): return .number(-(try Convert.number(value, at: location)))
        case ("+", _): return value
        case ("~", .int(let i)): return .int(~i)
        case ("..<", _): return .range(.number(-.infinity), value, closed: false)
        case ("...", _): return .range(.number(-.infinity), value, closed: true)
        default: throw EvaluationError(location: location, message: "the operator \(op) is not supported")
        }
    }

    func binary(_ op: String, _ left: Expression, _ right: Expression, at: SourceLocation, _ scope: inout Scope)
        throws(EvaluationError) -> Value
    {
        switch op {
        case "&&":
            guard try truth(try evaluate(left, &scope), at: left.location) else { return .bool(false) }
            return .bool(try truth(try evaluate(right, &scope), at: right.location))
        case "||":
            if try truth(try evaluate(left, &scope), at: left.location) { return .bool(true) }
            return .bool(try truth(try evaluate(right, &scope), at: right.location))
        case "??":
            let value = try evaluate(left, &scope)
            if value.isNil { return try evaluate(right, &scope) }
            return value
        default:
            break
        }
        let a = try evaluate(left, &scope)
        let b = try evaluate(right, &scope)
        if op == "/", case .int(let x) = a, case .int(let y) = b, y != 0, x % y != 0, left.isIntegerLiteral,
            right.isIntegerLiteral
        {
            return .number(Double(x) / Double(y))
        }
        return try operate(op, a, b, at: at)
    }

    /// `a op b` where the module declares the operator for an operand's type (`static func < (lhs: Item,
    /// rhs: Item) -> Bool`, `static func + (…)`); `>`, `<=` and `>=` from a declared `<`, and `!=` from a
    /// declared `==`, as `Comparable` and `Equatable` give them. Nil where no operand's type declares it.
    private func declaredOperator(_ op: String, _ a: Value, _ b: Value, at: SourceLocation) throws(EvaluationError)
        -> Value?
    {
        var types: [String] = []
        for operand in [a, b] {
            if case .instance(let instance) = operand, !types.contains(instance.typeName) {
                types.append(instance.typeName)
            }
        }
        guard !types.isEmpty else { return nil }
        func call(_ name: String, _ x: Value, _ y: Value) throws(EvaluationError) -> Value? {
            for type in types {
                guard let member = try program.staticMember(name, of: type), case .function(let f) = member.kind,
                    f.parameters.count == 2
                else { continue }
                let arguments = zip(f.parameters, [x, y]).map {
                    EvaluatedArgument(label: $0.label, value: $1, location: at)
                }
                var none: Instance?
                var scope = Scope()
                return try callFunction(
                    f, at: member.location, arguments: arguments, argumentExpressions: [], instance: &none,
                    selfType: type, callAt: at, &scope)
            }
            return nil
        }
        if let value = try call(op, a, b) { return value }
        func negated(_ value: Value?) throws(EvaluationError) -> Value? {
            try value.map { v throws(EvaluationError) in .bool(!(try Convert.bool(v, at: at))) }
        }
        switch op {
        case ">": return try call("<", b, a)
        case "<=": return try negated(try call("<", b, a))
        case ">=": return try negated(try call("<", a, b))
        case "!=": return try negated(try call("==", a, b))
        default: return nil
        }
    }

    /// `a op b` on values (also what `+=` and friends apply).
    /// `.now()` where a time is added to (a `DispatchTime` or `DispatchWallTime`) as the frame clock's seconds.
    private func frameTime(_ v: Value) -> Value {
        if case .implicitCall("now", let arguments, _) = v, arguments.isEmpty { return .number(objects.now) }
        return v
    }

    func operate(_ op: String, _ a: Value, _ b: Value, at: SourceLocation) throws(EvaluationError) -> Value {
        // `motion.pitch * 0.8` of a CoreMotion stand-in: what is worked out from a stand-in is the stand-in.
        if case .standIn = a { return a }
        if case .standIn = b { return b }
        if let declared = try declaredOperator(op, a, b, at: at) { return declared }
        switch op {
        case "==": return .bool(try Self.equal(a, b, at: at))
        case "!=": return .bool(!(try Self.equal(a, b, at: at)))
        case "===": return .bool(try Self.identical(a, b))
        case "!==": return .bool(!(try Self.identical(a, b)))
        case "~=": return .bool(try Self.patternMatch(a, b, at: at))
        case "..<", "...":
            return .range(a, b, closed: op == "...")
        case "<", "<=", ">", ">=":
            let order = try Self.compare(a, b, at: at)
            switch op {
            case "<": return .bool(order < 0)
            case "<=": return .bool(order <= 0)
            case ">": return .bool(order > 0)
            default: return .bool(order >= 0)
            }
        default:
            break
        }
        if let angle = try angleArithmetic(op, a, b, at: at) { return angle }
        // `date + 3600`, `date - 60`: a date moved by seconds.
        if let seconds = DatePicker.seconds(a), op == "+" || op == "-", let delta = b.numeric {
            return try movedDate(op == "+" ? seconds + delta : seconds - delta, at: at)
        }
        // `Text("Total: ").bold() + Text(price)`: one text of both runs.
        if op == "+", case .view(let l) = a, case .view(let r) = b, let left = StyledText.runs(of: l),
            let right = StyledText.runs(of: r)
        {
            return .view(.styledText(StyledText(runs: left + right)))
        }
        // `.now() + 0.5`, a `DispatchTime`: the frame clock's time, in seconds.
        let (a, b) = (frameTime(a), frameTime(b))
        switch (a, b) {
        case (.string(let x), .string(let y)) where op == "+":
            try allocate((x.count + y.count) / 64, at: at)
            return .string(x + y)
        case (.array(let x), .array(let y)) where op == "+":
            try allocate(x.count + y.count, at: at)
            return .array(x + y)
        case (.int(let x), .int(let y)):
            return try integer(op, x, y, at: at)
        default:
            break
        }
        let x = try Convert.number(a, at: at)
        let y = try Convert.number(b, at: at)
        let result: Double
        switch op {
        case "+": result = x + y
        case "-": result = x - y
        case "*": result = x * y
        case "/":
            guard y != 0 else { throw EvaluationError(location: at, message: "division by zero") }
            result = x / y
        case "%":
            guard y != 0 else { throw EvaluationError(location: at, message: "division by zero") }
            result = x.truncatingRemainder(dividingBy: y)
        default:
            throw EvaluationError(location: at, message: "the operator \(op) is not supported")
        }
        // `.infinity - 40` is infinite in Swift too (a frame's `maxWidth`); a finite overflow or a NaN is a
        // mistake worth naming.
        guard result.isFinite || (result.isInfinite && (x.isInfinite || y.isInfinite)) else {
            throw EvaluationError(location: at, message: "the result is out of range")
        }
        return .number(result)
    }

    /// `Angle`'s arithmetic: `.degrees(10) + .degrees(5)` and `-`, an angle `*` or `/` a number, an
    /// angle `/` an angle (a number). Nil when neither side is an angle.
    private func angleArithmetic(_ op: String, _ a: Value, _ b: Value, at: SourceLocation) throws(EvaluationError)
        -> Value?
    {
        func isAngle(_ v: Value) -> Bool {
            switch v {
            case .angle: true
            case .implicitCall(let unit, _, _): unit == "degrees" || unit == "radians"
            default: false
            }
        }
        guard isAngle(a) || isAngle(b), ["+", "-", "*", "/"].contains(op) else { return nil }
        let x = isAngle(a) ? try angle(a, at: at) : try Convert.number(a, at: at)
        let y = isAngle(b) ? try angle(b, at: at) : try Convert.number(b, at: at)
        switch op {
        case "+", "-":
            guard isAngle(a), isAngle(b) else {
                throw EvaluationError(
                    location: at, message: "an Angle \(op) a number: write .degrees(n) for the number")
            }
            return .angle(op == "+" ? x + y : x - y)
        case "*":
            return isAngle(a) && isAngle(b) ? nil : .angle(x * y)
        default:
            guard isAngle(a) else { return nil }
            guard y != 0 else { throw EvaluationError(location: at, message: "division by zero") }
            return isAngle(b) ? .number(x / y) : .angle(x / y)
        }
    }

    private func integer(_ op: String, _ x: Int, _ y: Int, at: SourceLocation) throws(EvaluationError) -> Value {
        func checked(_ result: (partialValue: Int, overflow: Bool)) throws(EvaluationError) -> Value {
            guard !result.overflow else { throw EvaluationError(location: at, message: "arithmetic overflow") }
            return .int(result.partialValue)
        }
        switch op {
        case "+": return try checked(x.addingReportingOverflow(y))
        case "-": return try checked(x.subtractingReportingOverflow(y))
        case "*": return try checked(x.multipliedReportingOverflow(by: y))
        case "/", "%":
            guard y != 0 else { throw EvaluationError(location: at, message: "division by zero") }
            return try checked(
                op == "/" ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y))
        case "&": return .int(x & y)
        case "|": return .int(x | y)
        case "^": return .int(x ^ y)
        case "<<": return .int(y >= 64 ? 0 : x << y)
        case ">>": return .int(y >= 64 ? (x < 0 ? -1 : 0) : x >> y)
        case "&+": return .int(x &+ y)
        case "&-": return .int(x &- y)
        case "&*": return .int(x &* y)
        default: throw EvaluationError(location: at, message: "the operator \(op) is not supported")
        }
    }

    /// -1, 0 or 1: numbers, strings (as Swift orders them), Bools (`false` first), tuples element by element.
    static func compare(_ a: Value, _ b: Value, at: SourceLocation) throws(EvaluationError) -> Int {
        switch (a, b) {
        case (.string(let x), .string(let y)): return x < y ? -1 : x == y ? 0 : 1
        case (.tuple(let x), .tuple(let y)):
            for (p, q) in zip(x, y) {
                let order = try compare(p.value, q.value, at: at)
                if order != 0 { return order }
            }
            return x.count < y.count ? -1 : x.count == y.count ? 0 : 1
        case (.instance, .instance) where DatePicker.seconds(a) != nil && DatePicker.seconds(b) != nil:
            let (x, y) = (DatePicker.seconds(a)!, DatePicker.seconds(b)!)
            return x < y ? -1 : x == y ? 0 : 1
        case (.instance(let x), .instance(let y)) where x.caseName != nil && y.caseName != nil:
            return x.caseName! < y.caseName! ? -1 : x.caseName! == y.caseName! ? 0 : 1
        case (.implicitMember, _), (_, .implicitMember):
            // `dynamicTypeSize >= .accessibility1`, a size against a range's open end.
            guard let x = dynamicTypeOrder(a), let y = dynamicTypeOrder(b) else {
                throw EvaluationError(location: at, message: "cannot compare \(a.kindName) with \(b.kindName)")
            }
            return x < y ? -1 : x == y ? 0 : 1
        default:
            guard let x = a.numeric, let y = b.numeric else {
                throw EvaluationError(location: at, message: "cannot compare \(a.kindName) with \(b.kindName)")
            }
            return x < y ? -1 : x == y ? 0 : 1
        }
    }

    /// `pattern ~= value`: a range contains the value; anything else is equality.
    static func patternMatch(_ pattern: Value, _ value: Value, at: SourceLocation) throws(EvaluationError) -> Bool {
        if case .range(let low, let high, let closed) = pattern,
            value.numeric != nil || dynamicTypeOrder(value) != nil
                || { if case .string = value { true } else { false } }()
        {
            let aboveLow = try compare(low, value, at: at) <= 0
            let order = try compare(value, high, at: at)
            return aboveLow && (closed ? order <= 0 : order < 0)
        }
        return try equal(pattern, value, at: at)
    }

    /// Whether two handles are one object (`===`).
    static func identical(_ a: Value, _ b: Value) throws(EvaluationError) -> Bool {
        guard case .instance(let x) = a, case .instance(let y) = b, let p = x.objectKey, let q = y.objectKey else {
            return false
        }
        return p == q
    }

    static func equal(_ a: Value, _ b: Value, at: SourceLocation) throws(EvaluationError) -> Bool {
        switch (a, b) {
        case (.instance(let x), .implicitMember(let name, _)), (.implicitMember(let name, _), .instance(let x)):
            if let c = x.caseName { return c == name && x.associatedValues.isEmpty }
            throw EvaluationError(location: at, message: "cannot compare a \(x.typeName) with '.\(name)'")
        case (.instance(let x), .implicitCall(let name, let arguments, _)),
            (.implicitCall(let name, let arguments, _), .instance(let x)):
            guard let c = x.caseName, c == name, x.associatedValues.count == arguments.count else { return false }
            for (p, q) in zip(x.associatedValues, arguments) where try !equal(p.value, q.value, at: at) { return false }
            return true
        case (.instance(let x), .instance(let y)):
            if let p = x.objectKey, let q = y.objectKey { return p == q }
            guard x.typeName == y.typeName else { return false }
            if x.caseName != nil || y.caseName != nil {
                guard x.caseName == y.caseName, x.associatedValues.count == y.associatedValues.count else {
                    return false
                }
                for (p, q) in zip(x.associatedValues, y.associatedValues) where try !equal(p.value, q.value, at: at) {
                    return false
                }
                return true
            }
            // Structs compare member by member, as a synthesized Equatable does.
            guard Set(x.properties.keys) == Set(y.properties.keys) else { return false }
            for (key, value) in x.properties where try !equal(value, y.properties[key]!, at: at) { return false }
            return true
        case (.int(let x), .int(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.color(let x), .color(let y)): return x == y
        case (.implicitMember(let x, _), .implicitMember(let y, _)): return x == y
        case (.type(let x), .type(let y)): return x == y
        case (.array(let x), .array(let y)):
            guard x.count == y.count else { return false }
            for (p, q) in zip(x, y) where try !equal(p, q, at: at) { return false }
            return true
        case (.tuple(let x), .tuple(let y)):
            guard x.count == y.count else { return false }
            for (p, q) in zip(x, y) where try !equal(p.value, q.value, at: at) { return false }
            return true
        case (.dictionary(let x), .dictionary(let y)):
            guard x.count == y.count else { return false }
            for entry in x {
                guard
                    let other = try y.firstMatch({ e throws(EvaluationError) in try equal(e.key, entry.key, at: at) }),
                    try equal(other.value, entry.value, at: at)
                else { return false }
            }
            return true
        case (.range(let a1, let b1, let c1), .range(let a2, let b2, let c2)):
            guard c1 == c2, try equal(a1, a2, at: at) else { return false }
            return try equal(b1, b2, at: at)
        case (.void, .void): return true
        case (.void, _), (_, .void): return false
        case (.font(let x), .font(let y)): return x == y
        case (.unitPoint(let x), .unitPoint(let y)): return x == y
        case (.keyPath(let x), .keyPath(let y)): return x == y
        default:
            if let x = a.numeric, let y = b.numeric { return x == y }
            throw EvaluationError(location: at, message: "cannot compare \(a.kindName) with \(b.kindName)")
        }
    }
}

extension Expression {
    var isIntegerLiteral: Bool {
        switch kind {
        case .integerLiteral: true
        case .prefix("-", let inner): inner.isIntegerLiteral
        default: false
        }
    }
}
