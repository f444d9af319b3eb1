import Raster
import Style

/// Where two frames can differ, in device pixels: what damage tracking redraws and presents.
///
/// The frames' draw commands are compared in order. The commands before the first difference and
/// after the last one are the same in both frames; everything in between, in either frame, is
/// damaged where it paints (`DrawBounds`, shadows' reach included). Redrawing those rectangles with
/// every command that reaches them gives the pixels a full redraw would.
public enum Damage {
    /// The most rectangles a frame is redrawn in; more are merged (each costs a pass over the commands).
    public static let maximumRects = 6

    /// The damaged rectangles inside `bounds` when the commands go from `old` to `new` under
    /// `transform`, or nil when the damage cannot be bounded (redraw everything).
    public static func rects(
        from old: [DrawCommand], to new: [DrawCommand], transform: AffineTransform, bounds: IntRect
    ) -> [IntRect]? {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        var rects: [IntRect] = []
        for command in old[prefix..<(old.count - suffix)] + new[prefix..<(new.count - suffix)] {
            guard let area = deviceArea(of: command, transform: transform) else { return nil }
            let clipped = area.intersection(bounds)
            if !clipped.isEmpty { rects.append(clipped) }
        }
        return merged(rects)
    }

    /// Both damages together (nil, everything, if either is).
    public static func combined(_ a: [IntRect]?, _ b: [IntRect]?) -> [IntRect]? {
        guard let a, let b else { return nil }
        return merged(a + b)
    }

    /// The pixels a command can touch: its bounds in points, mapped and rounded out, plus a pixel
    /// for antialiasing.
    public static func deviceArea(of command: DrawCommand, transform: AffineTransform) -> IntRect? {
        guard let r = DrawBounds.of(command), r.isFinite else { return nil }
        let p0 = transform.apply(r.origin)
        let p1 = transform.apply(Point(x: r.maxX, y: r.maxY))
        let device = Rect(x: min(p0.x, p1.x), y: min(p0.y, p1.y), width: abs(p1.x - p0.x), height: abs(p1.y - p0.y))
        guard device.isFinite, abs(device.minX) < 1e7, abs(device.minY) < 1e7, device.width < 1e7, device.height < 1e7
        else { return nil }
        return device.roundedOut.insetBy(-1)
    }

    /// Overlapping or touching rectangles joined, and the cheapest pairs joined until at most
    /// `maximumRects` remain (the cost of a join: the pixels it adds).
    static func merged(_ input: [IntRect]) -> [IntRect] {
        var rects = input
        var joined = true
        while joined {
            joined = false
            outer: for i in rects.indices {
                for j in rects.indices where j > i && touches(rects[i], rects[j]) {
                    rects[i] = rects[i].union(rects[j])
                    rects.remove(at: j)
                    joined = true
                    break outer
                }
            }
        }
        while rects.count > maximumRects {
            var best = (i: 0, j: 1, cost: Int.max)
            for i in rects.indices {
                for j in rects.indices where j > i {
                    let cost = rects[i].union(rects[j]).area - rects[i].area - rects[j].area
                    if cost < best.cost { best = (i, j, cost) }
                }
            }
            rects[best.i] = rects[best.i].union(rects[best.j])
            rects.remove(at: best.j)
        }
        return rects
    }

    static func touches(_ a: IntRect, _ b: IntRect) -> Bool {
        a.x <= b.maxX && b.x <= a.maxX && a.y <= b.maxY && b.y <= a.maxY
    }
}
