import Raster

/// A linear progress bar in the parametric style: a capsule channel pressed into the page, and the
/// work done as a raised accent capsule inside it.
public struct SoftProgressStyle: ProgressStyle {
    public var relief: SoftRelief

    public init(_ parameters: ParametricStyle) { relief = SoftRelief(parameters) }

    public var name: String { "soft-progress" }
    public var height: Double { 14 }

    public func makeBody(fraction: Double, in rect: Rect) -> [DrawCommand] {
        let f = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        var body = relief.sunken(Capsule(), in: rect, depth: 0.25)
        let inner = rect.insetBy(dx: 3, dy: 3)
        guard f > 0, inner.width > 0, inner.height > 0 else { return body }
        // Never narrower than it is tall, so a little progress is still a capsule, not a sliver.
        let width = max(inner.height, inner.width * f)
        body += relief.raised(
            Capsule(), in: Rect(x: inner.minX, y: inner.minY, width: width, height: inner.height), depth: 0.1,
            fill: .color(relief.accent))
        return body
    }
}
