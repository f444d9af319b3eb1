import Foundation
import PlainText
import SwiftSource
import Synchronization

/// The Swift files of one module, read as they are needed: every file's text and the names it declares
/// (`NameScan`) are known when the module opens, but a file is parsed only when a name it declares is
/// looked up, and then once. So a file that does not parse, or uses Swift the interpreter does not run,
/// costs nothing until something shown uses it, and then its own error names its own line.
public final class SourceModule: Sendable {
    /// A file that could not be read, or that has syntax errors.
    public struct FileProblem: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var location: SourceLocation?
        public var message: String

        public var description: String {
            location.map { "\($0.placed(in: path)): \(message)" } ?? "\(path): \(message)"
        }
    }

    /// One file: its text's names, and its parse once it is needed.
    private struct Entry: Sendable {
        var names: Set<String>
        var text: String?
        var readProblem: FileProblem?
        var parsed: SourceFile.Parsed?
    }

    /// The module's name, for messages ("in module Demo").
    public let name: String
    /// The files in the order lookups prefer them: the opened file, the files beside it, then the rest.
    public let paths: [String]
    private let entries: Mutex<[String: Entry]>
    private let extras = Mutex<(catalogs: [AssetCatalog], resources: [String], notes: [String])>(([], [], []))

    /// The module's asset catalogs (its own, then its packages').
    public internal(set) var assetCatalogs: [AssetCatalog] {
        get { extras.withLock { $0.catalogs } }
        set { extras.withLock { $0.catalogs = newValue } }
    }

    /// The module's resource files (its own, then its packages'): what `Bundle.main` finds by name.
    public internal(set) var resources: [String] {
        get { extras.withLock { $0.resources } }
        set { extras.withLock { $0.resources = newValue } }
    }

    /// What opening the module found worth saying: limits reached, packages imported.
    public internal(set) var notes: [String] {
        get { extras.withLock { $0.notes } }
        set { extras.withLock { $0.notes = newValue } }
    }

    /// The largest file read; bigger ones are listed as problems, not parsed.
    public static let maxFileBytes = 2 << 20

    /// Reads the files at `paths` (the first is the one opened, when there is one).
    public init(name: String, paths: [String]) {
        self.name = name
        self.paths = Self.ordered(paths)
        var entries: [String: Entry] = [:]
        for path in paths { entries[path] = Self.read(path) }
        self.entries = Mutex(entries)
    }

    /// A module of one source given as text (a test's, or an export read back): no file on disk.
    public init(name: String, path: String, source: String) {
        self.name = name
        self.paths = [path]
        self.entries = Mutex([path: Entry(names: NameScan.names(in: source), text: source)])
    }

    /// The first path stays first; the others by folder distance from it, then by name.
    private static func ordered(_ paths: [String]) -> [String] {
        guard let first = paths.first else { return [] }
        let folder = first.split(separator: "/").dropLast()
        func distance(_ path: String) -> Int {
            let other = path.split(separator: "/").dropLast()
            let shared = zip(folder, other).prefix { $0 == $1 }.count
            return (folder.count - shared) + (other.count - shared)
        }
        var seen: Set<String> = []
        let unique = paths.filter { seen.insert($0).inserted }
        return [first] + unique.dropFirst().sorted { (distance($0), $0) < (distance($1), $1) }
    }

    private static func read(_ path: String) -> Entry {
        do {
            let text = try TextFile.read(path, byteLimit: maxFileBytes)
            return Entry(names: NameScan.names(in: text), text: text)
        } catch {
            let location = error.line.map { SourceLocation(file: path, line: $0, column: error.column ?? 1) }
            return Entry(names: [], readProblem: FileProblem(path: path, location: location, message: error.message))
        }
    }

    /// The files whose text declares `name` (or extends a type of that name), in preference order.
    public func files(declaring name: String) -> [String] {
        entries.withLock { entries in paths.filter { entries[$0]?.names.contains(name) == true } }
    }

    /// Every name the files declare.
    public var allNames: [String] { entries.withLock { Array(Set($0.values.flatMap(\.names))) } }

    /// The files whose text contains `text` (a call's `Name(`), in preference order.
    public func files(containing text: String) -> [String] {
        entries.withLock { entries in paths.filter { entries[$0]?.text?.contains(text) == true } }
    }

    /// The file's declarations, parsed now if they were not yet; a file that cannot be read or has
    /// syntax errors is a problem at its first error's place.
    public func parsed(_ path: String) throws(FileProblem) -> SourceFile {
        let result: Result<SourceFile, FileProblem> = entries.withLock { entries in
            guard var entry = entries[path] else {
                return .failure(FileProblem(path: path, location: nil, message: "the file is not in module \(name)"))
            }
            if let problem = entry.readProblem { return .failure(problem) }
            if entry.parsed == nil {
                entry.parsed = SourceFile.parse(entry.text ?? "", file: path)
                entries[path] = entry
            }
            let parsed = entry.parsed!
            if let first = parsed.diagnostics.first {
                return .failure(FileProblem(path: path, location: first.location, message: first.message))
            }
            return .success(parsed.file)
        }
        return try result.get()
    }

    /// Whether the file has been parsed (for tests and the bench: a module opens lazily).
    public func isParsed(_ path: String) -> Bool { entries.withLock { $0[path]?.parsed != nil } }

    /// Reads one file again after a save (or its deletion): only its text, names and parse change.
    public func reload(_ path: String) {
        let entry = Self.read(path)
        entries.withLock { $0[path] = entry }
    }

    /// Reads one file's text again from `source` (a test's edit).
    public func reload(_ path: String, source: String) {
        entries.withLock { $0[path] = Entry(names: NameScan.names(in: source), text: source) }
    }
}

extension SourceModule {
    /// The module the file at `path` belongs to, as Xcode and SourceKit-LSP find it (`ModuleLocator`):
    /// its package target, its Xcode project folder, else its folder; with the local packages its
    /// files import (`import NeumorphismUI` of a package in the same repository) and every asset
    /// catalog of both. A file the locator cannot place is a module of its folder.
    public static func containing(_ path: String) -> SourceModule {
        let locator = ModuleLocator()
        guard let layout = try? locator.module(containing: path) else { return folderModule(of: path) }
        var paths = [path] + layout.files.filter { $0 != path && !Self.same($0, path) }
        var catalogs = layout.assetCatalogs
        var resources = layout.resources
        // A file never imports its own module: an import of the project's name (an example app whose
        // project is named as the library it imports) is the library's package.
        var seen: Set<String> = []
        var pending = Self.imports(in: paths)
        var notes: [String] = layout.limitNote.map { [$0] } ?? []
        while let name = pending.first {
            pending.removeFirst()
            guard seen.insert(name).inserted, !PreviewModules.names.contains(name) else { continue }
            guard let packages = try? locator.package(named: name, near: layout), !packages.isEmpty else { continue }
            for package in packages {
                let added = package.files.filter { !paths.contains($0) }
                paths += added
                catalogs += package.assetCatalogs
                resources += package.resources
                pending += Self.imports(in: added)
            }
            notes.append("import \(name): \(packages.map(\.root).joined(separator: ", "))")
        }
        let module = SourceModule(name: layout.name, paths: paths)
        module.assetCatalogs = catalogs.map(AssetCatalog.read)
        module.resources = resources
        module.notes = notes
        return module
    }

    /// Every file of a folder opened with `--style FOLDER`, none first.
    public static func folder(_ folder: String) throws(ModuleLocator.Failure) -> SourceModule {
        let layout = try ModuleLocator().module(forStyleFolder: folder)
        let module = SourceModule(name: layout.name, paths: layout.files)
        module.assetCatalogs = layout.assetCatalogs.map(AssetCatalog.read)
        module.resources = layout.resources
        return module
    }

    private static func folderModule(of path: String) -> SourceModule {
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let siblings = names.filter { $0.hasSuffix(".swift") }.sorted().map { folder == "." ? $0 : "\(folder)/\($0)" }
        let name = folder.split(separator: "/").last.map(String.init) ?? "Main"
        return SourceModule(name: name, paths: [path] + siblings.filter { $0 != path && !same($0, path) })
    }

    /// Whether two paths name one file (the user's `./A.swift` and the locator's absolute path).
    private static func same(_ a: String, _ b: String) -> Bool {
        URL(fileURLWithPath: a).standardizedFileURL.resolvingSymlinksInPath()
            == URL(fileURLWithPath: b).standardizedFileURL.resolvingSymlinksInPath()
    }

    /// The modules the files import (`import X`, `@testable import X`, `import struct X.Y`), by a
    /// scan of their lines.
    static func imports(in paths: [String]) -> [String] {
        var names: [String] = []
        for path in paths {
            guard let text = try? TextFile.read(path, byteLimit: maxFileBytes) else { continue }
            for line in text.split(whereSeparator: \.isNewline) {
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                    words[..<index].allSatisfy({
                        $0.hasPrefix("@") || ["public", "internal", "private", "fileprivate", "package"].contains($0)
                    })
                else { continue }
                var module = words[index + 1]
                if ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(module),
                    index + 2 < words.count
                {
                    module = words[index + 2]
                }
                if let name = module.split(separator: ".").first.map(String.init), !names.contains(name) {
                    names.append(name)
                }
            }
        }
        return names
    }
}
