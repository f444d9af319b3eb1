/// Gradient lookup tables kept between fills, owned by whoever draws frames (the renderer) and handed
/// to its canvases like the mask cache. A frame fills the same few gradients again and again; building
/// a table costs 1024 colour evaluations. Not shared between threads: each renderer has its own.
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
