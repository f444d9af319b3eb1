import Foundation
import Platform
import Raster
import Render
import Style
import TestSupport
import Testing
import UI

@testable import NeumorphApp

/// The playground with damage tracking draws exactly what it draws without: random presses, drags,
/// keys and scheme switches on the scenes, frame after frame, compared bit for bit.
@Suite(.serialized) @MainActor struct DamageTrackingTests {

    static let size = Size(width: 480, height: 320)

    func playground(_ scene: String, tracksDamage: Bool) throws -> Playground {
        let playground = Playground(scene: try #require(SceneCatalog.scene(named: scene)), scheme: nil)
        // The HUD shows the render time, which differs between the two runs.
        playground.showsHUD = false
        playground.showsToasts = false
        playground.tracksDamage = tracksDamage
        return playground
    }

    // Under AddressSanitizer the two scenes with kept pixels (the image, the preview sheets).
    @Test(
        arguments: Sanitizer.cases(["dark", "buttons", "gallery", "activities"], sanitized: ["gallery", "activities"]))
    func damagedFramesEqualFullFrames(scene: String) throws {
        let tracked = try playground(scene, tracksDamage: true)
        let full = try playground(scene, tracksDamage: false)
        var random = SeededRandom(seed: UInt64(scene.utf8.reduce(7) { $0 &* 31 &+ UInt64($1) }))
        var time = 0.0
        var partial = 0
        let keys: [Key] = [.tab, .character("l"), .character("d"), .character("i"), .character("k"), .right, .down]
        for frame in 0..<40 {
            // Controls are where the last frame put them: aim at one most of the time.
            let controls = tracked.lastFrame.controls
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                let roll = Int.random(in: 0..<10, using: &random)
                if roll < 7, let control = controls.randomElement(using: &random) {
                    let p = control.frame.center
                    let events: [InputEvent] =
                        roll < 5 ? [.pointerMoved(p), .pointerDown(p)] : [.pointerMoved(p), .pointerUp(p)]
                    for event in events {
                        tracked.pointer(event)
                        full.pointer(event)
                    }
                } else if let key = keys.randomElement(using: &random), roll == 9 || controls.isEmpty {
                    tracked.keyDown(key, modifiers: [])
                    full.keyDown(key, modifiers: [])
                }
            }
            time += Double.random(in: 0.01...0.08, using: &random)
            let a = try #require(tracked.render(size: Self.size, scale: 1, time: time))
            let b = try #require(full.render(size: Self.size, scale: 1, time: time))
            let positions = zip(a.pixels, b.pixels).enumerated().filter { $0.element.0 != $0.element.1 }.map {
                ($0.offset % a.width, $0.offset / a.width)
            }
            let differing = positions.count
            #expect(
                differing == 0,
                "\(scene) frame \(frame): \(differing) pixels differ from the full redraw, from \(positions.first.map { "\($0)" } ?? "") to \(positions.last.map { "\($0)" } ?? ""); damage \(tracked.lastDamage.map { "\($0)" } ?? "all")"
            )
            if differing > 0 {
                // Both frames beside the test's temporary folder, to look at.
                let folder = FileManager.default.temporaryDirectory.path
                try? PNGFile.write(a, to: "\(folder)/damage-\(scene)-tracked.png", overwrite: true)
                try? PNGFile.write(b, to: "\(folder)/damage-\(scene)-full.png", overwrite: true)
                break
            }
            if let damage = tracked.lastDamage, damage.reduce(0, { $0 + $1.area }) < a.width * a.height {
                partial += 1
            }
        }
        #expect(partial > 10, "\(scene): most frames redraw part of the window (\(partial) did)")
    }
}
