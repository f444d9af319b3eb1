import Platform
import Style

/// What a key does in the playground.
enum PlaygroundAction: Hashable, Sendable {
    case quit
    case focusNext, focusPrevious
    /// Space / Return: handled as press-while-held by the UI.
    case activate
    case nextScene, previousScene
    case scene(Int)
    case scheme(Scheme)
    case toggleContrast
    case toggleFamily
    case selectPreviousParameter, selectNextParameter
    case decrease(fine: Bool), increase(fine: Bool)
    case resetParameter, resetAllParameters
    case cycleShape, cycleSurface, toggleAnimation
    case movePanel
    case typeColor
    case toggleComposition
    case toggleHelp, toggleHUD
    case toggleDamageFlash
    case toggleLayoutInspector
    case toggleNotes
    case screenshot(withHUD: Bool)
    /// R: the clip and the captured input; Shift-R: the PNG frames as well.
    case toggleRecording(withFrames: Bool)
    case export
    case savePreset
    case toggleAudit
    case proposeFix
    case cycleVision
    case cycleFileStyle
    /// T / Shift-T: a file's screen or styles at the next larger / smaller Dynamic Type size.
    case resizeText(larger: Bool)

    /// Keys that write files: a replay ignores them, and a recording does not capture them.
    var writesFiles: Bool {
        switch self {
        case .screenshot, .toggleRecording, .export, .savePreset: true
        default: false
        }
    }

    /// Keys a recording captures for its script: not the file keys, nor V, whose view the clip does
    /// not show (it holds the scene in its own colours), so a replay draws what the clip holds.
    var isCaptured: Bool { !writesFiles && self != .cycleVision }
}

/// One row of the binding table, which drives the key handler, the help overlay and the README.
struct KeyBinding: Sendable {
    let keys: [(Key, KeyModifiers)]
    /// How the keys are written in help and docs.
    let label: String
    let action: PlaygroundAction
    let help: String

    init(_ label: String, _ keys: [(Key, KeyModifiers)], _ action: PlaygroundAction, _ help: String) {
        self.label = label
        self.keys = keys
        self.action = action
        self.help = help
    }

    func matches(_ key: Key, _ modifiers: KeyModifiers) -> Bool {
        let relevant = modifiers.intersection([.shift, .control, .option, .command])
        return keys.contains { $0.0 == key && $0.1 == relevant }
    }
}

extension KeyBinding {
    static func char(_ c: Character, _ m: KeyModifiers = []) -> (Key, KeyModifiers) { (.character(c), m) }

    /// The playground's keys, in the order help lists them.
    static let table: [KeyBinding] = {
        var rows: [KeyBinding] = [
            KeyBinding("Esc", [(.escape, [])], .quit, "quit"),
            KeyBinding(
                "H or ?", [char("h"), char("/", .shift), char("?"), char("?", .shift)], .toggleHelp,
                "show or hide this help"),
            KeyBinding(
                "Tab / Shift-Tab", [(.tab, [])], .focusNext, "move keyboard focus to the next / previous control"),
            KeyBinding("Shift-Tab", [(.tab, .shift)], .focusPrevious, ""),
            KeyBinding(
                "Space or Return", [(.space, []), (.enter, [])], .activate, "press the focused control while held"),
            KeyBinding("] / [", [char("]")], .nextScene, "next / previous scene"),
            KeyBinding("[", [char("[")], .previousScene, ""),
        ]
        for (i, _) in SceneCatalog.all.enumerated() where i < 9 {
            rows.append(KeyBinding("\(i + 1)", [char(Character("\(i + 1)"))], .scene(i), ""))
        }
        rows += [
            KeyBinding("L / D / C", [char("l")], .scheme(.light), "light, dark or colourful scheme"),
            KeyBinding("D", [char("d")], .scheme(.dark), ""),
            KeyBinding("C", [char("c")], .scheme(.colorful), ""),
            KeyBinding("I", [char("i")], .toggleContrast, "increased contrast on / off"),
            KeyBinding(
                "F", [char("f")], .toggleFamily, "style family: the scheme's seed styles / the parametric style"),
            KeyBinding(
                "Up / Down", [(.up, [])], .selectPreviousParameter,
                "select a knob of the parametric style (a focused slider or picker takes the arrows)"),
            KeyBinding("Down", [(.down, [])], .selectNextParameter, ""),
            KeyBinding(
                "Left / Right", [(.left, [])], .decrease(fine: false),
                "change it (coarse steps; hold Shift for fine steps)"),
            KeyBinding("Right", [(.right, [])], .increase(fine: false), ""),
            KeyBinding("Shift-Left", [(.left, .shift)], .decrease(fine: true), ""),
            KeyBinding("Shift-Right", [(.right, .shift)], .increase(fine: true), ""),
            KeyBinding(
                "Backspace", [(.backspace, []), (.delete, [])], .resetParameter,
                "reset the selected knob (a colour: derived again)"),
            KeyBinding(
                "Shift-Backspace", [(.backspace, .shift), (.delete, .shift)], .resetAllParameters,
                "reset every parameter"),
            KeyBinding("K", [char("k")], .cycleShape, "cycle the shape: circle, rounded, continuous, capsule"),
            KeyBinding("U", [char("u")], .cycleSurface, "cycle the surface: flat, concave, convex, pressed"),
            KeyBinding("N", [char("n")], .toggleAnimation, "animation: spring / none"),
            KeyBinding("X", [char("x")], .toggleComposition, "shadows: chained (SwiftUI) / independent (CSS)"),
            KeyBinding(
                "F3 or backquote", [(.function(3), []), char("`")], .toggleHUD,
                "show or hide the style panel (the scene takes the whole window)"),
            KeyBinding("M", [char("m")], .movePanel, "move the style panel to the other side"),
            KeyBinding(
                "#", [char("#"), char("#", .shift), char("3", .shift)], .typeColor,
                "type the chosen colour: six hex digits set it (Return takes three, Esc cancels)"),
            KeyBinding("F4", [(.function(4), [])], .toggleDamageFlash, "outline what each frame redraws (damage)"),
            KeyBinding(
                "O", [char("o")], .toggleLayoutInspector,
                "layout inspector: a file's screen with every view outlined, the one under the pointer named"),
            KeyBinding(
                "W", [char("w")], .toggleNotes,
                "the notes: what a file's screen left out or drew as a placeholder, each at its FILE:LINE"),
            KeyBinding(
                "S or PrintScreen", [char("s"), (.printScreen, [])], .screenshot(withHUD: false),
                "save a screenshot of the scene (Shift: the whole window, panel included)"),
            KeyBinding("Shift-S", [char("s", .shift), (.printScreen, .shift)], .screenshot(withHUD: true), ""),
            KeyBinding(
                "R", [char("r")], .toggleRecording(withFrames: false),
                "start / stop recording an animated WebP and the input as a script (Shift: PNG frames too)"),
            KeyBinding("Shift-R", [char("r", .shift)], .toggleRecording(withFrames: true), ""),
            KeyBinding("E", [char("e")], .export, "export the style as SwiftUI (also to the clipboard) and CSS"),
            KeyBinding("P", [char("p")], .savePreset, "save the style as a preset"),
            KeyBinding("A", [char("a")], .toggleAudit, "accessibility audit overlay on / off"),
            KeyBinding(
                "Shift-A", [char("a", .shift)], .proposeFix,
                "fix: the nearest style that passes the audit, beside yours (Return uses it, Esc keeps yours)"),
            KeyBinding(
                "V", [char("v")], .cycleVision,
                "colour vision: normal, protanopia, deuteranopia, tritanopia, achromatopsia (the whole window)"),
            KeyBinding(
                "Y", [char("y")], .cycleFileStyle,
                "with --style FILE: its screen's next #Preview; for a file of styles, all of them, then each in turn"),
            KeyBinding(
                "T / Shift-T", [char("t")], .resizeText(larger: true),
                "a file's screen or styles at the next larger / smaller Dynamic Type text size (xSmall … accessibility5)"
            ),
            KeyBinding("Shift-T", [char("t", .shift)], .resizeText(larger: false), ""),
        ]
        return rows
    }()

    static func action(for key: Key, modifiers: KeyModifiers) -> PlaygroundAction? {
        table.first { $0.matches(key, modifiers) }?.action
    }

    /// Rows with help text, for the overlay and the README (continuation rows are folded in).
    static var documented: [(keys: String, help: String)] {
        var rows = table.filter { !$0.help.isEmpty }.map { ($0.label, $0.help) }
        rows.insert(
            ("1 … \(min(SceneCatalog.all.count, 9))", "jump to a scene"),
            at: rows.firstIndex { $0.0 == "L / D / C" } ?? rows.count)
        return rows
    }

    /// The README's keys table, generated from the bindings.
    static var markdown: String {
        (["| key | action |", "|---|---|"] + documented.map { "| \($0.keys) | \($0.help) |" }).joined(separator: "\n")
    }
}
