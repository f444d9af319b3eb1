import Foundation
import Presets
import Testing

@testable import NeumorphApp

/// The docs' tables follow the code's tables: they cannot drift apart.
@Suite @MainActor struct ReadmeTests {
    /// A page of the repository by its path from the root (`README.md`, `docs/presets.md`).
    func page(_ path: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The text of a page's `## heading` section, up to the next `## ` heading.
    func section(_ heading: String, of text: String) -> Substring? {
        guard let start = text.range(of: "\n## \(heading)\n") else { return nil }
        let end = text.range(of: "\n## ", range: start.upperBound..<text.endIndex)?.lowerBound ?? text.endIndex
        return text[start.upperBound..<end]
    }

    @Test func readmeListsTheKeysOfTheBindingTable() throws {
        let text = try page("README.md")
        #expect(text.contains(KeyBinding.markdown), "README.md's keys table differs from 'neumorph keys'")
        for scene in SceneCatalog.names { #expect(text.contains("`\(scene)`"), "README does not mention \(scene)") }
    }

    @Test func thePlaygroundPageListsTheKeysOfTheBindingTable() throws {
        let text = try page("docs/playground.md")
        guard let keys = section("Keys", of: text) else {
            Issue.record("docs/playground.md has no Keys section")
            return
        }
        #expect(keys.contains(KeyBinding.markdown), "docs/playground.md's keys table differs from 'neumorph keys'")
    }

    @Test func thePresetsPageListsEveryPresetKey() throws {
        guard let keys = section("Keys", of: try page("docs/presets.md")) else {
            Issue.record("docs/presets.md has no Keys section")
            return
        }
        for field in Preset.fields {
            #expect(
                keys.contains("| `\(field.key)`") || keys.contains(", `\(field.key)`")
                    || keys.contains("/ `\(field.key)`"), "docs/presets.md's keys table does not list \(field.key)")
        }
    }
}
