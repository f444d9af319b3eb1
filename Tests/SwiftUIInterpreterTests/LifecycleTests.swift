import Foundation
import Raster
import Style
import Testing
import UI

@testable import SwiftUIInterpreter

/// A screen's views on the frame clock: `.onAppear` runs before the first frame shows, `.onChange`
/// hears a value change with the old and the new, timers and `asyncAfter` fire at their frames,
/// and `withAnimation` animates views that do not ask for it.
@Suite struct LifecycleTests {
    static func screen(_ state: String, _ body: String) -> String {
        """
        import SwiftUI
        struct ContentView: View {
            \(state)
            var body: some View {
                \(body)
            }
        }
        """
    }

    @Test func onAppearRunsOnceAndItsChangeShowsInTheFirstFrame() throws {
        let driver = try ScreenDriver(
            Self.screen(
                "@State private var greeting = \"…\"",
                "Text(greeting).onAppear { greeting = \"Hello\"; print(\"appeared\") }"))
        #expect(try driver.texts() == ["Hello"])
        _ = try driver.texts(at: 1)
        #expect(driver.printed.lines == ["appeared"])
    }

    /// The rows of a List, the cells of a lazy grid and a layout's subviews appear as a stack's
    /// children do: each row's own `.onAppear` runs, the common fade-in of rows.
    @Test(arguments: [
        "List(0..<3, id: \\.self) { index in row(index) }",
        "LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { ForEach(0..<3, id: \\.self) { row($0) } }",
        "Grid { GridRow { ForEach(0..<3, id: \\.self) { row($0) } } }",
        "Form { Section(\"Rows\") { ForEach(0..<3, id: \\.self) { row($0) } } }",
    ])
    func rowsOfListsAndGridsAppear(container: String) throws {
        let driver = try ScreenDriver(
            """
            import SwiftUI
            struct ContentView: View {
                @State private var shown: Set<Int> = []
                var body: some View { \(container) }
                func row(_ index: Int) -> some View {
                    Text(shown.contains(index) ? "Row \\(index)" : "hidden").onAppear { shown.insert(index) }
                }
            }
            """)
        #expect(try driver.texts().filter { $0.hasPrefix("Row") || $0 == "hidden" } == ["Row 0", "Row 1", "Row 2"])
    }

    /// A view that leaves the tree and comes back appears again; `.task` runs as `.onAppear` does.
    @Test func aViewThatComesBackAppearsAgain() throws {
        let driver = try ScreenDriver(
            Self.screen(
                "@State private var shown = true",
                """
                VStack {
                    Toggle(isOn: $shown) { Text("Shown") }
                    if shown { Text("Row").task { print("task") } }
                }
                """))
        let toggle = try #require(try driver.frame().controls.first).frame.center
        let click: [InputEvent] = [.pointerMoved(toggle), .pointerDown(toggle), .pointerUp(toggle)]
        try driver.frame(at: 1, click)
        try driver.frame(at: 2)
        try driver.frame(at: 3, click)
        try driver.frame(at: 4)
        #expect(driver.printed.lines == ["task", "task"])
    }

    @Test func onChangeHearsTheOldAndNewValues() throws {
        let driver = try ScreenDriver(
            Self.screen(
                "@State private var count = 0",
                """
                Button("Add") { count += 1 }
                    .onChange(of: count) { old, new in print("\\(old) → \\(new)") }
                    .onChange(of: count, initial: true) { print("now \\(count)") }
                """))
        let button = try #require(try driver.frame().controls.first).frame.center
        #expect(driver.printed.lines == ["now 0"])
        for time in [1.0, 2.0] {
            try driver.frame(at: time, [.pointerMoved(button), .pointerDown(button), .pointerUp(button)])
        }
        try driver.frame(at: 3)
        #expect(driver.printed.lines == ["now 0", "0 → 1", "now 1", "1 → 2", "now 2"])
    }

    /// `Timer.publish(every:)` ticks by the frame clock from the frame its view appeared: every tick
    /// that fell since the last frame comes, so it counts alike at any frame rate.
    @Test func aTimerTicksOnTheFrameClock() throws {
        let driver = try ScreenDriver(
            """
            import SwiftUI
            struct ContentView: View {
                @State private var ticks = 0
                let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                var body: some View {
                    Text("\\(ticks)").onReceive(timer) { _ in ticks += 1 }
                }
            }
            """)
        #expect(try driver.texts(at: 10) == ["0"])
        #expect(driver.state.isWaiting)
        #expect(try driver.texts(at: 10.5) == ["0"])
        #expect(try driver.texts(at: 11) == ["1"])
        #expect(try driver.texts(at: 13.5) == ["3"])
        #expect(try driver.texts(at: 14) == ["4"])
    }

    @Test func asyncAfterRunsWhenItsDeadlineComes() throws {
        let driver = try ScreenDriver(
            Self.screen(
                "@State private var message = \"waiting\"",
                """
                Text(message).onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { message = "done" }
                }
                """))
        #expect(try driver.texts(at: 2) == ["waiting"])
        #expect(try driver.texts(at: 2.4) == ["waiting"])
        #expect(try driver.texts(at: 2.5) == ["done"])
        #expect(!driver.state.isWaiting)
    }

    @Test func aScheduledTimerRepeatsUntilItIsInvalidated() throws {
        let driver = try ScreenDriver(
            Self.screen(
                "@State private var n = 0",
                """
                Text("\\(n)").onAppear {
                    Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { timer in
                        n += 1
                        if n == 3 { timer.invalidate() }
                    }
                }
                """))
        var shown: [String] = []
        for frame in 0...8 { shown += try driver.texts(at: Double(frame) * 0.25) }
        #expect(shown == ["0", "1", "2", "3", "3", "3", "3", "3", "3"])
        // At a frame every second, the ticks between come all the same.
        let slow = try ScreenDriver(
            Self.screen(
                "@State private var n = 0",
                "Text(\"\\(n)\").onAppear { Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in n += 1 } }"
            ))
        #expect(try slow.texts(at: 0) == ["0"])
        #expect(try slow.texts(at: 1) == ["4"])
    }

    /// A change made in `withAnimation` moves a view with no `.animation` of its own.
    @Test func withAnimationAnimatesEveryViewTheChangeMoves() throws {
        let driver = try ScreenDriver(
            Self.screen(
                "@State private var wide = false",
                """
                VStack {
                    Button("Grow") { withAnimation(.spring()) { wide.toggle() } }
                    Button("Jump") { wide.toggle() }
                    Rectangle().fill(Color.red).frame(width: wide ? 200 : 100, height: 20)
                }
                """))
        func width(at time: Double, _ events: [InputEvent] = []) throws -> Double {
            let frame = try driver.frame(at: time, events)
            return frame.commands.compactMap { command -> Double? in
                guard case .filled(_, let rect, _, _, _) = command, rect.height == 20 else { return nil }
                return rect.width
            }.first ?? -1
        }
        let buttons = try driver.frame().controls.map(\.frame.center)
        _ = try width(at: 1, [.pointerMoved(buttons[0]), .pointerDown(buttons[0]), .pointerUp(buttons[0])])
        let moving = try width(at: 1.15)
        #expect(moving > 110 && moving < 190)
        #expect(try width(at: 5) == 200)
        // Without it, the change shows at once.
        _ = try width(at: 6, [.pointerMoved(buttons[1]), .pointerDown(buttons[1]), .pointerUp(buttons[1])])
        #expect(try width(at: 6.15) == 100)
    }

    /// An `.onChange` that changes what it watches every time ends its frame after a few rounds
    /// instead of hanging it.
    @Test func anOnChangeThatFeedsItselfDoesNotHang() throws {
        let driver = try ScreenDriver(
            Self.screen(
                "@State private var n = 0",
                "Text(\"\\(n)\").onAppear { n = 1 }.onChange(of: n) { n += 1 }"))
        let shown = try driver.texts()
        #expect(shown.count == 1)
        _ = try driver.texts(at: 1)
    }

    /// `.task(id:)` runs when its view shows and again whenever the id changes.
    @Test func aTaskWithAnIdRunsAgainWhenItChanges() throws {
        let driver = try ScreenDriver(
            Self.screen(
                "@State private var page = 1",
                "Button(\"Next\") { page += 1 }.task(id: page) { print(\"load \\(page)\") }"))
        let button = try #require(try driver.frame().controls.first).frame.center
        try driver.frame(at: 1)
        try driver.frame(at: 2, [.pointerMoved(button), .pointerDown(button), .pointerUp(button)])
        try driver.frame(at: 3)
        #expect(driver.printed.lines == ["load 1", "load 2"])
    }
}

/// A change animated along its curve reaches inside shapes: a trim's ends, and a shape's own
/// parameters through its `animatableData`.
@Suite struct ShapeAnimationTests {
    /// The widths of the bounds of the shapes the frame draws at `time`.
    static func widths(_ driver: ScreenDriver, at time: Double, _ events: [InputEvent] = []) throws -> [Double] {
        func widths(_ commands: [DrawCommand]) -> [Double] {
            commands.flatMap { command -> [Double] in
                switch command {
                case .filled(let shape, let rect, _, _, _), .stroked(let shape, let rect, _, _, _):
                    return [(shape.path(in: rect).controlPointBounds.width * 10).rounded() / 10]
                case .layer(let layer): return widths(layer.content)
                default: return []
                }
            }
        }
        return widths(try driver.frame(at: time, events).commands)
    }

    @Test func aShapesAnimatableDataAndATrimMoveAlongTheAnimation() throws {
        let driver = try ScreenDriver(
            """
            import SwiftUI
            struct Bar: Shape {
                var fraction: Double
                var lift: Double = 0
                var animatableData: AnimatablePair<Double, Double> {
                    get { AnimatablePair(fraction, lift) }
                    set { fraction = newValue.first; lift = newValue.second }
                }
                func path(in rect: CGRect) -> Path {
                    Path(CGRect(x: 0, y: lift, width: rect.width * fraction, height: rect.height))
                }
            }
            struct ContentView: View {
                @State private var full = false
                var body: some View {
                    VStack {
                        Button("Go") { withAnimation(.spring()) { full.toggle() } }
                        Bar(fraction: full ? 1 : 0.2).fill(Color.blue).frame(width: 200, height: 20)
                        Rectangle().trim(from: 0, to: full ? 1 : 0).stroke(Color.red, lineWidth: 2)
                            .frame(width: 100, height: 10)
                    }
                }
            }
            """)
        let button = try #require(try driver.frame().controls.first).frame.center
        #expect(try Self.widths(driver, at: 0) == [40, 0])
        _ = try Self.widths(driver, at: 1, [.pointerMoved(button), .pointerDown(button), .pointerUp(button)])
        // Early in the spring, while the trim's end is still on the rectangle's top edge (its path
        // starts at the top-left corner and runs clockwise).
        let moving = try Self.widths(driver, at: 1.05)
        #expect(moving.count == 2)
        #expect(moving[0] > 45 && moving[0] < 190, "the bar grows through its animatableData: \(moving)")
        #expect(moving[1] > 2 && moving[1] < 95, "the trim's end moves along the rectangle: \(moving)")
        let settled = try Self.widths(driver, at: 5)
        // The stroke outline: the rectangle and half the line width on each side.
        #expect(settled == [200, 102])
    }
}

/// `Text` wraps at spaces to the width it is offered, within its line limit, its lines aligned by
/// `multilineTextAlignment`.
@Suite struct TextWrappingTests {
    static let metrics = EstimatedTextMetrics()

    @Test func linesBreakAtSpacesAndALimitEndsInAnEllipsis() {
        let font = Font.body
        // The estimate is 0.55 em a character: 17 pt body text, 9.35 pt a character, so 100 pt hold 10.
        let lines = TextWrapping.lines(
            "one two three four five", font: font, width: 100, limit: nil, metrics: Self.metrics)
        #expect(lines == ["one two", "three four", "five"])
        let limited = TextWrapping.lines(
            "one two three four five", font: font, width: 100, limit: 2, metrics: Self.metrics)
        #expect(limited.count == 2 && limited[1].hasSuffix("…"))
        #expect(Self.metrics.size(of: limited[1], font: font).width <= 100)
        // A word wider than the line breaks between characters; a newline always breaks.
        #expect(
            TextWrapping.lines("abcdefghijklmn\nx", font: font, width: 100, limit: nil, metrics: Self.metrics) == [
                "abcdefghij", "klmn", "x",
            ])
        #expect(
            TextWrapping.lines("no room needed", font: font, width: nil, limit: nil, metrics: Self.metrics).count == 1)
        // Spaces after a newline (a tab's four, before a bullet) indent the line they begin.
        #expect(
            TextWrapping.lines("Examples:\n    • One", font: font, width: nil, limit: nil, metrics: Self.metrics) == [
                "Examples:", "    • One",
            ])
    }

    @Test func aScreensLongTextWrapsToItsFrameAndCentresItsLines() throws {
        let driver = try ScreenDriver(
            """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    Text("Soft shadows need a light source and a surface of one colour")
                        .multilineTextAlignment(.center)
                        .frame(width: 180)
                }
            }
            """)
        let runs = try driver.frame().commands.compactMap { command -> (String, Point)? in
            if case .text(let string, _, _, let origin) = command { return (string, origin) }
            return nil
        }
        #expect(runs.count > 2)
        #expect(runs.map(\.0).joined(separator: " ") == "Soft shadows need a light source and a surface of one colour")
        for (string, origin) in runs {
            // Each line is centred on the frame's centre (the window's, 200).
            let width = Self.metrics.size(of: string, font: .body).width
            #expect(abs(origin.x + width / 2 - 200) < 0.5, "\(string)")
        }
        let ys = runs.map(\.1.y)
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $1 > $0 })
    }
}

/// `TimelineView` and `Date` on the frame clock: the preview's moment, 9:41 UTC on 9 January 2007, plus
/// the frame time, so a clock ticks in the window and a recording replays the same times.
@Suite struct TimelineTests {
    static let source = """
        import SwiftUI
        struct ContentView: View {
            var body: some View {
                VStack {
                    TimelineView(.periodic(from: .now, by: 10)) { context in
                        Text("\\(Calendar.current.component(.minute, from: context.date)):\\(Calendar.current.component(.second, from: context.date))")
                    }
                    TimelineView(.animation) { context in
                        Text("\\(Int(context.date.timeIntervalSinceReferenceDate))")
                    }
                    Text(Date(), style: .time)
                }
            }
        }
        """

    @Test func aTimelineShowsTheFramesDateOnItsScheduleAndKeepsTheWindowDrawing() throws {
        let driver = try ScreenDriver(Self.source)
        // 9:41:00 UTC on 9 January 2007 is 190,028,460 s after 1 January 2001.
        let first = try driver.texts(at: 0)
        #expect(first == ["41:0", "190028460", "9:41 AM"], "\(first)")
        #expect(driver.state.isWaiting)
        // 19.5 s on: the periodic timeline shows its last 10-second tick, the animation one every second.
        let later = try driver.texts(at: 19.5)
        #expect(later == ["41:10", "190028479", "9:41 AM"], "\(later)")
        let minute = try driver.texts(at: 65)
        #expect(minute == ["42:0", "190028525", "9:42 AM"], "\(minute)")
    }

    @Test func aScreenWithoutATimelineLetsTheWindowSleep() throws {
        let driver = try ScreenDriver(
            "import SwiftUI\nstruct ContentView: View { var body: some View { Text(Date(), style: .date) } }")
        #expect(try driver.texts(at: 3) == ["January 9, 2007"])
        #expect(!driver.state.isWaiting)
        let message = StyleFileTests.error(
            StyleFileTests.style("TimelineView(.hourly) { _ in Text(\"x\") }"))
        #expect(message.contains("a TimelineView's schedule is"), "\(message)")
    }
}
