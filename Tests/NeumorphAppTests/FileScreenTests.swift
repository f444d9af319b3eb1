import Foundation
import Platform
import Raster
import Style
import SwiftUIInterpreter
import TestSupport
import Testing
import UI

@testable import NeumorphApp

/// A `--style` file's own screen as the scene: part 2's ContentView run from its code matches the
/// hand-written `dark` scene, its controls write its `@State`, the scheme key reaches
/// `@Environment(\.colorScheme)`, and a save keeps the state.
@Suite(.serialized) @MainActor struct FileScreenTests {
    /// Part 2's ContentView with the dark styles it uses, as one file (as a reader would paste it).
    static func darkScreen(spacing: Int = 40) throws -> String {
        let styles = try String(contentsOfFile: Assets.path("Styles/DarkStyles.swift"), encoding: .utf8)
        let screen = try String(contentsOfFile: Assets.path("Screens/DarkContentView.swift"), encoding: .utf8)
        return styles + "\n"
            + screen.replacingOccurrences(of: "VStack(spacing: 40)", with: "VStack(spacing: \(spacing))")
    }

    /// Seed 003's ways to a colour that follows the scheme: `colorScheme == .dark ? … : …` (left) and
    /// its `Color(light:dark:)` over `UIColor { traits in … }` (right), as the article writes them.
    static func schemeProbe() throws -> String {
        try String(contentsOfFile: Assets.path("Styles/AdaptiveColors.swift"), encoding: .utf8) + """

            struct ContentView: View {
                @Environment(\\.colorScheme) var colorScheme

                var body: some View {
                    ZStack {
                        Color(white: 0.5)
                        HStack(spacing: 0) {
                            Rectangle()
                                .fill(colorScheme == .dark ? Color.white : Color.black)
                                .frame(width: 100, height: 100)
                            Rectangle()
                                .fill(Color(light: Color.black, dark: Color.white))
                                .frame(width: 100, height: 100)
                        }
                    }
                }
            }
            """
    }

    static let size = Size(width: 400, height: 400)

    /// The largest difference of any channel, in levels of 255.
    static func worstDifference(_ a: Pixmap, _ b: Pixmap) -> Int {
        guard a.width == b.width, a.height == b.height else { return .max }
        return PixelDiff.compare(a, b, tolerance: 1).maxDifference
    }

    func playground(_ path: String, scheme: Scheme? = nil) throws -> Playground {
        let option = StyleOption(path: path, typeName: nil, assignments: [:])
        let screen = try #require(try option.openScreen())
        // On a bare canvas the window's size: these tests are of the screen, not of a device.
        let playground = Playground(
            scene: FileScreenScene(screen: screen, layout: DeviceOption(canvas: Self.size)), scheme: scheme)
        playground.showsHUD = false
        playground.showsToasts = false
        playground.showStyleFile(option, option.screenStyles())
        return playground
    }

    func click(_ playground: Playground, _ point: Point) {
        playground.pointer(.pointerMoved(point))
        playground.pointer(.pointerDown(point))
        playground.pointer(.pointerUp(point))
    }

    // MARK: - The commands

    @Test func theArticlesScreenIsTheDarkScene() throws {
        let folder = try TemporaryFolder()
        let file = folder.write("DarkScreen.swift", try Self.darkScreen())
        let run = try ChildProcess.run([
            "screenshot", "--style", file, "--size", "400x400", "--out", folder.path + "/file.png", "--layout",
            folder.path + "/file.json",
        ])
        #expect(run.status == 0, "\(run.err)")
        let builtIn = try ChildProcess.run([
            "screenshot", "--scene", "dark", "--size", "400x400", "--out", folder.path + "/dark.png",
        ])
        #expect(builtIn.status == 0, "\(builtIn.err)")
        guard run.status == 0, builtIn.status == 0 else { return }
        let worst = Self.worstDifference(
            try PNGFile.read(folder.path + "/file.png"), try PNGFile.read(folder.path + "/dark.png"))
        #expect(worst <= 1, "the file's screen differs from the dark scene by \(worst) levels")
        // The layout lists the screen's controls, named by the file's styles.
        let json = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: folder.path + "/file.json")))
        let layout = try #require(json as? [String: Any])
        #expect(layout["scene"] as? String == "DarkScreen")
        let controls = try #require(layout["controls"] as? [[String: Any]])
        #expect(controls.map { $0["style"] as? String } == ["DarkButtonStyle", "DarkToggleStyle"])
        #expect(controls.map { $0["kind"] as? String } == ["button", "toggle"])
    }

    /// Pressed and on, driven by the same script on both: the button held down (frames after its
    /// spring settles), then the toggle clicked on.
    @Test func pressedAndOnMatchTheDarkSceneToo() throws {
        let folder = try TemporaryFolder()
        let file = folder.write("DarkScreen.swift", try Self.darkScreen())
        // At 400×400 the button's centre is (200, 140.5) and the toggle's (200, 259.5) in both.
        let script = folder.write(
            "press.txt",
            """
            0.1 mouse move 200 140
            0.1 mouse down 200 140
            1.6 mouse up 200 140
            2.0 mouse move 200 260
            2.0 mouse down 200 260
            2.1 mouse up 200 260
            """)
        let recordings = [("file", ["--style", file]), ("dark", ["--scene", "dark"])]
        guard try Self.record(recordings, script: script, size: "400x400", duration: "3.5", in: folder) else { return }
        func frame(_ recording: String, _ number: Int) throws -> Pixmap {
            try Self.frame(recording, number, in: folder)
        }
        // Every frame, the springs' in-between ones included: frame 16 (1.5 s) is the button held
        // down, frame 36 (3.5 s) released with the toggle on.
        for number in 1...36 {
            let worst = Self.worstDifference(try frame("file", number), try frame("dark", number))
            #expect(worst <= 1, "frame \(number) differs from the dark scene's by \(worst) levels")
        }
        #expect(Self.worstDifference(try frame("file", 1), try frame("file", 16)) > 10, "the press shows")
        #expect(Self.worstDifference(try frame("file", 1), try frame("file", 36)) > 10, "the toggle shows on")
    }

    @Test func previewIsChosenByNameAndABadNameListsThem() throws {
        let folder = try TemporaryFolder()
        let file = folder.write(
            "Two.swift",
            """
            import SwiftUI
            #Preview("Black") { Color.black }
            #Preview("White") { Color.white }
            """)
        let run = try ChildProcess.run([
            "screenshot", "--style", file, "--preview", "White", "--size", "40x40", "--out", folder.path + "/w.png",
        ])
        #expect(run.status == 0, "\(run.err)")
        if run.status == 0 {
            #expect(try PNGFile.read(folder.path + "/w.png").color(x: 20, y: 20).red > 0.99)
        }
        let bad = try ChildProcess.run([
            "screenshot", "--style", file, "--preview", "Grey", "--out", folder.path + "/g.png",
        ])
        #expect(bad.status == 2)
        #expect(bad.err.contains("has no preview named 'Grey'; its previews: Black, White"), "\(bad.err)")
        let styleOnly = try ChildProcess.run([
            "screenshot", "--style", Assets.path("Styles/DarkStyles.swift"), "--preview", "Black", "--out",
            folder.path + "/s.png",
        ])
        #expect(styleOnly.status == 2)
        #expect(styleOnly.err.contains("shows no screen"), "\(styleOnly.err)")
    }

    /// The largest channel difference inside `region` (pixels), and how many pixels differ by more
    /// than one level.
    static func differences(_ a: Pixmap, _ b: Pixmap, in region: IntRect) -> (worst: Int, count: Int) {
        var (worst, count) = (0, 0)
        for y in region.y..<(region.y + region.height) {
            for x in region.x..<(region.x + region.width) {
                let d = PixelDiff.channelDistance(a.pixel(x: x, y: y), b.pixel(x: x, y: y))
                worst = max(worst, d)
                if d > 1 { count += 1 }
            }
        }
        return (worst, count)
    }

    /// Records each (name, scene options) with `script` at 10 frames a second into `folder/name`;
    /// false (with the error recorded) when one fails.
    static func record(
        _ recordings: [(String, [String])], script: String, size: String, duration: String, in folder: TemporaryFolder
    ) throws -> Bool {
        for (name, scene) in recordings {
            let run = try ChildProcess.run(
                ["record"] + scene + [
                    "--script", script, "--size", size, "--fps", "10", "--duration", duration, "--out",
                    folder.path + "/" + name,
                ])
            #expect(run.status == 0, "\(run.err)")
            guard run.status == 0 else { return false }
        }
        return true
    }

    /// Frame `number` of a recording made by `record`.
    static func frame(_ recording: String, _ number: Int, in folder: TemporaryFolder) throws -> Pixmap {
        try PNGFile.read(folder.path + "/\(recording)/frame-\(String(format: "%05d", number)).png")
    }

    /// The controls' frames in a `--layout` file, in pixels.
    static func controlFrames(_ path: String) throws -> [Rect] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        let controls = try #require((json as? [String: Any])?["controls"] as? [[String: Any]])
        // The buttons and toggles; a List's or a ScrollView's scrolling is a gesture.
        return try controls.filter { $0["kind"] as? String != "gesture" }.map { control in
            let f = try #require(control["pixels"] as? [String: Double])
            return Rect(x: f["x"] ?? 0, y: f["y"] ?? 0, width: f["width"] ?? 0, height: f["height"] ?? 0)
        }
    }

    /// Seed 002's ContentView run from the article's code against the hand-written `buttons` scene,
    /// released, "Hello" tapped (it stays down: its `isPressed` state, animated by the modifier's
    /// `.animation(.spring())`) and "World" held, every frame of the springs included. Compared around
    /// the buttons and their shadows. What differs, and why:
    /// - the captions beside the buttons: the article's are Chinese, the scene's English (not compared);
    /// - "Hello" wears SwiftUI's default button style, which tints its label with the accent colour;
    ///   the article's bare `RoundedRectangle` that casts the shadows is in the label, so it is blue
    ///   under the fill, as in SwiftUI, where the scene casts from black: the antialiased rim differs
    ///   by up to 13 levels, nothing inside or outside it;
    /// - while "Hello" is held (frame 3) the default style dims its label, SwiftUI's highlight, which
    ///   the scene does not draw.
    @Test func seed002IsTheButtonsScene() throws {
        let folder = try TemporaryFolder()
        let file = Assets.path("Examples/NeumorphicButtons.swift")
        let layout = try ChildProcess.run([
            "screenshot", "--style", file, "--size", "800x600", "--out", folder.path + "/file.png", "--layout",
            folder.path + "/file.json",
        ])
        #expect(layout.status == 0, "\(layout.err)")
        guard layout.status == 0 else { return }
        let frames = try Self.controlFrames(folder.path + "/file.json")
        try #require(frames.count == 2)
        let (hello, world) = (frames[0].center, frames[1].center)
        let script = folder.write(
            "press.txt",
            """
            0.2 mouse move \(hello.x) \(hello.y)
            0.2 mouse down \(hello.x) \(hello.y)
            0.3 mouse up \(hello.x) \(hello.y)
            1.5 mouse move \(world.x) \(world.y)
            1.5 mouse down \(world.x) \(world.y)
            3.0 mouse up \(world.x) \(world.y)
            """)
        let recordings = [("file", ["--style", file]), ("scene", ["--scene", "buttons"])]
        guard try Self.record(recordings, script: script, size: "800x600", duration: "4", in: folder) else { return }
        func frame(_ recording: String, _ number: Int) throws -> Pixmap {
            try Self.frame(recording, number, in: folder)
        }
        // Around each button: 40 px of shadow on three sides, 25 px towards its caption.
        let regions = frames.map { f in
            IntRect(x: Int(f.minX) - 40, y: Int(f.minY) - 40, width: Int(f.width) + 65, height: Int(f.height) + 80)
        }
        let rim = Int(2 * (frames[0].width + frames[0].height)) * 2
        for number in 1...40 where number != 3 {
            let (a, b) = (try frame("file", number), try frame("scene", number))
            let hello = Self.differences(a, b, in: regions[0])
            #expect(hello.worst <= 13 && hello.count <= rim, "frame \(number): Hello differs by \(hello)")
            let world = Self.differences(a, b, in: regions[1])
            #expect(world.worst <= 1, "frame \(number): World differs by \(world.worst) levels")
        }
        let (released, helloDown, worldDown) = (try frame("file", 1), try frame("file", 12), try frame("file", 25))
        #expect(Self.differences(released, helloDown, in: regions[0]).worst > 10, "Hello sank")
        #expect(Self.differences(released, worldDown, in: regions[1]).worst > 10, "World sank")
    }

    /// Seed 004's screen run from the article's code against the hand-written `activities` scene. What
    /// they share is the ZStackBackground: the same gradient over the system background, compared in
    /// the band left of the watermark where neither draws anything else. The rest differs by design:
    /// the scene dresses the rows as soft cards and Edit and Add New as soft buttons, where the article
    /// shows a plain List and SwiftUI's default buttons in a navigation bar; and `.scaledToFit()` sizes
    /// the article's watermark to the window, as SwiftUI does, where the scene keeps it at 360 pt.
    @Test func seed004SharesTheActivitiesBackground() throws {
        let folder = try TemporaryFolder()
        for (name, scene) in [
            ("file", ["--style", Assets.path("Examples/Activities.swift")]), ("scene", ["--scene", "activities"]),
        ] {
            let run = try ChildProcess.run(
                ["screenshot"] + scene + [
                    "--size", "1280x800", "--scheme", "light", "--out", folder.path + "/\(name).png", "--layout",
                    folder.path + "/\(name).json",
                ])
            #expect(run.status == 0, "\(run.err)")
            guard run.status == 0 else { return }
        }
        let file = try PNGFile.read(folder.path + "/file.png")
        let scene = try PNGFile.read(folder.path + "/scene.png")
        let band = IntRect(x: 0, y: 300, width: 300, height: 400)
        let worst = Self.differences(file, scene, in: band).worst
        #expect(worst <= 1, "the backgrounds differ by \(worst) levels")
        // The gradient runs top to bottom: the band is not one flat colour.
        #expect(PixelDiff.channelDistance(file.pixel(x: 10, y: 300), file.pixel(x: 10, y: 699)) >= 4)
        // Both have the Edit and Add New buttons, Edit at the top right and Add New at the bottom.
        for frames in [
            try Self.controlFrames(folder.path + "/file.json"), try Self.controlFrames(folder.path + "/scene.json"),
        ] {
            #expect(frames.count == 2)
            #expect(frames.first.map { $0.midX > 1100 && $0.midY < 100 } == true)
            #expect(frames.last.map { $0.midY > 700 && abs($0.midX - 640) < 2 } == true)
        }
    }

    // MARK: - The playground

    @Test func clickingTheTogglesFlipsItsStateAndRedraws() throws {
        let folder = try TemporaryFolder()
        let playground = try playground(folder.write("DarkScreen.swift", try Self.darkScreen()))
        let screen = try #require(playground.session.scene as? FileScreenScene)
        _ = playground.render(size: Self.size, scale: 1, time: 0)
        let toggle = try #require(playground.lastFrame.controls.last)
        #expect(toggle.isOn == false)
        #expect(!playground.needsFrame, "an idle screen asks for no frames")
        click(playground, toggle.frame.center)
        _ = playground.render(size: Self.size, scale: 1, time: 1)
        #expect(screen.state.keys.count == 1)
        #expect(screen.state.bool(screen.state.keys[0]))
        // The screen was evaluated before the click changed its state: another frame is due at once.
        #expect(playground.needsFrame)
        _ = playground.render(size: Self.size, scale: 1, time: 2)
        #expect(playground.lastFrame.controls.last?.isOn == true)
    }

    /// A button whose action changes `@State` shown in a `Text`: the frame that ran the action drew
    /// the text from before it, so the playground must draw again with no further input.
    @Test func aButtonsActionIsDrawnWithoutFurtherInput() throws {
        let folder = try TemporaryFolder()
        let playground = try playground(
            folder.write(
                "Counter.swift",
                """
                import SwiftUI
                struct ContentView: View {
                    @State private var count = 0
                    var body: some View {
                        VStack {
                            Text(count == 0 ? "never" : "tapped")
                            Button("Add") { count += 1 }
                                .buttonStyle(.plain)
                        }
                    }
                }
                """))
        func texts() -> [String] {
            playground.lastFrame.commands.compactMap {
                if case .text(let text, _, _, _) = $0 { text } else { nil }
            }
        }
        _ = playground.render(size: Self.size, scale: 1, time: 0)
        #expect(texts().contains("never"))
        click(playground, try #require(playground.lastFrame.controls.first).frame.center)
        _ = playground.render(size: Self.size, scale: 1, time: 10)
        #expect(texts().contains("never"), "evaluated before the click")
        #expect(!playground.lastFrame.isAnimating, "nothing else asks for the next frame")
        #expect(playground.needsFrame)
        _ = playground.render(size: Self.size, scale: 1, time: 20)
        #expect(texts().contains("tapped"))
        #expect(!playground.needsFrame, "and then it rests")
    }

    @Test func theSchemeKeySwitchesTheColourScheme() throws {
        let folder = try TemporaryFolder()
        let playground = try playground(folder.write("Probe.swift", try Self.schemeProbe()))
        func centres() throws -> [Double] {
            let pixmap = try #require(playground.render(size: Self.size, scale: 1, time: 0))
            return [pixmap.color(x: 150, y: 200).red, pixmap.color(x: 250, y: 200).red]
        }
        #expect(try centres() == [0, 0], "light: black")
        playground.keyDown(.character("d"), modifiers: [])
        #expect(try centres() == [1, 1], "dark: white")
        playground.keyDown(.character("c"), modifiers: [])
        #expect(try centres() == [1, 1], "colourful is SwiftUI's dark too")
        playground.keyDown(.character("l"), modifiers: [])
        #expect(try centres() == [0, 0])
    }

    @Test func aSaveKeepsTheStateAndABadSaveKeepsTheLastGoodVersion() throws {
        let folder = try TemporaryFolder()
        let path = folder.write("DarkScreen.swift", try Self.darkScreen())
        let playground = try playground(path)
        playground.showsToasts = true
        _ = playground.render(size: Self.size, scale: 1, time: 0)
        click(playground, try #require(playground.lastFrame.controls.last).frame.center)
        _ = playground.render(size: Self.size, scale: 1, time: 1)
        let gap = { (frame: [ControlRecord]) in frame[1].frame.minY - frame[0].frame.maxY }

        folder.write("DarkScreen.swift", try Self.darkScreen(spacing: 60))
        playground.styleFileChanged.raise()
        #expect(playground.checkStyleFile())
        _ = playground.render(size: Self.size, scale: 1, time: 2)
        #expect(abs(gap(playground.lastFrame.controls) - 60) < 0.001, "the new spacing shows")
        #expect(playground.lastFrame.controls.last?.isOn == true, "the toggle stayed on")
        #expect((playground.session.scene as? FileScreenScene)?.generation == 1)

        // A syntax error (an unknown name would be a placeholder and a note, not an error).
        folder.write(
            "DarkScreen.swift", try Self.darkScreen().replacingOccurrences(of: "VStack(", with: "VStack(("))
        playground.styleFileChanged.raise()
        #expect(playground.checkStyleFile())
        let error = playground.toasts.current(at: Stopwatch.now()).last
        #expect(error?.isError == true)
        #expect(error?.text.hasPrefix("\(path):") == true, "\(error?.text ?? "")")
        _ = playground.render(size: Self.size, scale: 1, time: 3)
        #expect(abs(gap(playground.lastFrame.controls) - 60) < 0.001, "the last good version stays")
        #expect(playground.lastFrame.controls.last?.isOn == true)
    }

    @Test func yCyclesThePreviewsAndTheHUDNamesThem() throws {
        let folder = try TemporaryFolder()
        let playground = try playground(
            folder.write(
                "Two.swift",
                """
                import SwiftUI
                #Preview("Black") { Color.black }
                #Preview("White") { Color.white }
                """))
        func centre() throws -> RGBA {
            try #require(playground.render(size: Self.size, scale: 1, time: 0)).color(x: 200, y: 200)
        }
        #expect(try centre().red < 0.01)
        playground.keyDown(.character("y"), modifiers: [])
        #expect(try centre().red > 0.99)
        #expect(playground.statusLines().contains { $0.0 == "Two.swift: White (preview 2 of 2) (Y)" })
        playground.keyDown(.character("y"), modifiers: [])
        #expect(try centre().red < 0.01)
    }

    /// T and Shift-T show the screen at the next larger and smaller Dynamic Type size, as Xcode's canvas
    /// settings do: the text is drawn larger, the size stays across a change of preview, and it stops at
    /// the ends of the range.
    @Test func tResizesTheTextAndTheSizeStaysAcrossPreviews() throws {
        let folder = try TemporaryFolder()
        let playground = try playground(
            folder.write(
                "Words.swift",
                """
                import SwiftUI
                #Preview("One") { Text("Hello").foregroundStyle(.black) }
                #Preview("Two") { Text("Hello").foregroundStyle(.black) }
                """))
        func ink() throws -> Int {
            let picture = try #require(playground.render(size: Self.size, scale: 1, time: 0))
            var dark = 0
            for y in 0..<picture.height {
                for x in 0..<picture.width where picture.color(x: x, y: y).green < 0.5 { dark += 1 }
            }
            return dark
        }
        func size() -> DynamicTypeSize? { (playground.session.scene as? FileScreenScene)?.dynamicTypeSize }
        let standard = try ink()
        for _ in 0..<6 { playground.keyDown(.character("t"), modifiers: []) }
        #expect(size() == .accessibility3)
        // Body text at 40 points instead of 17: more than four times the ink.
        #expect(try ink() > standard * 4)
        playground.keyDown(.character("y"), modifiers: [])
        #expect(size() == .accessibility3)
        for _ in 0..<20 { playground.keyDown(.character("t"), modifiers: .shift) }
        #expect(size() == .xSmall)
        #expect(try ink() < standard)
        for _ in 0..<20 { playground.keyDown(.character("t"), modifiers: []) }
        #expect(size() == .accessibility5)
    }

    /// The catalog's scenes are a key away, and `]` after the last one comes back to the file's
    /// screen with its state; a save while away is shown on return.
    @Test func theScreenIsASceneOfTheCycle() throws {
        let folder = try TemporaryFolder()
        let path = folder.write("DarkScreen.swift", try Self.darkScreen())
        let playground = try playground(path)
        _ = playground.render(size: Self.size, scale: 1, time: 0)
        click(playground, try #require(playground.lastFrame.controls.last).frame.center)
        _ = playground.render(size: Self.size, scale: 1, time: 1)
        playground.keyDown(.character("]"), modifiers: [])
        #expect(playground.session.scene.name == SceneCatalog.all[0].name)
        folder.write("DarkScreen.swift", try Self.darkScreen(spacing: 60))
        playground.styleFileChanged.raise()
        #expect(playground.checkStyleFile())
        #expect(playground.session.scene.name == SceneCatalog.all[0].name, "a save does not switch scenes")
        playground.keyDown(.character("["), modifiers: [])
        #expect(playground.session.scene is FileScreenScene)
        _ = playground.render(size: Self.size, scale: 1, time: 2)
        let controls = playground.lastFrame.controls
        #expect(controls.last?.isOn == true)
        #expect(abs(controls[1].frame.minY - controls[0].frame.maxY - 60) < 0.001)
    }

    @Test func aFileWithNothingToShowSaysSo() throws {
        let folder = try TemporaryFolder()
        let file = folder.write(
            "Empty.swift", "import SwiftUI\nstruct Row { var title = \"a\" }\nlet answer = 42\n")
        let run = try ChildProcess.run(["screenshot", "--style", file, "--out", folder.path + "/e.png"])
        #expect(run.status == 1)
        #expect(
            run.err.contains(
                "Empty.swift: nothing to show: the file has no #Preview, PreviewProvider or ContentView, and declares no"
                    + " view, modifier, shape or style"),
            "\(run.err)")
    }

    /// Around a preview smaller than the window: SwiftUI's system background, centred as Xcode's
    /// canvas does (never transparent pixels).
    @Test func aSmallPreviewSitsOnTheSystemBackground() throws {
        let folder = try TemporaryFolder()
        let playground = try playground(
            folder.write("Small.swift", "import SwiftUI\n#Preview { Color.red.padding(100) }\n"))
        func pixels() throws -> (corner: RGBA, centre: RGBA) {
            let pixmap = try #require(playground.render(size: Self.size, scale: 1, time: 0))
            return (pixmap.color(x: 2, y: 2), pixmap.color(x: 200, y: 200))
        }
        let light = try pixels()
        #expect(light.corner == RGBA(r8: 255, g8: 255, b8: 255) && light.centre.red > 0.99 && light.centre.green < 0.3)
        playground.keyDown(.character("d"), modifiers: [])
        #expect(try pixels().corner == RGBA(r8: 0, g8: 0, b8: 0))
    }

    @Test func exportTakesTheFocusedControlsFileStyle() throws {
        let folder = try TemporaryFolder()
        let playground = try playground(folder.write("DarkScreen.swift", try Self.darkScreen()))
        playground.showsToasts = true
        playground.exportFolder = folder.path + "/Exports"
        _ = playground.render(size: Self.size, scale: 1, time: 0)
        playground.keyDown(.character("e"), modifiers: [])
        #expect(playground.toasts.current(at: Stopwatch.now()).last?.text.contains("focus a control") == true)
        playground.keyDown(.tab, modifiers: [])
        _ = playground.render(size: Self.size, scale: 1, time: 1)
        playground.keyDown(.character("e"), modifiers: [])
        playground.finishWrites()
        let exported = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Exports")
        #expect(exported.contains { $0.hasPrefix("Dark") && $0.hasSuffix(".swift") }, "\(exported)")
    }
}
