import Raster
import Style
import Testing
import UI

@testable import SwiftUIInterpreter

/// SwiftUI's default spacing by the kinds of the neighbours, each case worked by hand. The estimated
/// metrics make a 17-point body line 1.2 × 17 = 20.4, rounded up to 21 points tall, so h = 21:
/// its extra spacing is 0.1 h = 2.1, rounded up to the @3x pixel, 2⅓; its line spacing 23⅓.
struct StackSpacingTests {
    static var environment: DrawEnvironment {
        DrawEnvironment(label: Label(""), labelColor: nil, metrics: EstimatedTextMetrics())
    }

    static func gaps(_ kind: StackKind, _ children: [ViewNode], spacing: Double? = nil) -> [Double] {
        ViewNode.gaps(kind, spacing: spacing, children, in: Self.environment)
    }

    static let colour = ViewNode.paint(.color(.red))
    static let text = ViewNode.text("Hello")

    static func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 0.001 }
    }

    /// Two texts one above the other are lines of one paragraph: the lower font's leading apart, none
    /// for the system font.
    @Test func textBelowTextIsTheLeadingApart() {
        #expect(Self.gaps(.v, [Self.text, Self.text]) == [0])
        #expect(Self.gaps(.v, [Self.text, .modified(Self.text, .font(.title))]) == [0])
    }

    /// A colour above a text: the text's line spacing less its ascent, 23⅓ − 0.8 × 21 = 6.5333.
    /// A text above a colour: the line spacing less the cap height, 23⅓ − 0.59 × 21 = 10.9433 (more
    /// than the extra spacing and descent, 2⅓ + 4.2).
    @Test func textAndOtherViewsKeepTheTextsMetricsApart() {
        #expect(Self.close(Self.gaps(.v, [Self.colour, Self.text]), [23 + 1.0 / 3 - 16.8]))
        #expect(Self.close(Self.gaps(.v, [Self.text, Self.colour]), [23 + 1.0 / 3 - 12.39]))
    }

    /// Two views that are not text: the standard 8. Along an HStack, text asks nothing of its
    /// leading and trailing neighbours: 8 between any two.
    @Test func otherViewsAndRowsAreEightApart() {
        #expect(Self.gaps(.v, [Self.colour, Self.colour, .divider]) == [8, 8])
        #expect(Self.gaps(.h, [Self.text, Self.text, Self.colour]) == [8, 8])
    }

    /// `spacing:` as written, whatever the neighbours.
    @Test func explicitSpacingIsAsGiven() {
        #expect(Self.gaps(.v, [Self.text, Self.text, Self.colour], spacing: 3) == [3, 3])
    }

    /// `.padding()` makes the padded edges plain: a padded text above a text is a plain view above
    /// text (6.5333); padding only the sides keeps the text's top and bottom (0).
    @Test func paddingMakesAnEdgePlain() {
        let padded = ViewNode.modified(Self.text, .padding(EdgeInsets(all: 16)))
        #expect(Self.close(Self.gaps(.v, [padded, Self.text]), [23 + 1.0 / 3 - 16.8]))
        let sides = ViewNode.modified(Self.text, .padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)))
        #expect(Self.gaps(.v, [sides, Self.text]) == [0])
    }

    /// A VStack's top is its first child's, its bottom its last child's; an HStack's edges are all its
    /// children's at once, and the largest distance wins: an HStack of a text and a colour above a text
    /// is both a text (0) and a plain view (6.5333) above it.
    @Test func stacksPassOnTheirChildrensEdges() {
        let column = ViewNode.stack(.v, spacing: nil, alignment: .center, [Self.colour, Self.text])
        #expect(Self.gaps(.v, [column, Self.text]) == [0])
        let row = ViewNode.stack(.h, spacing: nil, alignment: .center, [Self.text, Self.colour])
        #expect(Self.close(Self.gaps(.v, [row, Self.text]), [23 + 1.0 / 3 - 16.8]))
    }

    /// A symbol sits on a text's baseline: no gap to the text beside it, the standard 8 to anything else.
    @Test func aSymbolIsCloseToText() {
        let symbol = ViewNode.image(SystemImage(named: "globe"))
        #expect(Self.gaps(.v, [symbol, Self.text, symbol, Self.colour]) == [0, 0, 8])
    }

    /// The stack is as tall as its children and these gaps: 21 + 0 + 21 = 42 for two texts.
    @Test func theStacksSizeCountsTheGaps() {
        let size = ViewNode.stack(.v, spacing: nil, alignment: .center, [Self.text, Self.text])
            .size(proposed: ProposedSize(width: 300, height: nil), in: Self.environment)
        #expect(size.height == 42)
    }
}
