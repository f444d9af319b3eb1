import Foundation
import PlainText

/// Reads one `Name.colorset/Contents.json` in Xcode's format:
///
///     {"colors": [{"idiom": "universal",
///                  "color": {"color-space": "srgb",
///                            "components": {"red": "0.886", "green": "226", "blue": "0xE2", "alpha": "1.000"}},
///                  "appearances": [{"appearance": "luminosity", "value": "dark"},
///                                  {"appearance": "contrast", "value": "high"}]}],
///      "info": {"author": "xcode", "version": 1}}
///
/// Components are written as Xcode's colour panel writes them: a fraction (`"0.886"`), an 8-bit integer
/// (`"226"`), 8-bit hex (`"0xE2"`); hand-written catalogs may hold JSON numbers (a fraction, or above 1 an 8-bit
/// value). Colour spaces: `srgb`, `extended-srgb`, `display-p3` (its numbers used as sRGB, with a note),
/// `gray-gamma-22` and `extended-gray` (`white` and `alpha`); or a system colour (`"reference":
/// "systemBlueColor"`). Of several entries for one appearance the `universal` idiom wins, then `iphone`, then
/// `ipad`, `mac` and the others; an entry for one display gamut, locale or size class loses to a plain one. An entry
/// that cannot be read is skipped with a problem; the colour set is skipped when none is left.
struct ColorSetReader {
    /// The four appearances a colour set gives the playground.
    struct Appearances {
        var any: AssetColor.Value?
        var dark: AssetColor.Value?
        var highContrast: AssetColor.Value?
        var highContrastDark: AssetColor.Value?
    }

    /// An entry's place by its `appearances`: luminosity (none, light, dark) and contrast.
    private struct Slot: Hashable {
        var luminosity: String?
        var highContrast: Bool
    }

    let folder: String
    var problems: [CatalogProblem] = []
    var notes: [String] = []

    init(folder: String) { self.folder = folder }

    private var contents: String { Paths.join(folder, "Contents.json") }

    private mutating func problem(_ message: String) {
        problems.append(CatalogProblem(path: contents, message: message))
    }

    private mutating func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }

    /// The colour set's appearances, or nil (with problems) when none can be read.
    mutating func read() -> Appearances? {
        guard let document = Self.json(contents, problems: &problems) else { return nil }
        guard let entries = (document as? [String: Any])?["colors"] as? [Any] else {
            problem("no \"colors\" list: this is not an Xcode colour set")
            return nil
        }
        var best: [Slot: (rank: Int, value: AssetColor.Value)] = [:]
        for (index, entry) in entries.enumerated() {
            let label = "colour \(index + 1)"
            guard let entry = entry as? [String: Any] else {
                problem("\(label) is not an object")
                continue
            }
            guard let slot = slot(of: entry, label) else { continue }
            let rank = Self.rank(of: entry)
            if let kept = best[slot], kept.rank <= rank { continue }
            if let value = value(entry["color"], label) { best[slot] = (rank, value) }
        }
        guard !best.isEmpty else {
            problem("no colour in it could be read: the colour set is skipped")
            return nil
        }
        return Appearances(
            any: (best[Slot(luminosity: "light", highContrast: false)] ?? best[Slot(highContrast: false)])?.value,
            dark: best[Slot(luminosity: "dark", highContrast: false)]?.value,
            highContrast: (best[Slot(luminosity: "light", highContrast: true)] ?? best[Slot(highContrast: true)])?
                .value,
            highContrastDark: best[Slot(luminosity: "dark", highContrast: true)]?.value)
    }

    // MARK: - An entry

    /// The appearance an entry is for, or nil (with a problem) for one not known here.
    private mutating func slot(of entry: [String: Any], _ label: String) -> Slot? {
        var slot = Slot(highContrast: false)
        for item in entry["appearances"] as? [Any] ?? [] {
            let appearance = item as? [String: Any]
            switch (appearance?["appearance"] as? String, appearance?["value"] as? String) {
            case ("luminosity", let value?) where value == "light" || value == "dark": slot.luminosity = value
            case ("contrast", "high"): slot.highContrast = true
            case (let kind, let value):
                problem("\(label) has an appearance not known here (\(kind ?? "?") = \(value ?? "?")): skipped")
                return nil
            }
        }
        return slot
    }

    /// Lower is preferred: the idiom first, then plain over gamut-, locale- or size-specific entries.
    private static func rank(of entry: [String: Any]) -> Int {
        let idioms = ["universal", "iphone", "ipad", "mac"]
        let idiom = idioms.firstIndex(of: entry["idiom"] as? String ?? "universal") ?? idioms.count
        let gamut = entry["display-gamut"].map { ($0 as? String)?.lowercased() != "srgb" } ?? false
        let qualified = ["locale", "subtype", "width-class", "height-class", "graphics-feature-set", "memory"]
            .contains { entry[$0] != nil }
        return idiom * 4 + (qualified ? 2 : 0) + (gamut ? 1 : 0)
    }

    /// An entry's `color` object as a value, or nil with a problem.
    private mutating func value(_ color: Any?, _ label: String) -> AssetColor.Value? {
        guard let color = color as? [String: Any] else {
            problem("\(label) has no \"color\" object")
            return nil
        }
        guard unknownFields(of: color, known: ["color-space", "components", "platform", "reference"], label) else {
            return nil
        }
        if let reference = color["reference"] as? String { return .system(reference) }
        guard let components = color["components"] as? [String: Any], let space = color["color-space"] as? String
        else {
            problem("\(label) has neither \"color-space\" and \"components\" nor a system colour \"reference\"")
            return nil
        }
        let channels: [String]
        switch space {
        case "srgb", "extended-srgb", "display-p3": channels = ["red", "green", "blue"]
        case "gray-gamma-22", "extended-gray": channels = ["white"]
        default:
            problem("\(label) is in the colour space \"\(space)\", which is not read here")
            return nil
        }
        guard unknownFields(of: components, known: channels + ["alpha"], label) else { return nil }
        var numbers: [Double] = []
        for channel in channels + ["alpha"] {
            let raw: Any? = components[channel] ?? (channel == "alpha" ? "1" : nil)
            guard let raw else {
                problem("\(label) has no \(channel) component")
                return nil
            }
            guard let number = Self.component(raw, isAlpha: channel == "alpha") else {
                problem("\(label): \(channel) is \(raw); expected 0…1, 0…255 or 0xFF")
                return nil
            }
            if number < 0 || number > 1 { note("components outside 0…1 (extended range) are clamped to 0…1") }
            numbers.append(min(max(number, 0), 1))
        }
        if space == "display-p3" { note("Display P3 components are used as sRGB numbers") }
        let rgb = numbers.count == 4 ? numbers : [numbers[0], numbers[0], numbers[0], numbers[1]]
        return .components(CatalogColor(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: rgb[3]))
    }

    /// False, with a problem, when `object` holds a key not in `known`: a misspelt key would change the colour.
    private mutating func unknownFields(of object: [String: Any], known: [String], _ label: String) -> Bool {
        let unknown = object.keys.filter { !known.contains($0) }.sorted()
        guard !unknown.isEmpty else { return true }
        problem("\(label) has fields not known here (\(unknown.joined(separator: ", "))): skipped")
        return false
    }

    /// A component in 0…1 from any of the notations; nil for anything else (true, "red", NaN).
    static func component(_ raw: Any, isAlpha: Bool) -> Double? {
        let number: Double?
        if let text = raw as? String {
            let text = text.trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x") {
                number = UInt64(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
            } else if text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
                number = Double(text)
            } else {
                // Xcode writes 8-bit components as integers; alpha is always a fraction, and "1" means opaque.
                number = Int(text).map { isAlpha && $0 <= 1 ? Double($0) : Double($0) / 255 }
            }
        } else if let value = raw as? NSNumber, String(cString: value.objCType) != "c" {
            let double = value.doubleValue
            number = double > 1 && double.rounded() == double ? double / 255 : double
        } else {
            number = nil
        }
        return number.flatMap { $0.isFinite ? $0 : nil }
    }

    // MARK: - Files

    /// A `Contents.json` as a JSON value, or nil with a problem.
    static func json(_ path: String, problems: inout [CatalogProblem]) -> Any? {
        let text: String
        do {
            text = try TextFile.read(path, byteLimit: 1 << 20)
        } catch {
            problems.append(CatalogProblem(path: path, message: error.message))
            return nil
        }
        do {
            return try JSONSerialization.jsonObject(with: Data(text.utf8))
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            problems.append(CatalogProblem(path: path, message: "not valid JSON" + (detail.map { ": \($0)" } ?? "")))
            return nil
        }
    }

    /// Whether the group at `folder` names a namespace (`"properties": {"provides-namespace": true}` in its
    /// `Contents.json`). A group without a `Contents.json` does not.
    static func providesNamespace(_ folder: String, problems: inout [CatalogProblem]) -> Bool {
        let path = Paths.join(folder, "Contents.json")
        guard Paths.exists(path), let document = json(path, problems: &problems) as? [String: Any] else { return false }
        return (document["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
    }
}
