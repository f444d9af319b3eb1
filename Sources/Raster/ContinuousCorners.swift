/// Apple's smooth ("continuous", squircle-like) rounded corners.
///
/// Each corner takes 1.528665·r of both edges and is three cubics: an easing curve from the straight
/// edge, an arc-like middle, and the mirror easing curve, so curvature grows from zero instead of
/// jumping to 1/r as a circular corner does. The offsets are the published reverse-engineered ones
/// (in units of r).
enum ContinuousCorners {
    /// How much of each edge one corner consumes, in units of r.
    static let edgeLength = 1.528_665
    static let a = 1.088_49
    static let b = 0.868_40
    static let c = 0.631_49
    static let d = 0.372_83
    static let e = 0.169_06
    static let f = 0.074_91

    static func path(in rect: Rect, radius: Double) -> Path {
        // Clamp so two corners never consume more than a side.
        let r = min(radius, min(rect.width, rect.height) / 2 / edgeLength)
        var p = Path()
        guard r > 0 else {
            p.addRect(rect)
            return p
        }
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        // Corner in local coordinates (u along the incoming edge towards the corner, v away from it),
        // mapped to each of the four corners in turn, clockwise on screen.
        func corner(_ map: (Double, Double) -> Point) {
            p.addLine(to: map(edgeLength * r, 0))
            p.addCurve(to: map(c * r, f * r), control1: map(a * r, 0), control2: map(b * r, 0))
            p.addCurve(to: map(f * r, c * r), control1: map(d * r, e * r), control2: map(e * r, d * r))
            p.addCurve(to: map(0, edgeLength * r), control1: map(0, b * r), control2: map(0, a * r))
        }
        p.move(to: Point(x: x0 + edgeLength * r, y: y0))
        corner { u, v in Point(x: x1 - u, y: y0 + v) }  // top-right
        corner { u, v in Point(x: x1 - v, y: y1 - u) }  // bottom-right
        corner { u, v in Point(x: x0 + u, y: y1 - v) }  // bottom-left
        corner { u, v in Point(x: x0 + v, y: y0 + u) }  // top-left
        p.closeSubpath()
        return p
    }
}
