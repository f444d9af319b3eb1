extension SourceFile {
    /// The `.frame(…)` arguments written in the same modifier chain as a `.buttonStyle(Style(…))` or
    /// `.toggleStyle(Style(…))` that makes `typeName`, in file order: the size the module shows a
    /// control wearing the style at (`Toggle(…).frame(width: 50, height: 25).toggleStyle(Appearance())`).
    /// `.buttonStyle(.name)` of a static the style's extension declares is not followed.
    public func frames(aroundControlsStyledWith typeName: String) -> [[Argument]] {
        var found: [[Argument]] = []
        for declaration in declarations {
            Self.walk(declaration) { e in
                // Each call of a chain is visited: a frame may be counted again by an inner part.
                let chain = Self.modifierChain(e)
                guard chain.contains(where: { Self.makesStyle($0, typeName) }) else { return }
                found += chain.filter { $0.name == "frame" }.map(\.arguments)
            }
        }
        return found
    }

    /// `view.a(…).b(…)` as its modifiers, outermost first.
    private static func modifierChain(_ e: Expression) -> [(name: String, arguments: [Argument])] {
        var chain: [(String, [Argument])] = []
        var current = e
        while case .call(let callee, let arguments, let trailing) = current.kind,
            case .member(let base, let name) = callee.kind
        {
            chain.append((name, arguments + trailing))
            current = base
        }
        return chain
    }

    private static func makesStyle(_ modifier: (name: String, arguments: [Argument]), _ typeName: String) -> Bool {
        guard modifier.name == "buttonStyle" || modifier.name == "toggleStyle",
            let argument = modifier.arguments.first,
            case .call(let made, _, _) = argument.value.kind
        else { return false }
        if case .identifier(typeName) = made.kind { return true }
        return false
    }
}
