import Raster
import Style
import UI

/// A row of a List or Form, as iOS draws it: at least 44 points high, its content set in from the
/// row's edges (`.listRowInsets` replaces them), a control's title at the leading edge and the control
/// at the trailing one, a link's chevron at the trailing edge; `.listRowBackground` behind it.
enum ListRow {
    static let minimumHeight = 44.0
    /// iOS's row insets: 11 points above and below a line of body text make the 44-point row.
    static func insets(margin: Double) -> EdgeInsets {
        EdgeInsets(top: 11, leading: margin, bottom: 11, trailing: margin)
    }

    static func row(_ row: ViewNode, insets: EdgeInsets) -> ViewNode {
        var content = row
        if let badge = row.listTrait(\.badge) {
            // iOS's row badge: secondary grey at the trailing edge, the row's content taking the rest.
            let filling = ViewNode.modified(
                row,
                .flexibleFrame(
                    FlexibleFrame(
                        minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: nil, alignment: .leading)))
            content = .stack(
                .h, spacing: nil, alignment: .center, [filling, .modified(badge, .foregroundColor(.color(.secondary)))])
        }
        let padded = ViewNode.modified(content, .padding(row.listTrait(\.rowInsets) ?? insets))
        // A row is a cell sized by its own content (a collection view measures each unbounded): at its ideal
        // height, never a share of the list's, so a card row beside a horizontal ScrollView row, which would
        // take any height, is not squeezed when the list's stack is placed in its own height.
        let framed = ViewNode.modified(
            .modified(
                padded,
                .flexibleFrame(
                    FlexibleFrame(
                        minWidth: nil, maxWidth: .infinity, minHeight: minimumHeight, maxHeight: nil,
                        alignment: .leading))),
            .fixedSize(horizontal: false, vertical: true))
        guard let background = row.listTrait(\.rowBackground) else { return framed }
        return .modified(framed, .background(background, alignment: .center))
    }

    /// Whether a separator follows the row (`.listRowSeparator(.hidden)` says not).
    static func hasSeparator(_ row: ViewNode) -> Bool { row.listTrait(\.rowSeparatorHidden) != true }

    /// The separator after `row`: a hairline from the row's content to the list's trailing edge, in the
    /// row's `.listRowSeparatorTint` when it has one.
    static func separator(after row: ViewNode, leading: Double) -> ViewNode {
        guard let tint = row.listTrait(\.rowSeparatorTint) else {
            return .modified(.divider, .padding(EdgeInsets(leading: leading)))
        }
        let line = ViewNode.modified(
            .shape(.rectangle, .fill(.color(tint), innerShadows: [])),
            .frame(width: nil, height: ViewNode.hairline, alignment: .center))
        return .modified(line, .padding(EdgeInsets(leading: leading)))
    }

    /// A control row: its title at the leading edge, the control at the trailing one; a link ends in a
    /// chevron. Made when the list is, before the screen makes its controls of the rows.
    static func titled(_ row: ViewNode) -> ViewNode {
        // `.onChange`, `.pickerStyle(.menu)`, `.listRowSeparator(.hidden)`, `.tint` and the like neither place
        // nor size the control: the row is made inside them, so they reach its title and its control alike.
        if case .modified(let inner, let modifier) = row.unmarked {
            switch modifier {
            case .controlStyle(.picker, .system(let style)) where style != "menu" && style != "automatic":
                // A segmented, wheel or inline picker is drawn without a row title, as iOS draws it in a Form.
                return row
            case .lifecycle, .controlStyle, .list, .tint, .disabled, .labelsHidden, .tag, .foregroundColor, .font,
                .fontWeight:
                return .modified(titled(inner), modifier)
            default:
                return row
            }
        }
        guard case .control(var control) = row.unmarked else { return row }
        if control.leadsOn { return NavigationLinkRow.row(control) }
        switch control.kind {
        case .toggle, .stepper, .picker: break
        case .button, .slider, .progress, .textField, .choice: return row
        }
        let title = control.label
        if case .empty = title { return row }
        control.label = .empty
        return .row(title, trailing: .control(control))
    }
}

extension Evaluator {
    /// A List's or Form's rows as iOS draws them: a row that is a Label with a symbol shows the symbol in
    /// the app's accent colour (a foreground style on the Label, around it, still colours both).
    func listRows(_ rows: [ViewNode]) -> [ViewNode] {
        let accent = accentColor
        // Through the modifiers around the row (the view of the file that made it, a gesture, a list
        // trait) to the Label, but not through a colour given to the whole Label.
        func tinted(_ row: ViewNode) -> ViewNode {
            if let (icon, title) = LabelView.parts(row) {
                guard isSymbol(icon) else { return row }
                return LabelView.make(icon: .modified(icon, .foregroundColor(.color(accent))), title: title)
            }
            guard case .modified(let inner, let modifier) = row else { return row }
            if case .foregroundColor = modifier { return row }
            return .modified(tinted(inner), modifier)
        }
        // An image under modifiers (a tap gesture, a frame): a colour of its own inside still wins.
        func isSymbol(_ icon: ViewNode) -> Bool {
            if case .modified(let inner, _) = icon { return isSymbol(inner) }
            if case .image = icon { return true }
            return false
        }
        return rows.map(tinted)
    }
}

extension ListTrait {
    var rowInsets: EdgeInsets? { if case .rowInsets(let insets) = self { insets } else { nil } }
    var rowBackground: ViewNode? { if case .rowBackground(let view) = self { view } else { nil } }
    var rowSeparatorHidden: Bool? { if case .rowSeparatorHidden(let hidden) = self { hidden } else { nil } }
    var rowSeparatorTint: Color? { if case .rowSeparatorTint(let tint) = self { tint } else { nil } }
    var badge: ViewNode? { if case .badge(let badge) = self { badge } else { nil } }
}

extension ViewNode {
    /// A list modifier on the row itself.
    func listTrait<T>(_ pick: (ListTrait) -> T?) -> T? {
        trait { if case .list(let trait) = $0 { pick(trait) } else { nil } }
    }
}
