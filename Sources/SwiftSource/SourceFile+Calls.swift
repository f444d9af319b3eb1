/// Where a file calls a type or function by name, found by walking every expression: what the
/// module's own code passes a view or a style (`.buttonStyle(NeumorphicButtonStyle(color: .offWhite))`),
/// which a preview prefers to a stand-in.
extension SourceFile {
    /// The argument lists of every call of `name(…)` (or `Module.name(…)`), in file order.
    /// An argument that passes on a parameter of the function it is written in is that parameter's
    /// default where it has one: `softButtonStyle(mainColor: Color = .Neumorphic.main)` making
    /// `SoftDynamicButtonStyle(mainColor: mainColor)` says what a style's colour is when nothing is given.
    public func calls(to name: String) -> [[Argument]] {
        var found: [[Argument]] = []
        for declaration in declarations { Self.collect(calls: name, in: declaration, &found) }
        return found
    }

    /// What every call of one of `callees` in the file passes under `label`, in file order (with
    /// defaults as above): a colour a style is given elsewhere in the module (`mainColor:
    /// Color.Neumorphic.main`).
    public func arguments(labelled label: String, calling callees: (String) -> Bool) -> [Expression] {
        var found: [[Argument]] = []
        for declaration in declarations {
            Self.collect(calls: nil, in: declaration, &found, where: callees)
        }
        return found.flatMap { $0.filter { $0.label == label }.map(\.value) }
    }

    /// The argument lists of calls of `name` (of every call when nil) in `declaration`.
    private static func collect(
        calls name: String?, in declaration: Declaration, _ found: inout [[Argument]],
        where callees: (String) -> Bool = { _ in true }
    ) {
        func record(_ e: Expression, _ found: inout [[Argument]]) {
            guard case .call(let callee, _, _) = e.kind else { return }
            switch callee.kind {
            case .identifier(let called), .member(_, let called): if !callees(called) { return }
            default: if name == nil { return }
            }
            Self.record(e, name, &found)
        }
        switch declaration.kind {
        case .struct(let s), .class(let s), .enum(let s), .protocol(let s):
            for member in s.members { collect(calls: name, in: member, &found, where: callees) }
        case .extension(let e):
            for member in e.members { collect(calls: name, in: member, &found, where: callees) }
        case .function(let f):
            var defaults: [String: Expression] = [:]
            for parameter in f.parameters { defaults[parameter.name] = parameter.defaultValue }
            var inner: [[Argument]] = []
            walk(declaration) { e in record(e, &inner) }
            found += inner.map { arguments in
                arguments.map { argument in
                    guard case .identifier(let passed) = argument.value.kind, let value = defaults[passed] else {
                        return argument
                    }
                    return Argument(label: argument.label, value: value)
                }
            }
        default:
            walk(declaration) { e in record(e, &found) }
        }
    }

    /// Whether a declaration of the file other than `name`'s own calls `name(…)`: a view made by
    /// another view or style of the file is a part of it, not something shown on its own.
    /// A nested type (`Style.Body`) is a part of the type it is nested in when that one calls it.
    public func isCalledByAnotherDeclaration(_ qualified: String) -> Bool {
        let name = qualified.split(separator: ".").last.map(String.init) ?? qualified
        return declarations.contains { declaration in
            switch declaration.kind {
            case .struct(let s), .class(let s), .enum(let s): if s.name == name { return false }
            case .extension(let e): if case .named(name, _) = e.extendedType { return false }
            default: break
            }
            var found: [[Argument]] = []
            Self.walk(declaration) { e in Self.record(e, name, &found) }
            return !found.isEmpty
        }
    }

    static func record(_ e: Expression, _ name: String?, _ found: inout [[Argument]]) {
        guard case .call(let callee, let arguments, let trailing) = e.kind else { return }
        guard let name else { return found.append(arguments + trailing) }
        switch callee.kind {
        case .identifier(name), .member(_, name): found.append(arguments + trailing)
        default: break
        }
    }

    static func walk(_ d: Declaration, _ visit: (Expression) -> Void) {
        switch d.kind {
        case .struct(let s), .class(let s), .enum(let s), .protocol(let s):
            for member in s.members { walk(member, visit) }
        case .extension(let e):
            for member in e.members { walk(member, visit) }
        case .variable(let v):
            v.initialValue.map { walk($0, visit) }
            for body in [v.getter, v.setter?.body, v.willSet?.body, v.didSet?.body] {
                body?.forEach { walk($0, visit) }
            }
        case .function(let f):
            f.body.forEach { walk($0, visit) }
            f.parameters.forEach { $0.defaultValue.map { walk($0, visit) } }
        case .initializer(_, let body), .preview(_, let body):
            body.forEach { walk($0, visit) }
        case .topLevelCode(let s):
            walk(s, visit)
        case .enumCases(let cases):
            cases.forEach { $0.rawValue.map { walk($0, visit) } }
        case .import, .typealias, .unsupported:
            break
        }
    }

    static func walk(_ s: Statement, _ visit: (Expression) -> Void) {
        func all(_ statements: [Statement]) { statements.forEach { walk($0, visit) } }
        func conditions(_ list: [Condition]) {
            for condition in list {
                switch condition {
                case .expression(let e), .optionalBinding(_, let e), .matching(_, let e): walk(e, visit)
                case .available: break
                }
            }
        }
        switch s.kind {
        case .declaration(let d): walk(d, visit)
        case .expression(let e), .throw(let e): walk(e, visit)
        case .return(let e): e.map { walk($0, visit) }
        case .assignment(let t, _, let v):
            walk(t, visit)
            walk(v, visit)
        case .if(let i):
            conditions(i.conditions)
            all(i.then)
            i.otherwise.map(all)
        case .guard(let list, let otherwise):
            conditions(list)
            all(otherwise)
        case .switch(let subject, let cases):
            walk(subject, visit)
            for c in cases { all(c.body) }
        case .for(_, let sequence, let condition, let body, _):
            walk(sequence, visit)
            condition.map { walk($0, visit) }
            all(body)
        case .while(let list, let body, _):
            conditions(list)
            all(body)
        case .repeat(let body, let condition, _):
            all(body)
            walk(condition, visit)
        case .do(let body, let catchBody):
            all(body)
            catchBody.map(all)
        case .defer(let body): all(body)
        case .break, .continue, .unsupported: break
        }
    }

    static func walk(_ e: Expression, _ visit: (Expression) -> Void) {
        visit(e)
        func each(_ list: [Expression]) { list.forEach { walk($0, visit) } }
        switch e.kind {
        case .member(let base, _): walk(base, visit)
        case .call(let callee, let arguments, let trailing):
            walk(callee, visit)
            each((arguments + trailing).map(\.value))
        case .subscript(let base, let arguments):
            walk(base, visit)
            each(arguments.map(\.value))
        case .closure(_, let body): body.forEach { walk($0, visit) }
        case .prefix(_, let x), .postfix(_, let x), .optionalChain(let x), .optionalBind(let x), .forceUnwrap(let x),
            .cast(let x, _, _), .inout(let x):
            walk(x, visit)
        case .binary(_, let a, let b): each([a, b])
        case .ternary(let a, let b, let c): each([a, b, c])
        case .tuple(let elements), .macro(_, let elements): each(elements.map(\.value))
        case .arrayLiteral(let elements): each(elements)
        case .dictionaryLiteral(let elements): each(elements.flatMap { [$0.key, $0.value] })
        case .interpolatedString(let parts):
            for case .expression(let x, let arguments) in parts { each([x] + arguments.map(\.value)) }
        case .statement(let s): walk(s, visit)
        default: break
        }
    }
}

extension Declaration {
    /// Whether this declaration calls `name(…)` anywhere in it: a view extension that sets
    /// `.buttonStyle(…)` is shown on a button.
    public func calls(_ name: String) -> Bool {
        var found: [[Argument]] = []
        SourceFile.walk(self) { e in SourceFile.record(e, name, &found) }
        return !found.isEmpty
    }
}
