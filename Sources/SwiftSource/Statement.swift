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
        /// `switch subject { case .a, .b: … default: … }`.
        case `switch`(Expression, [SwitchCase])
    }
}

/// One `case` of a `switch`; no patterns for `default`. `attributes` holds `unknown` for `@unknown default`.
public struct SwitchCase: Equatable, Sendable {
    public var attributes: [String]
    public var patterns: [Expression]
    public var body: [Statement]

    public init(attributes: [String], patterns: [Expression], body: [Statement]) {
        self.attributes = attributes
        self.patterns = patterns
        self.body = body
    }
}

/// `if a, b { … } else if c { … } else { … }`; an `else if` is an `else` holding one `if`.
public struct IfStatement: Equatable, Sendable {
    public var conditions: [Expression]
    public var then: [Statement]
    public var otherwise: [Statement]?

    public init(conditions: [Expression], then: [Statement], otherwise: [Statement]?) {
        self.conditions = conditions
        self.then = then
        self.otherwise = otherwise
    }
}
