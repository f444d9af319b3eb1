import Raster
import Style
import TestSupport
import Testing

@testable import Render

/// Groups that paint their own opaque backdrop are kept as pixels between frames; every frame must still equal
/// what a fresh renderer draws.
@Suite struct OpaqueGroupTests {
    static let backdrop = Rect(x: 20, y: 10, width: 60, height: 50)

    func fresh(_ commands: [DrawCommand], scale: Double = 1) -> Pixmap {
        render(commands, with: Renderer(), scale: scale)
    }

    func render(_ commands: [DrawCommand], with renderer: Renderer, scale: Double = 1) -> Pixmap {
        var canvas = Canvas(width: Int(120 * scale), height: Int(80 * scale))!
        canvas.transform = AffineTransform(scaleX: scale, y: scale)
        renderer.render(commands, appearance: .dark, into: &canvas)
        return canvas.pixmap
    }

    /// A backdrop of `Self.backdrop`, then a shadowed circle of `color` with `reach` points of shadow offset, and a
    /// blurred, overlay-blended layer, over a frame background of `under`.
    func frame(under: Color, color: Color, reach: Double = 4) -> [DrawCommand] {
        let circle = Rect(x: 35, y: 20, width: 30, height: 30)
        let group: [DrawCommand] = [
            .fill(Rectangle(), in: Self.backdrop, .linear(.darkStart, .darkEnd)),
            .fill(
                Circle(), in: circle, .color(color),
                shadows: [
                    Shadow(color: .black, radius: 2, x: reach, y: reach),
                    Shadow(color: .white, radius: 2, x: -2, y: -2),
                ]
            ),
            .layer(
                Layer(
                    [.fill(Capsule(), in: Rect(x: 30, y: 52, width: 40, height: 4), .color(.white))],
                    blendMode: .overlay,
                    blur: 1)),
        ]
        return [.fill(Rectangle(), in: Rect(x: 0, y: 0, width: 120, height: 80), .color(under)), .layer(Layer(group))]
    }

    @Test(arguments: [1.0, 2.0])
    func keptGroupDrawsWhatAFreshRendererDraws(scale: Double) {
        let renderer = Renderer()
        // The same group over three backgrounds: it sets its own pixels whatever lies under it.
        for under in [Color.red, .blue, .red] {
            let commands = frame(under: under, color: .darkStart)
            #expect(render(commands, with: renderer, scale: scale) == fresh(commands, scale: scale))
        }
        #expect(renderer.groups.hits == 2)
    }

    @Test func changedGroupIsRedrawn() {
        let renderer = Renderer()
        for color in [Color.darkStart, .blue, .darkStart] {
            let commands = frame(under: .red, color: color)
            #expect(render(commands, with: renderer) == fresh(commands))
        }
        #expect(renderer.groups.hits == 0)
    }

    /// A shadow reaching past the backdrop paints over what lies there, so the group is drawn every time.
    @Test func groupPaintingOutsideItsBackdropIsDrawnInPlace() {
        let renderer = Renderer()
        for under in [Color.red, .blue, .white] {
            let commands = frame(under: under, color: .darkStart, reach: 20)
            let drawn = render(commands, with: renderer)
            #expect(drawn == fresh(commands))
            // The shadow did reach past the backdrop's right edge (x 80), darkening the background there.
            #expect(drawn.pixel(x: 81, y: 50) != fresh([frame(under: under, color: .darkStart)[0]]).pixel(x: 81, y: 50))
        }
        #expect(renderer.groups.hits == 0)
    }

    @Test func backdropOffThePixelGridIsNotKept() {
        let renderer = Renderer()
        for under in [Color.red, .blue] {
            var commands = frame(under: under, color: .darkStart)
            guard case .layer(var group) = commands[1] else { return }
            group.content[0] = .fill(Rectangle(), in: Rect(x: 20.5, y: 10, width: 60, height: 50), .color(.darkEnd))
            commands[1] = .layer(group)
            #expect(render(commands, with: renderer) == fresh(commands))
        }
    }

    /// Damaged regions redrawn over everything kept (a background with a translucent full-window fill over it, a
    /// group with its own backdrop, an image) equal full redraws by a fresh renderer.
    @Test(arguments: Sanitizer.cases([1.0, 2.0], sanitized: [2.0]))
    func damagedRegionsOverKeptPixelsEqualFullRedraws(scale: Double) {
        let size = DamageTests.size
        let window = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        func frame(_ amount: Double) -> [DrawCommand] {
            var commands = DamageTests.frame(
                [amount, 0, 1 - amount, 0, 0, amount], offsets: [Point](repeating: .zero, count: 6))
            let kept: [DrawCommand] = [
                .fill(
                    Rectangle(), in: window,
                    .linearGradient([.blue.opacity(0.3), .clear], startPoint: .top, endPoint: .bottom)),
                .layer(
                    Layer([
                        .fill(Rectangle(), in: Rect(x: 160, y: 100, width: 60, height: 40), .color(.darkEnd)),
                        .fill(
                            Circle(), in: Rect(x: 178, y: 106, width: 24, height: 24), .color(.red),
                            shadows: [Shadow(color: .black, radius: 2, x: 2, y: 2)]),
                    ])),
                .image("tile", in: Rect(x: 100.5, y: 110.25, width: 50, height: 27), opacity: 0.8),
            ]
            commands.insert(contentsOf: kept, at: 1)
            return commands
        }
        let damaged = Renderer(glyphs: BlockGlyphs(), images: OneImage())
        var canvas = Canvas(width: Int(Double(size.width) * scale), height: Int(Double(size.height) * scale))!
        canvas.transform = AffineTransform(scaleX: scale, y: scale)
        var previous = frame(0)
        damaged.render(previous, appearance: Appearance(), into: &canvas)
        for step in 1...6 {
            let next = frame(Double(step) / 6)
            guard
                let rects = Damage.rects(
                    from: previous, to: next, transform: canvas.transform, bounds: canvas.deviceBounds)
            else {
                Issue.record("step \(step): the whole window was damaged")
                continue
            }
            damaged.render([(next, Appearance())], into: &canvas, within: rects)
            var expected = Canvas(width: canvas.pixmap.width, height: canvas.pixmap.height)!
            expected.transform = canvas.transform
            Renderer(glyphs: BlockGlyphs(), images: OneImage()).render(next, appearance: Appearance(), into: &expected)
            #expect(canvas.pixmap == expected.pixmap, "step \(step)")
            // A full frame by the same renderer, from what it keeps, too.
            var again = Canvas(width: canvas.pixmap.width, height: canvas.pixmap.height)!
            again.transform = canvas.transform
            damaged.render(next, appearance: Appearance(), into: &again)
            #expect(again.pixmap == expected.pixmap, "step \(step), full frame")
            previous = next
        }
        #expect(damaged.groups.hits >= 6)
    }
}
