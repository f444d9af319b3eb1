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

    /// The punctuation by its first byte, longest first.
    static let punctuationByFirstByte: [UInt8: [(text: String, bytes: [UInt8])]] = Dictionary(
        grouping: punctuation.map { ($0, Array($0.utf8)) }, by: { $0.1[0] })

    /// The source as UTF-8: scanning bytes is several times faster than scanning Characters, and every
    /// token boundary is ASCII. Columns are still counted in Characters (see `location`).
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0
    /// The last column computed on this line, so that counting Characters stays linear on long lines.
    var columnCache = (index: 0, column: 1)
    var tokens: [Token] = []
    var diagnostics: [Diagnostic] = []
    /// Whether a line break or whitespace was crossed since the last token.
    var sawNewline = true
    var sawSpace = true
    /// How many interpolations enclose this lexer's text (`"\("\(x)")"`); bounded, as the parser's nesting is.
    var interpolationDepth = 0
    static let maximumInterpolationDepth = 16

    public static func tokenize(_ source: String) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        var lexer = Lexer(bytes: Array(source.utf8))
        lexer.scanTokens()
        return (lexer.tokens, lexer.diagnostics)
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index >= bytes.count }

    /// The current position; the column counts the Characters since the line began, as an editor does
    /// (`é` written as `e` and a combining accent is one column).
    var location: SourceLocation {
        mutating get {
            if columnCache.index < lineStart || columnCache.index > index { columnCache = (lineStart, 1) }
            let slice = bytes[columnCache.index..<index]
            let count = slice.allSatisfy { $0 < 0x80 } ? slice.count : String(decoding: slice, as: UTF8.self).count
            columnCache = (index, columnCache.column + count)
            return SourceLocation(line: line, column: columnCache.column)
        }
    }

    func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    @discardableResult
    mutating func advance() -> UInt8 {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && peek() != UInt8(ascii: "\n")) {
            line += 1
            lineStart = index
        }
        return byte
    }

    /// The Unicode scalar starting at the current byte (the source came from a String: valid UTF-8).
    func scalar(at offset: Int = 0) -> (scalar: Unicode.Scalar, length: Int)? {
        guard let first = peek(offset) else { return nil }
        if first < 0x80 { return (Unicode.Scalar(first), 1) }
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : 2
        var value = UInt32(first) & (0xFF >> (length + 1))
        for extra in 1..<length {
            guard let next = peek(offset + extra) else { return nil }
            value = value << 6 | UInt32(next & 0x3F)
        }
        return Unicode.Scalar(value).map { ($0, length) }
    }

    mutating func advanceScalar() {
        let length = scalar()?.length ?? 1
        for _ in 0..<length where !isAtEnd { advance() }
    }

    /// Records a problem; past the parser's limit the rest are dropped (a megabyte of stray characters
    /// would otherwise be a million diagnostics).
    mutating func report(_ diagnostic: Diagnostic) {
        if diagnostics.count < Parser.maximumDiagnostics { diagnostics.append(diagnostic) }
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

    func matches(_ text: StaticString) -> Bool {
        var offset = 0
        for byte in UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount) {
            if peek(offset) != byte { return false }
            offset += 1
        }
        return true
    }

    /// Whitespace and comments; they separate tokens and count as space on both sides.
    mutating func skipTrivia() {
        while let byte = peek() {
            if matches("//") {
                while let next = peek(), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") { advance() }
            } else if matches("/*") {
                skipBlockComment()
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                sawNewline = true
                advance()
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C {
                advance()
            } else if byte >= 0x80, let (scalar, _) = scalar(), scalar.properties.isWhitespace {
                // No-break spaces and the like, common in code pasted from web pages.
                if scalar.properties.isNewlineish { sawNewline = true }
                advanceScalar()
            } else {
                return
            }
            sawSpace = true
        }
    }

    /// Swift's block comments nest: `/* a /* b */ c */` is one comment.
    mutating func skipBlockComment() {
        let start = location
        advance()
        advance()
        var depth = 1
        while depth > 0 {
            if isAtEnd {
                report(Diagnostic(at: start, "unterminated '/*' comment"))
                return
            }
            if matches("/*") {
                advance()
                depth += 1
            } else if matches("*/") {
                advance()
                depth -= 1
            }
            advance()
        }
    }

    mutating func scanToken() {
        let start = location
        let byte = peek()!
        if !sawSpace && !tokens.isEmpty { tokens[tokens.count - 1].spaceAfter = false }
        if isIdentifierHead(at: 0) {
            append(identifierOrKeyword(scanWord()), at: start)
        } else if byte == UInt8(ascii: "`") {
            scanBackquoted(start)
        } else if byte.isDecimalDigit {
            scanNumber(start)
        } else if byte == UInt8(ascii: "\"") {
            scanString(start)
        } else if let symbol = Self.punctuationByFirstByte[byte]?.first(where: { matches($0.bytes) }) {
            for _ in symbol.bytes { advance() }
            append(.punctuation(symbol.text), at: start)
        } else {
            let character = scalar().map { String($0.scalar) } ?? "?"
            advanceScalar()
            report(Diagnostic(at: start, "unexpected character '\(character)'"))
        }
    }

    func matches(_ text: [UInt8]) -> Bool {
        for (offset, byte) in text.enumerated() where peek(offset) != byte { return false }
        return true
    }

    /// Letters and `_` start a name; non-ASCII letters too (Swift allows them).
    func isIdentifierHead(at offset: Int) -> Bool {
        guard let byte = peek(offset) else { return false }
        if byte < 0x80 { return byte == UInt8(ascii: "_") || byte.isASCIILetter }
        return scalar(at: offset)?.scalar.properties.isAlphabetic ?? false
    }

    func isIdentifierBody(at offset: Int) -> Bool {
        guard let byte = peek(offset) else { return false }
        if byte < 0x80 { return byte == UInt8(ascii: "_") || byte.isASCIILetter || byte.isDecimalDigit }
        guard let properties = scalar(at: offset)?.scalar.properties else { return false }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return properties.isAlphabetic
        }
    }

    mutating func scanWord() -> String {
        let start = index
        while isIdentifierBody(at: 0) { advanceScalar() }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    func identifierOrKeyword(_ word: String) -> TokenKind {
        Keyword(rawValue: word).map(TokenKind.keyword) ?? .identifier(word)
    }

    mutating func scanBackquoted(_ start: SourceLocation) {
        advance()
        let word = isIdentifierHead(at: 0) ? scanWord() : ""
        guard peek() == UInt8(ascii: "`"), !word.isEmpty else {
            report(Diagnostic(at: start, "expected a name between backquotes"))
            return
        }
        advance()
        append(.identifier(word), at: start)
    }

    /// Decimal and hexadecimal integers, decimal floats with fraction and exponent; `_` separates digits.
    /// `1.description` stays an integer and a member: a fraction needs a digit after the dot.
    mutating func scanNumber(_ start: SourceLocation) {
        var text: [UInt8] = []
        if matches("0x") || matches("0X") {
            text.append(advance())
            text.append(advance())
            scanDigits(into: &text) { $0.isHexDigit }
            if text.count == 2 { report(Diagnostic(at: start, "expected hexadecimal digits after '0x'")) }
            finishNumber(start, .integer(String(decoding: text, as: UTF8.self)))
            return
        }
        var isFloat = false
        scanDigits(into: &text) { $0.isDecimalDigit }
        if peek() == UInt8(ascii: "."), let next = peek(1), next.isDecimalDigit {
            isFloat = true
            text.append(advance())
            scanDigits(into: &text) { $0.isDecimalDigit }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            let sign = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-")
            if let digit = peek(sign ? 2 : 1), digit.isDecimalDigit {
                isFloat = true
                text.append(advance())
                if sign { text.append(advance()) }
                scanDigits(into: &text) { $0.isDecimalDigit }
            }
        }
        let value = String(decoding: text, as: UTF8.self)
        finishNumber(start, isFloat ? .float(value) : .integer(value))
    }

    /// A number runs into a name (`12ab`): one diagnostic, and the letters go with the number.
    mutating func finishNumber(_ start: SourceLocation, _ kind: TokenKind) {
        if isIdentifierBody(at: 0) {
            let character = scalar().map { String($0.scalar) } ?? "?"
            diagnostics.append(
                Diagnostic(at: location, "'\(character)' is not a digit of the number started at \(start)"))
            while isIdentifierBody(at: 0) { advanceScalar() }
        }
        append(kind, at: start)
    }

    mutating func scanDigits(into text: inout [UInt8], _ isDigit: (UInt8) -> Bool) {
        while let byte = peek(), isDigit(byte) || byte == UInt8(ascii: "_") {
            advance()
            if byte != UInt8(ascii: "_") { text.append(byte) }
        }
    }

    /// One-line string literals with Swift's escapes and interpolations (`\(expression)`, scanned as
    /// tokens of their own). Multi-line strings are reported, not guessed at; the literal is skipped so
    /// that scanning goes on after it.
    mutating func scanString(_ start: SourceLocation) {
        if matches("\"\"\"") {
            report(Diagnostic(at: start, "multi-line string literals are not supported yet"))
            for _ in 0..<3 { advance() }
            while !isAtEnd && !matches("\"\"\"") { advance() }
            if !isAtEnd { for _ in 0..<3 { advance() } }
            append(.string(""), at: start)
            return
        }
        advance()
        var value: [UInt8] = []
        var parts: [StringPart] = []
        while true {
            guard let byte = peek(), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") else {
                report(Diagnostic(at: start, "unterminated string literal"))
                break
            }
            if byte == UInt8(ascii: "\"") {
                advance()
                break
            }
            if byte == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "(") {
                parts.append(.text(String(decoding: value, as: UTF8.self)))
                value = []
                // An unterminated one ends the line: the literal is then reported as unterminated.
                guard let code = scanInterpolation() else { continue }
                parts.append(.code(code))
            } else if byte == UInt8(ascii: "\\") {
                scanEscape(into: &value)
            } else {
                value.append(advance())
            }
        }
        let text = String(decoding: value, as: UTF8.self)
        append(parts.isEmpty ? .string(text) : .interpolatedString(parts + [.text(text)]), at: start)
    }

    /// `\(expression)` inside a string: the expression's tokens, scanned by a lexer of their own and
    /// placed where they are written. The closing `)` is the first one that balances the `(`, outside
    /// any string nested in the expression.
    mutating func scanInterpolation() -> [Token]? {
        let start = location
        advance()
        advance()
        let codeStart = location
        let first = index
        var depth = 1
        var inString = false
        while let byte = peek(), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") {
            if inString {
                if byte == UInt8(ascii: "\\") {
                    advance()
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "(") {
                depth += 1
            } else if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { break }
            }
            advance()
        }
        let code = Array(bytes[first..<index])
        guard depth == 0 else {
            report(Diagnostic(at: start, "unterminated interpolation '\\(…'"))
            return nil
        }
        advance()
        guard interpolationDepth < Self.maximumInterpolationDepth else {
            report(Diagnostic(at: start, "interpolations nest more than \(Self.maximumInterpolationDepth) deep"))
            return [
                Token(kind: .endOfFile, location: codeStart, startsLine: false, spaceBefore: false, spaceAfter: false)
            ]
        }
        var inner = Lexer(bytes: code)
        inner.interpolationDepth = interpolationDepth + 1
        inner.scanTokens()
        for diagnostic in inner.diagnostics { report(diagnostic.moved(to: codeStart)) }
        return inner.tokens.map { token in
            var moved = token
            moved.location = token.location.moved(to: codeStart)
            return moved
        }
    }

    mutating func scanEscape(into value: inout [UInt8]) {
        let start = location
        advance()
        guard let byte = peek(), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") else { return }
        advance()
        switch byte {
        case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "r"): value.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "0"): value.append(0)
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): value.append(byte)
        case UInt8(ascii: "u"): scanUnicodeEscape(into: &value, start)
        default:
            let character = byte < 0x80 ? String(UnicodeScalar(byte)) : "…"
            report(Diagnostic(at: start, "unknown escape sequence '\\\(character)'"))
        }
    }

    mutating func scanUnicodeEscape(into value: inout [UInt8], _ start: SourceLocation) {
        guard peek() == UInt8(ascii: "{") else {
            report(Diagnostic(at: start, "expected '{' after '\\u'"))
            return
        }
        advance()
        var digits: [UInt8] = []
        while let byte = peek(), byte.isHexDigit, digits.count < 8 { digits.append(advance()) }
        if peek() == UInt8(ascii: "}") { advance() }
        let text = String(decoding: digits, as: UTF8.self)
        if let code = UInt32(text, radix: 16), let scalar = Unicode.Scalar(code) {
            value.append(contentsOf: Array(String(scalar).utf8))
        } else {
            report(Diagnostic(at: start, "'\\u{\(text)}' is not a Unicode scalar"))
        }
    }
}

extension SourceLocation {
    /// A location counted from the start of an interpolation's code, placed where that code begins.
    func moved(to origin: SourceLocation) -> SourceLocation {
        SourceLocation(line: origin.line + line - 1, column: line == 1 ? origin.column + column - 1 : column)
    }
}

extension Diagnostic {
    func moved(to origin: SourceLocation) -> Diagnostic { Diagnostic(at: location.moved(to: origin), message) }
}

extension UInt8 {
    var isDecimalDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    var isASCIILetter: Bool { (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") }
    var isHexDigit: Bool {
        isDecimalDigit || ((self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "f"))
    }
}

extension Unicode.Scalar.Properties {
    /// Line and paragraph separators and next-line: whitespace that also ends a line.
    var isNewlineish: Bool { generalCategory == .lineSeparator || generalCategory == .paragraphSeparator }
}
