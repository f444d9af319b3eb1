import Foundation
import Platform
import Raster
import Testing

@testable import NeumorphApp

/// `neumorph batch`: a filtered batch writes exactly its images (the same pixels `screenshot` makes)
/// and a contact sheet, never replaces a file, and names a bad option.
@Suite(.serialized) @MainActor struct BatchTests {
    func newFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "neumorph-batch-\(UUID().uuidString)"
        )
        .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    func contents(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test func aFilteredBatchWritesItsImagesAndAContactSheet() throws {
        let parent = try newFolder()
        let folder = parent + "/shots"  // made by the batch
        let run = try ChildProcess.run([
            "batch", "--out", folder, "--scene", "dark", "--scheme", "light,dark", "--contrast", "standard",
            "--state", "released", "--state", "pressed", "--scale", "1", "--size", "320x200", "--threads", "2",
        ])
        #expect(run.status == 0, "\(run.err)")
        let expected = [
            "dark-dark-standard-pressed@1x.png", "dark-dark-standard-released@1x.png",
            "dark-light-standard-pressed@1x.png", "dark-light-standard-released@1x.png",
        ]
        #expect(try contents(folder) == expected + ["index.html"])
        // Not a terminal: one line per file, then the summary.
        let lines = run.out.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines.filter { $0.hasPrefix("wrote \(folder)/dark-") && $0.hasSuffix("(320×200)") }.count == 4)
        #expect(lines.last?.hasPrefix("wrote 4 images and \(folder)/index.html in ") == true)
        let sheet = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
        for name in expected {
            #expect(sheet.contains("<img src=\"\(name)\""))
            #expect(sheet.contains("<figcaption>\(name)</figcaption>"))
        }
        // The same pixels as a screenshot of that scene, scheme and state.
        #expect(
            Neumorph.main([
                "screenshot", "--scene", "dark", "--scheme", "light", "--state", "pressed", "--size", "320x200",
                "--threads", "1", "--out", parent + "/shot.png",
            ]) == 0)
        #expect(try PNGFile.read(folder + "/dark-light-standard-pressed@1x.png") == PNGFile.read(parent + "/shot.png"))
    }

    @Test func aBatchNeverOverwritesAndThenWritesNothing() throws {
        let folder = try newFolder()
        let kept = folder + "/simple-light-increased-on@2x.png"
        try Data("mine".utf8).write(to: URL(fileURLWithPath: kept))
        let run = try ChildProcess.run([
            "batch", "--out", folder, "--scene", "simple", "--scheme", "light", "--scale", "2", "--size", "100x100",
        ])
        #expect(run.status == 1)
        #expect(run.err.contains("'\(kept)' already exists"))
        #expect(try contents(folder) == ["simple-light-increased-on@2x.png"])
        #expect(try String(contentsOfFile: kept, encoding: .utf8) == "mine")
        // The contact sheet's name is claimed too.
        try FileManager.default.removeItem(atPath: kept)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/index.html"))
        #expect(
            Neumorph.main(["batch", "--out", folder, "--scene", "simple", "--scheme", "light", "--size", "100x100"])
                == 1)
        #expect(try contents(folder) == ["index.html"])
    }

    @Test func badOptionsAreUsageErrorsNamingTheOption() throws {
        let folder = try newFolder()
        for (arguments, status, message) in [
            (["batch"], Int32(2), "batch needs --out DIR"),
            (["batch", "--out", folder, "--scene", "dark,drak"], 2, "unknown scene 'drak' in --scene"),
            (["batch", "--out", folder, "--scheme", "sepia"], 2, "unknown scheme 'sepia' in --scheme"),
            (["batch", "--out", folder, "--contrast", "high"], 2, "unknown contrast 'high' in --contrast"),
            (["batch", "--out", folder, "--state", "held"], 2, "unknown state 'held' in --state"),
            (["batch", "--out", folder, "--scale", "5"], 2, "--scale must be a number from 1 to 4, not '5'"),
            (["batch", "--out", folder, "--threads", "0"], 2, "--threads must be a whole number from 1 to 64"),
            (["batch", "--out", folder, "--size", "big"], 2, "--size must look like 1280x800"),
            (["batch", "--out", folder, "--force"], 2, "unknown option '--force'"),
            (["batch", "--out", folder + "/no/such"], 1, "no/such"),
        ] {
            let run = try ChildProcess.run(arguments)
            #expect(run.status == status, "\(arguments)")
            #expect(run.err.contains(message), "\(arguments): \(run.err)")
        }
        #expect(try contents(folder).isEmpty)
    }

    @Test func theProgressLineSaysTheCountTheRateAndTheTimeLeft() {
        let line = BatchProgress.line(done: 30, total: 120, elapsed: 3)
        #expect(line.hasPrefix("[######------------------]  30/120  10.0 images/s  9 s left"))
        #expect(BatchProgress.line(done: 120, total: 120, elapsed: 12).hasPrefix("[########################] 120/120"))
    }
}
