import Testing

@testable import Raster

/// A placed image is a cache of what drawing the image samples: drawing it must give the same pixels.
@Suite struct PlacedImageTests {
    /// A 7×5 image with every pixel different, some translucent.
    private func image() -> Pixmap {
        var image = Pixmap(width: 7, height: 5)!
        for i in image.pixels.indices {
            let a = UInt32(255 - (i % 4) * 40)
            let c = UInt32(i * 37 % 256) * a / 255
            image.pixels[i] = a << 24 | c << 16 | (a - c / 2) << 8 | c / 3
        }
        return image
    }

    /// Fractional and whole-pixel rects, up- and downscaled, at scales 1 and 2, on a canvas and on a layer's.
    @Test(
        arguments: [
            (Rect(x: 3.3, y: 2.6, width: 41.5, height: 17.25), 1.0), (Rect(x: 4, y: 3, width: 7, height: 5), 1.0),
            (Rect(x: 10.5, y: 1, width: 3.2, height: 2.1), 2.0), (Rect(x: -6, y: -4, width: 90, height: 60), 2.0),
        ] as [(Rect, Double)])
    func drawsWhatTheImageDraws(rect: Rect, scale: Double) {
        let image = image()
        for origin in [IntPoint.zero, IntPoint(x: 5, y: 3)] {
            var direct = Canvas(pixmap: Pixmap(width: 64, height: 40)!, origin: origin)
            direct.transform = AffineTransform(scaleX: scale, y: scale)
            direct.clear(RGBA(red: 0.2, green: 0.5, blue: 0.7, alpha: 1))
            var cached = direct
            direct.draw(image, in: rect, opacity: 0.6)
            guard let placed = cached.placed(image, in: rect) else {
                Issue.record("nothing placed for \(rect)")
                continue
            }
            cached.draw(placed, in: rect, opacity: 0.6)
            #expect(cached.pixmap.pixels == direct.pixmap.pixels, "\(rect) at scale \(scale), origin \(origin)")
        }
    }

    @Test func rotatedTransformIsNotPlaced() {
        var canvas = Canvas(width: 20, height: 20)!
        canvas.transform = AffineTransform(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 10, ty: 0)
        #expect(canvas.placed(image(), in: Rect(x: 0, y: 0, width: 8, height: 8)) == nil)
    }
}
