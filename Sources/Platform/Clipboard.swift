import CSDL2

/// The system clipboard (needs the video subsystem, i.e. an open window).
public enum Clipboard {
    /// Puts text on the clipboard; false when SDL could not.
    @MainActor @discardableResult
    public static func set(_ text: String) -> Bool { SDL_SetClipboardText(text) == 0 }
}
