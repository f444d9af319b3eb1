import Raster
import Style
import Testing

@testable import UI

/// The press/release rules of DESIGN.md, driven by scripted events.
@Suite struct InteractionTests {
    /// A 100×100 circle button at (50,50)…(150,150) and a toggle below it.
    func tree(isOn: Bool = false) -> View {
        .vstack(
            spacing: 20, alignment: .leading,
            [
                .button(ButtonItem("tap", label: Label(systemImage: .heartFill), style: TestStyle())),
                .toggle(
                    ToggleItem("flip", label: Label(systemImage: .heartFill), style: TestToggleStyle(), isOn: isOn)),
            ])
    }
    let size = Size(width: 400, height: 400)

    struct TestStyle: ButtonStyle {
        var name: String { "test" }
        var padding: Double { 40 }
        var contentShape: AnyInsettableShape { AnyInsettableShape(Circle()) }
        func makeBody(configuration: ButtonConfiguration, in rect: Rect) -> [DrawCommand] {
            [.fill(Circle(), in: rect, .color(configuration.isPressed ? .black : .white))]
        }
    }

    struct TestToggleStyle: ToggleStyle {
        var name: String { "test-toggle" }
        var padding: Double { 40 }
        var contentShape: AnyInsettableShape { AnyInsettableShape(Circle()) }
        func makeBody(configuration: ToggleConfiguration, in rect: Rect) -> [DrawCommand] {
            [.fill(Circle(), in: rect, .color(configuration.isOn ? .blue : .white))]
        }
    }

    func run(_ ui: UIContext, _ events: [InputEvent], isOn: Bool = false) -> UIFrame {
        ui.frame(tree(isOn: isOn), size: size, time: 0, events: events)
    }

    func centre(_ ui: UIContext, _ key: String) -> Point {
        run(ui, []).controls.first { $0.key == key }!.frame.center
    }

    @Test func pressInsideReleaseInsideFiresOnce() {
        let ui = UIContext()
        let c = centre(ui, "tap")
        #expect(run(ui, [.pointerMoved(c), .pointerDown(c)]).tapped.isEmpty)
        #expect(run(ui, []).controls[0].isPressed)
        #expect(run(ui, [.pointerUp(c)]).tapped == ["tap"])
        #expect(run(ui, []).tapped.isEmpty)
        #expect(!run(ui, []).controls[0].isPressed)
    }

    @Test func releaseOutsideCancels() {
        let ui = UIContext()
        let c = centre(ui, "tap")
        let outside = Point(x: 390, y: 390)
        #expect(run(ui, [.pointerDown(c), .pointerMoved(outside), .pointerUp(outside)]).tapped.isEmpty)
        #expect(ui.active == nil)
    }

    @Test func dragOutUnhighlightsAndBackRehighlights() {
        let ui = UIContext()
        let c = centre(ui, "tap")
        _ = run(ui, [.pointerDown(c)])
        #expect(run(ui, [.pointerMoved(Point(x: 300, y: 20))]).controls[0].isPressed == false)
        #expect(run(ui, [.pointerMoved(c)]).controls[0].isPressed == true)
        #expect(run(ui, [.pointerUp(c)]).tapped == ["tap"])
    }

    @Test func hitShapeIsTheCircleNotItsBox() {
        let ui = UIContext()
        let frame = run(ui, []).controls[0].frame
        // Just inside the box's corner but outside the circle.
        let corner = Point(x: frame.minX + 3, y: frame.minY + 3)
        #expect(run(ui, [.pointerDown(corner), .pointerUp(corner)]).tapped.isEmpty)
    }

    @Test func toggleFlipsOncePerClick() {
        let ui = UIContext()
        let c = centre(ui, "flip")
        var isOn = false
        for _ in 0..<3 {
            let frame = run(ui, [.pointerDown(c), .pointerUp(c)], isOn: isOn)
            #expect(frame.tapped == ["flip"])
            isOn.toggle()
        }
        #expect(isOn)
        #expect(run(ui, [], isOn: isOn).controls[1].isOn == true)
    }

    @Test func keyboardActivationPressesWhileHeldAndFiresOnRelease() {
        let ui = UIContext()
        #expect(run(ui, [.focusNext(backwards: false)]).tapped.isEmpty)
        let held = run(ui, [.activateDown])
        #expect(held.controls[0].isPressed)
        #expect(held.tapped.isEmpty)
        #expect(run(ui, [.activateUp]).tapped == ["tap"])
        // The focus ring is drawn.
        let ringed = run(ui, []).commands.contains { if case .stroked = $0 { return true } else { return false } }
        #expect(ringed)
    }

    @Test func focusOrderCyclesBothWays() {
        let ui = UIContext()
        let ids = run(ui, []).controls.map(\.id)
        _ = run(ui, [.focusNext(backwards: false)])
        #expect(ui.focused == ids[0])
        _ = run(ui, [.focusNext(backwards: false)])
        #expect(ui.focused == ids[1])
        _ = run(ui, [.focusNext(backwards: false)])
        #expect(ui.focused == ids[0])
        _ = run(ui, [.focusNext(backwards: true)])
        #expect(ui.focused == ids[1])
    }

    @Test func onlyOneControlIsActive() {
        let ui = UIContext()
        let a = centre(ui, "tap")
        let b = centre(ui, "flip")
        let ids = run(ui, []).controls.map(\.id)
        _ = run(ui, [.pointerDown(a), .pointerDown(b)])
        #expect(ui.active == ids[0])
        #expect(run(ui, [.pointerMoved(a)]).controls.filter(\.isPressed).count == 1)
        _ = run(ui, [.pointerMoved(b)])
        // Releasing over the other control fires neither.
        #expect(run(ui, [.pointerUp(b)]).tapped.isEmpty)
    }

    /// Found by the UI fuzzer (seed 4): a held pointer and Space pressed two controls at once.
    @Test func pointerAndKeyboardNeverPressTwoControls() {
        let ui = UIContext()
        let a = centre(ui, "tap")
        _ = run(ui, [.focusNext(backwards: true)])  // focus the toggle
        _ = run(ui, [.pointerDown(a), .activateDown])
        #expect(run(ui, []).controls.filter(\.isPressed).count == 1)
        #expect(run(ui, [.activateUp, .pointerUp(a)]).tapped == ["tap"])
        // And the other way round: a held key keeps the pointer from pressing another control.
        _ = run(ui, [.activateDown, .pointerDown(a)])
        #expect(ui.active == nil)
        #expect(run(ui, [.pointerUp(a), .activateUp]).tapped == ["flip"])
    }

    @Test func disabledControlsAreInert() {
        let ui = UIContext()
        let view = View.button(ButtonItem("off", label: Label("Off"), style: TestStyle(), isEnabled: false))
        let c = ui.frame(view, size: size, time: 0).controls[0].frame.center
        #expect(ui.frame(view, size: size, time: 0, events: [.pointerDown(c), .pointerUp(c)]).tapped.isEmpty)
        #expect(
            ui.frame(view, size: size, time: 0, events: [.focusNext(backwards: false)]).controls[0].isPressed == false)
        #expect(ui.focused == nil)
    }

    @Test func idsAreScopedAndStable() {
        #expect(ControlID("a") == ControlID("a"))
        #expect(ControlID("a", seed: ControlID("x").raw) != ControlID("a", seed: ControlID("y").raw))
        let ui = UIContext()
        let frame = ui.frame(
            .scope("outer", .scope("inner", .button(ButtonItem("b", label: Label("B"), style: TestStyle())))),
            size: size, time: 0)
        #expect(frame.controls[0].key == "outer/inner/b")
    }

    @Test func cursorIsAHandOverControls() {
        let ui = UIContext()
        let c = centre(ui, "tap")
        #expect(run(ui, [.pointerMoved(c)]).cursor == .hand)
        #expect(run(ui, [.pointerMoved(Point(x: 390, y: 390))]).cursor == .arrow)
    }
}

@Suite struct SpringTests {
    @Test func springSettlesByTimeNotFrames() {
        var coarse = Spring(value: 0)
        coarse.target = 1
        var fine = coarse
        for _ in 0..<30 { coarse.advance(by: 1.0 / 30) }
        for _ in 0..<240 { fine.advance(by: 1.0 / 240) }
        #expect(abs(coarse.value - fine.value) < 1e-3)
        // SwiftUI's default spring overshoots slightly (damping 0.825) and settles within ~1 s.
        var probe = Spring(value: 0)
        probe.target = 1
        var peak = 0.0
        for _ in 0..<120 {
            probe.advance(by: 1.0 / 120)
            peak = max(peak, probe.value)
        }
        #expect(peak > 1 && peak < 1.05)
        #expect(probe.isSettled || abs(probe.value - 1) < 0.01)
    }

    @Test func pressAnimatesWithTheStylesSpring() {
        struct Springy: ButtonStyle {
            var name: String { "springy" }
            var padding: Double { 10 }
            var contentShape: AnyInsettableShape { AnyInsettableShape(Rectangle()) }
            var animation: Animation { .spring }
            func makeBody(configuration: ButtonConfiguration, in rect: Rect) -> [DrawCommand] {
                [.layer(Layer([], opacity: configuration.pressAmount))]
            }
        }
        let ui = UIContext()
        let view = View.button(ButtonItem("s", label: Label("S"), style: Springy()))
        let c = ui.frame(view, size: Size(width: 100, height: 100), time: 0).controls[0].frame.center
        let first = ui.frame(view, size: Size(width: 100, height: 100), time: 0.0, events: [.pointerDown(c)])
        #expect(first.isAnimating)
        let later = ui.frame(view, size: Size(width: 100, height: 100), time: 2.0)
        #expect(!later.isAnimating)
    }
}
