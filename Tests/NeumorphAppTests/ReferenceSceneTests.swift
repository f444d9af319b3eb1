import Raster
import Render
import TestSupport
import Testing

@testable import NeumorphApp

@Suite struct ReferenceSceneTests {
    func render(scale: Double = 1, size: Size = Size(width: 1280, height: 800)) -> Pixmap {
        var canvas = try! Frame.canvas(size: size, scale: scale)
        canvas.dithering = false
        ReferenceScene(size: size).draw(in: &canvas)
        return canvas.pixmap
    }

    @Test func backgroundRunsFromDarkStartToDarkEnd() {
        let pixmap = render()
        let top = pixmap.color(x: 640, y: 0)
        let bottom = pixmap.color(x: 640, y: 799)
        #expect(abs(top.red * 255 - 50) < 1 && abs(top.green * 255 - 60) < 1)
        #expect(abs(bottom.red * 255 - 25) < 1 && abs(bottom.blue * 255 - 30) < 1)
    }

    @Test func gridHoldsRoundedRectsAndCirclesAtTheirCentres() {
        let scene = ReferenceScene()
        let controls = scene.controls
        #expect(controls.count == 9)
        #expect(controls[0].frame == Rect(x: 1280.0 / 6 - 110, y: 800.0 / 6 - 45, width: 220, height: 90))
        #expect(controls[1].frame.size == Size(width: 120, height: 120))
        #expect(controls[4].frame.center == Point(x: 640, y: 400))
    }

    @Test func goldenSmallReferenceScene() {
        // The same layout rule at a quarter of the size, so the golden stays small.
        var canvas = try! Frame.canvas(size: Size(width: 1280, height: 800), scale: 0.25)
        canvas.dithering = false
        ReferenceScene().draw(in: &canvas)
        let result = Golden.check(canvas.pixmap, area: "scenes", name: "reference-quarter")
        #expect(result.matches, "\(result)")
    }
}

/// The bench draws the reference scene straight onto a canvas (so "cold" frames are truly cold);
/// screenshots draw it as commands through the renderer. The two must agree.
@Suite struct ReferenceSceneAgreementTests {
    @Test func directAndCommandRendersMatch() {
        let size = Size(width: 640, height: 400)
        var direct = try! Frame.canvas(size: size, scale: 1)
        direct.dithering = false
        ReferenceScene(size: size).draw(in: &direct)
        var viaCommands = try! Frame.canvas(size: size, scale: 1)
        viaCommands.dithering = false
        Renderer().render(ReferenceScene(size: size).commands(), appearance: .dark, into: &viaCommands)
        let comparison = PixelDiff.compare(viaCommands.pixmap, direct.pixmap, tolerance: 2)
        #expect(comparison.differingPixels == 0, "max difference \(comparison.maxDifference)")
    }
}
