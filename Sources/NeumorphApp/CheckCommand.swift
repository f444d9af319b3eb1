import Foundation
import Presets
import Raster
import SwiftSource
import SwiftUIInterpreter
import UI

/// `neumorph check FILE|FOLDER…`: every SwiftUI, Foundation and UIKit name the code uses, by what
/// Neumorph does with it — drawn, accepted but drawn as nothing, unknown — with how often and where
/// first: what someone porting an app wants to know before anything else. Read from the syntax (the
/// types called, the modifiers applied), and from running each preview on the default iPhone, whose
/// notes name the modifiers it lacks and what it drew as placeholders.
enum CheckCommand: HeadlessSubcommand {
    static let usage = CommandUsage(
        name: "check",
        summary: "list the SwiftUI, Foundation and UIKit names files use, by what Neumorph does with each",
        options: [.flag("json", "print one JSON object (names, totals, notes, errors) instead of the table")])

    struct Entry {
        var name: String
        var kind: NameUses.Kind
        var status: SurfaceStatus
        var locations: [SourceLocation] = []
    }

    static func run(_ argv: [String]) throws(CommandFailure) {
        let paths = argv.filter { !$0.hasPrefix("--") }
        let args = try Arguments(argv.filter { $0.hasPrefix("--") }, usage: usage)
        guard !paths.isEmpty else { throw .usage("check needs a FILE.swift or a FOLDER to read", usage) }
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw CommandFailure("neumorph: \(path): no such file or folder", status: 2)
            }
            files += isFolder.boolValue ? swiftFiles(in: path) : [path]
        }
        guard !files.isEmpty else { throw CommandFailure("neumorph: \(paths[0]): no .swift files in it", status: 2) }
        let report = check(files)
        try Console.result(args.has("json") ? json(report, files: files.count) : table(report, files: files.count))
    }

    struct Report {
        var entries: [Entry] = []
        var notes: [String] = []
        var errors: [String] = []
        var previews = 0
    }

    /// The names `files` use, sorted unknown first, then by uses; the notes and errors of their previews.
    static func check(_ files: [String]) -> Report {
        var uses = NameUses()
        var report = Report()
        for file in files {
            guard let source = try? String(contentsOfFile: file, encoding: .utf8) else {
                report.errors.append("\(file): cannot be read")
                continue
            }
            uses.merge(NameUses.scan(source, file: file))
        }
        var entries: [String: Entry] = [:]
        func add(_ name: String, _ kind: NameUses.Kind, _ status: SurfaceStatus, at location: SourceLocation) {
            let key = "\(kind.rawValue) \(name)"
            var entry = entries[key] ?? Entry(name: name, kind: kind, status: status)
            entry.status = min(entry.status, status)
            entry.locations.append(location)
            entries[key] = entry
        }
        for use in uses.uses where !uses.declared.contains(use.name) {
            guard let status = SurfaceStatus.of(use.name, as: use.kind) else { continue }
            add(use.name, use.kind, status, at: use.location)
        }
        // Each file's previews, run: what they could not draw is a note.
        for file in files {
            let screen: ScreenFile
            do {
                screen = try ScreenFile.load(path: file)
            } catch {
                if error.reason != .noScreen { report.errors.append(error.description) }
                continue
            }
            for index in screen.previewNames.indices {
                let state = ScreenState()
                do {
                    let view = try screen.view(preview: index, colorScheme: .light, state: state, output: { _ in })
                    _ = UIContext().frame(view, size: Size(width: 402, height: 874), time: 0)
                    report.previews += 1
                } catch {
                    report.errors.append(error.description)
                }
                for note in state.notes {
                    let placed = note.placed(in: file)
                    if !report.notes.contains(placed) { report.notes.append(placed) }
                    if note.isUnknownModifier {
                        add(note.name, .modifier, .unknown, at: note.location)
                    }
                }
            }
        }
        report.entries = entries.values.map { entry in
            var entry = entry
            entry.locations = Array(Set(entry.locations)).sorted {
                ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column)
            }
            return entry
        }
        .sorted { ($0.status, -$0.locations.count, $0.name) < ($1.status, -$1.locations.count, $1.name) }
        return report
    }

    /// `.name` for a modifier, the name for a type.
    static func written(_ entry: Entry) -> String { entry.kind == .modifier ? "." + entry.name : entry.name }

    static func place(_ location: SourceLocation) -> String {
        "\(location.file.split(separator: "/").last.map(String.init) ?? location.file):\(location.line):\(location.column)"
    }

    static func table(_ report: Report, files: Int) -> String {
        var lines = [
            "\(files) file\(files == 1 ? "" : "s"), \(report.previews) preview\(report.previews == 1 ? "" : "s") run"
        ]
        let nameWidth = min(32, report.entries.map { written($0).count }.max() ?? 4)
        for entry in report.entries {
            let status = entry.status.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0)
            let kind = entry.kind.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            let name = written(entry).padding(toLength: nameWidth + 2, withPad: " ", startingAt: 0)
            let uses = String(entry.locations.count).padding(toLength: 5, withPad: " ", startingAt: 0)
            let first = entry.locations.prefix(3).map(place).joined(separator: ", ")
            lines.append("  \(status)\(kind)\(name)\(uses)\(first)\(entry.locations.count > 3 ? ", …" : "")")
        }
        lines.append(
            totals(report).map { "\($0.status.rawValue): \(counted($0.names, "name")), \(counted($0.uses, "use"))" }
                .joined(separator: " · "))
        if !report.notes.isEmpty {
            lines.append("notes (\(report.notes.count)):")
            lines += report.notes.map { "  " + $0 }
        }
        if !report.errors.isEmpty {
            lines.append("errors (\(report.errors.count)):")
            lines += report.errors.map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }

    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    static func totals(_ report: Report) -> [(status: SurfaceStatus, names: Int, uses: Int)] {
        SurfaceStatus.allCases.reversed().map { status in
            let entries = report.entries.filter { $0.status == status }
            return (status, entries.count, entries.reduce(0) { $0 + $1.locations.count })
        }
    }

    static func json(_ report: Report, files: Int) -> String {
        let names: [JSONValue] = report.entries.map { entry in
            .object([
                ("name", .string(entry.name)), ("kind", .string(entry.kind.rawValue)),
                ("status", .string(entry.status.rawValue)), ("uses", .number(Double(entry.locations.count))),
                ("locations", .array(entry.locations.prefix(5).map { .string("\($0.file):\($0.line):\($0.column)") })),
            ])
        }
        let totals: [(key: String, value: JSONValue)] = totals(report).map { total in
            (
                total.status.rawValue,
                .object([("names", .number(Double(total.names))), ("uses", .number(Double(total.uses)))])
            )
        }
        return JSONValue.object([
            ("files", .number(Double(files))), ("previews", .number(Double(report.previews))), ("names", .array(names)),
            ("totals", .object(totals)), ("notes", .array(report.notes.map { .string($0) })),
            ("errors", .array(report.errors.map { .string($0) })),
        ]).formatted()
    }

    /// The `.swift` files under `folder`, in path order, past hidden folders and build products.
    static func swiftFiles(in folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            let parts = relative.split(separator: "/")
            if parts.contains(where: { $0.hasPrefix(".") || $0 == "Packages" }) { continue }
            if relative.hasSuffix(".swift") { files.append((folder as NSString).appendingPathComponent(relative)) }
        }
        return files.sorted()
    }
}
