import Raster
import Style
import Testing
import UI

@testable import SwiftUIInterpreter

/// Alignment guides, each case worked by hand with the estimated metrics: a line is 1.2 × its font's
/// size rounded up (17 points: 21 tall; 28: 34; 12: 15), a baseline 0.8 of a line below its top, a
/// character 0.55 × the size wide.
@MainActor struct AlignmentGuideTests {
    static func views(_ body: String, _ declarations: String = "") throws -> [LaidOutView] {
        try laidOutViews(body, declarations)
    }

    static func frame(_ views: [LaidOutView], _ text: String) throws -> Rect {
        try #require(views.first { $0.text == text }?.frame)
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.01 }

    /// `.firstTextBaseline`: a 34-point title line's baseline is 27.2 below its top, a 21-point body
    /// line's 16.8: the body text sits 10.4 lower, its baseline on the title's.
    @Test func firstTextBaselinesMeet() throws {
        let views = try Self.views(
            """
            HStack(alignment: .firstTextBaseline) {
                Text("Big").font(.title)
                Text("small")
            }
            """)
        let big = try Self.frame(views, "Big")
        let small = try Self.frame(views, "small")
        #expect(Self.close(small.minY - big.minY, 27.2 - 16.8))
        #expect(Self.close(big.minY + 27.2, small.minY + 16.8))
    }

    /// A view without text has its baseline at its bottom: a 30-point square's bottom on the text's
    /// baseline, 16.8 below the text's top.
    @Test func aViewWithoutTextHasItsBaselineAtItsBottom() throws {
        let views = try Self.views(
            """
            HStack(alignment: .firstTextBaseline) {
                Color.red.frame(width: 30, height: 30)
                Text("text")
            }
            """)
        let square = try #require(views.first { $0.type == "Color" }?.frame)
        let text = try Self.frame(views, "text")
        #expect(Self.close(square.maxY, text.minY + 16.8))
    }

    /// `.alignmentGuide(.leading) { d in d[.leading] - 20 }` moves a view 20 points right of the
    /// others' leading edge; `{ d in d.width }` puts its trailing edge there. Guides 0, −20 and 39
    /// (the width of "Back", 4 × 9.35 = 37.4): the line at 37.4, the others 37.4 and 57.4 from the
    /// stack's leading edge, which is 37.4 + max(… − guide) wide.
    @Test func explicitGuidesMoveTheirViews() throws {
        let views = try Self.views(
            """
            VStack(alignment: .leading) {
                Text("Lead")
                Text("Moved").alignmentGuide(.leading) { d in d[.leading] - 20 }
                Text("Back").alignmentGuide(.leading) { d in d.width }
            }
            """)
        let lead = try Self.frame(views, "Lead")
        let moved = try Self.frame(views, "Moved")
        let back = try Self.frame(views, "Back")
        #expect(Self.close(moved.minX - lead.minX, 20))
        #expect(Self.close(back.maxX, lead.minX))
        // The stack: 37.4 + (5 × 9.35 + 20 = 66.75) = 104.15 wide, centred in 400.
        let stack = try #require(views.first { $0.type == "VStack" }?.frame)
        #expect(Self.close(stack.width, 37.4 + 66.75))
        #expect(Self.close(back.minX, stack.minX))
    }

    /// A custom `AlignmentID` whose default is the centre, with explicit guides on a view inside each
    /// column: the two marked texts' centres meet, wherever they are in their columns.
    @Test func aCustomAlignmentLinesUpMarkedViewsAcrossStacks() throws {
        let declarations = """
            extension VerticalAlignment {
                private struct Marked: AlignmentID {
                    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
                }
                static let marked = VerticalAlignment(Marked.self)
            }
            """
        let views = try Self.views(
            """
            HStack(alignment: .marked) {
                VStack {
                    Color.red.frame(width: 10, height: 50)
                    Text("left").alignmentGuide(.marked) { d in d[VerticalAlignment.center] }
                }
                VStack {
                    Text("right").alignmentGuide(.marked) { d in d[VerticalAlignment.center] }
                    Color.blue.frame(width: 10, height: 80)
                }
            }
            """, declarations)
        let left = try Self.frame(views, "left")
        let right = try Self.frame(views, "right")
        #expect(Self.close(left.midY, right.midY))
        // The left column reaches 50 + 6.5333 + 10.5 = 67.0333 above the line (the colour, the gap
        // from a view to text, half the line), the right 10.5; below it the left reaches 10.5, the
        // right 10.5 + 10.9433 + 80 = 101.4433 (half the line, the gap from text to a view, the
        // colour). The row is 67.0333 + 101.4433 = 168.4766 tall.
        let row = try #require(views.first { $0.type == "HStack" }?.frame)
        let expected = 168.4766
        #expect(abs(row.height - expected) < 0.01)
    }

    /// Without a custom guide anywhere, a custom alignment is its `defaultValue`: here the bottom, so
    /// the bottoms of a 20- and a 60-point square meet.
    @Test func aCustomAlignmentsDefaultValueIsUsed() throws {
        let declarations = """
            struct BottomID: AlignmentID {
                static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
            }
            extension VerticalAlignment { static let bottomish = VerticalAlignment(BottomID.self) }
            """
        let views = try Self.views(
            """
            HStack(alignment: .bottomish) {
                Color.red.frame(width: 20, height: 20)
                Color.blue.frame(width: 20, height: 60)
            }
            """, declarations)
        let squares = views.filter { $0.type == "Color" }.map(\.frame)
        #expect(squares.count == 2 && Self.close(squares[0].maxY, squares[1].maxY))
    }
}
