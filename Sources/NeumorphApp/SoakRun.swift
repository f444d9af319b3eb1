import CSupport
import Platform
import Raster
import Style
import UI

/// A soak run: a warm-up that fills the caches, then frames with a random tweak each, and resident
/// memory compared between the two. The baseline is taken once the mask cache is full (it is meant
/// to fill to its cap, and a short run measured from a cold start saw that filling as 11–31 %
/// "growth"), so the growth that remains is memory that nothing bounds: a leak.
@MainActor
struct SoakRun {
    /// The warm-up ends when the mask cache first evicts (it is full) or after this many frames.
    static let warmUpLimit = 3000
    /// Frames rendered after the cache fills, while the baseline is sampled.
    static let settleFrames = 200
    /// Resident-memory samples at each end of the run.
    static let samples = 5
    /// Growth above this, from the warmed-up baseline, is a failure.
    nonisolated static let allowedGrowth = 5.0

    var frames: Int
    var seed: UInt64 = 1
    var scene: any Scene
    var size = Size(width: 640, height: 400)
    var warmUpLimit = Self.warmUpLimit
    var settleFrames = Self.settleFrames
    /// Runs after every measured frame (tests inject a leak here to see the soak catch it).
    var afterFrame: (Int) -> Void = { _ in }

    struct Result {
        var frames: Int
        var warmUpFrames: Int
        var startRSS: Double
        var endRSS: Double
        var cacheBytes: Int
        var peakCacheBytes: Int
        var cacheCap: Int
        var hits: Int
        var misses: Int
        var evictions: Int

        var growth: Double { startRSS > 0 ? (endRSS - startRSS) / startRSS * 100 : 0 }

        /// Why the run failed, or `nil`.
        var failure: String? {
            if growth > SoakRun.allowedGrowth {
                return String(
                    format: "memory grew %.1f %% (%.1f → %.1f MB) over %d frames after the warm-up", growth, startRSS,
                    endRSS, frames)
            }
            if peakCacheBytes > cacheCap {
                return String(
                    format: "the mask cache reached %.1f MB, past its %.0f MB cap", Double(peakCacheBytes) / 1_048_576,
                    Double(cacheCap) / 1_048_576)
            }
            return nil
        }

        var summary: String {
            String(
                format:
                    "frames %d · RSS start %.1f MB (after %d warm-up frames) · end %.1f MB · growth %.1f %% · cache %.1f MB (peak %.1f) of %.0f MB cap · hits %d misses %d evictions %d",
                frames, startRSS, warmUpFrames, endRSS, growth, Double(cacheBytes) / 1_048_576,
                Double(peakCacheBytes) / 1_048_576, Double(cacheCap) / 1_048_576, hits, misses, evictions)
        }
    }

    /// Warms up, takes the baseline, renders `frames` frames and measures; `progress` gets a line
    /// every tenth of the run (at least every 1000 frames).
    func run(progress: (String) -> Void = { _ in }) -> Result {
        let playground = Playground(scene: scene, scheme: nil)
        playground.showsToasts = false
        let cache = playground.session.renderer.maskCache
        var random = SplitMix64(seed: seed)
        var time = 0
        func step() {
            Self.tweak(playground, &random, size: size)
            _ = playground.render(size: size, scale: 1, time: Double(time) / 60)
            time += 1
        }
        var warmUp = 0
        while warmUp < warmUpLimit && cache.evictions == 0 {
            step()
            warmUp += 1
        }
        // Resident memory swings by a few MB between identical runs even after handing freed blocks
        // back, so neither end is one sample: the baseline is the highest of several taken while the
        // full caches settle, the end the lowest of several over the run's last frames. A leak
        // raises every late sample, so it still shows.
        var startRSS = 0.0
        for frame in 0..<settleFrames {
            step()
            if frame % max(1, settleFrames / Self.samples) == 0 { startRSS = max(startRSS, Self.settledRSS()) }
        }
        warmUp += settleFrames
        var peakCache = cache.bytes
        var endRSS = Double.infinity
        let tail = min(frames, max(50, frames / 10))
        let sampleEvery = max(1, tail / Self.samples)
        let progressEvery = max(1000, frames / 10)
        for frame in 0..<frames {
            step()
            afterFrame(frame)
            peakCache = max(peakCache, cache.bytes)
            let remaining = frames - 1 - frame
            if remaining < tail && remaining % sampleEvery == 0 { endRSS = min(endRSS, Self.settledRSS()) }
            if frame % progressEvery == 0 && frame > 0 {
                progress(
                    String(
                        format: "frame %d: RSS %.1f MB, cache %.1f MB", frame, Self.settledRSS(),
                        Double(cache.bytes) / 1_048_576))
            }
        }
        return Result(
            frames: frames, warmUpFrames: warmUp, startRSS: startRSS, endRSS: endRSS,
            cacheBytes: cache.bytes, peakCacheBytes: max(peakCache, cache.peakBytes), cacheCap: cache.byteCap,
            hits: cache.hits, misses: cache.misses, evictions: cache.evictions)
    }

    /// Resident memory once the allocator has handed back what it keeps after `free`: the live
    /// footprint, not glibc's momentary hoard (which swings by ±15 MB from frame to frame).
    static func settledRSS() -> Double {
        neu_return_free_memory()
        return ResidentMemory.currentMegabytes
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
