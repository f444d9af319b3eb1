import Raster
import Style
import SwiftSource

/// Statements: bodies run as view builders (the expressions written are what they build), locals,
/// assignments, `if`/`guard`/`switch` with patterns, loops, `defer`.
extension Evaluator {
    /// Built values as views, a `ForEach`'s views taking their places one by one.
    /// An `EmptyView` is no child at all, as in SwiftUI: a stack leaves no gap for it; a `Group`'s
    /// views are children each.
    func views(_ built: [(Value, SourceLocation)]) throws(EvaluationError) -> [ViewNode] {
        var views: [ViewNode] = []
        func add(_ view: ViewNode) {
            for member in view.flattened {
                if case .empty = member { continue }
                views.append(member)
            }
        }
        for (value, at) in built {
            if case .array(let elements) = value {
                for element in elements { add(try view(element, at: at)) }
            } else {
                add(try view(value, at: at))
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
        if let flow = try execute(statements, &scope, into: &built) {
            if case .returned(let value) = flow { return value }
            throw EvaluationError(location: location, message: "`break` or `continue` outside a loop")
        }
        return try combine(built, at: location)
    }

    /// Several built values make one view: a group, whose views a container around takes as its own
    /// and which on its own is stacked vertically, as SwiftUI's builder makes them.
    func combine(_ built: [(Value, SourceLocation)], at location: SourceLocation) throws(EvaluationError) -> Value {
        switch built.count {
        case 0: return .void
        case 1: return built[0].0
        default: return .view(.grouping(try views(built)))
        }
    }

    /// Executes statements in order in a scope of their own (what they declare ends with them), the
    /// `defer`s last; returns how they were left early (`return`, `break`, `continue`), if they were.
    func execute(_ statements: [Statement], _ scope: inout Scope, into built: inout [(Value, SourceLocation)])
        throws(EvaluationError) -> Flow?
    {
        var deferred: [[Statement]] = []
        var flow: Flow?
        for statement in statements {
            if case .defer(let body) = statement.kind {
                deferred.append(body)
                continue
            }
            flow = try executeOne(statement, &scope, into: &built)
            if flow != nil { break }
        }
        for body in deferred.reversed() {
            var ignored: [(Value, SourceLocation)] = []
            _ = try execute(body, &scope, into: &ignored)
        }
        return flow
    }

    private func executeOne(_ statement: Statement, _ scope: inout Scope, into built: inout [(Value, SourceLocation)])
        throws(EvaluationError) -> Flow?
    {
        try step(at: statement.location)
        let at = statement.location
        switch statement.kind {
        case .declaration(let declaration):
            try declareLocal(declaration, &scope)
        case .expression(let expression):
            let value: Value
            if buildsViews, drawsPlaceholders {
                do {
                    value = try evaluate(expression, &scope)
                } catch  where !error.isFatal {
                    value = .view(placeholder(for: expression, error))
                }
            } else {
                value = try evaluate(expression, &scope)
            }
            if case .void = value { return nil }
            built.append((value, expression.location))
        case .return(let expression):
            guard let expression else { return .returned(.void) }
            return .returned(try evaluate(expression, &scope))
        case .assignment(let target, let op, let valueExpression):
            try assign(target, op, valueExpression, at: at, &scope)
        case .if(let statement):
            return try scope.nested { (inner: inout Scope) throws(EvaluationError) -> Flow? in
                if try conditionsHold(statement.conditions, &inner) {
                    return try execute(statement.then, &inner, into: &built)
                }
                guard let otherwise = statement.otherwise else { return nil }
                return try execute(otherwise, &inner, into: &built)
            }
        case .guard(let conditions, let otherwise):
            // What the conditions bind stays in scope after the `guard`.
            if try conditionsHold(conditions, &scope) { return nil }
            let flow = try scope.nested { (inner: inout Scope) throws(EvaluationError) -> Flow? in
                try execute(otherwise, &inner, into: &built)
            }
            guard let flow else {
                throw EvaluationError(location: at, message: "the guard's else must return, break or continue")
            }
            return flow
        case .switch(let subjectExpression, let cases):
            let subject = try evaluate(subjectExpression, &scope)
            for switchCase in cases {
                let matched = try scope.nested { (inner: inout Scope) throws(EvaluationError) -> (Bool, Flow?) in
                    guard try matchesCase(switchCase, subject, &inner) else { return (false, nil) }
                    return (true, try execute(switchCase.body, &inner, into: &built))
                }
                guard matched.0 else { continue }
                // `break` in a switch leaves the switch.
                if case .broke(nil)? = matched.1 { return nil }
                return matched.1
            }
        case .for(let pattern, let sequenceExpression, let condition, let body, let label):
            let sequence = try elements(of: try evaluate(sequenceExpression, &scope), at: sequenceExpression.location)
            for element in sequence {
                try step(at: at)
                let flow = try scope.nested { (inner: inout Scope) throws(EvaluationError) -> Flow? in
                    guard try bind(pattern, element, &inner, at: at) else { return .continued(label) }
                    if let condition, !(try truth(try evaluate(condition, &inner), at: condition.location)) {
                        return .continued(label)
                    }
                    return try execute(body, &inner, into: &built)
                }
                if let exit = try loopExit(flow, label: label) { return exit == .leave ? nil : flow }
            }
        case .while(let conditions, let body, let label):
            return try whileLoop(conditions, body, label: label, at: at, &scope, into: &built)
        case .repeat(let body, let condition, let label):
            while true {
                try step(at: at)
                let flow = try scope.nested { (inner: inout Scope) throws(EvaluationError) -> Flow? in
                    try execute(body, &inner, into: &built)
                }
                if let exit = try loopExit(flow, label: label) {
                    if exit == .leave { break }
                    return flow
                }
                guard try truth(try evaluate(condition, &scope), at: condition.location) else { break }
            }
        case .break(let label):
            return .broke(label)
        case .continue(let label):
            return .continued(label)
        case .do(let body, let catchBody):
            do {
                return try scope.nested { (inner: inout Scope) throws(EvaluationError) -> Flow? in
                    try execute(body, &inner, into: &built)
                }
            } catch  where error.isThrown && !error.isFatal && catchBody != nil {
                // The catch body, with `error` for what was thrown: its message, as `"\(error)"` prints.
                return try scope.nested { (inner: inout Scope) throws(EvaluationError) -> Flow? in
                    inner.define("error", .string(error.message))
                    return try execute(catchBody ?? [], &inner, into: &built)
                }
            }
        case .throw(let expression):
            let error = try evaluate(expression, &scope)
            throw EvaluationError(location: at, message: "the code threw \(Self.printed(error))").thrown
        case .defer:
            break
        case .unsupported(let what):
            throw EvaluationError(location: at, message: "\(what) is not supported")
        }
        return nil
    }

    private enum LoopExit { case leave, pass }

    /// What a loop does after one pass: go on (nil), leave (its own `break`), or pass the flow out
    /// (a `return`, or a `break`/`continue` of an outer loop).
    private func loopExit(_ flow: Flow?, label: String?) throws(EvaluationError) -> LoopExit? {
        switch flow {
        case nil: return nil
        case .continued(let target)?: return target == nil || target == label ? nil : .pass
        case .broke(let target)?: return target == nil || target == label ? .leave : .pass
        case .returned?: return .pass
        }
    }

    private func whileLoop(
        _ conditions: [Condition], _ body: [Statement], label: String?, at: SourceLocation, _ scope: inout Scope,
        into built: inout [(Value, SourceLocation)]
    ) throws(EvaluationError) -> Flow? {
        while true {
            try step(at: at)
            var held = false
            let flow = try scope.nested { (inner: inout Scope) throws(EvaluationError) -> Flow? in
                guard try conditionsHold(conditions, &inner) else { return nil }
                held = true
                return try execute(body, &inner, into: &built)
            }
            guard held else { return nil }
            if let exit = try loopExit(flow, label: label) { return exit == .leave ? nil : flow }
        }
    }

    /// A local `let`/`var`, a local function or type; a tuple destructured.
    private func declareLocal(_ declaration: Declaration, _ scope: inout Scope) throws(EvaluationError) {
        switch declaration.kind {
        case .variable(let v) where declaration.attributes.contains(where: { $0.name == "State" }):
            // `@Previewable @State var isOn = true` in a `#Preview`: a state of the preview's own,
            // kept from frame to frame by where it is written.
            let key = "\(declaration.location.placed(in: "")).\(v.name)"
            if objects.value(key) == nil {
                let initial = try v.initialValue.map { e throws(EvaluationError) in try evaluate(e, &scope) } ?? .void
                _ = objects.value(key, initial: typed(initial, as: v.type))
            }
            scope.define(v.name, .stateReference(key))
        case .variable(let v):
            var value = try v.initialValue.map { e throws(EvaluationError) in try evaluate(e, &scope) } ?? .void
            if let getter = v.getter {
                // A local computed property (`var sum: Int { a + b }`): worked out where it is declared,
                // from what the scope holds then.
                value = try run(getter, &scope, at: declaration.location)
            }
            value = typed(value, as: v.type, in: scope.selfType)
            if let pattern = v.pattern {
                guard try bind(pattern, value, &scope, at: declaration.location) else {
                    throw EvaluationError(location: declaration.location, message: "the value does not fit the pattern")
                }
            } else if v.name != "_" {
                if v.isConstant { scope.define(v.name, value) } else { scope.defineVariable(v.name, value) }
            }
        case .function(let f):
            scope.define(
                f.name,
                .function(
                    FunctionValue(
                        declaration: f, location: declaration.location, instance: scope.instance,
                        selfType: scope.selfType)))
        case .struct(let s), .class(let s), .enum(let s):
            // A local type: the body names it as declared; the module knows it by its place.
            guard let local = try program.registerLocal(declaration) else {
                throw EvaluationError(location: declaration.location, message: "this type cannot be inside a body")
            }
            scope.define(s.name, .type(local))
        default:
            throw EvaluationError(location: declaration.location, message: "this declaration cannot be inside a body")
        }
    }

    /// Whether every condition holds, binding what `if let` and `if case` bind into `scope`.
    func conditionsHold(_ conditions: [Condition], _ scope: inout Scope) throws(EvaluationError) -> Bool {
        for condition in conditions {
            switch condition {
            case .expression(let e):
                guard try truth(try evaluate(e, &scope), at: e.location) else { return false }
            case .optionalBinding(let pattern, let e):
                let value = try evaluate(e, &scope)
                if value.isNil { return false }
                guard try bind(pattern, value, &scope, at: e.location) else { return false }
            case .matching(let pattern, let e):
                guard try bind(pattern, try evaluate(e, &scope), &scope, at: e.location) else { return false }
            case .available(let meets):
                if !meets { return false }
            }
        }
        return true
    }

    private func matchesCase(_ switchCase: SwitchCase, _ subject: Value, _ scope: inout Scope) throws(EvaluationError)
        -> Bool
    {
        if switchCase.items.isEmpty { return true }
        for item in switchCase.items {
            let location = item.guardCondition?.location ?? SourceLocation(line: 0, column: 0)
            guard try bind(item.pattern, subject, &scope, at: location) else { continue }
            if let condition = item.guardCondition,
                !(try truth(try evaluate(condition, &scope), at: condition.location))
            {
                continue
            }
            return true
        }
        return false
    }

    /// Matches `value` against `pattern`, binding the names it binds; false when it does not match.
    func bind(_ pattern: Pattern, _ value: Value, _ scope: inout Scope, at: SourceLocation) throws(EvaluationError)
        -> Bool
    {
        switch pattern {
        case .wildcard:
            return true
        case .binding(let name):
            if name != "_" { scope.define(name, value) }
            return true
        case .value(let expression):
            let expected = try evaluate(expression, &scope)
            if case .implicitMember(let name, _) = expected, case .instance(let i) = value, i.caseName == nil {
                // `case .red:` on a non-enum value: compare as SwiftUI's value would.
                return try Self.equal(try member(name, of: .type(i.typeName), at: at, &scope), value, at: at)
            }
            return try Self.patternMatch(expected, value, at: expression.location)
        case .enumCase(let name, let elements):
            if value.isNil { return name == "none" && elements == nil }
            if name == "some", let elements, elements.count == 1 {
                return try bind(elements[0].pattern, value, &scope, at: at)
            }
            guard case .instance(let instance) = value, instance.caseName == name else {
                if case .implicitMember(let n, _) = value { return n == name && elements == nil }
                return false
            }
            guard let elements else { return true }
            let values = instance.associatedValues
            // `.card(let all)` binds one tuple of all the values.
            if elements.count == 1, values.count > 1 {
                return try bind(elements[0].pattern, .tuple(values), &scope, at: at)
            }
            guard elements.count == values.count else { return false }
            for (element, associated) in zip(elements, values)
            where try !bind(element.pattern, associated.value, &scope, at: at) {
                return false
            }
            return true
        case .tuple(let elements):
            if case .standIn = value, elements.count > 1 {
                // `let (data, _) = try await URLSession.shared.data(from: url)`: each part of what an
                // unknown type gives stands in too.
                for element in elements where try !bind(element.pattern, value, &scope, at: at) { return false }
                return true
            }
            guard case .tuple(let values) = value, values.count == elements.count else {
                if elements.count == 1 { return try bind(elements[0].pattern, value, &scope, at: at) }
                return false
            }
            for (element, item) in zip(elements, values) where try !bind(element.pattern, item.value, &scope, at: at) {
                return false
            }
            return true
        case .optional(let inner):
            if value.isNil { return false }
            return try bind(inner, value, &scope, at: at)
        case .isType(let type):
            return try matches(value, type)
        case .cast(let inner, let type):
            guard try matches(value, type) else { return false }
            return try bind(inner, typed(value, as: type), &scope, at: at)
        }
    }

    /// The elements a `for` walks: an array's, a range's (whole numbers), a string's characters, a
    /// dictionary's `(key, value)` pairs.
    func elements(of value: Value, at: SourceLocation) throws(EvaluationError) -> [Value] {
        switch value {
        case .array(let values): return values
        case .range(let low, let high, let closed):
            return try rangeElements(low, high, closed: closed, at: at)
        case .string(let text):
            try allocate(text.count, at: at)
            return text.map { .string(String($0)) }
        case .dictionary(let entries):
            return entries.map {
                .tuple([TupleElement(label: "key", value: $0.key), TupleElement(label: "value", value: $0.value)])
            }
        case .void:
            return []
        case .standIn(let standIn):
            // Another framework's collection (a decoded file, a fetch): nothing to show here.
            noteIgnored(
                standIn.typeName, at: at,
                message: "\(standIn.typeName) is a stand-in, so what loops over it draws nothing")
            return []
        case .binding, .constantBinding:
            // `ForEach($items) { $item in … }`: each element, readable through its binding (edits to an
            // element are not written back into the array).
            return try elements(of: bound(value), at: at).map { Value.constantBinding($0) }
        default:
            throw EvaluationError(location: at, message: "\(value.kindName) is not a sequence")
        }
    }

    /// A range of whole numbers made into its elements, counted against the budget first.
    func rangeElements(_ low: Value, _ high: Value, closed: Bool, at: SourceLocation) throws(EvaluationError)
        -> [Value]
    {
        let a = try Convert.integer(low, at: at)
        let b = try Convert.integer(high, at: at)
        let upper = closed ? b : b - 1
        guard upper >= a else {
            if closed && upper < a - 1 || !closed && b < a {
                throw EvaluationError(location: at, message: "a range's lower bound must not be above its upper bound")
            }
            return []
        }
        let (count, overflow) = upper.subtractingReportingOverflow(a)
        guard !overflow, count < Self.maxElements else {
            throw EvaluationError(
                location: at,
                message: "this range has more than the \(Self.maxElements) elements an evaluation may make"
            ).fatal
        }
        try allocate(count + 1, at: at)
        return (a...upper).map(Value.int)
    }

    /// `value` as `type` expects it: `.background` given where a file's enum is expected is its case;
    /// `.headline` where a `Font` is expected is the font; an `Int` where a `Double` or `CGFloat` is.
    func typed(_ value: Value, as type: TypeSyntax?, in context: String? = nil) -> Value {
        guard let type else { return value }
        if case .optional(let inner) = type { return value.isNil ? value : typed(value, as: inner, in: context) }
        // `.constant(.water)` for a `Binding<Dataset>` parameter: the value held takes the type.
        if case .named("Binding", let arguments) = type, let element = arguments.first {
            switch value {
            case .constantBinding(let held): return .constantBinding(typed(held, as: element, in: context))
            case .implicitCall("constant", let held, _) where held.count == 1:
                return .constantBinding(typed(held[0].value, as: element, in: context))
            default: return value
            }
        }
        // `return (1, 1)` from a function of `-> (highlight: Double, shadow: Double)`: the tuple takes the
        // declared labels, and each element its type.
        if case .tuple(let fields) = type, case .tuple(let elements) = value, fields.count == elements.count,
            fields.count > 1
        {
            return .tuple(
                zip(fields, elements).map {
                    TupleElement(label: $0.label ?? $1.label, value: typed($1.value, as: $0.type, in: context))
                })
        }
        // `let values: [GraphValue] = [.init(value: 1), .init(value: 2)]`: each element takes the type.
        if case .array(let element) = type, case .array(let elements) = value {
            return .array(elements.map { typed($0, as: element, in: context) })
        }
        guard var typeName = (try? program.qualifiedName(of: type)) ?? nil else { return value }
        // `-> Self` in a type's member (`static func mock() -> Self { .init(…) }`): that type.
        if typeName == "Self", let context { typeName = context }
        // A type nested in the one whose member this is (`enum ColorType` inside the style).
        if let context, let nested = (try? program.resolveType(typeName, from: context)) ?? nil { typeName = nested }
        switch value {
        case .dictionary where (try? program.type(typeName)) ?? nil != nil:
            // JSON a generic `decode(T.self, from:)` kept as read, given where a type of the module is declared
            // (`let photos: [Photo] = load("photos.json")`): decoded as that type now.
            let at = SourceLocation(file: "", line: 0, column: 0)
            return
                (try? decode(
                    value, as: .named(typeName, arguments: []), DecodingOptions(dates: .void), path: "", at: at))
                ?? value
        case .int(let i) where ["Double", "CGFloat", "Float", "TimeInterval", "Float64", "CGPoint"].contains(typeName):
            return .number(Double(i))
        case .array(let elements) where typeName == "Set":
            // `let s: Set = [1, 2, 2]` is a set of two: the literal takes the declared type.
            return (try? StandardLibrary.unique(elements, at: .init(file: "", line: 0, column: 0))).map(Value.array)
                ?? value
        case .implicitMember(let name, let at):
            if typeName == "Font", let font = try? font(value, at: at) { return .font(font) }
            // `let colors: [Color] = [.red, .blue]`: colours, whose extension methods then apply.
            if typeName == "Color", let color = try? color(value, at: at) { return .color(color) }
            // `var thumb: UIColor = .white`, `tint: .red` where a UIColor goes: UIKit's pure colours.
            if typeName == "UIColor" || typeName == "NSColor", let kit = Builtins.kitColor(named: name) {
                return .color(kit)
            }
            guard let cases = (try? program.enumCases(of: typeName)) ?? nil, cases.contains(where: { $0.name == name })
            else {
                if let resolved = try? typeMember(name, of: typeName, at: at, standingIn: false) {
                    // `@State var offset: CGSize = .zero`: Core Graphics' geometry is a labelled tuple.
                    switch resolved {
                    // `size: CGFloat = .marginLarge` of the module's `extension CGFloat` too.
                    case .instance, .tuple, .number, .int: return resolved
                    default: break
                    }
                }
                return value
            }
            return Self.enumValue(typeName, name)
        case .implicitCall(let name, let arguments, let at):
            guard let cases = (try? program.enumCases(of: typeName)) ?? nil,
                let found = cases.first(where: { $0.name == name })
            else {
                // `.init(…)` where the type is known makes one; `.custom(…)` calls its static function.
                // One that cannot be made stays as written, for the error where it is used.
                if name == "init", ["Decimal", "Double", "CGFloat", "Float", "Int"].contains(typeName),
                    arguments.count == 1, let number = arguments[0].value.numeric
                {
                    // `amount: .init(floatLiteral: 123.45)` where a Decimal goes: the number.
                    return typeName == "Int" ? .int(Int(number)) : .number(number)
                }
                if name == "init", ["CGSize", "CGPoint", "CGRect", "CGVector"].contains(typeName),
                    let made = try? StandardLibrary.construct(typeName, arguments, at: at, self)
                {
                    // `size: .init(width: 60, height: 40)` where a CGSize goes.
                    return made
                }
                if name == "init", (try? program.type(typeName)) ?? nil != nil {
                    return (try? construct(typeName, arguments, at: at, allowExtensions: true)) ?? value
                }
                if let function = try? typeMember(name, of: typeName, at: at, standingIn: false),
                    case .function = function
                {
                    var scope = Scope(selfType: typeName)
                    return (try? callValue(function, arguments, arguments: [], at: at, &scope)) ?? value
                }
                return value
            }
            _ = at
            var values: [TupleElement] = []
            for (index, argument) in arguments.enumerated() {
                let label = argument.label ?? found.associatedValues?[safe: index]?.label
                values.append(TupleElement(label: label, value: argument.value))
            }
            return Self.enumValue(typeName, name, values)
        default:
            return value
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
