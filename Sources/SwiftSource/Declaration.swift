/// A declaration with what precedes it: attributes (`@State`) and modifiers (`private`, `static`).
public struct Declaration: Equatable, Sendable {
    public var kind: Kind
    public var location: SourceLocation
    public var attributes: [Attribute]
    /// Access levels and `static`, as written, in order.
    public var modifiers: [String]

    public init(_ kind: Kind, at location: SourceLocation, attributes: [Attribute] = [], modifiers: [String] = []) {
        self.kind = kind
        self.location = location
        self.attributes = attributes
        self.modifiers = modifiers
    }

    public indirect enum Kind: Equatable, Sendable {
        /// `import SwiftUI`, the path's components.
        case `import`([String])
        case `struct`(StructDeclaration)
        /// `class Name: ObservableObject { … }`: a reference type, the members as a struct's.
        case `class`(StructDeclaration)
        /// `enum Name { case a, b … }`: its members include `.enumCases` lines.
        case `enum`(StructDeclaration)
        /// `protocol Name { … }`: its members are requirements; what its extensions add is the default.
        case `protocol`(StructDeclaration)
        /// `case a, b(Int), c = "c"` in an enum.
        case enumCases([EnumCase])
        /// `typealias Name = Type`.
        case `typealias`(String, TypeSyntax)
        case `extension`(ExtensionDeclaration)
        case variable(VariableDeclaration)
        case function(FunctionDeclaration)
        /// `init(…) { … }`.
        case initializer(parameters: [Parameter], body: [Statement])
        /// `#Preview("Name") { … }`: the macro's arguments and the views it shows.
        case preview(arguments: [Argument], body: [Statement])
        /// A statement at the top level of a file ("top-level code" in Swift's grammar): the articles'
        /// snippets such as `.buttonStyle(DarkButtonStyle())` or `label.textColor = .systemOrange`.
        case topLevelCode(Statement)
        /// A declaration the interpreter does not run (an actor, a subscript): what it is, for the message
        /// if something uses it.
        case unsupported(String)
    }

    /// `static` or `class` is written: a member of the type, not of its instances.
    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
}

/// `@State`, `@Environment(\.colorScheme)`.
public struct Attribute: Equatable, Sendable {
    public var name: String
    public var arguments: [Argument]?
    public var location: SourceLocation

    public init(name: String, arguments: [Argument]?, at location: SourceLocation) {
        self.name = name
        self.arguments = arguments
        self.location = location
    }
}

/// `<S: Shape>`'s `S` and its constraint.
public struct GenericParameter: Equatable, Sendable {
    public var name: String
    public var constraint: TypeSyntax?

    public init(name: String, constraint: TypeSyntax?) {
        self.name = name
        self.constraint = constraint
    }
}

public struct StructDeclaration: Equatable, Sendable {
    public var name: String
    public var genericParameters: [GenericParameter]
    /// The protocols after the colon: `ButtonStyle`, `View`.
    public var inheritance: [TypeSyntax]
    public var members: [Declaration]

    public init(name: String, genericParameters: [GenericParameter], inheritance: [TypeSyntax], members: [Declaration])
    {
        self.name = name
        self.genericParameters = genericParameters
        self.inheritance = inheritance
        self.members = members
    }
}

/// `Self == DarkButtonStyle` (relation `==`) or `S: Shape` (relation `:`).
public struct Requirement: Equatable, Sendable {
    public var left: TypeSyntax
    public var relation: String
    public var right: TypeSyntax

    public init(left: TypeSyntax, relation: String, right: TypeSyntax) {
        self.left = left
        self.relation = relation
        self.right = right
    }
}

public struct ExtensionDeclaration: Equatable, Sendable {
    public var extendedType: TypeSyntax
    public var inheritance: [TypeSyntax]
    public var requirements: [Requirement]
    public var members: [Declaration]

    public init(
        extendedType: TypeSyntax, inheritance: [TypeSyntax], requirements: [Requirement], members: [Declaration]
    ) {
        self.extendedType = extendedType
        self.inheritance = inheritance
        self.requirements = requirements
        self.members = members
    }
}

/// A stored property (`let x: T = v`), a computed one (`var body: some View { … }`) or a local variable.
public struct VariableDeclaration: Equatable, Sendable {
    public var isConstant: Bool
    /// Empty when a tuple is destructured: `let (a, b) = pair` has the names in `pattern`.
    public var name: String
    public var type: TypeSyntax?
    public var initialValue: Expression?
    /// The getter's statements of a computed property; nil for a stored one.
    public var getter: [Statement]?
    /// A computed property's `set { … }`, its value named `newValue` unless the setter names it.
    public var setter: Accessor?
    /// A stored property's observers: `willSet` sees `newValue`, `didSet` sees `oldValue`.
    public var willSet: Accessor?
    public var didSet: Accessor?
    /// `let (a, b) = pair`: the names bound.
    public var pattern: Pattern?

    public init(isConstant: Bool, name: String, type: TypeSyntax?, initialValue: Expression?, getter: [Statement]?) {
        self.isConstant = isConstant
        self.name = name
        self.type = type
        self.initialValue = initialValue
        self.getter = getter
    }
}

/// A `set`, `willSet` or `didSet`: the name its value goes by, and its statements.
public struct Accessor: Equatable, Sendable {
    public var parameter: String
    public var body: [Statement]

    public init(parameter: String, body: [Statement]) {
        self.parameter = parameter
        self.body = body
    }
}

/// `case name(label: Type, Type = default) = rawValue` in an enum.
public struct EnumCase: Equatable, Sendable {
    public var name: String
    /// Nil without parentheses; the associated values' labels (nil when unlabelled) and defaults.
    public var associatedValues: [Parameter]?
    public var rawValue: Expression?

    public init(name: String, associatedValues: [Parameter]?, rawValue: Expression?) {
        self.name = name
        self.associatedValues = associatedValues
        self.rawValue = rawValue
    }
}

/// `label name: Type = default` or `_ name: Type...`. `label` is nil for `_`; when only one name is
/// written it is both label and name, as in Swift.
public struct Parameter: Equatable, Sendable {
    /// `@ViewBuilder` before the label: the names, without `@`.
    public var attributes: [String] = []
    public var label: String?
    public var name: String
    public var type: TypeSyntax
    public var isVariadic: Bool
    public var defaultValue: Expression?
    /// `inout`: the argument is written back when the function returns.
    public var isInout = false

    public init(label: String?, name: String, type: TypeSyntax, isVariadic: Bool, defaultValue: Expression?) {
        self.label = label
        self.name = name
        self.type = type
        self.isVariadic = isVariadic
        self.defaultValue = defaultValue
    }
}

public struct FunctionDeclaration: Equatable, Sendable {
    public var name: String
    public var genericParameters: [GenericParameter]
    public var parameters: [Parameter]
    public var returnType: TypeSyntax?
    public var body: [Statement]

    public init(
        name: String, genericParameters: [GenericParameter], parameters: [Parameter], returnType: TypeSyntax?,
        body: [Statement]
    ) {
        self.name = name
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
    }
}

/// A whole file: its top-level declarations.
public struct SourceFile: Equatable, Sendable {
    public var declarations: [Declaration]

    public init(declarations: [Declaration]) {
        self.declarations = declarations
    }
}
