import Foundation
import Testing

@testable import NeumorphApp

/// The README's keys table is the binding table: they cannot drift apart.
@Suite @MainActor struct ReadmeTests {
    @Test func readmeListsTheKeysOfTheBindingTable() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        #expect(text.contains(KeyBinding.markdown), "README.md's keys table differs from 'neumorph keys'")
        for scene in SceneCatalog.names { #expect(text.contains("`\(scene)`"), "README does not mention \(scene)") }
    }
}
