internal import SwiftParser
internal import SwiftSyntax

/// The names a Swift file uses from outside itself, read from its syntax: the types it calls or reads
/// a member of (`Text("…")`, `Color.blue`), the methods and modifiers it calls on a value (`.padding()`),
/// the members it writes with a leading dot (`.blue`); and the names it declares, which are its own. What
/// `neumorph check` sorts by what Neumorph does with each.
public struct NameUses: Sendable {
    public enum Kind: String, Sendable, Comparable {
        /// A capitalised name called or read: a view, a type, an initialiser.
        case type
        /// `base.name(…)`: a modifier or a method.
        case modifier
        /// `.name` or `.name(…)` with no base: a member of the type the context expects.
        case member

        public static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
    }

    public struct Use: Sendable, Hashable {
        public var name: String
        public var kind: Kind
        public var location: SourceLocation
    }

    /// Every use, in the order written.
    public var uses: [Use] = []
    /// The names the file declares (types, functions, properties, cases).
    public var declared: Set<String> = []

    public init() {}

    /// The uses and declarations of `source`, located in `file`.
    public static func scan(_ source: String, file: String) -> NameUses {
        let tree = Parser.parse(source: source)
        let visitor = NameUseVisitor(converter: SourceLocationConverter(fileName: file, tree: tree), file: file)
        visitor.walk(tree)
        return visitor.found
    }

    /// Another file's uses and declarations added to these.
    public mutating func merge(_ other: NameUses) {
        uses += other.uses
        declared.formUnion(other.declared)
    }
}

private final class NameUseVisitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    let file: String
    var found = NameUses()

    init(converter: SourceLocationConverter, file: String) {
        self.converter = converter
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    private func location(_ node: some SyntaxProtocol) -> SourceLocation {
        let at = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourceLocation(file: file, line: at.line, column: at.column)
    }

    private func use(_ name: String, _ kind: NameUses.Kind, at node: some SyntaxProtocol) {
        found.uses.append(NameUses.Use(name: name, kind: kind, location: location(node)))
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name.first?.isUppercase == true { use(name, .type, at: reference) }
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        guard let base = node.base else {
            use(name, .member, at: node)
            return .visitChildren
        }
        if let type = base.as(DeclReferenceExprSyntax.self), type.baseName.text.first?.isUppercase == true {
            // `Color.blue`, `Font.Weight.bold`: the type is what is used.
            use(type.baseName.text, .type, at: type)
        } else if node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id {
            use(name, .modifier, at: node.declName)
        }
        return .visitChildren
    }

    /// A name the file declares: its own, not SwiftUI's to judge.
    private func declare(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
        found.declared.insert(name.text)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self) { found.declared.insert(name.identifier.text) }
        return .visitChildren
    }
}
