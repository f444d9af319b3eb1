import Raster
import Style
import TestSupport
import Testing

@testable import Render

/// Text as solid blocks, one 6 × 10 point cell per character, so where text lands is exact.
final class BlockGlyphs: GlyphSource {
    static let cell = Size(width: 6, height: 10)

    func size(of text: String, font: Font) -> Size {
        Size(width: Self.cell.width * Double(text.count), height: Self.cell.height)
    }

    func mask(for text: String, font: Font, scale: Double) -> Mask? {
        let size = self.size(of: text, font: font)
        let (width, height) = (Int(size.width * scale), Int(size.height * scale))
        return Mask(width: width, height: height, coverage: [UInt8](repeating: 255, count: width * height))
    }
}

/// One named image: 2 × 2 opaque pixels.
final class OneImage: ImageSource {
    static let pixmap = Pixmap(width: 2, height: 2, pixels: [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF])!

    func image(named name: String) -> Pixmap? { name == "tile" ? Self.pixmap : nil }
}

@Suite struct RendererTests {
    static let size = (width: 120, height: 80)
    static let background = RGBA(r8: 225, g8: 225, b8: 235)

    func canvas(scale: Double = 1) -> Canvas {
        var canvas = Canvas(width: Int(Double(Self.size.width) * scale), height: Int(Double(Self.size.height) * scale))!
        canvas.dithering = false
        canvas.transform = AffineTransform(scaleX: scale, y: scale)
        return canvas
    }

    func render(_ commands: [DrawCommand], _ appearance: Appearance = .light, with renderer: Renderer = Renderer())
        -> Pixmap
    {
        var canvas = canvas()
        renderer.render(commands, appearance: appearance, into: &canvas)
        return canvas.pixmap
    }

    /// The device pixels (x, y) where `pixmap` is not transparent.
    func painted(_ pixmap: Pixmap) -> Set<[Int]> {
        var out: Set<[Int]> = []
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width where pixmap.pixel(x: x, y: y) != 0 { out.insert([x, y]) }
        }
        return out
    }

    func pixels(in rect: IntRect) -> Set<[Int]> {
        Set((rect.y..<rect.maxY).flatMap { y in (rect.x..<rect.maxX).map { [$0, y] } })
    }

    /// Every kind of command in one small frame at scale 2, dark scheme.
    @Test func everyCommandKindGolden() {
        let renderer = Renderer(glyphs: BlockGlyphs(), images: OneImage())
        var canvas = canvas(scale: 2)
        let button = Rect(x: 14, y: 14, width: 40, height: 40)
        let commands: [DrawCommand] = [
            .fill(Rectangle(), in: Rect(x: 0, y: 0, width: 120, height: 80), .linear(.darkStart, .darkEnd)),
            .fill(
                Circle(), in: button, .color(.darkEnd),
                shadows: [
                    Shadow(color: .darkStart, radius: 6, x: -4, y: -4), Shadow(color: .black, radius: 6, x: 4, y: 4),
                ]),
            .stroke(Circle(), in: button, .linear(.lightStart, .lightEnd), lineWidth: 3),
            .icon(.heartFill, in: button.insetBy(dx: 8, dy: 9), color: .white),
            .fill(RoundedRectangle(cornerRadius: 6), in: Rect(x: 66, y: 14, width: 40, height: 24), .color(.darkEnd)),
            .innerShadow(
                RoundedRectangle(cornerRadius: 6), in: Rect(x: 66, y: 14, width: 40, height: 24),
                Shadow(color: .black, radius: 3, x: 2, y: 2)),
            .text("ab", font: .body, color: .lightStart, origin: Point(x: 80, y: 21)),
            .layer(Layer([.image("tile", in: Rect(x: 66, y: 48, width: 16, height: 16), opacity: 1)], opacity: 0.5)),
            .layer(
                Layer(
                    [.stroke(Capsule(), in: Rect(x: 88, y: 48, width: 20, height: 16), .color(.white), lineWidth: 2)],
                    blur: 1.5)),
        ]
        renderer.render(commands, appearance: .dark, into: &canvas)
        let result = Golden.check(canvas.pixmap, area: "renderer", name: "every-command")
        #expect(result.matches, "\(result)")
    }

    @Test func commandsAreDrawnInOrderLaterOnTop() {
        let red = DrawCommand.fill(Rectangle(), in: Rect(x: 10, y: 10, width: 50, height: 40), .color(.red))
        let blue = DrawCommand.fill(Circle(), in: Rect(x: 40, y: 20, width: 40, height: 40), .color(.blue))
        let overlap = (x: 50, y: 40)
        let redOnTop = render([blue, red])
        let blueOnTop = render([red, blue])
        #expect(redOnTop.pixel(x: overlap.x, y: overlap.y) == Color.red.resolve(in: .light).premultipliedPixel)
        #expect(blueOnTop.pixel(x: overlap.x, y: overlap.y) == Color.blue.resolve(in: .light).premultipliedPixel)
        // Outside the overlap the order changes nothing.
        #expect(redOnTop.pixel(x: 15, y: 15) == blueOnTop.pixel(x: 15, y: 15))
        #expect(redOnTop.pixel(x: 75, y: 40) == blueOnTop.pixel(x: 75, y: 40))
    }

    /// A layer's colour filters change only what it drew, before its opacity: a red square inverted is
    /// cyan, at half opacity (128) over white (255·127/255, 255, 255), and the white around it is untouched.
    @Test func aLayersFiltersChangeItsPixelsBeforeCompositing() {
        let square = DrawCommand.fill(
            Rectangle(), in: Rect(x: 20, y: 20, width: 30, height: 30), .color(Color(red: 1, green: 0, blue: 0)))
        let commands: [DrawCommand] = [
            .fill(Rectangle(), in: Rect(x: 0, y: 0, width: 120, height: 80), .color(.white)),
            .layer(Layer([square], opacity: 0.5, filters: [.colorInvert])),
            .layer(Layer([square], filters: [.grayscale(1)], offset: Point(x: 50, y: 0))),
        ]
        let rendered = render(commands)
        #expect(rendered.pixel(x: 35, y: 35) == PixelFormat.pack(a: 255, r: 127, g: 255, b: 255))
        #expect(rendered.pixel(x: 10, y: 10) == RGBA.white.premultipliedPixel)
        // Red's grey: 0.213 → 54.
        #expect(rendered.pixel(x: 85, y: 35) == PixelFormat.pack(a: 255, r: 54, g: 54, b: 54))
    }

    /// The renderer draws shadows as the raster layer does for the command's composition: chained
    /// (SwiftUI: the second shadow is cast by the shape and the first shadow) or independent (CSS).
    @Test(arguments: ShadowComposition.allCases)
    func shadowCompositionIsTheCommands(composition: ShadowComposition) {
        let rect = Rect(x: 30, y: 20, width: 40, height: 40)
        let shadows = [
            Shadow(color: Color.black, radius: 2, x: 20, y: 0), Shadow(color: Color.white, radius: 2, x: 20, y: 0),
        ]
        let commands: [DrawCommand] = [
            .fill(Rectangle(), in: Rect(x: 0, y: 0, width: 120, height: 80), .color(Color(Self.background))),
            .fill(Circle(), in: rect, .color(Color(Self.background)), shadows: shadows, composition: composition),
        ]
        var expected = canvas()
        expected.clear(Self.background)
        expected.fill(
            Circle(), in: rect, with: .color(Self.background), shadows: shadows.map { $0.resolve(in: .light) },
            composition: composition)
        let rendered = render(commands)
        #expect(rendered == expected.pixmap)
        // The circle (radius 20) is centred at x 50, both shadows 20 points right of what casts them. At
        // x 100 only a chained white shadow reaches: cast by the black shadow (centred at 70), it is
        // centred at 90. Independent shadows are both centred at 70 and end before x 100 (3σ = 6).
        let farRight = PixelFormat.red(rendered.pixel(x: 100, y: 40))
        if composition == .chained {
            #expect(farRight == 255)
        } else {
            #expect(farRight == PixelFormat.red(Self.background.premultipliedPixel))
        }
    }

    @Test func textLandsAtItsOriginAtEveryScale() {
        for scale in [1.0, 2] {
            let renderer = Renderer(glyphs: BlockGlyphs())
            var canvas = canvas(scale: scale)
            let origin = Point(x: 20, y: 30)
            renderer.render(
                [.text("abc", font: .body, color: .black, origin: origin)], appearance: .light, into: &canvas)
            let box = IntRect(
                x: Int(origin.x * scale), y: Int(origin.y * scale), width: Int(18 * scale), height: Int(10 * scale))
            #expect(painted(canvas.pixmap) == pixels(in: box), "scale \(scale)")
            #expect(canvas.pixmap.pixel(x: box.x, y: box.y) == RGBA.black.premultipliedPixel)
        }
    }

    @Test func textWithoutAGlyphSourceDrawsNothing() {
        #expect(painted(render([.text("abc", font: .body, color: .black, origin: Point(x: 5, y: 5))])).isEmpty)
    }

    @Test func imageFillsItsFrameAndOnlyIt() {
        let renderer = Renderer(images: OneImage())
        let frame = Rect(x: 16, y: 8, width: 40, height: 20)
        let drawn = render([.image("tile", in: frame, opacity: 1)], with: renderer)
        #expect(painted(drawn) == pixels(in: IntRect(x: 16, y: 8, width: 40, height: 20)))
        // Its corners keep the image's corner colours.
        #expect(drawn.pixel(x: 16, y: 8) == 0xFFFF_0000)
        #expect(drawn.pixel(x: 55, y: 27) == 0xFFFF_FFFF)
        // A name the source does not know draws nothing.
        #expect(painted(render([.image("missing", in: frame, opacity: 1)], with: renderer)).isEmpty)
    }

    @Test(arguments: [
        SystemImage.heart, .person, .plus, .gear, SystemImage(named: "person.circle"), SystemImage(named: "bell.slash"),
        SystemImage(named: "not.a.symbol"),
    ])
    func iconStaysInItsFrame(icon: SystemImage) {
        let frame = Rect(x: 30, y: 20, width: 24, height: 24)
        let drawn = painted(render([.icon(icon, in: frame, color: .black)]))
        #expect(drawn.count > 24, "\(icon) drew \(drawn.count) pixels")
        #expect(drawn.isSubset(of: pixels(in: IntRect(x: 30, y: 20, width: 24, height: 24))))
    }

    @Test func eachLayerOfASymbolKeepsItsFillRule() {
        // person.circle at 32 px (2 px a unit): a head filled non-zero inside a ring filled even-odd.
        // Between the ring (radii 7 to 8) and the head (centre (8, 6), radius 3), at x = 8, y = 2
        // units, is a hole, which a single non-zero fill would have filled.
        let drawn = painted(
            render([
                .icon(SystemImage(named: "person.circle"), in: Rect(x: 20, y: 20, width: 32, height: 32), color: .black)
            ]))
        #expect(drawn.contains([36, 21]), "the ring")
        #expect(!drawn.contains([36, 24]), "the gap between ring and head")
        #expect(drawn.contains([36, 32]), "the head")
    }

    @Test func aLayerOffsetMovesItsContent() {
        let rect = Rect(x: 10, y: 10, width: 30, height: 20)
        let moved = render([.layer(Layer([.fill(Circle(), in: rect, .color(.blue))], offset: Point(x: 25, y: 15)))])
        let placed = render([.fill(Circle(), in: rect.offsetBy(dx: 25, dy: 15), .color(.blue))])
        #expect(moved == placed)
        #expect(!painted(moved).isEmpty)
    }

    @Test func innerShadowIsTheRasterLayersInnerShadow() {
        let rect = Rect(x: 20, y: 10, width: 60, height: 60)
        let shadow = Shadow(color: Color.black.opacity(0.5), radius: 4, x: 3, y: 3)
        var expected = canvas()
        expected.drawInnerShadow(shadow.resolve(in: .light), in: Circle().path(in: rect))
        let rendered = render([.innerShadow(Circle(), in: rect, shadow)])
        #expect(rendered == expected.pixmap)
        // Darkest just inside the edge the light comes from, clear at the centre.
        #expect(PixelFormat.alpha(rendered.pixel(x: 50, y: 12)) > 40)
        #expect(rendered.pixel(x: 50, y: 40) == 0)
    }

    /// The full-frame background is drawn once and then copied: what a reused background shows must
    /// be what drawing it afresh shows, with no trace of the previous frame.
    @Test func aCachedBackgroundLeavesNoTraceOfThePreviousFrame() {
        let background = DrawCommand.fill(
            Rectangle(), in: Rect(x: 0, y: 0, width: 120, height: 80), .linear(.darkStart, .darkEnd))
        let first = DrawCommand.fill(Circle(), in: Rect(x: 10, y: 10, width: 30, height: 30), .color(.red))
        let second = DrawCommand.fill(Circle(), in: Rect(x: 60, y: 30, width: 30, height: 30), .color(.blue))
        let renderer = Renderer()
        var canvas = canvas()
        renderer.render([background, first], appearance: .light, into: &canvas)
        renderer.render([background, second], appearance: .light, into: &canvas)
        #expect(canvas.pixmap == render([background, second]))
    }

    /// A blurred one-colour shape is drawn from cached blurred coverage: a steady frame blurs nothing,
    /// and draws what the first frame drew.
    @Test func aBlurredShapeIsBlurredOnce() {
        let renderer = Renderer()
        let commands: [DrawCommand] = [
            .layer(Layer([.fill(Circle(), in: Rect(x: 30, y: 20, width: 40, height: 40), .color(.blue))], blur: 4))
        ]
        let first = render(commands, with: renderer)
        let misses = renderer.maskCache.misses
        let second = render(commands, with: renderer)
        #expect(renderer.maskCache.misses == misses)
        #expect(renderer.maskCache.hits >= 2)
        #expect(second == first)
        // Blurred: the centre stays solid, the edge is soft, and the blur reaches past the circle.
        #expect(first.pixel(x: 50, y: 40) == Color.blue.resolve(in: .light).premultipliedPixel)
        let edge = PixelFormat.alpha(first.pixel(x: 70, y: 40))
        #expect(edge > 64 && edge < 192, "alpha \(edge) at the edge")
        #expect(PixelFormat.alpha(first.pixel(x: 76, y: 40)) > 0)
    }

    /// DESIGN.md: a scheme switch re-resolves colours and re-blurs nothing that did not change shape.
    @Test func aSchemeSwitchReusesEveryMask() {
        let renderer = Renderer()
        let commands: [DrawCommand] = [
            .fill(Rectangle(), in: Rect(x: 0, y: 0, width: 120, height: 80), .color(.background)),
            .fill(
                Circle(), in: Rect(x: 30, y: 15, width: 50, height: 50), .color(.background),
                shadows: [
                    Shadow(color: Color.primary.opacity(0.3), radius: 6, x: 4, y: 4),
                    Shadow(color: .systemBackground, radius: 6, x: -4, y: -4),
                ]),
            .innerShadow(Circle(), in: Rect(x: 30, y: 15, width: 50, height: 50), Shadow(color: .primary, radius: 3)),
        ]
        let light = render(commands, .light, with: renderer)
        let misses = renderer.maskCache.misses
        #expect(misses > 0)
        let dark = render(commands, .dark, with: renderer)
        #expect(renderer.maskCache.misses == misses)
        #expect(dark != light)
        // And the cached masks draw what fresh ones draw.
        #expect(dark == render(commands, .dark))
    }
}
