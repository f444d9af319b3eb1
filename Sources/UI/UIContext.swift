import Raster
import Style

public enum ControlKind: String, Sendable {
    case button, toggle, slider, segmented, radioGroup, textField
    /// A region with a gesture of the caller's (`GestureItem`): it draws nothing of its own.
    case gesture
}

/// A laid-out control, as the frame reports it: for hit testing, layouts, audits and tests.
public struct ControlRecord: Sendable {
    public let id: ControlID
    /// The scoped key, e.g. `dark/heart-toggle`.
    public let key: String
    public let kind: ControlKind
    public let style: String
    /// Frame in points (after offsets).
    public internal(set) var frame: Rect
    /// The style's content shape in that frame.
    public internal(set) var hitShape: Path
    public let isEnabled: Bool
    public let isPressed: Bool
    public let isOn: Bool?
    /// Reached with Tab.
    public let isFocusable: Bool
    /// A slider's value, or a segmented control's or radio group's chosen index.
    public let value: Double?
    /// The values a slider's `value` may take (a picker's: its indices).
    public let valueRange: ClosedRange<Double>?
    /// The outlines whose contrast with the page tells the control apart (the audit measures them):
    /// a button's shape, a switch's track, a slider's track and knob.
    public internal(set) var edges: [Path]
    /// It draws a label (a title, an icon, a picker's options): one the audit cannot find on the
    /// pixels is invisible, not absent.
    public let hasLabel: Bool
    /// A text field's text as drawn (bullets for a secure field), nil for other kinds.
    public var text: String? = nil
    /// The text field is being edited.
    public var isEditing = false
}

/// The pointer shape the platform should show.
public enum Cursor: Sendable { case arrow, hand }

/// What one frame of UI produced.
public struct UIFrame: Sendable {
    public var commands: [DrawCommand] = []
    public var controls: [ControlRecord] = []
    /// A spring is still moving: another frame is wanted soon.
    public var isAnimating = false
    public var cursor: Cursor = .arrow
    /// Wheel steps over no slider: the caller may scroll with them (the playground's panel).
    public var unusedScroll: (at: Point, steps: Double)?
    /// A side panel's drawing, laid out by a context of its own beside the scene and drawn after it:
    /// kept apart so that a change in one is not damage in the other.
    public var panel: [DrawCommand] = []

    public init() {}
}

/// The one active slot: the control being pressed, and whether the pointer or the keyboard holds it.
public struct Activation: Equatable, Sendable {
    public enum Source: Sendable { case pointer, keyboard }
    public let id: ControlID
    public let source: Source

    public init(_ id: ControlID, by source: Source) {
        self.id = id
        self.source = source
    }
}

/// The immediate-mode context: input events in, draw commands out. Persistent state is only ids
/// (hot, the active slot, focused) and springs; the view tree is rebuilt every frame.
public final class UIContext {
    /// Shows every control in one state regardless of input (headless screenshots).
    public enum ForcedState: String, Sendable, CaseIterable {
        case released, pressed, on, off
        /// Every control in its other state at once: buttons and sliders pressed, toggles on,
        /// pickers on their next option (the fix's comparison shows styles so).
        case active
    }

    public var metrics: TextMetrics & Sendable
    public var forcedState: ForcedState?
    public var showsFocusRing = true
    /// Draws controls without their labels (the audit's "behind the label" render).
    public var hidesLabels = false
    public private(set) var hot: ControlID?
    public private(set) var activation: Activation?
    public private(set) var focused: ControlID?
    /// The text field being edited, its caret and selection: typed text and edit keys go there.
    public private(set) var editing: TextEditing?
    /// A text field is being edited: the platform should send text input, and the caller's own
    /// single-key shortcuts should give way to typing.
    public var isEditingText: Bool { editing != nil }
    /// The caret shows for this long, then hides for as long (seconds of frame time).
    public static let caretBlink = 0.53
    private var pointer: Point?
    private var springs: [ControlID: (press: Spring, on: Spring)] = [:]
    private var lastTime: Double?
    /// Shift is held: a slider dragged by the pointer moves a tenth as fast, the wheel by fine steps.
    public var isFineAdjustment = false
    /// Where the pointer was when a held slider last moved: drags move the value by the pointer's
    /// travel, so grabbing the knob off-centre does not make it jump.
    private var dragX: Double?
    /// The held slider's value before rounding to its fine step and clamping to its range: small
    /// pointer moves add up, and a knob dragged past the end waits for the pointer to come back.
    private var dragValue: Double?
    /// The last pointer press, to tell a double-click (which resets a slider).
    private var lastPress: (id: ControlID, time: Double, point: Point)?
    private var time = 0.0
    /// Presses in a row on one control, each a double-click of the last: a gesture's click count.
    private var pressRun: (id: ControlID, time: Double, point: Point, count: Int)?
    /// Where and when the held gesture's press began, its click count, and where the pointer was last.
    private var gesturePress: (start: Point, time: Double, count: Int, last: Point)?
    /// Simultaneous gestures around the held control that hear its press too, outermost first.
    private var companions: [ControlID] = []
    /// Two presses on one control within this many seconds and points are a double-click.
    public static let doubleClickTime = 0.4
    static let doubleClickDistance = 6.0

    public init(metrics: TextMetrics & Sendable = EstimatedTextMetrics()) { self.metrics = metrics }

    /// Lays out `root` in `size`, applies `events` in order, and draws. A completed press runs its
    /// button's action or flips its toggle's binding there and then, and toggles read their bindings
    /// when drawn, so the frame that fired already shows what it did: one layout, one draw.
    public func frame(_ root: View, size: Size, time: Double, events: [InputEvent] = []) -> UIFrame {
        var layout = Layout(metrics: metrics)
        layout.place(root, in: Rect(origin: .zero, size: size), offset: .zero, scope: ControlID("").raw, path: "")
        var out = UIFrame()
        forgetGone(layout.controls)
        self.time = time
        for event in events {
            if let scroll = handle(event, layout.controls) {
                out.unusedScroll = (scroll.at, (out.unusedScroll?.steps ?? 0) + scroll.steps)
            }
        }
        heldGesture(layout.controls, &out)
        let dt = lastTime.map { max(time - $0, 0) } ?? 0
        lastTime = time
        // Where each open effect's content starts in the commands.
        var effects: [Int] = []
        for item in layout.items {
            switch item {
            case .commands(let commands): out.commands += commands
            case .control(let index): draw(layout.controls[index], dt: dt, into: &out)
            case .beginEffect: effects.append(out.commands.count)
            case .endEffect(let wrap):
                let start = effects.removeLast()
                let content = Array(out.commands[start...])
                out.commands.removeSubrange(start...)
                out.commands += wrap(content)
            }
        }
        if hot != nil, let c = layout.controls.first(where: { $0.id == hot }), c.isEnabled { out.cursor = .hand }
        return out
    }

    // MARK: - Interaction (one function decides for every control)
    //
    // The press/release rules of DESIGN.md, for buttons and toggles alike. One active slot: the
    // pointer or the keyboard presses at most one control at a time. "C fires": a button's action
    // runs, or a toggle's binding flips, once, during the event that completes the press.
    //
    //   event             | when                                         | then
    //   ------------------+----------------------------------------------+---------------------------------------
    //   pointer down      | slot free, over enabled control C (topmost)  | C takes the slot by pointer
    //   pointer down      | slot free, over no enabled control           | nothing
    //   pointer down      | slot held (by pointer or key)                | nothing: the holder keeps it
    //   pointer moves,    | any                                          | the topmost enabled control under the
    //   down or up        |                                              | pointer is hot (hand cursor)
    //   pointer moves     | C held by pointer                            | C shows pressed only while inside
    //   pointer leaves    | any                                          | nothing is hot
    //   pointer leaves    | C held by pointer                            | C shows released, keeps the slot
    //   pointer up        | C held by pointer, up inside C's hit shape   | C fires; slot free
    //   pointer up        | C held by pointer, up outside it             | cancelled, nothing fires; slot free
    //   pointer up        | slot free or held by key                     | nothing
    //   Tab / Shift-Tab   | an enabled control exists                    | focus to the next / previous enabled
    //                     |                                              | control, wrapping (from none: first /
    //                     |                                              | last); a key hold ends, nothing fires
    //   Tab / Shift-Tab   | no enabled control                           | no focus; a key hold ends
    //   Space/Return down | slot free, F focused                         | F takes the slot by key (pressed)
    //   Space/Return down | slot held by pointer, or no focus            | nothing
    //   Space/Return up   | F held by key                                | F fires; slot free
    //   Space/Return up   | slot free or held by pointer                 | nothing
    //   (every frame,     | a control left the tree or is disabled       | it is no longer hot, held or focused;
    //    before events)   |                                              | nothing fires
    //
    // A disabled control is never hot, held or focused, so it shows released and never fires.
    //
    // Text fields take no slot: they are edited, one at a time.
    //
    //   pointer down      | slot free, over enabled field T              | T focused and edited, the caret at the
    //                     |                                              | character nearest the pointer
    //   pointer down      | T edited, not over T                         | editing ends; T loses focus
    //   Tab / Shift-Tab   | T edited                                     | editing ends; onto a field: it is
    //                     |                                              | edited, its whole text selected
    //   Space/Return down | field F focused, not edited                  | F edited, the caret at the end
    //   text, edit key    | T edited                                     | T's text and caret change; Return or
    //                     |                                              | Esc (end editing) ends it, T focused
    //   text, edit key    | no field edited                              | nothing

    /// Applies one event; returns wheel steps that moved no slider.
    private func handle(_ event: InputEvent, _ controls: [Layout.Placed]) -> (at: Point, steps: Double)? {
        func hit(_ p: Point) -> Layout.Placed? {
            controls.last { $0.isEnabled && $0.hits(p) }
        }
        func control(_ id: ControlID) -> Layout.Placed? { controls.first { $0.id == id } }
        switch event {
        case .pointerMoved(let p):
            pointer = p
            hot = hit(p)?.id
            drag(to: p, controls)
        case .pointerLeft:
            pointer = nil
            hot = nil
        case .pointerDown(let p):
            pointer = p
            hot = hit(p)?.id
            if let edited = editing, edited.id != hot {
                // A click elsewhere ends editing; the field keeps no focus the click did not give it.
                editing = nil
                if focused == edited.id { focused = nil }
            }
            if activation == nil, let hot, let c = control(hot), case .textField(let field) = c.item {
                // A press on a field edits it, the caret at the character nearest the click: it takes
                // the focus, not the slot (nothing fires on release).
                focused = hot
                editing = TextEditing(
                    id: hot, caret: caretIndex(field, in: c.frame, at: c.local(p)), anchor: nil, since: time)
                return nil
            }
            if activation == nil, let hot {
                activation = Activation(hot, by: .pointer)
                if let c = control(hot) { pressBegan(c, at: p, controls) }
            }
        case .pointerUp(let p):
            pointer = p
            hot = hit(p)?.id
            drag(to: p, controls)
            guard let held = activation, held.source == .pointer else { return nil }
            activation = nil
            dragX = nil
            dragValue = nil
            defer {
                gesturePress = nil
                companions = []
            }
            for id in companions {
                if let c = control(id), case .gesture(let g) = c.item { send(g, .ended(isInside: c.hits(p)), at: p, c) }
            }
            guard let c = control(held.id) else { return nil }
            switch c.item {
            case .gesture(let g):
                send(g, .ended(isInside: c.hits(p)), at: p, c)
            case .slider(let s): s.onEditingChanged(false)
            case .picker(let picker):
                if c.hits(p), let option = option(of: picker, in: c.frame, at: c.local(p)) { picker.choose(option) }
            case .button, .toggle:
                if c.hits(p) { c.item.fire() }
            case .textField: break
            }
        case .focusNext(let backwards):
            if activation?.source == .keyboard { activation = nil }
            editing = nil
            let order = controls.filter { $0.isEnabled && $0.item.isFocusable }
            guard !order.isEmpty else {
                focused = nil
                return nil
            }
            let next: Int
            if let current = order.firstIndex(where: { $0.id == focused }) {
                next = (current + (backwards ? order.count - 1 : 1)) % order.count
            } else {
                next = backwards ? order.count - 1 : 0
            }
            focused = order[next].id
            // Tabbed into, a field is edited with its whole text selected, so typing replaces it.
            if case .textField(let field) = order[next].item {
                let count = field.text.wrappedValue.count
                editing = TextEditing(id: order[next].id, caret: count, anchor: 0, since: time)
            }
        case .activateDown:
            if let focused, let c = control(focused), case .textField(let field) = c.item {
                // Space or Return on a focused field that is not being edited edits it again.
                if editing == nil {
                    editing = TextEditing(id: focused, caret: field.text.wrappedValue.count, anchor: nil, since: time)
                }
                return nil
            }
            if activation == nil, let focused { activation = Activation(focused, by: .keyboard) }
        case .activateUp:
            guard let held = activation, held.source == .keyboard else { return nil }
            activation = nil
            control(held.id)?.item.fire()
        case .adjust(let steps, let fine):
            guard let focused, let c = control(focused) else { return nil }
            switch c.item {
            case .slider(let s): step(s, by: Double(steps), fine: fine)
            case .picker(let p): p.choose(p.index + steps)
            case .button, .toggle, .gesture, .textField: break
            }
        case .scroll(let p, let steps, let fine):
            guard steps.isFinite else { return nil }
            if let c = hit(p), case .slider(let s) = c.item {
                step(s, by: steps, fine: fine || isFineAdjustment)
            } else if let c = controls.last(where: {
                guard $0.isEnabled, case .gesture(let g) = $0.item, g.onScroll != nil else { return false }
                return $0.hits(p)
            }), case .gesture(let g) = c.item, let onScroll = g.onScroll {
                // The innermost scrolling region under the pointer takes the wheel.
                onScroll(steps)
            } else {
                return (p, steps)
            }
        case .text(let typed):
            guard var edited = editing, let c = control(edited.id), case .textField(let field) = c.item else {
                return nil
            }
            var text = field.text.wrappedValue
            edited.insert(typed, into: &text)
            edited.since = time
            editing = edited
            field.text.wrappedValue = text
        case .editKey(let key):
            guard var edited = editing, let c = control(edited.id), case .textField(let field) = c.item else {
                return nil
            }
            guard key != .endEditing else {
                editing = nil
                return nil
            }
            let before = field.text.wrappedValue
            var text = before
            edited.apply(key, to: &text)
            edited.since = time
            editing = edited
            if text != before { field.text.wrappedValue = text }
        }
        return nil
    }

    /// The caret position nearest `p` in `field`'s text as drawn (the boundary between the two
    /// characters the point falls between), measured with the context's metrics.
    private func caretIndex(_ field: TextFieldItem, in frame: Rect, at p: Point) -> Int {
        let shown = Array(field.shown(field.text.wrappedValue))
        let box = field.style.textRect(in: frame)
        let x = p.x - box.minX + textScroll(field, shown: String(shown), caret: shown.count, in: box)
        var previous = 0.0
        for i in 0..<shown.count {
            let next = metrics.size(of: String(shown[0...i]), font: field.font).width
            if x < (previous + next) / 2 { return i }
            previous = next
        }
        return shown.count
    }

    /// How far a field's text is scrolled left so the caret stays inside the text box; while the text fits, a
    /// centred or trailing field's text is moved right instead (a negative scroll).
    private func textScroll(_ field: TextFieldItem, shown: String, caret: Int, in box: Rect) -> Double {
        let caretX = metrics.size(of: String(shown.prefix(caret)), font: field.font).width
        let overflow = caretX + 2 - box.width
        if overflow > 0 || field.alignment == .leading { return max(0, overflow) }
        let width = metrics.size(of: shown.isEmpty ? field.placeholder : shown, font: field.font).width
        return -max(0, box.width - width) * field.alignment.fraction
    }

    /// A pointer press began on `c`: a slider's knob jumps to the pointer unless the press is on it
    /// (grabbed off-centre, it stays put), and a second press on a slider within the double-click
    /// time resets it.
    private func pressBegan(_ c: Layout.Placed, at p: Point, _ controls: [Layout.Placed]) {
        let isDouble =
            lastPress.map {
                $0.id == c.id && time - $0.time <= Self.doubleClickTime
                    && abs($0.point.x - p.x) <= Self.doubleClickDistance
                    && abs($0.point.y - p.y) <= Self.doubleClickDistance
            } ?? false
        lastPress = isDouble ? nil : (c.id, time, p)
        let inARow =
            pressRun.map {
                $0.id == c.id && time - $0.time <= Self.doubleClickTime
                    && abs($0.point.x - p.x) <= Self.doubleClickDistance
                    && abs($0.point.y - p.y) <= Self.doubleClickDistance
            } ?? false
        let count = inARow ? (pressRun?.count ?? 0) + 1 : 1
        pressRun = (c.id, time, p, count)
        // SwiftUI's hit test picks the innermost view, and the simultaneous gestures of the views
        // around it hear the press as well.
        let index = controls.firstIndex { $0.id == c.id }
        companions = controls.filter {
            guard let index, $0.isEnabled, $0.descendants.contains(index), case .gesture(let g) = $0.item else {
                return false
            }
            return g.isSimultaneous
        }.map(\.id)
        let heard = heldGestures(controls)
        if !heard.isEmpty { gesturePress = (p, time, count, p) }
        for (g, placed) in heard { send(g, .began, at: p, placed) }
        if case .gesture = c.item { return }
        guard case .slider(let s) = c.item else { return }
        s.onEditingChanged(true)
        // The slider reads the pointer in its own points (a scale around it shortens its travel).
        let p = c.local(p)
        dragX = p.x
        dragValue = nil
        if isDouble, s.onReset != nil || s.defaultValue != nil {
            // A reset, not the start of a drag: the release must not write the value again.
            dragX = nil
            if let onReset = s.onReset {
                onReset()
            } else if let reset = s.defaultValue {
                s.value.wrappedValue = s.clamped(reset, else: s.value.wrappedValue)
            }
            return
        }
        let knob = s.style.knobRect(fraction: s.fraction, in: c.frame)
        if !(p.x >= knob.minX && p.x <= knob.maxX) {
            let travel = s.style.knobTravel(in: c.frame)
            let span = travel.maxX - travel.minX
            let f = span > 0 ? (p.x - travel.minX) / span : 0
            let v = s.range.lowerBound + min(max(f, 0), 1) * (s.range.upperBound - s.range.lowerBound)
            dragValue = v
            s.value.wrappedValue = s.clamped(s.onFineGrid(v), else: s.value.wrappedValue)
        }
    }

    /// A slider held by the pointer follows it, inside the control or not (as every desktop slider
    /// does): by the pointer's travel along the track, a tenth of it with Shift.
    private func drag(to p: Point, _ controls: [Layout.Placed]) {
        if let held = activation, held.source == .pointer, gesturePress != nil, p.x.isFinite, p.y.isFinite {
            // A release moves the pointer to where it already is: that is no move.
            if gesturePress?.last != p {
                for (g, placed) in heldGestures(controls) { send(g, .moved, at: p, placed) }
            }
            if case .gesture = controls.first(where: { $0.id == held.id })?.item { return }
        }
        guard let held = activation, held.source == .pointer, let last = dragX,
            let c = controls.first(where: { $0.id == held.id }), case .slider(let s) = c.item
        else { return }
        let p = c.local(p)
        dragX = p.x
        let travel = s.style.knobTravel(in: c.frame)
        let span = travel.maxX - travel.minX
        guard span > 0, p.x.isFinite else { return }
        let delta = (p.x - last) / span * (s.range.upperBound - s.range.lowerBound) * (isFineAdjustment ? 0.1 : 1)
        guard delta != 0 else { return }
        let current = s.value.wrappedValue
        // Not clamped: dragged past the end and back, the knob is under the pointer again.
        let exact = (dragValue ?? current) + delta
        guard exact.isFinite else { return }
        dragValue = exact
        s.value.wrappedValue = s.clamped(s.onFineGrid(exact), else: current)
    }

    /// Tells the held gesture `phase` at `p`, with where and when its press began, in the points of
    /// its region `c`.
    private func send(_ g: GestureItem, _ phase: GestureEvent.Phase, at p: Point, _ c: Layout.Placed) {
        guard let press = gesturePress else { return }
        gesturePress?.last = p
        g.onEvent(
            GestureEvent(
                phase: phase, location: c.local(p), startLocation: c.local(press.start), time: time,
                startTime: press.time, frame: c.frame, clickCount: press.count))
    }

    /// Once a frame after its events, the gesture the pointer holds hears the clock (a long press
    /// completes by time alone), and the frame asks for another while it is held.
    private func heldGesture(_ controls: [Layout.Placed], _ out: inout UIFrame) {
        guard let press = gesturePress else { return }
        for (g, placed) in heldGestures(controls) {
            send(g, .held, at: press.last, placed)
            out.isAnimating = true
        }
    }

    /// The gestures the pointer's press reaches, with their frames: the held control's own, if it is
    /// a gesture, then the simultaneous ones around it.
    private func heldGestures(_ controls: [Layout.Placed]) -> [(GestureItem, Layout.Placed)] {
        guard let held = activation, held.source == .pointer else { return [] }
        return ([held.id] + companions).compactMap { id in
            guard let c = controls.first(where: { $0.id == id }), case .gesture(let g) = c.item else { return nil }
            return (g, c)
        }
    }

    private func step(_ s: SliderItem, by steps: Double, fine: Bool) {
        let size = fine ? s.fineStep : s.step
        let current = s.value.wrappedValue
        guard size > 0, size.isFinite else { return }
        // Onto the step grid, so stepping from 10.3 by 2 gives 12, not 12.3.
        let target = ((current + steps * size) / size).rounded() * size
        s.value.wrappedValue = s.clamped(target, else: current)
    }

    /// The option of `picker` under `p`, if any.
    private func option(of picker: PickerItem, in frame: Rect, at p: Point) -> Int? {
        picker.style.optionRects(count: picker.options.count, in: frame).firstIndex {
            p.x >= $0.minX && p.x < $0.maxX && p.y >= $0.minY && p.y < $0.maxY
        }
    }

    /// Ids of controls that left the tree or were disabled lose hot, the slot and focus, so every id
    /// the context keeps names an enabled control of this frame.
    private func forgetGone(_ controls: [Layout.Placed]) {
        let enabled = Set(controls.lazy.filter(\.isEnabled).map(\.id))
        if let h = hot, !enabled.contains(h) { hot = nil }
        // A gesture disabled while held hears that its press is over; one gone from the tree has no
        // one left to tell. The held control gone ends the press for the gestures beside it too.
        func cancel(_ id: ControlID) {
            if let c = controls.first(where: { $0.id == id }), case .gesture(let g) = c.item, let press = gesturePress {
                send(g, .cancelled, at: press.last, c)
            }
        }
        for id in companions where !enabled.contains(id) { cancel(id) }
        companions.removeAll { !enabled.contains($0) }
        if let a = activation, !enabled.contains(a.id) {
            for id in [a.id] + companions { cancel(id) }
            activation = nil
            dragX = nil
            gesturePress = nil
            companions = []
        }
        if let f = focused, !controls.contains(where: { $0.id == f && $0.isEnabled && $0.item.isFocusable }) {
            focused = nil
        }
        if let e = editing, !controls.contains(where: { $0.id == e.id && $0.isEnabled }) { editing = nil }
        if springs.count > controls.count * 2 + 16 {
            let ids = Set(controls.map(\.id))
            springs = springs.filter { ids.contains($0.key) }
        }
    }

    /// Pressed while the pointer that pressed it is still inside, or while its key is held; a
    /// slider, while it is held at all (it is being dragged).
    private func isPressed(_ c: Layout.Placed) -> Bool {
        guard let held = activation, held.id == c.id else { return false }
        if case .slider = c.item { return true }
        switch held.source {
        case .keyboard: return true
        case .pointer: return pointer.map { c.hits($0) } ?? false
        }
    }

    // MARK: - Drawing

    private func draw(_ c: Layout.Placed, dt: Double, into out: inout UIFrame) {
        var pressed = isPressed(c)
        // After this frame's events: a toggle that just fired is drawn flipped.
        var isOn = c.item.isOn
        switch forcedState {
        case .pressed?: pressed = c.isEnabled
        case .on?: if isOn != nil { isOn = true }
        case .active?:
            if isOn != nil { isOn = true } else { pressed = c.isEnabled }
        case .off?, .released?: if isOn != nil { isOn = false }
        case nil: break
        }
        // The second spring follows a toggle's on state (0 or 1), or a picker's chosen index, so
        // the switch's knob and the segmented control's tile slide.
        var onTarget = (isOn ?? false) ? 1.0 : 0
        var shownOption = 0
        if case .picker(let p) = c.item {
            // Forced "on", a picker shows its next option chosen: the audit's other state.
            let other = forcedState == .on || forcedState == .active
            shownOption = other && !p.options.isEmpty ? (p.index + 1) % p.options.count : p.index
            onTarget = Double(shownOption)
        }
        let animation = c.animation
        var state = springs[c.id] ?? (Spring(value: pressed ? 1 : 0), Spring(value: onTarget))
        // A spring at rest starts moving now, however long the window idled since the last frame.
        let pressStep = state.press.isSettled ? 0 : dt
        let onStep = state.on.isSettled ? 0 : dt
        state.press.target = pressed ? 1 : 0
        state.on.target = onTarget
        if case .spring(let response, let damping) = animation, forcedState == nil {
            state.press.response = response
            state.press.dampingFraction = damping
            state.on.response = response
            state.on.dampingFraction = damping
            state.press.advance(by: pressStep)
            state.on.advance(by: onStep)
            if !state.press.isSettled || !state.on.isSettled { out.isAnimating = true }
        } else {
            state.press.snap()
            state.on.snap()
        }
        springs[c.id] = state
        var label = c.label
        label.isHidden = hidesLabels
        let button = ButtonConfiguration(
            label: label, isPressed: pressed, pressAmount: state.press.value,
            isEnabled: c.isEnabled, metrics: metrics)
        var body: [DrawCommand]
        var edges: [Path]
        var valueRange: ClosedRange<Double>?
        var hasLabel = c.label.title.map { !$0.isEmpty } ?? false || c.label.systemImage != nil
        switch c.item {
        case .button(let item):
            body = item.style.makeBody(configuration: button, in: c.frame)
            edges = item.style.edges(in: c.frame)
        case .toggle(let item):
            let toggle = ToggleConfiguration(button: button, isOn: isOn ?? false, onAmount: state.on.value)
            body = item.style.makeBody(configuration: toggle, in: c.frame)
            edges = item.style.edges(in: c.frame)
        case .slider(let item):
            let slider = SliderConfiguration(
                fraction: item.fraction, isPressed: pressed, pressAmount: state.press.value, isEnabled: c.isEnabled)
            body = item.style.makeBody(configuration: slider, in: c.frame)
            edges = item.style.edges(configuration: slider, in: c.frame)
            valueRange = item.range
            hasLabel = false
        case .gesture:
            // Its content is drawn by the view it wraps.
            body = []
            edges = []
        case .picker(let item):
            hasLabel = !item.options.isEmpty
            var picker = PickerConfiguration(
                options: item.options, selection: shownOption, selectionAmount: state.on.value,
                pressedOption: pressed ? pressedOption(item, c) : nil, pressAmount: state.press.value,
                isEnabled: c.isEnabled, metrics: metrics)
            picker.hidesLabels = hidesLabels
            body = item.style.makeBody(configuration: picker, in: c.frame)
            edges = item.style.edges(configuration: picker, in: c.frame)
            valueRange = 0...Double(max(item.options.count - 1, 0))
        case .textField(let item):
            // Forced pressed, a field shows its editing chrome: the audit's other state.
            body = drawField(
                item, id: c.id, in: c.frame, isEnabled: c.isEnabled, showsEditing: pressed && c.isEnabled, into: &out)
            edges = item.style == .plain ? [] : [c.hitShape]
            hasLabel = false
        }
        // An edited field shows where typing goes by its caret and rim; the ring is for Tab's focus.
        let isEditingThis = editing?.id == c.id
        if showsFocusRing && focused == c.id && !isEditingThis {
            body.append(.stroke(c.contentShape.inset(by: -5), in: c.frame, .color(FocusRing.color), lineWidth: 3))
        }
        out.commands += body
        out.controls.append(
            ControlRecord(
                id: c.id, key: c.key, kind: c.item.kind, style: c.styleName, frame: c.frame,
                hitShape: c.hitShape, isEnabled: c.isEnabled, isPressed: pressed, isOn: isOn,
                isFocusable: c.item.isFocusable, value: c.item.value, valueRange: valueRange, edges: edges,
                hasLabel: hasLabel, text: c.item.shownText, isEditing: isEditingThis))
    }

    /// A text field: its chrome, the selection, the text (or the placeholder while it is empty) and
    /// the caret while it is edited, blinking on the frame clock so a replay draws the same frames.
    private func drawField(
        _ item: TextFieldItem, id: ControlID, in frame: Rect, isEnabled: Bool, showsEditing: Bool,
        into out: inout UIFrame
    ) -> [DrawCommand] {
        let edited = editing?.id == id ? editing : nil
        var commands = item.style.chrome(in: frame, isEditing: edited != nil || showsEditing, isEnabled: isEnabled)
        let box = item.style.textRect(in: frame)
        let text = item.text.wrappedValue
        let shown = item.shown(text)
        let caret = min(max(edited?.caret ?? 0, 0), shown.count)
        let scroll = textScroll(item, shown: shown, caret: edited == nil ? 0 : caret, in: box)
        let line = metrics.size(of: "Xg", font: item.font).height
        let top = box.midY - line / 2
        func x(_ characters: Int) -> Double {
            box.minX - scroll + metrics.size(of: String(shown.prefix(characters)), font: item.font).width
        }
        var inside: [DrawCommand] = []
        if let selected = edited?.selection {
            let rect = Rect(
                x: x(selected.lowerBound), y: top, width: x(selected.upperBound) - x(selected.lowerBound), height: line)
            inside.append(.fill(Rectangle(), in: rect, .color(TextFieldStyle.accent.opacity(0.3))))
        }
        let origin = Point(x: box.minX - scroll, y: top)
        if shown.isEmpty {
            if !item.placeholder.isEmpty {
                inside.append(.text(item.placeholder, font: item.font, color: .secondary, origin: origin))
            }
        } else {
            let color: Color = isEnabled ? .primary : .secondary
            inside.append(.text(shown, font: item.font, color: color, origin: origin))
        }
        if let edited {
            // Solid for a blink after every keystroke, then on and off: a caret that moved is seen.
            let phase = max(time - edited.since, 0) / Self.caretBlink
            if edited.selection == nil, Int(phase) % 2 == 0 {
                // A point past the character before it, as AppKit's caret: not touching its glyph.
                let caretRect = Rect(x: (x(caret) + 0.5).rounded(), y: top, width: 1.5, height: line)
                inside.append(.fill(Rectangle(), in: caretRect, .color(TextFieldStyle.accent)))
            }
            out.isAnimating = true
        }
        // The text is clipped to the field (a long one scrolls under its edge), the caret included.
        let clip = Rect(x: box.minX - 1, y: frame.minY, width: box.width + 2, height: frame.height)
        commands.append(.layer(Layer(inside, clip: (AnyInsettableShape(Rectangle()), clip))))
        return commands
    }

    /// The option a pressed picker shows pressed: the one under the pointer that holds it, or the
    /// chosen one while a key holds it (or the audit forces the pressed look).
    private func pressedOption(_ picker: PickerItem, _ c: Layout.Placed) -> Int? {
        if let held = activation, held.id == c.id, held.source == .pointer, let pointer {
            return option(of: picker, in: c.frame, at: c.local(pointer))
        }
        return picker.index
    }
}

/// The keyboard focus ring: macOS's focus blue, strong enough on light and dark surfaces.
public enum FocusRing {
    public static let color = Color(r8: 10, g8: 132, b8: 255)
}

extension ControlRecord {
    /// The record of the same control drawn `scale` times as large with its origin at `origin`: where a
    /// scene laid out in its own points (a device's screen) is shown in a window.
    public func placed(scale: Double, origin: Point) -> ControlRecord {
        let t = AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: origin.x, ty: origin.y)
        var record = self
        record.frame = Rect(
            x: origin.x + frame.minX * scale, y: origin.y + frame.minY * scale, width: frame.width * scale,
            height: frame.height * scale)
        record.hitShape = hitShape.applying(t)
        record.edges = edges.map { $0.applying(t) }
        return record
    }
}
