/// An expression and where it starts.
public struct Expression: Equatable, Sendable {
    public var kind: Kind
    public var location: SourceLocation

    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    public indirect enum Kind: Equatable, Sendable {
        case identifier(String)
        /// Literals keep their text; the evaluator decides what a number fits in.
        case integerLiteral(String)
        case floatLiteral(String)
        case stringLiteral(String)
        /// `"Count: \(count)"`: text and expressions, in order.
        case interpolatedString([InterpolationPart])
        case booleanLiteral(Bool)
        case nilLiteral
        /// `self`.
        case selfValue
        /// `Self`, the type that a declaration extends or declares.
        case selfType
        /// `.white`: a member of the type the context expects.
        case implicitMember(String)
        /// `base.name`.
        case member(Expression, String)
        /// `callee(label: value, …) { trailing } label: { … }`.
        case call(Expression, arguments: [Argument], trailingClosures: [Argument])
        /// `{ a, b in statements }`.
        case closure(parameters: [String], body: [Statement])
        /// `!x`, `-x`.
        case prefix(String, Expression)
        /// `a + b`: the operator as written.
        case binary(String, Expression, Expression)
        /// `condition ? then : else`.
        case ternary(Expression, Expression, Expression)
        /// `\.colorScheme`: the root type, when written, and the member names.
        case keyPath(root: String?, [String])
        /// `$isPressed`: the binding of a `@State` property.
        case binding(String)
        /// `(a, b)`, `(x: 1)` and `()`; a single unlabelled element in parentheses is that element.
        case tuple([Argument])
        /// `[a, b]`.
        case arrayLiteral([Expression])
    }
}

/// A piece of an interpolated string: its text, or an expression written as `\(expression)`.
public enum InterpolationPart: Equatable, Sendable {
    case text(String)
    case expression(Expression)
}

/// An argument of a call, an element of a tuple or a trailing closure; `label` is nil when none is written.
public struct Argument: Equatable, Sendable {
    public var label: String?
    public var value: Expression

    public init(label: String?, value: Expression) {
        self.label = label
        self.value = value
    }
}
