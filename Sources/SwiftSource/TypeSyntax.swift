/// A type as written: the parser does not resolve names, the evaluator does.
public indirect enum TypeSyntax: Equatable, Sendable {
    /// `Color`, `Array<Int>`, `Self`.
    case named(String, arguments: [TypeSyntax])
    /// `Self.Configuration`: a type nested in another.
    case member(TypeSyntax, String)
    /// `some View`.
    case opaque(TypeSyntax)
    /// `T?`.
    case optional(TypeSyntax)
    /// `[T]`.
    case array(TypeSyntax)
    /// `(A, B) -> R`.
    case function([TypeSyntax], result: TypeSyntax)
    /// `@escaping @autoclosure () -> T`: the attribute names, without `@`.
    case attributed([String], TypeSyntax)
}
