/// expressions, by precedence climbing (loosest first), as Swift's standard precedence groups order them:
/// ternary (right-associative) → `||` → `&&` → comparison (non-associative) → `??` (right-associative) →
/// range (non-associative) → additive → multiplicative → prefix → postfix (member, call, trailing closures) → primary.
extension Parser {
    enum Associativity { case left, right, none }

    /// Binary operators with their precedence (higher binds tighter) and associativity.
    static let binaryOperators: [String: (precedence: Int, associativity: Associativity)] = [
        "||": (1, .left), "&&": (2, .left),
        "==": (3, .none), "!=": (3, .none), "<": (3, .none), "<=": (3, .none), ">": (3, .none), ">=": (3, .none),
        "??": (4, .right), "...": (5, .none), "..<": (5, .none),
        "+": (6, .left), "-": (6, .left), "|": (6, .left), "^": (6, .left),
        "*": (7, .left), "/": (7, .left), "%": (7, .left), "&": (7, .left),
    ]
    static let prefixOperators: Set<String> = ["!", "-", "+", "~"]

    mutating func parseExpression() throws -> Expression {
        try nested { try $0.parseTernary() }
    }

    /// `condition ? a : b`; the `?` of a ternary has space before it (`x?` would be optional chaining).
    mutating func parseTernary() throws -> Expression {
        let condition = try parseBinary(minimumPrecedence: 1)
        guard check("?") && peek.spaceBefore else { return condition }
        let question = advance()
        let then = try parseExpression()
        try expect(":", "in the conditional expression started at \(question.location)")
        let otherwise = try parseExpression()
        return Expression(.ternary(condition, then, otherwise), at: condition.location)
    }

    /// The binary operator at the current token, unless it begins the next line's prefix expression
    /// (`a\n-b` is two statements, as in Swift).
    var binaryOperator: (symbol: String, precedence: Int, associativity: Associativity)? {
        guard case .punctuation(let symbol) = peek.kind, let rule = Self.binaryOperators[symbol] else { return nil }
        if peek.startsLine && !peek.spaceAfter { return nil }
        if peek.spaceBefore != peek.spaceAfter && !peek.startsLine { return nil }
        return (symbol, rule.precedence, rule.associativity)
    }

    mutating func parseBinary(minimumPrecedence: Int) throws -> Expression {
        var left = try parsePrefix()
        var chain = 0
        defer { depth -= chain }
        while let (symbol, precedence, associativity) = binaryOperator, precedence >= minimumPrecedence {
            advance()
            // Each operator applied deepens the left side of the tree; it counts toward the nesting limit.
            depth += 1
            chain += 1
            if depth > Self.maximumDepth {
                report("nesting deeper than \(Self.maximumDepth)", at: peek.location)
                throw Failure(isFatal: true)
            }
            let right = try parseBinary(minimumPrecedence: associativity == .right ? precedence : precedence + 1)
            left = Expression(.binary(symbol, left, right), at: left.location)
            if associativity == .none, let next = binaryOperator, next.precedence == precedence {
                throw error("'\(symbol)' and '\(next.symbol)' cannot be chained: add parentheses")
            }
        }
        return left
    }

    mutating func parsePrefix() throws -> Expression {
        if case .punctuation(let symbol) = peek.kind, Self.prefixOperators.contains(symbol) {
            let token = advance()
            if token.spaceAfter {
                throw error("'\(symbol)' as a prefix operator must touch its operand", at: token.location)
            }
            let operand = try nested { try $0.parsePrefix() }
            return Expression(.prefix(symbol, operand), at: token.location)
        }
        if check("&") { throw error("`&` (inout arguments) is not supported") }
        return try parsePostfix(try parsePrimary())
    }

    /// `.member`, `(arguments)`, trailing closures, in a loop. A `(` or `[` on a new line starts the next
    /// statement; a `.` on a new line continues the chain (how modifiers are written).
    mutating func parsePostfix(_ base: Expression) throws -> Expression {
        var expression = base
        var chain = 0
        defer { depth -= chain }
        while true {
            let token = peek
            if token.isPunctuation(".") {
                advance()
                guard let name = peek.name else {
                    throw error("expected a member name after '.', found \(peek.quoted)")
                }
                advance()
                // A member is where its dot is: a message about `.rotation3DEffect` points at it, not
                // at the start of the chain.
                expression = Expression(.member(expression, name), at: token.location)
            } else if token.isPunctuation("(") && !token.startsLine {
                let arguments = try parseArgumentList(opening: advance(), "the call")
                let trailing = try parseTrailingClosures()
                expression = Expression(
                    .call(expression, arguments: arguments, trailingClosures: trailing), at: expression.location)
            } else if token.isPunctuation("{") && !token.startsLine && allowsTrailingClosure {
                let trailing = try parseTrailingClosures()
                expression = Expression(
                    .call(expression, arguments: [], trailingClosures: trailing), at: expression.location)
            } else if token.isPunctuation("[") && !token.startsLine {
                throw error("subscripts are not supported yet")
            } else if (token.isPunctuation("?") || token.isPunctuation("!")) && !token.spaceBefore {
                throw error("optional chaining and force unwrapping are not supported")
            } else {
                return expression
            }
            depth += 1
            chain += 1
            if depth > Self.maximumDepth {
                report("nesting deeper than \(Self.maximumDepth)", at: token.location)
                throw Failure(isFatal: true)
            }
        }
    }

    /// `{ … }` then any number of `label: { … }`.
    mutating func parseTrailingClosures() throws -> [Argument] {
        guard check("{") && !peek.startsLine && allowsTrailingClosure else { return [] }
        var closures = [Argument(label: nil, value: try parseClosure())]
        while let label = peek.name, peek(1).isPunctuation(":"), peek(2).isPunctuation("{") {
            advance()
            advance()
            closures.append(Argument(label: label, value: try parseClosure()))
        }
        return closures
    }

    /// `(label: value, value)`, for calls, attributes and `#Preview`.
    mutating func parseArgumentList(opening: Token, _ what: String) throws -> [Argument] {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        var arguments: [Argument] = []
        while !check(")") {
            var label: String?
            if let name = peek.name, peek(1).isPunctuation(":") {
                advance()
                advance()
                label = name
            }
            arguments.append(Argument(label: label, value: try parseExpression()))
            if !match(",") { break }
        }
        guard check(")") else {
            throw error("expected ')' to close \(what) started at \(opening.location), found \(peek.quoted)")
        }
        advance()
        return arguments
    }

    /// Tokens that are an expression by themselves: names, literals, `self` and `Self`.
    static func atom(_ kind: TokenKind) -> Expression.Kind? {
        switch kind {
        case .identifier(let name): .identifier(name)
        case .integer(let text): .integerLiteral(text)
        case .float(let text): .floatLiteral(text)
        case .string(let value): .stringLiteral(value)
        case .keyword(.true): .booleanLiteral(true)
        case .keyword(.false): .booleanLiteral(false)
        case .keyword(.nil): .nilLiteral
        case .keyword(.self): .selfValue
        case .keyword(.Self): .selfType
        default: nil
        }
    }

    mutating func parsePrimary() throws -> Expression {
        let token = peek
        let location = token.location
        if let atom = Self.atom(token.kind) {
            advance()
            return Expression(atom, at: location)
        }
        if case .interpolatedString(let parts) = token.kind {
            advance()
            return Expression(.interpolatedString(try parseInterpolation(parts)), at: location)
        }
        switch token.kind {
        case .keyword(.`init`):
            throw error("`init` is only supported as a member: `self.init(…)`, `Color.init(…)`")
        case .punctuation("."):
            advance()
            guard let name = peek.name else { throw error("expected a member name after '.', found \(peek.quoted)") }
            advance()
            return Expression(.implicitMember(name), at: location)
        case .punctuation("("):
            return try parseParenthesized()
        case .punctuation("["):
            return try parseArrayLiteral()
        case .punctuation("{"):
            return try parseClosure()
        case .punctuation("\\"):
            return try parseKeyPath()
        case .punctuation("$"):
            advance()
            guard case .identifier(let name) = peek.kind, !peek.spaceBefore else {
                throw error("expected a property name after '$'")
            }
            advance()
            return Expression(.binding(name), at: location)
        case .punctuation("#"):
            throw error("`#\(peek(1).name ?? "")` expressions are not supported")
        case .keyword(.if), .keyword(.switch):
            throw error("`if` and `switch` expressions are not supported; use the ternary `?:`")
        default:
            throw error("expected an expression, found \(token.quoted)")
        }
    }

    /// `(x)` is `x`; `()`, `(a, b)` and `(label: a)` are tuples.
    mutating func parseParenthesized() throws -> Expression {
        let opening = advance()
        let elements = try parseArgumentList(opening: opening, "the parenthesis")
        if elements.count == 1, elements[0].label == nil { return elements[0].value }
        return Expression(.tuple(elements), at: opening.location)
    }

    mutating func parseArrayLiteral() throws -> Expression {
        let opening = advance()
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        var elements: [Expression] = []
        while !check("]") {
            if check(":") { throw error("dictionary literals are not supported") }
            let element = try parseExpression()
            if check(":") { throw error("dictionary literals are not supported") }
            elements.append(element)
            if !match(",") { break }
        }
        try expect("]", "to close the array started at \(opening.location)")
        return Expression(.arrayLiteral(elements), at: opening.location)
    }

    /// `{ statements }` or `{ a, b in statements }`; `(a, b) in` and `_ in` too.
    mutating func parseClosure() throws -> Expression {
        try nested { parser in
            let opening = parser.advance()
            let parameters = parser.closureParameters()
            parser.current += parameters.tokens
            let body = try parser.parseStatements(until: opening)
            try parser.expect("}", "to close the closure started at \(opening.location)")
            return Expression(.closure(parameters: parameters.names, body: body), at: opening.location)
        }
    }

    /// The names before `in` at the start of a closure, and how many tokens they take; none when the closure
    /// does not start with a parameter list.
    func closureParameters() -> (names: [String], tokens: Int) {
        var offset = 0
        let parenthesized = peek(0).isPunctuation("(")
        if parenthesized { offset += 1 }
        var names: [String] = []
        while case .identifier(let name) = peek(offset).kind {
            names.append(name)
            offset += 1
            if peek(offset).isPunctuation(",") { offset += 1 } else { break }
        }
        if parenthesized {
            guard peek(offset).isPunctuation(")") else { return ([], 0) }
            offset += 1
        }
        guard peek(offset).isKeyword(.in), !names.isEmpty || parenthesized else { return ([], 0) }
        return (names, offset + 1)
    }

    /// `\.colorScheme`, `\Type.member.member`.
    mutating func parseKeyPath() throws -> Expression {
        let backslash = advance()
        var root: String?
        if case .identifier(let name) = peek.kind, !peek.spaceBefore {
            advance()
            root = name
        }
        var names: [String] = []
        while check(".") && !peek.spaceBefore {
            advance()
            guard let name = peek.name else { throw error("expected a member name in the key path") }
            advance()
            names.append(name)
        }
        if names.isEmpty { throw error("expected '.member' in the key path started at \(backslash.location)") }
        return Expression(.keyPath(root: root, names), at: backslash.location)
    }
}

extension Parser {
    /// Each `\(…)` of a string literal parsed as one expression, by a parser of its own over its tokens
    /// (the nesting budget carries over); its problems are this parser's.
    mutating func parseInterpolation(_ parts: [StringPart]) throws -> [InterpolationPart] {
        var result: [InterpolationPart] = []
        for part in parts {
            switch part {
            case .text(let text):
                if !text.isEmpty { result.append(.text(text)) }
            case .code(let tokens):
                var inner = Parser(tokens: tokens, diagnostics: [])
                inner.depth = depth
                let end = tokens.last?.location ?? peek.location
                do {
                    guard !inner.isAtEnd else { throw inner.error("expected an expression in '\\(…)'", at: end) }
                    let expression = try inner.parseExpression()
                    if !inner.isAtEnd {
                        throw inner.error("expected ')' to end the interpolation, found \(inner.peek.quoted)")
                    }
                    result.append(.expression(expression))
                    for diagnostic in inner.diagnostics { report(diagnostic.message, at: diagnostic.location) }
                } catch {
                    for diagnostic in inner.diagnostics { report(diagnostic.message, at: diagnostic.location) }
                    throw Failure(isFatal: diagnostics.count >= Self.maximumDiagnostics)
                }
            }
        }
        return result
    }
}
