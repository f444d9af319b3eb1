import Foundation
import Platform
import Raster
import Testing

@testable import NeumorphApp

/// The commands with the seed articles' style files (`Assets/Styles`), run as a user runs them.
@Suite(.serialized) struct StyleFileCommandTests {
    static func style(_ name: String) -> String { Assets.path("Styles/\(name)") }

    func layout(_ path: String) throws -> [[String: Any]] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        return (json as! [String: Any])["controls"] as! [[String: Any]]
    }

    @Test func thePreviewShowsEveryStyleOfTheFileLightAndDark() throws {
        let folder = try TemporaryFolder().path
        let run = try ChildProcess.run([
            "screenshot", "--style", Self.style("DarkStyles.swift"), "--out", folder + "/preview.png", "--layout",
            folder + "/preview.json",
        ])
        #expect(run.status == 0, "\(run.err)")
        guard run.status == 0 else { return }
        let controls = try layout(folder + "/preview.json")
        // A live control per style and appearance; the other state is a picture beside it.
        #expect(
            controls.map { $0["style"] as? String }
                == ["DarkButtonStyle", "DarkButtonStyle", "DarkToggleStyle", "DarkToggleStyle"])
        #expect(controls.map { $0["kind"] as? String } == ["button", "button", "toggle", "toggle"])
        let image = try PNGFile.read(folder + "/preview.png")
        #expect(image.width == 1280 && image.height == 800)
    }

    @Test func aTypeNamePicksOneStyle() throws {
        let folder = try TemporaryFolder().path
        let run = try ChildProcess.run([
            "screenshot", "--style", Self.style("DarkStyles.swift") + ":DarkToggleStyle", "--out",
            folder + "/one.png", "--layout", folder + "/one.json",
        ])
        #expect(run.status == 0, "\(run.err)")
        guard run.status == 0 else { return }
        #expect(
            try layout(folder + "/one.json").map { $0["style"] as? String } == ["DarkToggleStyle", "DarkToggleStyle"])
        let bad = try ChildProcess.run([
            "screenshot", "--style", Self.style("DarkStyles.swift") + ":LightStyle", "--out", folder + "/bad.png",
        ])
        #expect(bad.status == 2)
        #expect(
            bad.err.contains("declares no style named 'LightStyle'; its styles: DarkButtonStyle, DarkToggleStyle"),
            "\(bad.err)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/bad.png"))
    }

    @Test func aSceneWearsTheFilesStyles() throws {
        let folder = try TemporaryFolder().path
        let run = try ChildProcess.run([
            "screenshot", "--style", Self.style("DarkStyles.swift"), "--scene", "dark", "--out", folder + "/dark.png",
            "--layout", folder + "/dark.json",
        ])
        #expect(run.status == 0, "\(run.err)")
        guard run.status == 0 else { return }
        #expect(
            try layout(folder + "/dark.json").map { $0["style"] as? String } == ["DarkButtonStyle", "DarkToggleStyle"])
        // The file is the article's code of the built-in style: the same picture, within a level or two.
        let builtIn = try ChildProcess.run(["screenshot", "--scene", "dark", "--out", folder + "/builtin.png"])
        #expect(builtIn.status == 0)
        let a = try PNGFile.read(folder + "/dark.png")
        let b = try PNGFile.read(folder + "/builtin.png")
        var worst = 0.0
        for y in stride(from: 0, to: a.height, by: 3) {
            for x in stride(from: 0, to: a.width, by: 3) {
                let p = a.color(x: x, y: y)
                let q = b.color(x: x, y: y)
                worst = max(worst, abs(p.red - q.red), abs(p.green - q.green), abs(p.blue - q.blue))
            }
        }
        #expect(worst * 255 <= 3, "the file's dark scene differs from the built-in by \(worst * 255) levels")
    }

    @Test func aFileWithoutAToggleStyleLeavesTheScenesToggles() throws {
        let folder = try TemporaryFolder().path
        let run = try ChildProcess.run([
            "screenshot", "--style", Self.style("NeumorphicButtonStyle.swift"), "--scene", "buttons", "--out",
            folder + "/buttons.png", "--layout", folder + "/buttons.json",
        ])
        // The buttons scene hands seed 002's file its colour: no --style-arg needed.
        #expect(run.status == 0, "\(run.err)")
        guard run.status == 0 else { return }
        #expect(
            try layout(folder + "/buttons.json").map { $0["style"] as? String }
                == ["neumorphic-sticky", "NeumorphicButtonStyle"])
    }

    @Test func aMissingPropertyTakesAStandInAndSaysHowToGiveIt() throws {
        let folder = try TemporaryFolder().path
        let run = try ChildProcess.run([
            "screenshot", "--style", Self.style("NeumorphicButtonStyle.swift"), "--out", folder + "/x.png",
        ])
        #expect(run.status == 0, "\(run.err)")
        #expect(
            run.err.contains(
                "NeumorphicButtonStyle.color: .gray, a stand-in (--style-arg color=#RRGGBB sets it)"),
            "\(run.err)")
        let given = try ChildProcess.run([
            "screenshot", "--style", Self.style("NeumorphicButtonStyle.swift"), "--style-arg", "color=#E6E6E6",
            "--out", folder + "/y.png",
        ])
        #expect(given.status == 0, "\(given.err)")
        #expect(!given.err.contains("stand-in"), "\(given.err)")
    }

    @Test func aStyleArgumentForNoPropertyIsAnError() throws {
        let folder = try TemporaryFolder().path
        let run = try ChildProcess.run([
            "screenshot", "--style", Self.style("DarkStyles.swift"), "--style-arg", "colour=#E6E6E6",
            "--out", folder + "/x.png",
        ])
        #expect(run.status == 1)
        #expect(run.err.contains("--style-arg colour"), "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/x.png"))
    }

    @Test func aBadFileIsFileLineColumnAndNothingIsWritten() throws {
        let folder = try TemporaryFolder()
        let path = folder.write(
            "Bad.swift",
            "import SwiftUI\n\nstruct Bad: ButtonStyle {\n    func makeBody(configuration: Configuration) -> some View {\n"
                + "        configuration.label.padding(\n    }\n}\n")
        let run = try ChildProcess.run(["screenshot", "--style", path, "--out", folder.path + "/bad.png"])
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("neumorph: \(path):"), "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/bad.png"))
        let audit = try ChildProcess.run(["audit", "--style", path])
        #expect(audit.status == 1 && audit.out.isEmpty && audit.err.contains("\(path):"), "\(audit.err)")
    }

    /// A style whose body uses what Neumorph lacks opens in its gallery: the unknown view a placeholder,
    /// the unknown modifier left out, each a note printed once; `--strict` counts them.
    @Test func aStyleThatUsesWhatNeumorphLacksOpensWithNotes() throws {
        let folder = try TemporaryFolder()
        let path = folder.write(
            "Lacking.swift",
            "import SwiftUI\n\nstruct Lacking: ButtonStyle {\n    func makeBody(configuration: Configuration) -> some View {\n"
                + "        configuration.label.padding().background(Glow()).glassEffect(in: 2)\n"
                + "    }\n}\n")
        let out = folder.path + "/lacking.png"
        let run = try ChildProcess.run(["screenshot", "--style", path, "--out", out, "--layout", out + ".json"])
        #expect(run.status == 0, "\(run.err)")
        #expect(FileManager.default.fileExists(atPath: out))
        let notes = run.err.split(separator: "\n").filter { $0.hasPrefix("neumorph: note: \(path):5:") }
        #expect(notes.count == 2, "\(run.err)")
        #expect(notes.contains { $0.contains("Glow is not a view or type Neumorph knows") })
        let layout = try String(contentsOfFile: out + ".json", encoding: .utf8)
        #expect(layout.contains("\"notes\"") && layout.contains(".glassEffect"), "\(layout)")
        let strict = try ChildProcess.run(["screenshot", "--style", path, "--out", out, "--force", "--strict"])
        #expect(strict.status == 1 && strict.err.contains("--strict: 2 notes"), "\(strict.err)")
    }

    @Test func ignoredModifiersAreNotesOnStderr() throws {
        let folder = try TemporaryFolder()
        let path = folder.write(
            "Quiet.swift",
            "import SwiftUI\n\nstruct Quiet: ButtonStyle {\n    func makeBody(configuration: Configuration) -> some View {\n"
                + "        configuration.label.padding(20).background(Color.red).accessibilityLabel(\"x\")\n    }\n}\n")
        let run = try ChildProcess.run(["screenshot", "--style", path, "--out", folder.path + "/q.png"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.hasPrefix("neumorph: note: \(path):5:"), "\(run.err)")
        #expect(run.err.contains(".accessibilityLabel changes no pixels of a control; ignored"), "\(run.err)")
    }

    @Test func exportWritesTheFilesStyle() throws {
        for format in ["swiftui", "css"] {
            let run = try ChildProcess.run(["export", "--style", Self.style("DarkStyles.swift"), "--format", format])
            #expect(run.status == 0, "\(run.err)")
            #expect(!run.out.isEmpty)
        }
    }

    @Test func theAuditMeasuresTheFilesControls() throws {
        let run = try ChildProcess.run(["audit", "--style", Self.style("ColorfulStyles.swift"), "--json"])
        #expect(run.status == 0 || run.status == 1, "\(run.err)")
        #expect(run.out.contains("ColorfulButtonStyle"), "\(run.out)")
    }
}
