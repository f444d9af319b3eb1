import Foundation
import Platform
import Raster
import Testing

@testable import NeumorphApp

extension CommandUsage {
    /// A command without options of its own, for tests of the parser's helpers.
    static let test = CommandUsage(name: "test", summary: "a test", options: [])
}

@Suite struct CommandLineTests {
    @Test func argumentsRejectUnknownOptionsAndMissingValues() {
        #expect(throws: CommandFailure.self) { try Arguments(["--nope"], valued: [], flags: [], usage: .test) }
        #expect(throws: CommandFailure.self) { try Arguments(["--out"], valued: ["out"], flags: [], usage: .test) }
        #expect(throws: CommandFailure.self) { try Arguments(["stray"], valued: [], flags: [], usage: .test) }
        let args = try? Arguments(
            ["--out", "a.png", "--scale=2", "--json"], valued: ["out", "scale"], flags: ["json"], usage: .test)
        #expect(args?.values["out"] == "a.png")
        #expect(args?.values["scale"] == "2")
        #expect(args?.has("json") == true)
    }

    @Test func badValuesAreUsageErrors() {
        let args = try! Arguments(
            ["--scale", "0", "--size", "10x", "--scene", "nope"], valued: ["scale", "size", "scene"], flags: [],
            usage: .test)
        do {
            _ = try args.number("scale", default: 1, in: 1...4, usage: .test)
            Issue.record("accepted scale 0")
        } catch { #expect(error.status == 2) }
        #expect(throws: CommandFailure.self) { try SceneCatalog.parseSize("10x", usage: .test) }
        #expect(throws: CommandFailure.self) { try SceneCatalog.parseSize("0x10", usage: .test) }
        do {
            _ = try args.choice("scene", as: SceneArgument.self, usage: .test)
            Issue.record("accepted an unknown scene")
        } catch {
            #expect(error.description.contains("reference"))
            #expect(error.status == 2)
        }
    }

    /// The usage error's message, without the pointer to the help that ends its one line.
    @MainActor func unknownValueMessage(_ argv: [String]) -> (line: String, status: Int32)? {
        do throws(CommandFailure) {
            try ScreenshotCommand.run(argv + ["--out", "/tmp/neumorph-never-written.png"])
            return nil
        } catch {
            #expect(!error.description.contains("\n"), "a usage error is one line: \(error.description)")
            let pointer = " (see 'neumorph screenshot --help')"
            #expect(error.description.hasSuffix(pointer))
            return (String(error.description.dropLast(pointer.count)), error.status)
        }
    }

    @Test @MainActor func unknownNamesListTheValidOnes() {
        let scene = unknownValueMessage(["--scene", "nope"])
        #expect(scene?.status == 2)
        #expect(
            scene?.line
                == "neumorph: unknown scene 'nope'; choose one of: \(SceneCatalog.names.joined(separator: ", "))")
        let scheme = unknownValueMessage(["--scheme", "sepia"])
        #expect(scheme?.status == 2)
        #expect(scheme?.line == "neumorph: unknown scheme 'sepia'; choose one of: light, dark, colorful")
        let state = unknownValueMessage(["--state", "half"])
        #expect(state?.line == "neumorph: unknown state 'half'; choose one of: released, pressed, on, off, active")
        let contrast = unknownValueMessage(["--contrast", "more"])
        #expect(contrast?.line == "neumorph: unknown contrast 'more'; choose one of: standard, increased")
        do throws(CommandFailure) {
            try ExportCommand.run(["--format", "pdf"])
            Issue.record("exported as pdf")
        } catch {
            #expect(
                error.description
                    == "neumorph: unknown format 'pdf'; choose one of: swiftui, css (see 'neumorph export --help')")
        }
    }

    @Test func defaultScenesAreInTheCatalog() {
        #expect(SceneArgument.dark.scene.name == "dark")
    }

    @Test @MainActor func exitStatuses() {
        #expect(Neumorph.main(["no-such-command"]) == 2)
        #expect(Neumorph.main(["screenshot", "--bogus"]) == 2)
        #expect(Neumorph.main(["screenshot", "--scene", "reference"]) == 2)
        #expect(Neumorph.main(["screenshot", "--out", "/no/such/folder/x.png"]) == 1)
        #expect(Neumorph.main(["help"]) == 0)
    }

    @Test @MainActor func screenshotWritesTheReferenceSceneAtEachScale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("neumorph-cli-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(Neumorph.main(["screenshot", "--scene", "reference", "--out", folder + "/one.png"]) == 0)
        #expect(
            Neumorph.main(["screenshot", "--scene", "reference", "--scale", "2", "--out", folder + "/two.png"]) == 0)
        let one = try PNGFile.read(folder + "/one.png")
        let two = try PNGFile.read(folder + "/two.png")
        #expect(one.width == 1280 && one.height == 800)
        #expect(two.width == 2560 && two.height == 1600)
        // An existing file is kept.
        #expect(Neumorph.main(["screenshot", "--out", folder + "/one.png"]) == 1)
    }

    /// Every option a command's help lists is one its parser takes, in the form the help writes, and
    /// the parser takes no option the help leaves out: both come from one declaration.
    @Test @MainActor func everyCommandParsesTheOptionsItsHelpLists() throws {
        for command in Neumorph.commands {
            let usage = command.usage
            for option in usage.options {
                #expect(usage.text.contains("  \(option.form)"), "\(usage.name) --help lacks \(option.form)")
                var argv = ["--\(option.name)"] + (option.kind == .flag ? [] : ["x"])
                if let parent = option.under { argv.append("--\(parent)") }
                #expect(throws: Never.self, "\(usage.name) \(argv)") { try Arguments(argv, usage: usage) }
            }
            #expect(throws: CommandFailure.self) { try Arguments(["--not-an-option"], usage: usage) }
        }
    }

    /// Options that only go with another are refused alone, in one line that names both.
    @Test @MainActor func anOptionThatGoesWithAnotherIsRefusedAlone() throws {
        let error = #expect(throws: CommandFailure.self) {
            try Arguments(["--out", "fix.json"], usage: AuditCommand.usage)
        }
        #expect(error?.description == "neumorph: --out goes with --fix (see 'neumorph audit --help')")
        #expect(error?.status == 2)
        #expect(throws: Never.self) { try Arguments(["--fix", "--out", "fix.json"], usage: AuditCommand.usage) }
    }

    /// docs/command-line.md is the reference `neumorph help --markdown` prints: the declarations the
    /// parser reads, so the page cannot fall behind the program (`make docs` rewrites it).
    @Test @MainActor func theCommandLinePageIsGeneratedFromTheDeclarations() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("docs/command-line.md"), encoding: .utf8)
        #expect(page == Neumorph.markdownReference, "docs/command-line.md is stale: run `make docs`")
        for command in Neumorph.commands {
            #expect(page.contains("## \(command.usage.name)\n"))
        }
    }
}
