import PlainText
import Platform
import Presets
import Style

/// `snapshots.json`: every picture of a run — where it is, the file and preview it shows, the device
/// and appearance, its notes, and its SHA-256 or the error that kept it from being drawn — sorted by
/// path, so two runs of the same code give the same file. `--verify` and `--merge` read it back.
enum SnapshotManifest {
    /// Bumped when the fields change: a recorded folder of another version is refused by name.
    static let version = 1
    static let fileName = "snapshots.json"

    struct Entry: Equatable, Sendable {
        var path: String
        var module: String
        var source: String
        var preview: String
        var device: String
        var appearance: String
        /// The Dynamic Type size it is drawn at (`large` in a manifest written before sizes could be asked for).
        var dynamicType = DynamicTypeSize.standard.rawValue
        var notes: [String]
        var sha256: String?
        var width: Int?
        var height: Int?
        var error: String?
        /// With `--verify`: how it compares with the recorded picture, and in what.
        var verdict: SnapshotVerdict?
        var detail: String?
        /// With `--audit`: each control's failed rule, in words; empty when every one passed.
        var auditFailures: [String]?
    }

    /// A run's manifest as read back: its scale and its entries (a verified run's gone pictures among
    /// them).
    struct Document: Sendable {
        var scale: Double
        var entries: [Entry]
    }

    static func json(_ entries: [Entry], scale: Double, shard: (index: Int, count: Int)?) -> String {
        let items: [JSONValue] = entries.sorted { $0.path < $1.path }.map { entry in
            var fields: [(key: String, value: JSONValue)] = [
                ("path", .string(entry.path)), ("module", .string(entry.module)), ("source", .string(entry.source)),
                ("preview", .string(entry.preview)), ("device", .string(entry.device)),
                ("appearance", .string(entry.appearance)), ("dynamicType", .string(entry.dynamicType)),
                ("notes", .array(entry.notes.map(JSONValue.string))),
            ]
            if let sha = entry.sha256 { fields.append(("sha256", .string(sha))) }
            if let width = entry.width, let height = entry.height {
                fields.append(("width", .number(Double(width))))
                fields.append(("height", .number(Double(height))))
            }
            if let error = entry.error { fields.append(("error", .string(error))) }
            if let verdict = entry.verdict { fields.append(("verdict", .string(verdict.rawValue))) }
            if let detail = entry.detail { fields.append(("detail", .string(detail))) }
            if let audit = entry.auditFailures { fields.append(("audit", .array(audit.map(JSONValue.string)))) }
            return .object(fields)
        }
        var top: [(key: String, value: JSONValue)] = [
            ("version", .number(Double(version))), ("scale", .number(scale)),
        ]
        if let shard { top.append(("shard", .string("\(shard.index)/\(shard.count)"))) }
        top.append(("snapshots", .array(items)))
        return JSONValue.object(top).formatted() + "\n"
    }
}

extension SnapshotManifest {
    /// Why a manifest cannot be read, naming the file and what is wrong.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads `folder/snapshots.json`. A missing file, another version's, or one that is not a manifest is
    /// a failure naming it.
    static func read(folder: String) throws(Failure) -> Document {
        let path = "\(folder)/\(fileName)"
        let text: String
        do {
            text = try TextFile.read(path, byteLimit: 256 << 20)
        } catch {
            throw Failure(description: "\(path): \(error)")
        }
        let json: JSONValue
        do {
            json = try JSONValue.parse(text)
        } catch {
            throw Failure(description: "\(path): not a snapshot manifest (\(error.description))")
        }
        guard case .object(let top) = json else { throw Failure(description: "\(path): not a snapshot manifest") }
        func field(_ name: String, in fields: [(key: String, value: JSONValue)]) -> JSONValue? {
            fields.first { $0.key == name }?.value
        }
        guard case .number(let found)? = field("version", in: top) else {
            throw Failure(description: "\(path): not a snapshot manifest (it has no version)")
        }
        guard Int(found) == version else {
            throw Failure(
                description: "\(path) was written by another version of neumorph (manifest version \(Int(found)),"
                    + " this one reads \(version)): record it again")
        }
        var document = Document(scale: 2, entries: [])
        if case .number(let scale)? = field("scale", in: top) { document.scale = scale }
        guard case .array(let items)? = field("snapshots", in: top) else {
            throw Failure(description: "\(path): not a snapshot manifest (it has no snapshots)")
        }
        for (index, item) in items.enumerated() {
            guard case .object(let fields) = item, case .string(let picture)? = field("path", in: fields) else {
                throw Failure(description: "\(path): snapshot \(index + 1) has no path")
            }
            func string(_ name: String) -> String? {
                if case .string(let value)? = field(name, in: fields) { return value }
                return nil
            }
            func integer(_ name: String) -> Int? {
                if case .number(let value)? = field(name, in: fields), value.isFinite { return Int(value) }
                return nil
            }
            func strings(_ name: String) -> [String]? {
                guard case .array(let list)? = field(name, in: fields) else { return nil }
                return list.compactMap { if case .string(let text) = $0 { text } else { nil } }
            }
            document.entries.append(
                Entry(
                    path: picture, module: string("module") ?? "", source: string("source") ?? "",
                    preview: string("preview") ?? "", device: string("device") ?? "",
                    appearance: string("appearance") ?? "",
                    dynamicType: string("dynamicType") ?? DynamicTypeSize.standard.rawValue,
                    notes: strings("notes") ?? [],
                    sha256: string("sha256"),
                    width: integer("width"), height: integer("height"), error: string("error"),
                    verdict: string("verdict").flatMap(SnapshotVerdict.init(rawValue:)), detail: string("detail"),
                    auditFailures: strings("audit")))
        }
        return document
    }
}
