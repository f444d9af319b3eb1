import Raster

/// Platform-neutral input, in points. The platform layer translates its events into these.
public enum InputEvent: Equatable, Sendable {
    case pointerMoved(Point)
    case pointerDown(Point)
    case pointerUp(Point)
    /// The pointer left the window.
    case pointerLeft
    /// Tab (or Shift-Tab, `backwards`) moves keyboard focus.
    case focusNext(backwards: Bool)
    /// Space or Return pressed / released on the focused control.
    case activateDown
    case activateUp
    /// The arrow keys on the focused control: a slider steps by its step (`fine`: its fine step), a
    /// picker moves its choice, `by` steps (negative: left or up).
    case adjust(by: Int, fine: Bool)
    /// The wheel over `at`: the slider under the pointer steps `steps` (up is positive).
    case scroll(at: Point, steps: Double, fine: Bool)
    /// Characters typed while a text field is being edited (the platform's text input, so a
    /// keyboard layout's and an input method's characters arrive composed), inserted at the caret.
    case text(String)
    /// A key that edits the text field being edited: deletes, moves the caret, selects, ends.
    case editKey(EditKey)
}

extension InputEvent {
    /// Where a pointer event happened; nil for the others.
    public var point: Point? {
        switch self {
        case .pointerMoved(let p), .pointerDown(let p), .pointerUp(let p): p
        case .scroll(let p, _, _): p
        case .pointerLeft, .focusNext, .activateDown, .activateUp, .adjust, .text, .editKey: nil
        }
    }
}

extension InputEvent {
    /// The same event with its point moved by `transform` (into a scene shown scaled in the window).
    public func mapped(_ transform: (Point) -> Point) -> InputEvent {
        switch self {
        case .pointerMoved(let p): .pointerMoved(transform(p))
        case .pointerDown(let p): .pointerDown(transform(p))
        case .pointerUp(let p): .pointerUp(transform(p))
        case .scroll(let p, let steps, let fine): .scroll(at: transform(p), steps: steps, fine: fine)
        case .pointerLeft, .focusNext, .activateDown, .activateUp, .adjust, .text, .editKey: self
        }
    }
}
