import Testing

@testable import Raster

@Suite struct PaintTests {
    func horizontalGradient(dithered: Bool) -> Pixmap {
        var canvas = Canvas(width: 256, height: 4)!
        canvas.dithering = dithered
        let gradient = LinearGradient(
            RGBA(r8: 50, g8: 60, b8: 65), RGBA(r8: 25, g8: 25, b8: 30), startPoint: .leading, endPoint: .trailing)
        // Start and end points land on the first and last pixel centres.
        canvas.fill(
            Rectangle(), in: Rect(x: 0, y: 0, width: 256, height: 4), with: .linearGradient(gradient))
        canvas.fill(Rectangle(), in: Rect(x: 0, y: 0, width: 1, height: 4), with: .color(.clear), opacity: 0)
        return canvas.pixmap
    }

    @Test(arguments: [false, true])
    func gradientHitsItsEndColoursExactly(dithered: Bool) {
        var canvas = Canvas(width: 101, height: 3)!
        canvas.dithering = dithered
        let start = RGBA(r8: 50, g8: 60, b8: 65)
        let end = RGBA(r8: 25, g8: 25, b8: 30)
        let gradient = LinearGradient(
            gradient: Gradient(colors: [start, end]), startPoint: UnitPoint(x: 0.5 / 101, y: 0),
            endPoint: UnitPoint(x: 100.5 / 101, y: 0))
        canvas.fill(Rectangle(), in: Rect(x: 0, y: 0, width: 101, height: 3), with: .linearGradient(gradient))
        for y in 0..<3 {
            #expect(canvas.pixmap.pixel(x: 0, y: y) == start.premultipliedPixel)
            #expect(canvas.pixmap.pixel(x: 100, y: y) == end.premultipliedPixel)
        }
    }

    @Test func unditheredGradientIsMonotone() {
        let pixmap = horizontalGradient(dithered: false)
        for x in 1..<256 {
            let a = pixmap.pixel(x: x - 1, y: 1)
            let b = pixmap.pixel(x: x, y: 1)
            #expect(PixelFormat.red(b) <= PixelFormat.red(a))
            #expect(PixelFormat.green(b) <= PixelFormat.green(a))
            #expect(PixelFormat.blue(b) <= PixelFormat.blue(a))
        }
    }

    @Test func ditheredGradientAveragesToTheTrueValue() {
        // Over a 4×4 tile, ordered dithering must keep the mean of the undithered colour.
        let dithered = horizontalGradient(dithered: true)
        let exact = Gradient(colors: [RGBA(r8: 50, g8: 60, b8: 65), RGBA(r8: 25, g8: 25, b8: 30)])
        for tile in stride(from: 0, to: 252, by: 36) {
            var sum = 0.0
            var truth = 0.0
            for y in 0..<4 {
                for x in tile..<(tile + 4) {
                    sum += Double(PixelFormat.green(dithered.pixel(x: x, y: y)))
                    truth += exact.premultipliedColor(at: (Double(x) + 0.5) / 256).g * 255
                }
            }
            #expect(abs(sum - truth) / 16 < 0.6, "tile at \(tile)")
        }
    }

    @Test func gradientWithManyStops() {
        let gradient = Gradient(stops: [
            GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 0.5),
            GradientStop(color: RGBA(red: 1, green: 0, blue: 0), location: 1),
        ])
        let middle = gradient.premultipliedColor(at: 0.5)
        #expect(middle.r == 1 && middle.g == 1 && middle.b == 1)
        let quarter = gradient.premultipliedColor(at: 0.25)
        #expect(abs(quarter.g - 0.5) < 1e-12)
        let end = gradient.premultipliedColor(at: 2)
        #expect(end.r == 1 && end.g == 0)
    }

    @Test func imagePaintSamplesPixelsAndClipsToAShape() {
        var image = Pixmap(width: 2, height: 2)!
        image.pixels = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF]
        var canvas = Canvas(width: 40, height: 40)!
        let frame = Rect(x: 0, y: 0, width: 40, height: 40)
        canvas.drawLayer(mask: .path(Circle().path(in: frame), .nonZero)) { layer in
            layer.draw(image, in: frame)
        }
        // Halfway down the left edge: red over blue, 52.5 % of the way (the image is 2 px over 40).
        let middle = canvas.pixmap.pixel(x: 5, y: 20)
        #expect(PixelFormat.alpha(middle) == 255 && PixelFormat.green(middle) == 0)
        #expect(abs(Int(PixelFormat.red(middle)) - 121) <= 1 && abs(Int(PixelFormat.blue(middle)) - 134) <= 1)
        #expect(canvas.pixmap.pixel(x: 1, y: 1) == 0)  // outside the circle
        #expect(canvas.pixmap.pixel(x: 8, y: 8) == 0xFFFF_0000)  // top-left corner samples only red
        #expect(canvas.pixmap.pixel(x: 31, y: 31) == 0xFFFF_FFFF)
    }
}
