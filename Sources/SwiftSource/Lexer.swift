/// Turns source text into tokens, like jlox's `Scanner`: one pass over the Characters, one token per
/// `scanToken`, problems recorded as diagnostics and scanning goes on.
public struct Lexer {
    /// Operators and punctuation, longest first so that maximal munch picks `...` before `.` and `->` before
    /// `-`. `>>` is deliberately absent: `Array<Set<Int>>` closes two generic argument lists.
    static let punctuation: [String] = [
        "...", "..<", "??", "&&", "||", "==", "!=", "<=", ">=", "+=", "-=", "*=", "/=", "->",
        "+", "-", "*", "/", "%", "<", ">", "!", "?", ":", "=", "&", "|", "^", "~",
        ".", ",", ";", "(", ")", "{", "}", "[", "]", "@", "#", "$", "\\",
    ]

    let characters: [Character]
    var index = 0
    var line = 1
    var column = 1
    var tokens: [Token] = []
    var diagnostics: [Diagnostic] = []
    /// Whether a line break or whitespace was crossed since the last token.
    var sawNewline = true
    var sawSpace = true

    public static func tokenize(_ source: String) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        var lexer = Lexer(characters: Array(source))
        lexer.scanTokens()
        return (lexer.tokens, lexer.diagnostics)
    }

    init(characters: [Character]) {
        self.characters = characters
    }

    var isAtEnd: Bool { index >= characters.count }
    var location: SourceLocation { SourceLocation(line: line, column: column) }

    func peek(_ offset: Int = 0) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    mutating func advance() -> Character {
        let character = characters[index]
        index += 1
        if character.isNewline {
            line += 1
            column = 1
        } else {
            column += 1
        }
        return character
    }

    mutating func scanTokens() {
        while true {
            skipTrivia()
            if isAtEnd { break }
            scanToken()
        }
        append(.endOfFile, at: location)
    }

    mutating func append(_ kind: TokenKind, at start: SourceLocation) {
        tokens.append(
            Token(kind: kind, location: start, startsLine: sawNewline, spaceBefore: sawSpace, spaceAfter: true))
        sawNewline = false
        sawSpace = false
    }

    /// Whitespace and comments; they separate tokens and count as space on both sides.
    mutating func skipTrivia() {
        while let character = peek() {
            if character == "/" && peek(1) == "/" {
                while let next = peek(), !next.isNewline { _ = advance() }
            } else if character == "/" && peek(1) == "*" {
                skipBlockComment()
            } else if character.isWhitespace {
                if character.isNewline { sawNewline = true }
                _ = advance()
            } else {
                return
            }
            sawSpace = true
        }
    }

    /// Swift's block comments nest: `/* a /* b */ c */` is one comment.
    mutating func skipBlockComment() {
        let start = location
        _ = advance()
        _ = advance()
        var depth = 1
        while depth > 0 {
            guard let character = peek() else {
                diagnostics.append(Diagnostic(at: start, "unterminated '/*' comment"))
                return
            }
            if character == "/" && peek(1) == "*" {
                _ = advance()
                depth += 1
            } else if character == "*" && peek(1) == "/" {
                _ = advance()
                depth -= 1
            }
            _ = advance()
        }
    }

    mutating func scanToken() {
        let start = location
        let character = peek()!
        if !sawSpace && !tokens.isEmpty { tokens[tokens.count - 1].spaceAfter = false }
        if character.isIdentifierHead {
            append(identifierOrKeyword(scanWord()), at: start)
        } else if character == "`" {
            scanBackquoted(start)
        } else if character.isDecimalDigit {
            scanNumber(start)
        } else if character == "\"" {
            scanString(start)
        } else if let symbol = Self.punctuation.first(where: { matches($0) }) {
            for _ in symbol { _ = advance() }
            append(.punctuation(symbol), at: start)
        } else {
            _ = advance()
            diagnostics.append(Diagnostic(at: start, "unexpected character '\(character)'"))
        }
    }

    func matches(_ symbol: String) -> Bool {
        var offset = 0
        for character in symbol {
            if peek(offset) != character { return false }
            offset += 1
        }
        return true
    }

    mutating func scanWord() -> String {
        var word = ""
        while let character = peek(), character.isIdentifierBody { word.append(advance()) }
        return word
    }

    func identifierOrKeyword(_ word: String) -> TokenKind {
        Keyword(rawValue: word).map(TokenKind.keyword) ?? .identifier(word)
    }

    mutating func scanBackquoted(_ start: SourceLocation) {
        _ = advance()
        let word = scanWord()
        guard peek() == "`", !word.isEmpty else {
            diagnostics.append(Diagnostic(at: start, "expected a name between backquotes"))
            return
        }
        _ = advance()
        append(.identifier(word), at: start)
    }

    /// Decimal and hexadecimal integers, decimal floats with fraction and exponent; `_` separates digits.
    /// `1.description` stays an integer and a member: a fraction needs a digit after the dot.
    mutating func scanNumber(_ start: SourceLocation) {
        var text = ""
        if peek() == "0" && (peek(1) == "x" || peek(1) == "X") {
            text.append(advance())
            text.append(advance())
            scanDigits(into: &text) { $0.isHexDigit }
            if text.count == 2 { diagnostics.append(Diagnostic(at: start, "expected hexadecimal digits after '0x'")) }
            append(.integer(text), at: start)
            return
        }
        var isFloat = false
        scanDigits(into: &text) { $0.isDecimalDigit }
        if peek() == ".", let next = peek(1), next.isDecimalDigit {
            isFloat = true
            text.append(advance())
            scanDigits(into: &text) { $0.isDecimalDigit }
        }
        if peek() == "e" || peek() == "E" {
            let sign = peek(1) == "+" || peek(1) == "-"
            if let digit = peek(sign ? 2 : 1), digit.isDecimalDigit {
                isFloat = true
                text.append(advance())
                if sign { text.append(advance()) }
                scanDigits(into: &text) { $0.isDecimalDigit }
            }
        }
        if let next = peek(), next.isIdentifierBody {
            diagnostics.append(Diagnostic(at: location, "'\(next)' is not a digit of the number started at \(start)"))
            while let next = peek(), next.isIdentifierBody { _ = advance() }
        }
        append(isFloat ? .float(text) : .integer(text), at: start)
    }

    mutating func scanDigits(into text: inout String, _ isDigit: (Character) -> Bool) {
        while let character = peek(), isDigit(character) || character == "_" {
            let digit = advance()
            if digit != "_" { text.append(digit) }
        }
    }

    /// One-line string literals with Swift's escapes. Interpolation and multi-line strings are reported,
    /// not guessed at; the literal is skipped so that scanning goes on after it.
    mutating func scanString(_ start: SourceLocation) {
        if matches("\"\"\"") {
            diagnostics.append(Diagnostic(at: start, "multi-line string literals are not supported yet"))
            for _ in 0..<3 { _ = advance() }
            while !isAtEnd && !matches("\"\"\"") { _ = advance() }
            if !isAtEnd { for _ in 0..<3 { _ = advance() } }
            append(.string(""), at: start)
            return
        }
        _ = advance()
        var value = ""
        while true {
            guard let character = peek(), !character.isNewline else {
                diagnostics.append(Diagnostic(at: start, "unterminated string literal"))
                break
            }
            _ = advance()
            if character == "\"" { break }
            if character == "\\" {
                scanEscape(into: &value)
            } else {
                value.append(character)
            }
        }
        append(.string(value), at: start)
    }

    mutating func scanEscape(into value: inout String) {
        let start = SourceLocation(line: line, column: column - 1)
        guard let character = peek(), !character.isNewline else { return }
        _ = advance()
        switch character {
        case "n": value.append("\n")
        case "t": value.append("\t")
        case "r": value.append("\r")
        case "0": value.append("\0")
        case "\\", "\"", "'": value.append(character)
        case "u": scanUnicodeEscape(into: &value, start)
        case "(":
            diagnostics.append(Diagnostic(at: start, "string interpolation '\\(…)' is not supported yet"))
            var depth = 1
            while depth > 0, let next = peek(), !next.isNewline {
                _ = advance()
                if next == "(" { depth += 1 }
                if next == ")" { depth -= 1 }
            }
        default:
            diagnostics.append(Diagnostic(at: start, "unknown escape sequence '\\\(character)'"))
        }
    }

    mutating func scanUnicodeEscape(into value: inout String, _ start: SourceLocation) {
        guard peek() == "{" else {
            diagnostics.append(Diagnostic(at: start, "expected '{' after '\\u'"))
            return
        }
        _ = advance()
        var digits = ""
        while let character = peek(), character.isHexDigit, digits.count < 8 { digits.append(advance()) }
        if peek() == "}" { _ = advance() }
        if let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code), digits.count <= 8 {
            value.unicodeScalars.append(scalar)
        } else {
            diagnostics.append(Diagnostic(at: start, "'\\u{\(digits)}' is not a Unicode scalar"))
        }
    }
}

extension Character {
    var isDecimalDigit: Bool { ("0"..."9").contains(self) }
    var isIdentifierHead: Bool { self == "_" || isLetter }
    var isIdentifierBody: Bool { isIdentifierHead || isDecimalDigit || isNumber }
}
