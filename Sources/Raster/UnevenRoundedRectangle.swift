/// iOS 16's `UnevenRoundedRectangle`: a rectangle whose four corners have radii of their own. Each
/// corner is a circular arc (a `.continuous` style is drawn circular too), its radius held to half
/// the shorter side so corners never cross; an inset shrinks every radius by the inset.
public struct UnevenRoundedRectangle: InsetAmountShape, Hashable {
    public var topLeading: Double
    public var bottomLeading: Double
    public var bottomTrailing: Double
    public var topTrailing: Double
    public var insetAmount: Double = 0

    /// The corners in SwiftUI's order, as its initialiser's labels name them.
    public static let corners = ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"]

    public init(topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0, topTrailing: Double = 0)
    {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    public func path(in rect: Rect) -> Path {
        let r = insetFrame(rect)
        guard r.width > 0, r.height > 0 else { return Path() }
        let limit = min(r.width, r.height) / 2
        func radius(_ given: Double) -> Double {
            min(limit, max(0, (given.isFinite ? given : 0) - insetAmount))
        }
        let (tl, bl, br, tr) = (radius(topLeading), radius(bottomLeading), radius(bottomTrailing), radius(topTrailing))
        let half = Double.pi / 2
        var p = Path()
        p.move(to: Point(x: r.minX + tl, y: r.minY))
        p.addLine(to: Point(x: r.maxX - tr, y: r.minY))
        if tr > 0 {
            p.addArc(center: Point(x: r.maxX - tr, y: r.minY + tr), radius: tr, startAngle: -half, endAngle: 0)
        }
        p.addLine(to: Point(x: r.maxX, y: r.maxY - br))
        if br > 0 { p.addArc(center: Point(x: r.maxX - br, y: r.maxY - br), radius: br, startAngle: 0, endAngle: half) }
        p.addLine(to: Point(x: r.minX + bl, y: r.maxY))
        if bl > 0 {
            p.addArc(center: Point(x: r.minX + bl, y: r.maxY - bl), radius: bl, startAngle: half, endAngle: 2 * half)
        }
        p.addLine(to: Point(x: r.minX, y: r.minY + tl))
        if tl > 0 {
            p.addArc(
                center: Point(x: r.minX + tl, y: r.minY + tl), radius: tl, startAngle: 2 * half, endAngle: 3 * half)
        }
        p.closeSubpath()
        return p
    }
}
