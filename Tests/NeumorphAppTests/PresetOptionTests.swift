import Foundation
import Platform
import Raster
import TestSupport
import Testing

/// `--preset` on the commands that render, and `export --scene` exporting what the scene draws.
@Suite struct PresetOptionTests {
    static let presets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/Presets")

    /// A screenshot of the dark scene at 320×240, written to a new file that is removed at exit.
    func write(_ extra: [String]) throws -> String {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("neumorph-preset-\(UUID()).png")
        let run = try ChildProcess.run(
            ["screenshot", "--scene", "dark", "--size", "320x240", "--out", out.path] + extra)
        #expect(run.status == 0, "\(run.err)")
        return out.path
    }

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

    /// A preset's `seed` is the style the scene's controls wear: each dark seed preset on the dark
    /// scene draws what the article's own code for that style draws there (Assets/Styles, `--style`),
    /// released and pressed, within the 1 level the style files keep to their built-in twins.
    @Test(arguments: [
        ("dark", "DarkStyles.swift"), ("dark-convex", "DarkConvexStyles.swift"),
        ("dark-edged", "DarkEdgedStyles.swift"), ("dark-edged-crisp", "DarkEdgedCrispStyles.swift"),
    ])
    func theSeedKeyPicksTheStyle(preset: String, file: String) throws {
        let styles = Self.presets.deletingLastPathComponent().appendingPathComponent("Styles")
        for state in ["released", "pressed"] {
            let viaPreset = try PNGFile.read(
                try write(["--preset", Self.presets.appendingPathComponent("\(preset).json").path, "--state", state]))
            let viaFile = try PNGFile.read(
                try write(["--style", styles.appendingPathComponent(file).path, "--state", state]))
            let comparison = PixelDiff.compare(viaPreset, viaFile, tolerance: 1)
            #expect(
                comparison.differingPixels == 0,
                "\(preset) \(state): \(comparison.differingPixels) px, max \(comparison.maxDifference)")
        }
    }

    @Test func recordAndAuditWearThePresetsSeedStyle() throws {
        let edged = Self.presets.appendingPathComponent("dark-edged.json").path
        let plain = try ChildProcess.run(["audit", "--scene", "dark", "--json"])
        let preset = try ChildProcess.run(["audit", "--scene", "dark", "--json", "--preset", edged])
        #expect(!plain.out.isEmpty && plain.out != preset.out, "the edged ring changes the measured edge contrast")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("neumorph-record-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("script.txt")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "# no input: the first frame is the scene at rest\n".write(to: script, atomically: true, encoding: .utf8)
        let run = try ChildProcess.run(
            [
                "record", "--scene", "dark", "--size", "320x240", "--script", script.path, "--out",
                folder.path + "/out",
                "--duration", "0.02", "--preset", edged,
            ])
        #expect(run.status == 0, "\(run.err)")
        let frame = try PNGFile.read(folder.path + "/out/frame-00001.png")
        let shot = try PNGFile.read(try write(["--preset", edged]))
        #expect(PixelDiff.compare(frame, shot, tolerance: 0).differingPixels == 0)
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
