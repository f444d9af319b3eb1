internal import SwiftSyntax

/// Patterns (of `case`, `for`, `if case`, `let (a, b)`) and types.
extension Lowering {
    /// `binding`: inside `let`/`var`, where a bare name binds rather than compares.
    mutating func pattern(_ syntax: PatternSyntax, binding: Bool) -> Pattern {
        switch syntax.as(PatternSyntaxEnum.self) {
        case .identifierPattern(let p):
            return .binding(Self.name(p.identifier))
        case .wildcardPattern, .missingPattern:
            return .wildcard
        case .tuplePattern(let p):
            return .tuple(
                p.elements.map {
                    PatternElement(label: $0.label.map(Self.name), pattern: pattern($0.pattern, binding: binding))
                })
        case .valueBindingPattern(let p):
            return pattern(p.pattern, binding: true)
        case .isTypePattern(let p):
            return .isType(type(p.type))
        case .expressionPattern(let p):
            return casePattern(p.expression, binding: binding)
        @unknown default:
            return .wildcard
        }
    }

    /// An expression in a pattern's place: `.card(let title)`, `Kind.a`, `(x, _)`, `1...5`, `value?`.
    mutating func casePattern(_ expr: ExprSyntax, binding: Bool) -> Pattern {
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil {
            return .enumCase(Self.name(member.declName.baseName), nil)
        }
        if let call = expr.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        {
            let elements = call.arguments.map {
                PatternElement(label: $0.label.map(Self.name), pattern: casePattern($0.expression, binding: binding))
            }
            return .enumCase(Self.name(member.declName.baseName), elements)
        }
        if let inner = expr.as(PatternExprSyntax.self) { return pattern(inner.pattern, binding: binding) }
        if expr.is(DiscardAssignmentExprSyntax.self) { return .wildcard }
        if binding, let reference = expr.as(DeclReferenceExprSyntax.self) {
            return .binding(Self.name(reference.baseName))
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count != 1 || tuple.elements.first?.label != nil {
            return .tuple(
                tuple.elements.map {
                    PatternElement(
                        label: $0.label.map(Self.name), pattern: casePattern($0.expression, binding: binding))
                })
        }
        if let optional = expr.as(OptionalChainingExprSyntax.self) {
            return .optional(casePattern(optional.expression, binding: binding))
        }
        if let cast = expr.as(AsExprSyntax.self) {
            return .cast(casePattern(cast.expression, binding: binding), type(cast.type))
        }
        return .value(expression(expr))
    }

    func type(_ syntax: SwiftSyntax.TypeSyntax) -> TypeSyntax {
        switch syntax.as(TypeSyntaxEnum.self) {
        case .identifierType(let t):
            return .named(Self.name(t.name), arguments: genericArguments(t.genericArgumentClause))
        case .memberType(let t):
            return .member(type(t.baseType), Self.name(t.name))
        case .optionalType(let t):
            return .optional(type(t.wrappedType))
        case .implicitlyUnwrappedOptionalType(let t):
            return .optional(type(t.wrappedType))
        case .arrayType(let t):
            return .array(type(t.element))
        case .dictionaryType(let t):
            return .dictionary(type(t.key), type(t.value))
        case .tupleType(let t):
            if t.elements.count == 1, let only = t.elements.first, only.firstName == nil { return type(only.type) }
            return .tuple(t.elements.map { (label: $0.firstName.map(Self.name), type: type($0.type)) })
        case .functionType(let t):
            return .function(t.parameters.map { type($0.type) }, result: type(t.returnClause.type))
        case .attributedType(let t):
            let names = t.attributes.compactMap { element -> String? in
                guard case .attribute(let attribute) = element else { return nil }
                return attribute.attributeName.trimmedDescription
            }
            return names.isEmpty ? type(t.baseType) : .attributed(names, type(t.baseType))
        case .someOrAnyType(let t):
            return .opaque(type(t.constraint))
        case .compositionType(let t):
            return t.elements.first.map { type($0.type) } ?? .named("Any", arguments: [])
        case .metatypeType(let t):
            return .member(type(t.baseType), t.metatypeSpecifier.text)
        case .classRestrictionType:
            return .named("AnyObject", arguments: [])
        default:
            return .named(syntax.trimmedDescription, arguments: [])
        }
    }

    func genericArguments(_ clause: GenericArgumentClauseSyntax?) -> [TypeSyntax] {
        clause?.arguments.compactMap { argument -> TypeSyntax? in
            guard case .type(let t) = argument.argument else { return nil }
            return type(t)
        } ?? []
    }
}
