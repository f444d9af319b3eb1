import Foundation
import SwiftSource

/// The app bundle's resources, read from the module's own files as Xcode would copy them: `Bundle.main`'s
/// `url(forResource:withExtension:)` and `path(forResource:ofType:)` find a JSON, property list or text file of
/// the module by its name (Xcode copies resources flat into the bundle, so the folder it sits in does not
/// matter), `NSDataAsset(name:)` a data set of its asset catalogs, and `Data(contentsOf:)` and
/// `String(contentsOf:)` read them. `Data` is the bytes as text (what JSON and property lists are); bytes that
/// are not UTF-8 text stay a stand-in.
extension Evaluator {
    /// The largest resource read: bigger ones are a stand-in, with a note.
    static let maxResourceBytes = 8 << 20

    /// The property of a `URL` that names the module's file it points at (not a name Swift code can write).
    static let resourceFileKey = "#file"
    /// The property of a `Data` that holds its bytes as text.
    static let dataTextKey = "#text"

    /// The module's resource file called `name` with extension `ext` (or `name` as a whole file name when
    /// `ext` is nil or empty), nil when the module has none.
    func resourceFile(_ name: String, extension ext: String?) -> String? {
        let dotted = ext.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? ""
        let wanted = dotted.isEmpty ? name : "\(name).\(dotted)"
        return program.resources.first { $0.split(separator: "/").last.map(String.init) == wanted }
    }

    /// The file of the data set `name` in the module's asset catalogs (`NSDataAsset(name:)`), nil when none
    /// holds it.
    func dataAssetFile(_ name: String) -> String? {
        for catalog in program.assetCatalogs {
            guard let folder = Self.findFolder(named: "\(name).dataset", in: catalog.path, depth: 8),
                let listing = try? FileManager.default.contentsOfDirectory(atPath: folder)
            else { continue }
            // The data set's `Contents.json` names its file; any other file in it is the one.
            if let file = listing.sorted().first(where: { $0 != "Contents.json" && !$0.hasPrefix(".") }) {
                return folder + "/" + file
            }
        }
        return nil
    }

    private static func findFolder(named name: String, in folder: String, depth: Int) -> String? {
        guard depth > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        if names.contains(name) { return folder + "/" + name }
        for child in names.sorted() where !child.hasPrefix(".") && !child.contains(".") || child.hasSuffix(".xcassets")
        {
            if let found = findFolder(named: name, in: folder + "/" + child, depth: depth - 1) { return found }
        }
        return nil
    }

    /// A `URL` to a file of the module: printed as the app bundle would place it, reading the module's file.
    func resourceURL(_ file: String, bundlePath: String) -> Value {
        .instance(
            Instance(
                typeName: "URL",
                properties: [
                    "absoluteString": .string("file://" + bundlePath), "path": .string(bundlePath),
                    "lastPathComponent": .string(bundlePath.split(separator: "/").last.map(String.init) ?? ""),
                    Self.resourceFileKey: .string(file),
                ]))
    }

    /// `Data` holding `text`'s bytes.
    static func data(_ text: String) -> Value {
        .instance(
            Instance(
                typeName: "Data",
                properties: [
                    "count": .int(text.utf8.count), "isEmpty": .bool(text.isEmpty), dataTextKey: .string(text),
                ]))
    }

    /// The text a `Data` holds, nil for anything else.
    static func dataText(_ value: Value) -> String? {
        guard case .instance(let data) = value, data.typeName == "Data",
            case .string(let text)? = data.properties[dataTextKey]
        else { return nil }
        return text
    }

    /// The text of the module's file a `URL` (or a path string) points at; nil for a URL of something else
    /// (a web address, a path outside the module), which a preview cannot read.
    func resourceText(_ location: Value, at: SourceLocation) throws(EvaluationError) -> String? {
        var file: String?
        switch location {
        case .instance(let url) where url.typeName == "URL":
            if case .string(let f)? = url.properties[Self.resourceFileKey] { file = f }
        case .string(let path):
            // `Bundle.main.path(forResource:ofType:)` gives the bundle's path: the module's file of that name.
            if path.hasPrefix("/App.app/") {
                file = resourceFile(String(path.dropFirst("/App.app/".count)), extension: nil)
            }
        default: break
        }
        guard let file else { return nil }
        let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        guard size <= Self.maxResourceBytes else {
            throw EvaluationError(
                location: at, message: "\(file) is larger than the \(Self.maxResourceBytes >> 20) MB a preview reads")
        }
        guard let bytes = FileManager.default.contents(atPath: file) else {
            throw EvaluationError(location: at, message: "\(file) cannot be read")
        }
        guard let text = String(data: bytes, encoding: .utf8) else { return nil }
        return text
    }

    /// `Bundle.main.url(forResource:withExtension:)` and `path(forResource:ofType:)`: the module's file of
    /// that name; one the module lacks is where the bundle would put it, with a note, and what is made of it
    /// is a stand-in.
    func bundleResource(_ method: String, _ arguments: [EvaluatedArgument], at: SourceLocation) -> Value {
        func string(_ a: EvaluatedArgument?) -> String? { if case .string(let s)? = a?.value { s } else { nil } }
        let name = string(arguments.first) ?? "resource"
        let ext = string(arguments.dropFirst().first)
        let dotted = ext.map { $0.isEmpty || $0.hasPrefix(".") ? $0 : "." + $0 } ?? ""
        let bundlePath = "/App.app/" + name + dotted
        guard let file = resourceFile(name, extension: ext) else {
            noteIgnored(
                "Bundle.main", at: at,
                message: "the module has no resource \(name + dotted), so what is read from it is a stand-in")
            if method == "path" { return .string(bundlePath) }
            return .instance(Instance(typeName: "URL", properties: ["absoluteString": .string("file://" + bundlePath)]))
        }
        if method == "path" { return .string(bundlePath) }
        return resourceURL(file, bundlePath: bundlePath)
    }

    /// `Data(contentsOf:)`, `Data()`, `NSDataAsset(name:)`, `String(contentsOf:)`, `String(data:encoding:)`;
    /// nil for other types and forms.
    func constructResource(_ type: String, _ arguments: [EvaluatedArgument], at: SourceLocation)
        throws(EvaluationError) -> Value?
    {
        let first = arguments.first
        switch (type, first?.label) {
        case ("Data", nil) where arguments.isEmpty:
            return Self.data("")
        case ("Data", "contentsOf"), ("String", "contentsOf"), ("String", "contentsOfFile"):
            guard let first, let text = try resourceText(first.value, at: first.location) else { return nil }
            return type == "Data" ? Self.data(text) : .string(text)
        case ("String", "data"):
            guard let first, let text = Self.dataText(first.value) else { return nil }
            return .string(text)
        case ("NSDataAsset", "name"):
            guard let first, case .string(let name) = first.value else { return nil }
            guard let file = dataAssetFile(name),
                let text = try resourceText(resourceURL(file, bundlePath: "/App.app/" + name), at: first.location)
            else {
                noteIgnored(
                    name, at: at, message: "no data set '\(name)' in the module's asset catalogs (a stand-in here)")
                return .standIn(StandIn(typeName: "NSDataAsset", location: at))
            }
            return .instance(
                Instance(typeName: "NSDataAsset", properties: ["name": .string(name), "data": Self.data(text)]))
        default:
            return nil
        }
    }
}
