import SwiftSource

/// The separate previews one `PreviewProvider` asks for. Xcode shows each view its `previews` builds as
/// a preview of its own: `Group { A().environment(\.colorScheme, .light); A()… }` is two pictures,
/// not one screen with both halves squeezed in, and modifiers written after the `Group` apply to each.
enum PreviewVariants {
    struct Variant {
        /// `.previewDisplayName("…")` on the view, when it has one.
        var displayName: String?
        var body: [Statement]
    }

    /// The variants of a `previews` getter, or nil when it builds one view (or builds them with
    /// statements other than plain expressions, which are then shown as written).
    static func split(_ body: [Statement]) -> [Variant]? {
        let expressions = body.compactMap { statement -> Expression? in
            switch statement.kind {
            case .expression(let e), .return(let e?): e
            default: nil
            }
        }
        guard expressions.count == body.count, !expressions.isEmpty else { return nil }
        let views = expressions.count > 1 ? expressions : groupChildren(expressions[0])
        guard let views, views.count > 1 else { return nil }
        return views.map { view in
            Variant(displayName: displayName(view), body: [Statement(.expression(view), at: view.location)])
        }
    }

    /// `Group { a; b }.m()…` as `[a.m()…, b.m()…]`: the children of the group the chain starts from,
    /// each with the chain's modifiers; nil when the chain does not start from a `Group` of plain views.
    private static func groupChildren(_ chain: Expression) -> [Expression]? {
        switch chain.kind {
        case .call(let callee, let arguments, let trailing):
            if case .identifier("Group") = callee.kind {
                guard arguments.isEmpty, trailing.count == 1, case .closure([], let statements) = trailing[0].value.kind
                else { return nil }
                let children = statements.compactMap { statement -> Expression? in
                    if case .expression(let e) = statement.kind { e } else { nil }
                }
                return children.count == statements.count ? children : nil
            }
            guard case .member(let base, let name) = callee.kind, let children = groupChildren(base) else { return nil }
            return children.map { child in
                Expression(
                    .call(
                        Expression(.member(child, name), at: callee.location), arguments: arguments,
                        trailingClosures: trailing),
                    at: chain.location)
            }
        default:
            return nil
        }
    }

    /// The outermost `.previewDisplayName("…")` in `view`'s chain.
    private static func displayName(_ view: Expression) -> String? {
        var node = view
        while case .call(let callee, let arguments, _) = node.kind, case .member(let base, let name) = callee.kind {
            if name == "previewDisplayName", case .stringLiteral(let title)? = arguments.first?.value.kind {
                return title
            }
            node = base
        }
        return nil
    }
}
