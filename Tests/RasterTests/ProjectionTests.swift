import Testing

@testable import Raster

/// A projective change of the plane, and a layer laid on the canvas through one.
struct ProjectionTests {
    @Test func anAffineProjectionAndItsInverseMoveAPointThereAndBack() throws {
        let p = Projection(AffineTransform(translationX: 10, y: -4).concatenating(AffineTransform(scaleX: 2, y: 3)))
        let moved = try #require(p.apply(Point(x: 1, y: 2)))
        #expect(moved == Point(x: 22, y: -6))
        let back = try #require(p.inverted?.apply(moved))
        #expect(abs(back.x - 1) < 1e-12 && abs(back.y - 2) < 1e-12)
        // Behind the eye (w ≤ 0) a point lands nowhere.
        #expect(Projection([1, 0, 0, 0, 1, 0, 0, 0, -1]).apply(Point(x: 3, y: 3)) == nil)
    }

    /// Through the identity the layer is the picture itself; through a translation by whole pixels,
    /// the picture moved, exactly.
    @Test func aLayerThroughAnIdentityOrAWholePixelShiftIsThePictureOrItMoved() throws {
        func draw(_ projection: Projection?) throws -> Pixmap {
            var canvas = try #require(Canvas(width: 40, height: 30))
            canvas.dithering = false
            let square = Rect(x: 5, y: 5, width: 10, height: 8)
            let fill: (inout Canvas) -> Void = {
                $0.fill(Rectangle(), in: square, with: .color(RGBA(red: 1, green: 0.5, blue: 0)))
            }
            if let projection {
                canvas.drawProjected(bounds: square, projection: projection, fill)
            } else {
                fill(&canvas)
            }
            return canvas.pixmap
        }
        let plain = try draw(nil)
        #expect(try draw(Projection(.identity)).pixels == plain.pixels)
        let moved = try draw(Projection(AffineTransform(translationX: 7, y: 3)))
        for y in 0..<30 {
            for x in 0..<40 {
                let expected = x >= 7 && y >= 3 ? plain.pixel(x: x - 7, y: y - 3) : 0
                #expect(moved.pixel(x: x, y: y) == expected, "(\(x), \(y))")
            }
        }
    }
}
