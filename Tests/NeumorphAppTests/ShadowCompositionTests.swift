import Raster
import Style
import Testing

@testable import NeumorphApp

/// The playground's chained/independent switch rewrites the commands in the app; the renderer only
/// draws what it is given.
@Suite struct ShadowCompositionTests {
    @Test func theSwitchReachesShadowsInsideLayersAndMasks() {
        let rect = Rect(x: 10, y: 10, width: 40, height: 40)
        let shadowed = DrawCommand.fill(
            Circle(), in: rect, .color(.white), shadows: [Shadow(color: .black, radius: 4, x: 3, y: 3)])
        let rewritten = DrawCommand.layer(Layer([shadowed], mask: [shadowed])).castingShadows(.independent)
        guard case .layer(let layer) = rewritten, case .filled(_, _, _, _, let inContent) = layer.content.first,
            case .filled(_, _, _, _, let inMask) = layer.mask?.first
        else {
            Issue.record("the rewrite changed the commands' shape: \(rewritten)")
            return
        }
        #expect(inContent == .independent)
        #expect(inMask == .independent)
    }

    @Test @MainActor func theSessionRendersWithTheOverride() throws {
        let session = SceneSession(scene: SceneCatalog.scene(named: "dark")!)
        let size = Size(width: 320, height: 240)
        func pixels() throws -> [UInt32] {
            var canvas = try Frame.canvas(size: size, scale: 1)
            session.render(session.frame(size: size, time: 0), into: &canvas)
            return canvas.pixmap.pixels
        }
        let ownComposition = try pixels()
        session.compositionOverride = .chained
        #expect(try pixels() == ownComposition, "the dark styles chain their shadows already")
        session.compositionOverride = .independent
        #expect(try pixels() != ownComposition)
    }
}
