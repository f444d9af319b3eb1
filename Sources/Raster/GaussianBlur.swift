import CFloatEnvironment

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension Mask {
    /// Gaussian blur with standard deviation `sigma` in device pixels; grows the mask by ceil(3σ) on every side.
    public func blurred(sigma: Double) -> Mask {
        GaussianBlur.blur(self, sigma: sigma)
    }
}

/// Gaussian blur of A8 masks.
///
/// Small σ uses an exact separable convolution with the sampled, normalised Gaussian. Larger σ uses a
/// 4-pole recursive (IIR) approximation whose cost per pixel does not depend on σ: two biquads run
/// forwards then backwards along each axis. Coverage outside the mask counts as zero.
nonisolated(unsafe) public var blurStageTimes = [Double](repeating: 0, count: 8)
@inline(__always) func stageClock() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

enum GaussianBlur {
    /// Below this σ the neighbours get under 1/2900 of the weight: the blur would not change a level.
    static let copyBelowSigma = 0.25
    /// From this σ up the recursive filter is within ~0.25 level of the exact Gaussian; below it,
    /// direct convolution is both exact and cheap.
    static let recursiveFromSigma = 2.5
    /// Larger σ is clamped so the halo (and memory) stays bounded.
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
                if sigma < recursiveFromSigma {
                    DirectGaussian(sigma: sigma).blur(source, pad: pad, into: out.baseAddress!)
                } else {
                    RecursiveGaussian(sigma: sigma).blur(source, pad: pad, into: out.baseAddress!)
                }
            }
            count = outWidth * outHeight
        }
        let origin = IntPoint(x: mask.origin.x - pad, y: mask.origin.y - pad)
        return Mask(origin: origin, width: outWidth, height: outHeight, coverage: coverage) ?? mask
    }
}

/// A read-only view of row-major 8-bit samples.
struct Plane {
    let pixels: UnsafePointer<UInt8>
    let width: Int
    let height: Int
}

// MARK: - SIMD helpers

typealias Float8 = SIMD8<Float>

/// Rounds up to a multiple of 8 (the SIMD width used across rows).
@inline(__always) func roundUpTo8(_ n: Int) -> Int { (n + 7) & ~7 }

/// Eight coverage bytes as floats. Reads exactly 8 bytes.
@inline(__always) func loadBytes(_ p: UnsafePointer<UInt8>) -> Float8 {
    Float8(SIMD8<Int32>(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt8>.self)))
}

/// Eight floats rounded and clamped to 0…255.
@inline(__always) func toBytes(_ v: Float8) -> SIMD8<UInt8> {
    // `replacing` compiles to compare + mask; pointwiseMin/Max and clamped() would go scalar.
    let low = Float8(repeating: 0).replacing(with: v, where: v .> 0)
    let clamped = Float8(repeating: 255).replacing(with: low, where: low .< 255)
    // Adding 1.5·2²³ leaves round-to-nearest(v) in the low mantissa bits: a vector-friendly rounding.
    let bits = unsafeBitCast(clamped + 12_582_912, to: SIMD8<UInt32>.self)
    return SIMD8<UInt8>(truncatingIfNeeded: bits)
}

@inline(__always) func storeBytes(_ v: SIMD8<UInt8>, _ p: UnsafeMutablePointer<UInt8>) {
    UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD8<UInt8>.self)
}

/// Transposes a 4×4 block given as rows.
@inline(__always) func transpose4(
    _ a: SIMD4<Float>, _ b: SIMD4<Float>, _ c: SIMD4<Float>, _ d: SIMD4<Float>
) -> (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>) {
    let ab0 = SIMD4(a[0], b[0], a[1], b[1])
    let ab1 = SIMD4(a[2], b[2], a[3], b[3])
    let cd0 = SIMD4(c[0], d[0], c[1], d[1])
    let cd1 = SIMD4(c[2], d[2], c[3], d[3])
    return (
        SIMD4(ab0[0], ab0[1], cd0[0], cd0[1]), SIMD4(ab0[2], ab0[3], cd0[2], cd0[3]),
        SIMD4(ab1[0], ab1[1], cd1[0], cd1[1]), SIMD4(ab1[2], ab1[3], cd1[2], cd1[3])
    )
}

/// Transposes an 8×8 block: `rows[i]` is read from `source + i * sourceStride`, column j is written to
/// `destination + j * destinationStride`.
@inline(__always) func transpose8(
    _ source: UnsafePointer<Float8>, _ sourceStride: Int,
    _ destination: UnsafeMutablePointer<Float8>, _ destinationStride: Int
) {
    let r0 = source[0], r1 = source[sourceStride], r2 = source[2 * sourceStride]
    let r3 = source[3 * sourceStride], r4 = source[4 * sourceStride], r5 = source[5 * sourceStride]
    let r6 = source[6 * sourceStride], r7 = source[7 * sourceStride]
    let lowTop = transpose4(r0.lowHalf, r1.lowHalf, r2.lowHalf, r3.lowHalf)
    let lowBottom = transpose4(r4.lowHalf, r5.lowHalf, r6.lowHalf, r7.lowHalf)
    let highTop = transpose4(r0.highHalf, r1.highHalf, r2.highHalf, r3.highHalf)
    let highBottom = transpose4(r4.highHalf, r5.highHalf, r6.highHalf, r7.highHalf)
    let s = destinationStride
    destination[0] = Float8(lowHalf: lowTop.0, highHalf: lowBottom.0)
    destination[s] = Float8(lowHalf: lowTop.1, highHalf: lowBottom.1)
    destination[2 * s] = Float8(lowHalf: lowTop.2, highHalf: lowBottom.2)
    destination[3 * s] = Float8(lowHalf: lowTop.3, highHalf: lowBottom.3)
    destination[4 * s] = Float8(lowHalf: highTop.0, highHalf: highBottom.0)
    destination[5 * s] = Float8(lowHalf: highTop.1, highHalf: highBottom.1)
    destination[6 * s] = Float8(lowHalf: highTop.2, highHalf: highBottom.2)
    destination[7 * s] = Float8(lowHalf: highTop.3, highHalf: highBottom.3)
}

/// A zero-initialised scratch buffer freed by `deallocate()`.
@inline(__always) func scratch(_ count: Int) -> UnsafeMutablePointer<Float8> {
    let p = UnsafeMutablePointer<Float8>.allocate(capacity: max(count, 1))
    p.initialize(repeating: Float8(), count: max(count, 1))
    return p
}

// MARK: - Direct convolution (small σ)

/// Separable convolution with the sampled Gaussian normalised to sum 1, radius ⌈4σ⌉.
struct DirectGaussian {
    /// weights[k] for offsets ±k.
    let weights: [Float]

    init(sigma: Double) {
        let radius = max(1, Int((4 * sigma).rounded(.up)))
        var w = (0...radius).map { k in exp(-Double(k * k) / (2 * sigma * sigma)) }
        let total = w[0] + 2 * w.dropFirst().reduce(0, +)
        w = w.map { $0 / total }
        weights = w.map { Float($0) }
    }

    func blur(_ source: Plane, pad: Int, into out: UnsafeMutablePointer<UInt8>) {
        let radius = weights.count - 1
        let width = source.width, height = source.height
        let outWidth = width + 2 * pad, outHeight = height + 2 * pad
        let chunks = roundUpTo8(outWidth) / 8
        // A zero-padded float copy of one input row: output x reads line[x + radius - k … x + radius + k].
        let lineLength = (chunks * 8 + 2 * radius + 8)
        let line = UnsafeMutablePointer<Float>.allocate(capacity: lineLength)
        line.initialize(repeating: 0, count: lineLength)
        defer { line.deallocate() }
        // Horizontally blurred input rows, then a shared zero row for rows outside the input.
        let rows = scratch((height + 1) * chunks)
        defer { rows.deallocate() }
        let zeroRow = rows + height * chunks

        weights.withUnsafeBufferPointer { w in
            for y in 0..<height {
                let input = source.pixels + y * width
                // Input x lands at line index x + pad + radius.
                for x in 0..<width { line[x + pad + radius] = Float(input[x]) }
                let dst = rows + y * chunks
                for j in 0..<chunks {
                    let center = UnsafeRawPointer(line + j * 8 + radius)
                    var sum = w[0] * center.loadUnaligned(as: Float8.self)
                    for k in 1...radius {
                        let pair = center.loadUnaligned(fromByteOffset: -4 * k, as: Float8.self)
                            + center.loadUnaligned(fromByteOffset: 4 * k, as: Float8.self)
                        sum += w[k] * pair
                    }
                    dst[j] = sum
                }
            }
            let rowPointers = UnsafeMutablePointer<UnsafePointer<Float8>>.allocate(capacity: 2 * radius + 1)
            defer { rowPointers.deallocate() }
            let tail = UnsafeMutablePointer<UInt8>.allocate(capacity: 8)
            defer { tail.deallocate() }
            for oy in 0..<outHeight {
                // Output row oy is centred on input row oy - pad.
                for k in -radius...radius {
                    let y = oy - pad + k
                    rowPointers[k + radius] = UnsafePointer(y >= 0 && y < height ? rows + y * chunks : zeroRow)
                }
                let dst = out + oy * outWidth
                for j in 0..<chunks {
                    var sum = w[0] * rowPointers[radius][j]
                    for k in 1...radius {
                        sum += w[k] * (rowPointers[radius - k][j] + rowPointers[radius + k][j])
                    }
                    let bytes = toBytes(sum)
                    if j * 8 + 8 <= outWidth {
                        storeBytes(bytes, dst + j * 8)
                    } else {
                        storeBytes(bytes, tail)
                        for i in 0..<(outWidth - j * 8) { dst[j * 8 + i] = tail[i] }
                    }
                }
            }
        }
    }
}

// MARK: - Recursive filter (large σ)

/// A symmetric all-pole approximation of the Gaussian: G / (D(z)·D(1/z)), D of degree 4 split into
/// two biquads, run causally then anticausally.
///
/// The poles are exp(s/q) for a continuous prototype s (fitted offline to minimise the step and
/// impulse error against the sampled Gaussian over σ 2.5…300), with q solved so the discrete filter's
/// variance is exactly σ². Biquads keep the poles well conditioned in Float even for σ in the
/// hundreds, where a direct 4th-order form loses the poles to rounding.
struct RecursiveGaussian {
    /// Biquad A: t(n) = x(n) + a1·t(n−1) + a2·t(n−2); biquad B: u(n) = t(n) + b1·u(n−1) + b2·u(n−2).
    let a1: Float, a2: Float, b1: Float, b2: Float
    /// Normalisation making the full forward + backward filter sum to 1.
    let gain: Float
    /// Maps the forward state at the end of a line [t(N−1), t(N−2), u(N−1), u(N−2)] to the backward
    /// state [v(N), v(N+1), w(N), w(N+1)] that the zero tail beyond the line would produce, so the
    /// backward pass starts exactly without running over extra zeros. Row-major 4×4.
    let boundary: [Float]

    /// Continuous prototype poles (σ = 1 before rescaling), upper half-plane members of each pair.
    static let prototypeA = Complex(-0.911107976269161, 1.22688909131971)
    static let prototypeB = Complex(-1.0467999069093854, 0.37481048972138953)

    init(sigma: Double) {
        let q = Self.scale(forSigma: sigma)
        let pA = Self.prototypeA.scaled(by: 1 / q).exponential
        let pB = Self.prototypeB.scaled(by: 1 / q).exponential
        a1 = Float(2 * pA.re)
        a2 = Float(-pA.squaredMagnitude)
        b1 = Float(2 * pB.re)
        b2 = Float(-pB.squaredMagnitude)
        // Use the rounded coefficients so the normalisation matches the filter actually run.
        let (da1, da2, db1, db2) = (Double(a1), Double(a2), Double(b1), Double(b2))
        let dc = (1 - da1 - da2) * (1 - db1 - db2)
        gain = Float(dc * dc)
        boundary = Self.boundaryMatrix(da1, da2, db1, db2, slowestRadius: max(pA.magnitude, pB.magnitude))
    }

    /// Variance of the discrete filter with poles exp(s/q): 2·Σ p/(1−p)² over all four poles.
    static func variance(q: Double) -> Double {
        var sum = 0.0
        for s in [prototypeA, prototypeB] {
            let p = s.scaled(by: 1 / q).exponential
            let oneMinus = Complex(1 - p.re, -p.im)
            sum += 2 * (p / (oneMinus * oneMinus)).re  // the conjugate pole adds the same real part
        }
        return 2 * sum
    }

    /// Solves variance(q) = σ² by bisection (variance grows with q).
    static func scale(forSigma sigma: Double) -> Double {
        var low = 0.05 * sigma, high = 4 * sigma
        for _ in 0..<80 {
            let mid = 0.5 * (low + high)
            if variance(q: mid) < sigma * sigma { low = mid } else { high = mid }
        }
        return 0.5 * (low + high)
    }

    static func boundaryMatrix(_ a1: Double, _ a2: Double, _ b1: Double, _ b2: Double, slowestRadius: Double)
        -> [Float]
    {
        // Long enough for the slowest mode to decay below 1e-12.
        let length = Int((log(1e-12) / log(slowestRadius)).rounded(.up)) + 16
        var matrix = [Float](repeating: 0, count: 16)
        var tail = [Double](repeating: 0, count: length)
        for column in 0..<4 {
            var state = [0.0, 0.0, 0.0, 0.0]
            state[column] = 1
            var (t1, t2, u1, u2) = (state[0], state[1], state[2], state[3])
            for n in 0..<length {
                let t = a1 * t1 + a2 * t2
                let u = t + b1 * u1 + b2 * u2
                (t2, t1, u2, u1) = (t1, t, u1, u)
                tail[n] = u
            }
            var (v1, v2, w1, w2) = (0.0, 0.0, 0.0, 0.0)
            var vAtEnd = [0.0, 0.0], wAtEnd = [0.0, 0.0]
            for n in stride(from: length - 1, through: 0, by: -1) {
                let v = tail[n] + a1 * v1 + a2 * v2
                let w = v + b1 * w1 + b2 * w2
                (v2, v1, w2, w1) = (v1, v, w1, w)
                if n < 2 {
                    vAtEnd[n] = v
                    wAtEnd[n] = w
                }
            }
            matrix[0 * 4 + column] = Float(vAtEnd[0])
            matrix[1 * 4 + column] = Float(vAtEnd[1])
            matrix[2 * 4 + column] = Float(wAtEnd[0])
            matrix[3 * 4 + column] = Float(wAtEnd[1])
        }
        return matrix
    }

    /// Blurs vertically (SIMD across columns, row after row), then horizontally in bands of 8 rows
    /// (SIMD across the band's rows after an 8×8 transpose), writing finished output rows.
    func blur(_ source: Plane, pad: Int, into out: UnsafeMutablePointer<UInt8>) {
        let width = source.width, height = source.height
        let outWidth = width + 2 * pad, outHeight = height + 2 * pad
        let chunks = roundUpTo8(width) / 8
        let forwardRows = height + pad  // causal output exists from row 0 (all zero above)

        let ca1 = Float8(repeating: a1), ca2 = Float8(repeating: a2)
        let cb1 = Float8(repeating: b1), cb2 = Float8(repeating: b2)
        let cGain = Float8(repeating: gain)

        // Forward vertical pass. forward[(y + 2) * chunks …] = u(y); two zero rows stand for y = −2, −1.
        let forward = scratch((forwardRows + 2) * chunks)
        defer { forward.deallocate() }
        let tRing = scratch(2 * chunks)
        defer { tRing.deallocate() }
        let lastChunk = UnsafeMutablePointer<UInt8>.allocate(capacity: 8)
        lastChunk.initialize(repeating: 0, count: 8)
        defer { lastChunk.deallocate() }
        let fullChunks = width / 8

        var clock0 = stageClock()
        for y in 0..<forwardRows {
            // t(y−1) is in one ring slot, t(y−2) in the other, which t(y) overwrites.
            let t1 = tRing + (y & 1 == 0 ? 0 : chunks)
            let t2 = tRing + (y & 1 == 0 ? chunks : 0)
            let u2 = forward + y * chunks
            let u1 = u2 + chunks
            let u0 = u1 + chunks
            if y < height {
                let row = source.pixels + y * width
                if fullChunks < chunks {
                    for i in 0..<(width - fullChunks * 8) { lastChunk[i] = row[fullChunks * 8 + i] }
                }
                for j in 0..<chunks {
                    let x = j < fullChunks ? loadBytes(row + j * 8) : loadBytes(lastChunk)
                    let t = (x + ca2 * t2[j]) + ca1 * t1[j]
                    t2[j] = t
                    u0[j] = (t + cb2 * u2[j]) + cb1 * u1[j]
                }
            } else {
                for j in 0..<chunks {
                    let t = ca2 * t2[j] + ca1 * t1[j]
                    t2[j] = t
                    u0[j] = (t + cb2 * u2[j]) + cb1 * u1[j]
                }
            }
        }

        blurStageTimes[0] += stageClock() - clock0
        clock0 = stageClock()
        // Backward vertical pass state: v(y+1), v(y+2), w(y+1), w(y+2), from the boundary matrix.
        let vRing = scratch(2 * chunks)
        defer { vRing.deallocate() }
        let wRing = scratch(2 * chunks)
        defer { wRing.deallocate() }
        do {
            let n = forwardRows
            let tLast = tRing + ((n - 1) & 1 == 0 ? chunks : 0)
            let tBefore = tRing + ((n - 1) & 1 == 0 ? 0 : chunks)
            let uLast = forward + (n + 1) * chunks
            let uBefore = forward + n * chunks
            let m = boundary.map { Float8(repeating: $0) }
            // The backward step at row y reads v(y+1), v(y+2) from slots chosen by y's parity; y = N−1 first.
            let first = n - 1
            let v1 = vRing + (first & 1 == 0 ? 0 : chunks), v2 = vRing + (first & 1 == 0 ? chunks : 0)
            let w1 = wRing + (first & 1 == 0 ? 0 : chunks), w2 = wRing + (first & 1 == 0 ? chunks : 0)
            for j in 0..<chunks {
                let s0 = tLast[j], s1 = tBefore[j], s2 = uLast[j], s3 = uBefore[j]
                v1[j] = m[0] * s0 + m[1] * s1 + m[2] * s2 + m[3] * s3
                v2[j] = m[4] * s0 + m[5] * s1 + m[6] * s2 + m[7] * s3
                w1[j] = m[8] * s0 + m[9] * s1 + m[10] * s2 + m[11] * s3
                w2[j] = m[12] * s0 + m[13] * s1 + m[14] * s2 + m[15] * s3
            }
        }

        // Rows of one band of 8 output rows, vertically finished, SIMD across x.
        let band = scratch(8 * chunks)
        defer { band.deallocate() }
        let horizontal = HorizontalBand(filter: self, width: width, pad: pad)
        defer { horizontal.deallocate() }

        for y in stride(from: forwardRows - 1, through: -pad, by: -1) {
            let v1 = vRing + (y & 1 == 0 ? 0 : chunks), v2 = vRing + (y & 1 == 0 ? chunks : 0)
            let w1 = wRing + (y & 1 == 0 ? 0 : chunks), w2 = wRing + (y & 1 == 0 ? chunks : 0)
            let outY = y + pad
            let dst = band + (outY & 7) * chunks
            if y >= 0 {
                let u = forward + (y + 2) * chunks
                for j in 0..<chunks {
                    let v = (u[j] + ca2 * v2[j]) + ca1 * v1[j]
                    v2[j] = v
                    let w = (v + cb2 * w2[j]) + cb1 * w1[j]
                    w2[j] = w
                    dst[j] = cGain * w
                }
            } else {
                for j in 0..<chunks {
                    let v = ca2 * v2[j] + ca1 * v1[j]
                    v2[j] = v
                    let w = (v + cb2 * w2[j]) + cb1 * w1[j]
                    w2[j] = w
                    dst[j] = cGain * w
                }
            }
            if outY & 7 == 0 {
                let rowCount = min(8, outHeight - outY)
                blurStageTimes[1] += stageClock() - clock0
                clock0 = stageClock()
                horizontal.run(band: band, chunks: chunks, into: out + outY * outWidth, rows: rowCount)
            }
        }
    }
}

/// The horizontal pass over 8 rows at a time, each SIMD lane one row.
struct HorizontalBand {
    let a1: Float8, a2: Float8, b1: Float8, b2: Float8, gain: Float8
    let boundary: [Float8]
    let width: Int
    let pad: Int
    /// line[pad + x] holds the 8 rows at column x, x in −pad ..< width + pad (+ slack to a multiple of 8).
    let line: UnsafeMutablePointer<Float8>
    let lineLength: Int

    init(filter: RecursiveGaussian, width: Int, pad: Int) {
        a1 = Float8(repeating: filter.a1)
        a2 = Float8(repeating: filter.a2)
        b1 = Float8(repeating: filter.b1)
        b2 = Float8(repeating: filter.b2)
        gain = Float8(repeating: filter.gain)
        boundary = filter.boundary.map { Float8(repeating: $0) }
        self.width = width
        self.pad = pad
        lineLength = roundUpTo8(width + 2 * pad) + 8 + roundUpTo8(width)
        line = scratch(lineLength)
    }

    func deallocate() { line.deallocate() }

    func run(band: UnsafeMutablePointer<Float8>, chunks: Int, into out: UnsafeMutablePointer<UInt8>, rows: Int) {
        let outWidth = width + 2 * pad
        let x0 = line + pad
        var clock0 = stageClock()
        // Transpose the band so each step along x loads one vector of 8 rows.
        for j in 0..<chunks {
            transpose8(band + j, chunks, x0 + 8 * j, 1)
        }
        blurStageTimes[2] += stageClock() - clock0
        clock0 = stageClock()
        // Forward: columns 0 ..< width + pad (zero input beyond the mask).
        var t1 = Float8(), t2 = Float8(), u1 = Float8(), u2 = Float8()
        for x in 0..<width {
            let t = (x0[x] + a2 * t2) + a1 * t1
            t2 = t1
            t1 = t
            let u = (t + b2 * u2) + b1 * u1
            u2 = u1
            u1 = u
            x0[x] = u
        }
        for x in width..<(width + pad) {
            let t = a2 * t2 + a1 * t1
            t2 = t1
            t1 = t
            let u = (t + b2 * u2) + b1 * u1
            u2 = u1
            u1 = u
            x0[x] = u
        }
        blurStageTimes[3] += stageClock() - clock0
        clock0 = stageClock()
        // Backward from the exact state of the zero tail.
        let m = boundary
        var v1 = m[0] * t1 + m[1] * t2 + m[2] * u1 + m[3] * u2
        var v2 = m[4] * t1 + m[5] * t2 + m[6] * u1 + m[7] * u2
        var w1 = m[8] * t1 + m[9] * t2 + m[10] * u1 + m[11] * u2
        var w2 = m[12] * t1 + m[13] * t2 + m[14] * u1 + m[15] * u2
        for x in stride(from: width + pad - 1, through: 0, by: -1) {
            let v = (x0[x] + a2 * v2) + a1 * v1
            v2 = v1
            v1 = v
            let w = (v + b2 * w2) + b1 * w1
            w2 = w1
            w1 = w
            x0[x] = gain * w
        }
        for x in stride(from: -1, through: -pad, by: -1) {
            let v = a2 * v2 + a1 * v1
            v2 = v1
            v1 = v
            let w = (v + b2 * w2) + b1 * w1
            w2 = w1
            w1 = w
            x0[x] = gain * w
        }
        blurStageTimes[4] += stageClock() - clock0
        clock0 = stageClock()
        // Back to rows, rounded to bytes.
        let block = UnsafeMutablePointer<Float8>.allocate(capacity: 8)
        defer { block.deallocate() }
        var x = 0
        while x < outWidth {
            transpose8(line + x, 1, block, 1)
            let count = min(8, outWidth - x)
            for r in 0..<rows {
                let bytes = toBytes(block[r])
                let dst = out + r * outWidth + x
                if count == 8 {
                    storeBytes(bytes, dst)
                } else {
                    for i in 0..<count { dst[i] = bytes[i] }
                }
            }
            x += 8
        }
        blurStageTimes[5] += stageClock() - clock0
    }
}

// MARK: - Complex numbers for the coefficient design

struct Complex {
    var re: Double
    var im: Double
    init(_ re: Double, _ im: Double) {
        self.re = re
        self.im = im
    }
    var squaredMagnitude: Double { re * re + im * im }
    var magnitude: Double { squaredMagnitude.squareRoot() }
    var exponential: Complex {
        let r = exp(re)
        return Complex(r * cos(im), r * sin(im))
    }
    func scaled(by k: Double) -> Complex { Complex(re * k, im * k) }
    static func * (l: Complex, r: Complex) -> Complex {
        Complex(l.re * r.re - l.im * r.im, l.re * r.im + l.im * r.re)
    }
    static func / (l: Complex, r: Complex) -> Complex {
        let d = r.squaredMagnitude
        return Complex((l.re * r.re + l.im * r.im) / d, (l.im * r.re - l.re * r.im) / d)
    }
}
