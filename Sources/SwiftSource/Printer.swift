/// A compact S-expression dump of the tree, for tests and for reading what the parser understood:
/// `(+ a (* b c))`, `(call (. shape fill) (.darkEnd))`. Locations are left out; each node has its own.

extension TypeSyntax: CustomStringConvertible {
    public var description: String {
        switch self {
        case .named(let name, let arguments):
            arguments.isEmpty ? name : "\(name)<\(arguments.map(\.description).joined(separator: ", "))>"
        case .member(let base, let name): "\(base).\(name)"
        case .opaque(let type): "some \(type)"
        case .optional(let type): "\(type)?"
        case .array(let type): "[\(type)]"
        case .function(let parameters, let result):
            "(\(parameters.map(\.description).joined(separator: ", "))) -> \(result)"
        case .attributed(let names, let type): names.map { "@\($0) " }.joined() + type.description
        }
    }
}

extension Argument: CustomStringConvertible {
    public var description: String { label.map { "\($0): \(value)" } ?? value.description }
}

extension Expression: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .identifier(let name): name
        case .integerLiteral(let text), .floatLiteral(let text): text
        case .stringLiteral(let value): "\"\(value)\""
        case .interpolatedString(let parts):
            "\""
                + parts.map { part in
                    switch part {
                    case .text(let text): text
                    case .expression(let e): "\\(\(e))"
                    }
                }.joined() + "\""
        case .booleanLiteral(let value): "\(value)"
        case .nilLiteral: "nil"
        case .selfValue: "self"
        case .selfType: "Self"
        case .implicitMember(let name): ".\(name)"
        case .member(let base, let name): "(. \(base) \(name))"
        case .call(let callee, let arguments, let trailing):
            "(call \(([callee.description] + arguments.map(\.description)).joined(separator: " "))"
                + (trailing.isEmpty ? "" : " (trailing \(trailing.map(\.description).joined(separator: " ")))") + ")"
        case .closure(let parameters, let body):
            "(closure" + (parameters.isEmpty ? "" : " (\(parameters.joined(separator: " ")))") + body.printed + ")"
        case .prefix(let symbol, let operand): "(\(symbol) \(operand))"
        case .binary(let symbol, let left, let right): "(\(symbol) \(left) \(right))"
        case .ternary(let condition, let then, let otherwise): "(? \(condition) \(then) \(otherwise))"
        case .keyPath(let root, let names): "\\\(root ?? "").\(names.joined(separator: "."))"
        case .binding(let name): "$\(name)"
        case .tuple(let elements): "(tuple\(elements.map { " \($0)" }.joined()))"
        case .arrayLiteral(let elements): "[\(elements.map(\.description).joined(separator: " "))]"
        }
    }
}

extension Statement: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .declaration(let declaration): declaration.description
        case .expression(let expression): expression.description
        case .return(let value): value.map { "(return \($0))" } ?? "(return)"
        case .assignment(let target, let symbol, let value): "(\(symbol) \(target) \(value))"
        case .if(let statement): statement.description
        case .switch(let subject, let cases):
            "(switch \(subject)"
                + cases.map { item in
                    " (" + item.attributes.map { "@\($0) " }.joined()
                        + (item.patterns.isEmpty
                            ? "default" : "case \(item.patterns.map(\.description).joined(separator: " "))")
                        + item.body.printed + ")"
                }.joined() + ")"
        }
    }
}

extension IfStatement: CustomStringConvertible {
    public var description: String {
        "(if (\(conditions.map(\.description).joined(separator: " ")))" + " (then\(then.printed))"
            + (otherwise.map { " (else\($0.printed))" } ?? "") + ")"
    }
}

extension Array where Element == Statement {
    /// The statements, each after a space.
    var printed: String { map { " \($0)" }.joined() }
}

extension Parameter: CustomStringConvertible {
    public var description: String {
        attributes.map { "@\($0) " }.joined() + (label == name ? name : "\(label ?? "_") \(name)") + ": \(type)"
            + (isVariadic ? "..." : "")
            + (defaultValue.map { " = \($0)" } ?? "")
    }
}

extension Declaration: CustomStringConvertible {
    public var description: String {
        let prefix =
            attributes.map {
                "@\($0.name)" + ($0.arguments.map { "(\($0.map(\.description).joined(separator: ", ")))" } ?? "") + " "
            }
            .joined() + modifiers.map { "\($0) " }.joined()
        switch kind {
        case .import(let path):
            return "(\(prefix)import \(path.joined(separator: ".")))"
        case .struct(let declaration), .class(let declaration):
            let keyword = if case .class = kind { "class" } else { "struct" }
            let generics =
                declaration.genericParameters.isEmpty
                ? ""
                : "<\(declaration.genericParameters.map { $0.name + ($0.constraint.map { ": \($0)" } ?? "") }.joined(separator: ", "))>"
            return "(\(prefix)\(keyword) \(declaration.name)\(generics)\(declaration.inheritance.printed)"
                + declaration.members.map { " \($0)" }.joined() + ")"
        case .enum(let declaration):
            return "(\(prefix)enum \(declaration.name)\(declaration.inheritance.printed)"
                + declaration.members.map { " \($0)" }.joined() + ")"
        case .enumCases(let names):
            return "(\(prefix)case \(names.joined(separator: ", ")))"
        case .extension(let declaration):
            let requirements =
                declaration.requirements.isEmpty
                ? ""
                : " where \(declaration.requirements.map { "\($0.left) \($0.relation) \($0.right)" }.joined(separator: ", "))"
            return "(\(prefix)extension \(declaration.extendedType)\(declaration.inheritance.printed)\(requirements)"
                + declaration.members.map { " \($0)" }.joined() + ")"
        case .variable(let variable):
            return "(\(prefix)\(variable.isConstant ? "let" : "var") \(variable.name)"
                + (variable.type.map { ": \($0)" } ?? "") + (variable.initialValue.map { " = \($0)" } ?? "")
                + (variable.getter.map { " (get\($0.printed))" } ?? "") + ")"
        case .function(let function):
            return "(\(prefix)func \(function.name)(\(function.parameters.map(\.description).joined(separator: ", ")))"
                + (function.returnType.map { " -> \($0)" } ?? "") + function.body.printed + ")"
        case .initializer(let parameters, let body):
            return "(\(prefix)init(\(parameters.map(\.description).joined(separator: ", ")))\(body.printed))"
        case .preview(let arguments, let body):
            return "(\(prefix)#Preview(\(arguments.map(\.description).joined(separator: ", ")))\(body.printed))"
        case .topLevelCode(let statement):
            return statement.description
        }
    }
}

extension Array where Element == TypeSyntax {
    /// `: A, B`, or nothing.
    var printed: String { isEmpty ? "" : ": \(map(\.description).joined(separator: ", "))" }
}

extension SourceFile: CustomStringConvertible {
    public var description: String { declarations.map(\.description).joined(separator: "\n") }
}
