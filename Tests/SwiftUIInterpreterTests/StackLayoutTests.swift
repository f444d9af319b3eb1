import Raster
import Style
import Testing
import UI

@testable import SwiftUIInterpreter

/// SwiftUI's stack rule, each case worked by hand: the space left after spacing is shared from the
/// least flexible child to the most, higher layout priorities first, lower ones kept their minimums.
struct StackLayoutTests {
    static var environment: DrawEnvironment {
        DrawEnvironment(label: Label(""), labelColor: nil, metrics: EstimatedTextMetrics())
    }

    static func widths(_ children: [ViewNode], spacing: Double, width: Double, height: Double? = 100) -> [Double] {
        var environment = Self.environment
        environment.stackAxis = .h
        return ViewNode.layout(
            .h, spacing: spacing, children, proposed: ProposedSize(width: width, height: height), environment
        ).map(\.width)
    }

    static let red = ViewNode.paint(.color(.red))
    static let blue = ViewNode.paint(.color(.blue))

    static func fixedWidth(_ view: ViewNode, _ width: Double) -> ViewNode {
        .modified(view, .frame(width: width, height: nil, alignment: .center))
    }

    /// 300 wide, spacing 10 twice: 280 to share. The 50-point view is the least flexible and is offered
    /// 280 / 2 (the Spacer waits for the others) but takes 50; the colour is offered the 230 left and
    /// takes it, and the Spacer, whose priority is below every other view's, keeps its minimum, 0.
    @Test func theLeastFlexibleChoosesFirstAndASpacerLast() {
        let widths = Self.widths(
            [Self.fixedWidth(Self.red, 50), .spacer(minLength: 0), Self.blue], spacing: 10, width: 300)
        #expect(widths == [50, 0, 230])
        // Two colours with no spacer share what the fixed view leaves.
        let colours = Self.widths([Self.fixedWidth(Self.red, 50), Self.blue, Self.red], spacing: 10, width: 300)
        #expect(colours == [50, 115, 115])
    }

    /// A text beside a Spacer wraps at the row's width less the Spacer's minimum, as in every list row
    /// SwiftUI draws, not at half of it; a Spacer in a frame is an ordinary view again.
    @Test func aTextBesideASpacerTakesTheRow() {
        let text = ViewNode.text("Converting information into something you can read on a phone")
        let widths = Self.widths([text, .spacer(minLength: 8)], spacing: 8, width: 300)
        // Offered 284, the text wraps at a word and the Spacer takes what the line leaves.
        #expect(widths[0] > 200 && widths[0] <= 284)
        #expect(abs(widths[0] + widths[1] - 292) < 0.01)
        let framed = ViewNode.modified(.spacer(minLength: 8), .frame(width: 20, height: nil, alignment: .center))
        #expect(framed.layoutPriority == 0)
        #expect(ViewNode.modified(.spacer(minLength: 8), .layoutPriority(2)).layoutPriority == 2)
    }

    /// `layoutPriority(1)` is offered everything but the others' minimums: the colour beside it has none,
    /// so it gets 0 (SwiftUI's behaviour: priority is greedy).
    @Test func aHigherPriorityTakesAllButTheOthersMinimums() {
        let first = Self.widths([.modified(Self.red, .layoutPriority(1)), Self.blue], spacing: 0, width: 300)
        #expect(first == [300, 0])
        // A 40-point minimum is kept for the lower priority: 300 − 40 = 260 for the first.
        let minimum = ViewNode.modified(
            Self.blue,
            .flexibleFrame(
                FlexibleFrame(minWidth: 40, maxWidth: nil, minHeight: nil, maxHeight: nil, alignment: .center)))
        let second = Self.widths([.modified(Self.red, .layoutPriority(1)), minimum], spacing: 0, width: 300)
        #expect(second == [260, 40])
    }

    /// Among unbounded children, the one with the longer minimum goes first: a Spacer of at least 100
    /// before the colour. 200 to share: the Spacer is offered 100 (its minimum), the colour the 100 left.
    @Test func amongTheUnboundedTheLongerMinimumGoesFirst() {
        let widths = Self.widths([Self.blue, .spacer(minLength: 100)], spacing: 0, width: 200)
        #expect(widths == [100, 100])
    }

    /// Offered no width, every child takes its ideal: a colour's is SwiftUI's default 10.
    @Test func offeredNothingEachTakesItsIdeal() {
        let widths = Self.widths([Self.fixedWidth(Self.red, 30), Self.blue], spacing: 8, width: .infinity)
        // An infinite offer is an offer: the colour takes it. No offer is nil.
        #expect(widths[0] == 30)
        var environment = Self.environment
        environment.stackAxis = .h
        let ideal = ViewNode.layout(
            .h, spacing: 8, [Self.fixedWidth(Self.red, 30), Self.blue], proposed: ProposedSize(width: nil, height: nil),
            environment)
        #expect(ideal.map(\.width) == [30, ViewNode.idealFlexibleLength])
    }

    /// A Spacer is flexible only along its stack: in a VStack it is no wider than nothing.
    @Test func aSpacerIsFlexibleOnlyAlongItsStack() {
        var environment = Self.environment
        environment.stackAxis = .v
        let size = ViewNode.spacer(minLength: 8).size(proposed: ProposedSize(width: 300, height: 50), in: environment)
        #expect(size == Size(width: 0, height: 50))
        let stack = ViewNode.stack(.v, spacing: 0, alignment: .center, [.spacer(minLength: 8)])
        #expect(stack.size(proposed: ProposedSize(width: 300, height: 50), in: Self.environment).width == 0)
    }

    /// A text is offered its share and wraps to it; with `lineLimit(1)` it is cut short with "…".
    /// An HStack's height, as a VStack ranks it, is its text's height in the width the icon beside it leaves,
    /// not in the whole width: else the VStack, taking it for less flexible than it is, offers it too little
    /// height when placed and cuts its last line (Forecastly's list of 🔍-led lines).
    @Test func anHStacksHeightRangeWrapsItsTextInItsShare() {
        var environment = Self.environment
        environment.stackAxis = .v
        let rows: [ViewNode] = [
            .stack(
                .h, spacing: nil, alignment: .center,
                [
                    .text("🔍"),
                    .text("Converting information received from a JSON file into the weather information we need."),
                ]),
            // A Spacer waits for the texts, which take their lines: none of them wraps.
            .stack(
                .h, spacing: nil, alignment: .center,
                [.text("1/9/2007, 9:41 AM"), .spacer(minLength: 8), .text("SWIFT")]),
        ]
        for row in rows {
            for width in stride(from: 150.0, through: 420, by: 3) {
                let height = row.size(proposed: ProposedSize(width: width, height: nil), in: environment).height
                #expect(row.lengthRange(horizontally: false, across: width, in: environment).max == height, "\(width)")
            }
        }
    }

    @Test func textWrapsToItsShareAndTruncatesPastItsLineLimit() {
        let words = "one two three four five six seven eight nine ten"
        let environment = Self.environment
        let line = ViewNode.text(words).size(proposed: .unspecified, in: environment)
        let wrapped = ViewNode.text(words).size(
            proposed: ProposedSize(width: line.width / 2, height: nil), in: environment)
        #expect(wrapped.width <= line.width / 2 + 0.01)
        #expect(wrapped.height > line.height * 1.5, "two lines or more")
        var limited = environment
        limited.lineLimit = 1
        let cut = limited.lines(of: words, width: line.width / 2)
        #expect(cut.count == 1)
        #expect(cut[0].hasSuffix("…") && cut[0].hasPrefix("one two"))
    }

    /// Offered a height for two of its lines, a text that wraps to four keeps two, the second cut with
    /// "…"; offered less than a line, it keeps one; offered no height, all four.
    @Test func textKeepsTheLinesThatFitTheHeightOffered() {
        let words = "one two three four five six seven eight nine ten"
        let environment = Self.environment
        let line = ViewNode.text(words).size(proposed: .unspecified, in: environment)
        let width = line.width / 4 + 1
        let all = ViewNode.text(words).size(proposed: ProposedSize(width: width, height: nil), in: environment)
        #expect(all.height >= line.height * 4)
        let two = ViewNode.text(words).size(
            proposed: ProposedSize(width: width, height: line.height * 2 + 5), in: environment)
        #expect(two.height == line.height * 2)
        let lines = environment.fitted(words, width: width, height: line.height * 2 + 5).lines
        #expect(lines.count == 2 && lines[1].hasSuffix("…"))
        let one = ViewNode.text(words).size(proposed: ProposedSize(width: width, height: 3), in: environment)
        #expect(one.height == line.height)
    }

    /// The issue's own row: `HStack { Text("Leading"); Spacer(); Text("Trailing") }` in a padded VStack
    /// with a Spacer below sits at the top of the screen, its texts at the two edges.
    @Test @MainActor func aPaddedRowWithASpacerBelowSitsAtTheTop() throws {
        let source = """
            import SwiftUI
            struct ContentView: View {
                @State private var on = false
                var body: some View {
                    VStack {
                        HStack {
                            Text("Leading")
                            Spacer()
                            Toggle("", isOn: $on).labelsHidden()
                        }
                        Spacer()
                    }
                    .padding()
                }
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "Row.swift")
        let view = try file.view(preview: 0, colorScheme: .light, state: ScreenState(), output: { _ in })
        let frame = UIContext().frame(view, size: Size(width: 400, height: 800), time: 0)
        let toggle = try #require(frame.controls.first)
        // At the top (16 points of padding), at the trailing edge (400 − 16).
        #expect(abs(toggle.frame.maxX - 384) < 0.5, "\(toggle.frame)")
        #expect(toggle.frame.minY < 20, "\(toggle.frame)")
    }

    /// `ViewThatFits` picks the first view whose ideal width fits: offered 400, the 300-point row; offered
    /// 200, the 150-point one; offered 100, none fits, so the last.
    @Test func viewThatFitsPicksTheFirstThatFits() throws {
        let wide = Self.fixedWidth(Self.red, 300)
        let narrow = Self.fixedWidth(Self.blue, 150)
        let small = Self.fixedWidth(Self.red, 120)
        let choices = ViewNode.modified(
            .stack(.z, spacing: nil, alignment: .center, [wide, narrow, small]),
            .viewThatFits(horizontal: true, vertical: false))
        func width(_ offer: Double) -> Double {
            choices.size(proposed: ProposedSize(width: offer, height: 50), in: Self.environment).width
        }
        #expect(width(400) == 300)
        #expect(width(200) == 150)
        #expect(width(100) == 120)
    }

    /// `.minimumScaleFactor(0.5)` with `.lineLimit(1)`: offered 60 % of its one-line width, the text is
    /// drawn at about 60 % of its size, whole; offered 30 %, at half its size and cut short.
    @Test func aTextShrinksBeforeItIsCutShort() {
        var environment = Self.environment
        environment.font = Font(size: 40)
        let text = "1234567890"
        let full = environment.fitted(text, width: nil)
        let ideal = TextWrapping.size(of: full.lines, font: full.font, metrics: environment.metrics).width
        environment.lineLimit = 1
        environment.minimumScaleFactor = 0.5
        let shrunk = environment.fitted(text, width: ideal * 0.6)
        #expect(shrunk.lines == [text], "whole, on one line")
        #expect(shrunk.font.size < 40 * 0.62 && shrunk.font.size > 40 * 0.55, "\(shrunk.font.size)")
        let cut = environment.fitted(text, width: ideal * 0.3)
        #expect(cut.font.size == 20)
        #expect(cut.lines.count == 1 && cut.lines[0].hasSuffix("…"))
    }

    /// `.truncationMode(.middle)` and `.head` keep the ends of a line that is cut.
    @Test func truncationModesKeepTheEnds() {
        var environment = Self.environment
        environment.lineLimit = 1
        let text = "abcdefghijklmnopqrstuvwxyz"
        let width = environment.metrics.size(of: "abcdefghij", font: environment.textFont).width
        environment.truncationMode = .middle
        let middle = environment.fitted(text, width: width).lines
        #expect(middle.count == 1 && middle[0].hasPrefix("a") && middle[0].hasSuffix("z") && middle[0].contains("…"))
        environment.truncationMode = .head
        let head = environment.fitted(text, width: width).lines
        #expect(head.count == 1 && head[0].hasPrefix("…") && head[0].hasSuffix("z"))
    }
}
