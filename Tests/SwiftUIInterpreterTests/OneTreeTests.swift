import Raster
import Style
import Testing
import UI

@testable import SwiftUIInterpreter

/// A screen is one tree: the interpreter's layout places every view, controls included, and any
/// modifier wraps any view. A Button inside a frame, a scale, an opacity or a colour scheme is laid out,
/// drawn and pressed where SwiftUI would put it.
@MainActor struct OneTreeTests {
    static let size = Size(width: 400, height: 300)

    /// The screen of `body`, its frame after `events`, and its state.
    @MainActor struct Screen {
        let file: ScreenFile
        let state = ScreenState()
        let ui = UIContext()

        init(_ body: String, declarations: String = "") throws {
            let source = """
                import SwiftUI
                struct ContentView: View {
                    @State private var taps = 0
                    @State private var isOn = false
                    var body: some View {
                        \(body)
                    }
                }
                \(declarations)
                """
            file = try ScreenFile.interpret(source: source, path: "Tree.swift")
        }

        func frame(_ events: [InputEvent] = [], time: Double = 0) throws -> UIFrame {
            let view = try file.view(preview: 0, colorScheme: .light, state: state, output: { _ in })
            return ui.frame(view, size: OneTreeTests.size, time: time, events: events)
        }

        func click(_ p: Point) throws {
            _ = try frame([.pointerMoved(p), .pointerDown(p), .pointerUp(p)])
        }

        var taps: Double { state.number("ContentView.taps#1") }
    }

    /// The layers the frame drew, outermost first, however deep.
    static func layers(_ commands: [DrawCommand]) -> [Layer] {
        commands.flatMap { command -> [Layer] in
            if case .layer(let layer) = command { return [layer] + layers(layer.content) }
            return []
        }
    }

    @Test func effectsAroundAButtonAreDrawnNotRefused() throws {
        for effect in [
            ".scaleEffect(0.5)", ".opacity(0.5)", ".clipShape(Capsule())", ".colorScheme(.dark)",
            ".rotationEffect(.degrees(10))",
            ".blur(radius: 2)", ".shadow(radius: 4)", ".cornerRadius(12)", ".environment(\\.colorScheme, .dark)",
        ] {
            let screen = try Screen("Button(\"Tap\") { taps += 1 }.buttonStyle(.borderedProminent)\(effect)")
            let frame = try screen.frame()
            #expect(frame.controls.count == 1, "\(effect)")
            #expect(!Self.layers(frame.commands).isEmpty, "\(effect) wraps what the Button draws")
        }
    }

    /// 400 × 300: the Button's label fills a 200-point frame, so the Button is 200 wide (a bordered
    /// style adds its padding around a label that fills), centred: x 100…300.
    @Test func aFrameInsideTheLabelWidensTheButton() throws {
        let screen = try Screen(
            """
            Button { taps += 1 } label: { Text("Wide").frame(maxWidth: .infinity) }
                .frame(width: 200)
                .buttonStyle(.plain)
            """)
        let button = try #require(try screen.frame().controls.first)
        #expect(abs(button.frame.width - 200) < 0.5, "\(button.frame)")
        #expect(abs(button.frame.minX - 100) < 0.5, "\(button.frame)")
    }

    /// A Button scaled to half about its centre takes the press where it is drawn: its frame is laid out
    /// 120 wide (a 120 × 60 label), but only the middle 60 points take the pointer.
    @Test func aPressLandsWhereAScaledButtonIsDrawn() throws {
        let screen = try Screen(
            """
            Button { taps += 1 } label: { Color.blue.frame(width: 120, height: 60) }
                .buttonStyle(.plain)
                .scaleEffect(0.5)
            """)
        let button = try #require(try screen.frame().controls.first)
        let centre = button.frame.center
        // 40 points left of the centre is inside the laid-out frame (60) but outside the drawn one (30).
        try screen.click(Point(x: centre.x - 40, y: centre.y))
        #expect(screen.taps == 0, "a press outside what is drawn misses")
        try screen.click(Point(x: centre.x - 25, y: centre.y))
        #expect(screen.taps == 1, "a press on what is drawn fires")
    }

    /// An offset moves the Button and where it takes the press together.
    @Test func anOffsetButtonTakesThePressWhereItIs() throws {
        let screen = try Screen(
            """
            Button { taps += 1 } label: { Color.red.frame(width: 40, height: 40) }
                .buttonStyle(.plain)
                .offset(x: 100)
            """)
        let button = try #require(try screen.frame().controls.first)
        // Centred at x 200, moved to 300.
        #expect(abs(button.frame.midX - 300) < 0.5)
        try screen.click(button.frame.center)
        #expect(screen.taps == 1)
    }

    /// `.allowsHitTesting(false)` over a gesture and `.disabled` over a Button: nothing fires.
    @Test func disabledAndNonHitTestingViewsTakeNoPress() throws {
        let screen = try Screen(
            """
            VStack {
                Button { taps += 1 } label: { Color.red.frame(width: 40, height: 40) }.disabled(true)
                Color.green.frame(width: 40, height: 40).onTapGesture { taps += 1 }.allowsHitTesting(false)
            }
            """)
        let frame = try screen.frame()
        for control in frame.controls { try screen.click(control.frame.center) }
        #expect(screen.taps == 0)
    }

    /// The layout puts a labelled Toggle in its VStack as the interpreter measures it, and a stack
    /// holding controls is laid out by the same rules as one without: the two rows below are 100 apart
    /// (a 92-point block, then the VStack's 8).
    @Test func controlsAndDrawingsShareOneLayout() throws {
        let screen = try Screen(
            """
            VStack(spacing: 8) {
                Color.orange.frame(width: 50, height: 92)
                Button { taps += 1 } label: { Color.red.frame(width: 50, height: 20) }.buttonStyle(.plain)
            }
            """)
        let button = try #require(try screen.frame().controls.first)
        // 92 + 8 + 20 = 120 high, centred in 300: the block at 90…182, the button at 190…210.
        #expect(abs(button.frame.minY - 190) < 0.5, "\(button.frame)")
    }

    /// A Button in a GeometryReader is laid out for the reader's size and still takes presses.
    @Test func controlsInsideAGeometryReaderArePressed() throws {
        let screen = try Screen(
            """
            GeometryReader { proxy in
                Button { taps += 1 } label: { Color.red.frame(width: proxy.size.width / 2, height: 30) }
                    .buttonStyle(.plain)
            }
            """)
        let button = try #require(try screen.frame().controls.first)
        #expect(abs(button.frame.width - 200) < 0.5)
        try screen.click(button.frame.center)
        #expect(screen.taps == 1)
    }

    /// A ScrollView offers its content no height: 30 rows of 40 points and 8 between them are 1,432
    /// points tall in a 300-point window, from the top (row 0 at y 0, row 1 at 48), clipped to it.
    @Test func aScrollViewShowsItsWholeContentFromTheTop() throws {
        let screen = try Screen(
            """
            ScrollView {
                VStack(spacing: 8) {
                    ForEach(0..<30, id: \\.self) { _ in
                        Button { taps += 1 } label: { Color.red.frame(height: 40) }.buttonStyle(.plain)
                    }
                }
            }
            """)
        let frame = try screen.frame()
        let rows = frame.controls.filter { $0.kind == .button }
        #expect(rows.count == 30)
        guard rows.count == 30 else { return }
        #expect(abs(rows[0].frame.minY) < 0.01)
        #expect(abs(rows[1].frame.minY - 48) < 0.01)
        #expect(abs(rows[29].frame.maxY - 1432) < 0.01)
        #expect(!Self.layers(frame.commands).filter { $0.clip != nil }.isEmpty, "clipped to the viewport")
    }

    /// SwiftUI's adaptive columns in a ScrollView 400 wide: floor((400 + 8) / (80 + 8)) = 4 columns of
    /// (400 − 3 × 8) / 4 = 94 points; a 2:3 card in each is 94 × 141, and the third row starts at
    /// 2 × (141 + 8) = 298 (the grid is not squeezed into the window's 300 points).
    @Test func anAdaptiveGridInAScrollViewKeepsItsCardsWhole() throws {
        let screen = try Screen(
            """
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                    ForEach(0..<10, id: \\.self) { _ in
                        Button { taps += 1 } label: {
                            RoundedRectangle(cornerRadius: 12).fill(Color.orange).aspectRatio(2 / 3, contentMode: .fit)
                        }
                        .buttonStyle(.plain)
                    }
                }
            }
            """)
        let cards = try screen.frame().controls.filter { $0.kind == .button }
        #expect(cards.count == 10)
        guard cards.count == 10 else { return }
        #expect(abs(cards[0].frame.width - 94) < 0.01, "\(cards[0].frame)")
        #expect(abs(cards[0].frame.height - 141) < 0.01, "\(cards[0].frame)")
        #expect(abs(cards[8].frame.minY - 298) < 0.01, "\(cards[8].frame)")
    }

    /// The wheel over a ScrollView scrolls it 40 points a step, no further than its content's end; a
    /// drag on its background follows the pointer; the rows stay pressable where they are drawn.
    @Test func theWheelAndADragScrollAScrollView() throws {
        let screen = try Screen(
            """
            ScrollView {
                VStack(spacing: 8) {
                    ForEach(0..<30, id: \\.self) { _ in
                        Button { taps += 1 } label: { Color.red.frame(width: 100, height: 40) }.buttonStyle(.plain)
                    }
                }
            }
            """)
        let top = try #require(try screen.frame().controls.first { $0.kind == .button })
        // Two steps down (negative), in the viewport: 80 points.
        _ = try screen.frame([.scroll(at: Point(x: 20, y: 100), steps: -2, fine: false)])
        let scrolled = try #require(try screen.frame().controls.first { $0.kind == .button })
        #expect(abs(scrolled.frame.minY - (top.frame.minY - 80)) < 0.01, "\(scrolled.frame)")
        // Far past the end: the last row's bottom meets the viewport's (1432 − 300 = 1132 at most).
        _ = try screen.frame([.scroll(at: Point(x: 20, y: 100), steps: -1000, fine: false)])
        let end = try #require(try screen.frame().controls.last { $0.kind == .button })
        #expect(abs(end.frame.maxY - 300) < 0.01, "\(end.frame)")
        // A drag down by 100 points on the background (beside the rows), a frame a step, scrolls back 100.
        _ = try screen.frame([.pointerMoved(Point(x: 20, y: 100)), .pointerDown(Point(x: 20, y: 100))])
        _ = try screen.frame([.pointerMoved(Point(x: 20, y: 150))])
        _ = try screen.frame([.pointerMoved(Point(x: 20, y: 200))])
        _ = try screen.frame([.pointerUp(Point(x: 20, y: 200))])
        let dragged = try #require(try screen.frame().controls.last { $0.kind == .button })
        #expect(abs(dragged.frame.maxY - 400) < 0.01, "\(dragged.frame)")
        // A row is pressed where it is drawn now.
        try screen.click(dragged.frame.center)
        #expect(screen.taps == 1)
    }

    /// `.safeAreaInset(edge: .bottom)`: the bar at the bottom edge, as wide as the view (400), 44 high
    /// at y 256…300; the view above it in the room left.
    @Test func aSafeAreaInsetPutsItsBarAtTheEdge() throws {
        let screen = try Screen(
            """
            Color.gray
                .safeAreaInset(edge: .bottom) {
                    Button { taps += 1 } label: { Color.red.frame(height: 44) }.buttonStyle(.plain)
                }
            """)
        let bar = try #require(try screen.frame().controls.first)
        #expect(bar.frame == Rect(x: 0, y: 256, width: 400, height: 44), "\(bar.frame)")
    }
}
