import Testing

@testable import Raster

@Suite struct ShapeTests {
    @Test func continuousCornerStraightEdgeStartsAtPublishedOffset() {
        let r = 20.0
        let rect = Rect(x: 0, y: 0, width: 200, height: 100)
        let path = RoundedRectangle(cornerRadius: r, style: .continuous).path(in: rect)
        guard case .move(let start) = path.elements.first else {
            Issue.record("path does not start with a move")
            return
        }
        #expect(abs(start.x - 1.528665 * r) < 1e-9)
        #expect(start.y == 0)
        // The first corner's first curve leaves the edge at 1.528665·r from the top-right corner.
        guard case .line(let edgeEnd) = path.elements[1] else {
            Issue.record("expected a straight top edge")
            return
        }
        #expect(abs((rect.maxX - edgeEnd.x) - 1.528665 * r) < 1e-9)
        #expect(edgeEnd.y == 0)
    }

    @Test func continuousCornersAreFullerThanASquareButSofterThanCircular() {
        // Continuous corners start earlier but hug the corner less at 45°, so a continuous rounded
        // rect's area sits between a circular corner of the same radius and a sharp rectangle.
        var rasterizer = Rasterizer()
        let clip = IntRect(x: 0, y: 0, width: 300, height: 300)
        let rect = Rect(x: 10, y: 10, width: 200, height: 120)
        let continuous = rasterizer.mask(
            for: RoundedRectangle(cornerRadius: 30, style: .continuous).path(in: rect), clip: clip
        ).area
        let circular = rasterizer.mask(for: RoundedRectangle(cornerRadius: 30).path(in: rect), clip: clip).area
        #expect(continuous < 200 * 120)
        #expect(continuous < circular)
        #expect(continuous > circular - 4 * 30 * 30 * 0.3)
    }

    @Test func continuousRadiusIsClampedToHalfTheSide() {
        let rect = Rect(x: 0, y: 0, width: 40, height: 40)
        let path = RoundedRectangle(cornerRadius: 100, style: .continuous).path(in: rect)
        let bounds = path.controlPointBounds
        #expect(abs(bounds.width - 40) < 1e-9)
        #expect(abs(bounds.height - 40) < 1e-9)
        guard case .move(let start) = path.elements.first else { return }
        #expect(abs(start.x - 20) < 1e-9)
    }

    @Test func insetShrinksShapesAndCornerRadius() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 50)
        let inset = RoundedRectangle(cornerRadius: 10).inset(by: 4)
        let bounds = inset.path(in: rect).controlPointBounds
        #expect(bounds == Rect(x: 4, y: 4, width: 92, height: 42))
        #expect(Circle().inset(by: 10).path(in: rect).controlPointBounds == Rect(x: 35, y: 10, width: 30, height: 30))
        #expect(Capsule().path(in: rect).controlPointBounds == rect)
    }

    @Test func arcsAreCircular() {
        var path = Path()
        path.addArc(center: Point(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * Double.pi)
        path.closeSubpath()
        for polygon in path.flattened(tolerance: 0.05) {
            for p in polygon {
                let d = (p - Point(x: 50, y: 50)).length
                #expect(abs(d - 40) < 0.1)
            }
        }
    }

    @Test func transformsCompose() {
        let t = AffineTransform(scale: 2, about: Point(x: 10, y: 10))
        #expect(t.apply(Point(x: 10, y: 10)) == Point(x: 10, y: 10))
        #expect(t.apply(Point(x: 11, y: 10)) == Point(x: 12, y: 10))
        let both = AffineTransform(translationX: 5, y: 0).concatenating(AffineTransform(scaleX: 2, y: 3))
        #expect(both.apply(Point(x: 1, y: 1)) == Point(x: 12, y: 3))
        let inverse = both.inverted!
        let back = inverse.apply(Point(x: 12, y: 3))
        #expect(abs(back.x - 1) < 1e-12 && abs(back.y - 1) < 1e-12)
    }
}
