import Raster
import Style
import Testing
import UI

@testable import SwiftUIInterpreter

/// SwiftUI's `Grid` and `Group`, each case worked by hand with the estimated metrics: a 17-point line
/// is 21 points tall and 0.55 × 17 = 9.35 points a character wide.
@MainActor struct GridTests {
    /// The views of `body` laid out on a bare 400 × 300 canvas, in tree order.
    static func views(_ body: String) throws -> [LaidOutView] { try laidOutViews(body) }

    static func frame(_ views: [LaidOutView], text: String) -> Rect? {
        views.first { $0.text == text }?.frame
    }

    static func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 0.01 } ?? false }

    /// Two columns: the first as wide as "Longer" (6 × 9.35 = 56.1), the second as "1234" (37.4); 8
    /// apart, 101.5 in all, centred in 400: from 149.25. Both rows' first cells start there (the grid's
    /// leading alignment), the second column at 149.25 + 56.1 + 8 = 213.35.
    @Test func columnsAreAsWideAsTheirWidestCell() throws {
        let views = try Self.views(
            """
            Grid(alignment: .leading) {
                GridRow { Text("A"); Text("1234") }
                GridRow { Text("Longer"); Text("5") }
            }
            """)
        #expect(Self.close(Self.frame(views, text: "A")?.minX, 149.25))
        #expect(Self.close(Self.frame(views, text: "Longer")?.minX, 149.25))
        #expect(Self.close(Self.frame(views, text: "1234")?.minX, 213.35))
        #expect(Self.close(Self.frame(views, text: "5")?.minX, 213.35))
        // Rows of text are lines of a paragraph: 21 apart.
        #expect(Self.close(Self.frame(views, text: "Longer")?.minY, Self.frame(views, text: "A")!.minY + 21))
    }

    /// `.gridColumnAlignment(.trailing)` on one cell moves its whole column: "5" ends where "1234" ends,
    /// 213.35 + 37.4 = 250.75.
    @Test func aColumnsAlignmentIsSetByAnyOfItsCells() throws {
        let views = try Self.views(
            """
            Grid(alignment: .leading) {
                GridRow { Text("A"); Text("1234") }
                GridRow { Text("Longer"); Text("5").gridColumnAlignment(.trailing) }
            }
            """)
        #expect(Self.close(Self.frame(views, text: "5")?.maxX, 250.75))
        #expect(Self.close(Self.frame(views, text: "1234")?.maxX, 250.75))
    }

    /// A colour spanning two columns is as wide as both and the gap (56.1 + 8 + 37.4 = 101.5) and does
    /// not widen them; a Divider with unsized width is as wide as the columns, not the canvas.
    @Test func spanningCellsAndUnsizedViewsTakeTheColumnsWidth() throws {
        let views = try Self.views(
            """
            Grid {
                GridRow { Text("Longer"); Text("1234") }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow { Color.red.frame(height: 10).gridCellColumns(2) }
            }
            """)
        let colour = views.first { $0.type == "Color" }?.frame
        #expect(Self.close(colour?.width, 101.5))
        #expect(Self.close(colour?.minX, 149.25))
        let divider = views.first { $0.type == "Divider" }?.frame
        #expect(Self.close(divider?.width, 101.5))
    }

    /// A colour in a column is flexible: its column takes all the text columns leave. 400 − 8 − 56.1
    /// = 335.9 for the colour.
    @Test func aFlexibleColumnTakesTheRest() throws {
        let views = try Self.views(
            """
            Grid {
                GridRow { Text("Longer"); Color.red.frame(height: 10) }
            }
            """)
        #expect(Self.close(views.first { $0.type == "Color" }?.frame.width, 335.9))
    }

    /// A row shorter than the longest keeps its cells in their columns: "B" starts at the first column
    /// of a grid whose three columns are 9.35 + 8 + 9.35 + 8 + 9.35 = 44.05 wide, from 177.975.
    @Test func aShortRowKeepsItsColumns() throws {
        let views = try Self.views(
            """
            Grid {
                GridRow { Text("a"); Text("b"); Text("c") }
                GridRow { Text("B") }
            }
            """)
        #expect(Self.close(Self.frame(views, text: "B")?.minX, 177.975))
    }

    /// A Group's views are its stack's children, each with the group's modifiers: two title lines
    /// (28 points, 34 tall by the estimate, 1.2 × 28 = 33.6 rounded up) one under the other, not
    /// drawn over each other.
    @Test func aGroupsViewsAreItsContainersChildren() throws {
        let views = try Self.views(
            """
            HStack {
                Group { Text("a"); Text("b") }.font(.title)
            }
            """)
        let a = try #require(Self.frame(views, text: "a"))
        let b = try #require(Self.frame(views, text: "b"))
        #expect(a.height == 34 && b.height == 34)
        #expect(Self.close(b.minX, a.maxX + 8))
        #expect(a.minY == b.minY)
    }
}
