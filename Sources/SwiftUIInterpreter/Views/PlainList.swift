import Raster
import Style
import UI

/// A List in iOS's plain style (`.listStyle(.plain)`): rows across the whole width, their content set
/// in by the layout margin, a hairline under every row but the last, a section's header in the
/// headline font above its rows, on the system background (`.scrollContentBackground(.hidden)` shows
/// the view behind it instead).
enum PlainList {
    static func lowered(_ sections: [ListSection], margin: Double) -> ViewNode {
        let insets = ListRow.insets(margin: margin)
        var stacked: [ViewNode] = []
        let count = sections.reduce(0) { $0 + $1.rows.count }
        var placed = 0
        for section in sections {
            if let header = section.header {
                // As wide as the list, so the header starts at the leading margin even with no rows beside it.
                let across = ViewNode.modified(
                    .modified(header, .font(.headline)),
                    .flexibleFrame(
                        FlexibleFrame(
                            minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: nil, alignment: .leading)))
                stacked.append(
                    .modified(across, .padding(EdgeInsets(top: 16, leading: margin, bottom: 6, trailing: margin))))
            }
            for row in section.rows {
                stacked.append(ListRow.row(row, insets: insets))
                placed += 1
                if placed < count, ListRow.hasSeparator(row) {
                    stacked.append(ListRow.separator(after: row, leading: insets.leading))
                }
            }
            if let footer = section.footer {
                stacked.append(
                    .modified(
                        .modified(.modified(footer, .font(.footnote)), .foregroundColor(.color(GroupedList.secondary))),
                        .padding(EdgeInsets(top: 6, leading: margin, bottom: 6, trailing: margin))))
            }
        }
        return .stack(.v, spacing: 0, alignment: .leading, stacked)
    }
}
