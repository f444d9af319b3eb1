import Platform
import UI

/// Typing into a screen's text field. While one is being edited the keyboard is the field's: the
/// characters come as text input (`text(_:)`), the editing keys move and delete, Return or Esc
/// ends editing (Esc does not quit), and only Tab and the function keys keep their playground
/// meaning, so an S typed into a name is not a screenshot.
extension Playground {
    /// Whether the scene's UI is editing a text field, once the input waiting for the next frame has
    /// run (a click not drawn yet may have started or ended editing).
    func isEditingText() -> Bool {
        applyPendingInput()
        return session.ui.isEditingText
    }

    /// Characters from the platform's text input: the edited field's, nothing otherwise.
    func text(_ typed: String) {
        guard isEditingText() else { return }
        recording?.capture.text(typed, at: Stopwatch.now())
        events.append(.text(typed))
        needsFrame = true
    }

    /// Routes `key` to the edited field; returns whether the field took it (a key it takes is not a
    /// shortcut, even one it ignores).
    func typesIntoField(_ key: Key, modifiers: KeyModifiers) -> Bool {
        guard isEditingText() else { return false }
        switch key {
        case .tab, .function, .printScreen: return false
        default: break
        }
        guard let edit = Self.editKey(key, modifiers: modifiers) else { return true }
        recording?.capture.key(key, modifiers: modifiers, down: true, at: Stopwatch.now())
        events.append(.editKey(edit))
        needsFrame = true
        return true
    }

    /// What `key` does in a field: nil for a printable key (its character comes as text input).
    static func editKey(_ key: Key, modifiers: KeyModifiers) -> EditKey? {
        switch key {
        case .backspace: .backspace
        case .delete: .deleteForward
        case .left: .left
        case .right: .right
        case .home, .up: .home
        case .end, .down: .end
        case .enter, .escape: .endEditing
        case .character("a") where !modifiers.isDisjoint(with: [.command, .control]): .selectAll
        default: nil
        }
    }
}
