import Raster
import Style
import TestSupport
import Testing

@testable import Render

/// Damage tracking: redrawing only what changed gives the pixels of a full redraw, bit for bit.
@Suite struct DamageTests {

    static let size = (width: 240, height: 160)

    /// One control's commands: a soft button, pressed by `amount` (its shadows move and shrink), maybe
    /// in a layer with opacity, blur, a clip, a blend or colour filters, with a label and an icon.
    static func control(at point: Point, amount: Double, variant: Int) -> [DrawCommand] {
        let rect = Rect(x: point.x, y: point.y, width: 56, height: 32)
        let distance = 6 - 4 * amount
        let shadows = [
            Shadow(color: Color.white.opacity(0.8), radius: 5 - 2 * amount, x: -distance, y: -distance),
            Shadow(color: Color.black.opacity(0.25), radius: 5 - 2 * amount, x: distance, y: distance),
        ]
        let fill = Fill.linearGradient(
            [Color(r8: 230, g8: 230, b8: 240), Color(r8: 200, g8: 200, b8: 215)], startPoint: .topLeading,
            endPoint: .bottomTrailing)
        var commands: [DrawCommand] = [
            .fill(RoundedRectangle(cornerRadius: 10, style: .continuous), in: rect, fill, shadows: shadows),
            .text("OK", font: .body, color: .black, origin: Point(x: rect.minX + 8, y: rect.minY + 8)),
            .icon(.heartFill, in: Rect(x: rect.maxX - 22, y: rect.minY + 8, width: 14, height: 14), color: .red),
        ]
        switch variant % 6 {
        case 1: commands = [.layer(Layer(commands, opacity: 0.5 + 0.4 * amount))]
        case 2: commands = [.layer(Layer(commands, blur: 1 + 2 * amount))]
        case 3:
            commands = [.layer(Layer(commands, clip: (AnyInsettableShape(Circle()), rect.insetBy(dx: 4, dy: -6))))]
        case 4:
            commands = [.layer(Layer(commands, blendMode: .multiply, scale: 1 - 0.05 * amount, anchor: rect.center))]
        case 5:
            commands = [
                .layer(
                    Layer(
                        commands, blendMode: .softLight,
                        filters: [.saturation(1 - amount), .hueRotation(degrees: 90 * amount)]))
            ]
        default: break
        }
        return commands
    }

    /// A frame: a gradient background and six controls in their states.
    static func frame(_ amounts: [Double], offsets: [Point]) -> [DrawCommand] {
        var commands: [DrawCommand] = [
            .fill(
                Rectangle(), in: Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)),
                .linearGradient(
                    [Color(r8: 236, g8: 236, b8: 244), Color(r8: 214, g8: 214, b8: 226)], startPoint: .top,
                    endPoint: .bottom))
        ]
        for (i, amount) in amounts.enumerated() {
            let base = Point(x: 12 + Double(i % 3) * 76, y: 20 + Double(i / 3) * 70)
            commands += control(
                at: Point(x: base.x + offsets[i].x, y: base.y + offsets[i].y), amount: amount, variant: i)
        }
        return commands
    }

    func fullRender(_ commands: [DrawCommand], scale: Double, renderer: Renderer) -> Pixmap {
        var canvas = Canvas(width: Int(Double(Self.size.width) * scale), height: Int(Double(Self.size.height) * scale))!
        canvas.transform = AffineTransform(scaleX: scale, y: scale)
        renderer.render(commands, appearance: Appearance(), into: &canvas)
        return canvas.pixmap
    }

    @Test(arguments: Sanitizer.cases([1.0, 2.0], sanitized: [2.0]))
    func damagedFramesEqualFullRedraws(scale: Double) {
        var random = SeededRandom(seed: 0x5EED + UInt64(scale))
        let damaged = Renderer(glyphs: BlockGlyphs(), images: OneImage())
        let full = Renderer(glyphs: BlockGlyphs(), images: OneImage())
        var amounts = [Double](repeating: 0, count: 6)
        var offsets = [Point](repeating: .zero, count: 6)
        var previous = Self.frame(amounts, offsets: offsets)
        var canvas = Canvas(width: Int(Double(Self.size.width) * scale), height: Int(Double(Self.size.height) * scale))!
        canvas.transform = AffineTransform(scaleX: scale, y: scale)
        damaged.render(previous, appearance: Appearance(), into: &canvas)
        var partial = 0
        for step in 0..<24 {
            // A few controls move on (a press animating, a drag), the rest stay.
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                let i = Int.random(in: 0..<6, using: &random)
                amounts[i] = Double.random(in: 0...1, using: &random)
                if Int.random(in: 0..<4, using: &random) == 0 {
                    offsets[i] = Point(
                        x: Double.random(in: -8...8, using: &random), y: Double.random(in: -8...8, using: &random))
                }
            }
            let next = Self.frame(amounts, offsets: offsets)
            let bounds = canvas.deviceBounds
            if let rects = Damage.rects(from: previous, to: next, transform: canvas.transform, bounds: bounds) {
                damaged.render([(next, Appearance())], into: &canvas, within: rects)
                if rects.reduce(0, { $0 + $1.area }) < bounds.area { partial += 1 }
            } else {
                canvas.clear()
                damaged.render(next, appearance: Appearance(), into: &canvas)
            }
            let expected = fullRender(next, scale: scale, renderer: full)
            let differing = zip(canvas.pixmap.pixels, expected.pixels).enumerated().filter {
                $0.element.0 != $0.element.1
            }
            #expect(
                differing.isEmpty,
                "step \(step): \(differing.count) pixels differ from a full redraw, the first at \(differing.first.map { ($0.offset % expected.width, $0.offset / expected.width) }.map { "\($0)" } ?? "")"
            )
            if !differing.isEmpty { break }
            previous = next
        }
        #expect(partial > 12, "most frames redraw only part of the window")
    }

    @Test func unchangedFramesHaveNoDamageAndAMovedControlDamagesBothPlaces() {
        let a = Self.frame([0, 0, 0, 0, 0, 0], offsets: [Point](repeating: .zero, count: 6))
        let bounds = IntRect(x: 0, y: 0, width: Self.size.width, height: Self.size.height)
        #expect(Damage.rects(from: a, to: a, transform: .identity, bounds: bounds) == [])
        var offsets = [Point](repeating: .zero, count: 6)
        offsets[0] = Point(x: 0, y: 40)
        let b = Self.frame([0, 0, 0, 0, 0, 0], offsets: offsets)
        let rects = Damage.rects(from: a, to: b, transform: .identity, bounds: bounds) ?? []
        let union = rects.dropFirst().reduce(rects.first ?? IntRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }
        // Where it was and where it went, not the other controls' columns.
        #expect(union.contains(x: 40, y: 36) && union.contains(x: 40, y: 76))
        // (Its two chained shadows reach 54 pt past its right edge at 68.)
        #expect(union.maxX < 164, "not the third column")
    }
}
