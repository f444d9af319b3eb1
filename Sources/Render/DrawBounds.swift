import Raster
import Style

/// How far commands can paint, in points, so layers allocate only what they need instead of a
/// whole frame.
enum DrawBounds {
    static func of(_ commands: [DrawCommand]) -> Rect? {
        var total: Rect?
        for command in commands {
            guard let r = of(command) else { return nil }
            total = total.map { $0.union(r) } ?? r
        }
        return total
    }

    static func of(_ command: DrawCommand) -> Rect? {
        switch command {
        case .filled(let shape, let rect, _, let shadows, _):
            var r = shape.reach(in: rect)
            // Chained shadows add their reaches together.
            var reach = 0.0
            for s in shadows { reach += 3 * abs(s.radius) + abs(s.x) + abs(s.y) }
            r = r.insetBy(dx: -reach - 2, dy: -reach - 2)
            return r
        case .stroked(let shape, let rect, _, let lineWidth, _):
            return shape.reach(in: rect).insetBy(dx: -lineWidth - 1, dy: -lineWidth - 1)
        case .innerShadowed(_, let rect, _):
            return rect.insetBy(dx: -1, dy: -1)
        case .layer(let layer):
            guard var r = of(layer.content) else { return nil }
            r = r.insetBy(dx: -3 * layer.blur - 1, dy: -3 * layer.blur - 1)
            if layer.scale != 1 {
                let t = AffineTransform(scale: layer.scale, about: layer.anchor)
                let a = t.apply(r.origin)
                let b = t.apply(Point(x: r.maxX, y: r.maxY))
                r = Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
            }
            if let t = layer.transform {
                // The box round the four corners moved.
                let corners = [
                    r.origin, Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY),
                ].map(t.apply)
                let xs = corners.map(\.x)
                let ys = corners.map(\.y)
                r = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            }
            if let projection = layer.projection {
                // Turned towards the eye past its edge, it may reach anywhere.
                r = projection.bounds(of: r) ?? Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
            }
            return r.offsetBy(dx: layer.offset.x, dy: layer.offset.y)
        case .text(let string, let font, _, let origin):
            // Generous: glyph boxes may overhang the advance, and letter spacing (either sign) moves them.
            let spacing = abs(font.kerning) + abs(font.tracking)
            return Rect(
                x: origin.x - font.size, y: origin.y - font.size,
                width: Double(string.count + 2) * (font.size + (spacing.isFinite ? spacing : 0)), height: font.size * 3)
        case .icon(_, let rect, _), .image(_, let rect, _):
            return rect.insetBy(dx: -1, dy: -1)
        }
    }
}
