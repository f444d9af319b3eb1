import Raster
import Style
import SwiftSource

/// Navigation bars, toolbars and presentations. A preview shows a screen at rest: what is presented
/// (a sheet, an alert) is not up until something presents it, and Neumorph does not present.
extension ModifierCatalog {
    static let navigation: [ModifierDeclaration] =
        [
            ModifierDeclaration(
                "toolbar", ["toolbar(content: () -> C)"],
                "its items in the bars of the navigation container around the view; without one, nowhere, as on iOS"
            ) { e, call throws(EvaluationError) in
                let content = try call.list.required(nil, or: "content")
                guard case .closure(let closure) = content.value else {
                    throw EvaluationError(
                        location: content.location, message: ".toolbar takes its items in braces { … }")
                }
                let items = try e.children(closure).map { child in
                    if case .modified(let item, .toolbarItem(let placement)) = child {
                        return ToolbarItem(placement: placement, content: item)
                    }
                    return ToolbarItem(placement: .topTrailing, content: child)
                }
                return try call.wrap(.toolbar(items))
            },
            ModifierDeclaration(
                "tabItem", ["tabItem(_ label: () -> V)"],
                "the icon and title the enclosing TabView's bar shows for this tab"
            ) { e, call throws(EvaluationError) in
                let content = try call.list.required(nil, or: "label")
                return try call.wrap(.tabItem(try e.viewArgument(content)))
            },
            ModifierDeclaration(
                "navigationTitle", ["navigationTitle(_ title: Text)", "navigationTitle(_ titleKey: String)"],
                "the title the enclosing NavigationView's bar shows"
            ) { e, call throws(EvaluationError) in try e.navigationTitle(&call) },
            ModifierDeclaration(
                "searchable",
                [
                    "searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil)"
                ],
                "the search field under the navigation title, at rest: the magnifying glass and the prompt (\"Search\")"
            ) { e, call throws(EvaluationError) in
                call.skip("text", "placement", "isPresented", "tokens", "suggestedTokens")
                var prompt = "Search"
                if let p = call.list.take("prompt") {
                    switch p.value {
                    case .view(.text(let s)), .string(let s): prompt = s
                    case .view(.modified(.text(let s), _)): prompt = s
                    default: prompt = try e.string(p.value, at: p.location, for: "searchable")
                    }
                }
                _ = call.list.take(nil)
                return try call.wrap(.searchField(prompt))
            },
            ModifierDeclaration(
                "navigationBarTitleDisplayMode", ["navigationBarTitleDisplayMode(_ displayMode: TitleDisplayMode)"],
                ".inline: the title small in the bar; .large and .automatic: large below it"
            ) { _, call throws(EvaluationError) in
                let mode = try call.list.required(nil)
                guard case .implicitMember("inline", _) = mode.value else { return try call.unchanged() }
                return try call.wrap(.inlineTitle)
            },
            ModifierDeclaration(
                "navigationBarTitle", ["navigationBarTitle(_ title: Text, displayMode: TitleDisplayMode)"],
                "navigationTitle"
            ) { e, call throws(EvaluationError) in try e.navigationTitle(&call) },
        ]
        + ModifierDeclaration.drawingNothing([

            (
                "navigationBarHidden", "navigationBarHidden(_ hidden: Bool)",
                "the bar is drawn as the screen declares it"
            ),
            (
                "navigationBarBackButtonHidden", "navigationBarBackButtonHidden(_ hidesBackButton: Bool = true)",
                "a preview's root has no back button"
            ),
            ("statusBarHidden", "statusBarHidden(_ hidden: Bool = true)", "a preview has no status bar"),
            (
                "toolbarBackground", "toolbarBackground(_ style: S, for bars: ToolbarPlacement...)",
                "bars are drawn plain"
            ),
            (
                "navigationDestination", "navigationDestination(for data: D.Type, destination: (D) -> C)",
                "not pushed at rest: the stack shows its root"
            ),
            ("contextMenu", "contextMenu(menuItems: () -> M)", "shown on a long press on a device; not at rest"),
            ("refreshable", "refreshable(action: () async -> Void)", "a preview does not pull to refresh"),
        ])
}

extension Evaluator {
    fileprivate func navigationTitle(_ call: inout ModifierCall) throws(EvaluationError) -> ViewNode {
        let title = try call.list.required(nil)
        // `navigationBarTitle(_:displayMode: .inline)`, the older spelling.
        var inline = false
        if let mode = call.list.take("displayMode"), case .implicitMember("inline", _) = mode.value { inline = true }
        if inline {
            var outer = call
            outer.list = ArgumentList([title], callee: call.name, at: call.at)
            let titled = try navigationTitle(&outer)
            try call.list.finish()
            return .modified(titled, .inlineTitle)
        }
        guard case .view(.text(let text)) = title.value else {
            return try call.wrap(.navigationTitle(try Convert.string(title.value, at: title.location)))
        }
        return try call.wrap(.navigationTitle(text))
    }
}
