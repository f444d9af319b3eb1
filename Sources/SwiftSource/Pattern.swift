/// What a `case`, a `for` or an `if case` matches a value against, binding names as it goes.
public indirect enum Pattern: Equatable, Sendable {
    /// `_`: anything.
    case wildcard
    /// `let x`, `x` inside `case let …`: anything, bound to the name.
    case binding(String)
    /// A value compared with `==` (or `~=` for a range): `1`, `"a"`, `0..<10`.
    case value(Expression)
    /// `.some(let x)`, `Kind.card(let title, _)`, `.none`: a case of an enum and its associated values
    /// (nil without parentheses).
    case enumCase(String, [PatternElement]?)
    /// `(let a, _)`, `(x: let a, y: 0)`.
    case tuple([PatternElement])
    /// `x?`: a value that is not nil, matched by the inner pattern.
    case optional(Pattern)
    /// `is T`.
    case isType(TypeSyntax)
    /// `let x as T`.
    case cast(Pattern, TypeSyntax)
}

/// An element of a tuple pattern or of an enum case's associated values, with its label when written.
public struct PatternElement: Equatable, Sendable {
    public var label: String?
    public var pattern: Pattern

    public init(label: String?, pattern: Pattern) {
        self.label = label
        self.pattern = pattern
    }
}
