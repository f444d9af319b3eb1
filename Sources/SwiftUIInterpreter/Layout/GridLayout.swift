import Raster
import Style

/// `LazyVGrid` and `LazyHGrid` with their `GridItem`s: the cells in rows (a vertical grid's items
/// are its columns) or in columns (a horizontal grid's items are its rows), laid out as stacks of
/// stacks, which is how a grid draws at rest. A `.fixed` track is that long, `.flexible` tracks share
/// what is left, and an `.adaptive` item is as many tracks of at least its minimum as fit the grid.
struct GridLayout: Sendable {
    enum TrackSize: Sendable, Equatable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        case adaptive(minimum: Double, maximum: Double)
    }

    /// One `GridItem`: its size, the spacing after it (SwiftUI's default 8) and where it places its cells.
    struct Item: Sendable {
        var size: TrackSize
        var spacing: Double?
        var alignment: UnitPoint?
    }

    /// Items are columns (`LazyVGrid`) or rows (`LazyHGrid`).
    var isVertical: Bool
    var items: [Item]
    /// Between the rows of a vertical grid, the columns of a horizontal one.
    var spacing: Double?
    var alignment: UnitPoint
    var cells: [ViewNode]

    static let defaultSpacing = 8.0

    /// Whether the tracks depend on the grid's length across them (an adaptive item).
    var needsLength: Bool {
        items.contains {
            if case .adaptive = $0.size { return true }
            return false
        }
    }

    /// The tracks for a grid `length` points across them: each adaptive item as many flexible tracks
    /// as fit (`floor((room + spacing) / (minimum + spacing))`, at least one), one when the length is
    /// not known.
    func tracks(length: Double?) -> [Item] {
        let fixed = items.reduce(0.0) { total, item in
            if case .fixed(let l) = item.size { return total + l + (item.spacing ?? Self.defaultSpacing) }
            return total
        }
        return items.flatMap { item -> [Item] in
            guard case .adaptive(let minimum, let maximum) = item.size else { return [item] }
            let gap = item.spacing ?? Self.defaultSpacing
            let room = max(0, (length ?? 0) - fixed)
            let count = length == nil ? 1 : max(1, Int(((room + gap) / (max(1, minimum) + gap)).rounded(.down)))
            return Array(
                repeating: Item(
                    size: .flexible(minimum: minimum, maximum: maximum), spacing: gap, alignment: item.alignment),
                count: min(count, 1_000))
        }
    }

    /// The grid as stacks for `length` points across its tracks.
    func lowered(length: Double?) -> ViewNode {
        let tracks = tracks(length: length)
        guard !tracks.isEmpty else {
            return .stack(isVertical ? .v : .h, spacing: spacing, alignment: alignment, cells)
        }
        // The gap after each track but the last; SwiftUI spaces a row by its items' spacings.
        let gap = tracks.dropLast().map { $0.spacing ?? Self.defaultSpacing }.max() ?? Self.defaultSpacing
        var lines: [ViewNode] = []
        var start = 0
        while start < cells.count {
            let end = min(start + tracks.count, cells.count)
            var row: [ViewNode] = []
            for (offset, track) in tracks.enumerated() {
                // A short last line keeps its cells in their tracks: the missing ones are empty room.
                let cell = start + offset < end ? cells[start + offset] : .empty
                row.append(placed(cell, in: track))
            }
            lines.append(.stack(isVertical ? .h : .v, spacing: gap, alignment: .center, row))
            start = end
        }
        return .stack(
            isVertical ? .v : .h, spacing: spacing ?? Self.defaultSpacing, alignment: alignment, lines)
    }

    /// A cell in its track: a fixed track's length, or a flexible one's share, its content placed by
    /// the item's alignment.
    private func placed(_ cell: ViewNode, in track: Item) -> ViewNode {
        let alignment = track.alignment ?? .center
        switch track.size {
        case .fixed(let length):
            return .modified(
                cell,
                isVertical
                    ? .frame(width: length, height: nil, alignment: alignment)
                    : .frame(width: nil, height: length, alignment: alignment))
        case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
            let frame =
                isVertical
                ? FlexibleFrame(
                    minWidth: minimum, maxWidth: maximum, minHeight: nil, maxHeight: nil, alignment: alignment)
                : FlexibleFrame(
                    minWidth: nil, maxWidth: nil, minHeight: minimum, maxHeight: maximum, alignment: alignment)
            return .modified(cell, .flexibleFrame(frame))
        }
    }
}
