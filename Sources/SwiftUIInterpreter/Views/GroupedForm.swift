import Raster
import Style
import UI

/// `Form { Section { … } }` in iOS's grouped style: each section's rows in an inset group with
/// rounded corners on the grouped background, a hairline between rows from the row's leading
/// margin, the header small, grey and capitalised above the group and the footer below it. A row's
/// control sits at the trailing edge with its title at the leading one, as iOS lays out form rows.
/// The form takes all the room offered and starts at its top; it does not scroll.
enum GroupedForm {
    static let rowInsets = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    static let cornerRadius = 10.0
    static let margin = 20.0
    static let sectionSpacing = 30.0

    static var background: Color { Builtins.systemColors["systemGroupedBackground"] ?? .white }
    static var groupColor: Color { Builtins.systemColors["secondarySystemGroupedBackground"] ?? .white }
    static var secondary: Color { Builtins.systemColors["secondaryLabel"] ?? .gray }

    static func form(_ children: [ViewNode]) -> ViewNode {
        // Rows written straight in the Form, between Sections, make untitled sections of their own.
        var parts: [ViewNode] = []
        var loose: [ViewNode] = []
        func flush() {
            if !loose.isEmpty { parts.append(section(loose, header: nil, footer: nil)) }
            loose = []
        }
        for child in children {
            if isSection(child) {
                flush()
                parts.append(child)
            } else {
                loose.append(child)
            }
        }
        flush()
        let stacked = ViewNode.stack(.v, spacing: sectionSpacing, alignment: .leading, parts)
        let padded = ViewNode.modified(
            stacked, .padding(EdgeInsets(top: margin, leading: margin, bottom: margin, trailing: margin)))
        let filled = ViewNode.modified(padded, .flexibleFrame(fill(.top)))
        // The grouped background reaches under a navigation bar and its large title, as iOS's does.
        let page = ViewNode.modified(
            .paint(.color(background)), .ignoresSafeArea(edges: ["top", "leading", "bottom", "trailing"]))
        return .stack(.z, spacing: nil, alignment: .center, [page, filled])
    }

    static func section(_ rows: [ViewNode], header: ViewNode?, footer: ViewNode?) -> ViewNode {
        var stacked: [ViewNode] = []
        for (index, row) in rows.enumerated() {
            stacked.append(.modified(.modified(formRow(row), .padding(rowInsets)), .flexibleFrame(fillWidth(.leading))))
            if index < rows.count - 1 {
                stacked.append(.modified(.divider, .padding(EdgeInsets(leading: rowInsets.leading))))
            }
        }
        let group = ViewNode.modified(
            .stack(.v, spacing: 0, alignment: .leading, stacked),
            .background(
                .shape(
                    .roundedRectangle(cornerRadius: cornerRadius, style: .continuous),
                    .fill(.color(groupColor), innerShadows: [])),
                alignment: .center))
        var parts: [ViewNode] = []
        if let header { parts.append(caption(header, uppercased: true)) }
        parts.append(group)
        if let footer { parts.append(caption(footer, uppercased: false)) }
        return .modified(.stack(.v, spacing: 7, alignment: .leading, parts), sectionMark)
    }

    /// A header or footer: footnote size, secondary grey, set in from the group's edge.
    private static func caption(_ node: ViewNode, uppercased: Bool) -> ViewNode {
        var v = ViewNode.modified(node, .font(.footnote))
        v = .modified(v, .foregroundColor(.color(secondary)))
        if uppercased { v = .modified(v, .textCase(true)) }
        return .modified(v, .padding(EdgeInsets(leading: rowInsets.leading, trailing: rowInsets.leading)))
    }

    /// A control row: its title at the leading edge, the control at the trailing one.
    private static func formRow(_ row: ViewNode) -> ViewNode {
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

    /// A section is marked by a modifier that changes nothing (a stack's `.fixedSize` of neither
    /// axis), so the Form can tell its Sections from loose rows.
    private static let sectionMark = ViewModifier.fixedSize(horizontal: false, vertical: false)

    static func isSection(_ node: ViewNode) -> Bool {
        if case .modified(.stack, .fixedSize(false, false)) = node { return true }
        return false
    }

    private static func fill(_ alignment: UnitPoint) -> FlexibleFrame {
        FlexibleFrame(minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: .infinity, alignment: alignment)
    }

    private static func fillWidth(_ alignment: UnitPoint) -> FlexibleFrame {
        FlexibleFrame(minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: nil, alignment: alignment)
    }
}
