/// types → `some T`, `[T]`, `T?`, `Name<Arguments>`, `Outer.Inner`.
extension Parser {
    mutating func parseType() throws -> TypeSyntax {
        try nested { parser in
            var type = try parser.parseTypeWithoutSuffix()
            while parser.check("?") && !parser.peek.spaceBefore {
                parser.advance()
                type = .optional(type)
            }
            if parser.check("!") && !parser.peek.spaceBefore {
                throw parser.error("implicitly unwrapped optionals are not supported")
            }
            return type
        }
    }

    mutating func parseTypeWithoutSuffix() throws -> TypeSyntax {
        if match(.some) { return .opaque(try parseType()) }
        if check("[") {
            let opening = advance()
            let element = try parseType()
            if check(":") { throw error("dictionary types are not supported") }
            try expect("]", "to close the array type started at \(opening.location)")
            return .array(element)
        }
        if check("@") {
            var names: [String] = []
            while match("@") { names.append(try expectName("an attribute name after '@'")) }
            return .attributed(names, try parseType())
        }
        if check("(") { return try parseFunctionType() }
        var type = try parseTypeName()
        while check(".") && !peek.spaceBefore {
            advance()
            type = .member(type, try expectName("a type name after '.'"))
        }
        return type
    }

    /// `(A, B) -> R`; `(T)` alone is `T`; other tuple types are not supported.
    mutating func parseFunctionType() throws -> TypeSyntax {
        let opening = advance()
        var parameters: [TypeSyntax] = []
        while !check(")") {
            parameters.append(try parseType())
            if !match(",") { break }
        }
        try expect(")", "to close the parameter types started at \(opening.location)")
        if check(.throws) { throw error("`throws` is not supported") }
        guard match("->") else {
            if parameters.count == 1 { return parameters[0] }
            throw error("tuple types are not supported", at: opening.location)
        }
        return .function(parameters, result: try parseType())
    }

    mutating func parseTypeName() throws -> TypeSyntax {
        let name: String
        switch peek.kind {
        case .identifier(let identifier): name = identifier
        case .keyword(.Self): name = "Self"
        default: throw error("expected a type, found \(peek.quoted)")
        }
        advance()
        var arguments: [TypeSyntax] = []
        if check("<") && !peek.spaceBefore {
            let opening = advance()
            repeat { arguments.append(try parseType()) } while match(",")
            try expect(">", "to close the generic arguments started at \(opening.location)")
        }
        return .named(name, arguments: arguments)
    }
}
