import TestSupport
import Testing

@testable import Raster

@Suite struct ShadowTests {
    static let offWhite = RGBA(r8: 225, g8: 225, b8: 235)

    func canvas(_ width: Int = 120, _ height: Int = 120, background: RGBA = offWhite) -> Canvas {
        var canvas = Canvas(width: width, height: height)!
        canvas.dithering = false
        canvas.clear(background)
        return canvas
    }

    /// Part 1's released circle: black·0.2 r10 (+10,+10), then white·0.7 r10 (−5,−5).
    static let part1Shadows = [
        Shadow<RGBA>(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.2), radius: 10, x: 10, y: 10),
        Shadow<RGBA>(color: RGBA(red: 1, green: 1, blue: 1, alpha: 0.7), radius: 10, x: -5, y: -5),
    ]

    @Test(arguments: ShadowComposition.allCases)
    func dropShadowGolden(composition: ShadowComposition) {
        var c = canvas()
        c.fill(
            Circle(), in: Rect(x: 30, y: 30, width: 60, height: 60), with: .color(Self.offWhite),
            shadows: Self.part1Shadows, composition: composition)
        let result = Golden.check(c.pixmap, area: "shadows", name: "drop-shadow-\(composition)")
        #expect(result.matches, "\(result)")
    }

    @Test func chainedShadowIsCastByTheShapeAndTheFirstShadow() {
        // `.shadow(black, +25).shadow(white, +25)`: chained, the white shadow is also cast by the
        // black one, so it appears 50 px from the shape; independent, only 25 px away (under black).
        let shadows = [
            Shadow<RGBA>(color: .black, radius: 2, x: 25, y: 25), Shadow<RGBA>(color: .white, radius: 2, x: 25, y: 25),
        ]
        let grey = RGBA(r8: 128, g8: 128, b8: 128)
        var chained = canvas(background: grey)
        var independent = canvas(background: grey)
        let rect = Rect(x: 20, y: 20, width: 40, height: 40)
        chained.fill(Circle(), in: rect, with: .color(grey), shadows: shadows, composition: .chained)
        independent.fill(Circle(), in: rect, with: .color(grey), shadows: shadows, composition: .independent)
        #expect(chained.pixmap.pixel(x: 90, y: 90) == 0xFFFF_FFFF)
        #expect(independent.pixmap.pixel(x: 90, y: 90) == grey.premultipliedPixel)
        // Where the black shadow lies, it is on top in both.
        #expect(chained.pixmap.pixel(x: 65, y: 65) == 0xFF00_0000)
        #expect(independent.pixmap.pixel(x: 65, y: 65) == 0xFF00_0000)
    }

    @Test func shadowIsTheBlurredShapeTintedAndOffset() {
        // A black shadow at full opacity under a shape drawn in the background colour: the darkening
        // of the background is exactly the blurred mask, shifted.
        var c = canvas(100, 100, background: .white)
        let rect = Rect(x: 30, y: 30, width: 40, height: 40)
        c.drawShadows(of: Rectangle().path(in: rect), shadows: [Shadow<RGBA>(color: .black, radius: 3, x: 7, y: -4)])
        var rasterizer = Rasterizer()
        var expected = rasterizer.mask(
            for: Rectangle().path(in: rect), clip: IntRect(x: 0, y: 0, width: 100, height: 100)
        ).blurred(sigma: 3)
        expected.origin = IntPoint(x: expected.origin.x + 7, y: expected.origin.y - 4)
        var worst = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let darkening = 255 - Int(PixelFormat.red(c.pixmap.pixel(x: x, y: y)))
                worst = max(worst, abs(darkening - Int(expected.value(atX: x, y: y))))
            }
        }
        #expect(worst <= 1)
    }

    @Test func innerShadowGolden() {
        var c = canvas()
        let rect = Rect(x: 20, y: 20, width: 80, height: 80)
        c.fill(Circle(), in: rect, with: .color(Self.offWhite))
        c.drawInnerShadow(
            Shadow<RGBA>(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.3), radius: 4, x: 3, y: 3),
            in: Circle().path(in: rect))
        c.drawInnerShadow(
            Shadow<RGBA>(color: RGBA(red: 1, green: 1, blue: 1, alpha: 0.9), radius: 4, x: -3, y: -3),
            in: Circle().path(in: rect))
        let result = Golden.check(c.pixmap, area: "shadows", name: "inner-shadow")
        #expect(result.matches, "\(result)")
        // Nothing leaks outside the circle.
        #expect(c.pixmap.pixel(x: 18, y: 60) == Self.offWhite.premultipliedPixel)
        // The top-left inside edge is darker than the centre (the dark shadow sits up-left when the
        // outside is offset down-right).
        #expect(c.pixmap.color(x: 30, y: 45).red < c.pixmap.color(x: 60, y: 60).red)
    }

    @Test func maskedBlurredStrokeGolden() {
        // Part 1's pressed look: a grey 4-pt stroke blurred 4, offset (2,2), masked by black → clear.
        var c = canvas()
        let rect = Rect(x: 20, y: 20, width: 80, height: 80)
        c.fill(Circle(), in: rect, with: .color(Self.offWhite))
        let gradientMask = LinearGradient(RGBA.black, RGBA.clear)
        c.drawLayer(mask: .layer({ m in m.fill(Circle(), in: rect, with: .linearGradient(gradientMask)) })) { layer in
            layer.drawLayer(blur: 4) { blurred in
                blurred.stroke(
                    Circle(), in: rect.offsetBy(dx: 2, dy: 2), lineWidth: 4,
                    with: .color(RGBA(r8: 128, g8: 128, b8: 128)))
            }
        }
        let result = Golden.check(c.pixmap, area: "shadows", name: "masked-blurred-stroke")
        #expect(result.matches, "\(result)")
        // The mask fades the stroke out towards the bottom-right.
        let topLeft = c.pixmap.color(x: 36, y: 36)
        let bottomRight = c.pixmap.color(x: 86, y: 86)
        #expect(topLeft.red < bottomRight.red)
    }

    @Test func extremeSigmaSoftensSteadilyAndIsCapped() {
        func render(radius: Double) -> Pixmap {
            var c = canvas(200, 200)
            c.maskCache = MaskCache(byteCap: 8 << 20)
            c.fill(
                RoundedRectangle(cornerRadius: 10), in: Rect(x: 50, y: 50, width: 100, height: 60),
                with: .color(Self.offWhite),
                shadows: [
                    Shadow<RGBA>(color: .black, radius: radius, x: 10, y: 10),
                    Shadow<RGBA>(color: .white, radius: radius, x: -10, y: -10),
                ])
            return c.pixmap
        }
        let background = PixelFormat.red(Self.offWhite.premultipliedPixel)
        // (155, 115) lies under the dark shadow alone: black while σ is below a blur's reach, then a
        // shade that lightens as σ grows (the same coverage spread thinner), never the background.
        var previous: UInt32 = 0
        for radius in [0.0, 0.2, 50, 200] {
            let pixmap = render(radius: radius)
            let red = PixelFormat.red(pixmap.pixel(x: 155, y: 115))
            #expect(red >= previous && red < background, "radius \(radius): red \(red)")
            previous = red
            // The opaque fill covers its shadows.
            #expect(pixmap.pixel(x: 100, y: 80) == Self.offWhite.premultipliedPixel)
            if radius < GaussianBlur.copyBelowSigma {
                #expect(pixmap.pixel(x: 155, y: 115) == RGBA.black.premultipliedPixel)
                #expect(pixmap.pixel(x: 45, y: 45) == RGBA.white.premultipliedPixel)
            }
        }
        #expect(previous > 0)
        // σ is capped in device pixels where the blur caps it, whatever the scale.
        var scaled = canvas(10, 10)
        scaled.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(scaled.deviceSigma(forRadius: 200) == 400)
        #expect(scaled.deviceSigma(forRadius: 300) == GaussianBlur.maxSigma)
        #expect(scaled.deviceSigma(forRadius: .infinity) == GaussianBlur.maxSigma)
    }

    @Test(arguments: [(-500.0, -500.0), (500, 500), (-500, 300), (0, 0)])
    func extremeOffsets(offset: (Double, Double)) {
        var c = canvas(200, 200, background: .white)
        c.drawShadows(
            of: Circle().path(in: Rect(x: 60, y: 60, width: 80, height: 80)),
            shadows: [Shadow<RGBA>(color: .black, radius: 20, x: offset.0, y: offset.1)])
        let darkened = c.pixmap.pixels.contains { $0 != 0xFFFF_FFFF }
        // Shifted 500 px away, the shadow leaves the 200 px canvas entirely.
        #expect(darkened == (offset.0 == 0 && offset.1 == 0))
    }

    @Test func shapesOffCanvasStillCastShadowsOntoIt() {
        var c = canvas(100, 100, background: .white)
        // The circle is wholly outside, to the left; its shadow is offset 60 px right, onto the canvas.
        c.drawShadows(
            of: Circle().path(in: Rect(x: -70, y: 20, width: 60, height: 60)),
            shadows: [Shadow<RGBA>(color: .black, radius: 5, x: 60, y: 0)])
        #expect(PixelFormat.red(c.pixmap.pixel(x: 10, y: 50)) < 40)
        // And a gigantic shape does not allocate a gigantic mask.
        let cache = MaskCache()
        c.maskCache = cache
        c.drawShadows(
            of: Circle().path(in: Rect(x: -50_000, y: -50_000, width: 100_000, height: 100_000)),
            shadows: [Shadow<RGBA>(color: .black, radius: 30, x: 0, y: 0)])
        #expect(cache.peakBytes < 2 << 20)
    }

    @Test func cacheHitsOnRepeatAndIgnoresColourAndPosition() {
        let cache = MaskCache()
        var c = canvas(300, 120)
        c.maskCache = cache
        let shadows = [Shadow<RGBA>(color: .black, radius: 6, x: 4, y: 4)]
        c.fill(Circle(), in: Rect(x: 10, y: 10, width: 60, height: 60), with: .color(.white), shadows: shadows)
        let misses = cache.misses
        // Same geometry elsewhere (whole-pixel move) and in another colour: no new masks.
        c.fill(
            Circle(), in: Rect(x: 150, y: 40, width: 60, height: 60), with: .color(.black),
            shadows: [Shadow<RGBA>(color: RGBA(red: 1, green: 0, blue: 0), radius: 6, x: 4, y: 4)])
        #expect(cache.misses == misses)
        #expect(cache.hits >= 2)
        // A new σ is a new mask.
        c.fill(
            Circle(), in: Rect(x: 150, y: 40, width: 60, height: 60), with: .color(.black),
            shadows: [Shadow<RGBA>(color: .black, radius: 7, x: 4, y: 4)])
        #expect(cache.misses == misses + 1)
    }

    @Test func evictionKeepsBytesUnderTheCap() {
        let cap = 200_000
        let cache = MaskCache(byteCap: cap)
        var c = canvas(200, 200)
        c.maskCache = cache
        for i in 0..<60 {
            c.drawShadows(
                of: Circle().path(in: Rect(x: 40, y: 40, width: 100, height: 100)),
                shadows: [Shadow<RGBA>(color: .black, radius: Double(i) * 0.5 + 1)])
            #expect(cache.bytes <= cap)
        }
        #expect(cache.evictions > 0)
        // The most recent blur and the coverage (used by every draw) survived eviction…
        let (hits, misses) = (cache.hits, cache.misses)
        c.drawShadows(
            of: Circle().path(in: Rect(x: 40, y: 40, width: 100, height: 100)),
            shadows: [Shadow<RGBA>(color: .black, radius: 59 * 0.5 + 1)])
        #expect(cache.hits == hits + 2)
        #expect(cache.misses == misses)
        // …while the least recently used blur (the first one) was evicted: only it is made again.
        c.drawShadows(
            of: Circle().path(in: Rect(x: 40, y: 40, width: 100, height: 100)),
            shadows: [Shadow<RGBA>(color: .black, radius: 1)])
        #expect(cache.hits == hits + 3)
        #expect(cache.misses == misses + 1)
    }

    @Test func cssBlurIsTwiceSigma() {
        #expect(ShadowRadius.cssBlur(forRadius: 10) == 20)
        #expect(ShadowRadius.sigma(forRadius: 10) == 10)
    }
}
