import Raster
import UI

/// The press/release truth table above `UIContext`'s interaction code, restated on its own as the
/// UI fuzzer's oracle: fed the same layout and events, it says what must be held, focused, pressed
/// and fired.
struct PressRulesModel {
    private(set) var activation: Activation?
    private(set) var focused: ControlID?
    /// The text field being edited: a click on it or Tab into it starts editing, a click elsewhere,
    /// Tab, Return or Esc ends it.
    private(set) var editing: ControlID?
    private var pointer: Point?

    /// Applies one event delivered to `controls` (this frame's layout); returns the control that
    /// fires, if any.
    mutating func apply(_ event: InputEvent?, to controls: [ControlRecord]) -> ControlRecord? {
        let enabled = controls.filter(\.isEnabled)
        // Controls that left the tree or were disabled lose the slot and focus first.
        if let a = activation, !enabled.contains(where: { $0.id == a.id }) { activation = nil }
        if let f = focused, !enabled.contains(where: { $0.id == f && $0.isFocusable }) { focused = nil }
        if let e = editing, !enabled.contains(where: { $0.id == e }) { editing = nil }
        func control(_ id: ControlID) -> ControlRecord? { enabled.first { $0.id == id } }
        switch event {
        case .pointerMoved(let p)?:
            pointer = p
        case .pointerLeft?:
            pointer = nil
        case .pointerDown(let p)?:
            pointer = p
            let c = enabled.last(where: { $0.hitShape.contains(p) })
            if let e = editing, e != c?.id {
                editing = nil
                if focused == e { focused = nil }
            }
            if activation == nil, let c, c.kind == .textField {
                // A field takes the focus and is edited, without the slot.
                focused = c.id
                editing = c.id
            } else if activation == nil, let c {
                activation = Activation(c.id, by: .pointer)
            }
        case .pointerUp(let p)?:
            pointer = p
            guard let a = activation, a.source == .pointer else { return nil }
            activation = nil
            return control(a.id).flatMap { $0.hitShape.contains(p) ? $0 : nil }
        case .focusNext(let backwards)?:
            if activation?.source == .keyboard { activation = nil }
            editing = nil
            let order = enabled.filter(\.isFocusable)
            if order.isEmpty {
                focused = nil
            } else if let i = order.firstIndex(where: { $0.id == focused }) {
                focused = order[(i + (backwards ? order.count - 1 : 1)) % order.count].id
            } else {
                focused = backwards ? order.last?.id : order.first?.id
            }
            if let f = focused, order.first(where: { $0.id == f })?.kind == .textField { editing = f }
        case .activateDown?:
            if let focused, control(focused)?.kind == .textField {
                // Space or Return edits a focused field again; nothing is held.
                editing = focused
            } else if activation == nil, let focused {
                activation = Activation(focused, by: .keyboard)
            }
        case .activateUp?:
            guard let a = activation, a.source == .keyboard else { return nil }
            activation = nil
            return control(a.id)
        case .editKey(.endEditing)?:
            editing = nil
        case .adjust?, .scroll?, .text?, .editKey?, nil:
            // Values move; who holds, focuses and fires does not.
            break
        }
        return nil
    }

    /// The control that must be drawn pressed: the key-held one, the pointer-held one while the
    /// pointer is inside it, or a held slider wherever the pointer is (it is being dragged).
    func pressed(in controls: [ControlRecord]) -> ControlID? {
        guard let a = activation, let c = controls.first(where: { $0.id == a.id }) else { return nil }
        if c.kind == .slider { return c.id }
        switch a.source {
        case .keyboard: return c.id
        case .pointer: return pointer.map { c.hitShape.contains($0) } == true ? c.id : nil
        }
    }
}
