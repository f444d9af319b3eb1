import TestSupport
import Testing

@testable import Raster

/// One small deterministic scene per test, compared with a PNG under `Goldens/raster/`.
@Suite struct GoldenSceneTests {
    func canvas(_ width: Int = 96, _ height: Int = 96) -> Canvas {
        var canvas = Canvas(width: width, height: height)!
        canvas.dithering = false
        canvas.clear(RGBA(r8: 225, g8: 225, b8: 235))
        return canvas
    }

    @Test func shapes() {
        var c = canvas(160, 96)
        c.fill(Circle(), in: Rect(x: 6, y: 6, width: 40, height: 40), with: .color(RGBA(r8: 60, g8: 160, b8: 240)))
        c.fill(Ellipse(), in: Rect(x: 54, y: 10.5, width: 50, height: 30), with: .color(RGBA(r8: 30, g8: 80, b8: 120)))
        c.fill(Capsule(), in: Rect(x: 110, y: 8, width: 44, height: 20), with: .color(.black))
        c.fill(
            RoundedRectangle(cornerRadius: 14), in: Rect(x: 6, y: 52, width: 70, height: 38),
            with: .color(RGBA(r8: 50, g8: 60, b8: 65)))
        c.fill(
            RoundedRectangle(cornerRadius: 14, style: .continuous), in: Rect(x: 84, y: 52, width: 70, height: 38),
            with: .color(RGBA(r8: 50, g8: 60, b8: 65)))
        let result = Golden.check(c.pixmap, area: "raster", name: "shapes")
        #expect(result.matches, "\(result)")
    }

    @Test func gradientsAndStrokes() {
        var c = canvas()
        let gradient = LinearGradient(RGBA(r8: 60, g8: 160, b8: 240), RGBA(r8: 30, g8: 80, b8: 120))
        c.fill(Circle(), in: Rect(x: 8, y: 8, width: 80, height: 80), with: .linearGradient(gradient))
        c.stroke(
            Circle(), in: Rect(x: 8, y: 8, width: 80, height: 80), lineWidth: 4,
            with: .linearGradient(LinearGradient(RGBA(r8: 30, g8: 80, b8: 120), RGBA(r8: 60, g8: 160, b8: 240))))
        c.strokeBorder(
            RoundedRectangle(cornerRadius: 8), in: Rect(x: 28, y: 28, width: 40, height: 40), lineWidth: 3,
            with: .color(.white))
        let result = Golden.check(c.pixmap, area: "raster", name: "gradients-and-strokes")
        #expect(result.matches, "\(result)")
    }

    @Test func blendModesAndOpacity() {
        var c = canvas(160, 60)
        let modes: [BlendMode] = [.normal, .multiply, .screen, .overlay]
        for (i, mode) in modes.enumerated() {
            let x = Double(i) * 40
            c.fill(Rectangle(), in: Rect(x: x, y: 0, width: 40, height: 30), with: .color(RGBA(r8: 50, g8: 60, b8: 65)))
            c.fill(
                Circle(), in: Rect(x: x + 8, y: 14, width: 24, height: 24),
                with: .color(RGBA(red: 1, green: 0.5, blue: 0.2, alpha: 0.8)), blendMode: mode)
        }
        c.drawLayer(opacity: 0.5, blendMode: .overlay) { layer in
            layer.fill(Rectangle(), in: Rect(x: 0, y: 44, width: 160, height: 16), with: .color(.black))
        }
        let result = Golden.check(c.pixmap, area: "raster", name: "blend-modes")
        #expect(result.matches, "\(result)")
    }

    @Test func scaledAboutCentre() {
        var c = canvas()
        c.transform = AffineTransform(scale: 0.95, about: Point(x: 48, y: 48)).concatenating(
            AffineTransform(scaleX: 1, y: 1))
        c.fill(
            RoundedRectangle(cornerRadius: 10, style: .continuous), in: Rect(x: 8, y: 28, width: 80, height: 40),
            with: .color(RGBA(r8: 230, g8: 230, b8: 230)))
        c.stroke(
            RoundedRectangle(cornerRadius: 10, style: .continuous), in: Rect(x: 8, y: 28, width: 80, height: 40),
            lineWidth: 1, with: .color(.black))
        let result = Golden.check(c.pixmap, area: "raster", name: "scaled-about-centre")
        #expect(result.matches, "\(result)")
    }
}
