import Foundation
internal import SwiftDiagnostics
internal import SwiftOperators
internal import SwiftParser
internal import SwiftParserDiagnostics
internal import SwiftSyntax

/// Swift source read by Apple's own parser (swift-syntax, as the toolchain ships it): the compiler's
/// grammar and its wording of syntax errors. SwiftOperators folds precedence, `#if` is decided under
/// `PreviewBuildConfiguration`, and the tree is lowered into the declarations the interpreter runs.
extension SourceFile {
    public struct Parsed: Sendable {
        public var file: SourceFile
        /// The compiler's syntax errors, then any of our own (too deep, too large).
        public var diagnostics: [Diagnostic]
    }

    /// Bigger sources are refused before parsing; a style file is a few kilobytes.
    public static let maximumSourceBytes = 2 * 1024 * 1024
    /// Deeper nesting is an error, not a stack overflow: swift-syntax stops there, and so does lowering.
    public static let maximumDepth = 200
    /// Syntax errors listed for a file; later ones are mostly echoes of the first.
    public static let maximumDiagnostics = 100

    /// Parses and lowers `source`. The work runs on a thread with a large stack: the parser and the
    /// lowering recurse as deep as the source nests, and callers may be on threads with small stacks.
    /// `file` is what every location of the result names (empty: the one file a caller reads).
    public static func parse(_ source: String, file: String = "") -> Parsed {
        if source.utf8.count > maximumSourceBytes {
            let message = "the source is \(source.utf8.count) bytes; at most \(maximumSourceBytes) are read"
            return Parsed(
                file: SourceFile(declarations: []),
                diagnostics: [Diagnostic(at: .init(file: file, line: 1, column: 1), message)])
        }
        let job = ParseJob(source: source, file: file)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            job.run()
            done.signal()
        }
        thread.stackSize = 64 << 20
        thread.start()
        done.wait()
        return job.result!
    }
}

/// One parse, on its own thread: the source in, the lowered file out.
private final class ParseJob: @unchecked Sendable {
    let source: String
    let file: String
    // Written by the parse thread before it signals, read by the caller after the wait.
    var result: SourceFile.Parsed?

    init(source: String, file: String) {
        self.source = source
        self.file = file
    }

    func run() {
        var bytes = Array(source.utf8)
        let lines = SourceLines(bytes, file: file)
        if let tooDeep = SquareBracketDepth.firstTooDeep(in: bytes) {
            let message =
                "'[' nests more than \(SquareBracketDepth.limit) deep here; the Swift parser's time doubles with each level"
            result = SourceFile.Parsed(
                file: SourceFile(declarations: []),
                diagnostics: [Diagnostic(at: lines.location(of: AbsolutePosition(utf8Offset: tooDeep)), message)])
            return
        }
        let tree = bytes.withUnsafeMutableBufferPointer { buffer in
            Parser.parse(source: UnsafeBufferPointer(buffer), maximumNestingLevel: SourceFile.maximumDepth)
        }
        var found: [SwiftDiagnostics.Diagnostic] = []
        Self.syntaxErrors(in: Syntax(tree), into: &found)
        var diagnostics = found.filter { $0.diagMessage.severity == .error }.prefix(SourceFile.maximumDiagnostics).map {
            Diagnostic(at: lines.location(of: $0.position), $0.message)
        }
        // Operators the file declares fold with the standard ones; a chain the table cannot fold
        // (`a < b < c`) is the compiler's error too.
        var operators = OperatorTable.standardOperators
        operators.addSourceFile(tree) { _ in }
        let folded =
            operators.foldAll(tree) { error in
                if diagnostics.count < SourceFile.maximumDiagnostics {
                    diagnostics.append(Diagnostic(at: lines.location(of: error.asDiagnostic.position), error.message))
                }
            }.as(SourceFileSyntax.self) ?? tree
        var lowering = Lowering(lines: lines)
        let file = lowering.file(folded)
        diagnostics += lowering.diagnostics
        result = SourceFile.Parsed(file: file, diagnostics: diagnostics)
    }

    /// The compiler's syntax errors, the first ones in source order. ParseDiagnosticsGenerator takes
    /// time that grows with the square of the errors in the tree it is given (8,000 errors: minutes),
    /// so it is given the smallest subtrees that hold them, until enough are found.
    private static func syntaxErrors(in node: Syntax, into found: inout [SwiftDiagnostics.Diagnostic]) {
        guard node.hasError, found.count < SourceFile.maximumDiagnostics else { return }
        let children = node.children(viewMode: .sourceAccurate)
        if node.totalLength.utf8Length <= 8_192 || children.isEmpty {
            found += generated(for: node)
            return
        }
        let before = found.count
        for child in children { syntaxErrors(in: child, into: &found) }
        // An error that belongs to the node itself (unexpected text it holds) shows only on it.
        if found.count == before {
            found += generated(for: node).prefix(SourceFile.maximumDiagnostics)
        }
    }

    /// ParseDiagnosticsGenerator's errors for `node`, but where the text holds a character Swift does not
    /// allow in code (U+FFFD in `a �= 1`, a control character in `let x \u{11}= 1`): the generator's
    /// Fix-It for some such tokens has no change, which swift-syntax traps on (both found by the
    /// fuzzer), so the first token there gets the lexer's own wording instead. In a string literal or a
    /// comment such a character is allowed and changes nothing.
    private static func generated(for node: Syntax) -> [SwiftDiagnostics.Diagnostic] {
        if node.description.unicodeScalars.contains(where: isInvalid) {
            let tokens = node.tokens(viewMode: .sourceAccurate)
            if let token = tokens.first(where: hasInvalidCharacter)
                ?? tokens.first(where: { $0.tokenDiagnostic != nil })
            {
                return [SwiftDiagnostics.Diagnostic(node: Syntax(token), message: InvalidCharacter())]
            }
        }
        return ParseDiagnosticsGenerator.diagnostics(for: node)
    }

    /// U+FFFD, and the control characters Swift's lexer rejects (not tab, line feed, vertical tab, form
    /// feed or carriage return, which are whitespace).
    private static func isInvalid(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{FFFD}" || scalar.value == 0x7F
            || (scalar.value < 0x20 && ![9, 10, 11, 12, 13].contains(scalar.value))
    }

    /// Whether the token's text or the unexpected text around it holds such a character (a string
    /// literal's or a comment's does not count).
    private static func hasInvalidCharacter(_ token: TokenSyntax) -> Bool {
        if case .stringSegment = token.tokenKind { return false }
        if token.text.unicodeScalars.contains(where: isInvalid) { return true }
        return (token.leadingTrivia.pieces + token.trailingTrivia.pieces).contains { piece in
            if case .unexpectedText(let text) = piece { return text.unicodeScalars.contains(where: isInvalid) }
            return false
        }
    }

    private struct InvalidCharacter: DiagnosticMessage {
        var message: String { "invalid character in source file" }
        var diagnosticID: MessageID { MessageID(domain: "Neumorph", id: "invalidCharacter") }
        var severity: DiagnosticSeverity { .error }
    }
}
