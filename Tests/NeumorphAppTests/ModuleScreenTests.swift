import Foundation
import Platform
import Raster
import Style
import SwiftUIInterpreter
import Synchronization
import Testing

@testable import NeumorphApp

/// The playground follows the file's whole module: a save of any of its files shows, re-reading only
/// that file, and `--style FOLDER` shows a preview of every file of a project that has one.
@Suite(.serialized) @MainActor struct ModuleScreenTests {
    static let size = Size(width: 200, height: 200)

    /// A screen whose colour comes from another file of its folder, and a file nothing uses.
    static func project() throws -> (folder: TemporaryFolder, screen: String, palette: String, unused: String) {
        let folder = try TemporaryFolder()
        let screen = folder.write("Screen.swift", "import SwiftUI\n#Preview { Color.brand }\n")
        let palette = folder.write(
            "Palette.swift", "import SwiftUI\nextension Color { static let brand = Color.black }\n")
        let unused = folder.write("Unused.swift", "struct Unused { var x = 1 }\n")
        return (folder, screen, palette, unused)
    }

    func centre(_ playground: Playground) throws -> RGBA {
        try #require(playground.render(size: Self.size, scale: 1, time: 0)).color(x: 100, y: 100)
    }

    @Test func aSaveOfAnotherFileOfTheModuleShowsAndOnlyItIsReadAgain() throws {
        let (folder, screen, palette, unused) = try Self.project()
        let option = StyleOption(path: screen, typeName: nil, assignments: [:])
        #expect(
            Set(option.module.paths.map { URL(fileURLWithPath: $0).lastPathComponent }) == [
                "Screen.swift", "Palette.swift", "Unused.swift",
            ])
        let playground = Playground(scene: FileScreenScene(screen: try #require(try option.openScreen())), scheme: nil)
        playground.showsHUD = false
        playground.showStyleFile(option, option.screenStyles())
        #expect(try centre(playground).red < 0.01)

        folder.write("Palette.swift", "import SwiftUI\nextension Color { static let brand = Color.white }\n")
        playground.styleFileChanged.raise([palette])
        #expect(playground.checkStyleFile())
        #expect(try centre(playground).red > 0.99, "the palette's new colour shows")
        #expect(
            playground.toasts.current(at: Stopwatch.now()).last?.text == "reloaded \(palette)", "names what was saved")
        #expect(!option.module.isParsed(unused), "a file nothing uses is never parsed")
        #expect(!playground.checkStyleFile(), "nothing more was saved")
    }

    /// The window's watcher covers every file of the module, and says which was saved.
    @Test func theWatcherFollowsEveryFileOfTheModule() throws {
        let (folder, screen, _, _) = try Self.project()
        let option = StyleOption(path: screen, typeName: nil, assignments: [:])
        let saved = ChangedFiles()
        let watcher = try #require(PlayCommand.watch(option.module.paths, raising: saved))
        defer { watcher.stop() }
        folder.write("Palette.swift", "import SwiftUI\nextension Color { static let brand = Color.red }\n")
        var taken: Set<String>?
        // Limit against a hang only: the watcher answers within FileWatcher.longestDelay.
        for _ in 0..<6_000 where taken == nil {
            usleep(5_000)
            taken = saved.take()
        }
        #expect(taken.map { $0.map { URL(fileURLWithPath: $0).lastPathComponent } } == ["Palette.swift"])
    }

    @Test func aFolderShowsEveryFileThatHasSomethingToShowAndSkipsWhatDoesNotLoad() throws {
        let folder = try TemporaryFolder()
        folder.write("A.swift", "import SwiftUI\n#Preview(\"Black\") { Color.black }\n")
        folder.write(
            "Card.swift",
            """
            import SwiftUI
            struct Card: View {
                var body: some View { Color.white.frame(width: 50, height: 50) }
            }
            """)
        folder.write("Broken.swift", "import SwiftUI\n#Preview { Color.black.frame(width: }\n")
        // A file of styles alone, which has no sheet here: its style on a sample control.
        folder.write(
            "Soft.swift",
            """
            import SwiftUI
            struct Soft: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View { configuration.label.padding(8) }
            }
            """)
        folder.write("Model.swift", "struct Model { var name = \"\" }\n")
        let option = StyleOption(path: folder.path, typeName: nil, assignments: [:])
        #expect(option.isFolder)
        let screen = try #require(try option.openScreen())
        #expect(screen.previewNames == ["A.swift: Black", "Card.swift: Card", "Soft.swift: Soft"])
        #expect(screen.skipped.count == 1)
        #expect(screen.skipped.first?.contains("Broken.swift:2:") == true, "\(screen.skipped)")
        let usage = CommandUsage(name: "screenshot", summary: "", options: [])
        #expect(try FileScreenScene.open(screen, preview: "Card", usage: usage).preview == 1)
        #expect(try FileScreenScene.open(screen, preview: "A.swift", usage: usage).preview == 0)
        #expect(throws: CommandFailure.self) { try FileScreenScene.open(screen, preview: "Nope", usage: usage) }
    }

    /// Assets/Projects/SoftKit: a package whose card takes its colour from the asset catalog and whose
    /// style's colour, without a default, is the one the card passes.
    @Test func theSoftKitProjectOpensFromAnyOfItsFiles() throws {
        let sources = Assets.path("Projects/SoftKit/Sources/SoftKit")
        let style = StyleOption(path: sources + "/SoftButtonStyle.swift", typeName: nil, assignments: [:])
        let styles = try style.open(builtIns: [])
        #expect(styles.file.styleTypeNames == ["SoftButtonStyle"])
        #expect(styles.file.standIns.isEmpty, "the card's Color(\"Surface\") is the colour: \(styles.file.standIns)")

        let card = StyleOption(path: sources + "/ProfileCard.swift", typeName: nil, assignments: [:])
        let screen = try #require(try card.openScreen())
        #expect(screen.previewNames == ["ProfileCard"])
        for (scheme, surface) in [(Scheme.light, 0.882), (.dark, 0.224)] {
            let playground = Playground(scene: FileScreenScene(screen: screen), scheme: scheme)
            playground.showsHUD = false
            let pixmap = try #require(playground.render(size: Size(width: 640, height: 400), scale: 1, time: 0))
            // The card, on the phone in the middle of the window, is the catalog's colour for the scheme
            // (a line across the middle, left of its contents, meets it).
            let line = (250..<310).map { pixmap.color(x: $0, y: 200) }
            #expect(line.filter { abs($0.red - surface) < 0.02 }.count > 10, "\(scheme): \(line)")
        }
    }

    /// A folder `App` whose asset catalog holds one colour set, `name`, of the JSON `contents`.
    static func appWithColorSet(_ name: String, _ contents: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for sub in ["/App", "/App/Assets.xcassets", "/App/Assets.xcassets/\(name).colorset"] {
            try FileManager.default.createDirectory(atPath: folder.path + sub, withIntermediateDirectories: true)
        }
        folder.write("App/Assets.xcassets/\(name).colorset/Contents.json", contents)
        return folder
    }

    /// The catalog's `AccentColor` is the app's accent: `Color.accentColor`, the `.tint` shape style and
    /// the buttons SwiftUI draws in the accent take it in each scheme; a `.tint` modifier still wins.
    @Test func theCatalogsAccentColorIsTheAccent() throws {
        let folder = try Self.appWithColorSet(
            "AccentColor",
            """
            {"colors": [
              {"idiom": "universal", "color": {"color-space": "srgb",
                "components": {"red": "0.627", "green": "0.298", "blue": "1.000", "alpha": "1.000"}}},
              {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "srgb",
                "components": {"red": "1.000", "green": "0.600", "blue": "0.000", "alpha": "1.000"}}}
            ]}
            """)
        let screen = folder.write(
            "App/Swatches.swift",
            """
            import SwiftUI
            struct Swatches: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Rectangle().fill(Color.accentColor)
                        Button("Save") { }.buttonStyle(.borderedProminent)
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                        Rectangle().fill(.tint)
                        Button("Tinted") { }.buttonStyle(.borderedProminent).tint(.green)
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 400, height: 100)) { Swatches() }
            """)
        let option = StyleOption(path: screen, typeName: nil, assignments: [:])
        let file = try #require(try option.openScreen())
        for (scheme, accent) in [(Scheme.light, [0.627, 0.298, 1.0]), (.dark, [1.0, 0.6, 0.0])] {
            let playground = Playground(scene: FileScreenScene(screen: file), scheme: scheme)
            playground.showsHUD = false
            let pixmap = try #require(playground.render(size: Size(width: 400, height: 100), scale: 1, time: 0))
            func near(_ x: Int, _ y: Int, _ rgb: [Double]) -> Bool {
                let c = pixmap.color(x: x, y: y)
                return zip([c.red, c.green, c.blue], rgb).allSatisfy { abs($0 - $1) < 0.03 }
            }
            #expect(near(50, 50, accent), "\(scheme): Color.accentColor \(pixmap.color(x: 50, y: 50))")
            // The prominent button's capsule, beside its title.
            #expect(near(122, 50, accent), "\(scheme): the button \(pixmap.color(x: 122, y: 50))")
            #expect(near(250, 50, accent), "\(scheme): the .tint shape style \(pixmap.color(x: 250, y: 50))")
            #expect(!near(322, 50, accent), "\(scheme): the tinted button")
        }
    }

    @Test func aFolderWithNothingToShowSaysSo() throws {
        let folder = try TemporaryFolder()
        folder.write("Model.swift", "struct Model { var name = \"\" }\n")
        let option = StyleOption(path: folder.path, typeName: nil, assignments: [:])
        let error = #expect(throws: CommandFailure.self) { try option.openScreen() }
        #expect(
            error?.description.contains("no file of the folder's 1 has a preview") == true,
            "\(error?.description ?? "")")
    }

    /// `Color("primary")` finds a set named `Primary`, as Xcode's preview on a Mac finds it.
    @Test func aCatalogColourIsFoundWhateverTheCaseOfItsName() throws {
        let folder = try Self.appWithColorSet(
            "Primary",
            """
            {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
              "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}}]}
            """)
        let screen = folder.write(
            "App/Swatch.swift",
            """
            import SwiftUI
            struct Swatch: View {
                var body: some View { Rectangle().fill(Color("primary")) }
            }
            #Preview(traits: .fixedLayout(width: 100, height: 100)) { Swatch() }
            """)
        let file = try #require(try StyleOption(path: screen, typeName: nil, assignments: [:]).openScreen())
        let playground = Playground(scene: FileScreenScene(screen: file), scheme: .light)
        playground.showsHUD = false
        let pixmap = try #require(playground.render(size: Size(width: 100, height: 100), scale: 1, time: 0))
        let c = pixmap.color(x: 50, y: 50)
        #expect(c.red > 0.97 && c.green < 0.03 && c.blue < 0.03, "\(c)")
    }
}
