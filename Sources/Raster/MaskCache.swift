/// What a cached mask was made from. Keys describe geometry in device pixels relative to the mask's
/// whole-pixel origin and blur in device pixels — never colour or position — so a scheme switch or a
/// moved control finds its masks again.
public indirect enum MaskKey: Hashable, Sendable {
    /// A path's coverage, the path quantised to 1/256 px and placed relative to the mask's origin;
    /// `clip` (relative to the same origin) is set when the visible region cut the shape.
    case shape(Path, FillRule, clip: IntRect?)
    /// Another mask blurred with σ in steps of 1/`sigmaStepsPerPixel` device pixel (see `blurred(_:sigma:)`).
    case blurred(MaskKey, sigmaSteps: Int)
    /// Another mask's outside (255 − coverage) over a box grown by `pad` pixels, for inner shadows.
    case outside(MaskKey, pad: Int)
    /// A mask with a tinted, offset shadow of itself composited under it: what a chained
    /// `.shadow()` casts from. Offset in whole device pixels, alpha in 1/255.
    case withShadow(MaskKey, shadow: MaskKey, dx: Int, dy: Int, alpha: Int)

    /// σ is keyed to 1/64 device pixel: finer than any visible change in a blur, coarse enough that
    /// σ computed two ways from one radius meets the same mask.
    static let sigmaStepsPerPixel = 64.0

    /// `source` blurred with σ device pixels.
    static func blurred(_ source: MaskKey, sigma: Double) -> MaskKey {
        .blurred(source, sigmaSteps: Int((sigma * sigmaStepsPerPixel).rounded()))
    }
}

/// Blurred (and plain) coverage masks, bounded by bytes with least-recently-used eviction.
///
/// The cache is what makes shadows cheap: a mask depends only on geometry and σ, so steady frames
/// only tint and composite. Counters are readable for the HUD and the benchmark.
public final class MaskCache {
    /// Bytes of mask data allowed; the least recently used masks go first when it is passed.
    public var byteCap: Int {
        didSet { evict() }
    }
    public private(set) var bytes = 0
    public private(set) var hits = 0
    public private(set) var misses = 0
    public private(set) var evictions = 0
    /// The largest `bytes` has ever been, to check the cap holds.
    public private(set) var peakBytes = 0

    private struct Entry {
        var mask: Mask
        var lastUse: UInt64
    }
    private var entries: [MaskKey: Entry] = [:]
    private var clock: UInt64 = 0

    public static let defaultByteCap = 64 << 20

    public init(byteCap: Int = MaskCache.defaultByteCap) { self.byteCap = max(0, byteCap) }

    public var count: Int { entries.count }
    public var hitRate: Double { hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses) }

    /// The cached mask for `key`, or the one `make` builds (kept if it fits under the cap).
    public func mask(for key: MaskKey, make: () -> Mask) -> Mask {
        clock &+= 1
        if var entry = entries[key] {
            hits += 1
            entry.lastUse = clock
            entries[key] = entry
            return entry.mask
        }
        misses += 1
        let mask = make()
        let size = Self.cost(mask)
        if size <= byteCap {
            entries[key] = Entry(mask: mask, lastUse: clock)
            bytes += size
            evict(keeping: key)
            peakBytes = max(peakBytes, bytes)
        }
        return mask
    }

    /// Forgets every mask (counters stay).
    public func removeAll() {
        entries.removeAll()
        bytes = 0
    }

    /// Bytes a mask holds, with a small fixed overhead so that empty masks are not free.
    static func cost(_ mask: Mask) -> Int { mask.coverage.count + 64 }

    private func evict(keeping kept: MaskKey? = nil) {
        guard bytes > byteCap else { return }
        // Oldest first; a linear scan is fine for the hundreds of masks a playground holds.
        let victims = entries.filter { $0.key != kept }.sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, entry) in victims {
            guard bytes > byteCap else { break }
            entries[key] = nil
            bytes -= Self.cost(entry.mask)
            evictions += 1
        }
    }
}
