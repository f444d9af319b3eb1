import Synchronization

/// Gradient lookup tables kept between fills. A frame fills the same few gradients again and again, and
/// building a table costs 1024 colour evaluations. Each canvas has one, shared with its layers; a renderer
/// hands its own to the canvases it draws, so tables outlive a frame's canvas. The bands of a frame drawn
/// on several threads share the renderer's, so the tables sit behind a mutex; a table is built outside
/// it (two threads may build one twice, to the same values).
public final class GradientTableCache: Sendable {
    /// More distinct gradients than this (a knob swept through many colours) start the cache afresh.
    static let capacity = 64

    private let tables = Mutex<[Gradient: [UInt64]]>([:])

    public init() {}

    public var count: Int { tables.withLock { $0.count } }

    func table(for gradient: Gradient) -> [UInt64] {
        if let cached = tables.withLock({ $0[gradient] }) { return cached }
        let table = GradientShader.table(for: gradient)
        tables.withLock {
            if $0.count > Self.capacity { $0.removeAll(keepingCapacity: true) }
            $0[gradient] = table
        }
        return table
    }
}
