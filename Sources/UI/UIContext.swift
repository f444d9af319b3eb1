import Raster
import Style

public enum ControlKind: String, Sendable {
    case button, toggle
}

/// A laid-out control, as the frame reports it: for hit testing, layouts, audits and tests.
public struct ControlRecord: Sendable {
    public let id: ControlID
    /// The scoped key, e.g. `dark/heart-toggle`.
    public let key: String
    public let kind: ControlKind
    public let style: String
    /// Frame in points (after offsets).
    public let frame: Rect
    /// The style's content shape in that frame.
    public let hitShape: Path
    public let isEnabled: Bool
    public let isPressed: Bool
    public let isOn: Bool?
}

/// The pointer shape the platform should show.
public enum Cursor: Sendable { case arrow, hand }

/// What one frame of UI produced.
public struct UIFrame: Sendable {
    public var commands: [DrawCommand] = []
    public var controls: [ControlRecord] = []
    /// Keys of controls that fired this frame (a button's action, a toggle's flip), in order.
    public var tapped: [String] = []
    /// A spring is still moving: another frame is wanted soon.
    public var isAnimating = false
    public var cursor: Cursor = .arrow

    public init() {}
}

/// The immediate-mode context: input events in, draw commands out. Persistent state is only ids
/// (hot, active, focused) and springs; the view tree is rebuilt every frame.
public final class UIContext {
    /// Shows every control in one state regardless of input (headless screenshots).
    public enum ForcedState: String, Sendable, CaseIterable {
        case released, pressed, on, off
    }

    public var metrics: TextMetrics & Sendable
    public var forcedState: ForcedState?
    public var showsFocusRing = true
    /// Draws controls without their labels (the audit's "behind the label" render).
    public var hidesLabels = false
    public private(set) var hot: ControlID?
    public private(set) var active: ControlID?
    public private(set) var focused: ControlID?
    private var keyboardActive: ControlID?
    private var pointer: Point?
    private var springs: [ControlID: (press: Spring, on: Spring)] = [:]
    private var lastTime: Double?

    public init(metrics: TextMetrics & Sendable = EstimatedTextMetrics()) { self.metrics = metrics }

    /// Lays out `root` in `size`, applies `events` in order, and draws.
    public func frame(_ root: View, size: Size, time: Double, events: [InputEvent] = []) -> UIFrame {
        var layout = Layout(metrics: metrics)
        layout.place(root, in: Rect(origin: .zero, size: size), offset: .zero, scope: ControlID("").raw, path: "")
        var out = UIFrame()
        for event in events { handle(event, layout.controls, &out) }
        forgetMissing(layout.controls)
        let dt = lastTime.map { max(time - $0, 0) } ?? 0
        lastTime = time
        for item in layout.items {
            switch item {
            case .commands(let commands): out.commands += commands
            case .control(let index): draw(layout.controls[index], dt: dt, into: &out)
            }
        }
        if hot != nil, let c = layout.controls.first(where: { $0.id == hot }), c.isEnabled { out.cursor = .hand }
        return out
    }

    // MARK: - Interaction (one function decides for every control)

    private func handle(_ event: InputEvent, _ controls: [Layout.Placed], _ out: inout UIFrame) {
        func hit(_ p: Point) -> Layout.Placed? {
            controls.last { $0.isEnabled && $0.hitShape.contains(p) }
        }
        switch event {
        case .pointerMoved(let p):
            pointer = p
            hot = hit(p)?.id
        case .pointerDown(let p):
            pointer = p
            hot = hit(p)?.id
            // Only one control is active at a time (pointer or keyboard); a press outside every
            // control activates none.
            if active == nil && keyboardActive == nil { active = hot }
        case .pointerUp(let p):
            pointer = p
            if let id = active, let control = controls.first(where: { $0.id == id }), control.hitShape.contains(p) {
                out.tapped.append(control.key)
            }
            active = nil
            hot = hit(p)?.id
        case .pointerLeft:
            pointer = nil
            hot = nil
        case .focusNext(let backwards):
            let order = controls.filter(\.isEnabled)
            guard !order.isEmpty else {
                focused = nil
                return
            }
            let current = order.firstIndex { $0.id == focused }
            let next: Int
            if let current {
                next = (current + (backwards ? order.count - 1 : 1)) % order.count
            } else {
                next = backwards ? order.count - 1 : 0
            }
            focused = order[next].id
            keyboardActive = nil
        case .activateDown:
            if active == nil, let focused, controls.contains(where: { $0.id == focused && $0.isEnabled }) {
                keyboardActive = focused
            }
        case .activateUp:
            if let id = keyboardActive, id == focused, let control = controls.first(where: { $0.id == id }) {
                out.tapped.append(control.key)
            }
            keyboardActive = nil
        }
    }

    /// Ids whose controls left the tree lose hot/active/focus, so focus always names a control.
    private func forgetMissing(_ controls: [Layout.Placed]) {
        let ids = Set(controls.map(\.id))
        if let h = hot, !ids.contains(h) { hot = nil }
        if let a = active, !ids.contains(a) { active = nil }
        if let f = focused, !ids.contains(f) { focused = nil }
        if let k = keyboardActive, !ids.contains(k) { keyboardActive = nil }
        if springs.count > ids.count * 2 + 16 { springs = springs.filter { ids.contains($0.key) } }
    }

    /// Pressed while the pointer that pressed it is still inside, or while its key is held.
    private func isPressed(_ c: Layout.Placed) -> Bool {
        guard c.isEnabled else { return false }
        if keyboardActive == c.id { return true }
        if active == c.id, let pointer, c.hitShape.contains(pointer) { return true }
        return false
    }

    // MARK: - Drawing

    private func draw(_ c: Layout.Placed, dt: Double, into out: inout UIFrame) {
        var pressed = isPressed(c)
        var isOn = c.toggle?.isOn
        switch forcedState {
        case .pressed?: pressed = c.isEnabled
        case .on?: if isOn != nil { isOn = true }
        case .off?, .released?: if isOn != nil { isOn = false }
        case nil: break
        }
        let animation = c.button?.style.animation ?? c.toggle?.style.animation ?? Animation.none
        var state = springs[c.id] ?? (Spring(value: pressed ? 1 : 0), Spring(value: (isOn ?? false) ? 1 : 0))
        // A spring at rest starts moving now, however long the window idled since the last frame.
        let pressStep = state.press.isSettled ? 0 : dt
        let onStep = state.on.isSettled ? 0 : dt
        state.press.target = pressed ? 1 : 0
        state.on.target = (isOn ?? false) ? 1 : 0
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
        var label = c.button?.label ?? c.toggle!.label
        label.isHidden = hidesLabels
        let button = ButtonConfiguration(
            label: label, isPressed: pressed, pressAmount: state.press.value,
            isEnabled: c.isEnabled, metrics: metrics)
        var body: [DrawCommand]
        if let item = c.button {
            body = item.style.makeBody(configuration: button, in: c.frame)
        } else {
            let toggle = ToggleConfiguration(button: button, isOn: isOn ?? false, onAmount: state.on.value)
            body = c.toggle!.style.makeBody(configuration: toggle, in: c.frame)
        }
        if showsFocusRing && focused == c.id {
            body.append(.stroke(c.contentShape.inset(by: -5), in: c.frame, .color(FocusRing.color), lineWidth: 3))
        }
        out.commands += body
        out.controls.append(
            ControlRecord(
                id: c.id, key: c.key, kind: c.button != nil ? .button : .toggle, style: c.styleName, frame: c.frame,
                hitShape: c.hitShape, isEnabled: c.isEnabled, isPressed: pressed, isOn: isOn))
    }
}

/// The keyboard focus ring: macOS's focus blue, strong enough on light and dark surfaces.
public enum FocusRing {
    public static let color = Color(r8: 10, g8: 132, b8: 255)
}
