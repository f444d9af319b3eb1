import Raster
import Style
import UI

/// `List { … }` on a screen, in iOS's plain style: rows 44 pt high at least, their content at the
/// leading edge with iOS's margins, a hairline between rows, and no background of its own, so the
/// view behind it shows (the articles put lists over their own backgrounds). The list takes all
/// the room it is offered and starts at its top; it does not scroll.
enum PlainList {
    static let rowHeight = 44.0
    static let rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)

    static func make(_ rows: [ViewNode]) -> ViewNode {
        var stacked: [ViewNode] = []
        for (index, row) in rows.enumerated() {
            var row = row
            if case .control(let link) = row.unmarked, link.leadsOn { row = NavigationLinkRow.row(link) }
            let padded = ViewNode.modified(row, .padding(rowInsets))
            stacked.append(
                .modified(
                    padded,
                    .flexibleFrame(
                        FlexibleFrame(
                            minWidth: nil, maxWidth: .infinity, minHeight: rowHeight, maxHeight: nil,
                            alignment: .leading))))
            if index < rows.count - 1 { stacked.append(hairline) }
        }
        let list = ViewNode.stack(.v, spacing: 0, alignment: .leading, stacked)
        return .modified(
            list,
            .flexibleFrame(
                FlexibleFrame(minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: .infinity, alignment: .top)
            ))
    }

    /// The separator: a half-point line from the row's leading margin to the list's trailing edge.
    private static var hairline: ViewNode {
        .modified(.divider, .padding(EdgeInsets(leading: rowInsets.leading)))
    }
}
