internal import SwiftSyntax

/// Expressions. Precedence is already folded (SwiftOperators), so an infix operator is a node with two
/// operands. An optional chain ends where its postfix chain does: `a?.b.c(d)` is one `optionalChain`
/// around the chain, with `optionalBind` at `a?`.
extension Lowering {
    mutating func expression(_ expr: ExprSyntax) -> Expression {
        nested(expr, fallback: Expression(.unsupported("an expression nested this deep"), at: location(expr))) {
            lowering in
            if Self.isChainLink(expr) {
                let (chain, binds) = lowering.chain(expr)
                return binds ? Expression(.optionalChain(chain), at: chain.location) : chain
            }
            return lowering.plainExpression(expr)
        }
    }

    /// Whether a node continues a postfix chain (its base is the chain so far).
    static func isChainLink(_ expr: ExprSyntax) -> Bool {
        expr.is(MemberAccessExprSyntax.self) || expr.is(FunctionCallExprSyntax.self)
            || expr.is(SubscriptCallExprSyntax.self) || expr.is(OptionalChainingExprSyntax.self)
            || expr.is(ForceUnwrapExprSyntax.self)
    }

    /// A postfix chain, and whether an `x?` in it binds (so the chain's end is nil when `x` is).
    mutating func chain(_ expr: ExprSyntax) -> (Expression, binds: Bool) {
        let at = location(expr)
        // Each link of a chain is a level of the tree: long chains count toward the nesting limit, as
        // the tree's depth is what evaluating and freeing it recurse through.
        func base(_ inner: ExprSyntax) -> (Expression, Bool) {
            guard Self.isChainLink(inner) else { return (expression(inner), false) }
            return nested(inner, fallback: (Expression(.unsupported("a chain this long"), at: location(inner)), false))
            {
                $0.chain(inner)
            }
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let name = Self.name(member.declName.baseName)
            // A member is where its dot is: a message about `.rotation3DEffect` points at it.
            let dot = location(member.period)
            guard let inner = member.base else {
                if let grafted = graftedBase {
                    graftedBase = nil
                    return (Expression(.member(grafted, name), at: dot), false)
                }
                return (Expression(.implicitMember(name), at: at), false)
            }
            let (lowered, binds) = base(inner)
            return (Expression(.member(lowered, name), at: dot), binds)
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            var (callee, binds) = base(call.calledExpression)
            // `[String]()` and `[String: Int]()`: swift-syntax reads the callee as a literal of a type.
            if let type = collectionType(call.calledExpression) {
                callee = Expression(.type(type), at: callee.location)
            }
            return (
                Expression(
                    .call(
                        callee, arguments: arguments(call.arguments),
                        trailingClosures: trailingClosures(call.trailingClosure, call.additionalTrailingClosures)),
                    at: callee.location), binds
            )
        }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) {
            let (collection, binds) = base(subscriptCall.calledExpression)
            let all =
                arguments(subscriptCall.arguments)
                + trailingClosures(subscriptCall.trailingClosure, subscriptCall.additionalTrailingClosures)
            return (Expression(.subscript(collection, arguments: all), at: collection.location), binds)
        }
        if let optional = expr.as(OptionalChainingExprSyntax.self) {
            let (inner, _) = base(optional.expression)
            return (Expression(.optionalBind(inner), at: inner.location), true)
        }
        if let force = expr.as(ForceUnwrapExprSyntax.self) {
            let (inner, binds) = base(force.expression)
            return (Expression(.forceUnwrap(inner), at: location(force.exclamationMark)), binds)
        }
        return (plainExpression(expr), false)
    }

    /// The collection type a literal names when it is called: `[Item]`, `[String: Int]`.
    func collectionType(_ expr: ExprSyntax) -> TypeSyntax? {
        func named(_ e: ExprSyntax) -> TypeSyntax? {
            let text = e.trimmedDescription
            guard let first = text.first, first.isUppercase,
                text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" })
            else { return nil }
            let parts = text.split(separator: ".").map(String.init)
            return parts.dropFirst().reduce(TypeSyntax.named(parts[0], arguments: [])) { .member($0, $1) }
        }
        if let array = expr.as(ArrayExprSyntax.self), array.elements.count == 1, let element = array.elements.first,
            let type = named(element.expression)
        {
            return .array(type)
        }
        if let dictionary = expr.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content,
            elements.count == 1, let element = elements.first, let key = named(element.key),
            let value = named(element.value)
        {
            return .dictionary(key, value)
        }
        return nil
    }

    mutating func arguments(_ list: LabeledExprListSyntax) -> [Argument] {
        list.map { Argument(label: $0.label.map(Self.name), value: expression($0.expression)) }
    }

    mutating func trailingClosures(
        _ first: ClosureExprSyntax?, _ more: MultipleTrailingClosureElementListSyntax
    ) -> [Argument] {
        var closures: [Argument] = []
        if let first { closures.append(Argument(label: nil, value: closure(first))) }
        for element in more {
            closures.append(Argument(label: Self.name(element.label), value: closure(element.closure)))
        }
        return closures
    }

    mutating func closure(_ c: ClosureExprSyntax) -> Expression {
        var parameters: [String] = []
        switch c.signature?.parameterClause {
        case .simpleInput(let names)?: parameters = names.map { Self.name($0.name) }
        case .parameterClause(let clause)?:
            parameters = clause.parameters.map { Self.name($0.secondName ?? $0.firstName) }
        case nil:
            // No signature: as many parameters as the highest `$n` it names, as Swift counts them,
            // so that `{ $0 + $1 }` over a sequence of pairs takes each pair apart.
            let used = AnonymousParameters(viewMode: .sourceAccurate)
            used.walk(c.statements)
            parameters = used.highest < 0 ? [] : (0...used.highest).map { "$\($0)" }
        @unknown default: break
        }
        return Expression(.closure(parameters: parameters, body: statements(c.statements)), at: location(c))
    }

    /// Every expression that does not continue a postfix chain.
    mutating func plainExpression(_ expr: ExprSyntax) -> Expression {
        let at = location(expr)
        func make(_ kind: Expression.Kind) -> Expression { Expression(kind, at: at) }
        switch expr.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let d):
            return make(reference(d.baseName))
        case .integerLiteralExpr(let d):
            return make(.integerLiteral(d.literal.text))
        case .floatLiteralExpr(let d):
            return make(.floatLiteral(d.literal.text))
        case .booleanLiteralExpr(let d):
            return make(.booleanLiteral(d.literal.tokenKind == .keyword(.true)))
        case .nilLiteralExpr:
            return make(.nilLiteral)
        case .stringLiteralExpr(let d):
            return make(string(d))
        case .simpleStringLiteralExpr(let d):
            return make(.stringLiteral(d.segments.map { Self.unescaped($0.content.text) }.joined()))
        case .arrayExpr(let d):
            return make(.arrayLiteral(d.elements.map { expression($0.expression) }))
        case .dictionaryExpr(let d):
            guard case .elements(let elements) = d.content else { return make(.dictionaryLiteral([])) }
            return make(
                .dictionaryLiteral(
                    elements.map { DictionaryElement(key: expression($0.key), value: expression($0.value)) }))
        case .tupleExpr(let d):
            let elements = arguments(d.elements)
            if elements.count == 1, elements[0].label == nil { return elements[0].value }
            return make(.tuple(elements))
        case .closureExpr(let d):
            return closure(d)
        case .prefixOperatorExpr(let d):
            return make(.prefix(d.operator.text, expression(d.expression)))
        case .postfixOperatorExpr(let d):
            return make(.postfix(d.operator.text, expression(d.expression)))
        case .infixOperatorExpr(let d):
            let left = expression(d.leftOperand)
            let right = expression(d.rightOperand)
            if let op = d.operator.as(BinaryOperatorExprSyntax.self) {
                return Expression(.binary(op.operator.text, left, right), at: left.location)
            }
            if d.operator.is(AssignmentExprSyntax.self) {
                return make(.statement(Statement(.assignment(left, "=", right), at: at)))
            }
            return make(.unsupported("the operator `\(d.operator.trimmedDescription)`"))
        case .ternaryExpr(let d):
            return make(
                .ternary(expression(d.condition), expression(d.thenExpression), expression(d.elseExpression)))
        case .isExpr(let d):
            return make(.cast(expression(d.expression), "is", type(d.type)))
        case .asExpr(let d):
            return make(
                .cast(expression(d.expression), "as" + (d.questionOrExclamationMark?.text ?? ""), type(d.type)))
        case .tryExpr(let d):
            // `try?` turns an error into nil: kept as a prefix the evaluator catches at; `try` and `try!` are
            // their expression.
            if d.questionOrExclamationMark?.text == "?" { return make(.prefix("try?", expression(d.expression))) }
            return expression(d.expression)
        case .awaitExpr(let d):
            return expression(d.expression)
        case .unsafeExpr(let d):
            return expression(d.expression)
        case .copyExpr(let d):
            return expression(d.expression)
        case .consumeExpr(let d):
            return expression(d.expression)
        case .borrowExpr(let d):
            return expression(d.expression)
        case .keyPathExpr(let d):
            let names = d.components.compactMap { component -> String? in
                guard case .property(let property) = component.component else { return nil }
                return Self.name(property.declName.baseName)
            }
            return make(.keyPath(root: d.root?.trimmedDescription, names))
        case .inOutExpr(let d):
            return make(.inout(expression(d.expression)))
        case .typeExpr(let d):
            return make(.type(type(d.type)))
        case .genericSpecializationExpr(let d):
            let arguments = d.genericArgumentClause.arguments.compactMap { argument -> TypeSyntax? in
                guard case .type(let t) = argument.argument else { return nil }
                return type(t)
            }
            return make(.type(.named(d.expression.trimmedDescription, arguments: arguments)))
        case .macroExpansionExpr(let d):
            return make(
                .macro(
                    d.macroName.text,
                    arguments: arguments(d.arguments)
                        + trailingClosures(d.trailingClosure, d.additionalTrailingClosures)))
        case .ifExpr(let d):
            return make(.statement(Statement(.if(ifStatement(d)), at: at)))
        case .switchExpr(let d):
            return make(.statement(switchStatement(d)))
        case .superExpr:
            return make(.superValue)
        case .discardAssignmentExpr:
            return make(.identifier("_"))
        case .postfixIfConfigExpr(let d):
            let base = d.base.map { expression($0) }
            guard case .postfixExpression(let postfix)? = activeElements(d.config), let base else {
                return base ?? make(.unsupported("a #if without an active clause"))
            }
            let saved = graftedBase
            graftedBase = base
            defer { graftedBase = saved }
            return expression(postfix)
        case .memberAccessExpr, .functionCallExpr, .subscriptCallExpr, .optionalChainingExpr, .forceUnwrapExpr:
            return chain(expr).0
        case .regexLiteralExpr:
            return make(.unsupported("regular expression literals"))
        case .editorPlaceholderExpr:
            return make(.unsupported("an editor placeholder"))
        case .sequenceExpr:
            return make(.unsupported("operators that cannot be combined"))
        case .patternExpr:
            return make(.unsupported("a pattern outside a `case`"))
        case .missingExpr:
            return make(.unsupported("a missing expression"))
        case .arrowExpr, .assignmentExpr, .binaryOperatorExpr, .packElementExpr, .packExpansionExpr,
            .unresolvedAsExpr, .unresolvedIsExpr, .unresolvedTernaryExpr, ._canImportExpr, ._canImportVersionInfo:
            return make(.unsupported("`\(expr.trimmedDescription.prefix(40))`"))
        default:
            // `do` expressions and whatever later toolchains add.
            return make(.unsupported("`\(expr.trimmedDescription.prefix(40))`"))
        }
    }

    /// A name: `self`, `Self`, `$0` (a closure's parameter), `$state` (a binding), `name`.
    func reference(_ token: TokenSyntax) -> Expression.Kind {
        switch token.tokenKind {
        case .keyword(.self): return .selfValue
        case .keyword(.Self): return .selfType
        default: break
        }
        let name = Self.name(token)
        if name.hasPrefix("$"), name.count > 1 {
            let rest = name.dropFirst()
            return rest.allSatisfy(\.isNumber) ? .identifier(name) : .binding(String(rest))
        }
        return .identifier(name)
    }

    /// A string literal: plain text, or text and `\(…)` interpolations.
    mutating func string(_ literal: StringLiteralExprSyntax) -> Expression.Kind {
        let isRaw = literal.openingPounds != nil
        var parts: [InterpolationPart] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                let content = isRaw ? text.content.text : Self.unescaped(text.content.text)
                if !content.isEmpty { parts.append(.text(content)) }
            case .expressionSegment(let interpolation):
                let all = arguments(interpolation.expressions)
                guard let first = all.first else { continue }
                parts.append(.expression(first.value, arguments: Array(all.dropFirst())))
            @unknown default:
                continue
            }
        }
        if parts.allSatisfy({ if case .text = $0 { true } else { false } }) {
            return .stringLiteral(
                parts.map { part in
                    if case .text(let text) = part { text } else { "" }
                }.joined())
        }
        return .interpolatedString(parts)
    }

    /// A string segment's escapes resolved: `\n`, `\t`, `\r`, `\0`, `\\`, `\"`, `\'`, `\u{…}`.
    static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var characters = text.makeIterator()
        while let c = characters.next() {
            guard c == "\\", let escaped = characters.next() else {
                result.append(c)
                continue
            }
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                var hex = ""
                while let h = characters.next(), h != "}" { if h != "{" { hex.append(h) } }
                if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) {
                    result.append(Character(scalar))
                }
            default: result.append(escaped)
            }
        }
        return result
    }
}

/// The `$0`, `$1`… a closure names, not counting those of closures inside it (theirs are their own).
private final class AnonymousParameters: SyntaxVisitor {
    var highest = -1

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .dollarIdentifier(let text) = token.tokenKind, let n = Int(text.dropFirst()) {
            highest = max(highest, n)
        }
        return .visitChildren
    }
}
