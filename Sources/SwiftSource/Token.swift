/// Words the parser treats specially. Contextual words such as `get`, `set` and `label` stay identifiers.
public enum Keyword: String, CaseIterable, Sendable {
    case `import`, `struct`, `extension`, `enum`, `class`, `protocol`, `actor`, `typealias`
    case `let`, `var`, `func`, `init`, `static`, `private`, `fileprivate`, `public`, `internal`
    case `return`, `if`, `else`, `true`, `false`, `nil`, `self`, `Self`, `some`, `in`, `where`
    case `switch`, `case`, `default`, `for`, `while`, `guard`, `do`, `try`, `throws`, `inout`, `as`, `is`
}

public enum TokenKind: Equatable, Sendable {
    /// A name; a backquoted name arrives without its backquotes (so `` `default` `` is the identifier `default`).
    case identifier(String)
    case keyword(Keyword)
    /// Digits as written, underscores removed (`0x1F`, `1000`): the evaluator decides what fits.
    case integer(String)
    case float(String)
    /// The decoded value of a string literal, escapes resolved.
    case string(String)
    /// `"Count: \(count)"`: the literal's text and the tokens of each interpolated expression, in order.
    case interpolatedString([StringPart])
    /// Operators and punctuation, longest match first: `...`, `->`, `&&`, `(`, `@`, `#`, `$`, `\`.
    case punctuation(String)
    case endOfFile
}

/// A piece of an interpolated string literal.
public enum StringPart: Equatable, Sendable {
    case text(String)
    /// The tokens between `\(` and `)`, located where they are written; the last is the end of input.
    case code([Token])
}

public struct Token: Equatable, Sendable {
    public var kind: TokenKind
    public var location: SourceLocation
    /// A line break (or the start of the file) comes before it. Swift's grammar depends on it: a `(` on a
    /// new line starts a new expression instead of calling the one before.
    public var startsLine: Bool
    /// Whitespace before and after: Swift tells a prefix `-x` from a binary `a - b`, and the ternary `? `
    /// from an optional `T?`, by it.
    public var spaceBefore: Bool
    public var spaceAfter: Bool

    func isPunctuation(_ text: String) -> Bool { kind == .punctuation(text) }
    func isKeyword(_ keyword: Keyword) -> Bool { kind == .keyword(keyword) }

    /// The name when the token can name something: identifiers and, where Swift allows it (argument labels,
    /// members after a dot), keywords.
    var name: String? {
        switch kind {
        case .identifier(let name): name
        case .keyword(let keyword): keyword.rawValue
        default: nil
        }
    }

    /// How a diagnostic quotes the token.
    var quoted: String {
        switch kind {
        case .identifier(let name): "'\(name)'"
        case .keyword(let keyword): "'\(keyword.rawValue)'"
        case .integer(let text), .float(let text): "'\(text)'"
        case .string, .interpolatedString: "a string"
        case .punctuation(let text): "'\(text)'"
        case .endOfFile: "the end of the file"
        }
    }
}
