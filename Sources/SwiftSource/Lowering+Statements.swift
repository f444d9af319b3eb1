internal import SwiftSyntax

/// Statements of bodies: local declarations, expressions (a view builder's views), assignments,
/// `return`, `if`/`guard`/`switch`, loops, `do`/`throw`/`defer`.
extension Lowering {
    /// The operators that assign (`+=` folds as a binary operator of the assignment group).
    static let assignmentOperators: Set<String> = [
        "=", "+=", "-=", "*=", "/=", "%=", "&&=", "||=", "&=", "|=", "^=", "<<=", ">>=", "??=",
    ]

    mutating func statements(_ items: CodeBlockItemListSyntax) -> [Statement] {
        nested(items, fallback: []) { lowering in
            var statements: [Statement] = []
            for item in items {
                switch item.item {
                case .decl(let decl):
                    if let config = decl.as(IfConfigDeclSyntax.self) {
                        if case .statements(let inner)? = lowering.activeElements(config) {
                            statements += lowering.statements(inner)
                        }
                        continue
                    }
                    for declaration in lowering.declarations(decl) {
                        statements.append(Statement(.declaration(declaration), at: declaration.location))
                    }
                case .stmt(let stmt):
                    statements += lowering.statement(stmt, label: nil)
                case .expr(let expr):
                    statements.append(lowering.expressionStatement(expr))
                @unknown default:
                    continue
                }
            }
            return statements
        }
    }

    mutating func statement(_ stmt: StmtSyntax, label: String?) -> [Statement] {
        let at = location(stmt)
        switch stmt.as(StmtSyntaxEnum.self) {
        case .expressionStmt(let s):
            return [expressionStatement(s.expression)]
        case .returnStmt(let s):
            return [Statement(.return(s.expression.map { expression($0) }), at: at)]
        case .guardStmt(let s):
            return [Statement(.guard(conditions(s.conditions), otherwise: statements(s.body.statements)), at: at)]
        case .forStmt(let s):
            return [
                Statement(
                    .for(
                        pattern(s.pattern, binding: true), in: expression(s.sequence),
                        where: s.whereClause.map { expression($0.condition) }, body: statements(s.body.statements),
                        label: label), at: at)
            ]
        case .whileStmt(let s):
            return [
                Statement(.while(conditions(s.conditions), body: statements(s.body.statements), label: label), at: at)
            ]
        case .repeatStmt(let s):
            return [
                Statement(
                    .repeat(body: statements(s.body.statements), condition: expression(s.condition), label: label),
                    at: at)
            ]
        case .breakStmt(let s):
            return [Statement(.break(label: s.label.map(Self.name)), at: at)]
        case .continueStmt(let s):
            return [Statement(.continue(label: s.label.map(Self.name)), at: at)]
        case .labeledStmt(let s):
            return statement(s.statement, label: Self.name(s.label))
        case .throwStmt(let s):
            return [Statement(.throw(expression(s.expression)), at: at)]
        case .doStmt(let s):
            let catchBody = s.catchClauses.first.map { statements($0.body.statements) }
            return [Statement(.do(body: statements(s.body.statements), catchBody: catchBody), at: at)]
        case .deferStmt(let s):
            return [Statement(.defer(statements(s.body.statements)), at: at)]
        case .fallThroughStmt:
            return [Statement(.unsupported("`fallthrough`"), at: at)]
        case .yieldStmt, .discardStmt:
            return [Statement(.unsupported("`\(stmt.firstToken(viewMode: .sourceAccurate)?.text ?? "")`"), at: at)]
        case .missingStmt:
            return []
        default:
            // `then` and whatever later toolchains add.
            return [Statement(.unsupported("this statement"), at: at)]
        }
    }

    /// An expression written as a statement: an assignment, an `if` or `switch`, or a value (in a view
    /// builder, a view).
    mutating func expressionStatement(_ expr: ExprSyntax) -> Statement {
        let at = location(expr)
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            var op: String?
            if infix.operator.is(AssignmentExprSyntax.self) {
                op = "="
            } else if let binary = infix.operator.as(BinaryOperatorExprSyntax.self),
                Self.assignmentOperators.contains(binary.operator.text)
            {
                op = binary.operator.text
            }
            if let op {
                return Statement(
                    .assignment(expression(infix.leftOperand), op, expression(infix.rightOperand)), at: at)
            }
        }
        if let ifExpr = expr.as(IfExprSyntax.self) { return Statement(.if(ifStatement(ifExpr)), at: at) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return switchStatement(switchExpr) }
        return Statement(.expression(expression(expr)), at: at)
    }

    mutating func ifStatement(_ s: IfExprSyntax) -> IfStatement {
        nested(s, fallback: IfStatement(conditions: [], then: [], otherwise: nil)) { lowering in
            var otherwise: [Statement]?
            switch s.elseBody {
            case .ifExpr(let elseIf)?:
                otherwise = [Statement(.if(lowering.ifStatement(elseIf)), at: lowering.location(elseIf))]
            case .codeBlock(let block)?:
                otherwise = lowering.statements(block.statements)
            case nil:
                otherwise = nil
            @unknown default:
                otherwise = nil
            }
            return IfStatement(
                conditions: lowering.conditions(s.conditions), then: lowering.statements(s.body.statements),
                otherwise: otherwise)
        }
    }

    mutating func switchStatement(_ s: SwitchExprSyntax) -> Statement {
        Statement(.switch(expression(s.subject), switchCases(s.cases)), at: location(s))
    }

    mutating func switchCases(_ list: SwitchCaseListSyntax) -> [SwitchCase] {
        var cases: [SwitchCase] = []
        for element in list {
            switch element {
            case .switchCase(let c):
                var items: [CaseItem] = []
                if case .case(let label) = c.label {
                    items = label.caseItems.map { item in
                        CaseItem(
                            pattern: pattern(item.pattern, binding: false),
                            where: item.whereClause.map { expression($0.condition) })
                    }
                }
                let attributes = c.attribute.map { [$0.attributeName.trimmedDescription] } ?? []
                cases.append(SwitchCase(attributes: attributes, items: items, body: statements(c.statements)))
            case .ifConfigDecl(let config):
                if case .switchCases(let inner)? = activeElements(config) { cases += switchCases(inner) }
            @unknown default:
                continue
            }
        }
        return cases
    }

    /// The iOS a preview runs on: Xcode 26's simulator.
    static let previewSystemMajor = 26

    /// Whether the preview's system meets `#available(iOS 17, macOS 14, *)` (its iOS entry, else
    /// `*`), or `#unavailable(…)`'s opposite.
    static func previewMeets(_ availability: AvailabilityConditionSyntax) -> Bool {
        var required: Int?
        for argument in availability.availabilityArguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                restriction.platform.text == "iOS", let version = restriction.version
            else { continue }
            required = Int(version.major.text)
        }
        let meets = required.map { $0 <= previewSystemMajor } ?? true
        return availability.availabilityKeyword.tokenKind == .poundUnavailable ? !meets : meets
    }

    mutating func conditions(_ list: ConditionElementListSyntax) -> [Condition] {
        list.map { element in
            switch element.condition {
            case .expression(let e):
                return .expression(expression(e))
            case .availability(let availability):
                return .available(Self.previewMeets(availability))
            case .optionalBinding(let binding):
                let bound = pattern(binding.pattern, binding: true)
                // `if let name` is `if let name = name`.
                let value =
                    binding.initializer.map { expression($0.value) }
                    ?? Expression(.identifier(binding.pattern.trimmedDescription), at: location(binding.pattern))
                return .optionalBinding(bound, value)
            case .matchingPattern(let matching):
                return .matching(pattern(matching.pattern, binding: false), expression(matching.initializer.value))
            @unknown default:
                return .expression(Expression(.unsupported("this condition"), at: location(element)))
            }
        }
    }
}
