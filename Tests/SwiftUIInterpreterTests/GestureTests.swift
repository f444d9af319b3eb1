import Foundation
import Raster
import Testing
import UI

@testable import SwiftUIInterpreter

/// A screen run frame by frame as the window runs it: evaluated at the frame's time, then laid out
/// and given the frame's input. What the file's closures print is kept.
final class ScreenDriver {
    let file: ScreenFile
    let state = ScreenState()
    let ui = UIContext()
    let printed = PrintedLines()
    let transition = ScreenTransition()
    static let size = Size(width: 400, height: 400)

    init(_ source: String) throws { file = try ScreenFile.interpret(source: source, path: "Driven.swift") }

    @discardableResult
    func frame(at time: Double = 0, _ events: [InputEvent] = []) throws -> UIFrame {
        state.tick(time)
        let view = try file.view(
            preview: 0, colorScheme: .light, state: state, output: printed.append, transition: transition, time: time)
        // Centred in the window, as the playground shows a screen.
        return ui.frame(.fill(alignment: .center, view), size: Self.size, time: time, events: events)
    }

    /// The frame's text runs.
    func texts(at time: Double = 0) throws -> [String] {
        try frame(at: time).commands.compactMap { command -> String? in
            if case .text(let string, _, _, _) = command { return string }
            return nil
        }
    }
}

/// SwiftUI's gestures on a screen: a drag moves a knob by its translation, taps count, a long press
/// completes on the frame clock, priorities decide who hears a press.
@Suite struct GestureTests {
    static func knob(_ gesture: String, extra: String = "") -> String {
        """
        import SwiftUI
        struct ContentView: View {
            @State private var offset = CGSize.zero
            \(extra)
            var body: some View {
                Circle().fill(Color.blue).frame(width: 60, height: 60)
                    .offset(x: offset.width, y: offset.height)
                    \(gesture)
            }
        }
        """
    }

    @Test func aDragMovesTheKnobByItsTranslationAndItsRegionFollows() throws {
        let driver = try ScreenDriver(
            Self.knob(
                """
                .gesture(DragGesture()
                    .onChanged { v in
                        offset = v.translation
                        print("changed \\(Int(v.translation.width)),\\(Int(v.translation.height)) at \\(Int(v.location.x)),\\(Int(v.location.y)) from \\(Int(v.startLocation.x))")
                    }
                    .onEnded { v in print("ended \\(Int(v.translation.width))") })
                """))
        let first = try driver.frame()
        let knob = try #require(first.controls.first { $0.kind == .gesture })
        #expect(knob.frame == Rect(x: 170, y: 170, width: 60, height: 60))
        let c = knob.frame.center
        // 5 points is under DragGesture's minimum distance of 10: nothing yet.
        try driver.frame(at: 0.1, [.pointerMoved(c), .pointerDown(c), .pointerMoved(Point(x: c.x + 5, y: c.y))])
        #expect(driver.printed.lines.isEmpty)
        try driver.frame(at: 0.2, [.pointerMoved(Point(x: c.x + 30, y: c.y + 10))])
        try driver.frame(
            at: 0.3, [.pointerMoved(Point(x: c.x + 50, y: c.y + 20)), .pointerUp(Point(x: c.x + 50, y: c.y + 20))])
        // The location is in the knob's own space: the centre of a 60-point circle is (30, 30), the
        // knob having moved by the translation of the move before.
        #expect(
            driver.printed.lines == [
                "changed 30,10 at 60,40 from 30", "changed 50,20 at 50,40 from 0", "ended 50",
            ])
        let moved = try #require(try driver.frame(at: 0.4).controls.first { $0.kind == .gesture })
        #expect(moved.frame == Rect(x: 220, y: 190, width: 60, height: 60))
    }

    @Test func aGestureStateFollowsTheDragAndGoesBackWhenItEnds() throws {
        let driver = try ScreenDriver(
            Self.knob(
                """
                .offset(x: drag.width)
                .gesture(DragGesture(minimumDistance: 0).updating($drag) { value, state, _ in state = value.translation })
                """, extra: "@GestureState private var drag = CGSize.zero"))
        let c = try #require(try driver.frame().controls.first).frame.center
        try driver.frame(at: 0.1, [.pointerMoved(c), .pointerDown(c), .pointerMoved(Point(x: c.x + 40, y: c.y))])
        let held = try #require(try driver.frame(at: 0.2).controls.first)
        #expect(held.frame.minX == 170 + 40)
        try driver.frame(at: 0.3, [.pointerUp(Point(x: c.x + 40, y: c.y))])
        let released = try #require(try driver.frame(at: 0.4).controls.first)
        #expect(released.frame.minX == 170)
    }

    @Test func tapsCountInARowAndLandOnTheView() throws {
        let driver = try ScreenDriver(
            Self.knob(
                """
                .onTapGesture(count: 2) { print("double") }
                """))
        let c = try #require(try driver.frame().controls.first).frame.center
        func click(at time: Double, _ p: Point) throws {
            try driver.frame(at: time, [.pointerMoved(p), .pointerDown(p), .pointerUp(p)])
        }
        try click(at: 0, c)
        #expect(driver.printed.lines.isEmpty)
        try click(at: 0.2, c)
        #expect(driver.printed.lines == ["double"])
        // A third in the row makes no pair; the fourth does.
        try click(at: 0.4, c)
        #expect(driver.printed.lines.count == 1)
        try click(at: 0.6, c)
        #expect(driver.printed.lines.count == 2)
        // Far apart in time, two clicks are two singles; outside the circle's corner, none.
        try click(at: 5, c)
        try click(at: 6, c)
        try click(at: 7, Point(x: c.x + 28, y: c.y + 28))
        try click(at: 7.1, Point(x: c.x + 28, y: c.y + 28))
        #expect(driver.printed.lines.count == 2)
    }

    @Test func aLongPressCompletesOnTheFrameClockAndAShortOneDoesNot() throws {
        let driver = try ScreenDriver(
            Self.knob(
                """
                .onLongPressGesture(minimumDuration: 0.5, pressing: { p in print("pressing \\(p)") }) { print("done") }
                """))
        let c = try #require(try driver.frame().controls.first).frame.center
        let held = try driver.frame(at: 1, [.pointerMoved(c), .pointerDown(c)])
        #expect(held.isAnimating, "frames keep coming while a press is held")
        try driver.frame(at: 1.3)
        #expect(driver.printed.lines == ["pressing true"])
        try driver.frame(at: 1.5)
        #expect(driver.printed.lines == ["pressing true", "done", "pressing false"])
        try driver.frame(at: 2, [.pointerUp(c)])
        #expect(driver.printed.lines.count == 3)
        // Released after 0.2 s: it ends unrun.
        try driver.frame(at: 3, [.pointerDown(c)])
        try driver.frame(at: 3.2, [.pointerUp(c)])
        #expect(driver.printed.lines.suffix(2) == ["pressing true", "pressing false"])
        // Moved past its maximum distance of 10 points: it fails at once.
        try driver.frame(at: 4, [.pointerDown(c)])
        try driver.frame(at: 4.1, [.pointerMoved(Point(x: c.x + 15, y: c.y))])
        try driver.frame(at: 5, [.pointerUp(Point(x: c.x + 15, y: c.y))])
        #expect(driver.printed.lines.suffix(2) == ["pressing true", "pressing false"])
        #expect(driver.printed.lines.filter { $0 == "done" }.count == 1)
    }

    /// A button inside a view with `.gesture` hears its own press (a view's own gestures come first);
    /// `highPriorityGesture` takes it from the button.
    @Test func aHighPriorityGestureWinsOverTheButtonInsideAndAPlainOneDoesNot() throws {
        for (modifier, expected) in [("gesture", ["button"]), ("highPriorityGesture", ["gesture"])] {
            let driver = try ScreenDriver(
                """
                import SwiftUI
                struct ContentView: View {
                    var body: some View {
                        VStack { Button("Press") { print("button") } }
                            .padding(40)
                            .\(modifier)(TapGesture().onEnded { print("gesture") })
                    }
                }
                """)
            let button = try #require(try driver.frame().controls.first { $0.kind == .button }).frame.center
            try driver.frame(at: 0, [.pointerMoved(button), .pointerDown(button), .pointerUp(button)])
            #expect(driver.printed.lines == expected, "\(modifier)")
        }
    }

    /// The soft-UI way to know a Button is held: a zero-distance drag beside it. The Button still
    /// fires, the drag hears the same press from first touch to release, and a sibling's simultaneous
    /// gesture that the pointer is merely over hears nothing.
    @Test func aSimultaneousGestureHearsTheButtonsPressAndTheButtonStillFires() throws {
        let driver = try ScreenDriver(
            """
            import SwiftUI
            struct ContentView: View {
                @State private var held = false
                var body: some View {
                    VStack {
                        Text(held ? "Held" : "Idle")
                        ZStack {
                            Color.gray.frame(width: 300, height: 300)
                                .simultaneousGesture(TapGesture().onEnded { print("sibling") })
                            Button("Press") { print("button") }
                                .simultaneousGesture(
                                    DragGesture(minimumDistance: 0)
                                        .onChanged { _ in held = true; print("changed") }
                                        .onEnded { _ in held = false; print("ended") })
                        }
                    }
                }
            }
            """)
        let button = try #require(try driver.frame().controls.first { $0.kind == .button }).frame.center
        try driver.frame(at: 0, [.pointerMoved(button), .pointerDown(button)])
        #expect(try driver.texts(at: 0.02).first == "Held")
        try driver.frame(at: 0.04, [.pointerUp(button)])
        #expect(driver.printed.lines.first == "changed")
        #expect(driver.printed.lines.filter { $0 != "changed" } == ["ended", "button"])
        #expect(try driver.texts(at: 0.06).first == "Idle")
    }

    @Test func aViewThatTakesNoHitsAndADisabledOneHearNothing() throws {
        for modifier in [".allowsHitTesting(false)", ".disabled(true)"] {
            let driver = try ScreenDriver(Self.knob(".onTapGesture { print(\"tap\") }\(modifier)"))
            let c = try #require(try driver.frame().controls.first).frame.center
            try driver.frame(at: 0, [.pointerMoved(c), .pointerDown(c), .pointerUp(c)])
            #expect(driver.printed.lines.isEmpty, "\(modifier)")
        }
    }

    /// A long press then a drag (`sequenced(before:)`): the drag moves only once the press has lasted.
    @Test func aSequencedDragWaitsForItsLongPress() throws {
        let driver = try ScreenDriver(
            Self.knob(
                """
                .gesture(LongPressGesture(minimumDuration: 0.3).onEnded { _ in print("armed") }
                    .sequenced(before: DragGesture(minimumDistance: 0).onChanged { v in print("drag \\(Int(v.translation.width))") }))
                """))
        let c = try #require(try driver.frame().controls.first).frame.center
        try driver.frame(at: 0, [.pointerMoved(c), .pointerDown(c)])
        try driver.frame(at: 0.4)
        try driver.frame(at: 0.5, [.pointerMoved(Point(x: c.x + 8, y: c.y))])
        #expect(driver.printed.lines == ["armed", "drag 0", "drag 8"])
    }

    /// An effect over a view with a gesture (a shadow, an opacity) is drawn, and the gesture kept.
    @Test func anEffectOverAGestureKeepsIt() throws {
        let driver = try ScreenDriver(Self.knob(".onTapGesture { print(\"tap\") }\n.shadow(radius: 4).opacity(0.9)"))
        let frame = try driver.frame()
        let c = try #require(frame.controls.first).frame.center
        try driver.frame(at: 0, [.pointerMoved(c), .pointerDown(c), .pointerUp(c)])
        #expect(driver.printed.lines == ["tap"])
    }
}

/// A `GeometryReader` with controls inside: made for the room the window gives it, its Buttons and
/// gestures take input.
@Suite struct InteractiveGeometryTests {
    @Test func aButtonInsideAGeometryReaderIsPressedAndSeesTheSize() throws {
        let driver = try ScreenDriver(
            """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    GeometryReader { geo in
                        VStack {
                            Button("Half \\(Int(geo.size.width / 2))") { print("tapped") }
                            Circle().frame(width: 40, height: 40).onTapGesture { print("circle") }
                        }
                        .frame(width: geo.size.width)
                    }
                }
            }
            """)
        let frame = try driver.frame()
        let button = try #require(frame.controls.first { $0.kind == .button })
        let circle = try #require(frame.controls.first { $0.kind == .gesture })
        #expect(button.key.hasPrefix("geometry 1/"))
        let texts = frame.commands.compactMap { command -> String? in
            if case .text(let s, _, _, _) = command { return s }
            return nil
        }
        #expect(texts.contains("Half 200"))
        for c in [button.frame.center, circle.frame.center] {
            try driver.frame(at: 0, [.pointerMoved(c), .pointerDown(c), .pointerUp(c)])
        }
        #expect(driver.printed.lines == ["tapped", "circle"])
    }
}
