import Foundation
import Raster
import TestSupport
import Testing

@testable import NeumorphApp
@testable import Platform

/// Issue 11's limits: the audit never passes on nothing, pixel budgets refuse before allocating,
/// a missing font is one warning (and the audit refuses), and a soak catches a leak but not a cache
/// filling up.
@MainActor struct LimitsTests {
    /// The built binary run through bash (for `ulimit` and environment), its status and output.
    func child(_ script: String, environment: [String: String] = [:]) throws -> (
        status: Int32, out: String, err: String
    ) {
        var env = ProcessInfo.processInfo.environment
        env["BIN"] = EndToEndTests.executable
        env["SDL_VIDEODRIVER"] = "dummy"
        for (key, value) in environment { env[key] = value }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("neumorph-limits-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try ChildProcess.run("/bin/bash", ["-c", script], environment: env, in: folder)
    }

    // MARK: Item 3: the audit's verdict

    @Test func auditRefusesAFrameItCannotRender() throws {
        let session = SceneSession(scene: SceneCatalog.scene(named: "dark")!)
        #expect(throws: CommandFailure.self) { try session.audit(size: Size(width: 8192, height: 8192), scale: 4) }
        let run = try child(#""$BIN" audit --scene dark --size 8192x8192 --scale 4 --json"#)
        #expect(run.status == 1)
        #expect(run.out.isEmpty, "no verdict for a frame that was not rendered: \(run.out)")
        #expect(run.err.hasPrefix("neumorph: cannot render 8192×8192 points at scale 4"), "\(run.err)")
        #expect(run.err.contains("32768×32768 pixels"))
    }

    @Test func auditOfASceneWithoutControlsIsNothingToMeasure() throws {
        for name in ["gallery", "reference"] {
            let session = SceneSession(scene: SceneCatalog.scene(named: name)!)
            do {
                _ = try session.audit(size: SceneCatalog.defaultSize, scale: 1)
                Issue.record("\(name): an audit of no controls must not pass")
            } catch {
                #expect(error.description.hasPrefix("neumorph: nothing to measure: the \(name) scene has no controls"))
                #expect(error.description.contains("dark"), "names the scenes that have controls")
            }
            #expect(Neumorph.main(["audit", "--scene", name, "--json"]) == 1)
            #expect(Neumorph.main(["audit", "--scene", name]) == 1)
        }
    }

    // MARK: Item 13: pixel budgets

    @Test func pixelBudgetRefusesBeforeAllocating() {
        #expect(PixelBudget.frame.refusal(width: 8192, height: 8192) == nil)
        #expect(
            PixelBudget.frame.refusal(width: 16384, height: 16384)
                == "16384×16384 pixels would need 1.0 GB; the frame budget is 67 M pixels (256 MB)")
        #expect(PixelBudget.frame.refusal(width: 4096, height: 4096, count: 4) == nil)
        #expect(PixelBudget.frame.refusal(width: 4096, height: 4097, count: 4) != nil)
        #expect(PixelBudget.frame.refusal(width: Int.max / 2, height: 3)?.contains("more than any machine has") == true)
        #expect(PixelBudget.image.refusal(width: 4096, height: 4096) == nil)
        #expect(PixelBudget.image.refusal(width: 4097, height: 4096) != nil)
        #expect(PixelBudget.fitsInAddressSpace(width: 1024, height: 1024))
        #expect(!PixelBudget.fitsInAddressSpace(width: 1 << 30, height: 1 << 30))
        #expect(throws: CommandFailure.self) { try Frame.canvas(size: Size(width: 8192, height: 8192), scale: 2) }
    }

    /// A PNG of a few bytes declaring 16384×16384 (1 GB decoded) is refused from its header; the
    /// scene draws without it and the message names the file.
    @Test func imageAssetOverItsBudgetIsNotDecoded() throws {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let length = UInt32(data.count)
            let body = Array(type.utf8) + data
            return withUnsafeBytes(of: length.bigEndian, Array.init) + body + [0, 0, 0, 0]
        }
        let side = withUnsafeBytes(of: UInt32(16384).bigEndian, Array.init)
        let png = PNGFile.signature + chunk("IHDR", side + side + [8, 6, 0, 0, 0]) + chunk("IEND", [])
        #expect(PNGFile.structureProblem(png)?.contains("the image budget") == true)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("neumorph-huge-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(png).write(to: URL(fileURLWithPath: folder + "/huge.png"))
        let images = AssetImages(folder: folder)
        #expect(images.image(named: "huge") == nil)
        #expect(images.problems.count == 1 && images.problems[0].contains("huge.png"), "\(images.problems)")
    }

    /// Under a limited address space the program says so and exits 1, never aborting in an
    /// allocation: over the budget (the audit's four frames), and inside it but beyond the limit.
    @Test(.disabled(if: Sanitizer.isActive, "AddressSanitizer reserves terabytes of shadow memory: ulimit -v stops it"))
    func limitedMemoryIsAMessageNotACrash() throws {
        for command in [
            "audit --scene dark --size 8192x8192 --scale 2 --json",
            "screenshot --scene reference --size 8192x8192 --scale 2 --out huge.png",
            "screenshot --scene reference --size 8192x8192 --out huge.png",
        ] {
            let run = try child("ulimit -v 1000000; exec \"$BIN\" \(command)")
            #expect(run.status == 1, "\(command): exit \(run.status) \(run.err)")
            #expect(run.err.hasPrefix("neumorph: cannot render 8192×8192 points"), "\(command): \(run.err)")
            #expect(!run.err.contains("Fatal error"))
        }
    }

    @Test func playReportWithoutFramesSaysSo() {
        let playground = Playground(scene: SceneCatalog.scene(named: "dark")!, scheme: nil)
        let report = PlayCommand.report(playground, frames: 0, firstFrame: nil)
        #expect(report.hasPrefix("no frames"), "\(report)")
        #expect(!report.contains("nan"))
        #expect(throws: CommandFailure.self) {
            try Frame.pixels(size: Size(width: 8192, height: 8192), scale: 3, frames: 1)
        }
    }

    // MARK: Item 14: missing fonts

    @Test func missingFontsAreOneWarningAndTheAuditRefuses() throws {
        let glyphs = TTFGlyphSource(folder: "/nonexistent", systemFallback: false)
        #expect(glyphs.problems.count == 1 && !glyphs.isAvailable, "\(glyphs.problems)")
        let images = FileManager.default.currentDirectoryPath + "/Assets/Images"
        let setup = "mkdir nofonts && ln -s '\(images)' nofonts/Images && export NEUMORPH_ASSETS=$PWD/nofonts; "
        let audit = try child(setup + #""$BIN" audit --scene dark --json"#)
        #expect(audit.status == 1 && audit.out.isEmpty)
        #expect(audit.err.hasPrefix("neumorph: the audit needs the font: fonts"), "\(audit.err)")
        #expect(audit.err.split(separator: "\n").count == 1, "\(audit.err)")
        let record = try child(
            setup
                + #"printf '0.5 key d\n' > s.txt && "$BIN" record --scene dark --size 160x100 --script s.txt --out rec"#
        )
        #expect(record.status == 0, "\(record.err)")
        let warnings = record.err.split(separator: "\n").filter { $0.hasPrefix("neumorph: ") && $0.contains("font") }
        #expect(warnings.count == 1, "\(record.err)")
    }

    // MARK: Item 15: the soak

    /// A leak injected into the measured frames fails the soak, and the growth it reports is the
    /// leak's (4 MB a frame; the end is the lowest sample over the last 50 frames, so at least 40 MB),
    /// not the caches filling. The run is its own process: resident memory is the
    /// whole process's, and the other suites running beside this one allocate and free hundreds of
    /// megabytes, enough to hide (or fake) any leak measured in here.
    @Test(
        .disabled(
            if: Sanitizer.isActive,
            "AddressSanitizer's allocator quarantines and pads memory: RSS no longer measures the heap"))
    func soakCatchesAnInjectedLeak() throws {
        let run = try child(#""$BIN" soak --scene dark --size 160x100 --frames 60 --warm-up 20 --inject-leak 4"#)
        #expect(run.status == 1, "\(run.out)\(run.err)")
        let failure = run.err.split(separator: "\n").first.map(String.init) ?? ""
        #expect(failure.hasPrefix("neumorph: soak failed: memory grew"), "\(run.err)")
        // "… (50.1 → 95.7 MB) …": the two ends of the measure.
        let measure = failure.drop(while: { $0 != "(" }).dropFirst().prefix(while: { $0 != ")" })
        let ends = measure.split(whereSeparator: { "→ MB".contains($0) }).compactMap { Double($0) }
        #expect(ends.count == 2 && ends[1] - ends[0] > 20, "\(failure)")
    }
}
