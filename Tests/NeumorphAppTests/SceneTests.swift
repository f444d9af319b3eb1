import Foundation
import Platform
import Raster
import Style
import TestSupport
import Testing
import UI

@testable import NeumorphApp

/// Every scene in every state, rendered headless and compared with goldens, plus the seed
/// constants checked on pixels.
@Suite(.serialized) @MainActor struct SceneTests {
    static let size = Size(width: 640, height: 400)

    func render(
        _ scene: String, scheme: Scheme? = nil, state: UIContext.ForcedState = .released,
        contrast: Appearance.Contrast = .standard, size: Size = SceneTests.size
    ) -> (Pixmap, UIFrame) {
        let session = SceneSession(scene: SceneCatalog.scene(named: scene)!, scheme: scheme)
        session.contrast = contrast
        session.ui.forcedState = state
        var canvas = try! Frame.canvas(size: size, scale: 1)
        let frame = session.frame(size: size, time: 0)
        session.render(frame, into: &canvas)
        return (canvas.pixmap, frame)
    }

    // Under AddressSanitizer every scene pressed: the state whose shadows and layers differ most.
    @Test(
        arguments: SceneCatalog.names,
        Sanitizer.cases([UIContext.ForcedState.released, .pressed, .on], sanitized: [.pressed]))
    func golden(scene: String, state: UIContext.ForcedState) {
        let (pixmap, _) = render(scene, state: state)
        let result = Golden.check(pixmap, area: "scenes", name: "\(scene)-\(state.rawValue)")
        #expect(result.matches, "\(result)")
    }

    /// Each soft control live, pressed and disabled, in light and dark, released and on (pickers
    /// forced on show their next option chosen): the controls scene's whole table.
    @Test(arguments: [Scheme.light, .dark], [UIContext.ForcedState.released, .on])
    func softControlsGolden(scheme: Scheme, state: UIContext.ForcedState) {
        let (pixmap, frame) = render("controls", scheme: scheme, state: state, size: Size(width: 1000, height: 600))
        #expect(Set(frame.controls.map(\.kind)) == [.toggle, .slider, .segmented, .radioGroup])
        let result = Golden.check(pixmap, area: "soft-controls", name: "\(scheme.rawValue)-\(state.rawValue)")
        #expect(result.matches, "\(result)")
    }

    @Test(arguments: SceneCatalog.names)
    func offLooksLikeReleased(scene: String) {
        #expect(render(scene, state: .off).0 == render(scene, state: .released).0)
    }

    @Test(arguments: ["dark", "colorful", "simple", "buttons"], Scheme.allCases)
    func everySchemeRenders(scene: String, scheme: Scheme) {
        let (released, frame) = render(scene, scheme: scheme, contrast: .increased)
        let (pressed, _) = render(scene, scheme: scheme, state: .pressed, contrast: .increased)
        let (on, _) = render(scene, scheme: scheme, state: .on, contrast: .increased)
        #expect(!frame.controls.isEmpty)
        // The controls are drawn, in this scheme's style: a button looks different pressed, a toggle on.
        for control in frame.controls {
            let other = control.kind == .button ? pressed : on
            let box = control.frame
            let changed = stride(from: Int(box.minX), to: Int(box.maxX), by: 2).contains { x in
                stride(from: Int(box.minY), to: Int(box.maxY), by: 2).contains { y in
                    released.pixel(x: x, y: y) != other.pixel(x: x, y: y)
                }
            }
            #expect(changed, "\(control.key) looks the same \(control.kind == .button ? "pressed" : "on")")
        }
    }

    @Test func aPressActsOnTheScenesStateInTheFrameThatCompletesIt() {
        let session = SceneSession(scene: SceneCatalog.scene(named: "dark")!)
        let size = SceneTests.size
        let controls = session.frame(size: size, time: 0).controls
        let button = controls.first { $0.kind == .button }!.frame.center
        let toggle = controls.first { $0.kind == .toggle }!.frame.center
        _ = session.frame(size: size, time: 0.1, events: [.pointerDown(button)])
        #expect(session.state.log.isEmpty)
        _ = session.frame(size: size, time: 0.2, events: [.pointerUp(button)])
        #expect(session.state.log == ["dark/heart-button"])
        let flipped = session.frame(size: size, time: 0.3, events: [.pointerDown(toggle), .pointerUp(toggle)])
        #expect(session.state.toggles == ["dark/heart-toggle": true])
        #expect(flipped.controls.first { $0.kind == .toggle }?.isOn == true)
        // A new state (as on a scene switch) starts with the toggle off.
        session.state = SceneState()
        #expect(session.frame(size: size, time: 0.4).controls.first { $0.kind == .toggle }?.isOn == false)
    }

    /// Counts the frames it is asked to build: one per `SceneSession.frame`, even when a press fires.
    final class CountingScene: Scene, @unchecked Sendable {
        let name = "counting"
        let summary = "a toggle that counts how often its view is built"
        let defaultScheme = Scheme.light
        var builds = 0
        func view(_ context: SceneContext, state: SceneState) -> View {
            builds += 1
            return .toggle(
                ToggleItem("t", label: Label("T"), style: context.toggleStyle, isOn: state.isOn("t")))
        }
    }

    @Test func aFrameThatFiresIsBuiltAndLaidOutOnce() {
        let scene = CountingScene()
        let session = SceneSession(scene: scene)
        let centre = session.frame(size: SceneTests.size, time: 0).controls[0].frame.center
        let frame = session.frame(size: SceneTests.size, time: 0, events: [.pointerDown(centre), .pointerUp(centre)])
        #expect(scene.builds == 2)
        #expect(frame.controls[0].isOn == true)
    }

    @Test func eachSceneNamesTheSeedStyleItShows() {
        let natural: [String: SeedStyle] = [
            "simple": .simple, "dark": .dark, "convex": .darkConvex, "colorful": .colorful, "buttons": .neumorphic,
            "activities": .simple, "gallery": .simple, "controls": .simple, "reference": .dark,
        ]
        for scene in SceneCatalog.all {
            #expect(scene.seedStyle(for: scene.defaultScheme) == natural[scene.name], "\(scene.name)")
            #expect(ExportCommand.seed(forScene: scene.name) == natural[scene.name], "\(scene.name)")
        }
        let buttons = SceneCatalog.scene(named: "buttons")!
        let convex = SceneCatalog.scene(named: "convex")!
        let dark = SceneCatalog.scene(named: "dark")!
        #expect(Scheme.allCases.map { buttons.seedStyle(for: $0) } == [.neumorphic, .neumorphic, .neumorphic])
        #expect(Scheme.allCases.map { convex.seedStyle(for: $0) } == [.simple, .darkConvex, .colorful])
        #expect(Scheme.allCases.map { dark.seedStyle(for: $0) } == [.simple, .dark, .colorful])
        // Only the scenes that draw the parametric knobs themselves keep the family when one is tweaked.
        #expect(SceneCatalog.all.filter(\.showsParametricStyleItself).map(\.name) == ["convex", "gallery"])
    }

    @Test func tweakingAKnobShowsTheParametricStyleUnlessTheSceneShowsItItself() {
        for scene in SceneCatalog.all {
            let playground = Playground(scene: scene, scheme: nil)
            playground.keyDown(.right, modifiers: [])
            let expected: StyleFamily = scene.showsParametricStyleItself ? .seed : .parametric
            #expect(playground.session.family == expected, "\(scene.name)")
            #expect(playground.session.parameters != ParametricStyle(), "\(scene.name): the knob did not move")
        }
    }

    @Test func darkButtonSurfaceIsDarkEnd() {
        let (pixmap, frame) = render("dark")
        let button = frame.controls.first { $0.kind == .button }!.frame
        // Between the rim and the white heart: the flat darkEnd fill.
        let p = pixmap.color(x: Int(button.minX + button.width * 0.22), y: Int(button.midY))
        #expect(abs(p.red * 255 - 25) <= 1 && abs(p.green * 255 - 25) <= 1 && abs(p.blue * 255 - 30) <= 1, "\(p)")
        // The heart in the middle is white.
        let heart = pixmap.color(x: Int(button.midX), y: Int(button.midY))
        #expect(heart.red > 0.95 && heart.green > 0.95)
    }

    @Test func colorfulToggleTurnsBlueWhenOn() {
        let (off, frame) = render("colorful", state: .off)
        let (on, _) = render("colorful", state: .on)
        let toggle = frame.controls.first { $0.kind == .toggle }!.frame
        let x = Int(toggle.minX + toggle.width * 0.25)
        let y = Int(toggle.midY)
        let offColor = off.color(x: x, y: y)
        let onColor = on.color(x: x, y: y)
        #expect(onColor.blue > onColor.red + 0.25, "on: \(onColor)")
        #expect(offColor.blue < offColor.red + 0.15, "off: \(offColor)")
    }

    @Test func buttonsSceneHasSeedLabelsAndCaptions() {
        let (pixmap, frame) = render("buttons", size: SceneCatalog.defaultSize)
        #expect(frame.controls.map(\.key) == ["buttons/hello", "buttons/world"])
        #expect(frame.controls.map(\.style) == ["neumorphic-sticky", "neumorphic"])
        // Background Color(white: 0.9).
        #expect(pixmap.pixel(x: 3, y: 3) == RGBA(red: 0.9, green: 0.9, blue: 0.9).premultipliedPixel)
        // The captions' grey text lies about 150 pt right of each button's centre.
        for control in frame.controls {
            let y = Int(control.frame.midY)
            let caption = (Int(control.frame.midX) + 90)..<(Int(control.frame.midX) + 210)
            #expect(
                caption.contains { PixelFormat.red(pixmap.pixel(x: $0, y: y)) < 200 },
                "no caption beside \(control.key)")
        }
    }

    @Test func textAndIconMasksAreInsideTheirFrames() {
        let session = SceneSession(scene: SceneCatalog.scene(named: "buttons")!)
        #expect(session.glyphs.isAvailable, "\(session.glyphs.problems)")
        let mask = session.glyphs.mask(for: "Hello", font: .body, scale: 1)!
        let size = session.glyphs.size(of: "Hello", font: .body)
        #expect(mask.area > 20)
        #expect(Double(mask.width) <= size.width + 2 && Double(mask.height) <= size.height + 2)
        let mask2x = session.glyphs.mask(for: "Hello", font: .body, scale: 2)!
        #expect(mask2x.width >= mask.width * 2 - 4)
        var rasterizer = Rasterizer()
        for image in SystemImage.handDrawn {
            let frame = Rect(x: 10, y: 10, width: 20, height: 20)
            let icon = rasterizer.mask(
                for: image.path(in: frame), fillRule: image.fillRule, clip: IntRect(x: 0, y: 0, width: 40, height: 40))
            #expect(icon.area > 20, "\(image)")
            #expect(
                icon.bounds.x >= 9 && icon.bounds.maxX <= 31 && icon.bounds.y >= 9 && icon.bounds.maxY <= 31, "\(image)"
            )
        }
    }

    @Test func layoutReportListsEveryControl() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "neumorph-layout-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let status = Neumorph.main([
            "screenshot", "--scene", "dark", "--scale", "2", "--state", "on", "--out", folder + "/dark.png", "--layout",
            folder + "/dark.json",
        ])
        #expect(status == 0)
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/dark.json"))
        let json = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        let controls = json["controls"] as! [[String: Any]]
        #expect(controls.count == 2)
        let toggle = controls.first { $0["kind"] as? String == "toggle" }!
        #expect(toggle["key"] as? String == "dark/heart-toggle")
        #expect((toggle["state"] as! [String: Any])["on"] as? Bool == true)
        let frame = toggle["frame"] as! [String: Double]
        let pixels = toggle["pixels"] as! [String: Double]
        #expect(pixels["width"]! == frame["width"]! * 2)
    }
}

/// DESIGN.md: a scheme switch re-resolves colours and re-blurs nothing that did not change shape.
@Suite(.serialized) @MainActor struct SchemeSwitchTests {
    @Test func contrastAndColourSwitchesReuseEveryMask() {
        let session = SceneSession(scene: SceneCatalog.scene(named: "dark")!)
        let size = Size(width: 640, height: 400)
        var canvas = try! Frame.canvas(size: size, scale: 1)
        session.render(session.frame(size: size, time: 0), into: &canvas)
        let cache = session.renderer.maskCache
        let misses = cache.misses
        let before = canvas.pixmap
        // Increased contrast changes colours only: every mask comes from the cache.
        session.contrast = .increased
        session.render(session.frame(size: size, time: 0), into: &canvas)
        #expect(cache.misses == misses)
        #expect(canvas.pixmap != before)
        // The colourful family draws the same circles: their blurred shadows are reused too; only
        // the new ring's shapes are new.
        session.scheme = .colorful
        session.render(session.frame(size: size, time: 0), into: &canvas)
        let blurredMisses = cache.misses - misses
        #expect(blurredMisses <= 6, "\(blurredMisses) new masks for the colourful family")
    }
}
