import Foundation
import Testing

@testable import NeumorphApp

/// A note is printed where it is, and `--strict` makes it an error once the picture is written.
@Suite(.serialized) @MainActor struct StrictOptionTests {
    @Test func strictFailsAfterWritingWhenTheScreenNotes() throws {
        let folder = try TemporaryFolder()
        let file = folder.write(
            "Screen.swift",
            "import SwiftUI\nstruct ContentView: View {\n    var body: some View { Text(\"x\").lowercaseSmallCaps() }\n}\n"
        )
        let out = folder.path + "/screen.png"
        let plain = try ChildProcess.run(["screenshot", "--style", file, "--out", out])
        #expect(plain.status == 0, "\(plain.err)")
        #expect(plain.err.contains("note: \(file):3:") && plain.err.contains(".lowercaseSmallCaps"), "\(plain.err)")
        let strict = try ChildProcess.run(["screenshot", "--style", file, "--out", out, "--force", "--strict"])
        #expect(strict.status == 1 && strict.err.contains("--strict: 1 note"), "\(strict.err)")
        #expect(FileManager.default.fileExists(atPath: out), "the picture is written first")
    }
}
