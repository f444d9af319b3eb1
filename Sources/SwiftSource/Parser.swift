/// A recursive-descent parser over the lexer's tokens, shaped like jlox's `Parser`: one method per grammar
/// rule, precedence climbing for binary operators, and errors that are recorded and recovered from at the
/// next declaration or statement so that one run reports every mistake it can.
public struct Parser {
    /// Deeper nesting is an error, not a stack overflow: recursion in the parser, in the printer and in the
    /// destruction of the tree all follow it.
    public static let maximumDepth = 200
    /// Bigger sources are refused before lexing; a style file is a few kilobytes.
    public static let maximumSourceBytes = 2 * 1024 * 1024
    /// After this many errors the rest of the file is skipped: later ones are mostly echoes of the first.
    public static let maximumDiagnostics = 100

    public struct Result: Sendable {
        public var file: SourceFile
        public var diagnostics: [Diagnostic]
    }

    /// Thrown to unwind to the nearest recovery point; the diagnostic is already recorded.
    struct Failure: Error {
        /// Too deep or too many errors: unwind to the top instead of recovering at every level on the way.
        var isFatal = false
    }

    var tokens: [Token]
    var current = 0
    var depth = 0
    var diagnostics: [Diagnostic]
    /// In `if` conditions a `{` opens the body, not a trailing closure, as in Swift.
    var allowsTrailingClosure = true

    public static func parse(_ source: String) -> Result {
        if source.utf8.count > maximumSourceBytes {
            let message = "the source is \(source.utf8.count) bytes; at most \(maximumSourceBytes) are read"
            return Result(
                file: SourceFile(declarations: []), diagnostics: [Diagnostic(at: .init(line: 1, column: 1), message)])
        }
        let (tokens, diagnostics) = Lexer.tokenize(source)
        var parser = Parser(tokens: tokens, diagnostics: diagnostics)
        let declarations = (try? parser.parseDeclarations(until: nil)) ?? []
        return Result(file: SourceFile(declarations: declarations), diagnostics: parser.diagnostics)
    }

    // MARK: - Tokens

    var peek: Token { tokens[current] }
    var isAtEnd: Bool { peek.kind == .endOfFile }

    func peek(_ offset: Int) -> Token { tokens[min(current + offset, tokens.count - 1)] }

    @discardableResult
    mutating func advance() -> Token {
        let token = tokens[current]
        if !isAtEnd { current += 1 }
        return token
    }

    func check(_ punctuation: String) -> Bool { peek.isPunctuation(punctuation) }
    func check(_ keyword: Keyword) -> Bool { peek.isKeyword(keyword) }

    mutating func match(_ punctuation: String) -> Bool {
        guard check(punctuation) else { return false }
        advance()
        return true
    }

    mutating func match(_ keyword: Keyword) -> Bool {
        guard check(keyword) else { return false }
        advance()
        return true
    }

    @discardableResult
    mutating func expect(_ punctuation: String, _ context: String) throws -> Token {
        guard check(punctuation) else { throw error("expected '\(punctuation)' \(context), found \(peek.quoted)") }
        return advance()
    }

    mutating func expectName(_ what: String) throws -> String {
        guard case .identifier(let name) = peek.kind else { throw error("expected \(what), found \(peek.quoted)") }
        advance()
        return name
    }

    // MARK: - Errors

    /// Records a diagnostic at the current token and returns the error that unwinds to recovery.
    mutating func error(_ message: String, at location: SourceLocation? = nil) -> Failure {
        report(message, at: location ?? peek.location)
        return Failure(isFatal: diagnostics.count >= Self.maximumDiagnostics)
    }

    mutating func report(_ message: String, at location: SourceLocation) {
        if diagnostics.count < Self.maximumDiagnostics {
            diagnostics.append(Diagnostic(at: location, message))
        }
        if diagnostics.count == Self.maximumDiagnostics {
            diagnostics.append(Diagnostic(at: location, "too many errors; the rest of the file is not read"))
        }
    }

    /// Counts one level of nesting around `body`; past the limit the error unwinds to the top level.
    mutating func nested<T>(_ body: (inout Parser) throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            report("nesting deeper than \(Self.maximumDepth)", at: peek.location)
            throw Failure(isFatal: true)
        }
        return try body(&self)
    }

    /// jlox's `synchronize`, with brackets: goes back to where the failed declaration or statement began and
    /// skips it whole up to the next one that starts a line, or to the `}` that closes the enclosing body.
    /// Braces are trusted over parentheses: a `}` closes whatever was left open inside its `{`, so one
    /// unclosed `(` does not swallow the rest of the file.
    mutating func synchronize(from start: Int, stopsAt isBoundary: (Token) -> Bool) {
        current = start
        var open: [String] = []
        var skipped = false
        while !isAtEnd {
            let token = peek
            if open.isEmpty && skipped && (isBoundary(token) || token.isPunctuation(";")) { break }
            guard case .punctuation(let symbol) = token.kind else {
                advance()
                skipped = true
                continue
            }
            switch symbol {
            case "{", "(", "[": open.append(symbol)
            case "}":
                guard let brace = open.lastIndex(of: "{") else { return }
                open.removeSubrange(brace...)
            case ")": if open.last == "(" { open.removeLast() }
            case "]": if open.last == "[" { open.removeLast() }
            default: break
            }
            advance()
            skipped = true
        }
        _ = match(";")
    }
}
