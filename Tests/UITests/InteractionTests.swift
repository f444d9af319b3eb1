import Foundation
import Raster
import Style
import Testing

@testable import UI

/// What the test's controls act on, owned by the test as a scene owns its state: the button's action
/// counts its runs, the toggle is bound to `isOn`. Assertions observe it, never a value the test set.
final class Probe: @unchecked Sendable {
    private let lock = NSLock()
    private var taps = 0
    private var on = false

    var tapCount: Int { lock.withLock { taps } }
    var isOn: Bool {
        get { lock.withLock { on } }
        set { lock.withLock { on = newValue } }
    }
    var tap: @Sendable () -> Void { { self.lock.withLock { self.taps += 1 } } }
    var binding: Binding<Bool> { Binding(get: { self.isOn }, set: { self.isOn = $0 }) }
}

/// A circle that shows its state in colour: black while pressed (buttons), blue while on (toggles),
/// white otherwise.
struct TestStyle: ButtonStyle, ToggleStyle {
    var name: String { "test" }
    var padding: Double { 40 }
    var animation: Animation { .none }
    var contentShape: AnyInsettableShape { AnyInsettableShape(Circle()) }
    func makeBody(configuration: ButtonConfiguration, in rect: Rect) -> [DrawCommand] {
        [.fill(Circle(), in: rect, .color(configuration.isPressed ? .black : .white))]
    }
    func makeBody(configuration: ToggleConfiguration, in rect: Rect) -> [DrawCommand] {
        [.fill(Circle(), in: rect, .color(configuration.isOn ? .blue : .white))]
    }
}

/// A circle button "tap" above a circle toggle "flip", both acting on a probe; either can be taken
/// out of the tree or disabled, as a scene's state might between frames.
struct Fixture {
    let probe = Probe()
    let ui = UIContext()
    var showsButton = true
    var buttonEnabled = true
    var toggleEnabled = true
    let size = Size(width: 400, height: 400)

    var tree: View {
        var children: [View] = []
        if showsButton {
            children.append(
                .button(
                    ButtonItem(
                        "tap", label: Label(systemImage: .heartFill), style: TestStyle(), isEnabled: buttonEnabled,
                        action: probe.tap)))
        }
        children.append(
            .toggle(
                ToggleItem(
                    "flip", label: Label(systemImage: .heartFill), style: TestStyle(), isOn: probe.binding,
                    isEnabled: toggleEnabled)))
        return .vstack(spacing: 20, alignment: .leading, children)
    }

    @discardableResult
    func run(_ events: [InputEvent] = []) -> UIFrame { ui.frame(tree, size: size, time: 0, events: events) }

    func control(_ key: String) -> ControlRecord { run().controls.first { $0.key == key }! }
    func centre(_ key: String) -> Point { control(key).frame.center }
    func id(_ key: String) -> ControlID { control(key).id }

    /// Keys of the controls the frame reports pressed.
    static func pressed(_ frame: UIFrame) -> [String] { frame.controls.filter(\.isPressed).map(\.key) }

    /// The colours the frame's controls were drawn with, in order (see the test styles).
    static func look(_ frame: UIFrame) -> [Color] {
        frame.commands.compactMap {
            if case .filled(_, _, .color(let color)?, _, _) = $0 { color } else { nil }
        }
    }

    static let outside = Point(x: 390, y: 390)
}

/// Each row of the press/release truth table above `UIContext`'s interaction code.
@Suite struct InteractionTests {
    // MARK: pointer down

    @Test func pointerDownOverAControlHoldsItAndDrawsItPressed() {
        let f = Fixture()
        let frame = f.run([.pointerMoved(f.centre("tap")), .pointerDown(f.centre("tap"))])
        #expect(f.ui.activation == Activation(f.id("tap"), by: .pointer))
        #expect(Fixture.pressed(frame) == ["tap"])
        #expect(Fixture.look(frame) == [.black, .white])
        #expect(f.probe.tapCount == 0)
    }

    @Test func pointerDownOverNothingHoldsNothing() {
        let f = Fixture()
        let frame = f.run([.pointerDown(Fixture.outside)])
        #expect(f.ui.activation == nil)
        #expect(Fixture.pressed(frame).isEmpty)
    }

    @Test func hitShapeIsTheCircleNotItsBox() {
        let f = Fixture()
        let box = f.control("tap").frame
        // Just inside the box's corner but outside the circle.
        f.run([.pointerDown(Point(x: box.minX + 3, y: box.minY + 3))])
        #expect(f.ui.activation == nil)
    }

    @Test func pointerDownWhileHeldLeavesTheHolder() {
        let f = Fixture()
        f.run([.pointerDown(f.centre("tap")), .pointerDown(f.centre("flip"))])
        #expect(f.ui.activation == Activation(f.id("tap"), by: .pointer))
        // Held by the key, the pointer cannot take another control either.
        let g = Fixture()
        g.run([.focusNext(backwards: true), .activateDown])
        let frame = g.run([.pointerDown(g.centre("tap"))])
        #expect(g.ui.activation == Activation(g.id("flip"), by: .keyboard))
        #expect(Fixture.pressed(frame) == ["flip"])
    }

    // MARK: pointer moves and leaves

    @Test func dragOutShowsReleasedAndBackShowsPressedWithoutFiring() {
        let f = Fixture()
        let c = f.centre("tap")
        f.run([.pointerDown(c)])
        let out = f.run([.pointerMoved(Point(x: 300, y: 20))])
        #expect(Fixture.pressed(out).isEmpty)
        #expect(Fixture.look(out) == [.white, .white])
        let back = f.run([.pointerMoved(c)])
        #expect(Fixture.pressed(back) == ["tap"])
        #expect(f.probe.tapCount == 0)
    }

    @Test func pointerLeavingTheWindowShowsReleasedButKeepsTheSlot() {
        let f = Fixture()
        let c = f.centre("tap")
        f.run([.pointerDown(c)])
        let left = f.run([.pointerLeft])
        #expect(Fixture.pressed(left).isEmpty)
        #expect(f.ui.activation == Activation(f.id("tap"), by: .pointer))
        f.run([.pointerUp(c)])
        #expect(f.probe.tapCount == 1)
    }

    // MARK: pointer up

    @Test func releaseInsideRunsTheActionOnceDuringThatFrame() {
        let f = Fixture()
        let c = f.centre("tap")
        f.run([.pointerDown(c)])
        #expect(f.probe.tapCount == 0)
        let up = f.run([.pointerUp(c)])
        #expect(f.probe.tapCount == 1)
        #expect(f.ui.activation == nil)
        #expect(Fixture.look(up) == [.white, .white])
        f.run()
        f.run([.pointerUp(c)])
        #expect(f.probe.tapCount == 1)
    }

    @Test func releaseInsideFlipsTheToggleAndTheSameFrameDrawsItOn() {
        let f = Fixture()
        let c = f.centre("flip")
        let first = f.run([.pointerDown(c), .pointerUp(c)])
        #expect(f.probe.isOn)
        #expect(first.controls[1].isOn == true)
        #expect(Fixture.look(first) == [.white, .blue])
        let second = f.run([.pointerDown(c), .pointerUp(c)])
        #expect(!f.probe.isOn)
        #expect(Fixture.look(second) == [.white, .white])
    }

    @Test func releaseOutsideCancels() {
        let f = Fixture()
        f.run([.pointerDown(f.centre("tap")), .pointerMoved(Fixture.outside), .pointerUp(Fixture.outside)])
        #expect(f.probe.tapCount == 0)
        #expect(f.ui.activation == nil)
    }

    @Test func releaseOverAnotherControlFiresNeither() {
        let f = Fixture()
        f.run([.pointerDown(f.centre("tap")), .pointerUp(f.centre("flip"))])
        #expect(f.probe.tapCount == 0)
        #expect(!f.probe.isOn)
        #expect(f.ui.activation == nil)
    }

    @Test func pointerUpWithNothingHeldOrAKeyHeldDoesNothing() {
        let f = Fixture()
        f.run([.pointerUp(f.centre("tap"))])
        #expect(f.probe.tapCount == 0)
        f.run([.focusNext(backwards: true), .activateDown, .pointerUp(f.centre("flip"))])
        #expect(!f.probe.isOn)
        #expect(f.ui.activation == Activation(f.id("flip"), by: .keyboard))
    }

    // MARK: focus

    @Test func focusCyclesThroughEnabledControlsBothWays() {
        let f = Fixture()
        let ids = f.run().controls.map(\.id)
        f.run([.focusNext(backwards: false)])
        #expect(f.ui.focused == ids[0])
        f.run([.focusNext(backwards: false)])
        #expect(f.ui.focused == ids[1])
        f.run([.focusNext(backwards: false)])
        #expect(f.ui.focused == ids[0])
        f.run([.focusNext(backwards: true)])
        #expect(f.ui.focused == ids[1])
        // From no focus, Shift-Tab starts at the last control.
        let g = Fixture()
        g.run([.focusNext(backwards: true)])
        #expect(g.ui.focused == ids[1])
    }

    @Test func focusSkipsDisabledControls() {
        var f = Fixture()
        f.buttonEnabled = false
        f.run([.focusNext(backwards: false)])
        #expect(f.ui.focused == f.id("flip"))
        f.run([.focusNext(backwards: false)])
        #expect(f.ui.focused == f.id("flip"))
    }

    @Test func focusWithNoEnabledControlIsNone() {
        var f = Fixture()
        f.run([.focusNext(backwards: false)])
        #expect(f.ui.focused != nil)
        f.buttonEnabled = false
        f.toggleEnabled = false
        f.run([.focusNext(backwards: false)])
        #expect(f.ui.focused == nil)
    }

    @Test func movingFocusEndsAKeyHoldWithoutFiring() {
        let f = Fixture()
        f.run([.focusNext(backwards: false), .activateDown])
        #expect(f.ui.activation == Activation(f.id("tap"), by: .keyboard))
        f.run([.focusNext(backwards: false)])
        #expect(f.ui.activation == nil)
        f.run([.activateUp])
        #expect(f.probe.tapCount == 0)
        #expect(!f.probe.isOn)
    }

    @Test func theFocusRingIsDrawnAroundTheFocusedControl() {
        let f = Fixture()
        let ring = { (frame: UIFrame) in frame.commands.contains { if case .stroked = $0 { true } else { false } } }
        #expect(!ring(f.run()))
        #expect(ring(f.run([.focusNext(backwards: false)])))
        f.ui.showsFocusRing = false
        #expect(!ring(f.run()))
    }

    // MARK: Space / Return

    @Test func keyDownHoldsTheFocusedControlAndDrawsItPressed() {
        let f = Fixture()
        let held = f.run([.focusNext(backwards: false), .activateDown])
        #expect(f.ui.activation == Activation(f.id("tap"), by: .keyboard))
        #expect(Fixture.pressed(held) == ["tap"])
        #expect(Fixture.look(held) == [.black, .white])
        #expect(f.probe.tapCount == 0)
    }

    @Test func keyDownWithoutFocusOrWhileThePointerHoldsDoesNothing() {
        let f = Fixture()
        f.run([.activateDown])
        #expect(f.ui.activation == nil)
        f.run([.focusNext(backwards: true), .pointerDown(f.centre("tap")), .activateDown])
        #expect(f.ui.activation == Activation(f.id("tap"), by: .pointer))
    }

    @Test func keyUpFiresTheHeldControl() {
        let f = Fixture()
        f.run([.focusNext(backwards: false), .activateDown])
        f.run([.activateUp])
        #expect(f.probe.tapCount == 1)
        #expect(f.ui.activation == nil)
        // The toggle: the frame of the key-up draws it on.
        let flipped = f.run([.focusNext(backwards: false), .activateDown, .activateUp])
        #expect(f.probe.isOn)
        #expect(Fixture.look(flipped) == [.white, .blue])
    }

    @Test func keyUpWithNothingHeldOrThePointerHoldingDoesNothing() {
        let f = Fixture()
        f.run([.focusNext(backwards: false), .activateUp])
        #expect(f.probe.tapCount == 0)
        f.run([.pointerDown(f.centre("tap")), .activateUp])
        #expect(f.probe.tapCount == 0)
        #expect(f.ui.activation == Activation(f.id("tap"), by: .pointer))
    }

    /// Found by the UI fuzzer (seed 4): a held pointer and Space pressed two controls at once.
    @Test func pointerAndKeyboardNeverPressTwoControls() {
        let f = Fixture()
        let a = f.centre("tap")
        f.run([.focusNext(backwards: true)])  // focus the toggle
        f.run([.pointerDown(a), .activateDown])
        #expect(Fixture.pressed(f.run()) == ["tap"])
        f.run([.activateUp, .pointerUp(a)])
        #expect(f.probe.tapCount == 1)
        #expect(!f.probe.isOn)
    }

    // MARK: controls that leave or are disabled

    @Test func aHeldControlThatLeavesTheTreeIsForgottenAndNeverFires() {
        var f = Fixture()
        let c = f.centre("tap")
        f.run([.focusNext(backwards: false), .pointerDown(c)])
        f.showsButton = false
        f.run()
        #expect(f.ui.activation == nil)
        #expect(f.ui.focused == nil)
        f.showsButton = true
        let back = f.run([.pointerUp(c)])
        #expect(f.probe.tapCount == 0)
        #expect(Fixture.pressed(back).isEmpty)
    }

    @Test func aControlDisabledWhileHeldShowsReleasedAndNeverFires() {
        var f = Fixture()
        let c = f.centre("flip")
        f.run([.focusNext(backwards: true), .activateDown])
        f.toggleEnabled = false
        let disabled = f.run()
        #expect(Fixture.pressed(disabled).isEmpty)
        #expect(f.ui.focused == nil)
        f.run([.activateUp])
        #expect(!f.probe.isOn)
        f.toggleEnabled = true
        f.run([.pointerDown(c)])
        f.toggleEnabled = false
        f.run([.pointerUp(c)])
        #expect(!f.probe.isOn)
    }

    @Test func disabledControlsAreNeverHotHeldOrFocused() {
        var f = Fixture()
        f.buttonEnabled = false
        f.toggleEnabled = false
        let c = f.centre("tap")
        let frame = f.run([.pointerMoved(c), .pointerDown(c)])
        #expect(frame.cursor == .arrow)
        #expect(f.ui.activation == nil)
        #expect(Fixture.pressed(frame).isEmpty)
        f.run([.pointerUp(c), .focusNext(backwards: false), .activateDown, .activateUp])
        #expect(f.ui.focused == nil)
        #expect(f.probe.tapCount == 0)
    }

    // MARK: the rest of the context

    @Test func aToggleDrawsItsBindingAsItIsWhenDrawn() {
        let f = Fixture()
        #expect(Fixture.look(f.run()) == [.white, .white])
        f.probe.isOn = true
        let frame = f.run()
        #expect(frame.controls[1].isOn == true)
        #expect(Fixture.look(frame) == [.white, .blue])
    }

    @Test func forcedStatesOverrideInputButNotTheBinding() {
        let f = Fixture()
        f.ui.forcedState = .on
        #expect(Fixture.look(f.run()) == [.white, .blue])
        f.ui.forcedState = .pressed
        #expect(Fixture.look(f.run()) == [.black, .white])
        f.probe.isOn = true
        f.ui.forcedState = .off
        #expect(Fixture.look(f.run()) == [.white, .white])
        #expect(f.probe.isOn)
    }

    @Test func idsAreScopedAndStable() {
        #expect(ControlID("a") == ControlID("a"))
        #expect(ControlID("a", seed: ControlID("x").raw) != ControlID("a", seed: ControlID("y").raw))
        let ui = UIContext()
        let frame = ui.frame(
            .scope("outer", .scope("inner", .button(ButtonItem("b", label: Label("B"), style: TestStyle()) {}))),
            size: Size(width: 400, height: 400), time: 0)
        #expect(frame.controls[0].key == "outer/inner/b")
    }

    @Test func theControlUnderThePointerIsHotAndShowsAHand() {
        let f = Fixture()
        #expect(f.run([.pointerMoved(f.centre("tap"))]).cursor == .hand)
        #expect(f.run([.pointerMoved(Fixture.outside)]).cursor == .arrow)
        #expect(f.run([.pointerDown(f.centre("flip"))]).cursor == .hand)
        #expect(f.run([.pointerLeft]).cursor == .arrow)
        #expect(f.ui.hot == nil)
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
        let view = View.button(ButtonItem("s", label: Label("S"), style: Springy()) {})
        let c = ui.frame(view, size: Size(width: 100, height: 100), time: 0).controls[0].frame.center
        let first = ui.frame(view, size: Size(width: 100, height: 100), time: 0.0, events: [.pointerDown(c)])
        #expect(first.isAnimating)
        let later = ui.frame(view, size: Size(width: 100, height: 100), time: 2.0)
        #expect(!later.isAnimating)
    }
}
