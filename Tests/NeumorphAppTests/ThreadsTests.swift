import Foundation
import Platform
import Raster
import Render
import Style
import TestSupport
import Testing
import UI

@testable import NeumorphApp

/// A frame drawn on several threads, in bands, is the frame one thread draws, bit for bit: every scene
/// in every state at scale 2, the reference scene at scale 1 and 2, for several thread counts, cold and
/// warm.
@Suite(.serialized) @MainActor struct ThreadsTests {
    static let size = Size(width: 400, height: 250)
    static let threadCounts = [2, 3, 5]
    /// Every scene in every state is checked on the most bands only: five bands put a band edge
    /// through most of what a scene draws, and the two tests after this one try every count.
    static let sceneThreadCount = 5

    /// The frame drawn twice by one session (cold caches, then warm), on `threads` threads.
    func render(_ scene: any Scene, state: UIContext.ForcedState, scale: Double, threads: Int) -> [Pixmap] {
        let session = SceneSession(scene: scene)
        session.ui.forcedState = state
        session.threads = threads
        return (0..<2).map { _ in
            var canvas = try! Frame.canvas(size: Self.size, scale: scale)
            session.render(session.frame(size: Self.size, time: 0), into: &canvas)
            return canvas.pixmap
        }
    }

    /// At scale 2 only: a band's edge falls on a device row at either scale, and the reference scene
    /// below tries both (every scene at both cost half a minute of `make test` for no other path).
    @Test(arguments: SceneCatalog.names, [2.0])
    func everySceneIsTheSameOnAnyNumberOfThreads(scene name: String, scale: Double) {
        let scene = SceneCatalog.scene(named: name)!
        for state in [UIContext.ForcedState.released, .pressed, .on] {
            let one = render(scene, state: state, scale: scale, threads: 1)
            let threads = Self.sceneThreadCount
            let many = render(scene, state: state, scale: scale, threads: threads)
            let cold = difference(one[0], many[0])
            let warm = difference(one[1], many[1])
            #expect(cold == nil, "\(name) \(state) ×\(scale) on \(threads) threads, cold: \(cold ?? "")")
            #expect(warm == nil, "\(name) \(state) ×\(scale) on \(threads) threads, warm: \(warm ?? "")")
        }
    }

    @Test(arguments: Sanitizer.cases([1.0, 2.0], sanitized: [1.0]))
    func theReferenceSceneIsTheSameOnAnyNumberOfThreads(scale: Double) {
        let commands = ReferenceScene(size: Self.size).commands()
        func draw(_ threads: Int) -> Pixmap {
            let renderer = Renderer()
            renderer.threads = threads
            var canvas = try! Frame.canvas(size: Self.size, scale: scale)
            renderer.render(commands, appearance: .dark, into: &canvas)
            return canvas.pixmap
        }
        let one = draw(1)
        for threads in Self.threadCounts {
            let different = difference(one, draw(threads))
            #expect(different == nil, "×\(scale) on \(threads) threads: \(different ?? "")")
        }
    }

    /// Layers of every kind — blurred, scaled, offset, clipped, masked, translucent, blended — with text,
    /// an image, icons, inner shadows and chained shadows, straddling the bands' edges.
    @Test(arguments: Sanitizer.cases([1.0, 2.0], sanitized: [2.0]))
    func layersAndEffectsAreTheSameOnAnyNumberOfThreads(scale: Double) {
        let card = Rect(x: 40, y: 150, width: 240, height: 110)
        let disc = Rect(x: 330, y: 140, width: 130, height: 130)
        let shadows = [
            Shadow(color: Color.black.opacity(0.5), radius: 8, x: 6, y: 6),
            Shadow(color: Color.white.opacity(0.6), radius: 5, x: -4, y: -4),
        ]
        let content: [DrawCommand] = [
            .fill(RoundedRectangle(cornerRadius: 18), in: card, .linear(.white, .gray), shadows: shadows),
            .text("Bands 12345", font: Font(size: 22, weight: .bold), color: .black, origin: Point(x: 60, y: 190)),
            .icon(.heart, in: Rect(x: 220, y: 180, width: 30, height: 30), color: .red),
        ]
        let commands: [DrawCommand] = [
            .fill(Rectangle(), in: Rect(x: 0, y: 0, width: 640, height: 400), .linear(.gray, .black)),
            .layer(Layer(content, blur: 3)),
            .layer(Layer(content, opacity: 0.6, scale: 1.3, anchor: card.center, offset: Point(x: 290, y: 20))),
            .layer(Layer(content, blendMode: .overlay, offset: Point(x: 0, y: 120))),
            .layer(
                Layer(
                    content, blendMode: .colorDodge, blur: 2, filters: [.hueRotation(degrees: 120), .contrast(1.4)],
                    offset: Point(x: 300, y: -100))),
            .layer(
                Layer(
                    [.fill(Rectangle(), in: disc, .linear(.red, .white)), .image("activity", in: disc, opacity: 0.8)],
                    clip: (AnyInsettableShape(Circle()), disc))),
            .layer(
                Layer(
                    [.fill(Rectangle(), in: disc.offsetBy(dx: 150, dy: 0), .color(.white))],
                    mask: [
                        .text("Mask", font: Font(size: 48, weight: .bold), color: .black, origin: Point(x: 480, y: 170))
                    ])),
            .innerShadowed(
                AnyInsettableShape(Capsule()), in: Rect(x: 60, y: 320, width: 300, height: 50),
                Shadow(color: .black, radius: 6, x: 3, y: 3)),
        ]
        let session = SceneSession(scene: SceneCatalog.scene(named: "dark")!)
        func draw(_ threads: Int) -> Pixmap {
            session.renderer.maskCache.removeAll()
            session.threads = threads
            var canvas = try! Frame.canvas(size: Size(width: 640, height: 400), scale: scale)
            session.renderer.render(commands, appearance: .light, into: &canvas)
            return canvas.pixmap
        }
        let one = draw(1)
        for threads in Self.threadCounts {
            let different = difference(one, draw(threads))
            #expect(different == nil, "×\(scale) on \(threads) threads: \(different ?? "")")
        }
    }

    /// The articles' screens run from their code (seed 004's image, navigation bars and list included).
    @Test(arguments: ["Activities.swift", "NeumorphicButtons.swift"])
    func fileScreensAreTheSameOnAnyNumberOfThreads(file: String) throws {
        func draw(_ threads: Int) throws -> Pixmap {
            let option = StyleOption(path: Assets.path("Examples/\(file)"), typeName: nil, assignments: [:])
            let screen = try #require(try option.openScreen())
            let playground = Playground(scene: FileScreenScene(screen: screen), scheme: nil)
            playground.showsHUD = false
            playground.showsToasts = false
            playground.showStyleFile(option, option.screenStyles())
            playground.session.threads = threads
            return try #require(playground.render(size: Self.size, scale: 2, time: 0))
        }
        let one = try draw(1)
        for threads in Self.threadCounts {
            let different = difference(one, try draw(threads))
            #expect(different == nil, "\(file) on \(threads) threads: \(different ?? "")")
        }
    }

    /// Where two frames differ: how many pixels, and the first; `nil` when they are the same.
    func difference(_ a: Pixmap, _ b: Pixmap) -> String? {
        guard a.width == b.width, a.height == b.height else { return "sizes differ" }
        var count = 0
        var first: (Int, Int)?
        for i in 0..<a.pixels.count where a.pixels[i] != b.pixels[i] {
            count += 1
            if first == nil { first = (i % a.width, i / a.width) }
        }
        return first.map { "\(count) pixels differ, the first at \($0)" }
    }
}
