import Foundation
import Platform
import Presets
import Raster
import Testing

@testable import NeumorphApp

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `neumorph snapshot`: every preview of a module recorded in light and dark with its manifest, the same
/// bytes on any number of threads and run after run, verified against a recorded folder (same, changed,
/// new, gone; exact or within a tolerance) with a report and a JUnit file, shards that together draw
/// each preview once and merge to the single run's verdict, the audit, and each kind of bad input.
@Suite(.serialized) @MainActor struct SnapshotTests {
    static let card = """
        import SwiftUI
        struct Card: View {
            var title = "Groceries"
            var body: some View {
                VStack(spacing: 12) {
                    Text(title).font(.title)
                    RoundedRectangle(cornerRadius: 16).fill(Color.orange).frame(width: 120, height: 80)
                }
            }
        }
        #Preview("Card") { Card() }
        #Preview("Card") { Card(title: "Twice") }
        #Preview("Café Menü") { Card(title: "Menü") }
        """
    static let styles = """
        import SwiftUI
        struct Pill: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(12).background(Capsule().fill(Color.blue)).foregroundStyle(.white)
            }
        }
        """
    static let model = """
        struct Item { var name: String }
        """

    /// A module folder of three files: a view with three previews (two of one name), a file of styles
    /// and a model with nothing to show.
    func module(card: String = card) throws -> String {
        let folder = try newFolder() + "/App"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try card.write(toFile: folder + "/Card.swift", atomically: true, encoding: .utf8)
        try Self.styles.write(toFile: folder + "/Styles.swift", atomically: true, encoding: .utf8)
        try Self.model.write(toFile: folder + "/Item.swift", atomically: true, encoding: .utf8)
        return folder
    }

    func newFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "neumorph-snapshot-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    func manifest(_ folder: String) throws -> SnapshotManifest.Document {
        try SnapshotManifest.read(folder: folder)
    }

    func files(_ folder: String) throws -> [String: [UInt8]] {
        var found: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder)
            if exists && !isFolder.boolValue {
                found[path] = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path)))
            }
        }
        return found
    }

    static let expected = [
        "App/Card/Café Menü-iPhone 16 Pro-dark.png", "App/Card/Café Menü-iPhone 16 Pro-light.png",
        "App/Card/Card 2-iPhone 16 Pro-dark.png", "App/Card/Card 2-iPhone 16 Pro-light.png",
        "App/Card/Card-iPhone 16 Pro-dark.png", "App/Card/Card-iPhone 16 Pro-light.png",
        "App/Styles/Styles-page-dark.png", "App/Styles/Styles-page-light.png",
    ]

    @Test func aRecordWritesEveryPreviewInLightAndDarkWithItsDigest() throws {
        let app = try module()
        let out = try newFolder() + "/shots"
        let run = try ChildProcess.run(["snapshot", app, "--out", out, "--scale", "1", "--threads", "2"])
        #expect(run.status == 0, "\(run.err)")
        let written = try files(out)
        #expect(written.keys.sorted() == Self.expected + ["snapshots.json"])
        let document = try manifest(out)
        #expect(document.entries.map(\.path) == Self.expected)
        for entry in document.entries {
            #expect(entry.sha256 == SHA256.hex(written[entry.path] ?? []))
            #expect(entry.error == nil)
            #expect(entry.module == "App")
        }
        #expect(document.entries.first { $0.path.hasPrefix("App/Card/Café") }?.preview == "Café Menü")
        #expect(document.entries.first { $0.path.hasPrefix("App/Styles/") }?.device == "page")
        // The dark picture is drawn dark: its corner is not the light one's.
        let light = try PNGFile.read(out + "/App/Card/Card-iPhone 16 Pro-light.png")
        let dark = try PNGFile.read(out + "/App/Card/Card-iPhone 16 Pro-dark.png")
        #expect(light.width == 402 && light.height == 874)
        #expect(light.pixels[light.width * 400 + 10] != dark.pixels[dark.width * 400 + 10])
        #expect(run.out.split(separator: "\n").last?.hasPrefix("wrote 8 pictures and \(out)/snapshots.json") == true)
    }

    @Test func dynamicTypeSizesAddPicturesWithTheSizeInTheirNames() throws {
        let app = try module()
        let out = try newFolder() + "/shots"
        let run = try ChildProcess.run([
            "snapshot", app, "--out", out, "--scale", "1", "--dynamic-type", "AX3", "--dynamic-type", "accessibility3",
        ])
        #expect(run.status == 0, "\(run.err)")
        let document = try manifest(out)
        // The standard pictures are drawn too and keep their names; each preview, the gallery of styles too,
        // has one more per appearance (a size given twice is drawn once).
        let extra = Self.expected.map { $0.replacingOccurrences(of: ".png", with: "-accessibility3.png") }
        #expect(document.entries.map(\.path) == (Self.expected + extra).sorted())
        let large = try #require(document.entries.first { $0.path == "App/Card/Card-iPhone 16 Pro-light.png" })
        let huge = try #require(
            document.entries.first { $0.path == "App/Card/Card-iPhone 16 Pro-light-accessibility3.png" })
        #expect(large.dynamicType == "large" && huge.dynamicType == "accessibility3")
        #expect(large.sha256 != huge.sha256)
        // The title is drawn 48 points tall instead of 28: more of the screen between its bars is ink.
        func ink(_ path: String) throws -> Int {
            let picture = try PNGFile.read(out + "/" + path)
            var dark = 0
            for y in 60..<(picture.height - 40) {
                for x in 0..<picture.width where picture.color(x: x, y: y).green < 0.5 { dark += 1 }
            }
            return dark
        }
        #expect(try ink(huge.path) > ink(large.path) * 2)
        let gallery = try #require(document.entries.first { $0.path == "App/Styles/Styles-page-light.png" })
        let hugeGallery = try #require(
            document.entries.first { $0.path == "App/Styles/Styles-page-light-accessibility3.png" })
        #expect(gallery.sha256 != hugeGallery.sha256)
        // The same standard pictures as a run without sizes.
        let plain = try newFolder() + "/plain"
        #expect(try ChildProcess.run(["snapshot", app, "--out", plain, "--scale", "1"]).status == 0)
        #expect(try manifest(plain).entries.first { $0.path == large.path }?.sha256 == large.sha256)
        // A size that is none is a usage error naming it and the sizes.
        let wrong = try ChildProcess.run(["snapshot", app, "--out", out + "2", "--dynamic-type", "huge"])
        #expect(wrong.status == 2)
        #expect(wrong.err.contains("--dynamic-type 'huge'") && wrong.err.contains("accessibility5"))
    }

    @Test func theSameBytesOnOneAndFourThreadsAndTwiceInARow() throws {
        let app = try module()
        let parent = try newFolder()
        var runs: [[String: [UInt8]]] = []
        for (name, threads) in [("a", "1"), ("b", "4"), ("c", "4")] {
            let run = try ChildProcess.run([
                "snapshot", app, "--out", "\(parent)/\(name)", "--scale", "1", "--threads", threads,
            ])
            #expect(run.status == 0, "\(run.err)")
            runs.append(try files("\(parent)/\(name)"))
        }
        #expect(runs[0].count == 9)
        #expect(runs[0] == runs[1])
        #expect(runs[1] == runs[2])
    }

    @Test func verifySaysSameChangedNewAndGoneWithAReportAndJUnit() throws {
        let app = try module()
        let parent = try newFolder()
        let recorded = parent + "/recorded"
        #expect(try ChildProcess.run(["snapshot", app, "--out", recorded, "--scale", "1"]).status == 0)
        let before = try files(recorded)

        let same = try ChildProcess.run([
            "snapshot", app, "--out", parent + "/same", "--verify", recorded, "--scale", "1",
        ])
        #expect(same.status == 0, "\(same.err)")
        #expect(same.out.contains("verified: 8 same, 0 changed, 0 new, 0 gone"))

        // A title changed, a preview added and the file of styles taken away.
        let changedCard =
            Self.card.replacingOccurrences(of: "Groceries", with: "Errands") + "\n#Preview(\"Wide\") { Card() }"
        try changedCard.write(toFile: app + "/Card.swift", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: app + "/Styles.swift")
        let out = parent + "/changed"
        let changed = try ChildProcess.run(["snapshot", app, "--out", out, "--verify", recorded, "--scale", "1"])
        #expect(changed.status == 1)
        #expect(changed.out.contains("verified: 4 same, 2 changed, 2 new, 2 gone"), "\(changed.out)")
        let verdicts = Dictionary(
            try manifest(out).entries.map { ($0.path, $0.verdict) }, uniquingKeysWith: { a, _ in a })
        #expect(verdicts["App/Card/Card-iPhone 16 Pro-light.png"] == .changed)
        #expect(verdicts["App/Card/Card 2-iPhone 16 Pro-light.png"] == .same)
        #expect(verdicts["App/Card/Wide-iPhone 16 Pro-dark.png"] == .new)
        #expect(verdicts["App/Styles/Styles-page-light.png"] == .gone)
        // The report shows each change with its recorded picture and difference beside the new one.
        let report = try String(contentsOfFile: out + "/report.html", encoding: .utf8)
        #expect(report.contains("<b>2 changed</b>"))
        #expect(report.contains("src=\"report/recorded/App/Card/Card-iPhone%2016%20Pro-light.png\""))
        #expect(FileManager.default.fileExists(atPath: out + "/report/diff/App/Card/Card-iPhone 16 Pro-light.png"))
        let difference = try PNGFile.read(out + "/report/diff/App/Card/Card-iPhone 16 Pro-light.png")
        #expect(difference.pixels.contains(0xFFFF_0000))
        // In Chromium the report shows its pictures: the phones' black Dynamic Islands are drawn.
        if let browser = Chromium.executable {
            let shot = try Chromium.screenshot(
                ofFile: out + "/report.html", width: 1280, height: 1400, browser: browser)
            let black = shot.pixels.filter { pixel in
                [16, 8, 0].allSatisfy { (pixel >> UInt32($0)) & 0xFF < 10 } && pixel >> 24 == 0xFF
            }.count
            #expect(black > 2000, "the report's pictures did not load in Chromium (\(black) black pixels)")
        } else {
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "CI must have Debian's chromium")
        }
        // The JUnit file, read back: a case per picture, a failure per change.
        let junit = try XMLDocument(contentsOf: URL(fileURLWithPath: out + "/junit.xml"))
        let cases = try junit.nodes(forXPath: "//testcase")
        let failures = try junit.nodes(forXPath: "//testcase/failure")
        #expect(cases.count == 10)
        #expect(failures.count == 6)
        #expect(try junit.nodes(forXPath: "//testcase/failure[@type='gone']").count == 2)
        // The recorded folder was only read.
        #expect(try files(recorded) == before)
        // `--record` makes the run the recording: then nothing differs, and the gone pictures are gone.
        let accepted = try ChildProcess.run([
            "snapshot", app, "--out", parent + "/accepting", "--verify", recorded, "--scale", "1", "--record",
        ])
        #expect(accepted.status == 1)
        #expect(accepted.out.contains("recorded the run's pictures in \(recorded)"))
        let again = try ChildProcess.run([
            "snapshot", app, "--out", parent + "/again", "--verify", recorded, "--scale", "1",
        ])
        #expect(again.status == 0, "\(again.out)")
        #expect(again.out.contains("verified: 8 same, 0 changed, 0 new, 0 gone"))
        #expect(!FileManager.default.fileExists(atPath: recorded + "/App/Styles/Styles-page-light.png"))
    }

    @Test func aToleranceLetsASmallChangePass() throws {
        let app = try module()
        let parent = try newFolder()
        let recorded = parent + "/recorded"
        #expect(try ChildProcess.run(["snapshot", app + "/Card.swift", "--out", recorded, "--scale", "1"]).status == 0)
        // A corner radius a point smaller changes a few hundred pixels a little.
        let moved = Self.card.replacingOccurrences(of: "cornerRadius: 16", with: "cornerRadius: 15")
        try moved.write(toFile: app + "/Card.swift", atomically: true, encoding: .utf8)
        let exact = try ChildProcess.run([
            "snapshot", app + "/Card.swift", "--out", parent + "/exact", "--verify", recorded, "--scale", "1",
        ])
        #expect(exact.status == 1)
        let tolerant = try ChildProcess.run([
            "snapshot", app + "/Card.swift", "--out", parent + "/tolerant", "--verify", recorded, "--scale", "1",
            "--tolerance", "64,1",
        ])
        #expect(tolerant.status == 0, "\(tolerant.out)")
        let strict = try ChildProcess.run([
            "snapshot", app + "/Card.swift", "--out", parent + "/strict", "--verify", recorded, "--scale", "1",
            "--tolerance", "0,0.001",
        ])
        #expect(strict.status == 1)
    }

    @Test func shardsCoverEveryPreviewOnceAndMergeToTheSingleRunsVerdict() throws {
        let app = try module()
        let parent = try newFolder()
        let recorded = parent + "/recorded"
        #expect(try ChildProcess.run(["snapshot", app, "--out", recorded, "--scale", "1"]).status == 0)
        let changedCard = Self.card.replacingOccurrences(of: "Groceries", with: "Errands")
        try changedCard.write(toFile: app + "/Card.swift", atomically: true, encoding: .utf8)
        let single = try ChildProcess.run([
            "snapshot", app, "--out", parent + "/single", "--verify", recorded, "--scale", "1",
        ])
        var shards: [String] = []
        var drawn: [String] = []
        for k in 1...3 {
            let folder = parent + "/shard\(k)"
            _ = try ChildProcess.run([
                "snapshot", app, "--out", folder, "--verify", recorded, "--scale", "1", "--shard", "\(k)/3",
            ])
            shards.append(folder)
            drawn += try manifest(folder).entries.map(\.path)
        }
        #expect(drawn.sorted() == Self.expected)
        let merged = try ChildProcess.run(["snapshot", "--merge"] + shards + ["--out", parent + "/merged"])
        #expect(merged.status == single.status)
        let one = try manifest(parent + "/single").entries
        let joined = try manifest(parent + "/merged").entries
        #expect(joined.map(\.path) == one.map(\.path))
        #expect(joined.map(\.verdict) == one.map(\.verdict))
        #expect(joined.map(\.sha256) == one.map(\.sha256))
        #expect(FileManager.default.fileExists(atPath: parent + "/merged/report.html"))
        #expect(
            FileManager.default.fileExists(atPath: parent + "/merged/report/diff/App/Card/Card-iPhone 16 Pro-dark.png"))
        // The same shard twice is the same previews.
        _ = try ChildProcess.run(["snapshot", app, "--out", parent + "/again", "--scale", "1", "--shard", "2/3"])
        #expect(try manifest(parent + "/again").entries.map(\.path) == manifest(parent + "/shard2").entries.map(\.path))
    }

    @Test func theAuditFailsAControlThatCannotBeSeen() throws {
        let folder = try newFolder()
        let source = """
            import SwiftUI
            struct Faint: View {
                var body: some View {
                    Button("Hidden") {}
                        .foregroundColor(Color(white: 0.93))
                        .padding(20)
                        .background(Color(white: 0.95))
                }
            }
            #Preview { Faint() }
            """
        try source.write(toFile: folder + "/Faint.swift", atomically: true, encoding: .utf8)
        let out = folder + "/shots"
        let run = try ChildProcess.run(["snapshot", folder + "/Faint.swift", "--out", out, "--scale", "1", "--audit"])
        #expect(run.status == 1)
        let entries = try manifest(out).entries
        #expect(entries.count == 2)
        // Its edge is lost in the grey around it, and a press barely changes it.
        #expect(entries.allSatisfy { ($0.auditFailures ?? []).contains { $0.hasPrefix("button 1: edge at 3.00:1") } })
        #expect(entries.allSatisfy { ($0.auditFailures ?? []).contains { $0.hasPrefix("button 1: pressed or on") } })
        let junit = try String(contentsOfFile: out + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("<failure type=\"audit\" message=\"button 1: edge at 3.00:1"))
        #expect(try String(contentsOfFile: out + "/report.html", encoding: .utf8).contains("Failing the audit"))
    }

    @Test func badInputIsNamedAndTheRestGoesOn() throws {
        let app = try module()
        let parent = try newFolder()
        // A missing path is named; the module beside it is still drawn, and the run fails.
        let missing = try ChildProcess.run([
            "snapshot", parent + "/nowhere", app, "--out", parent + "/a", "--scale", "1",
        ])
        #expect(missing.status == 1)
        #expect(missing.err.contains("\(parent)/nowhere: no such file or folder"))
        #expect(try manifest(parent + "/a").entries.count == 8)
        // A folder with nothing to show.
        let empty = try newFolder()
        try Self.model.write(toFile: empty + "/Item.swift", atomically: true, encoding: .utf8)
        let nothing = try ChildProcess.run(["snapshot", empty, "--out", parent + "/b"])
        #expect(nothing.status == 1)
        #expect(nothing.err.contains("nothing to snapshot in \(empty)"))
        // A file that does not read is an entry with its error.
        try "struct Broken: View { var body: some View { Text(\"x\" }".write(
            toFile: app + "/Broken.swift", atomically: true, encoding: .utf8)
        let broken = try ChildProcess.run(["snapshot", app, "--out", parent + "/c", "--scale", "1"])
        #expect(broken.status == 1)
        let failed = try manifest(parent + "/c").entries.filter { $0.error != nil }
        #expect(
            failed.count == 2
                && failed.allSatisfy { $0.path.hasPrefix("App/Broken/") && $0.error!.contains("Broken.swift:") })
        try FileManager.default.removeItem(atPath: app + "/Broken.swift")
        // A recorded folder without a manifest, and one of another version: usage errors naming it.
        let none = try ChildProcess.run(["snapshot", app, "--out", parent + "/d", "--verify", parent + "/b"])
        #expect(none.status == 2)
        #expect(none.err.contains("\(parent)/b/snapshots.json"))
        #expect(try ChildProcess.run(["snapshot", app, "--out", parent + "/e", "--scale", "1"]).status == 0)
        let recorded = parent + "/e"
        let text = try String(contentsOfFile: recorded + "/snapshots.json", encoding: .utf8)
        try FileManager.default.createDirectory(atPath: parent + "/old", withIntermediateDirectories: true)
        try text.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 99").write(
            toFile: parent + "/old/snapshots.json", atomically: true, encoding: .utf8)
        let other = try ChildProcess.run(["snapshot", app, "--out", parent + "/f", "--verify", parent + "/old"])
        #expect(other.status == 2)
        #expect(other.err.contains("another version of neumorph"))
        // A damaged recorded picture (its manifest unchanged) is a change that says so.
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: recorded + "/App/Card/Card-iPhone 16 Pro-light.png"))
        let damaged = try ChildProcess.run([
            "snapshot", app, "--out", parent + "/g", "--verify", recorded, "--scale", "1",
        ])
        #expect(damaged.status == 1)
        let detail = try manifest(parent + "/g").entries.first { $0.path == "App/Card/Card-iPhone 16 Pro-light.png" }?
            .detail
        #expect(detail?.contains("is not the one its manifest lists (damaged or replaced since)") == true)
        #expect(
            detail?.contains("the recorded picture \(recorded)/App/Card/Card-iPhone 16 Pro-light.png cannot be read")
                == true)
        // An output folder that cannot be made (its parent is a file): named, and nothing written.
        try Data("a file".utf8).write(to: URL(fileURLWithPath: parent + "/plain"))
        let unwritable = try ChildProcess.run(["snapshot", app, "--out", parent + "/plain/shots", "--scale", "1"])
        #expect(unwritable.status == 1)
        #expect(unwritable.err.contains(parent + "/plain"))
        // Usage mistakes.
        for (arguments, message) in [
            (["snapshot", app, "--out", parent + "/h", "--shard", "3/2"], "--shard must be K/N"),
            (["snapshot", app, "--out", parent + "/h", "--device", "Nokia 3310"], "not a device Neumorph knows"),
            (
                ["snapshot", app, "--out", parent + "/h", "--verify", recorded, "--tolerance", "300,1"],
                "--tolerance must be"
            ),
            (["snapshot", "--out", parent + "/h"], "needs a file or folder"),
            (["snapshot", app, "--out", parent + "/h", "--record"], "--record goes with --verify"),
        ] {
            let run = try ChildProcess.run(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.err.contains(message), "\(run.err)")
        }
    }
}
