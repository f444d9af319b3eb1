import Foundation
import Raster
import Style
import SwiftUIInterpreter
import Testing

@testable import NeumorphApp

/// `--style FILE[:TypeName]` and `--style-arg NAME=VALUE`: parsing, the errors a user sees, and the
/// built-in styles a scene hands a style file. Nothing here needs the interpreter to draw.
@Suite @MainActor struct StyleOptionTests {
    func option(_ argv: [String]) throws(CommandFailure) -> StyleOption? {
        let args = try Arguments(argv, valued: ["style"], repeatable: ["style-arg"], flags: [], usage: .test)
        return try StyleOption.parse(args, usage: .test)
    }

    /// The usage error `argv` makes, without the pointer to the help that ends it, and its status.
    func failure(_ argv: [String]) -> (line: String, status: Int32)? {
        do throws(CommandFailure) {
            _ = try option(argv)
            return nil
        } catch {
            let pointer = " (see 'neumorph test --help')"
            #expect(error.description.hasSuffix(pointer) && !error.description.contains("\n"))
            return (String(error.description.dropLast(pointer.count)), error.status)
        }
    }

    @Test func repeatableOptionsKeepEveryValueInOrder() throws {
        let args = try Arguments(
            ["--style-arg", "a=1", "--scene", "x", "--style-arg=b=#fff", "--scene=y"], valued: ["scene"],
            repeatable: ["style-arg"], flags: [], usage: .test)
        #expect(args.list("style-arg") == ["a=1", "b=#fff"])
        #expect(args.values["scene"] == "y")
        #expect(args.values["style-arg"] == nil)
        #expect(args.list("scene").isEmpty)
        #expect(throws: CommandFailure.self) {
            try Arguments(["--style-arg"], valued: [], repeatable: ["style-arg"], flags: [], usage: .test)
        }
    }

    @Test func styleArgumentsAreAssignmentsByName() throws {
        let parsed = try option(["--style", "a.swift", "--style-arg", "color=#E6E6E6", "--style-arg", "radius=12"])
        #expect(parsed?.path == "a.swift")
        #expect(parsed?.typeName == nil)
        #expect(parsed?.assignments == ["color": "#E6E6E6", "radius": "12"])
        #expect(try option([]) == nil)
    }

    @Test func badStyleArgumentsAreUsageErrors() {
        let cases: [([String], String)] = [
            (["--style-arg", "color"], "--style-arg must look like NAME=VALUE (e.g. color=#E6E6E6), not 'color'"),
            (["--style-arg", "=#fff"], "--style-arg must look like NAME=VALUE (e.g. color=#E6E6E6), not '=#fff'"),
            (["--style-arg", "1x=2"], "--style-arg must look like NAME=VALUE (e.g. color=#E6E6E6), not '1x=2'"),
            (["--style-arg", "color="], "--style-arg color= needs a value: #RRGGBB, a number, true or false"),
            (["--style-arg", "a=1", "--style-arg", "a=2"], "--style-arg gives 'a' twice"),
        ]
        for (argv, message) in cases {
            let result = failure(["--style", "a.swift"] + argv)
            #expect(result?.line == "neumorph: \(message)", "\(argv)")
            #expect(result?.status == 2)
        }
        let stray = failure(["--style-arg", "a=1"])
        #expect(stray?.line == "neumorph: --style-arg 'a=1' needs --style FILE to give it to")
        #expect(stray?.status == 2)
        #expect(failure(["--style="])?.line == "neumorph: --style needs a file")
    }

    @Test func aTypeNameFollowsTheLastColon() {
        #expect(StyleOption.split("Styles/Dark.swift:DarkToggleStyle") == ("Styles/Dark.swift", "DarkToggleStyle"))
        #expect(StyleOption.split("Dark.swift") == ("Dark.swift", nil))
        // Not a type name: the colon belongs to the path.
        #expect(StyleOption.split("a:b/c.swift") == ("a:b/c.swift", nil))
        #expect(StyleOption.split(":Type") == (":Type", nil))
        #expect(StyleOption.split("a.swift:") == ("a.swift:", nil))
    }

    @Test func aFileThatDoesNotParseIsNamedWithLineAndColumn() throws {
        let folder = try TemporaryFolder()
        let path = folder.write(
            "broken.swift",
            "struct Broken: ButtonStyle {\n    func makeBody(configuration: Configuration) -> some View {\n"
                + "        configuration.label.padding(\n    }\n}\n")
        do throws(CommandFailure) {
            _ = try StyleOption(path: path, typeName: nil, assignments: [:]).open(builtIns: [])
            Issue.record("a broken file loaded")
        } catch {
            // The compiler's words and place: where the argument list breaks off.
            #expect(
                error.description == "neumorph: \(path):3:37: expected value and ')' to end function call",
                "\(error.description)")
            #expect(error.status == 1)
        }
    }

    @Test func aMissingFileIsNamed() {
        do throws(CommandFailure) {
            _ = try StyleOption(path: "/nonexistent/Styles.swift", typeName: nil, assignments: [:]).open(builtIns: [])
            Issue.record("a missing file loaded")
        } catch {
            #expect(error.description.hasPrefix("neumorph: /nonexistent/Styles.swift: "), "\(error.description)")
            #expect(error.status == 1)
        }
    }

    @Test func theButtonsSceneGivesSeed002sFileItsColour() {
        let session = SceneSession(scene: SceneCatalog.scene(named: "buttons")!)
        let builtIns = session.builtInStyles()
        let names = builtIns.map(BuiltInStyleLog.typeName)
        #expect(names == ["StickyNeumorphicStyle", "NeumorphicButtonStyle"])
        let arguments = StyleOption(path: "x.swift", typeName: nil, assignments: ["color": "#E6E6E6"])
            .arguments(builtIns: builtIns)
        #expect(arguments.builtIns["NeumorphicButtonStyle"]?["color"] == .color(Color(white: 0.9)))
        #expect(arguments.assignments == ["color": "#E6E6E6"])
    }

    @Test func everySceneWithControlsAsksForItsBuiltInStyles() {
        for name in ["simple", "dark", "colorful", "convex", "buttons", "activities"] {
            let session = SceneSession(scene: SceneCatalog.scene(named: name)!)
            #expect(!session.builtInStyles().isEmpty, "\(name) asks for no built-in style")
        }
        // The dark scene's are the scheme's seed styles, with the labels the scene gives them.
        let dark = SceneSession(scene: SceneCatalog.scene(named: "dark")!).builtInStyles()
        #expect(dark.map(BuiltInStyleLog.typeName) == ["DarkButtonStyle", "DarkToggleStyle"])
        #expect(dark.map(FileStyles.labelColor) == [.white, .white])
    }

    @Test func withoutAFileTheScenesKeepTheirStyles() {
        let session = SceneSession(scene: SceneCatalog.scene(named: "buttons")!)
        let frame = session.frame(size: SceneCatalog.defaultSize, time: 0)
        #expect(frame.controls.map(\.style) == ["neumorphic-sticky", "neumorphic"])
    }

    @Test func everyCommandThatShowsStylesTakesTheOptions() {
        let commands: [any Subcommand.Type] = [
            PlayCommand.self, ScreenshotCommand.self, RecordCommand.self, ExportCommand.self, AuditCommand.self,
        ]
        for command in commands {
            #expect(command.usage.text.contains("--style FILE[:TYPE]"), "\(command)")
            #expect(command.usage.text.contains("--style-arg"), "\(command)")
        }
        #expect(Neumorph.usage.contains("--style FILE.swift"))
    }

    @Test func exportTakesOneSourceOfStyle() {
        do throws(CommandFailure) {
            try ExportCommand.run(["--style", "a.swift", "--seed", "dark", "--format", "css"])
            Issue.record("two sources accepted")
        } catch {
            #expect(error.description.hasPrefix("neumorph: give one of --preset, --scene, --seed or --style"))
            #expect(error.status == 2)
        }
    }

    @Test func yCyclesTheFilesStyles() {
        #expect(KeyBinding.action(for: .character("y"), modifiers: []) == .cycleFileStyle)
        let playground = Playground(scene: StylePreviewScene(), scheme: nil)
        playground.showsToasts = false
        playground.keyDown(.character("y"), modifiers: [])
        #expect(playground.session.fileStyles == nil)
        #expect(
            playground.toasts.current(at: Stopwatch.now()).last?.text == "no style file: open one with --style FILE")
    }
}

/// A folder of its own under the system's temporary folder, for files a test writes.
struct TemporaryFolder {
    let path: String

    init() throws {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent("neumorph-style-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` in the folder; returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        let file = path + "/" + name
        _ = FileManager.default.createFile(atPath: file, contents: Data(text.utf8))
        return file
    }
}

/// The preview scene draws at any window size, with or without a file.
@Suite(.serialized) @MainActor struct StylePreviewSceneTests {
    @Test(arguments: [Size(width: 1280, height: 800), Size(width: 320, height: 200), Size(width: 1, height: 1)])
    func withoutAFileItSaysSo(size: Size) throws {
        let session = SceneSession(scene: StylePreviewScene())
        var canvas = try Frame.canvas(size: size, scale: 1)
        let frame = session.frame(size: size, time: 0)
        session.render(frame, into: &canvas)
        #expect(frame.controls.isEmpty)
        // (At 1×1 the message covers the only pixel.)
        if size.width > 1 {
            #expect(canvas.pixmap.color(x: 0, y: 0).red > 0.9, "the canvas is not the preview's light grey")
        }
    }
}
