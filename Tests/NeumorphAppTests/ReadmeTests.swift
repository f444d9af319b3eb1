import Foundation
import Presets
import Testing

@testable import NeumorphApp

/// The README's tables follow the code's tables: they cannot drift apart.
@Suite @MainActor struct ReadmeTests {
    func readme() throws -> String {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        return try String(contentsOf: readme, encoding: .utf8)
    }

    @Test func readmeListsTheKeysOfTheBindingTable() throws {
        let text = try readme()
        #expect(text.contains(KeyBinding.markdown), "README.md's keys table differs from 'neumorph keys'")
        for scene in SceneCatalog.names { #expect(text.contains("`\(scene)`"), "README does not mention \(scene)") }
    }

    @Test func readmeListsEveryPresetKey() throws {
        let text = try readme()
        guard let start = text.range(of: "## Presets"), let end = text.range(of: "## Accessibility audit") else {
            Issue.record("README.md has no Presets section")
            return
        }
        let section = text[start.upperBound..<end.lowerBound]
        for field in Preset.fields {
            #expect(
                section.contains("| `\(field.key)`") || section.contains(", `\(field.key)`")
                    || section.contains("/ `\(field.key)`"), "README's presets table does not list \(field.key)")
        }
    }
}
