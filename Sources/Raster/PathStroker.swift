#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Stroking: turning a centre line into the outline of a band around it.
//
// The outline is the boundary of the union of simple pieces — a rectangle along every flattened
// segment, a pie wedge on the outside of every join, a half disc at every open end — which together
// are exactly the round-join, round-cap stroke. All pieces wind the same way (clockwise on screen),
// so the shared edges between neighbours cancel and the fill's winding number counts how many
// pieces cover a point: non-zero filling gives their union whatever the path does.
//
// Edges that cancel are simply never emitted: each side of a subpath becomes one continuous
// contour. That matters for anti-aliasing, not only for speed: the rasterizer adds up signed
// coverage, so two pieces sharing a boundary pixel would each add their share and the edge would
// come out too dark. Where the inside of a join is roomy enough, the two offset lines are cut at
// their crossing for the same reason; elsewhere the contour goes through the join's centre
// (always correct, only a single point of the boundary is then shared).
extension Path {
    /// The outline whose non-zero fill is this path stroked `lineWidth` wide, round joins and caps.
    public func strokedOutline(lineWidth: Double, tolerance: Double = Path.flatteningTolerance) -> Path {
        // Empty for invalid input (NaN, non-positive width, empty path). Contours wind clockwise
        // on screen, so fills wound the same way can be added to the result without cancelling.
        guard lineWidth.isFinite, lineWidth > 0, isValid, !isEmpty else { return Path() }
        let tolerance = Self.usableTolerance(tolerance)
        guard let polylines = strokePolylines(tolerance: tolerance) else { return Path() }
        var out = Path()
        let radius = lineWidth / 2
        for polyline in polylines {
            StrokeBuilder.addStroke(of: polyline, radius: radius, style: .rounded(lineWidth: lineWidth), into: &out)
        }
        // Enormous widths or coordinates can overflow to infinity; an invalid path would only be
        // dropped later, so drop it here where the reason is known.
        return out.isValid ? out : Path()
    }

    /// A circular arc of `sweep` radians (positive turns clockwise on screen) from `startAngle`,
    /// joined to the current point by a line, or begun with a move when there is none. `addArc`
    /// resolves its start and end angles into a sweep and draws through here.
    mutating func appendArc(center c: Point, radius r: Double, startAngle: Double, sweep: Double) {
        let start = Point(x: c.x + r * cos(startAngle), y: c.y + r * sin(startAngle))
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        addArcPieces(center: c, radius: r, startAngle: startAngle, sweep: sweep)
    }

    /// The cubic pieces (at most a quarter turn each) of an arc that starts at the current point.
    mutating func addArcPieces(center c: Point, radius r: Double, startAngle: Double, sweep: Double) {
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        // Control arm (4/3)·tan(step/4) of the radius keeps each cubic within 0.03 % of the circle.
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            addCurve(
                to: Point(x: c.x + r * c1, y: c.y + r * s1),
                control1: Point(x: c.x + r * (c0 - k * s0), y: c.y + r * (s0 + k * c0)),
                control2: Point(x: c.x + r * (c1 + k * s1), y: c.y + r * (s1 - k * c1)))
            angle = next
        }
    }

    /// Most points the stroker flattens a path into before it gives up (a few MB of geometry; an
    /// icon needs a few hundred).
    static let maxStrokePoints = 1 << 20

    /// The path as polylines on the curve (not the area-preserving ones filling uses: a stroke
    /// should follow the centre line itself), keeping whether each subpath is closed. `nil` when
    /// the point budget is exceeded.
    func strokePolylines(tolerance: Double) -> [StrokePolyline]? {
        var result: [StrokePolyline] = []
        var points: [Point] = []
        var hasSegments = false
        var subpathStart = Point.zero
        var last = Point.zero
        var total = 0

        func finish(closed: Bool) {
            if hasSegments, !points.isEmpty {
                result.append(StrokePolyline(points: points, isClosed: closed))
            }
            points = []
            hasSegments = false
        }
        // A drawing element straight after a close continues from the subpath's start, as the
        // `Path` builders do.
        func beginIfNeeded() {
            if points.isEmpty { points.append(last) }
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                subpathStart = p
                last = p
            case .line(let p):
                beginIfNeeded()
                points.append(p)
                hasSegments = true
                last = p
                total += 1
            case .quadCurve(let p, let c):
                beginIfNeeded()
                let p0 = last
                let m = max(abs(p0.x - 2 * c.x + p.x), abs(p0.y - 2 * c.y + p.y))
                let n = Self.segmentCount(secondDifference: m, degreeFactor: 0.25, tolerance: tolerance)
                for i in 1...n {
                    let t = Double(i) / Double(n)
                    let u = 1 - t
                    points.append(
                        Point(
                            x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
                hasSegments = true
                last = p
                total += n
            case .curve(let p, let c1, let c2):
                beginIfNeeded()
                let p0 = last
                let m = max(
                    max(abs(p0.x - 2 * c1.x + c2.x), abs(p0.y - 2 * c1.y + c2.y)),
                    max(abs(c1.x - 2 * c2.x + p.x), abs(c1.y - 2 * c2.y + p.y)))
                let n = Self.segmentCount(secondDifference: m, degreeFactor: 0.75, tolerance: tolerance)
                for i in 1...n {
                    let t = Double(i) / Double(n)
                    let u = 1 - t
                    let (a, b, cc, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    points.append(
                        Point(
                            x: a * p0.x + b * c1.x + cc * c2.x + d * p.x,
                            y: a * p0.y + b * c1.y + cc * c2.y + d * p.y))
                }
                hasSegments = true
                last = p
                total += n
            case .closeSubpath:
                finish(closed: true)
                last = subpathStart
            }
            if total > Self.maxStrokePoints { return nil }
        }
        finish(closed: false)
        return result
    }
}

/// One flattened subpath to stroke.
struct StrokePolyline {
    var points: [Point]
    var isClosed: Bool
}

/// Builds the stroke contours of polylines (see the extension's notes for the construction).
enum StrokeBuilder {
    /// Appends the stroke of one polyline: one contour per open polyline (left side, end cap, right
    /// side, start cap), two for a closed one (each side around), a disc for a single point.
    static func addStroke(of polyline: StrokePolyline, radius r: Double, style: StrokeStyle, into path: inout Path) {
        var points = deduplicated(polyline.points)
        if polyline.isClosed, points.count > 1, nearlyEqual(points[0], points[points.count - 1]) {
            points.removeLast()
        }
        guard points.count > 1 else {
            // A zero-length subpath still shows its round caps, as a dot (butt caps show nothing).
            if let p = points.first, style.lineCap == .round { addDisc(center: p, radius: r, into: &path) }
            if let p = points.first, style.lineCap == .square {
                path.addRect(Rect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r))
            }
            return
        }
        let reversed = Array(points.reversed())
        if polyline.isClosed {
            addClosedSide(points, radius: r, style: style, into: &path)
            addClosedSide(reversed, radius: r, style: style, into: &path)
        } else {
            addOpenSide(points, radius: r, style: style, startContour: true, into: &path)
            addCap(
                at: points[points.count - 1], normal: normal(points[points.count - 2], points[points.count - 1]),
                radius: r, cap: style.lineCap, into: &path)
            addOpenSide(reversed, radius: r, style: style, startContour: false, into: &path)
            addCap(
                at: points[0], normal: normal(reversed[reversed.count - 2], reversed[reversed.count - 1]), radius: r,
                cap: style.lineCap, into: &path)
            path.closeSubpath()
        }
    }

    /// The left-hand side (on screen, looking along the direction of travel) of an open polyline,
    /// from its first point to its last, with the joins in between.
    private static func addOpenSide(
        _ p: [Point], radius r: Double, style: StrokeStyle, startContour: Bool, into path: inout Path
    ) {
        let n0 = normal(p[0], p[1])
        let start = p[0] + n0 * r
        if startContour { path.move(to: start) } else { path.addLine(to: start) }
        if p.count > 2 {
            for i in 1..<(p.count - 1) {
                addJoin(previous: p[i - 1], vertex: p[i], next: p[i + 1], radius: r, style: style, into: &path)
            }
        }
        let last = p.count - 1
        path.addLine(to: p[last] + normal(p[last - 1], p[last]) * r)
    }

    /// One side of a closed polyline as a closed contour: the joins at every vertex, in order.
    private static func addClosedSide(_ p: [Point], radius r: Double, style: StrokeStyle, into path: inout Path) {
        let count = p.count
        var contour = Path()
        // Begin on the first segment, just after the join at p[0] (its start point is where the
        // join at p[0], emitted last, ends), so every join is emitted whole.
        contour.move(to: joinStart(previous: p[count - 1], vertex: p[0], next: p[1], radius: r, style: style))
        for k in 1...count {
            let i = k % count
            addJoin(
                previous: p[(i + count - 1) % count], vertex: p[i], next: p[(i + 1) % count], radius: r, style: style,
                into: &contour)
        }
        contour.closeSubpath()
        path.addPath(contour)
    }

    /// Where the left side of the outgoing segment begins after the join at `vertex`.
    private static func joinStart(previous: Point, vertex: Point, next: Point, radius r: Double, style: StrokeStyle)
        -> Point
    {
        var probe = Path()
        probe.move(to: vertex)
        addJoin(previous: previous, vertex: vertex, next: next, radius: r, style: style, into: &probe)
        return probe.currentPoint ?? vertex
    }

    /// The left side's path through the join at `vertex`: from the end of the incoming offset
    /// line to the start of the outgoing one.
    private static func addJoin(
        previous: Point, vertex v: Point, next: Point, radius r: Double, style: StrokeStyle, into path: inout Path
    ) {
        let d0 = unit(v - previous)
        let d1 = unit(next - v)
        let n0 = Point(x: d0.y, y: -d0.x)
        let n1 = Point(x: d1.y, y: -d1.x)
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        // Signed turn, positive turning clockwise on screen: then the left side is the outside.
        let turn = atan2(cross, dot)
        if abs(turn) < 1e-9 {
            path.addLine(to: v + n1 * r)
            return
        }
        if turn > 0 {
            path.addLine(to: v + n0 * r)
            switch style.lineJoin {
            case .round:
                // Outside: a round join, the arc between the two offset lines' ends.
                path.addArcPieces(center: v, radius: r, startAngle: atan2(n0.y, n0.x), sweep: turn)
            case .miter where 1 / cos(turn / 2) <= style.miterLimit:
                // The offset lines carried on to where they meet: r / cos(turn/2) from the vertex.
                let bisector = unit(n0 + n1)
                path.addLine(to: v + bisector * (r / cos(turn / 2)))
                path.addLine(to: v + n1 * r)
            case .miter, .bevel:
                path.addLine(to: v + n1 * r)
            }
            return
        }
        // Inside: cut both offset lines where they cross when that point lies within the first
        // half of each segment (so the cuts made at a segment's two ends can never pass each other),
        // else go through the vertex itself.
        let cut = r * tan(-turn / 2)
        let len0 = (v - previous).length
        let len1 = (next - v).length
        if cut <= len0 / 2, cut <= len1 / 2 {
            path.addLine(to: v + n0 * r - d0 * cut)
        } else {
            path.addLine(to: v + n0 * r)
            path.addLine(to: v)
            path.addLine(to: v + n1 * r)
        }
    }

    /// The cap from the left side's end to the right side's start: a half circle, straight across,
    /// or a half square past the end.
    private static func addCap(at p: Point, normal n: Point, radius r: Double, cap: LineCap, into path: inout Path) {
        switch cap {
        case .round:
            path.addArcPieces(center: p, radius: r, startAngle: atan2(n.y, n.x), sweep: Double.pi)
        case .butt:
            path.addLine(to: p - n * r)
        case .square:
            // Travel direction: the normal turned back a quarter (n is d turned left).
            let d = Point(x: -n.y, y: n.x)
            path.addLine(to: p + n * r + d * r)
            path.addLine(to: p - n * r + d * r)
            path.addLine(to: p - n * r)
        }
    }

    /// A full circle, clockwise on screen like every other contour of the stroke.
    private static func addDisc(center c: Point, radius r: Double, into path: inout Path) {
        path.move(to: Point(x: c.x + r, y: c.y))
        path.addArcPieces(center: c, radius: r, startAngle: 0, sweep: 2 * Double.pi)
        path.closeSubpath()
    }

    /// The left-hand unit normal of the segment a→b (screen coordinates, y down).
    private static func normal(_ a: Point, _ b: Point) -> Point {
        let d = unit(b - a)
        return Point(x: d.y, y: -d.x)
    }

    private static func unit(_ v: Point) -> Point {
        let length = v.length
        return length > 0 ? v * (1 / length) : Point(x: 1, y: 0)
    }

    /// Points closer than this (relative to their size) are one point: a zero-length segment has no
    /// direction to offset along.
    private static func nearlyEqual(_ a: Point, _ b: Point) -> Bool {
        let scale = max(1, abs(a.x), abs(a.y))
        return (a - b).length <= 1e-9 * scale
    }

    private static func deduplicated(_ points: [Point]) -> [Point] {
        var out: [Point] = []
        out.reserveCapacity(points.count)
        for p in points where out.last.map({ !nearlyEqual($0, p) }) ?? true {
            out.append(p)
        }
        return out
    }
}
