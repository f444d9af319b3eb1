import Raster
import Style
import UI

/// A List in iOS's inset grouped style (its automatic style on an iPhone), a Form, and the grouped and
/// inset styles: each section's rows in a group on the grouped background, a hairline between rows
/// from the row's content, the header small, grey and capitalised above the group and the footer below
/// it. Inset grouped (and inset) groups are set in by the layout margin with rounded corners; grouped
/// ones reach both edges, square. Sections are 35 points apart; the first starts 35 points down, or 20
/// above its header.
enum GroupedList {
    static let cornerRadius = 10.0
    static let sectionSpacing = 35.0

    static var background: Color { Builtins.systemColors["systemGroupedBackground"] ?? .white }
    static var groupColor: Color { Builtins.systemColors["secondarySystemGroupedBackground"] ?? .white }
    static var secondary: Color { Builtins.systemColors["secondaryLabel"] ?? .gray }

    static func lowered(
        _ sections: [ListSection], style: ListStyleKind, margin: Double, rowSpacing: Double? = nil,
        sectionSpacing between: Double = sectionSpacing
    ) -> ViewNode {
        let parts = sections.enumerated().map {
            section($1, style: style, margin: margin, index: $0, rowSpacing: rowSpacing)
        }
        let stacked = ViewNode.stack(.v, spacing: between, alignment: .leading, parts)
        let top = sections.first?.header == nil ? sectionSpacing : 20
        return .modified(stacked, .padding(EdgeInsets(top: top, bottom: sectionSpacing)))
    }

    static func section(
        _ section: ListSection, style: ListStyleKind, margin: Double, index: Int, rowSpacing: Double? = nil
    ) -> ViewNode {
        let isInset = style != .grouped
        // Inside an inset group the rows are set in by the margin again; a full-width group's rows by it once.
        let insets = ListRow.insets(margin: isInset ? 20 : margin)
        let shape: ShapeValue =
            isInset ? .roundedRectangle(cornerRadius: cornerRadius, style: .continuous) : .rectangle
        func grouped(_ rows: [ViewNode]) -> ViewNode {
            // iOS's group is its cells' backgrounds: where a row has its own (`.listRowBackground(Color.clear)`
            // lets the list's grey show), the others keep the group's colour, each cell its own, the whole
            // clipped to the group's rounded corners (a clip costs a layer: only then).
            let ownBackgrounds = rows.contains { $0.listTrait(\.rowBackground) != nil }
            let groupFill = ViewNode.paint(.color(groupColor))
            var stacked: [ViewNode] = []
            for (index, row) in rows.enumerated() {
                let own = row.listTrait(\.rowBackground)
                let background = own ?? groupFill
                var shown = ListRow.row(row, insets: insets)
                if ownBackgrounds, own == nil {
                    shown = .modified(shown, .background(groupFill, alignment: .center))
                }
                stacked.append(shown)
                if index < rows.count - 1, ListRow.hasSeparator(row) {
                    // The separator is the cell's: its background under the inset before the line.
                    let separator = ListRow.separator(after: row, leading: insets.leading)
                    stacked.append(
                        ownBackgrounds ? .modified(separator, .background(background, alignment: .center)) : separator)
                }
            }
            let stack = ViewNode.stack(.v, spacing: 0, alignment: .leading, stacked)
            guard ownBackgrounds else {
                return .modified(
                    stack, .background(.shape(shape, .fill(.color(groupColor), innerShadows: [])), alignment: .center))
            }
            return isInset ? .modified(stack, .clipShape(shape)) : stack
        }
        // `.listRowSpacing`: each row a group of its own, without separators.
        let group =
            rowSpacing.map { spacing in
                ViewNode.stack(.v, spacing: spacing, alignment: .leading, section.rows.map { grouped([$0]) })
            } ?? grouped(section.rows)
        let captionInset = isInset ? margin + 20 : margin
        var parts: [ViewNode] = []
        if let header = section.header { parts.append(caption(header, uppercased: true, inset: captionInset)) }
        parts.append(isInset ? .modified(group, .padding(EdgeInsets(leading: margin, trailing: margin))) : group)
        if let footer = section.footer { parts.append(caption(footer, uppercased: false, inset: captionInset)) }
        return .modified(
            .stack(.v, spacing: 7, alignment: .leading, parts),
            .flexibleFrame(
                FlexibleFrame(minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: nil, alignment: .leading)))
    }

    /// A header or footer: footnote size, secondary grey, in line with the rows' content.
    private static func caption(_ node: ViewNode, uppercased: Bool, inset: Double) -> ViewNode {
        var v = ViewNode.modified(node, .font(.footnote))
        v = .modified(v, .foregroundColor(.color(secondary)))
        if uppercased { v = .modified(v, .textCase(true)) }
        return .modified(v, .padding(EdgeInsets(leading: inset, trailing: inset)))
    }
}
