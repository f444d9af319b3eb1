extension Path {
    /// How long, at most, the lines a curve is cut into before trimming are (in the path's units,
    /// points): short enough that a trimmed ring strokes as smoothly as a whole one at twice the scale.
    static let trimStep = 0.25

    /// The part of the outline between two fractions of its length, as SwiftUI's `trim(from:to:)`:
    /// measured from the path's first point along its own direction, subpath after subpath, a
    /// closed subpath's closing edge included. The part is open (a trimmed circle strokes as an arc).
    /// Fractions are clamped to 0…1; nothing is left when `from >= to`, and the whole path when the
    /// trim is 0…1.
    public func trimmed(from: Double, to: Double) -> Path {
        let start = from.isFinite ? min(max(from, 0), 1) : 0
        let end = to.isFinite ? min(max(to, 0), 1) : 0
        guard end > start else { return Path() }
        if start == 0 && end == 1 { return self }
        let polylines = centreLines()
        var total = 0.0
        for line in polylines { total += Self.length(of: line) }
        guard total > 0, total.isFinite else { return Path() }
        let (low, high) = (start * total, end * total)
        var out = Path()
        var walked = 0.0
        for line in polylines where line.count > 1 {
            var open = false
            for (a, b) in zip(line, line.dropFirst()) {
                let length = a.distance(to: b)
                defer { walked += length }
                let (s0, s1) = (walked, walked + length)
                guard s1 > low, s0 < high, length > 0 else {
                    if s0 >= high { return out }
                    continue
                }
                let t0 = max(0, (low - s0) / length)
                let t1 = min(1, (high - s0) / length)
                let p0 = a.lerp(to: b, t0)
                if !open {
                    out.move(to: p0)
                    open = true
                }
                out.addLine(to: a.lerp(to: b, t1))
            }
        }
        return out
    }

    /// Each subpath as points on its outline, in order; a closed subpath ends where it began. Curves
    /// are sampled evenly in their parameter, finely enough that their length is kept.
    func centreLines() -> [[Point]] {
        guard isValid else { return [] }
        var lines: [[Point]] = []
        var current: [Point] = []
        var last = Point.zero
        func sample(_ n: Int, _ at: (Double) -> Point) {
            for i in 1...n { current.append(at(Double(i) / Double(n))) }
        }
        func pieces(_ polygon: [Point]) -> Int {
            let length = Self.length(of: polygon)
            return min(max(Int((length / Self.trimStep).rounded(.up)), 4), 4096)
        }
        for element in elements {
            switch element {
            case .move(let p):
                if current.count > 1 { lines.append(current) }
                current = [p]
                last = p
            case .line(let p):
                current.append(p)
                last = p
            case .quadCurve(let p, let c):
                let p0 = last
                sample(pieces([p0, c, p])) { t in
                    let u = 1 - t
                    return Point(
                        x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y
                    )
                }
                last = p
            case .curve(let p, let c1, let c2):
                let p0 = last
                sample(pieces([p0, c1, c2, p])) { t in
                    let u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    return Point(
                        x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y)
                }
                last = p
            case .closeSubpath:
                if let first = current.first {
                    if current.last != first { current.append(first) }
                    if current.count > 1 { lines.append(current) }
                    current = [first]
                    last = first
                }
            }
        }
        if current.count > 1 { lines.append(current) }
        return lines
    }

    private static func length(of line: [Point]) -> Double {
        zip(line, line.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }
}

extension Point {
    func distance(to other: Point) -> Double {
        let (dx, dy) = (other.x - x, other.y - y)
        return (dx * dx + dy * dy).squareRoot()
    }

    func lerp(to other: Point, _ t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }
}
