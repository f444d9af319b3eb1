/// An expression and where it starts.
public struct Expression: Equatable, Sendable {
    public var kind: Kind
    public var location: SourceLocation

    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    public indirect enum Kind: Equatable, Sendable {
        /// A name: `x`, `Color`, `$0` (a closure's anonymous parameter).
        case identifier(String)
        /// Literals keep their text; the evaluator decides what a number fits in.
        case integerLiteral(String)
        case floatLiteral(String)
        case stringLiteral(String)
        /// `"Count: \(count)"`: text and expressions, in order.
        case interpolatedString([InterpolationPart])
        case booleanLiteral(Bool)
        case nilLiteral
        /// `self`.
        case selfValue
        /// `Self`, the type that a declaration extends or declares.
        case selfType
        /// `super`: what a class's superclass would answer (there is none here but `NSObject`).
        case superValue
        /// `.white`: a member of the type the context expects.
        case implicitMember(String)
        /// `base.name`; a tuple's element is `base.0` or `base.label`.
        case member(Expression, String)
        /// `callee(label: value, …) { trailing } label: { … }`.
        case call(Expression, arguments: [Argument], trailingClosures: [Argument])
        /// `base[index]`, `dictionary[key, default: 0]`.
        case `subscript`(Expression, arguments: [Argument])
        /// `{ a, b in statements }`; `$0` and `$1` are identifiers in the body.
        case closure(parameters: [String], body: [Statement])
        /// `!x`, `-x`.
        case prefix(String, Expression)
        /// `x...`: a postfix operator.
        case postfix(String, Expression)
        /// `a + b`: the operator as written, precedence already folded by SwiftOperators.
        case binary(String, Expression, Expression)
        /// `condition ? then : else`.
        case ternary(Expression, Expression, Expression)
        /// `\.colorScheme`, `\Item.name`: the root type, when written, and the member names.
        case keyPath(root: String?, [String])
        /// `$isPressed`: the binding of a `@State` property.
        case binding(String)
        /// `(a, b)`, `(x: 1)` and `()`; a single unlabelled element in parentheses is that element.
        case tuple([Argument])
        /// `[a, b]`.
        case arrayLiteral([Expression])
        /// `[key: value, …]` and `[:]`.
        case dictionaryLiteral([DictionaryElement])
        /// The end of an optional chain: nil when any `x?` inside it was nil.
        case optionalChain(Expression)
        /// `x?` inside an optional chain.
        case optionalBind(Expression)
        /// `x!`.
        case forceUnwrap(Expression)
        /// `x as T`, `x as? T`, `x as! T`, `x is T`: the keyword as written.
        case cast(Expression, String, TypeSyntax)
        /// `&x`: an argument passed `inout`.
        case `inout`(Expression)
        /// A type where an expression stands: `[String]()`, `Array<Int>()`, `Int.self`.
        case type(TypeSyntax)
        /// `#colorLiteral(red: 1, …)`, `#file`: a macro's name (without `#`) and arguments.
        case macro(String, arguments: [Argument])
        /// `if …` and `switch …` used as values (Swift 5.9): the statement's branches end in the value.
        case statement(Statement)
        /// Swift that the interpreter does not run (a regular expression, `_`): what it is, for the
        /// message, which only comes if the expression is evaluated.
        case unsupported(String)
    }
}

/// A piece of an interpolated string: its text, or an expression written as `\(expression)` (with the
/// arguments SwiftUI's `Text` takes there, `\(value, specifier: "%.1f")`).
public enum InterpolationPart: Equatable, Sendable {
    case text(String)
    case expression(Expression, arguments: [Argument] = [])
}

/// An argument of a call, an element of a tuple or a trailing closure; `label` is nil when none is written.
public struct Argument: Equatable, Sendable {
    public var label: String?
    public var value: Expression

    public init(label: String?, value: Expression) {
        self.label = label
        self.value = value
    }
}

/// `key: value` in a dictionary literal.
public struct DictionaryElement: Equatable, Sendable {
    public var key: Expression
    public var value: Expression

    public init(key: Expression, value: Expression) {
        self.key = key
        self.value = value
    }
}
