/// Turning curves into polygons for the rasterizer.
///
/// Each curve piece becomes two lines through a point pushed 4/3 of the way from the chord's middle
/// to the curve's middle: the triangle then has the area of the parabolic segment it replaces, so a
/// flattened circle keeps the circle's area (coverage sums stay exact to ~1e-5 even for tiny shapes).
extension Path {
    /// How far a flattened curve may stray from the curve, in device pixels: a tenth of a pixel
    /// changes no coverage level that matters.
    public static let flatteningTolerance = 0.1

    /// `tolerance` when it is usable; below 1e-4 px a curve would become millions of segments.
    static func usableTolerance(_ tolerance: Double) -> Double {
        tolerance.isFinite && tolerance > 1e-4 ? tolerance : flatteningTolerance
    }

    /// Closed polygons approximating the path within `tolerance` (in the path's units, normally
    /// device pixels). Every subpath is closed, as filling requires. Empty when the path is invalid.
    public func flattened(tolerance: Double = Path.flatteningTolerance) -> [[Point]] {
        guard isValid else { return [] }
        let tolerance = Self.usableTolerance(tolerance)
        var polygons: [[Point]] = []
        var current: [Point] = []
        var last = Point.zero

        func finish() {
            if current.count >= 3 { polygons.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                current.append(p)
                last = p
            case .line(let p):
                current.append(p)
                last = p
            case .quadCurve(let p, let c):
                let m = max(abs(last.x - 2 * c.x + p.x), abs(last.y - 2 * c.y + p.y))
                let n = Self.segmentCount(secondDifference: m, degreeFactor: 0.25, tolerance: tolerance)
                appendCurve(into: &current, segments: n) { t in
                    let u = 1 - t
                    return Point(
                        x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
                        y: u * u * last.y + 2 * u * t * c.y + t * t * p.y)
                }
                last = p
            case .curve(let p, let c1, let c2):
                let m = max(
                    max(abs(last.x - 2 * c1.x + c2.x), abs(last.y - 2 * c1.y + c2.y)),
                    max(abs(c1.x - 2 * c2.x + p.x), abs(c1.y - 2 * c2.y + p.y)))
                let n = Self.segmentCount(secondDifference: m, degreeFactor: 0.75, tolerance: tolerance)
                let p0 = last
                appendCurve(into: &current, segments: n) { t in
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let cc = 3 * u * t * t
                    let d = t * t * t
                    return Point(
                        x: a * p0.x + b * c1.x + cc * c2.x + d * p.x,
                        y: a * p0.y + b * c1.y + cc * c2.y + d * p.y)
                }
                last = p
            case .closeSubpath:
                if let first = current.first { last = first }
                finish()
            }
        }
        finish()
        return polygons
    }

    /// Wang's formula: pieces needed so that no chord strays more than `tolerance` from the curve.
    static func segmentCount(secondDifference m: Double, degreeFactor: Double, tolerance: Double) -> Int {
        let n = (degreeFactor * m / tolerance).squareRoot().rounded(.up)
        guard n.isFinite else { return 1 }
        // Bounded so that absurd control points cannot allocate without limit.
        return Int(min(max(n, 1), 4096))
    }

    private func appendCurve(into points: inout [Point], segments n: Int, at curve: (Double) -> Point) {
        var start = points.last ?? curve(0)
        for i in 1...n {
            let t1 = Double(i) / Double(n)
            let tm = (Double(i) - 0.5) / Double(n)
            let end = curve(t1)
            let mid = curve(tm)
            let chordMid = start.mixed(with: end, 0.5)
            points.append(chordMid + (mid - chordMid) * (4.0 / 3.0))
            points.append(end)
            start = end
        }
    }
}
