import Foundation
import Platform
import Presets
import Raster
import Style
import Testing

@testable import NeumorphApp

/// Issue 11, items 16 and 17: one option parser with one vocabulary for every command.
@Suite struct VocabularyTests {
    func usageError(_ argv: [String], valued: Set<String> = ["out", "scene"], flags: Set<String> = ["force"])
        -> CommandFailure?
    {
        do throws(CommandFailure) {
            _ = try Arguments(argv, valued: valued, flags: flags, usage: .test)
            return nil
        } catch {
            return error
        }
    }

    @Test func flagsTakeNoValue() throws {
        let error = try #require(usageError(["--force=yes"]))
        #expect(error.status == 2)
        #expect(error.description == "neumorph: --force takes no value (see 'neumorph test --help')")
    }

    @Test func aValueThatLooksLikeAnOptionIsRefused() throws {
        let error = try #require(usageError(["--out", "--force"]))
        #expect(error.status == 2)
        #expect(error.description.hasPrefix("neumorph: option --out needs a value, not the option '--force'"))
        // Written with "=", it is the value.
        let args = try Arguments(["--out=--force"], valued: ["out"], flags: ["force"], usage: .test)
        #expect(args.values["out"] == "--force" && !args.has("force"))
    }

    @Test func sizesTakeTheTimesSign() throws {
        let expected = Size(width: 320, height: 200)
        for text in ["320x200", "320X200", "320×200"] {
            #expect(try SceneCatalog.parseSize(text, usage: .test) == expected)
        }
        #expect(throws: CommandFailure.self) { try SceneCatalog.parseSize("320×200×3", usage: .test) }
    }

    @Test func britishAndAmericanSpellingsNameTheSameThing() throws {
        #expect(Scheme(argument: "colourful") == .colorful)
        #expect(Scheme(argument: "colorful") == .colorful)
        #expect(SeedStyle(argument: "colourful") == SeedStyle(argument: "colorful"))
        #expect(SceneArgument(argument: "colourful")?.scene.name == "colorful")
        #expect(try Preset.parse("{ \"scheme\": \"colourful\" }").scheme == .colorful)
        #expect(Scheme(argument: "sepia") == nil)
    }

    @Test @MainActor func everyCommandTakesTheSameScales() throws {
        #expect(Frame.scales == 1...4)
        let four = try Arguments(["--scale", "4"], valued: ["scale"], flags: [], usage: .test)
        #expect(try four.scale(usage: .test) == 4)
        let five = try Arguments(["--scale", "5"], valued: ["scale"], flags: [], usage: .test)
        #expect(throws: CommandFailure.self) { try five.scale(usage: .test) }
        // play parses --scale with the same rule before it opens a window.
        do throws(CommandFailure) {
            try PlayCommand.run(["--scale", "5"], launched: 0)
            Issue.record("play accepted --scale 5")
        } catch {
            #expect(error.status == 2 && error.description.contains("--scale must be a number from 1.0 to 4.0"))
        }
        #expect(PlayCommand.usage.text.contains("1…4"))
    }

    @Test func oversizeFramesAreOneNeumorphMessage() throws {
        let error = try #require(throws: CommandFailure.self) {
            try Frame.canvas(size: Size(width: 8192, height: 8192), scale: 4)
        }
        #expect(error.description.hasPrefix("neumorph: cannot render 8192×8192 points at scale 4: 32768×32768 pixels"))
    }

    @Test @MainActor func benchSaysWhenNothingMatches() throws {
        do throws(CommandFailure) {
            try BenchCommand.run(["--only", "nope", "--frames", "1"])
            Issue.record("bench --only nope succeeded")
        } catch {
            #expect(error.status == 2)
            #expect(error.description.hasPrefix("neumorph: no figure's key starts with 'nope'; the keys start with "))
            #expect(error.description.contains("blur_sigma3"))
        }
    }

    @Test @MainActor func helpAndVersionStatuses() {
        #expect(Neumorph.main(["help", "screenshot"]) == 0)
        #expect(Neumorph.main(["help", "nope"]) == 2)
        #expect(Neumorph.main(["help", "help"]) == 0)
        #expect(Neumorph.main(["--version"]) == 0)
        #expect(Neumorph.main(["version"]) == 0)
        #expect(Neumorph.main(["version", "--json"]) == 2)
        #expect(Neumorph.version.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+/) != nil)
    }

    /// What the built binary prints: help and version on stdout, and with no display a single
    /// `neumorph:` message (libwayland used to print its own error line first).
    @Test func theBinaryPrintsVersionHelpAndNoDisplay() throws {
        let version = try ChildProcess.run(["--version"])
        #expect(version.status == 0 && version.out == "neumorph \(Neumorph.version)\n")
        let help = try ChildProcess.run(["help", "screenshot"])
        #expect(help.status == 0 && help.out.hasPrefix("usage: neumorph screenshot"))
        let commandHelp = try ChildProcess.run(["record", "--help"])
        #expect(commandHelp.status == 0 && commandHelp.out.hasPrefix("usage: neumorph record"))
        let play = try ChildProcess.run(
            ["play"], removing: ["DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR", "SDL_VIDEODRIVER"])
        #expect(play.status == 1)
        #expect(play.err.hasPrefix("neumorph: no display to open a window on"), "\(play.err)")
        #expect(play.err.split(separator: "\n").count == 1)
    }
}
