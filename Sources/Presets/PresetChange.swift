import Raster
import Style

/// One key of a preset that differs between two presets, with both values as the file writes them:
/// what the fix reports it changed, so that the words and the preset it writes cannot disagree.
public struct PresetChange: Equatable, Sendable {
    public let key: String
    public let before: JSONValue
    public let after: JSONValue

    /// Every key whose written value differs, in the file's order.
    public static func between(_ a: Preset, _ b: Preset) -> [PresetChange] {
        Preset.fields.compactMap { field in
            let before = field.write(a)
            let after = field.write(b)
            return before == after ? nil : PresetChange(key: field.key, before: before, after: after)
        }
    }

    /// `preset` with this change's new value, read back as a file would be.
    public func applied(to preset: Preset) throws -> Preset {
        var result = preset
        guard let field = Preset.fields.first(where: { $0.key == key }) else { return result }
        do {
            try field.read(after, &result)
        } catch {
            throw Preset.Failure(file: "change", message: "key \"\(key)\": \(error.message)")
        }
        return result
    }

    /// The changes in words, the ring's width and colour as one phrase: "ring 2 pt #3B6EA5 added;
    /// intensity 0.15 → 0.27".
    public static func words(_ changes: [PresetChange]) -> String {
        var phrases: [String] = []
        let width = changes.first { $0.key == "strokeWidth" }
        let colors = changes.first { $0.key == "strokeColors" }
        if let width, width.before == .number(0), case .number(let w) = width.after {
            phrases.append("ring \(plain(.number(w))) pt \(colorList(colors?.after ?? .null)) added")
        } else if let width {
            phrases.append("ring \(plain(width.before)) → \(plain(width.after)) pt")
        }
        if let colors, width?.before != .number(0) {
            phrases.append("ring colours \(colorList(colors.before)) → \(colorList(colors.after))")
        }
        for change in changes where change.key != "strokeWidth" && change.key != "strokeColors" {
            let name = label(change.key)
            if change.before == .null {
                phrases.append("\(name) \(plain(change.after)) added")
            } else if change.after == .null {
                // A colour handed back to what the style derives (the label's black or white).
                phrases.append("\(name) \(plain(change.before)) → automatic")
            } else {
                phrases.append("\(name) \(plain(change.before)) → \(plain(change.after))")
            }
        }
        return phrases.isEmpty ? "no change" : phrases.joined(separator: "; ")
    }

    /// A key as people say it: the knob's label ("Scale on press"), else the colour's ("Pressed fill").
    public static func label(_ key: String) -> String {
        let name =
            ParametricStyle.parameters.first { $0.key == key }?.label
            ?? ParametricStyle.colors.first { $0.key == key }?.label ?? key
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    static func plain(_ value: JSONValue) -> String {
        switch value {
        case .string(let s): s
        case .number(let n): JSONValue.number((n * 1000).rounded() / 1000).formatted()
        default: value.formatted()
        }
    }

    /// A ring's colours: one when they are all the same.
    static func colorList(_ value: JSONValue) -> String {
        guard case .array(let items) = value, !items.isEmpty else { return "(derived)" }
        let names = items.map(plain)
        return Set(names).count == 1 ? names[0] : names.joined(separator: ", ")
    }
}
