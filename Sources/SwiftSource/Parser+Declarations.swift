/// declarations → import, struct, extension, let/var, func, init, #Preview; with attributes and modifiers.
extension Parser {
    static let modifierKeywords: Set<Keyword> = [.private, .fileprivate, .public, .internal, .static]
    /// Modifiers that Swift keeps as ordinary identifiers elsewhere; recorded like the keywords.
    static let contextualModifiers: Set<String> = ["convenience", "mutating", "nonmutating", "override", "final"]

    /// The modifier at the current token, if it is one.
    var modifierAtCurrent: String? {
        switch peek.kind {
        case .keyword(let keyword) where Self.modifierKeywords.contains(keyword): keyword.rawValue
        case .identifier(let word) where Self.contextualModifiers.contains(word) && peek(1).name != nil:
            word
        default: nil
        }
    }

    /// Whether the current token begins a declaration rather than top-level code.
    var atDeclaration: Bool {
        switch peek.kind {
        case .keyword(let keyword):
            Self.declarationKeywords.contains(keyword) || Self.modifierKeywords.contains(keyword)
                || Self.unsupportedDeclarations.contains(keyword)
        case .punctuation("@"), .punctuation("#"): true
        default: modifierAtCurrent != nil
        }
    }
    static let declarationKeywords: Set<Keyword> = [
        .import, .struct, .class, .enum, .extension, .let, .var, .func, Keyword.`init`,
    ]
    static let unsupportedDeclarations: Set<Keyword> = [.protocol, .actor, .typealias]

    /// Whether a token can begin a declaration: where recovery resumes.
    static func startsDeclaration(_ token: Token) -> Bool {
        guard token.startsLine else { return false }
        switch token.kind {
        case .keyword(let keyword):
            return declarationKeywords.contains(keyword)
                || modifierKeywords.contains(keyword) || unsupportedDeclarations.contains(keyword)
        case .punctuation(let symbol): return symbol == "@" || symbol == "#"
        default: return false
        }
    }

    /// Declarations up to the `}` that closes a body (the one opened at `opening`), or to the end of the file.
    mutating func parseDeclarations(until opening: Token?) throws -> [Declaration] {
        var declarations: [Declaration] = []
        while !isAtEnd && diagnostics.count <= Self.maximumDiagnostics {
            if check("}") {
                if opening != nil { break }
                report("unexpected '}' with no body to close", at: advance().location)
                continue
            }
            if match(";") { continue }
            let start = current
            do {
                if opening == nil && !atDeclaration {
                    let location = peek.location
                    declarations.append(Declaration(.topLevelCode(try parseStatement()), at: location))
                } else {
                    declarations.append(try parseDeclaration())
                }
                if !check("}") && !check(";") && !peek.startsLine && !isAtEnd {
                    throw error("consecutive declarations on a line must be separated by ';'")
                }
            } catch {
                // A fatal error unwinds bodies without recovering in each; the top level carries on.
                if (error as? Failure)?.isFatal ?? true, opening != nil { throw error }
                synchronize(from: start, stopsAt: Self.startsDeclaration)
            }
        }
        return declarations
    }

    /// The members between `{` and `}`.
    mutating func parseMemberBlock(_ what: String) throws -> [Declaration] {
        let opening = try expect("{", "to open the body of \(what)")
        let members = try nested { try $0.parseDeclarations(until: opening) }
        try expect("}", "to close the body of \(what) started at \(opening.location)")
        return members
    }

    mutating func parseDeclaration() throws -> Declaration {
        let start = peek.location
        let attributes = try parseAttributes()
        var modifiers: [String] = []
        while var modifier = modifierAtCurrent {
            advance()
            if check("(") && !peek.spaceBefore {
                advance()
                modifier += "(\(try expectName("'set' in the modifier")))"
                try expect(")", "after the modifier's argument")
            }
            modifiers.append(modifier)
        }
        let token = peek
        let kind: Declaration.Kind
        switch token.kind {
        case .keyword(.import): kind = try parseImport()
        case .keyword(.struct): kind = .struct(try parseTypeBody("struct"))
        case .keyword(.class): kind = .class(try parseTypeBody("class"))
        case .keyword(.enum): kind = try parseEnum()
        case .keyword(.case): kind = try parseEnumCases()
        case .keyword(.extension): kind = try parseExtension()
        case .keyword(.let), .keyword(.var): kind = .variable(try parseVariable())
        case .keyword(.func): kind = .function(try parseFunction())
        case .keyword(.`init`): kind = try parseInitializer()
        case .punctuation("#") where peek(1).name == "Preview": kind = try parsePreview()
        case .punctuation("#"):
            throw error("`#\(peek(1).name ?? "")` is not supported; only `#Preview` is")
        case .keyword(let keyword) where Self.unsupportedDeclarations.contains(keyword):
            throw error("`\(keyword.rawValue)` declarations are not supported")
        default:
            throw error("expected a declaration, found \(token.quoted)")
        }
        return Declaration(kind, at: start, attributes: attributes, modifiers: modifiers)
    }

    mutating func parseAttributes() throws -> [Attribute] {
        var attributes: [Attribute] = []
        while check("@") {
            let at = advance()
            let name = try expectName("an attribute name after '@'")
            var arguments: [Argument]?
            if name == "available" && check("(") && !peek.spaceBefore {
                // `iOS 16, macOS 13, *` are platform versions, not expressions; nothing reads them.
                try skipAvailability(opening: advance())
                arguments = []
            } else if check("(") && !peek.spaceBefore {
                arguments = try parseArgumentList(opening: advance(), "the attribute")
            }
            attributes.append(Attribute(name: name, arguments: arguments, at: at.location))
        }
        return attributes
    }

    /// Skips the platforms and versions of `@available(…)` up to its `)`.
    mutating func skipAvailability(opening: Token) throws {
        while !check(")") {
            guard !isAtEnd, !check("("), !check("{"), !check("}") else {
                throw error("expected ')' to close the attribute started at \(opening.location), found \(peek.quoted)")
            }
            advance()
        }
        advance()
    }

    mutating func parseImport() throws -> Declaration.Kind {
        advance()
        var path = [try expectName("a module name after 'import'")]
        while match(".") { path.append(try expectName("a name after '.'")) }
        return .import(path)
    }

    /// `struct Name<T>: Inheritance { members }`, or a class written the same way.
    mutating func parseTypeBody(_ keyword: String) throws -> StructDeclaration {
        advance()
        let name = try expectName("a name after '\(keyword)'")
        let generics = try parseGenericParameters()
        let inheritance = try parseInheritance()
        if check(.where) { throw error("`where` clauses on a \(keyword) are not supported yet") }
        let members = try parseMemberBlock("\(keyword) '\(name)'")
        return StructDeclaration(name: name, genericParameters: generics, inheritance: inheritance, members: members)
    }

    /// `enum Name: Inheritance { case a, b … members }`: cases without associated values.
    mutating func parseEnum() throws -> Declaration.Kind {
        advance()
        let name = try expectName("a name after 'enum'")
        let generics = try parseGenericParameters()
        let inheritance = try parseInheritance()
        let members = try parseMemberBlock("enum '\(name)'")
        return .enum(
            StructDeclaration(name: name, genericParameters: generics, inheritance: inheritance, members: members))
    }

    /// `case a, b = 2` inside an enum: the names (raw values are read and not kept).
    mutating func parseEnumCases() throws -> Declaration.Kind {
        advance()
        var names: [String] = []
        repeat {
            names.append(try expectName("a case name after 'case'"))
            if check("(") { throw error("enum cases with associated values are not supported") }
            if match("=") { _ = try parseExpression() }
        } while match(",")
        return .enumCases(names)
    }

    mutating func parseExtension() throws -> Declaration.Kind {
        advance()
        let extended = try parseType()
        let inheritance = try parseInheritance()
        var requirements: [Requirement] = []
        if match(.where) {
            repeat {
                let left = try parseType()
                guard check("==") || check(":") else {
                    throw error("expected '==' or ':' in the `where` clause, found \(peek.quoted)")
                }
                let relation = advance()
                requirements.append(
                    Requirement(left: left, relation: relation.quoted.trimmingQuotes, right: try parseType()))
            } while match(",")
        }
        let members = try parseMemberBlock("the extension")
        return .extension(
            ExtensionDeclaration(
                extendedType: extended, inheritance: inheritance, requirements: requirements, members: members))
    }

    /// `<S: Shape, T>`.
    mutating func parseGenericParameters() throws -> [GenericParameter] {
        guard check("<") else { return [] }
        let opening = advance()
        var parameters: [GenericParameter] = []
        repeat {
            let name = try expectName("a generic parameter name")
            parameters.append(GenericParameter(name: name, constraint: match(":") ? try parseType() : nil))
        } while match(",")
        try expect(">", "to close the generic parameters started at \(opening.location)")
        return parameters
    }

    /// `: ButtonStyle, View`.
    mutating func parseInheritance() throws -> [TypeSyntax] {
        guard match(":") else { return [] }
        var types: [TypeSyntax] = []
        repeat { types.append(try parseType()) } while match(",")
        return types
    }

    /// `let name: Type = value`, or `var name: Type { getter }`.
    mutating func parseVariable() throws -> VariableDeclaration {
        let isConstant = advance().isKeyword(.let)
        guard case .identifier(let name) = peek.kind else {
            if check("(") { throw error("tuple patterns are not supported yet; declare one name") }
            throw error("expected a name after '\(isConstant ? "let" : "var")', found \(peek.quoted)")
        }
        advance()
        let type = match(":") ? try parseType() : nil
        var initialValue: Expression?
        var getter: [Statement]?
        if match("=") {
            initialValue = try parseExpression()
        } else if check("{") && !peek.startsLine {
            if peek(1).name == "get" || peek(1).name == "set" || peek(1).name == "didSet" || peek(1).name == "willSet" {
                throw error(
                    "explicit accessors (get, set, didSet, willSet) are not supported yet", at: peek(1).location)
            }
            getter = try parseBlock("the getter of '\(name)'")
        }
        if check(",") { throw error("declare one variable per `\(isConstant ? "let" : "var")`") }
        return VariableDeclaration(
            isConstant: isConstant, name: name, type: type, initialValue: initialValue, getter: getter)
    }

    mutating func parseFunction() throws -> FunctionDeclaration {
        advance()
        let name = try expectName("a name after 'func'")
        let generics = try parseGenericParameters()
        let parameters = try parseParameters()
        if check(.throws) { throw error("`throws` is not supported") }
        let returnType = match("->") ? try parseType() : nil
        if check(.where) { throw error("`where` clauses on functions are not supported yet") }
        let body = try parseBlock("function '\(name)'")
        return FunctionDeclaration(
            name: name, genericParameters: generics, parameters: parameters, returnType: returnType, body: body)
    }

    mutating func parseInitializer() throws -> Declaration.Kind {
        advance()
        if check("?") || check("!") { throw error("failable initialisers are not supported") }
        let parameters = try parseParameters()
        return .initializer(parameters: parameters, body: try parseBlock("the initialiser"))
    }

    /// `(label name: Type = default, _ name: Type...)`.
    mutating func parseParameters() throws -> [Parameter] {
        let opening = try expect("(", "to open the parameter list")
        var parameters: [Parameter] = []
        while !check(")") {
            let attributes = try parseAttributes().map(\.name)
            guard let first = peek.name else { throw error("expected a parameter name, found \(peek.quoted)") }
            advance()
            let label: String? = first == "_" ? nil : first
            var name = first
            if let second = peek.name, !check(":") {
                advance()
                name = second
            }
            try expect(":", "after the parameter name '\(name)'")
            if check(.inout) { throw error("`inout` parameters are not supported") }
            let type = try parseType()
            let isVariadic = match("...")
            let defaultValue = match("=") ? try parseExpression() : nil
            var parameter = Parameter(
                label: label, name: name, type: type, isVariadic: isVariadic, defaultValue: defaultValue)
            parameter.attributes = attributes
            parameters.append(parameter)
            if !match(",") { break }
        }
        try expect(")", "to close the parameter list started at \(opening.location)")
        return parameters
    }

    /// `#Preview("Name") { views }`.
    mutating func parsePreview() throws -> Declaration.Kind {
        advance()
        advance()
        var arguments: [Argument] = []
        if check("(") { arguments = try parseArgumentList(opening: advance(), "#Preview") }
        return .preview(arguments: arguments, body: try parseBlock("#Preview"))
    }
}

extension String {
    /// `'=='` → `==`: the token's quoted form without its quotes.
    var trimmingQuotes: String { String(dropFirst().dropLast()) }
}
