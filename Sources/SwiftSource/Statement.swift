/// A statement of a function, accessor or closure body, and where it starts.
public struct Statement: Equatable, Sendable {
    public var kind: Kind
    public var location: SourceLocation

    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    public indirect enum Kind: Equatable, Sendable {
        /// A local `let`/`var` (or any declaration written inside a body).
        case declaration(Declaration)
        /// An expression on its own: in a view builder, one of the views it builds.
        case expression(Expression)
        case `return`(Expression?)
        /// `target = value`, `target += value`: the operator as written.
        case assignment(Expression, String, Expression)
        case `if`(IfStatement)
        /// `guard conditions else { … }`: the `else` must leave the scope.
        case `guard`([Condition], otherwise: [Statement])
        /// `switch subject { case .a, .b: … default: … }`.
        case `switch`(Expression, [SwitchCase])
        /// `for pattern in sequence where condition { … }`.
        case `for`(Pattern, in: Expression, where: Expression?, body: [Statement], label: String?)
        /// `while conditions { … }`.
        case `while`([Condition], body: [Statement], label: String?)
        /// `repeat { … } while condition`.
        case `repeat`(body: [Statement], condition: Expression, label: String?)
        case `break`(label: String?)
        case `continue`(label: String?)
        /// `do { … } catch { … }`: the body, and the first catch's (run with `error` for what the body threw).
        case `do`(body: [Statement], catchBody: [Statement]?)
        case `throw`(Expression)
        /// `defer { … }`: run when the enclosing body ends.
        case `defer`([Statement])
        /// Swift that the interpreter does not run, with what it is for the message.
        case unsupported(String)
    }
}

/// One `case` of a `switch`; no items for `default`. `attributes` holds `unknown` for `@unknown default`.
public struct SwitchCase: Equatable, Sendable {
    public var attributes: [String]
    public var items: [CaseItem]
    public var body: [Statement]

    public init(attributes: [String], items: [CaseItem], body: [Statement]) {
        self.attributes = attributes
        self.items = items
        self.body = body
    }
}

/// A pattern of a `case` with its `where` clause.
public struct CaseItem: Equatable, Sendable {
    public var pattern: Pattern
    public var guardCondition: Expression?

    public init(pattern: Pattern, where guardCondition: Expression?) {
        self.pattern = pattern
        self.guardCondition = guardCondition
    }
}

/// One condition of an `if`, `guard` or `while`.
public indirect enum Condition: Equatable, Sendable {
    /// A Bool.
    case expression(Expression)
    /// `let x = value` (or `let x` for `let x = x`): true when the value is not nil, which is bound.
    case optionalBinding(Pattern, Expression)
    /// `case pattern = value`.
    case matching(Pattern, Expression)
    /// `#available(iOS 17, *)`, `#unavailable(…)`: whether a preview meets it. Previews run on the
    /// newest iPhone system there is (`Lowering.previewSystemMajor`), so `#available(iOS 27, *)` is not.
    case available(Bool)
}

/// `if a, let b = c { … } else if d { … } else { … }`; an `else if` is an `else` holding one `if`.
public struct IfStatement: Equatable, Sendable {
    public var conditions: [Condition]
    public var then: [Statement]
    public var otherwise: [Statement]?

    public init(conditions: [Condition], then: [Statement], otherwise: [Statement]?) {
        self.conditions = conditions
        self.then = then
        self.otherwise = otherwise
    }
}
