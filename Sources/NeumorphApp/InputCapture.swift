import Foundation
import Platform
import Presets
import Raster
import Style
import UI

/// The input of a recording in the window, written as an input script `record --script` replays:
/// the settings the window started from (`#@ NAME VALUE`), then the mouse in points and the keys by
/// name, timed in seconds from the start. The playground's file keys (screenshot, record, export,
/// preset) are left out: a replay writes only its frames.
@MainActor
final class InputCapture {
    private let header: [String]
    private var lines: [String] = []
    private let start: Double
    private var lastTime = 0.0
    /// Keys the script format cannot name (`#` starts a comment), left out and counted.
    private(set) var unnamedKeys = 0

    /// Where the scene sits in the window, in points: the pointer is captured relative to it.
    let origin: Point

    /// Starts at `start` (the window's clock) from what `session` shows in `region` of the window,
    /// with the pointer where it was last seen, so a hover at the start is replayed too.
    init(session: SceneSession, region: Rect, style: StyleOption?, pointer: Point?, start: Double) {
        self.start = start
        origin = region.origin
        header = Self.settings(session: session, size: region.size, style: style)
        if let pointer { lines.append(Self.line(0, "mouse move \(position(pointer))")) }
    }

    private func position(_ p: Point) -> String {
        "\(Self.number(p.x - origin.x)) \(Self.number(p.y - origin.y))"
    }

    /// The settings lines for what `session` shows.
    static func settings(session: SceneSession, size: Size, style: StyleOption?) -> [String] {
        var preset = Preset(parameters: session.parameters, scheme: session.scheme, contrast: session.contrast)
        preset.seed = session.presetSeed
        // One line: the preset's JSON holds no line breaks inside its strings.
        let json = preset.json.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(
            separator: " ")
        var settings = [
            "scene \(session.scene.name)", "scheme \(session.scheme.rawValue)",
            "contrast \(session.contrast.rawValue)", "family \(session.family.rawValue)", "preset \(json)",
        ]
        settings.append("composition \(session.compositionOverride?.rawValue ?? "own")")
        if let style {
            let path =
                style.path.hasPrefix("/") ? style.path : FileManager.default.currentDirectoryPath + "/" + style.path
            settings.append("style \(path)\(style.typeName.map { ":\($0)" } ?? "")")
        }
        let on = session.state.toggles.filter(\.value).map(\.key).sorted()
        if !on.isEmpty { settings.append("toggles \(on.joined(separator: " "))") }
        settings.append("size \(Int(size.width))x\(Int(size.height))")
        return settings.map { "#@ \($0)" }
    }

    func pointer(_ event: InputEvent, at time: Double) {
        switch event {
        case .pointerMoved(let p): add("mouse move \(position(p))", at: time)
        case .pointerDown(let p): add("mouse down \(position(p))", at: time)
        case .pointerUp(let p): add("mouse up \(position(p))", at: time)
        default: break
        }
    }

    func key(_ key: Key, modifiers: KeyModifiers, down: Bool, at time: Double) {
        guard let name = Self.name(of: key, modifiers: modifiers) else {
            unnamedKeys += 1
            return
        }
        add("key \(down ? "down" : "up") \(name)", at: time)
    }

    /// Characters typed into a text field, quoted as the script writes them.
    func text(_ typed: String, at time: Double) {
        add("text \(InputScript.quoted(typed))", at: time)
    }

    /// The script, ending at `end` on the window's clock (its duration, so a replay records as long).
    func text(end: Double) -> String {
        let duration = max(lastTime, min(end - start, InputScript.longestTime))
        let title =
            "# neumorph input script, captured in the window; replay: neumorph record --script FILE --out clip.webp"
        return ([title] + header + ["#@ duration \(String(format: "%.3f", duration))"] + lines).joined(separator: "\n")
            + "\n"
    }

    /// Times never go back and stop at the longest recording (the window's recording stops there).
    private func add(_ event: String, at time: Double) {
        lastTime = min(max(lastTime, time - start), InputScript.longestTime)
        lines.append(Self.line(lastTime, event))
    }

    private static func line(_ time: Double, _ event: String) -> String { String(format: "%.3f ", time) + event }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }

    /// How the script writes a key: `shift+tab`, `space`, `c`, `f3`; nil for one it cannot name.
    static func name(of key: Key, modifiers: KeyModifiers) -> String? {
        let base: String
        switch key {
        case .character("#"):
            // `#` starts a comment in a script. It types a colour in the playground, as Shift-3 does (the
            // same key on most layouts), so it is written as that.
            return "shift+3"
        case .character(let c):
            // A space or a line break would split the line.
            guard !c.isWhitespace, c.isASCII else { return nil }
            base = String(c).lowercased()
        case .function(let n): base = "f\(n)"
        case .other: return nil
        default:
            guard let named = canonicalNames[key] else { return nil }
            base = named
        }
        var prefix = ""
        if modifiers.contains(.shift) { prefix += "shift+" }
        if modifiers.contains(.control) { prefix += "ctrl+" }
        if modifiers.contains(.option) { prefix += "alt+" }
        if modifiers.contains(.command) { prefix += "cmd+" }
        return prefix + base
    }

    /// One name per key, from the names the script reads.
    private static let canonicalNames: [Key: String] = {
        var names: [Key: String] = [:]
        for (name, key) in InputScript.keyNames.sorted(by: { $0.key < $1.key }) where names[key] == nil {
            names[key] = name
        }
        names[.enter] = "return"
        names[.escape] = "escape"
        return names
    }()
}
