import Testing

@testable import Raster

/// Each colour filter on one opaque and one half-transparent pixel, worked by hand.
///
/// The opaque pixel is straight (0.8, 0.4, 0.2) = bytes (204, 102, 51); the half-transparent one is the
/// same colour at α = 128 (premultiplied 102, 51, 26). Bytes are × 255, one level of slack for rounding.
@Suite struct ColorFilterTests {
    static func pixel(_ a: UInt32, _ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 {
        PixelFormat.pack(a: a, r: r, g: g, b: b)
    }
    static let opaque = pixel(255, 204, 102, 51)
    static let half = pixel(128, 102, 51, 26)

    func filtered(_ filters: [ColorFilter], _ p: UInt32) -> UInt32 {
        var pixmap = Pixmap(width: 1, height: 1, pixels: [p])!
        ColorFilter.apply(filters, to: &pixmap)
        return pixmap.pixels[0]
    }

    func expectFilter(
        _ filters: [ColorFilter], _ p: UInt32, _ expected: UInt32, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let result = filtered(filters, p)
        for shift: UInt32 in [24, 16, 8, 0] {
            let got = Int((result >> shift) & 0xFF)
            let want = Int((expected >> shift) & 0xFF)
            #expect(
                abs(got - want) <= 1, "\(filters) channel \(shift): \(got) ≠ \(want)", sourceLocation: sourceLocation)
        }
    }

    @Test func colorInvert() {
        // 1 − (0.8, 0.4, 0.2) = (0.2, 0.6, 0.8); at α 0.5: (0.1, 0.3, 0.4) premultiplied.
        expectFilter([.colorInvert], Self.opaque, Self.pixel(255, 51, 153, 204))
        expectFilter([.colorInvert], Self.half, Self.pixel(128, 26, 77, 102))
    }

    @Test func luminanceToAlpha() {
        // α = 0.2125·0.8 + 0.7154·0.4 + 0.0721·0.2 = 0.17 + 0.2862 + 0.0144 = 0.4706, colour black. The
        // pixel's own alpha plays no part (SVG's matrix has no A term), so both give the same.
        expectFilter([.luminanceToAlpha], Self.opaque, Self.pixel(120, 0, 0, 0))
        expectFilter([.luminanceToAlpha], Self.half, Self.pixel(120, 0, 0, 0))
    }

    @Test func saturation() {
        // Grey = 0.213·0.8 + 0.715·0.4 + 0.072·0.2 = 0.4708. saturate(s) is grey + s·(colour − grey):
        // s = 0 → 0.4708 everywhere; s = 0.5 → (0.6354, 0.4354, 0.3354).
        expectFilter([.saturation(0)], Self.opaque, Self.pixel(255, 120, 120, 120))
        expectFilter([.saturation(0.5)], Self.opaque, Self.pixel(255, 162, 111, 86))
        // At α 0.5: 0.5·(0.6354, 0.4354, 0.3354).
        expectFilter([.saturation(0.5)], Self.half, Self.pixel(128, 81, 56, 43))
        expectFilter([.saturation(1)], Self.opaque, Self.opaque)
    }

    @Test func grayscaleIsSaturationTurnedDown() {
        // grayscale(1) = saturation(0); grayscale(0.5) = saturation(0.5).
        expectFilter([.grayscale(1)], Self.opaque, Self.pixel(255, 120, 120, 120))
        expectFilter([.grayscale(0.5)], Self.half, Self.pixel(128, 81, 56, 43))
        expectFilter([.grayscale(0)], Self.opaque, Self.opaque)
    }

    @Test func brightness() {
        // + 0.1: (0.9, 0.5, 0.3); at α 0.5: (0.45, 0.25, 0.15).
        expectFilter([.brightness(0.1)], Self.opaque, Self.pixel(255, 230, 128, 77))
        expectFilter([.brightness(0.1)], Self.half, Self.pixel(128, 115, 64, 38))
        // 1 is white, −1 black.
        expectFilter([.brightness(1)], Self.opaque, Self.pixel(255, 255, 255, 255))
        expectFilter([.brightness(-1)], Self.half, Self.pixel(128, 0, 0, 0))
    }

    @Test func contrast() {
        // (c − 0.5)·2 + 0.5: (1.1 → 1, 0.3, −0.1 → 0); contrast 0 is mid-grey.
        expectFilter([.contrast(2)], Self.opaque, Self.pixel(255, 255, 77, 0))
        expectFilter([.contrast(0)], Self.half, Self.pixel(128, 64, 64, 64))
        // −1 inverts about grey: 1 − c, as colorInvert.
        expectFilter([.contrast(-1)], Self.opaque, Self.pixel(255, 51, 153, 204))
    }

    @Test func hueRotation() {
        // 180°: cos −1, sin 0, so the rows are (−0.574, 1.43, 0.144), (0.426, 0.43, 0.144),
        // (0.426, 1.43, −0.856): R = −0.4592 + 0.572 + 0.0288 = 0.1416, G = 0.3408 + 0.172 + 0.0288 = 0.5416,
        // B = 0.3408 + 0.572 − 0.1712 = 0.7416.
        expectFilter([.hueRotation(degrees: 180)], Self.opaque, Self.pixel(255, 36, 138, 189))
        expectFilter([.hueRotation(degrees: 180)], Self.half, Self.pixel(128, 18, 69, 94))
        // A whole turn, and none, change nothing.
        expectFilter([.hueRotation(degrees: 360)], Self.opaque, Self.opaque)
        expectFilter([.hueRotation(degrees: 0)], Self.half, Self.half)
    }

    @Test func colorMultiply() {
        // × (0.5, 1, 0, α 0.5): straight (0.4, 0.4, 0) at α 0.5 → premultiplied (0.2, 0.2, 0).
        let tint = ColorFilter.colorMultiply(RGBA(red: 0.5, green: 1, blue: 0, alpha: 0.5))
        expectFilter([tint], Self.opaque, Self.pixel(128, 51, 51, 0))
        // The half pixel's alpha halves again: α 0.25, colour (0.1, 0.1, 0).
        expectFilter([tint], Self.half, Self.pixel(64, 26, 26, 0))
    }

    @Test func chainsApplyFirstToLast() {
        // Grey 0.4708, then inverted: 0.5292. The other way round: invert (0.2, 0.6, 0.8), then its
        // grey 0.213·0.2 + 0.715·0.6 + 0.072·0.8 = 0.5292 too (saturate keeps the grey axis).
        expectFilter([.saturation(0), .colorInvert], Self.opaque, Self.pixel(255, 135, 135, 135))
        // Brightness then contrast: (0.9, 0.5, 0.3) → (1.3 → 1, 0.5, 0.1); contrast then brightness:
        // (1.1, 0.3, −0.1) + 0.1 = (1.2 → 1, 0.4, 0): the order shows.
        expectFilter([.brightness(0.1), .contrast(2)], Self.opaque, Self.pixel(255, 255, 128, 26))
        expectFilter([.contrast(2), .brightness(0.1)], Self.opaque, Self.pixel(255, 255, 102, 0))
    }

    @Test func transparentPixelsStayTransparentAndBadAmountsDoNotTrap() {
        #expect(filtered([.brightness(1), .luminanceToAlpha], 0) == 0)
        #expect(filtered([.colorInvert, .luminanceToAlpha], 0) == 0)
        let extreme = filtered([.contrast(.infinity), .brightness(.nan), .saturation(-1e300)], Self.opaque)
        #expect(PixelFormat.red(extreme) <= PixelFormat.alpha(extreme))
    }

    @Test func onlyTheRegionIsFiltered() {
        var pixmap = Pixmap(width: 3, height: 1, pixels: [Self.opaque, Self.opaque, Self.opaque])!
        ColorFilter.colorInvert.apply(to: &pixmap, in: IntRect(x: 1, y: 0, width: 5, height: 1))
        #expect(pixmap.pixels == [Self.opaque, Self.pixel(255, 51, 153, 204), Self.pixel(255, 51, 153, 204)])
    }

    @Test func aLayersFiltersApplyBeforeItsOpacity() {
        var canvas = Canvas(width: 4, height: 4)!
        canvas.clear(.black)
        canvas.drawLayer(opacity: 0.5, filters: [.colorInvert]) { layer in
            layer.fill(Rectangle(), in: Rect(x: 0, y: 0, width: 2, height: 4), with: .color(.white))
        }
        // Inverted white is black; the rest of the layer is transparent and stays so.
        #expect(canvas.pixmap.pixel(x: 0, y: 0) == Self.pixel(255, 0, 0, 0))
        #expect(canvas.pixmap.pixel(x: 3, y: 0) == Self.pixel(255, 0, 0, 0))
        var red = Canvas(width: 2, height: 2)!
        red.clear(.black)
        red.drawLayer(opacity: 0.5, filters: [.hueRotation(degrees: 0), .colorInvert]) { layer in
            layer.fill(
                Rectangle(), in: Rect(x: 0, y: 0, width: 2, height: 2), with: .color(RGBA(red: 1, green: 0, blue: 0)))
        }
        // Red inverted is cyan (0, 1, 1), at half over black: (0, 128, 128).
        #expect(red.pixmap.pixel(x: 1, y: 1) == Self.pixel(255, 0, 128, 128))
    }
}
