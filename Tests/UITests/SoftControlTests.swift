import Foundation
import Raster
import Style
import Testing

@testable import UI

/// A value the test's slider or picker is bound to, owned by the test as a scene owns its state.
final class Box<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    private(set) var writes = 0
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set {
            lock.withLock {
                stored = newValue; writes += 1
            }
        }
    }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

/// The editing calls a slider makes, in order.
final class EditingLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Bool] = []
    var calls: [Bool] { lock.withLock { stored } }
    var record: @Sendable (Bool) -> Void { { value in self.lock.withLock { self.stored.append(value) } } }
}

/// One slider, one segmented control and one radio group in a column, each bound to a box; the
/// slider is 0…100 in steps of 10 (fine 1), 220 points wide.
struct SoftFixture {
    let ui = UIContext()
    let volume = Box(50.0)
    let period = Box(0)
    let size = Box(1)
    let editing = EditingLog()
    var sliderEnabled = true
    var pickersEnabled = true
    let window = Size(width: 400, height: 500)
    let parameters = ParametricStyle()

    var tree: View {
        .vstack(
            spacing: 20, alignment: .center,
            [
                .slider(
                    SliderItem(
                        "volume", value: volume.binding, in: 0...100, step: 10, fineStep: 1, defaultValue: 30,
                        width: 220, style: SoftSliderStyle(parameters), isEnabled: sliderEnabled,
                        onEditingChanged: editing.record)),
                .picker(
                    PickerItem(
                        "period", options: ["Day", "Week", "Month"], selection: period.binding,
                        style: SoftSegmentedStyle(parameters), isEnabled: pickersEnabled)),
                .picker(
                    PickerItem(
                        "size", options: ["S", "M", "L"], selection: size.binding,
                        style: SoftRadioGroupStyle(parameters),
                        isEnabled: pickersEnabled)),
            ])
    }

    @discardableResult
    func frame(_ events: [InputEvent] = [], time: Double = 0) -> UIFrame {
        ui.frame(tree, size: window, time: time, events: events)
    }

    func control(_ key: String) -> ControlRecord { frame().controls.first { $0.key == key }! }

    /// The slider's knob centre at `value` (the knob travels 13 points in from each end).
    func knob(at value: Double) -> Point {
        let f = control("volume").frame
        return Point(x: f.minX + 13 + (f.width - 26) * value / 100, y: f.midY)
    }
}

@Suite struct SoftControlTests {
    @Test func dragMovesTheValueByThePointersTravelWhereverThePointerGoes() {
        let f = SoftFixture()
        let start = f.knob(at: 50)
        let travel = f.control("volume").frame.width - 26
        // Grabbed a little off-centre: the knob does not jump to the pointer.
        let grab = Point(x: start.x + 5, y: start.y)
        f.frame([.pointerDown(grab)])
        #expect(f.volume.value == 50)
        #expect(f.control("volume").isPressed)
        // A quarter of the travel to the right, then far outside the control and back.
        f.frame([.pointerMoved(Point(x: grab.x + travel / 4, y: grab.y))])
        #expect(abs(f.volume.value - 75) < 1)
        f.frame([.pointerMoved(Point(x: grab.x + travel / 4, y: grab.y + 200))])
        #expect(abs(f.volume.value - 75) < 1, "leaving the control vertically keeps the value")
        #expect(f.control("volume").isPressed, "a slider held outside is still being dragged")
        f.frame([.pointerMoved(Point(x: grab.x + travel * 2, y: grab.y + 200))])
        #expect(f.volume.value == 100, "clamped to the range")
        f.frame([.pointerMoved(Point(x: grab.x, y: grab.y))])
        #expect(abs(f.volume.value - 50) < 1, "back where it started: the value is the pointer's travel")
        // Released outside: the value stays (sliders do not cancel), the drag ends.
        f.frame([.pointerUp(Point(x: grab.x - travel / 10, y: grab.y + 300))])
        #expect(abs(f.volume.value - 40) < 1)
        #expect(!f.control("volume").isPressed)
        #expect(f.editing.calls == [true, false])
        #expect(f.ui.activation == nil)
    }

    @Test func aClickOnTheTrackJumpsThereAndValuesKeepToTheFineGrid() {
        let f = SoftFixture()
        let target = f.knob(at: 83.4)
        f.frame([.pointerDown(target), .pointerUp(target)])
        #expect(f.volume.value == 83, "on the fine step's grid")
    }

    @Test func shiftDragsATenthAsFast() {
        let f = SoftFixture()
        let start = f.knob(at: 50)
        let travel = f.control("volume").frame.width - 26
        f.ui.isFineAdjustment = true
        f.frame([.pointerDown(start), .pointerMoved(Point(x: start.x + travel / 2, y: start.y))])
        #expect(f.volume.value == 55)
    }

    @Test func doubleClickResetsAndSlowClicksDoNot() {
        let f = SoftFixture()
        let knob = f.knob(at: 50)
        f.frame([.pointerDown(knob), .pointerUp(knob)], time: 0)
        f.frame([.pointerDown(knob), .pointerUp(knob)], time: 0.2)
        #expect(f.volume.value == 30, "reset to the default")
        let moved = f.knob(at: 30)
        f.frame([.pointerDown(moved), .pointerUp(moved)], time: 1)
        f.frame([.pointerDown(moved), .pointerUp(moved)], time: 2)
        #expect(f.volume.value == 30)
        f.volume.value = 60
        let again = f.knob(at: 60)
        f.frame([.pointerDown(again), .pointerUp(again)], time: 3)
        f.frame([.pointerDown(again), .pointerUp(again)], time: 4)
        #expect(f.volume.value == 60, "two presses a second apart are not a double-click")
    }

    @Test func keyboardStepsTheFocusedSliderOnTheStepGridWithinTheRange() {
        let f = SoftFixture()
        f.frame([.focusNext(backwards: false)])
        #expect(f.ui.focused == f.control("volume").id)
        f.volume.value = 53
        f.frame([.adjust(by: 1, fine: false)])
        #expect(f.volume.value == 60)
        f.frame([.adjust(by: -1, fine: true)])
        #expect(f.volume.value == 59)
        for _ in 0..<20 { f.frame([.adjust(by: 1, fine: false)]) }
        #expect(f.volume.value == 100)
        // Space holds it pressed and completes nothing.
        f.frame([.activateDown])
        #expect(f.control("volume").isPressed)
        f.frame([.activateUp])
        #expect(f.volume.value == 100)
    }

    @Test func theWheelStepsTheSliderUnderThePointerAndReportsTheRest() {
        let f = SoftFixture()
        let over = f.knob(at: 20)
        var frame = f.frame([.scroll(at: over, steps: 2, fine: false)])
        #expect(f.volume.value == 70)
        #expect(frame.unusedScroll == nil)
        frame = f.frame([.scroll(at: over, steps: -3, fine: true)])
        #expect(f.volume.value == 67)
        frame = f.frame([.scroll(at: Point(x: 2, y: 2), steps: 1.5, fine: false)])
        #expect(f.volume.value == 67)
        #expect(frame.unusedScroll?.steps == 1.5)
        f.frame([.scroll(at: over, steps: .nan, fine: false)])
        #expect(f.volume.value == 67, "a NaN wheel step changes nothing")
    }

    @Test func aDisabledSliderIgnoresEverything() {
        var f = SoftFixture()
        f.sliderEnabled = false
        let knob = f.knob(at: 50)
        f.frame([.pointerDown(knob), .pointerMoved(Point(x: knob.x + 80, y: knob.y)), .pointerUp(knob)])
        f.frame([.scroll(at: knob, steps: 3, fine: false), .focusNext(backwards: false), .adjust(by: 1, fine: false)])
        #expect(f.volume.value == 50)
        #expect(f.volume.writes == 0)
        #expect(f.editing.calls.isEmpty)
        #expect(f.ui.focused != f.control("volume").id)
    }

    @Test func aPickerChoosesTheOptionReleasedOverAndCancelsOutside() {
        let f = SoftFixture()
        let bar = f.control("period").frame
        let month = Point(x: bar.maxX - 20, y: bar.midY)
        let week = Point(x: bar.midX, y: bar.midY)
        f.frame([.pointerDown(month)])
        #expect(f.control("period").isPressed)
        #expect(f.period.value == 0, "nothing is chosen until the release")
        // Dragged to another option and released there: that one is chosen.
        f.frame([.pointerMoved(week), .pointerUp(week)])
        #expect(f.period.value == 1)
        // Released outside: nothing changes.
        f.frame([.pointerDown(month), .pointerMoved(Point(x: month.x, y: month.y + 100))])
        #expect(!f.control("period").isPressed)
        f.frame([.pointerUp(Point(x: month.x, y: month.y + 100))])
        #expect(f.period.value == 1)
    }

    @Test func keysMoveAPickersChoiceAndSpaceTakesTheNext() {
        let f = SoftFixture()
        f.frame([.focusNext(backwards: false), .focusNext(backwards: false)])
        #expect(f.ui.focused == f.control("period").id)
        f.frame([.adjust(by: 1, fine: false)])
        #expect(f.period.value == 1)
        f.frame([.adjust(by: 5, fine: false)])
        #expect(f.period.value == 2, "kept inside the options")
        f.frame([.activateDown, .activateUp])
        #expect(f.period.value == 0, "Space takes the next option, wrapping")
        f.frame([.focusNext(backwards: false), .adjust(by: -1, fine: false)])
        #expect(f.size.value == 0)
    }

    @Test func radioRowsAreEachAFullTarget() {
        let f = SoftFixture()
        let group = f.control("size").frame
        #expect(group.height >= 3 * 44)
        let large = Point(x: group.minX + 4, y: group.maxY - 4)
        f.frame([.pointerDown(large), .pointerUp(large)])
        #expect(f.size.value == 2)
    }

    @Test func disabledPickersTakeNoInput() {
        var f = SoftFixture()
        f.pickersEnabled = false
        let bar = f.control("period").frame
        let month = Point(x: bar.maxX - 20, y: bar.midY)
        f.frame([.pointerDown(month), .pointerUp(month)])
        #expect(f.period.value == 0)
        #expect(f.control("period").edges.count == 2, "the channel and the chosen tile are measured")
    }

    /// A switch and a checkbox are toggles in a soft style: the whole row (label included) takes the
    /// press, a release outside cancels, Space flips them, and disabled ones ignore it all.
    @Test(arguments: [true, false])
    func switchesAndCheckboxesFlipByTheirWholeRow(isSwitch: Bool) {
        let ui = UIContext()
        let on = Box(false)
        let p = ParametricStyle()
        let style: any ToggleStyle = isSwitch ? SoftSwitchStyle(p) : SoftCheckboxStyle(p)
        var enabled = true
        func frame(_ events: [InputEvent]) -> ControlRecord {
            let tree = View.toggle(
                ToggleItem("t", label: Label("Notifications"), style: style, isOn: on.binding, isEnabled: enabled))
            return ui.frame(
                .fill(alignment: .center, tree), size: Size(width: 400, height: 200), time: 0, events: events
            )
            .controls[0]
        }
        let row = frame([]).frame
        let label = Point(x: row.minX + 10, y: row.midY)
        _ = frame([.pointerDown(label), .pointerUp(label)])
        #expect(on.value, "a press on the label flips it")
        _ = frame([.pointerDown(label), .pointerMoved(Point(x: label.x, y: label.y + 60))])
        #expect(!frame([]).isPressed)
        _ = frame([.pointerUp(Point(x: label.x, y: label.y + 60))])
        #expect(on.value, "released outside: cancelled")
        _ = frame([.focusNext(backwards: false), .activateDown, .activateUp])
        #expect(!on.value)
        enabled = false
        _ = frame([.pointerDown(label), .pointerUp(label), .activateDown, .activateUp])
        #expect(!on.value)
        #expect(frame([]).edges.count == 1)
    }

    @Test func everySoftControlIsAtLeastATouchTarget() {
        let f = SoftFixture()
        for control in f.frame().controls {
            #expect(control.frame.width >= 44 && control.frame.height >= 44, "\(control.key) \(control.frame)")
        }
        let metrics = EstimatedTextMetrics()
        let p = ParametricStyle()
        for style in [SoftSwitchStyle(p) as any ToggleStyle, SoftCheckboxStyle(p)] {
            for title in ["", "x", "A long label"] {
                let size = style.size(forLabel: Label(title), metrics: metrics)
                #expect(size.width >= 44 && size.height >= 44, "\(style.name) '\(title)'")
            }
        }
    }
}
