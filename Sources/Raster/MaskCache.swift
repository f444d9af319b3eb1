import Synchronization

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
///
/// Bands of one frame drawn on several threads share it, so its state sits behind a mutex. A mask is
/// made outside that lock, and a thread that misses a mask another thread is making waits for it
/// rather than making it again: identical controls share their masks, and two threads reaching the
/// same control's shadow at once would otherwise both blur it.
public final class MaskCache: Sendable {
    /// Bytes of mask data allowed; the least recently used masks go first when it is passed.
    public var byteCap: Int {
        get { state.withLock { $0.byteCap } }
        set {
            state.withLock {
                $0.byteCap = newValue
                $0.evict()
            }
        }
    }
    public var bytes: Int { state.withLock { $0.bytes } }
    public var hits: Int { state.withLock { $0.hits } }
    public var misses: Int { state.withLock { $0.misses } }
    public var evictions: Int { state.withLock { $0.evictions } }
    /// The largest `bytes` has ever been, to check the cap holds.
    public var peakBytes: Int { state.withLock { $0.peakBytes } }

    private struct Entry {
        var mask: Mask
        var lastUse: UInt64
    }

    private struct State {
        var byteCap: Int
        var bytes = 0
        var hits = 0
        var misses = 0
        var evictions = 0
        var peakBytes = 0
        var entries: [MaskKey: Entry] = [:]
        var clock: UInt64 = 0
        /// Masks being made now, each behind the lock its maker holds until it is made.
        var making: [MaskKey: Making] = [:]

        /// The cached mask for `key`, marked used; counts the hit or the miss.
        mutating func lookUp(_ key: MaskKey) -> Mask? {
            clock &+= 1
            // One hash per lookup: a key hashes its whole path.
            guard let index = entries.index(forKey: key) else {
                misses += 1
                return nil
            }
            hits += 1
            entries.values[index].lastUse = clock
            return entries.values[index].mask
        }

        /// A hit, marked used; nil (counting nothing) when the key is not cached.
        mutating func hit(_ key: MaskKey) -> Mask? {
            guard let index = entries.index(forKey: key) else { return nil }
            clock &+= 1
            hits += 1
            entries.values[index].lastUse = clock
            return entries.values[index].mask
        }

        mutating func store(_ mask: Mask, for key: MaskKey) {
            let size = MaskCache.cost(mask)
            guard size <= byteCap else { return }
            if let previous = entries[key] { bytes -= MaskCache.cost(previous.mask) }
            entries[key] = Entry(mask: mask, lastUse: clock)
            bytes += size
            evict(keeping: key)
            peakBytes = max(peakBytes, bytes)
        }

        mutating func evict(keeping kept: MaskKey? = nil) {
            guard bytes > byteCap else { return }
            // Oldest first, down to seven eighths of the cap: one scan then makes room for several
            // masks (a swept blur radius stores new ones every frame, and each scan sorts them all).
            // The scan reads the entries in place: copying the dictionary would hash every key again.
            let target = byteCap - byteCap / 8
            var order: [(lastUse: UInt64, index: Dictionary<MaskKey, Entry>.Index)] = []
            order.reserveCapacity(entries.count)
            for index in entries.indices { order.append((entries.values[index].lastUse, index)) }
            order.sort { $0.lastUse < $1.lastUse }
            var victims: [MaskKey] = []
            var freed = 0
            for (_, index) in order {
                guard bytes - freed > target else { break }
                let (key, entry) = entries[index]
                if key == kept { continue }
                victims.append(key)
                freed += MaskCache.cost(entry.mask)
            }
            for key in victims { entries[key] = nil }
            bytes -= freed
            evictions += victims.count
        }
    }

    private let state: Mutex<State>

    /// A mask being made: its maker holds `mask`'s lock from before it is announced until the mask is in
    /// it, so a thread that finds it waits on that lock.
    private final class Making: Sendable {
        let mask = Mutex<Mask?>(nil)
    }

    private enum Found {
        case cached(Mask)
        case beingMade(Making)
        case toMake
    }

    public static let defaultByteCap = 64 << 20

    public init(byteCap: Int = MaskCache.defaultByteCap) { state = Mutex(State(byteCap: max(0, byteCap))) }

    public var count: Int { state.withLock { $0.entries.count } }
    public var hitRate: Double {
        state.withLock { $0.hits + $0.misses == 0 ? 0 : Double($0.hits) / Double($0.hits + $0.misses) }
    }

    /// The cached mask for `key`, or the one `make` builds (kept if it fits under the cap). `make` must
    /// not use the cache: a thread waiting for this mask may hold the mask it would need.
    public func mask(for key: MaskKey, make: () -> Mask) -> Mask {
        // Most lookups hit: they need no lock of their own.
        if let cached = state.withLock({ $0.hit(key) }) { return cached }
        let making = Making()
        return making.mask.withLock { made in
            // Announced while its lock is held, so nobody can take that lock before the mask is in it.
            let found = state.withLock { state -> Found in
                if let cached = state.lookUp(key) { return .cached(cached) }
                if let other = state.making[key] {
                    // Made once: counted as a hit, not a second miss.
                    state.misses -= 1
                    state.hits += 1
                    return .beingMade(other)
                }
                state.making[key] = making
                return .toMake
            }
            switch found {
            case .cached(let mask):
                return mask
            case .beingMade(let other):
                return other.mask.withLock { $0 } ?? make()
            case .toMake:
                let mask = make()
                made = mask
                state.withLock {
                    $0.making[key] = nil
                    $0.store(mask, for: key)
                }
                return mask
            }
        }
    }

    /// Forgets every mask (counters stay).
    public func removeAll() {
        state.withLock {
            $0.entries.removeAll()
            $0.bytes = 0
        }
    }

    /// Bytes a mask holds, with a small fixed overhead so that empty masks are not free.
    static func cost(_ mask: Mask) -> Int { mask.coverage.count + 64 }
}
