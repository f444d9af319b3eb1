/// A type as written: the parser does not resolve names, the evaluator does.
public indirect enum TypeSyntax: Equatable, Sendable {
    /// `Color`, `Array<Int>`, `Self`.
    case named(String, arguments: [TypeSyntax])
    /// `Self.Configuration`: a type nested in another.
    case member(TypeSyntax, String)
    /// `some View`, `any Shape`.
    case opaque(TypeSyntax)
    /// `T?` (and `T!`).
    case optional(TypeSyntax)
    /// `[T]`.
    case array(TypeSyntax)
    /// `[K: V]`.
    case dictionary(TypeSyntax, TypeSyntax)
    /// `(dark: Color, light: Color)`; `()` is the empty tuple, `Void`.
    case tuple([(label: String?, type: TypeSyntax)])
    /// `(A, B) -> R`.
    case function([TypeSyntax], result: TypeSyntax)
    /// `@escaping @autoclosure () -> T`: the attribute names, without `@`.
    case attributed([String], TypeSyntax)

    public static func == (a: TypeSyntax, b: TypeSyntax) -> Bool {
        switch (a, b) {
        case (.named(let x, let p), .named(let y, let q)): x == y && p == q
        case (.member(let x, let m), .member(let y, let n)): x == y && m == n
        case (.opaque(let x), .opaque(let y)), (.optional(let x), .optional(let y)), (.array(let x), .array(let y)):
            x == y
        case (.dictionary(let k, let v), .dictionary(let l, let w)): k == l && v == w
        case (.tuple(let x), .tuple(let y)):
            x.count == y.count && zip(x, y).allSatisfy { $0.label == $1.label && $0.type == $1.type }
        case (.function(let p, let r), .function(let q, let s)): p == q && r == s
        case (.attributed(let n, let x), .attributed(let m, let y)): n == m && x == y
        default: false
        }
    }
}
