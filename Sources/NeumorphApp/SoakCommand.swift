import CSupport
import Raster
import Style
import UI

/// `neumorph soak`: renders headless with a random tweak every frame and reports memory, so a leak
/// or an unbounded cache shows as growth.
@MainActor
enum SoakCommand {
    static let usage = """
        usage: neumorph soak [--frames N] [--seed S] [--scene NAME]

          Renders N frames (default 10000) at 640×400, changing a random parameter, scheme, scene,
          press or toggle every frame, and prints resident memory at the start and the end, the mask
          cache's bytes and cap. Exits 1 if memory grew more than 5 % or the cache passed its cap.
        """

    static func run(_ argv: [String]) throws(CommandFailure) {
        let args = try Arguments(argv, valued: ["frames", "seed", "scene"], flags: [], usage: usage)
        let frames = try args.integer("frames", default: 10_000, in: 1...10_000_000, usage: usage)
        let seed = UInt64(try args.integer("seed", default: 1, in: 0...Int.max, usage: usage))
        let scene = try args.choice("scene", default: SceneArgument.dark, usage: usage).scene
        let playground = Playground(scene: scene, scheme: nil)
        playground.showsToasts = false
        let cache = playground.session.renderer.maskCache
        var random = SplitMix64(seed: seed)
        let size = Size(width: 640, height: 400)
        var startRSS = 0.0
        // Growth is measured from the steady state: after the mask cache first reaches its cap (it is
        // meant to fill up) and the fonts and tables are loaded.
        var warmUp = frames / 2
        var peakCache = 0
        let progressEvery = max(1000, frames / 10)
        for frame in 0..<frames {
            tweak(playground, &random, size: size)
            _ = playground.render(size: size, scale: 1, time: Double(frame) / 60)
            peakCache = max(peakCache, cache.bytes)
            if startRSS == 0 && (cache.evictions > 0 && frame >= 200 || frame == warmUp) {
                warmUp = frame
                startRSS = settledRSS()
            }
            if frame % progressEvery == 0 && frame > 0 {
                Console.out(
                    String(
                        format: "frame %d: RSS %.1f MB, cache %.1f MB", frame, settledRSS(),
                        Double(cache.bytes) / 1_048_576))
            }
        }
        let endRSS = settledRSS()
        let growth = startRSS > 0 ? (endRSS - startRSS) / startRSS * 100 : 0
        Console.out(
            String(
                format:
                    "frames %d · RSS start %.1f MB (after %d warm-up frames) · end %.1f MB · growth %.1f %% · cache %.1f MB (peak %.1f) of %.0f MB cap · hits %d misses %d evictions %d",
                frames, startRSS, warmUp, endRSS, growth, Double(cache.bytes) / 1_048_576,
                Double(peakCache) / 1_048_576,
                Double(cache.byteCap) / 1_048_576, cache.hits, cache.misses, cache.evictions))
        if growth > 5 || cache.peakBytes > cache.byteCap {
            throw CommandFailure(
                "neumorph: soak failed: memory grew \(String(format: "%.1f", growth)) % or the cache passed its cap",
                status: 1)
        }
    }

    /// Resident memory once the allocator has handed back what it keeps after `free`: the live
    /// footprint, not glibc's momentary hoard (which swings by ±15 MB from frame to frame).
    static func settledRSS() -> Double {
        neu_return_free_memory()
        return MemoryUsage.residentMegabytes
    }

    /// One random change, as a user would make in the playground.
    static func tweak(_ p: Playground, _ r: inout SplitMix64, size: Size) {
        switch r.next() % 10 {
        case 0...4:
            let spec = ParametricStyle.parameters[Int(r.next() % UInt64(ParametricStyle.parameters.count))]
            let t = Double(r.next() % 10_001) / 10_000
            p.session.parameters[keyPath: spec.keyPath] =
                spec.range.lowerBound + t * (spec.range.upperBound - spec.range.lowerBound)
            p.session.family = .parametric
        case 5:
            p.keyDown(.character(["l", "d", "c", "i", "k", "u", "n", "x", "f"][Int(r.next() % 9)]), modifiers: [])
        case 6:
            let point = Point(x: Double(r.next() % UInt64(size.width)), y: Double(r.next() % UInt64(size.height)))
            p.pointer(r.next() % 2 == 0 ? .pointerDown(point) : .pointerUp(point))
        case 7:
            p.keyDown(.character(Character("\(1 + r.next() % UInt64(min(SceneCatalog.all.count, 9)))")), modifiers: [])
        default:
            p.keyDown(.tab, modifiers: r.next() % 2 == 0 ? [] : [.shift])
        }
    }
}

/// A small, fast, seedable generator, so soak and fuzz runs can be repeated exactly.
struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
