import Foundation

/// Reads one `Name.imageset/Contents.json` in Xcode's format:
///
///     {"images": [{"filename": "logo.png", "idiom": "universal", "scale": "1x"},
///                 {"filename": "logo@2x.png", "idiom": "universal", "scale": "2x",
///                  "appearances": [{"appearance": "luminosity", "value": "dark"}]},
///                 {"idiom": "universal", "scale": "3x"}],
///      "info": {"author": "xcode", "version": 1}}
///
/// An entry without a `filename` is an empty well in Xcode and is skipped; so is one whose file is missing (named
/// in `problems`). Entries for the iPhone (`universal`, `iphone`) are kept, and others only when the set has no
/// iPhone entry; a high-contrast entry is skipped (the playground draws the standard contrast).
struct ImageSetReader {
    let folder: String
    var problems: [CatalogProblem] = []

    init(folder: String) { self.folder = folder }

    /// The set's files, or nil (with a problem) when its `Contents.json` cannot be read.
    mutating func read() -> [AssetImage.File]? {
        let contents = Paths.join(folder, "Contents.json")
        guard let document = ColorSetReader.json(contents, problems: &problems) else { return nil }
        guard let entries = (document as? [String: Any])?["images"] as? [Any] else {
            problems.append(
                CatalogProblem(path: contents, message: "no \"images\" list: this is not an Xcode image set"))
            return nil
        }
        var phone: [AssetImage.File] = []
        var other: [AssetImage.File] = []
        for entry in entries {
            guard let entry = entry as? [String: Any], let name = entry["filename"] as? String, !name.isEmpty,
                !name.contains("/"), !name.hasPrefix(".")
            else { continue }
            var isDark = false
            var isHighContrast = false
            for item in entry["appearances"] as? [Any] ?? [] {
                let appearance = item as? [String: Any]
                switch (appearance?["appearance"] as? String, appearance?["value"] as? String) {
                case ("luminosity", "dark"): isDark = true
                case ("contrast", "high"): isHighContrast = true
                default: break
                }
            }
            if isHighContrast { continue }
            let path = Paths.join(folder, name)
            guard Paths.exists(path) else {
                problems.append(CatalogProblem(path: contents, message: "lists \(name), which is not in the folder"))
                continue
            }
            let file = AssetImage.File(path: path, scale: Self.scale(entry["scale"]), isDark: isDark)
            if ["universal", "iphone"].contains(entry["idiom"] as? String ?? "universal") {
                phone.append(file)
            } else {
                other.append(file)
            }
        }
        return phone.isEmpty ? other : phone
    }

    /// `"2x"` → 2; nil for a missing or unreadable scale (a single-scale entry).
    static func scale(_ raw: Any?) -> Double? {
        guard let text = raw as? String, text.hasSuffix("x"), let n = Double(text.dropLast()), n >= 1, n <= 4 else {
            return nil
        }
        return n
    }
}
