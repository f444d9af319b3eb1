import Raster
import Style
import Testing
import UI

@testable import SwiftUIInterpreter

/// The `Layout` protocol in a file's own code, run as SwiftUI runs it, each case worked by hand with
/// the estimated metrics (a 17-point character is 9.35 points wide, a line 21 tall).
@MainActor struct CustomLayoutTests {
    /// The views of `body` laid out on a bare 400 × 300 canvas, with `declarations` beside the view.
    static func views(_ body: String, _ declarations: String = "") throws -> [LaidOutView] {
        try laidOutViews(body, declarations)
    }

    /// A flow layout as public code writes it: subviews left to right, a new row when the next one
    /// would pass the bounds' right edge.
    static let flow = """
        struct FlowLayout: Layout {
            var spacing: CGFloat = 8
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let maxWidth = proposal.replacingUnspecifiedDimensions().width
                var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
                for size in subviews.map({ $0.sizeThatFits(.unspecified) }) {
                    if x + size.width > maxWidth && x > 0 { x = 0; y += rowHeight + spacing; rowHeight = 0 }
                    x += size.width + spacing
                    widest = max(widest, x - spacing)
                    rowHeight = max(rowHeight, size.height)
                }
                return CGSize(width: widest, height: y + rowHeight)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var x = bounds.minX, y = bounds.minY, rowHeight: CGFloat = 0
                for (index, subview) in subviews.enumerated() {
                    let size = subview.dimensions(in: .unspecified)
                    if x + size.width > bounds.maxX && x > bounds.minX { x = bounds.minX; y += rowHeight + spacing; rowHeight = 0 }
                    subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(width: size.width, height: size.height))
                    x += size.width + spacing
                    rowHeight = max(rowHeight, size.height)
                }
            }
        }
        """

    /// Tags of 10 characters (93.5 points) in a 200-point frame, 8 apart: two fit on a row (195), the
    /// third wraps. The layout answers 195 × (21 + 8 + 21) = 195 × 50, centred in the 200 × 300 frame,
    /// itself centred on the canvas: from x 102.5, y 125. The third tag starts the second row, 29 lower.
    @Test func aFlowLayoutWrapsItsTags() throws {
        let views = try Self.views(
            """
            FlowLayout {
                Text("abcdefghij"); Text("klmnopqrst"); Text("uvwxyz0123")
            }
            .frame(width: 200)
            """, Self.flow)
        let texts = views.filter { $0.type == "Text" }.map(\.frame)
        #expect(views.contains { $0.type == "FlowLayout" })
        #expect(texts.count == 3)
        #expect(zip(texts.map(\.minX), [102.5, 204, 102.5]).allSatisfy { abs($0 - $1) < 0.001 })
        #expect(texts.map(\.minY) == [125, 125, 154])
    }

    /// The cache `makeCache` makes is the one `sizeThatFits` changes and `placeSubviews` reads: here
    /// the sizing stores a column's x, which placing uses (60 from the bounds' left edge).
    @Test func theCacheIsKeptFromSizingToPlacing() throws {
        let layout = """
            struct Column: Layout {
                struct Cache { var x: CGFloat }
                func makeCache(subviews: Subviews) -> Cache { Cache(x: 0) }
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
                    cache.x = 60
                    return CGSize(width: 100, height: 100)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
                    for subview in subviews {
                        subview.place(at: CGPoint(x: bounds.minX + cache.x, y: bounds.minY), proposal: .unspecified)
                    }
                }
            }
            """
        let views = try Self.views("Column { Text(\"a\") }", layout)
        // The layout is 100 × 100 centred in 400 × 300: from (150, 100); the text at x 210.
        let text = try #require(views.first { $0.type == "Text" }?.frame)
        #expect(text.minX == 210 && text.minY == 100)
    }

    /// A subview the code does not place sits at the centre of the bounds, at its ideal size: the
    /// 40 × 40 layout from (180, 130), a 9.35-wide text centred at 200.
    @Test func anUnplacedSubviewIsCentred() throws {
        let layout = """
            struct Nothing: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 40, height: 40)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            """
        let views = try Self.views("Nothing { Text(\"a\") }", layout)
        let text = try #require(views.first { $0.type == "Text" }?.frame)
        #expect(abs(text.midX - 200) < 0.001 && abs(text.midY - 150) < 0.001)
    }

    /// `AnyLayout(HStackLayout())` or `AnyLayout(VStackLayout())`, chosen by state: side by side, then
    /// one above the other.
    @Test func anyLayoutSwitchesBetweenStacks() throws {
        let body = """
            let layout = wide ? AnyLayout(HStackLayout(spacing: 4)) : AnyLayout(VStackLayout())
            return layout { Text("a"); Text("b") }
            """
        let views = try Self.views(body, "")
        let a = try #require(views.first { $0.text == "a" }?.frame)
        let b = try #require(views.first { $0.text == "b" }?.frame)
        #expect(b.minY == a.minY && abs(b.minX - (a.maxX + 4)) < 0.001)
        #expect(views.contains { $0.type == "HStack" })
    }

    /// Code that fails inside a layout does not take the screen down: its subviews are laid out as a
    /// VStack's, and the error says where.
    @Test func aFailingLayoutFallsBackToAStack() throws {
        let layout = """
            struct Broken: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    subviews[5].sizeThatFits(.unspecified)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            """
        let views = try Self.views("Broken { Text(\"a\"); Text(\"b\") }", layout)
        let a = try #require(views.first { $0.text == "a" }?.frame)
        let b = try #require(views.first { $0.text == "b" }?.frame)
        #expect(b.minY == a.maxY)
    }

    /// `ProposedViewSize` as code builds and reads it: nil lengths replaced by 10 unless given, the
    /// named proposals, a `CGSize`.
    @Test func proposedViewSizeReadsAsSwiftUIs() throws {
        let unspecified = ProposedViewSize.named("unspecified")
        #expect(unspecified?.width == nil && unspecified?.height == nil)
        #expect(ProposedViewSize.named("infinity")?.width == .infinity)
        let layout = """
            struct Probe: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let unspecified = ProposedViewSize.unspecified.replacingUnspecifiedDimensions()
                    let given = ProposedViewSize(width: nil, height: 30).replacingUnspecifiedDimensions(by: CGSize(width: 7, height: 7))
                    return CGSize(width: unspecified.width + given.width, height: given.height + (proposal.height ?? 0))
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            """
        // Offered 400 × 300 by the canvas: 10 + 7 wide, 30 + 300 tall.
        let views = try Self.views("Probe { Text(\"a\") }", layout)
        let probe = try #require(views.first { $0.type == "Probe" }?.frame)
        #expect(probe.width == 17 && probe.height == 330)
    }
}
