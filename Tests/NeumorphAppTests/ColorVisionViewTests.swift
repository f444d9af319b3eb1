import Foundation
import Platform
import Presets
import Raster
import Style
import Testing
import UI

@testable import NeumorphApp

/// V's colour-vision view in the window: the frame presented is the scene as seen, with damage
/// tracking on, and the canvas the window keeps for damage tracking is never transformed.
@Suite(.serialized) @MainActor struct ColorVisionViewTests {
    static let size = Size(width: 480, height: 320)

    func playground(tracksDamage: Bool) throws -> Playground {
        let playground = Playground(scene: try #require(SceneCatalog.scene(named: "colorful")), scheme: nil)
        playground.showsHUD = false
        playground.showsToasts = false
        playground.tracksDamage = tracksDamage
        return playground
    }

    @Test func theViewFollowsDamageAndLeavesTheCanvasAlone() throws {
        let tracked = try playground(tracksDamage: true)
        let full = try playground(tracksDamage: false)
        var time = 0.0
        func frames() throws -> (Pixmap, Pixmap) {
            time += 1 / 30
            return (
                try #require(tracked.render(size: Self.size, scale: 1, time: time)),
                try #require(full.render(size: Self.size, scale: 1, time: time))
            )
        }
        let (normal, _) = try frames()
        tracked.keyDown(.character("v"), modifiers: [])
        var (a, b) = try frames()
        #expect(tracked.vision == .protanopia)
        #expect(tracked.lastDamage == nil, "a new view presents the whole frame")
        #expect(a == normal.simulating(.protanopia))
        // A press redraws part of the frame: the view shows it as the full redraw seen with the view does.
        let control = try #require(tracked.lastFrame.controls.first)
        for event: InputEvent in [.pointerMoved(control.frame.center), .pointerDown(control.frame.center)] {
            tracked.pointer(event)
            full.pointer(event)
        }
        for _ in 0..<6 {
            (a, b) = try frames()
            #expect(a == b.simulating(.protanopia))
        }
        #expect(tracked.lastDamage != nil, "pressing redraws part of the frame")
        for _ in 0..<4 { tracked.keyDown(.character("v"), modifiers: []) }
        #expect(tracked.vision == .normal)
        (a, b) = try frames()
        #expect(tracked.lastDamage == nil, "leaving the view presents the whole frame")
        #expect(a == b, "the kept canvas holds the scene's own colours")
        // A recording's clip holds the scene in its own colours, so its script leaves V out.
        #expect(KeyBinding.action(for: .character("v"), modifiers: []) == .cycleVision)
        #expect(!PlaygroundAction.cycleVision.isCaptured && PlaygroundAction.toggleAudit.isCaptured)
    }

    @Test func screenshotShowsTheView() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "neumorph-vision-\(UUID().uuidString)"
        )
        .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let args = ["screenshot", "--scene", "colorful", "--size", "320x200"]
        #expect(Neumorph.main(args + ["--out", folder + "/plain.png"]) == 0)
        #expect(Neumorph.main(args + ["--vision", "tritanopia", "--out", folder + "/tritan.png"]) == 0)
        let plain = try PNGFile.read(folder + "/plain.png")
        #expect(try PNGFile.read(folder + "/tritan.png") == plain.simulating(.tritanopia))
        #expect(Neumorph.main(args + ["--vision", "normal", "--out", folder + "/x.png"]) == 2)
        do throws(CommandFailure) {
            try ScreenshotCommand.run(["--vision", "red", "--out", folder + "/x.png"])
            Issue.record("--vision red was taken")
        } catch {
            #expect(error.status == 2)
            #expect(
                error.description
                    == "neumorph: unknown vision 'red'; choose one of: protanopia, deuteranopia, tritanopia, achromatopsia"
                    + " (see 'neumorph screenshot --help')")
        }
    }

    @Test func auditMeasuresUnderTheView() throws {
        let session = SceneSession(scene: try #require(SceneCatalog.scene(named: "colorful")))
        let size = Size(width: 640, height: 400)
        let normal = try session.audit(size: size, scale: 1)
        let grey = try session.audit(size: size, scale: 1, vision: .achromatopsia)
        let protan = try session.audit(size: size, scale: 1, vision: .protanopia)
        #expect(normal.count == 2 && grey.count == 2 && protan.count == 2)
        // Greys keep the luminance, so WCAG's figures barely move; a protanope sees the blue ring differently.
        for (n, g) in zip(normal, grey) { #expect(abs(n.edge.p90 - g.edge.p90) < 0.05) }
        for (n, p) in zip(normal, protan) { #expect(abs(n.edge.p90 - p.edge.p90) > 0.1) }
        let json = AuditCommand.withVision(
            .tritanopia, AuditReport.json(scene: "colorful", scheme: "colorful", audits: normal))
        guard case .object(let fields) = try JSONValue.parse(json) else {
            Issue.record("not an object")
            return
        }
        #expect(fields.map(\.key) == ["vision", "scene", "scheme", "pass", "controls"])
        #expect(AuditCommand.withVision(nil, "{}") == "{}")
    }
}
