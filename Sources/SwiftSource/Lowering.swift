internal import SwiftIfConfig
internal import SwiftSyntax

/// swift-syntax's tree → the declarations, statements and expressions the interpreter runs. Lowering
/// never fails on valid Swift: what the interpreter does not run becomes an `unsupported` node that
/// is an error only if something evaluates it, so a file of the module that uses an actor costs
/// nothing unless the actor is used. `#if` is decided here (`activeClause`), which keeps every
/// location as it is in the file.
struct Lowering {
    let lines: SourceLines
    let configuration = PreviewBuildConfiguration()
    /// Our own errors: nesting too deep for the interpreter.
    private(set) var diagnostics: [Diagnostic] = []
    private var depth = 0
    /// The view a `#if` inside a modifier chain applies its modifiers to (`PostfixIfConfigExpr`).
    var graftedBase: Expression?

    init(lines: SourceLines) { self.lines = lines }

    func location(_ node: some SyntaxProtocol) -> SourceLocation { lines.location(of: node) }

    /// A name as written, without the backticks that make a keyword a name.
    static func name(_ token: TokenSyntax) -> String { token.identifier?.name ?? token.text }

    /// Counts one level of nesting around `body`; past the limit the node becomes `fallback` and the
    /// file gets one error at that place.
    mutating func nested<T>(_ node: some SyntaxProtocol, fallback: T, _ body: (inout Lowering) -> T) -> T {
        depth += 1
        defer { depth -= 1 }
        guard depth <= SourceFile.maximumDepth else {
            if !diagnostics.contains(where: { $0.message.hasPrefix("nesting deeper") }) {
                diagnostics.append(Diagnostic(at: location(node), "nesting deeper than \(SourceFile.maximumDepth)"))
            }
            return fallback
        }
        return body(&self)
    }

    mutating func file(_ file: SourceFileSyntax) -> SourceFile {
        SourceFile(declarations: topLevel(file.statements))
    }

    /// A file's or a `#if` clause's items at the top level: declarations, and statements as top-level code.
    mutating func topLevel(_ items: CodeBlockItemListSyntax) -> [Declaration] {
        var declarations: [Declaration] = []
        for item in items {
            switch item.item {
            case .decl(let decl):
                if let config = decl.as(IfConfigDeclSyntax.self) {
                    if case .statements(let inner)? = activeElements(config) { declarations += topLevel(inner) }
                } else {
                    declarations += self.declarations(decl)
                }
            case .expr(let expr) where expr.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview":
                // `#Preview` after an expression statement is read as an expression.
                let macro = expr.as(MacroExpansionExprSyntax.self)!
                declarations.append(preview(macro.arguments, macro.trailingClosure, at: location(expr)))
            case .stmt, .expr:
                for statement in statements(CodeBlockItemListSyntax([item])) {
                    declarations.append(Declaration(.topLevelCode(statement), at: statement.location))
                }
            @unknown default:
                continue
            }
        }
        return declarations
    }

    /// The clause of a `#if` that is active under the preview's build configuration.
    func activeElements(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax.Elements? {
        config.activeClause(in: configuration).clause?.elements
    }
}
