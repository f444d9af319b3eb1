import Foundation
import Platform
import Raster
import Testing

@testable import NeumorphApp

@Suite struct CommandLineTests {
    @Test func argumentsRejectUnknownOptionsAndMissingValues() {
        #expect(throws: CommandFailure.self) { try Arguments(["--nope"], valued: [], flags: [], usage: "") }
        #expect(throws: CommandFailure.self) { try Arguments(["--out"], valued: ["out"], flags: [], usage: "") }
        #expect(throws: CommandFailure.self) { try Arguments(["stray"], valued: [], flags: [], usage: "") }
        let args = try? Arguments(
            ["--out", "a.png", "--scale=2", "--json"], valued: ["out", "scale"], flags: ["json"], usage: "")
        #expect(args?.values["out"] == "a.png")
        #expect(args?.values["scale"] == "2")
        #expect(args?.has("json") == true)
    }

    @Test func badValuesAreUsageErrors() {
        let args = try! Arguments(
            ["--scale", "0", "--size", "10x", "--scene", "nope"], valued: ["scale", "size", "scene"], flags: [],
            usage: "")
        do {
            _ = try args.number("scale", default: 1, in: 1...4, usage: "")
            Issue.record("accepted scale 0")
        } catch { #expect(error.status == 2) }
        #expect(throws: CommandFailure.self) { try SceneCatalog.parseSize("10x", usage: "") }
        #expect(throws: CommandFailure.self) { try SceneCatalog.parseSize("0x10", usage: "") }
        do {
            _ = try args.choice("scene", as: SceneArgument.self, usage: "")
            Issue.record("accepted an unknown scene")
        } catch {
            #expect(error.description.contains("reference"))
            #expect(error.status == 2)
        }
    }

    /// The usage error's first line, which names the valid values (the usage text below it lists
    /// some of them too, so only the first line proves the message does).
    @MainActor func unknownValueMessage(_ argv: [String]) -> (line: String, status: Int32)? {
        do throws(CommandFailure) {
            try ScreenshotCommand.run(argv + ["--out", "/tmp/neumorph-never-written.png"])
            return nil
        } catch {
            return (String(error.description.prefix { $0 != "\n" }), error.status)
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
            #expect(error.description.hasPrefix("neumorph: unknown format 'pdf'; choose one of: swiftui, css\n"))
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
}
