import Foundation

/// The Swift files the parser must read without a diagnostic: the seeds' code blocks (`Fixtures/`, one file
/// per block, named `SEED-LINE-what`, exactly as the articles write them; where seed 000 runs prose into the
/// first line of a block, the file starts where the code does) and our own exporter's output (StyleTests'
/// goldens). Blocks that are not Swift on their own (a `var body` cut off mid-way, an `if` without its
/// closing brace) are left out.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static func swiftFiles(in directory: URL) -> [(name: String, source: String)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name in
            (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)).map { (name, $0) }
        }
    }

    static var seeds: [(name: String, source: String)] { swiftFiles(in: folder.appendingPathComponent("Fixtures")) }

    static var exports: [(name: String, source: String)] {
        swiftFiles(in: folder.deletingLastPathComponent().appendingPathComponent("StyleTests/Goldens/export"))
    }
}
