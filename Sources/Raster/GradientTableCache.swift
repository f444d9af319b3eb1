/// Gradient lookup tables kept between fills. A frame fills the same few gradients again and again, and
/// building a table costs 1024 colour evaluations. Each canvas has one, shared with its layers; a renderer
/// hands its own to the canvases it draws, so tables outlive a frame's canvas. Owned, never global: no
/// lock is needed, and two threads drawing on two canvases share nothing.
public final class GradientTableCache {
    /// More distinct gradients than this (a knob swept through many colours) start the cache afresh.
    static let capacity = 64

    private var tables: [Gradient: [UInt64]] = [:]

    public init() {}

    public var count: Int { tables.count }

    func table(for gradient: Gradient) -> [UInt64] {
        if let cached = tables[gradient] { return cached }
        let table = GradientShader.table(for: gradient)
        if tables.count > Self.capacity { tables.removeAll(keepingCapacity: true) }
        tables[gradient] = table
        return table
    }
}
