import Testing

@testable import Raster

/// Values worked out by hand from the W3C Compositing formulas.
@Suite struct BlendModeTests {
    func pixel(_ a: UInt32, _ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 {
        PixelFormat.pack(a: a, r: r, g: g, b: b)
    }

    @Test func multiplyOpaque() {
        // 0.4 × 0.5 = 0.2 → 51; 1 × 0.2 = 0.2 → 51; 0 × x = 0.
        let result = BlendMode.multiply.blend(pixel(255, 102, 255, 0), onto: pixel(255, 128, 51, 200))
        #expect(PixelFormat.red(result) == 51)  // 102·128/255 = 51.2
        #expect(PixelFormat.green(result) == 51)
        #expect(PixelFormat.blue(result) == 0)
        #expect(PixelFormat.alpha(result) == 255)
    }

    @Test func screenOpaque() {
        // screen(0.4, 0.5) = 0.4 + 0.5 − 0.2 = 0.7 → 178.6 → 179 (in 8-bit: 102+128−51.2=178.8)
        let result = BlendMode.screen.blend(pixel(255, 102, 0, 255), onto: pixel(255, 128, 77, 10))
        #expect(PixelFormat.red(result) == 179)
        #expect(PixelFormat.green(result) == 77)
        #expect(PixelFormat.blue(result) == 255)
    }

    @Test func overlayOpaque() {
        // Backdrop 0.2 (dark): 2·Cs·Cb = 2·0.6·0.2 = 0.24 → 61.2
        // Backdrop 0.8 (light): screen(Cs, 2Cb−1) = 0.6 + 0.6 − 0.36 = 0.84 → 214.2
        let dark = BlendMode.overlay.blend(pixel(255, 153, 153, 153), onto: pixel(255, 51, 51, 51))
        #expect(PixelFormat.red(dark) == 61)
        let light = BlendMode.overlay.blend(pixel(255, 153, 153, 153), onto: pixel(255, 204, 204, 204))
        #expect(PixelFormat.red(light) == 214)
    }

    @Test func overlayWithTranslucentSource() {
        // αs = 0.5, cs = 0.5 (white at half), αb = 1, cb = 0.8:
        // co = cs(1−αb) + cb(1−αs) + [2cb > αb → αs·αb − 2(αb−cb)(αs−cs)] = 0 + 0.4 + 0.5 − 0 = 0.9 → 229.5
        let result = BlendMode.overlay.blend(pixel(128, 128, 128, 128), onto: pixel(255, 204, 204, 204))
        #expect(abs(Int(PixelFormat.red(result)) - 229) <= 1)
        #expect(PixelFormat.alpha(result) == 255)
        // Black at half over a dark backdrop (2cb ≤ αb): co = 0.2·0.5 + 2·0·0.2 = 0.1 → 25.5
        let darker = BlendMode.overlay.blend(pixel(128, 0, 0, 0), onto: pixel(255, 51, 51, 51))
        #expect(abs(Int(PixelFormat.red(darker)) - 25) <= 1)
    }

    @Test func sourceOverHalfWhiteOnBlack() {
        let result = BlendMode.normal.blend(pixel(128, 128, 128, 128), onto: pixel(255, 0, 0, 0))
        #expect(result == pixel(255, 128, 128, 128))
    }

    @Test func layerOpacityAndBlendApplyToTheWholeLayer() {
        var canvas = Canvas(width: 10, height: 10)!
        canvas.clear(RGBA(r8: 51, g8: 51, b8: 51))
        canvas.drawLayer(opacity: 0.5) { layer in
            layer.fill(Rectangle(), in: Rect(x: 0, y: 0, width: 10, height: 10), with: .color(.white))
            layer.fill(Rectangle(), in: Rect(x: 0, y: 0, width: 10, height: 10), with: .color(.white))
        }
        // Two whites in one layer at 0.5 = one white at 0.5, not 0.75.
        #expect(PixelFormat.red(canvas.pixmap.pixel(x: 5, y: 5)) == 153)
    }
}
