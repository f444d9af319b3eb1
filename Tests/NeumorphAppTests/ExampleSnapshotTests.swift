import Foundation
import Testing

/// The project's own examples (`Assets/Examples`) snapshotted as a user's CI would, against the pictures
/// recorded beside this test (`Snapshots/`), at the default text size and at accessibility3: a change to
/// how any of them draws fails here, and its
/// report (each change beside the recorded picture, with the difference) is named in the failure.
/// `NEUMORPH_RECORD_GOLDENS=1` records them again. The tolerance lets a channel move by one on a
/// ten-thousandth of the pixels, which no real change stays within (docs/snapshots.md says why).
@Suite(.serialized) struct ExampleSnapshotTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let recorded = "Tests/NeumorphAppTests/Snapshots"

    func neumorph(_ arguments: [String]) throws -> ChildProcess.Outcome {
        try ChildProcess.run(
            "/usr/bin/timeout", ["-k", "5", "\(ChildProcess.limit)", EndToEndTests.executable] + arguments,
            environment: ProcessInfo.processInfo.environment, in: Self.root)
    }

    @Test func theExamplesLookAsRecorded() throws {
        if ProcessInfo.processInfo.environment["NEUMORPH_RECORD_GOLDENS"] != nil {
            try? FileManager.default.removeItem(at: Self.root.appendingPathComponent(Self.recorded))
            let run = try neumorph([
                "snapshot", "Assets/Examples", "--out", Self.recorded, "--scale", "1", "--dynamic-type", "AX3",
            ])
            #expect(run.status == 0, "\(run.err)")
            return
        }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent(
            "neumorph-examples-\(UUID().uuidString)"
        ).path
        let run = try neumorph([
            "snapshot", "Assets/Examples", "--out", out, "--verify", Self.recorded, "--scale", "1", "--dynamic-type",
            "AX3", "--tolerance", "1,0.01",
        ])
        #expect(run.status == 0, "the examples changed: see \(out)/report.html\n\(run.out)\n\(run.err)")
        #expect(run.out.contains("verified: 56 same, 0 changed, 0 new, 0 gone"), "\(run.out)")
    }
}
