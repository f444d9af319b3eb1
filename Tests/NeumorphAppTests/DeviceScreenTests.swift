import Foundation
import Platform
import Raster
import Style
import SwiftUIInterpreter
import TestSupport
import Testing
import UI

@testable import NeumorphApp

/// A file's screen on the phone it was written for: the device's screen in points, its safe area,
/// what the preview asks for, and the window's scaled view of it that still takes presses.
@Suite(.serialized) @MainActor struct DeviceScreenTests {
    // MARK: - The catalogue

    @Test func devicesAreFoundByTheNamesXcodeGivesThem() {
        #expect(Device.named("iPhone SE (3rd generation)")?.portrait == Size(width: 375, height: 667))
        #expect(Device.named("iphone se")?.name == "iPhone SE (3rd generation)")
        #expect(Device.named("iPhone 16 Pro Max")?.portrait == Size(width: 440, height: 956))
        #expect(Device.named("iPhone 16")?.name == "iPhone 16")
        // Older models are laid out as the current one of their class.
        #expect(Device.named("iPhone 15 Pro")?.name == "iPhone 16 Pro")
        #expect(Device.named("iPhone 14 Pro Max")?.name == "iPhone 16 Pro Max")
        #expect(Device.named("iPad")?.name == "iPad (10th generation)")
        #expect(Device.named("mac")?.name == "Mac")
        #expect(Device.named("Nokia 3310") == nil)
        #expect(Device.named("") == nil)
        #expect(Device.standard.name == "iPhone 16 Pro")
    }

    @Test func landscapeTurnsTheScreenAndMovesTheSafeArea() throws {
        let phone = try #require(Device.named("iPhone 16"))
        #expect(phone.size(.landscape) == Size(width: 852, height: 393))
        #expect(phone.safeArea(.landscape) == EdgeInsets(leading: 59, bottom: 21, trailing: 59))
        let mac = try #require(Device.named("Mac"))
        #expect(mac.size(.landscape) == mac.portrait, "a window does not turn")
    }

    // MARK: - What a preview asks for

    func traits(_ source: String) throws -> [PreviewTraits] {
        let screen = try ScreenFile.interpret(source: source, path: "Traits.swift")
        return screen.previewNames.indices.map { screen.traits(preview: $0) }
    }

    @Test func previewTraitsAreReadFromTheMacroAndTheModifiers() throws {
        let found = try traits(
            """
            import SwiftUI
            struct Card: View { var body: some View { Text("Card").padding() } }
            #Preview { Card() }
            #Preview("Fits", traits: .sizeThatFitsLayout) { Card() }
            #Preview("Turned", traits: .landscapeLeft) { Card() }
            #Preview("Fixed", traits: .fixedLayout(width: 300, height: 200)) { Card() }
            struct Card_Previews: PreviewProvider {
                static var previews: some View {
                    Card()
                        .previewLayout(.sizeThatFits)
                        .previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
                        .previewInterfaceOrientation(.landscapeRight)
                }
            }
            """)
        #expect(found.count == 5)
        guard found.count == 5 else { return }
        #expect(found[0] == PreviewTraits())
        #expect(found[1].layout == .sizeThatFits)
        #expect(found[2].orientation == .landscape && found[2].layout == .device)
        #expect(found[3].layout == .fixed(width: 300, height: 200))
        #expect(found[4].layout == .sizeThatFits)
        #expect(found[4].deviceName == "iPhone SE (3rd generation)")
        #expect(found[4].orientation == .landscape)
    }

    /// A file of one view and no preview shows it on the device, as Xcode shows a view's preview; a
    /// file of several shows its gallery on a page.
    @Test func aFileWithoutAPreviewShowsOneViewOnTheDeviceAndSeveralOnAPage() throws {
        let badge = "import SwiftUI\nstruct Badge: View { var body: some View { Text(\"New\") } }\n"
        let one = try ScreenFile.interpret(source: badge, path: "Badge.swift")
        #expect(!one.isGallery(preview: 0))
        #expect(FileScreenScene(screen: one).canvas != .page)
        let two = try ScreenFile.interpret(
            source: badge + "struct Tag: View { var body: some View { Text(\"Sale\") } }\n", path: "Badge.swift")
        #expect(two.isGallery(preview: 0))
        #expect(FileScreenScene(screen: two).canvas == .page)
    }

    // MARK: - Screenshots

    /// A screenshot of `source`'s screen with `options`: the picture, or nil after recording why not.
    func screenshot(_ source: String, _ options: [String] = [], scheme: String = "light") throws -> Pixmap? {
        let folder = try TemporaryFolder()
        let file = folder.write("Screen.swift", source)
        let out = folder.path + "/screen.png"
        let run = try ChildProcess.run(["screenshot", "--style", file, "--out", out, "--scheme", scheme] + options)
        #expect(run.status == 0, "\(run.err)")
        guard run.status == 0 else { return nil }
        return try PNGFile.read(out)
    }

    static let bands = """
        import SwiftUI
        struct ContentView: View {
            var body: some View {
                ZStack {
                    Color.red.ignoresSafeArea()
                    VStack(spacing: 0) {
                        Color.blue.frame(height: 20)
                        Spacer()
                        Color.green.frame(height: 20)
                    }
                }
            }
        }
        """

    /// The pixel's channels in levels of 255.
    static func levels(_ pixmap: Pixmap, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let p = pixmap.color(x: x, y: y)
        return (Int((p.red * 255).rounded()), Int((p.green * 255).rounded()), Int((p.blue * 255).rounded()))
    }

    /// Whether the pixel at (x, y) is iOS's red (`is`), said with its levels when not as expected.
    func expectRed(
        _ shot: Pixmap, _ x: Int, _ y: Int, _ is: Bool = true, _ comment: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let found = Self.isColor(shot, x, y, Self.red)
        #expect(found == `is`, "(\(x), \(y)) is \(Self.levels(shot, x, y)): \(comment)", sourceLocation: sourceLocation)
    }

    /// iOS's `Color.red` (systemRed).
    static let red = (255, 59, 48)

    static func isColor(_ pixmap: Pixmap, _ x: Int, _ y: Int, _ expected: (Int, Int, Int)) -> Bool {
        let p = levels(pixmap, x, y)
        return abs(p.r - expected.0) <= 2 && abs(p.g - expected.1) <= 2 && abs(p.b - expected.2) <= 2
    }

    /// On the iPhone 16 Pro (402×874, safe area 62 at the top and 34 at the bottom): the red ignores
    /// the safe area and reaches every edge; the blue band is the first 20 points of the safe area,
    /// y 62…82; the green band its last 20, y 820…840, above the home indicator's 34 points.
    @Test func aScreenIsLaidOutInsideTheDefaultPhonesSafeArea() throws {
        guard let shot = try screenshot(Self.bands) else { return }
        #expect(shot.width == 402 && shot.height == 874)
        expectRed(shot, 8, 4, true, "red under the status bar")
        expectRed(shot, 8, 60, true, "red just above the safe area")
        let blue = Self.levels(shot, 8, 64)
        #expect(blue.b > 200 && blue.r < 40, "blue at the safe area's top, not \(blue)")
        expectRed(shot, 8, 84, true, "red again below the band")
        let green = Self.levels(shot, 8, 830)
        #expect(green.g > 150 && green.r < 100, "green at the safe area's bottom, not \(green)")
        expectRed(shot, 8, 845, true, "red under the home indicator's room")
        // The status bar's time is drawn in black over the screen, left of the island.
        var dark = 0
        for y in 20..<45 {
            for x in 50..<100 where Self.levels(shot, x, y).r < 60 { dark += 1 }
        }
        #expect(dark > 20, "9:41 is drawn")
    }

    @Test func deviceOrientationAndSizeOptionsChooseTheCanvas() throws {
        let source = Self.bands
        if let shot = try screenshot(source, ["--device", "iPhone SE (3rd generation)", "--scale", "2"]) {
            #expect(shot.width == 750 && shot.height == 1334)
            // A home-button iPhone's safe area is its 20-point status bar only.
            expectRed(shot, 10, 30)
            expectRed(shot, 10, 44, false, "the blue band starts at 20 points")
        }
        if let shot = try screenshot(source, ["--device", "iPhone 16", "--orientation", "landscape"]) {
            #expect(shot.width == 852 && shot.height == 393)
        }
        if let shot = try screenshot(source, ["--size", "300x200"]) {
            // A bare canvas: no safe area, so the blue band is at its very top.
            #expect(shot.width == 300 && shot.height == 200)
            expectRed(shot, 10, 2, false)
        }
    }

    @Test func aPreviewThatFitsIsAsLargeAsItsView() throws {
        let source = """
            import SwiftUI
            #Preview(traits: .sizeThatFitsLayout) {
                Color.orange.frame(width: 120, height: 60)
            }
            """
        guard let shot = try screenshot(source) else { return }
        #expect(shot.width == 120 && shot.height == 60)
    }

    /// iOS 15's `.background(Color…)` reaches past the safe area behind a view that fills it.
    @Test func aBackgroundBehindAFullScreenViewReachesTheEdges() throws {
        let source = """
            import SwiftUI
            #Preview {
                VStack { Text("Hello") }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color.yellow)
            }
            """
        guard let shot = try screenshot(source, scheme: "dark") else { return }
        let top = Self.levels(shot, 4, 4)
        #expect(top.r > 200 && top.g > 180 && top.b < 80, "yellow under the status bar, not \(top)")
    }

    @Test func unknownDevicesAndOrientationsAreUsageErrors() throws {
        let folder = try TemporaryFolder()
        let file = folder.write("Screen.swift", Self.bands)
        let run = try ChildProcess.run([
            "screenshot", "--style", file, "--out", folder.path + "/x.png", "--device", "Nokia 3310",
        ])
        #expect(run.status == 2)
        #expect(run.err.contains("Nokia 3310") && run.err.contains("iPhone 16 Pro"))
        let turned = try ChildProcess.run([
            "screenshot", "--style", file, "--out", folder.path + "/x.png", "--orientation", "sideways",
        ])
        #expect(turned.status == 2)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/x.png"))
        let list = try ChildProcess.run(["devices"])
        #expect(list.status == 0)
        for device in Device.all { #expect(list.out.contains(device.name)) }
        // A text size that is none is a usage error listing them; one given to a scene is said to be ignored.
        let size = try ChildProcess.run([
            "screenshot", "--style", file, "--out", folder.path + "/x.png", "--dynamic-type", "enormous",
        ])
        #expect(size.status == 2)
        #expect(size.err.contains("enormous") && size.err.contains("accessibility5"))
        let scene = try ChildProcess.run([
            "screenshot", "--scene", "dark", "--out", folder.path + "/scene.png", "--dynamic-type", "AX3",
        ])
        #expect(scene.status == 0)
        #expect(
            scene.err.contains("--dynamic-type lays out a file's screen") && scene.err.contains("'dark' ignores it"))
    }

    /// `--dynamic-type` shows the screen at that text size: the text's ink grows with it.
    @Test func theDynamicTypeOptionGrowsTheText() throws {
        let source = """
            import SwiftUI
            #Preview { Text("Hello, world").foregroundStyle(.black) }
            """
        func ink(_ shot: Pixmap) -> Int {
            var dark = 0
            for y in 70..<(shot.height - 40) {
                for x in 0..<shot.width where shot.color(x: x, y: y).green < 0.5 { dark += 1 }
            }
            return dark
        }
        guard let standard = try screenshot(source), let huge = try screenshot(source, ["--dynamic-type", "AX5"]),
            let small = try screenshot(source, ["--dynamic-type", "xs"])
        else { return }
        // 53 points instead of 17, and 14.
        #expect(ink(huge) > ink(standard) * 6)
        #expect(ink(small) < ink(standard))
    }

    // MARK: - The window

    /// In the window the phone is scaled to fit beside the panel; a press lands where it is drawn.
    @Test func theWindowShowsThePhoneScaledAndPressesReachIt() throws {
        let folder = try TemporaryFolder()
        let file = folder.write(
            "Switch.swift",
            """
            import SwiftUI
            struct ContentView: View {
                @State private var isOn = false
                var body: some View { Toggle("Airplane Mode", isOn: $isOn).padding() }
            }
            """)
        let option = StyleOption(path: file, typeName: nil, assignments: [:])
        let screen = try #require(try option.openScreen())
        let playground = Playground(scene: FileScreenScene(screen: screen), scheme: .light)
        playground.showsHUD = false
        playground.showsToasts = false
        let window = Size(width: 1280, height: 800)
        _ = playground.render(size: window, scale: 1, time: 0)
        let toggle = try #require(playground.lastFrame.controls.first { $0.kind == .toggle })
        // The audit overlay measures the phone's screen and is laid where the window shows it.
        playground.keyDown(.character("a"), modifiers: [])
        _ = playground.render(size: window, scale: 1, time: 0)
        let audited = try #require(playground.audits.first)
        let placement = playground.auditPlacement
        let shown = audited.frame.minX * placement.scale + placement.origin.x
        #expect(abs(shown - toggle.frame.minX) < 0.5, "the overlay is over the toggle (\(shown), \(toggle.frame))")
        playground.keyDown(.character("a"), modifiers: [])
        // 874 points do not fit in 800: the phone is scaled down, and the toggle with it.
        let region = playground.sceneRegion
        let (scale, origin) = SceneSession.placement(of: Device.standard.portrait, in: region)
        #expect(scale < 1 && scale > 0.8)
        #expect(toggle.frame.minX >= origin.x && toggle.frame.maxX <= origin.x + 402 * scale)
        #expect(toggle.isOn == false)
        playground.pointer(.pointerMoved(toggle.frame.center))
        playground.pointer(.pointerDown(toggle.frame.center))
        playground.pointer(.pointerUp(toggle.frame.center))
        _ = playground.render(size: window, scale: 1, time: 1)
        _ = playground.render(size: window, scale: 1, time: 2)
        #expect(playground.lastFrame.controls.first { $0.kind == .toggle }?.isOn == true)
    }

    @Test func placementNeverEnlargesAndCentresTheScreen() {
        let phone = Size(width: 402, height: 874)
        let (same, atZero) = SceneSession.placement(of: phone, in: Rect(origin: .zero, size: phone))
        #expect(same == 1 && atZero == .zero)
        let (large, origin) = SceneSession.placement(of: phone, in: Rect(x: 0, y: 0, width: 2000, height: 2000))
        #expect(large == 1)
        #expect(origin == Point(x: 799, y: 563))
        let (small, _) = SceneSession.placement(of: phone, in: Rect(x: 300, y: 0, width: 980, height: 800))
        #expect(abs(small - (800 - 48) / 874) < 1e-9)
    }

    /// `--layout`'s `"views"`: every view the code made, where layout placed it on the device. The
    /// padded VStack starts 16 points inside the safe area (62 + 16 = 78); its row's texts are at the
    /// two edges (16 and 402 − 16); the file's own view is named, with where it was made.
    @Test func theLayoutReportListsEveryViewWithItsFrame() throws {
        let folder = try TemporaryFolder()
        let file = folder.write(
            "Row.swift",
            """
            import SwiftUI
            struct Row: View {
                var body: some View {
                    HStack {
                        Text("Leading")
                        Spacer()
                        Text("Trailing")
                    }
                }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Row()
                        Spacer()
                    }
                    .padding()
                }
            }
            """)
        let run = try ChildProcess.run([
            "screenshot", "--style", file, "--out", folder.path + "/row.png", "--layout", folder.path + "/row.json",
        ])
        #expect(run.status == 0, "\(run.err)")
        guard run.status == 0 else { return }
        let json = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: folder.path + "/row.json")))
        let views = try #require((json as? [String: Any])?["views"] as? [[String: Any]])
        func frame(_ view: [String: Any]) -> Rect? {
            guard let f = view["frame"] as? [String: Double], let x = f["x"], let y = f["y"], let w = f["width"],
                let h = f["height"]
            else { return nil }
            return Rect(x: x, y: y, width: w, height: h)
        }
        let leading = try #require(views.first { $0["text"] as? String == "Leading" }.flatMap(frame))
        let trailing = try #require(views.first { $0["text"] as? String == "Trailing" }.flatMap(frame))
        #expect(abs(leading.minX - 16) < 0.01 && abs(leading.minY - 78) < 0.01, "\(leading)")
        #expect(abs(trailing.maxX - 386) < 0.01, "\(trailing)")
        let row = try #require(views.first { $0["type"] as? String == "Row" })
        #expect((row["location"] as? String)?.hasSuffix("Row.swift:14:13") == true, "\(row)")
        #expect(views.map { $0["type"] as? String }.prefix(2) == ["ContentView", "VStack"])
    }

    /// O's inspector outlines the screen's views where the window shows them and names the one under
    /// the pointer in the screen's own points.
    @Test func theLayoutInspectorNamesTheViewUnderThePointer() throws {
        let folder = try TemporaryFolder()
        let file = folder.write(
            "Hello.swift",
            "import SwiftUI\n#Preview { ZStack { Color.orange.frame(width: 200, height: 100); Text(\"Hello\") } }\n")
        let option = StyleOption(path: file, typeName: nil, assignments: [:])
        let playground = Playground(
            scene: FileScreenScene(screen: try #require(try option.openScreen())), scheme: .light)
        playground.showsHUD = false
        playground.showsToasts = false
        playground.keyDown(.character("o"), modifiers: [])
        #expect(playground.showsLayoutInspector)
        let window = Size(width: 1280, height: 800)
        _ = playground.render(size: window, scale: 1, time: 0)
        let card = try #require(playground.inspectedViews.first { $0.view.type == "Color" })
        // 200 × 100 on the phone, shown scaled down to fit the window's 800 points.
        #expect(card.view.frame.width == 200 && card.view.frame.height == 100)
        #expect(card.frame.width < 200 && card.frame.width > 160)
        // Over the card, beside the text: the card is the smallest view there.
        let corner = Point(x: card.frame.minX + 4, y: card.frame.minY + 4)
        let commands = LayoutInspector.commands(
            playground.inspectedViews, pointer: corner, window: window, metrics: EstimatedTextMetrics())
        let labels = commands.compactMap { command -> String? in
            if case .text(let string, _, _, _) = command { string } else { nil }
        }
        #expect(labels.contains("Color  200 × 100 pt"), "\(labels)")
        let text = try #require(playground.inspectedViews.first { $0.view.type == "Text" })
        let named = LayoutInspector.commands(
            playground.inspectedViews, pointer: text.frame.center, window: window, metrics: EstimatedTextMetrics())
        #expect(named.contains { if case .text("\"Hello\"", _, _, _) = $0 { true } else { false } })
    }
}
