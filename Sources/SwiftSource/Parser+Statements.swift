/// statements → local declarations, `return`, `if`/`else`, assignments and expressions (a view builder's
/// views are expression statements).
extension Parser {
    static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/="]

    /// `{ statements }`.
    mutating func parseBlock(_ what: String) throws -> [Statement] {
        let opening = try expect("{", "to open the body of \(what)")
        let statements = try nested { try $0.parseStatements(until: opening) }
        try expect("}", "to close the body of \(what) started at \(opening.location)")
        return statements
    }

    /// Statements up to the `}` matching `opening`; a failed statement is reported and skipped to the next
    /// line, so one body can report several mistakes.
    mutating func parseStatements(until opening: Token, inSwitch: Bool = false) throws -> [Statement] {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        var statements: [Statement] = []
        while !check("}") && !isAtEnd && !(inSwitch && (check(.case) || check(.default) || check("@"))) {
            if match(";") { continue }
            let start = current
            do {
                let statement = try parseStatement()
                if !check("}") && !check(";") && !peek.startsLine && !isAtEnd {
                    throw error("consecutive statements on a line must be separated by ';'")
                }
                statements.append(statement)
            } catch {
                if (error as? Failure)?.isFatal ?? true { throw error }
                synchronize(from: start, stopsAt: \.startsLine)
            }
        }
        return statements
    }

    mutating func parseStatement() throws -> Statement {
        let start = peek.location
        switch peek.kind {
        case .keyword(.let), .keyword(.var), .keyword(.func), .keyword(.struct), .punctuation("@"):
            return Statement(.declaration(try parseDeclaration()), at: start)
        case .keyword(.return):
            advance()
            if check("}") || check(";") || peek.startsLine || isAtEnd { return Statement(.return(nil), at: start) }
            return Statement(.return(try parseExpression()), at: start)
        case .keyword(.if):
            return Statement(.if(try parseIf()), at: start)
        case .keyword(.switch):
            return try parseSwitch()
        case .keyword(let keyword) where [.for, .while, .guard, .do].contains(keyword):
            throw error("`\(keyword.rawValue)` statements are not supported yet")
        default:
            let target = try parseExpression()
            if case .punctuation(let symbol) = peek.kind, Self.assignmentOperators.contains(symbol) {
                advance()
                return Statement(.assignment(target, symbol, try parseExpression()), at: start)
            }
            return Statement(.expression(target), at: start)
        }
    }

    /// `switch subject { case .a, .b: statements … @unknown default: statements }`.
    mutating func parseSwitch() throws -> Statement {
        let start = advance().location
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        let subject: Expression
        do {
            subject = try parseExpression()
            allowsTrailingClosure = saved
        } catch {
            allowsTrailingClosure = saved
            throw error
        }
        let opening = try expect("{", "to open the body of the `switch`")
        var cases: [SwitchCase] = []
        while !check("}") && !isAtEnd {
            let attributes = try parseAttributes().map(\.name)
            var patterns: [Expression] = []
            if match(.case) {
                if check(.let) || check(.var) { throw error("binding patterns (`case let`) are not supported yet") }
                repeat { patterns.append(try parseExpression()) } while match(",")
            } else if !match(.default) {
                throw error("expected 'case' or 'default' in the `switch`, found \(peek.quoted)")
            }
            try expect(":", "after the `case` pattern")
            let body = try nested { try $0.parseStatements(until: opening, inSwitch: true) }
            cases.append(SwitchCase(attributes: attributes, patterns: patterns, body: body))
        }
        try expect("}", "to close the `switch` started at \(opening.location)")
        return Statement(.switch(subject, cases), at: start)
    }

    /// `if a, b { … } else if c { … } else { … }`.
    mutating func parseIf() throws -> IfStatement {
        advance()
        if check(.let) || check(.var) { throw error("`if let` is not supported yet") }
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        var conditions: [Expression] = []
        do {
            repeat { conditions.append(try parseExpression()) } while match(",")
        } catch {
            allowsTrailingClosure = saved
            throw error
        }
        allowsTrailingClosure = saved
        let then = try parseBlock("the `if`")
        guard match(.else) else { return IfStatement(conditions: conditions, then: then, otherwise: nil) }
        if check(.if) {
            let start = peek.location
            let elseIf = try nested { try $0.parseIf() }
            return IfStatement(conditions: conditions, then: then, otherwise: [Statement(.if(elseIf), at: start)])
        }
        return IfStatement(conditions: conditions, then: then, otherwise: try parseBlock("the `else`"))
    }
}
