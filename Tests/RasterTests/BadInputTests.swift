import Testing

@testable import Raster

@Suite struct BadInputTests {
    @Test func zeroAndNegativeSizesGiveNil() {
        #expect(Pixmap(width: 0, height: 0) == nil)
        #expect(Pixmap(width: -5, height: 10) == nil)
        #expect(Pixmap(width: 1 << 20, height: 1 << 20) == nil)
        #expect(Canvas(width: 0, height: 100) == nil)
        #expect(Mask(width: -1, height: 3) == nil)
        #expect(Mask(width: 2, height: 2, coverage: [1, 2, 3]) == nil)
    }

    @Test func nonFiniteGeometryDrawsNothing() {
        var canvas = Canvas(width: 20, height: 20)!
        let bad: [Rect] = [
            Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: .infinity, height: 10),
            Rect(x: 0, y: 0, width: -10, height: 10), Rect(x: 0, y: 0, width: 0, height: 0),
        ]
        for rect in bad {
            canvas.fill(Circle(), in: rect, with: .color(.white))
            canvas.fill(RoundedRectangle(cornerRadius: .nan, style: .continuous), in: rect, with: .color(.white))
            canvas.fill(Rectangle(), in: rect, with: .color(.white))
            canvas.stroke(Capsule(), in: rect, lineWidth: .nan, with: .color(.white))
        }
        #expect(canvas.pixmap.pixels.allSatisfy { $0 == 0 })
    }

    @Test func emptyPathsAndDegenerateTransformsDrawNothing() {
        var canvas = Canvas(width: 20, height: 20)!
        canvas.fill(Path(), with: .color(.white))
        canvas.transform = AffineTransform(scaleX: 0, y: 0)
        canvas.fill(Circle(), in: Rect(x: 0, y: 0, width: 10, height: 10), with: .color(.white))
        canvas.transform = AffineTransform(scaleX: .nan, y: 1)
        canvas.fill(Circle(), in: Rect(x: 0, y: 0, width: 10, height: 10), with: .color(.white))
        #expect(canvas.pixmap.pixels.allSatisfy { $0 == 0 })
        var rasterizer = Rasterizer()
        #expect(rasterizer.mask(for: Path(), clip: IntRect(x: 0, y: 0, width: 5, height: 5)).isEmpty)
        var arc = Path()
        arc.addArc(center: .zero, radius: .infinity, startAngle: 0, endAngle: 1)
        #expect(!arc.isValid)
        #expect(arc.flattened().isEmpty)
    }

    @Test func hugeAndFarAwayGeometryIsBounded() {
        var canvas = Canvas(width: 20, height: 20)!
        canvas.fill(Circle(), in: Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9), with: .color(.white))
        #expect(canvas.pixmap.pixels.allSatisfy { $0 == 0xFFFF_FFFF })
        var other = Canvas(width: 20, height: 20)!
        other.fill(Circle(), in: Rect(x: 1e12, y: 5, width: 10, height: 10), with: .color(.white))
        #expect(other.pixmap.pixels.allSatisfy { $0 == 0 })
    }

    @Test func wildColoursAreClamped() {
        var canvas = Canvas(width: 4, height: 4)!
        canvas.fill(
            Rectangle(), in: Rect(x: 0, y: 0, width: 4, height: 4),
            with: .color(RGBA(red: 3, green: -1, blue: .nan, alpha: 2)))
        #expect(canvas.pixmap.pixel(x: 1, y: 1) == 0xFFFF_0000)
        canvas.fill(Rectangle(), in: Rect(x: 0, y: 0, width: 4, height: 4), with: .color(.white), opacity: .nan)
        #expect(canvas.pixmap.pixel(x: 1, y: 1) == 0xFFFF_0000)
    }
}
