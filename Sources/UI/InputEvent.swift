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
}
