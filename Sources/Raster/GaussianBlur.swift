import CSupport

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension Mask {
    /// Gaussian blur with standard deviation `sigma` in device pixels; grows the mask by ⌈3σ⌉ on every side.
    public func blurred(sigma: Double) -> Mask {
        GaussianBlur.blur(self, sigma: sigma)
    }
}

/// Gaussian blur of A8 masks; coverage outside the mask counts as zero.
///
/// The reference is the sampled Gaussian normalised to sum 1. Three methods, all within one level of it:
/// - small σ: direct separable convolution;
/// - medium σ: a 4-pole recursive filter (`RecursiveGaussian`), cost per pixel independent of σ;
/// - large σ: the same filter on a half-resolution mask, interpolated back (a quarter of the filtering).
enum GaussianBlur {
    /// Below this σ a neighbour gets under 1/2900 of the weight: blurring would not change a level.
    static let copyBelowSigma = 0.25
    /// From here the recursive filter's kernel is within 0.35 level of the exact one (0.8 level worst in
    /// 2-D after rounding); below, its shape error grows and direct convolution is exact and still cheap.
    static let recursiveFromSigma = 2.0
    /// From here the blur runs on a half-resolution mask (the coarse σ, ≥ 2.1, stays in the recursive range).
    static let decimateFromSigma = 4.5
    /// Larger σ is clamped so the halo, and memory, stay bounded.
    static let maxSigma = 512.0

    /// Halo added on every side for `sigma` (before clipping to `Mask.maxSide`).
    static func padding(forSigma sigma: Double) -> Int {
        Int((3 * min(sigma, maxSigma)).rounded(.up))
    }

    static func blur(_ mask: Mask, sigma: Double) -> Mask {
        guard sigma.isFinite, sigma >= copyBelowSigma, !mask.isEmpty else { return mask }
        let sigma = min(sigma, maxSigma)
        // Near the size limit the halo is clipped so the result is still a valid mask.
        let pad = max(0, min(padding(forSigma: sigma), (Mask.maxSide - max(mask.width, mask.height)) / 2))
        let outWidth = mask.width + 2 * pad
        let outHeight = mask.height + 2 * pad

        // Denormals appear in the decaying tails over empty areas and make float math several times slower.
        let floatState = neu_enable_flush_to_zero()
        defer { neu_restore_float_environment(floatState) }

        let coverage = [UInt8](unsafeUninitializedCapacity: outWidth * outHeight) { out, count in
            mask.coverage.withUnsafeBufferPointer { input in
                let source = Plane(pixels: input.baseAddress!, width: mask.width, height: mask.height)
                let destination = out.baseAddress!
                if sigma < recursiveFromSigma {
                    DirectGaussian(sigma: sigma).blur(source, pad: pad, into: destination)
                } else if sigma < decimateFromSigma {
                    var arena = ScratchArena(
                        bytes: RecursiveGaussian.scratchBytes(
                            width: mask.width, height: mask.height, pad: pad, UInt8.self))
                    defer { arena.deallocate() }
                    RecursiveGaussian(sigma: sigma).blur(source, pad: pad, into: destination, arena: &arena)
                } else {
                    DecimatedGaussian(sigma: sigma).blur(source, pad: pad, into: destination)
                }
            }
            count = outWidth * outHeight
        }
        let origin = IntPoint(x: mask.origin.x - pad, y: mask.origin.y - pad)
        return Mask(origin: origin, width: outWidth, height: outHeight, coverage: coverage) ?? mask
    }
}

// Everything below lives in the `GaussianBlur` namespace so generic helper names stay out of the module.
extension GaussianBlur {
    /// A read-only view of row-major samples.
    struct Plane<Sample> {
        let pixels: UnsafePointer<Sample>
        let width: Int
        let height: Int
    }

    /// A sample type the blur reads and writes: coverage bytes, or floats for the half-resolution pass.
    protocol BlurSample: AdditiveArithmetic {
        /// Four consecutive samples as floats.
        static func load4(_ p: UnsafePointer<Self>) -> Float4
        /// Stores `count` floats clamped to 0…255 (and rounded, for bytes).
        static func store(_ source: UnsafePointer<Float>, _ destination: UnsafeMutablePointer<Self>, _ count: Int)
    }

    // MARK: - SIMD helpers

    // SIMD4<Float> is the native vector on baseline x86-64 (SSE2) and on ARM (NEON); wider generic SIMD types get
    // split and partly scalarised by the compiler in recurrences. Hot loops use unsafe pointers: checked
    // subscripts cost several times more.
    typealias Float4 = SIMD4<Float>

    /// Rounds up to a multiple of 4 (the SIMD width).
    @inline(__always) static func roundUpTo4(_ n: Int) -> Int { (n &+ 3) & ~3 }

    /// ⌊a / b⌋ for b > 0.
    @inline(__always) static func floorDivide(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

    /// Transposes a 4×4 block given as rows. The 64-bit halves are moved as Double lanes so the compiler keeps
    /// the 8-shuffle two-stage form rather than a 12-shuffle one.
    @inline(__always) static func transpose4(
        _ a: Float4, _ b: Float4, _ c: Float4, _ d: Float4
    ) -> (Float4, Float4, Float4, Float4) {
        let ab0 = unsafeBitCast(Float4(a[0], b[0], a[1], b[1]), to: SIMD2<Double>.self)
        let ab1 = unsafeBitCast(Float4(a[2], b[2], a[3], b[3]), to: SIMD2<Double>.self)
        let cd0 = unsafeBitCast(Float4(c[0], d[0], c[1], d[1]), to: SIMD2<Double>.self)
        let cd1 = unsafeBitCast(Float4(c[2], d[2], c[3], d[3]), to: SIMD2<Double>.self)
        return (
            unsafeBitCast(SIMD2(ab0[0], cd0[0]), to: Float4.self),
            unsafeBitCast(SIMD2(ab0[1], cd0[1]), to: Float4.self),
            unsafeBitCast(SIMD2(ab1[0], cd1[0]), to: Float4.self),
            unsafeBitCast(SIMD2(ab1[1], cd1[1]), to: Float4.self)
        )
    }

    /// Rounds and clamps `count` floats to bytes.
    @inline(__always) static func convertToBytes(
        _ source: UnsafePointer<Float>, _ destination: UnsafeMutablePointer<UInt8>, _ count: Int
    ) {
        // Written per scalar so the loop vectoriser emits min/max and packs; SIMD pointwiseMin/Max, clamped()
        // and Float→Int conversions compile to scalar code. Adding 1.5·2²³ leaves round-to-nearest(v) in the
        // low mantissa bits.
        for i in 0..<count {
            let v = source[i]
            let low = v > 0 ? v : 0
            let rounded = (low < 255 ? low : 255) + 12_582_912
            destination[i] = UInt8(truncatingIfNeeded: rounded.bitPattern)
        }
    }

    /// Scratch memory for one blur, carved from a single allocation.
    ///
    /// One allocation per blur rather than one per buffer lets malloc keep the pages for the next call: with
    /// several multi-megabyte buffers glibc trims them and every call faults them back in, which measured as
    /// slow as the blur itself.
    struct ScratchArena {
        private let base: UnsafeMutableRawPointer
        private let capacity: Int
        private var used = 0

        /// Bytes `take` uses for `count` values of `type` (blocks are 64-byte aligned).
        static func size<T>(_ type: T.Type, _ count: Int) -> Int {
            (max(count, 1) * MemoryLayout<T>.stride + 63) & ~63
        }

        init(bytes: Int) {
            capacity = bytes
            base = .allocate(byteCount: max(bytes, 64), alignment: 64)
        }

        func deallocate() { base.deallocate() }

        /// Room for `count` values, uninitialised (only trivial types are stored here).
        mutating func take<T>(_ type: T.Type, _ count: Int) -> UnsafeMutablePointer<T> {
            let size = Self.size(type, count)
            precondition(used + size <= capacity, "blur scratch arena too small")
            let p = (base + used).bindMemory(to: type, capacity: max(count, 1))
            used += size
            return p
        }

        /// Room for `count` values, each set to `value`.
        mutating func take<T>(_ type: T.Type, _ count: Int, filledWith value: T) -> UnsafeMutablePointer<T> {
            let p = take(type, count)
            p.initialize(repeating: value, count: max(count, 1))
            return p
        }
    }

    // MARK: - Direct convolution (small σ)

    /// Separable convolution with the sampled Gaussian normalised to sum 1, radius ⌈3.5σ⌉ (the tail beyond holds
    /// under 0.02 % of the weight on each side).
    struct DirectGaussian {
        /// weights[k] for offsets ±k, splatted.
        let weights: [Float4]

        init(sigma: Double) {
            let radius = max(1, Int((3.5 * sigma).rounded(.up)))
            let w = (0...radius).map { k in exp(-Double(k * k) / (2 * sigma * sigma)) }
            let total = w[0] + 2 * w.dropFirst().reduce(0, +)
            weights = w.map { Float4(repeating: Float($0 / total)) }
        }

        func blur(_ source: Plane<UInt8>, pad: Int, into out: UnsafeMutablePointer<UInt8>) {
            let radius = weights.count - 1
            let width = source.width, height = source.height
            let outWidth = width + 2 * pad, outHeight = height + 2 * pad
            // Vectors per row, a multiple of 4: the loops below run 4 independent sums to hide add latency.
            let chunks = roundUpTo4(roundUpTo4(outWidth) / 4)
            // A zero-padded float copy of one input row: output x reads line[x … x + 2·radius].
            let lineLength = chunks * 4 + 2 * radius + 4
            // Horizontally blurred rows with `margin` zero rows above and below, so every tap has a row.
            let margin = pad + radius
            let rowCount = height + 2 * margin
            var arena = ScratchArena(
                bytes: ScratchArena.size(Float.self, lineLength) + ScratchArena.size(Float4.self, rowCount * chunks)
                    + ScratchArena.size(Float4.self, chunks))
            defer { arena.deallocate() }
            let line = arena.take(Float.self, lineLength, filledWith: 0)
            let rows = arena.take(Float4.self, rowCount * chunks)
            rows.initialize(repeating: Float4(), count: margin * chunks)
            (rows + (margin + height) * chunks).initialize(repeating: Float4(), count: margin * chunks)
            let sums = arena.take(Float4.self, chunks)

            weights.withUnsafeBufferPointer { w in
                let w0 = w[0]
                for y in 0..<height {
                    let input = source.pixels + y * width
                    // Input x lands at line index x + pad + radius.
                    for x in 0..<width { line[x &+ pad &+ radius] = Float(input[x]) }
                    let destination = rows + (margin + y) * chunks
                    for j in stride(from: 0, to: chunks, by: 4) {
                        let centre = UnsafeRawPointer(line + (j &* 4 &+ radius))
                        @inline(__always) func load(_ offset: Int) -> Float4 {
                            centre.loadUnaligned(fromByteOffset: 4 &* offset, as: Float4.self)
                        }
                        var s0 = w0 * load(0), s1 = w0 * load(4), s2 = w0 * load(8), s3 = w0 * load(12)
                        for k in 1...radius {
                            let weight = w[k]
                            s0 += weight * (load(-k) + load(k))
                            s1 += weight * (load(4 &- k) + load(4 &+ k))
                            s2 += weight * (load(8 &- k) + load(8 &+ k))
                            s3 += weight * (load(12 &- k) + load(12 &+ k))
                        }
                        destination[j] = s0
                        destination[j &+ 1] = s1
                        destination[j &+ 2] = s2
                        destination[j &+ 3] = s3
                    }
                }
                for oy in 0..<outHeight {
                    // Output row oy is centred on input row oy − pad, stored at index oy − pad + margin.
                    let centre = rows + (oy + radius) * chunks
                    for j in stride(from: 0, to: chunks, by: 4) {
                        let c = centre + j
                        var s0 = w0 * c[0], s1 = w0 * c[1], s2 = w0 * c[2], s3 = w0 * c[3]
                        var above = c, below = c
                        for k in 1...radius {
                            above -= chunks
                            below += chunks
                            let weight = w[k]
                            s0 += weight * (above[0] + below[0])
                            s1 += weight * (above[1] + below[1])
                            s2 += weight * (above[2] + below[2])
                            s3 += weight * (above[3] + below[3])
                        }
                        sums[j] = s0
                        sums[j &+ 1] = s1
                        sums[j &+ 2] = s2
                        sums[j &+ 3] = s3
                    }
                    sums.withMemoryRebound(to: Float.self, capacity: chunks * 4) { floats in
                        convertToBytes(floats, out + oy * outWidth, outWidth)
                    }
                }
            }
        }
    }

    // MARK: - Half resolution (large σ)

    /// The recursive blur run on a half-resolution mask, then interpolated back.
    ///
    /// Coarse sample k sits between fine pixels 2k and 2k+1 and is filtered with the binomial [1 3 3 1]/8 over
    /// pixels 2k−1 … 2k+2. Every fine pixel then lies ¼ or ¾ of the way between two samples and gets the
    /// weights (¾, ¼), the same spread everywhere. Both resampling filters are [1 3 3 1]-shaped, so aliasing
    /// and imaging fall off with the third power of frequency (a plain 2×2 box shifted thin lines by up to a
    /// level), and together they add exactly 1.5 px² of variance, which the coarse σ leaves out:
    /// σc² = (σ² − 1.5)/4. What remains differs from a Gaussian by well under a level from σ ≈ 4 on (checked on
    /// noise, checkerboards, dots and lines).
    struct DecimatedGaussian {
        let filter: RecursiveGaussian

        init(sigma: Double) {
            filter = RecursiveGaussian(sigma: ((sigma * sigma - 1.5) / 4).squareRoot())
        }

        func blur(_ source: Plane<UInt8>, pad: Int, into out: UnsafeMutablePointer<UInt8>) {
            let width = source.width, height = source.height
            let outWidth = width + 2 * pad, outHeight = height + 2 * pad
            // Samples k = −1 … size/2 touch the mask; sample k is stored at index k + 1.
            let coarseWidth = width / 2 + 2, coarseHeight = height / 2 + 2
            // Fine pixel x in −pad ..< size + pad interpolates samples ⌊(x − 1)/2⌋ and the next one.
            let firstSample = floorDivide(-pad - 1, 2)
            let lastSampleX = floorDivide(width + pad - 2, 2) + 1
            let lastSampleY = floorDivide(height + pad - 2, 2) + 1
            let coarsePad = max(
                0, -(firstSample + 1), lastSampleX + 2 - coarseWidth, lastSampleY + 2 - coarseHeight)
            let blurredWidth = coarseWidth + 2 * coarsePad, blurredHeight = coarseHeight + 2 * coarsePad
            let intervals = (lastSampleX - firstSample + 7) & ~7

            var arena = ScratchArena(
                bytes: Self.downsampleScratchBytes(width: width, coarseWidth: coarseWidth)
                    + ScratchArena.size(Float.self, coarseWidth * coarseHeight + 8)
                    + ScratchArena.size(Float.self, blurredWidth * blurredHeight + 16)
                    + ScratchArena.size(UInt8.self, 2 * intervals + 16)
                    + RecursiveGaussian.scratchBytes(
                        width: coarseWidth, height: coarseHeight, pad: coarsePad, Float.self))
            defer { arena.deallocate() }
            let coarse = arena.take(Float.self, coarseWidth * coarseHeight + 8)
            Self.downsample(source, into: coarse, coarseWidth, coarseHeight, arena: &arena)
            // Slack after the last row: the upsampler reads whole vectors past the last sample it needs.
            let blurred = arena.take(Float.self, blurredWidth * blurredHeight + 16)
            (blurred + blurredWidth * blurredHeight).initialize(repeating: 0, count: 16)
            filter.blur(
                Plane(pixels: coarse, width: coarseWidth, height: coarseHeight), pad: coarsePad, into: blurred,
                arena: &arena)

            // One fine row at a time: mix two coarse rows, expand each coarse interval into two fine pixels and
            // round. The coarse values are clamped to 0…255 and interpolation weights are positive, so the fine
            // values stay in range and need no clamping.
            let fine = arena.take(UInt8.self, 2 * intervals + 16)
            // fine[0] is x = 2·firstSample + 1, one pixel left of the output when pad is even.
            let skip = -pad - (2 * firstSample + 1)
            let quarter = Float4(repeating: 0.25), threeQuarters = Float4(repeating: 0.75)
            let magic = Float4(repeating: 12_582_912)  // 1.5·2²³: the sum's low mantissa bits are the rounded value
            let firstColumn = firstSample + 1 + coarsePad

            for oy in 0..<outHeight {
                let y = oy - pad
                let k = floorDivide(y - 1, 2)
                let t = Float4(repeating: y - 1 == 2 * k ? 0.25 : 0.75)
                let upper = UnsafeRawPointer(blurred + ((k + 1 + coarsePad) * blurredWidth + firstColumn))
                let lower = upper + 4 * blurredWidth
                // Fine pixels x = 2k+1 (¾ of sample k) and 2k+2 (¼ of it), as integer bits after adding `magic`.
                @inline(__always) func expand(_ offset: Int) -> SIMD4<UInt32> {
                    let a0 = upper.loadUnaligned(fromByteOffset: offset, as: Float4.self)
                    let b0 = lower.loadUnaligned(fromByteOffset: offset, as: Float4.self)
                    let a1 = upper.loadUnaligned(fromByteOffset: offset &+ 4, as: Float4.self)
                    let b1 = lower.loadUnaligned(fromByteOffset: offset &+ 4, as: Float4.self)
                    let a = a0 + t * (b0 - a0)  // samples k …, mixed vertically
                    let step = (a1 + t * (b1 - a1)) - a  // to samples k + 1 …
                    let near = unsafeBitCast((a + quarter * step) + magic, to: SIMD4<UInt32>.self)
                    let far = unsafeBitCast((a + threeQuarters * step) + magic, to: SIMD4<UInt32>.self)
                    // Two bytes per lane, near first; the truncation below packs the lanes.
                    return (near & 0xFF) | ((far & 0xFF) &<< 8)
                }
                let destination = UnsafeMutableRawPointer(fine)
                var m = 0
                while m < intervals {
                    let pairs = SIMD8(lowHalf: expand(4 &* m), highHalf: expand(4 &* m &+ 16))
                    destination.storeBytes(
                        of: SIMD8<UInt16>(truncatingIfNeeded: pairs), toByteOffset: 2 &* m, as: SIMD8<UInt16>.self)
                    m &+= 8
                }
                (out + oy * outWidth).update(from: fine + skip, count: outWidth)
            }
        }

        /// Zeros before a padded row (pixel x is stored at `rowMargin + x`); reads start at pixel −3 and run up
        /// to 16 pixels past the end, into the zeros after it.
        static let rowMargin = 16

        static func downsampleScratchBytes(width: Int, coarseWidth: Int) -> Int {
            ScratchArena.size(UInt8.self, width + 4 * rowMargin)
                + ScratchArena.size(SIMD8<UInt16>.self, 4 * ((coarseWidth + 7) / 8))
        }

        /// [1 3 3 1]/8 in both directions, decimated by 2; coverage outside the mask counts as zero.
        ///
        /// Integer throughout: per row, sample k gets (p[2k−1] + p[2k]) + (p[2k+1] + p[2k+2]) + 2(p[2k] + p[2k+1]),
        /// three pair sums read as UInt16 lanes without shuffles; four such rows combine as 1, 3, 3, 1.
        static func downsample(
            _ source: Plane<UInt8>, into coarse: UnsafeMutablePointer<Float>, _ coarseWidth: Int, _ coarseHeight: Int,
            arena: inout ScratchArena
        ) {
            let width = source.width, height = source.height
            let vectors = (coarseWidth + 7) / 8
            let paddedRow = arena.take(UInt8.self, width + 4 * rowMargin, filledWith: 0)
            // Horizontal sums of fine rows, a ring of 4 indexed by row & 3.
            let ring = arena.take(SIMD8<UInt16>.self, 4 * vectors)

            func filterRow(_ y: Int) {
                let sums = ring + (y & 3) * vectors
                guard y >= 0 && y < height else {
                    sums.initialize(repeating: SIMD8(), count: vectors)
                    return
                }
                (paddedRow + rowMargin).update(from: source.pixels + y * width, count: width)
                // Sample k = −1 + j: pixels from 2k − 1 = 2j − 3.
                let base = paddedRow + (rowMargin - 3)
                for j in 0..<vectors {
                    let p = base + 16 &* j
                    let before = Self.pairSums(p)  // p[2k−1] + p[2k]
                    let middle = Self.pairSums(p + 1)  // p[2k] + p[2k+1]
                    let after = Self.pairSums(p + 2)  // p[2k+1] + p[2k+2]
                    sums[j] = before &+ after &+ (middle &<< 1)
                }
            }

            // Coarse row k = −1 + ky uses fine rows 2k − 1 … 2k + 2, i.e. 2ky − 3 … 2ky.
            filterRow(-3)
            filterRow(-2)
            let scale = Float4(repeating: 1.0 / 64)
            for ky in 0..<coarseHeight {
                let y = 2 * ky - 3
                filterRow(y + 2)
                filterRow(y + 3)
                let r0 = ring + (y & 3) * vectors, r1 = ring + ((y + 1) & 3) * vectors
                let r2 = ring + ((y + 2) & 3) * vectors, r3 = ring + ((y + 3) & 3) * vectors
                let destination = UnsafeMutableRawPointer(coarse + ky * coarseWidth)
                for j in 0..<vectors {
                    // At most 8·8·255 = 16320: fits UInt16.
                    let total = r0[j] &+ r3[j] &+ (r1[j] &+ r2[j]) &* 3
                    let wide = unsafeBitCast(total, to: SIMD4<UInt32>.self)
                    let even = Float4(SIMD4<Int32>(truncatingIfNeeded: wide & 0xFFFF))
                    let odd = Float4(SIMD4<Int32>(truncatingIfNeeded: wide &>> 16))
                    // The last vector may spill into the next row, which is written afterwards (or is slack).
                    destination.storeBytes(
                        of: scale * Float4(even[0], odd[0], even[1], odd[1]), toByteOffset: 32 &* j, as: Float4.self)
                    destination.storeBytes(
                        of: scale * Float4(even[2], odd[2], even[3], odd[3]), toByteOffset: 32 &* j &+ 16,
                        as: Float4.self)
                }
            }
        }

        /// p[2i] + p[2i+1] for i in 0..<8, as UInt16 lanes: (v & 0xFF) + (v >> 8) adds each byte pair.
        @inline(__always) static func pairSums(_ p: UnsafePointer<UInt8>) -> SIMD8<UInt16> {
            let v = unsafeBitCast(UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self), to: SIMD8<UInt16>.self)
            return (v & 0xFF) &+ (v &>> 8)
        }
    }
}

extension UInt8: GaussianBlur.BlurSample {
    @inline(__always) static func load4(_ p: UnsafePointer<UInt8>) -> GaussianBlur.Float4 {
        GaussianBlur.Float4(SIMD4<Int32>(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt8>.self)))
    }

    @inline(__always) static func store(
        _ source: UnsafePointer<Float>, _ destination: UnsafeMutablePointer<UInt8>, _ count: Int
    ) {
        GaussianBlur.convertToBytes(source, destination, count)
    }
}

extension Float: GaussianBlur.BlurSample {
    @inline(__always) static func load4(_ p: UnsafePointer<Float>) -> GaussianBlur.Float4 {
        UnsafeRawPointer(p).loadUnaligned(as: GaussianBlur.Float4.self)
    }

    @inline(__always) static func store(
        _ source: UnsafePointer<Float>, _ destination: UnsafeMutablePointer<Float>, _ count: Int
    ) {
        // Per scalar so it vectorises to min/max.
        for i in 0..<count {
            let v = source[i]
            let low = v > 0 ? v : 0
            destination[i] = low < 255 ? low : 255
        }
    }
}
