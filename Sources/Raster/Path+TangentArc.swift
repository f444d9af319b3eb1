#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Path {
    /// SwiftUI's `addArc(tangent1End:tangent2End:radius:)`: a line from the current point towards
    /// `tangent1End`, then the arc of `radius` that turns from that line onto the line from
    /// `tangent1End` to `tangent2End`. Where the lines do not turn (or there is no current point) it is a
    /// line to `tangent1End`, as Core Graphics draws it.
    public mutating func addArc(tangent1End t1: Point, tangent2End t2: Point, radius r: Double) {
        guard let p0 = currentPoint else {
            move(to: t1)
            return
        }
        let a = p0 - t1
        let b = t2 - t1
        let (la, lb) = (a.length, b.length)
        guard la > 0, lb > 0, r > 0, r.isFinite else {
            addLine(to: t1)
            return
        }
        let (u, v) = (a * (1 / la), b * (1 / lb))
        let cosine = max(-1, min(1, u.x * v.x + u.y * v.y))
        let theta = acos(cosine)
        guard theta > 1e-9, theta < Double.pi - 1e-9 else {
            addLine(to: t1)
            return
        }
        let reach = r / tan(theta / 2)
        let start = t1 + u * reach
        let end = t1 + v * reach
        let bisector = (u + v) * (1 / (u + v).length)
        let centre = t1 + bisector * (r / sin(theta / 2))
        let a0 = atan2(start.y - centre.y, start.x - centre.x)
        let a1 = atan2(end.y - centre.y, end.x - centre.x)
        var sweep = a1 - a0
        if sweep > Double.pi { sweep -= 2 * Double.pi }
        if sweep < -Double.pi { sweep += 2 * Double.pi }
        appendArc(center: centre, radius: r, startAngle: a0, sweep: sweep)
    }
}
