import Raster
import Style
import SwiftSource

/// What Lists read: their style and background around them, and of each row its insets, its background
/// and its separator (`ListContent`, `ListRow`).
extension ModifierCatalog {
    static let lists: [ModifierDeclaration] =
        [
            ModifierDeclaration(
                "listStyle", ["listStyle(_ style: S) where S: ListStyle"],
                "the Lists inside: .insetGrouped (iOS's automatic style, and .sidebar on an iPhone), .grouped, .inset or .plain"
            ) { _, call throws(EvaluationError) in
                let a = try call.list.required(nil)
                let name: String? =
                    switch a.value {
                    case .implicitMember(let name, _), .implicitCall(let name, _, _): name
                    case .instance(let instance): instance.typeName
                    default: nil
                    }
                guard let name, let style = ListStyleKind(named: name) else {
                    throw EvaluationError(
                        location: a.location,
                        message: "the list style is .automatic, .insetGrouped, .grouped, .inset, .plain or .sidebar")
                }
                return try call.wrap(.list(.style(style)))
            },
            ModifierDeclaration(
                "scrollContentBackground", ["scrollContentBackground(_ visibility: Visibility)"],
                ".hidden: the Lists and Forms inside draw no grouped background, so the view behind them shows"
            ) { e, call throws(EvaluationError) in
                let a = try call.list.required(nil)
                return try call.wrap(.list(.contentBackgroundHidden(try e.visibility(a) == "hidden")))
            },
            ModifierDeclaration(
                "listRowInsets", ["listRowInsets(_ insets: EdgeInsets?)"],
                "the row's content set in by these insets instead of iOS's (nil: iOS's)"
            ) { e, call throws(EvaluationError) in
                let a = try call.list.required(nil)
                if case .void = a.value { return try call.unchanged() }
                var given = ArgumentList([a], callee: "listRowInsets", at: call.at)
                let insets = try e.paddingInsets(&given, at: call.at)
                return try call.wrap(.list(.rowInsets(insets)))
            },
            ModifierDeclaration(
                "listRowBackground", ["listRowBackground(_ view: V?)"],
                "the view drawn behind the row, across its whole width, instead of the group's colour"
            ) { e, call throws(EvaluationError) in
                let a = try call.list.required(nil)
                if case .void = a.value { return try call.unchanged() }
                return try call.wrap(.list(.rowBackground(try e.viewArgument(a))))
            },
            ModifierDeclaration(
                "listRowSpacing", ["listRowSpacing(_ spacing: CGFloat?)"],
                "in a grouped list, each row a rounded group of its own, this far from the next (nil: joined)"
            ) { e, call throws(EvaluationError) in
                let a = try call.list.required(nil)
                if case .void = a.value { return try call.unchanged() }
                let spacing = try Convert.length(a.value, at: a.location, "the row spacing")
                return try call.wrap(.list(.rowSpacing(max(0, spacing))))
            },
            ModifierDeclaration(
                "listSectionSpacing", ["listSectionSpacing(_ spacing: CGFloat)"],
                "in a grouped list, the gap between its sections (.compact: 20 points, .default: 35)"
            ) { e, call throws(EvaluationError) in
                let a = try call.list.required(nil)
                let spacing: Double
                switch a.value.memberName {
                case "compact": spacing = 20
                case "default": spacing = GroupedList.sectionSpacing
                default: spacing = try Convert.length(a.value, at: a.location, "the section spacing")
                }
                return try call.wrap(.list(.sectionSpacing(max(0, spacing))))
            },
            ModifierDeclaration(
                "listRowSeparator", ["listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)"],
                ".hidden: no hairline after the row"
            ) { e, call throws(EvaluationError) in
                let a = try call.list.required(nil)
                call.skip("edges")
                return try call.wrap(.list(.rowSeparatorHidden(try e.visibility(a) == "hidden")))
            },
            ModifierDeclaration(
                "listRowSeparatorTint", ["listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all)"],
                "the colour of the hairline after the row"
            ) { e, call throws(EvaluationError) in
                let a = try call.list.required(nil)
                call.skip("edges")
                if case .void = a.value { return try call.unchanged() }
                return try call.wrap(.list(.rowSeparatorTint(try e.color(a.value, at: a.location))))
            },
            ModifierDeclaration(
                "badge", ["badge(_ count: Int)", "badge(_ label: Text?)", "badge(_ key: LocalizedStringKey?)"],
                "in a List's row, the count or text at its trailing edge in grey (a count of 0 and nil show none); "
                    + "a tab item's badge is not drawn"
            ) { e, call throws(EvaluationError) in
                let a = try call.list.required(nil)
                let badge: ViewNode? =
                    switch a.value {
                    case .void: nil
                    case .int(let count): count == 0 ? nil : .text(String(count))
                    default: try e.viewArgument(a)
                    }
                guard let badge else { return try call.unchanged() }
                return try call.wrap(.list(.badge(badge)))
            },
        ]
        + ModifierDeclaration.drawingNothing([
            ("onDelete", "onDelete(perform action: ((IndexSet) -> Void)?)", "rows are deleted by a swipe on a device"),
            ("onMove", "onMove(perform action: ((IndexSet, Int) -> Void)?)", "rows are moved in edit mode on a device"),
            ("onInsert", "onInsert(of supportedContentTypes: [UTType], perform action:)", "nothing is dropped here"),
            ("deleteDisabled", "deleteDisabled(_ isDisabled: Bool)", "rows are not deleted here"),
            (
                "listSectionSeparator",
                "listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)",
                "drawn without it: a plain list here draws one hairline between rows, across sections too, none above the first row or below the last"
            ),
            ("moveDisabled", "moveDisabled(_ isDisabled: Bool)", "rows are not moved here"),
            (
                "swipeActions",
                "swipeActions(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, content:)",
                "shown by a swipe on a device; not at rest"
            ),
        ])
}

extension Evaluator {
    /// `.visible`, `.hidden` or `.automatic`.
    fileprivate func visibility(_ a: EvaluatedArgument) throws(EvaluationError) -> String {
        guard case .implicitMember(let name, _) = a.value, ["visible", "hidden", "automatic"].contains(name) else {
            throw EvaluationError(location: a.location, message: "the visibility is .visible, .hidden or .automatic")
        }
        return name
    }
}
