import Foundation
import Testing

/// `--preset` on the commands that render, and `export --scene` exporting what the scene draws.
@Suite struct PresetOptionTests {
    static let presets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/Presets")

    func shot(_ extra: [String]) throws -> Data {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("neumorph-preset-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try ChildProcess.run(
            ["screenshot", "--scene", "dark", "--size", "320x240", "--out", out.path] + extra)
        #expect(run.status == 0, "\(run.err)")
        return try Data(contentsOf: out)
    }

    @Test func screenshotDrawsThePresetAndItsComposition() throws {
        let plain = try shot([])
        let soft = try shot(["--preset", Self.presets.appendingPathComponent("soft.json").path])
        #expect(soft != plain, "the soft preset's parametric style and light scheme")
        // The dark preset is the dark scene's own look; "independent" changes only the shadows.
        let dark = try shot(["--preset", Self.presets.appendingPathComponent("dark.json").path])
        #expect(dark == plain)
        let independent = FileManager.default.temporaryDirectory.appendingPathComponent("neumorph-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: independent) }
        try #"{"seed": "dark", "scheme": "dark", "composition": "independent"}"#.write(
            to: independent, atomically: true, encoding: .utf8)
        #expect(try shot(["--preset", independent.path]) != plain)
    }

    @Test func aBadPresetIsNamed() throws {
        let run = try ChildProcess.run(["screenshot", "--out", "/tmp/never.png", "--preset", "/nonexistent/p.json"])
        #expect(run.status == 1)
        #expect(run.err.contains("/nonexistent/p.json"))
    }

    @Test func exportingTheReferenceSceneWritesItsSurface() throws {
        let run = try ChildProcess.run(["export", "--scene", "reference", "--format", "css"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("neu-reference-"))
        #expect(run.out.contains("border: 4px solid transparent"), "its gradient ring")
        #expect(run.out.contains("10px 10px 20px"))
    }
}
