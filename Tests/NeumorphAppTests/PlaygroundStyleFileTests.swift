import Foundation
import Raster
import Style
import TestSupport
import Testing

@testable import NeumorphApp

/// The playground following a style file, without a window: a save reloads it, a bad save keeps the
/// last good version and says where, and Y cycles the file's styles.
@Suite(.serialized) @MainActor struct PlaygroundStyleFileTests {
    static func source(fill: String) -> String {
        """
        import SwiftUI

        struct SwatchButtonStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .padding(30)
                    .background(Circle().fill(\(fill)))
            }
        }

        struct SwatchToggleStyle: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button(action: { configuration.isOn.toggle() }) {
                    configuration.label
                        .padding(30)
                        .background(Circle().fill(configuration.isOn ? Color.blue : \(fill)))
                }
            }
        }

        """
    }

    func playground(_ path: String) throws -> Playground {
        let playground = Playground(scene: StylePreviewScene(), scheme: nil)
        playground.showsHUD = false
        let option = StyleOption(path: path, typeName: nil, assignments: [:])
        do throws(CommandFailure) {
            playground.showStyleFile(option, try option.open(builtIns: []))
        } catch {
            Issue.record("\(error.description)")
        }
        return playground
    }

    @Test func aSaveReloadsAndABadSaveKeepsTheLastGoodVersion() throws {
        let folder = try TemporaryFolder()
        let path = folder.write("Swatch.swift", Self.source(fill: "Color.red"))
        let playground = try playground(path)
        #expect(playground.session.fileStyles?.file.styleTypeNames == ["SwatchButtonStyle", "SwatchToggleStyle"])
        // Nothing raised the flag: nothing is read.
        #expect(!playground.checkStyleFile())

        folder.write("Swatch.swift", Self.source(fill: "Color.red.opacity("))
        playground.styleFileChanged.raise()
        #expect(playground.checkStyleFile())
        let error = playground.toasts.current(at: Stopwatch.now()).last
        #expect(error?.isError == true)
        #expect(error?.text.hasPrefix("\(path):") == true, "\(error?.text ?? "")")
        #expect(playground.session.fileStyles?.generation == 0, "the bad version replaced the good one")

        folder.write("Swatch.swift", Self.source(fill: "Color.green"))
        playground.styleFileChanged.raise()
        #expect(playground.checkStyleFile())
        #expect(playground.session.fileStyles?.generation == 1)
        #expect(playground.toasts.current(at: Stopwatch.now()).last?.text == "reloaded \(path)")
        let pixmap = try #require(playground.render(size: Size(width: 900, height: 700), scale: 1, time: 0))
        let button = try #require(playground.lastFrame.controls.first)
        let p = pixmap.color(x: Int(button.frame.minX + button.frame.width / 2), y: Int(button.frame.minY + 6))
        #expect(p.green > p.red + 0.3 && p.green > p.blue + 0.3, "the reloaded fill is not green: \(p)")
    }

    /// An error toast longer than the window keeps its start, where the place is, and ends in "…".
    @Test func aLongErrorToastKeepsItsPlaceInView() {
        let message =
            "Mine.swift:55:25: `.rotation3DEffect` is not supported; supported modifiers: "
            + String(repeating: ".fill, ", count: 60)
        let metrics = EstimatedTextMetrics()
        let line = HUD.fitted(message, width: 600, metrics)
        #expect(line.hasPrefix("Mine.swift:55:25: "))
        #expect(line.hasSuffix("…"))
        #expect(metrics.size(of: line, font: HUD.font).width <= 600)
        #expect(HUD.fitted("short", width: 600, metrics) == "short")
    }

    @Test func yCyclesAllStylesThenEachOne() throws {
        let folder = try TemporaryFolder()
        let playground = try playground(folder.write("Swatch.swift", Self.source(fill: "Color.red")))
        var shown: [[String]] = []
        for _ in 0..<4 {
            _ = playground.render(size: SceneCatalog.defaultSize, scale: 1, time: 0)
            shown.append(playground.lastFrame.controls.map(\.style))
            playground.keyDown(.character("y"), modifiers: [])
        }
        let both = ["SwatchButtonStyle", "SwatchButtonStyle", "SwatchToggleStyle", "SwatchToggleStyle"]
        #expect(
            shown == [
                both, ["SwatchButtonStyle", "SwatchButtonStyle"], ["SwatchToggleStyle", "SwatchToggleStyle"], both,
            ])
        // Four presses: all, the button style, the toggle style, all again, and now the button style.
        #expect(playground.session.fileStyles?.selected == "SwatchButtonStyle")
        #expect(playground.toasts.current(at: Stopwatch.now()).last?.text == "style: SwatchButtonStyle")
        #expect(playground.statusLines().contains { $0.0 == "Swatch.swift: SwatchButtonStyle (Y)" })
    }

    /// T shows the styles at the next larger Dynamic Type size: their labels grow, and so do the controls;
    /// a reload and Y keep the size; a scene wearing the style keeps its own labels' size.
    @Test func tGrowsTheStylesLabelsAndAReloadKeepsTheSize() throws {
        let folder = try TemporaryFolder()
        let path = folder.write("Swatch.swift", Self.source(fill: "Color.red"))
        let playground = try playground(path)
        func widths() -> [Double] {
            _ = playground.render(size: SceneCatalog.defaultSize, scale: 1, time: 0)
            return playground.lastFrame.controls.map(\.frame.width)
        }
        let standard = widths()
        for _ in 0..<6 { playground.keyDown(.character("t"), modifiers: []) }
        #expect(playground.session.fileStyles?.dynamicTypeSize == .accessibility3)
        #expect(playground.toasts.current(at: Stopwatch.now()).last?.text == "text size: accessibility3")
        // The heart label at 40 points instead of 17, inside 30 points of padding on each side.
        let grown = widths()
        #expect(grown.count == standard.count && zip(grown, standard).allSatisfy { $0 > $1 + 15 }, "\(grown)")
        folder.write("Swatch.swift", Self.source(fill: "Color.green"))
        playground.styleFileChanged.raise()
        #expect(playground.checkStyleFile())
        playground.keyDown(.character("y"), modifiers: [])
        #expect(playground.session.fileStyles?.dynamicTypeSize == .accessibility3)
        // The style a scene wears draws the scene's own label at its size.
        #expect(playground.session.fileStyles?.buttonStyle?.dynamicTypeSize == .standard)
    }

    @Test func aSceneWearsTheChosenStyleAndKeepsItAcrossSceneSwitches() throws {
        let folder = try TemporaryFolder()
        let playground = try playground(folder.write("Swatch.swift", Self.source(fill: "Color.red")))
        playground.keyDown(.character("2"), modifiers: [])  // the dark scene
        _ = playground.render(size: SceneCatalog.defaultSize, scale: 1, time: 0)
        #expect(playground.lastFrame.controls.map(\.style) == ["SwatchButtonStyle", "SwatchToggleStyle"])
    }
}

/// A style with a hundred notes keeps its row in the gallery: its first three notes under its name,
/// each one line cut to the row's width, and a line counting the rest; the window counts them all.
@Suite(.serialized) @MainActor struct GalleryNotesTests {
    @Test func aHundredNotesKeepTheirStylesRowOnASmallCanvas() throws {
        let folder = try TemporaryFolder()
        let sparkles = (1...100).map { "EmptyView().sparkle\($0)()" }.joined(separator: "; ")
        let path = folder.write(
            "Noisy.swift",
            "import SwiftUI\nstruct Noisy: ButtonStyle {\n    func makeBody(configuration: Configuration) -> some View {\n"
                + "        HStack { configuration.label; \(sparkles) }\n    }\n}\n")
        let playground = Playground(scene: StylePreviewScene(), scheme: nil)
        playground.showsHUD = false
        let option = StyleOption(path: path, typeName: nil, assignments: [:])
        playground.showStyleFile(option, try option.open(builtIns: []))
        #expect(playground.session.notes.count == 100)
        let size = Size(width: 320, height: 200)
        _ = try #require(playground.render(size: size, scale: 1, time: 0))
        let drawn = drawnTexts(playground.lastFrame.commands)
        let notes = drawn.filter { $0.hasPrefix("4:") }
        #expect(notes.count == StylePreviewScene.notesShown, "\(drawn)")
        #expect(notes.allSatisfy { $0.count < 120 }, "each note is cut to the row")
        #expect(drawn.contains("… and 97 more (W lists them)"), "\(drawn)")
    }
}
