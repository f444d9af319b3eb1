internal import SwiftSyntax

/// Declarations: imports, types, extensions, properties with their accessors, functions, initialisers,
/// enum cases, `#Preview`.
extension Lowering {
    mutating func declarations(_ decl: DeclSyntax) -> [Declaration] {
        let at = location(decl)
        func declared(_ kind: Declaration.Kind, _ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax)
            -> [Declaration]
        {
            [Declaration(kind, at: at, attributes: self.attributes(attributes), modifiers: self.modifiers(modifiers))]
        }
        switch decl.as(DeclSyntaxEnum.self) {
        case .importDecl(let d):
            return declared(.import(d.path.map { Self.name($0.name) }), d.attributes, d.modifiers)
        case .structDecl(let d):
            return declared(
                .struct(typeBody(d.name, d.genericParameterClause, d.inheritanceClause, d.memberBlock)), d.attributes,
                d.modifiers)
        case .classDecl(let d):
            return declared(
                .class(typeBody(d.name, d.genericParameterClause, d.inheritanceClause, d.memberBlock)), d.attributes,
                d.modifiers)
        case .actorDecl(let d):
            // An actor is a class whose members are isolated; a preview is one thread.
            return declared(
                .class(typeBody(d.name, d.genericParameterClause, d.inheritanceClause, d.memberBlock)), d.attributes,
                d.modifiers)
        case .enumDecl(let d):
            return declared(
                .enum(typeBody(d.name, d.genericParameterClause, d.inheritanceClause, d.memberBlock)), d.attributes,
                d.modifiers)
        case .protocolDecl(let d):
            return declared(
                .protocol(typeBody(d.name, nil, d.inheritanceClause, d.memberBlock)), d.attributes, d.modifiers)
        case .extensionDecl(let d):
            let declaration = ExtensionDeclaration(
                extendedType: type(d.extendedType), inheritance: inheritance(d.inheritanceClause),
                requirements: requirements(d.genericWhereClause), members: members(d.memberBlock))
            return declared(.extension(declaration), d.attributes, d.modifiers)
        case .variableDecl(let d):
            return variables(d).map {
                Declaration(
                    .variable($0), at: at, attributes: attributes(d.attributes), modifiers: modifiers(d.modifiers))
            }
        case .functionDecl(let d):
            let function = FunctionDeclaration(
                name: Self.name(d.name), genericParameters: genericParameters(d.genericParameterClause),
                parameters: parameters(d.signature.parameterClause),
                returnType: d.signature.returnClause.map { type($0.type) },
                body: d.body.map { statements($0.statements) } ?? [])
            return declared(.function(function), d.attributes, d.modifiers)
        case .initializerDecl(let d):
            return declared(
                .initializer(
                    parameters: parameters(d.signature.parameterClause),
                    body: d.body.map { statements($0.statements) } ?? []), d.attributes, d.modifiers)
        case .enumCaseDecl(let d):
            let cases = d.elements.map { element in
                EnumCase(
                    name: Self.name(element.name),
                    associatedValues: element.parameterClause.map { clause in
                        clause.parameters.map { p in
                            Parameter(
                                label: p.firstName.map(Self.name).flatMap { $0 == "_" ? nil : $0 },
                                name: (p.secondName ?? p.firstName).map(Self.name) ?? "",
                                type: type(p.type), isVariadic: false,
                                defaultValue: p.defaultValue.map { expression($0.value) })
                        }
                    },
                    rawValue: element.rawValue.map { expression($0.value) })
            }
            return declared(.enumCases(cases), d.attributes, d.modifiers)
        case .typeAliasDecl(let d):
            return declared(.typealias(Self.name(d.name), type(d.initializer.value)), d.attributes, d.modifiers)
        case .macroExpansionDecl(let d):
            guard d.macroName.text == "Preview" else { return [] }
            return [preview(d.arguments, d.trailingClosure, at: at)]
        case .ifConfigDecl(let d):
            switch activeElements(d) {
            case .decls(let items): return items.flatMap { declarations($0.decl) }
            case .statements(let items): return topLevel(items)
            default: return []
            }
        case .subscriptDecl:
            return [Declaration(.unsupported("subscript declarations"), at: at)]
        case .deinitializerDecl, .operatorDecl, .precedenceGroupDecl, .associatedTypeDecl, .poundSourceLocation,
            .macroDecl, .missingDecl, .accessorDecl, .editorPlaceholderDecl, .unexpectedCodeDecl:
            return []
        default:
            // `using` and whatever later toolchains add.
            return []
        }
    }

    /// `#Preview("Name") { views }`: its arguments (the name, traits) and the views of its closure.
    mutating func preview(_ list: LabeledExprListSyntax, _ trailing: ClosureExprSyntax?, at: SourceLocation)
        -> Declaration
    {
        var body: [Statement] = []
        if let closure = trailing ?? list.last?.expression.as(ClosureExprSyntax.self) {
            body = statements(closure.statements)
        }
        let arguments = self.arguments(list).filter {
            if case .closure = $0.value.kind { false } else { true }
        }
        return Declaration(.preview(arguments: arguments, body: body), at: at)
    }

    /// A struct's, class's, enum's or protocol's name, generic parameters, inheritance and members.
    mutating func typeBody(
        _ name: TokenSyntax, _ generics: GenericParameterClauseSyntax?, _ inheritance: InheritanceClauseSyntax?,
        _ block: MemberBlockSyntax
    ) -> StructDeclaration {
        StructDeclaration(
            name: Self.name(name), genericParameters: genericParameters(generics),
            inheritance: self.inheritance(inheritance), members: members(block))
    }

    mutating func members(_ block: MemberBlockSyntax) -> [Declaration] {
        nested(block, fallback: []) { lowering in block.members.flatMap { lowering.declarations($0.decl) } }
    }

    mutating func inheritance(_ clause: InheritanceClauseSyntax?) -> [TypeSyntax] {
        clause?.inheritedTypes.map { type($0.type) } ?? []
    }

    mutating func genericParameters(_ clause: GenericParameterClauseSyntax?) -> [GenericParameter] {
        clause?.parameters.map { GenericParameter(name: Self.name($0.name), constraint: $0.inheritedType.map(type)) }
            ?? []
    }

    /// `where Self == DarkButtonStyle`, `where S: Shape`.
    mutating func requirements(_ clause: GenericWhereClauseSyntax?) -> [Requirement] {
        guard let clause else { return [] }
        return clause.requirements.compactMap { requirement in
            switch requirement.requirement {
            case .sameTypeRequirement(let same):
                guard case .type(let left) = same.leftType, case .type(let right) = same.rightType else { return nil }
                return Requirement(left: type(left), relation: "==", right: type(right))
            case .conformanceRequirement(let conformance):
                return Requirement(left: type(conformance.leftType), relation: ":", right: type(conformance.rightType))
            case .layoutRequirement:
                return nil
            @unknown default:
                return nil
            }
        }
    }

    mutating func attributes(_ list: AttributeListSyntax) -> [Attribute] {
        list.compactMap { element in
            guard case .attribute(let attribute) = element else { return nil }
            var arguments: [Argument]?
            switch attribute.arguments {
            case .argumentList(let list)?:
                arguments = self.arguments(list)
            case .none: arguments = nil
            default: arguments = []
            }
            return Attribute(
                name: attribute.attributeName.trimmedDescription, arguments: arguments, at: location(attribute))
        }
    }

    /// `private`, `static`, `private(set)`, `mutating`, as written.
    func modifiers(_ list: DeclModifierListSyntax) -> [String] {
        list.map { modifier in
            modifier.detail.map { "\(modifier.name.text)(\($0.detail.text))" } ?? modifier.name.text
        }
    }

    /// `let a = 1, b = 2` is two variables; `let (x, y) = pair` one with a pattern.
    mutating func variables(_ d: VariableDeclSyntax) -> [VariableDeclaration] {
        let isConstant = d.bindingSpecifier.tokenKind == .keyword(.let)
        return d.bindings.map { binding in
            var name = ""
            var pattern: Pattern?
            if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                name = Self.name(identifier.identifier)
            } else if binding.pattern.is(WildcardPatternSyntax.self) {
                name = "_"
            } else {
                pattern = self.pattern(binding.pattern, binding: true)
            }
            var variable = VariableDeclaration(
                isConstant: isConstant, name: name, type: binding.typeAnnotation.map { type($0.type) },
                initialValue: binding.initializer.map { expression($0.value) }, getter: nil)
            variable.pattern = pattern
            switch binding.accessorBlock?.accessors {
            case .getter(let items)?:
                variable.getter = statements(items)
            case .accessors(let list)?:
                for accessor in list {
                    let body = accessor.body.map { statements($0.statements) } ?? []
                    let parameter = accessor.parameters.map { Self.name($0.name) }
                    switch accessor.accessorSpecifier.text {
                    case "get", "_read": variable.getter = body
                    case "set", "_modify": variable.setter = Accessor(parameter: parameter ?? "newValue", body: body)
                    case "willSet": variable.willSet = Accessor(parameter: parameter ?? "newValue", body: body)
                    case "didSet": variable.didSet = Accessor(parameter: parameter ?? "oldValue", body: body)
                    default: continue
                    }
                }
                // A protocol's `{ get set }` requirement has no bodies: a stored property to conform with.
                if list.allSatisfy({ $0.body == nil }) {
                    variable.getter = nil
                    variable.setter = nil
                }
            case nil:
                break
            @unknown default:
                break
            }
            return variable
        }
    }

    /// `(label name: Type = default, _ name: Type..., value: inout Int)`.
    mutating func parameters(_ clause: FunctionParameterClauseSyntax) -> [Parameter] {
        clause.parameters.map { p in
            let first = Self.name(p.firstName)
            var parameter = Parameter(
                label: first == "_" ? nil : first, name: p.secondName.map(Self.name) ?? first, type: type(p.type),
                isVariadic: p.ellipsis != nil, defaultValue: p.defaultValue.map { expression($0.value) })
            parameter.attributes = attributes(p.attributes).map(\.name)
            if let attributed = p.type.as(AttributedTypeSyntax.self) {
                parameter.isInout = attributed.specifiers.contains { $0.trimmedDescription == "inout" }
            }
            return parameter
        }
    }
}
