import Foundation

/// A fresh temporary folder holding copies of fixture trees, removed with the test. The copies are needed, not
/// only tidy: below this repository every fixture would find Neumorph's own `Package.swift` and `.git` above it.
final class Sandbox {
    /// The fixture trees, found from this file.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        .path

    let root: String

    init() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "neumorph-module-\(UUID().uuidString)")
        root = folder.standardizedFileURL.path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// The path of `relative` in the sandbox.
    func path(_ relative: String) -> String {
        relative.isEmpty ? root : root + "/" + relative
    }

    /// Copies the fixture tree `name` into the sandbox (at `destination`, by default its own name).
    @discardableResult
    func copy(_ name: String, to destination: String? = nil) throws -> String {
        let target = path(destination ?? name)
        try FileManager.default.createDirectory(
            atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.fixtures + "/" + name, toPath: target)
        return target
    }

    /// Writes `text` to `relative`, making the folders above it.
    @discardableResult
    func write(_ relative: String, _ text: String = "") throws -> String {
        let file = path(relative)
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// Makes the folder `relative` (and those above it).
    @discardableResult
    func folder(_ relative: String) throws -> String {
        try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
        return path(relative)
    }

    /// Makes `relative` a repository's root, as `git init` would for what the locator looks at.
    func makeRepository(_ relative: String) throws {
        try folder(relative + "/.git")
    }
}
