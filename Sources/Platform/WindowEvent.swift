/// Window input translated from SDL at once, so nothing above this layer sees an SDL type.
public enum WindowEvent: Equatable, Sendable {
    case quit
    /// The drawable changed size (device pixels) or needs a redraw.
    case resized(width: Int, height: Int)
    case exposed
    /// Pointer positions are in points (window coordinates), not device pixels.
    case mouseMoved(x: Double, y: Double)
    case mouseDown(x: Double, y: Double, button: Int)
    case mouseUp(x: Double, y: Double, button: Int)
    case mouseLeft
    /// The wheel turned by `steps` notches (up and away from the user positive, whatever the
    /// system's "natural" scrolling), over the pointer at `x`, `y` in points.
    case mouseWheel(x: Double, y: Double, steps: Double)
    case keyDown(Key, modifiers: KeyModifiers, isRepeat: Bool)
    case keyUp(Key, modifiers: KeyModifiers)
    /// Characters typed while text input is on (`Window.acceptsText`), composed: what a keyboard
    /// layout or an input method produced, not keys.
    case text(String)
}

/// Keys by name: printable keys by their character, the rest by role.
public enum Key: Hashable, Sendable {
    case character(Character)
    case escape, tab, space, enter, backspace, delete
    case left, right, up, down, home, end, pageUp, pageDown
    case printScreen
    case function(Int)
    case other(Int32)
}

public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: 1)
    public static let control = KeyModifiers(rawValue: 2)
    public static let option = KeyModifiers(rawValue: 4)
    public static let command = KeyModifiers(rawValue: 8)
}
