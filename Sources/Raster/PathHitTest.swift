extension Path {
    /// Whether `point` is inside the filled path (winding number over the flattened outline).
    public func contains(_ point: Point, fillRule: FillRule = .nonZero) -> Bool {
        guard point.isFinite else { return false }
        var winding = 0
        for polygon in flattened(tolerance: 0.25) {
            var previous = polygon[polygon.count - 1]
            for p in polygon {
                if previous.y <= point.y {
                    if p.y > point.y && cross(previous, p, point) > 0 { winding += 1 }
                } else if p.y <= point.y && cross(previous, p, point) < 0 {
                    winding -= 1
                }
                previous = p
            }
        }
        return fillRule == .nonZero ? winding != 0 : winding % 2 != 0
    }

    /// > 0 when `p` is left of the directed line a → b (y down: "left" is counter-clockwise on screen).
    private func cross(_ a: Point, _ b: Point, _ p: Point) -> Double {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
