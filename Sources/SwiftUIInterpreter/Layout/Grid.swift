import Raster
import Style

/// SwiftUI's `Grid` (iOS 16): rows of cells whose columns line up.
///
/// The rule: a grid has as many columns as its longest `GridRow` has cells (a cell with
/// `.gridCellColumns(n)` counts n). Each column is as wide as its widest cell that spans it alone, the
/// columns sharing the width offered as an HStack shares it among its children (from the least flexible
/// to the most, so a column of colours takes what the columns of text leave); a cell that spans
/// several columns, or says `.gridCellUnsizedAxes(.horizontal)`, takes the columns' width without
/// widening them. Each row is as tall as its tallest cell, the rows sharing the height as a VStack's
/// children do. A view that is not in a `GridRow` is a row of its own across every column. A cell sits
/// in its area by `.gridCellAnchor`, else its column's `.gridColumnAlignment`, else the row's and the
/// grid's alignment. So a grid is laid out as a VStack of HStacks of cells framed to their columns'
/// widths, once the width offered is known.
struct Grid: Sendable {
    /// One child of the grid: a `GridRow`'s cells (with its vertical alignment, when it gives one),
    /// or a view across every column.
    enum Row: Sendable {
        case cells([ViewNode], alignment: Double?)
        case across(ViewNode)
    }

    var alignment: UnitPoint
    var horizontalSpacing: Double?
    var verticalSpacing: Double?
    var rows: [Row]

    /// The cells and views inside, in order (what a screen resolves and a report lists).
    var views: [ViewNode] {
        rows.flatMap { row -> [ViewNode] in
            switch row {
            case .cells(let cells, _): cells
            case .across(let view): [view]
            }
        }
    }

    /// The same grid with each cell and view replaced.
    func mapViews(_ transform: (ViewNode) throws(EvaluationError) -> ViewNode) throws(EvaluationError) -> Grid {
        var grid = self
        var rows: [Row] = []
        for row in self.rows {
            switch row {
            case .cells(let cells, let alignment):
                var mapped: [ViewNode] = []
                for cell in cells { mapped.append(try transform(cell)) }
                rows.append(.cells(mapped, alignment: alignment))
            case .across(let view):
                rows.append(.across(try transform(view)))
            }
        }
        grid.rows = rows
        return grid
    }

    /// The grid as stacks of framed cells for an offer `width` points wide (nil: each column its ideal).
    func lowered(width: Double?, in environment: DrawEnvironment) -> ViewNode {
        let columns = columnCount
        guard columns > 0 else {
            return .stack(.v, spacing: verticalSpacing, alignment: alignment, views)
        }
        // Each column as the ZStack of the cells that span it alone: as wide as the widest, as flexible
        // as the most flexible.
        var members = Array(repeating: [ViewNode](), count: columns)
        var columnAlignment = Array(repeating: alignment.x, count: columns)
        for case .cells(let cells, _) in rows {
            var column = 0
            for cell in cells where column < columns {
                let span = min(cell.gridCellColumns, columns - column)
                if let x = cell.gridColumnAlignment { columnAlignment[column] = x }
                if span == 1 && !cell.gridCellUnsizedAxes.horizontal { members[column].append(cell) }
                column += span
            }
        }
        let proxies = members.map { $0.isEmpty ? ViewNode.empty : .stack(.z, spacing: nil, alignment: .center, $0) }
        var inner = environment
        inner.stackAxis = .h
        let widths = ViewNode.layout(
            .h, spacing: horizontalSpacing ?? EdgeSpacing.standard, proxies,
            proposed: ProposedSize(width: width, height: nil), inner
        ).map(\.width)
        let gap = horizontalSpacing ?? EdgeSpacing.standard
        let total = widths.reduce(0, +) + gap * Double(columns - 1)
        let lines = rows.map { row -> ViewNode in
            switch row {
            case .across(let view):
                guard view.gridCellUnsizedAxes.horizontal else { return view }
                return .modified(view, .frame(width: total, height: nil, alignment: alignment))
            case .cells(let cells, let rowAlignment):
                let y = rowAlignment ?? alignment.y
                var framed: [ViewNode] = []
                var column = 0
                for cell in cells where column < columns {
                    let span = min(cell.gridCellColumns, columns - column)
                    let width = widths[column..<column + span].reduce(0, +) + gap * Double(span - 1)
                    let anchor = cell.gridCellAnchor ?? UnitPoint(x: columnAlignment[column], y: y)
                    framed.append(.modified(cell, .frame(width: width, height: nil, alignment: anchor)))
                    column += span
                }
                // A short row keeps its cells in their columns: the missing ones are empty room.
                if column < columns {
                    let rest = widths[column...].reduce(0, +) + gap * Double(columns - column - 1)
                    framed.append(.modified(.empty, .frame(width: rest, height: nil, alignment: .center)))
                }
                return .stack(.h, spacing: gap, alignment: UnitPoint(x: 0.5, y: y), framed)
            }
        }
        return .stack(.v, spacing: verticalSpacing, alignment: alignment, lines)
    }

    /// As many columns as the longest row's cells span.
    private var columnCount: Int {
        rows.reduce(0) { most, row in
            guard case .cells(let cells, _) = row else { return most }
            return max(most, cells.reduce(0) { $0 + $1.gridCellColumns })
        }
    }
}

extension ViewNode {
    /// `.gridCellColumns(n)`: how many columns the cell spans (1 when it does not say).
    var gridCellColumns: Int {
        trait { if case .gridCell(let cell) = $0, let n = cell.columns { max(1, n) } else { nil } } ?? 1
    }

    /// `.gridColumnAlignment(_:)`: where the cells of this cell's column sit across it.
    var gridColumnAlignment: Double? {
        trait { if case .gridCell(let cell) = $0 { cell.columnAlignment } else { nil } }
    }

    /// `.gridCellAnchor(_:)`: where this cell sits in its area.
    var gridCellAnchor: UnitPoint? {
        trait { if case .gridCell(let cell) = $0 { cell.anchor } else { nil } }
    }

    /// `.gridCellUnsizedAxes(_:)`: the axes on which the cell takes the grid's size without setting it.
    var gridCellUnsizedAxes: (horizontal: Bool, vertical: Bool) {
        trait { if case .gridCell(let cell) = $0, let axes = cell.unsizedAxes { axes } else { nil } } ?? (false, false)
    }

    /// The first value `pick` finds among the modifiers on the view itself, from the outside in (not
    /// inside its children, its background or its overlay).
    func trait<T>(_ pick: (ViewModifier) -> T?) -> T? {
        var node = self
        while case .modified(let child, let modifier) = node {
            if let found = pick(modifier) { return found }
            node = child
        }
        return nil
    }
}

/// What a `.gridCell…` modifier says about a grid's cell.
struct GridCell: Sendable {
    var columns: Int?
    var columnAlignment: Double?
    var anchor: UnitPoint?
    var unsizedAxes: (horizontal: Bool, vertical: Bool)?
}
