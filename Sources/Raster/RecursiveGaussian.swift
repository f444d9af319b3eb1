#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension GaussianBlur {
    /// A symmetric all-pole approximation of the Gaussian, G / (D(z)·D(1/z)) with D of degree 4 split into
    /// two biquads, run forwards then backwards along each axis. Cost per pixel does not depend on σ.
    ///
    /// The poles are exp(s/q) for a continuous prototype s (fitted offline to minimise the worst step and
    /// impulse error against the sampled Gaussian over σ 2…150), with q solved so that the discrete filter's
    /// variance is exactly σ². Biquads keep the poles well conditioned in Float even for σ in the hundreds,
    /// where a direct 4th-order form loses them to rounding.
    struct RecursiveGaussian {
        /// Biquad A: t(n) = x(n) + a1·t(n−1) + a2·t(n−2); biquad B: u(n) = t(n) + b1·u(n−1) + b2·u(n−2).
        let a1: Float, a2: Float, b1: Float, b2: Float
        /// Normalisation making one axis (forward + backward) sum to 1.
        let gain: Float
        /// Maps the forward state at the end of a line [t(N−1), t(N−2), u(N−1), u(N−2)] to the backward state
        /// [v(N), v(N+1), w(N), w(N+1)] that the zero tail beyond the line would produce, so the backward pass
        /// starts exactly without running over extra zeros. Row-major 4×4.
        let boundary: [Float]

        /// Continuous prototype poles (for σ = 1 before rescaling), upper half-plane member of each pair.
        static let prototypeA = Complex(-0.8574570073319863, 1.20915098556373)
        static let prototypeB = Complex(-0.9911681511196102, 0.368312244296528)

        init(sigma: Double) {
            let q = Self.scale(forSigma: sigma)
            let pA = Self.prototypeA.scaled(by: 1 / q).exponential
            let pB = Self.prototypeB.scaled(by: 1 / q).exponential
            a1 = Float(2 * pA.re)
            a2 = Float(-pA.squaredMagnitude)
            b1 = Float(2 * pB.re)
            b2 = Float(-pB.squaredMagnitude)
            // The rounded coefficients are the filter actually run: normalise and start from those.
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

        /// Solves variance(q) = σ² by bisection (the variance grows with q).
        static func scale(forSigma sigma: Double) -> Double {
            var low = 0.05 * sigma, high = 4 * sigma
            for _ in 0..<80 {
                let mid = 0.5 * (low + high)
                if variance(q: mid) < sigma * sigma { low = mid } else { high = mid }
            }
            return 0.5 * (low + high)
        }

        /// Runs each forward state unit vector into a zero tail and the backward filter back over it.
        static func boundaryMatrix(_ a1: Double, _ a2: Double, _ b1: Double, _ b2: Double, slowestRadius: Double)
            -> [Float]
        {
            // Long enough for the slowest mode to decay below 1e-12.
            let length = Int((log(1e-12) / log(slowestRadius)).rounded(.up)) + 16
            var matrix = [Float](repeating: 0, count: 16)
            var tail = [Double](repeating: 0, count: length)
            for column in 0..<4 {
                var (t1, t2, u1, u2) = (0.0, 0.0, 0.0, 0.0)
                switch column {
                case 0: t1 = 1
                case 1: t2 = 1
                case 2: u1 = 1
                default: u2 = 1
                }
                for n in 0..<length {
                    let t = a1 * t1 + a2 * t2
                    let u = t + b1 * u1 + b2 * u2
                    (t2, t1, u2, u1) = (t1, t, u1, u)
                    tail[n] = u
                }
                var (v1, v2, w1, w2) = (0.0, 0.0, 0.0, 0.0)
                for n in stride(from: length - 1, through: 0, by: -1) {
                    let v = tail[n] + a1 * v1 + a2 * v2
                    let w = v + b1 * w1 + b2 * w2
                    (v2, v1, w2, w1) = (v1, v, w1, w)
                }
                // After n = 0: v1 = v(N), v2 = v(N+1), w1 = w(N), w2 = w(N+1).
                matrix[column] = Float(v1)
                matrix[4 + column] = Float(v2)
                matrix[8 + column] = Float(w1)
                matrix[12 + column] = Float(w2)
            }
            return matrix
        }

        /// Row layout shared by `blur` and `scratchBytes`.
        ///
        /// The backward pass covers output rows 0 ..< bandedHeight (a multiple of 16; extra rows at the bottom
        /// are dropped), i.e. y in −pad ..< end. The forward pass runs y in start ..< end: starting a little early
        /// (zero input and state give zero rows) lets both passes step in aligned groups of 4.
        private static func rows(height: Int, pad: Int) -> (bandedHeight: Int, start: Int, end: Int) {
            let bandedHeight = (height + 2 * pad + 15) & ~15
            return (bandedHeight, -(pad % 4), bandedHeight - pad)
        }

        /// Scratch bytes `blur` takes from its arena.
        static func scratchBytes<Source: BlurSample>(width: Int, height: Int, pad: Int, _ source: Source.Type) -> Int {
            let chunks = roundUpTo4(width) / 4
            let (_, start, end) = rows(height: height, pad: pad)
            return ScratchArena.size(Float4.self, (end - start + 2) * chunks)
                + ScratchArena.size(Float4.self, 5 * chunks)
                + ScratchArena.size(Source.self, 4 * chunks + 16) + HorizontalBand.scratchBytes(width: width, pad: pad)
        }

        /// Blurs `source` (zero outside) into `out`, which is `pad` larger on every side.
        ///
        /// Vertical first, SIMD across columns: the forward pass runs top to bottom keeping every row of its
        /// output (the one full-size intermediate); the backward pass runs bottom to top, 4 rows at a time, and
        /// writes its rows transposed into a band of 16 rows. Each finished band is blurred horizontally with one
        /// SIMD lane per row and written out. Working sets other than the intermediate stay in L1/L2.
        func blur<Source: BlurSample, Destination: BlurSample>(
            _ source: Plane<Source>, pad: Int, into out: UnsafeMutablePointer<Destination>, arena: inout ScratchArena
        ) {
            let width = source.width, height = source.height
            let outWidth = width + 2 * pad, outHeight = height + 2 * pad
            let chunks = roundUpTo4(width) / 4
            let fullChunks = width / 4
            let coefficients = Coefficients(self)
            let (bandedHeight, start, end) = Self.rows(height: height, pad: pad)

            // forward[(y − start + 2)·chunks …] = u(y); two zero rows stand for start − 2 and start − 1.
            let forward = arena.take(Float4.self, (end - start + 2) * chunks)
            forward.initialize(repeating: Float4(), count: 2 * chunks)
            func forwardRow(_ y: Int) -> UnsafeMutablePointer<Float4> { forward + (y - start + 2) * chunks }
            // t(y−1), t(y−2) during the forward pass; v(y+1), v(y+2), w(y+1), w(y+2) during the backward pass;
            // then a zero row.
            let state = arena.take(Float4.self, 5 * chunks, filledWith: Float4())
            let zeroRow = state + 4 * chunks
            let zeroSamples = arena.take(Source.self, 4 * chunks + 16, filledWith: .zero)
            let tail = zeroSamples + 4 * chunks  // 4 rows × 4 samples for a partial last chunk

            // Input row y, or zeros outside the source.
            func inputRow(_ y: Int) -> UnsafePointer<Source> {
                y >= 0 && y < height ? source.pixels + y * width : UnsafePointer(zeroSamples)
            }
            var y = start
            while y < end {
                let u = forwardRow(y - 2)
                Vertical.forward4(
                    inputRow(y), inputRow(y + 1), inputRow(y + 2), inputRow(y + 3), state, state + chunks, u, chunks,
                    fullChunks, coefficients)
                if fullChunks < chunks {
                    for r in 0..<4 {
                        let row = inputRow(y + r)
                        for i in 0..<4 {
                            let x = fullChunks * 4 + i
                            tail[4 * r + i] = x < width ? row[x] : .zero
                        }
                    }
                    Vertical.forward4(
                        tail, tail + 4, tail + 8, tail + 12, state + fullChunks, state + chunks + fullChunks,
                        u + fullChunks, chunks, 1, coefficients)
                }
                y += 4
            }

            // Backward start state from the forward end state; w then takes the slots t had.
            do {
                let m = boundary.map { Float4(repeating: $0) }
                let t1 = state, t2 = state + chunks, u1 = forwardRow(end - 1), u2 = forwardRow(end - 2)
                let v1 = state + 2 * chunks, v2 = state + 3 * chunks
                for j in 0..<chunks {
                    let s0 = t1[j], s1 = t2[j], s2 = u1[j], s3 = u2[j]
                    let w1 = m[8] * s0 + m[9] * s1 + m[10] * s2 + m[11] * s3
                    let w2 = m[12] * s0 + m[13] * s1 + m[14] * s2 + m[15] * s3
                    v1[j] = m[0] * s0 + m[1] * s1 + m[2] * s2 + m[3] * s3
                    v2[j] = m[4] * s0 + m[5] * s1 + m[6] * s2 + m[7] * s3
                    t1[j] = w1
                    t2[j] = w2
                }
            }
            let (w1, w2, v1, v2) = (state, state + chunks, state + 2 * chunks, state + 3 * chunks)

            let horizontal = HorizontalBand(filter: self, width: width, pad: pad, arena: &arena)

            var bandTop = bandedHeight - 16
            while bandTop >= 0 {
                for group in stride(from: 3, through: 0, by: -1) {
                    let y0 = bandTop + 4 * group - pad  // lowest y of the group
                    // Above the forward pass's first row its output is zero.
                    func u(_ y: Int) -> UnsafePointer<Float4> { UnsafePointer(y >= start ? forwardRow(y) : zeroRow) }
                    Vertical.backward4(
                        u(y0), u(y0 + 1), u(y0 + 2), u(y0 + 3), v1, v2, w1, w2, horizontal.line(group) + pad, chunks,
                        coefficients)
                }
                let rows = min(16, outHeight - bandTop)
                if rows > 0 { horizontal.run(rows: rows, into: out + bandTop * outWidth) }
                bandTop -= 16
            }
        }
    }

    /// Filter coefficients splatted into vectors.
    struct Coefficients {
        let a1: Float4, a2: Float4, b1: Float4, b2: Float4, gain: Float4

        init(_ filter: RecursiveGaussian) {
            a1 = Float4(repeating: filter.a1)
            a2 = Float4(repeating: filter.a2)
            b1 = Float4(repeating: filter.b1)
            b2 = Float4(repeating: filter.b2)
            gain = Float4(repeating: filter.gain)
        }
    }

    // No FMA in the kernels: on a target without it, fused multiply-add becomes a slow library call.

    /// Vertical recursion kernels: SIMD across 4 columns, 4 rows per call so the state stays in registers.
    enum Vertical {
        /// Forward steps for rows y … y+3 over `count` chunks. `u` points at row u(y−2); rows are `stride` apart.
        /// `t1s`/`t2s` hold t(y−1)/t(y−2) on entry and t(y+3)/t(y+2) on return.
        @inline(never) static func forward4<Source: BlurSample>(
            _ in0: UnsafePointer<Source>, _ in1: UnsafePointer<Source>, _ in2: UnsafePointer<Source>,
            _ in3: UnsafePointer<Source>, _ t1s: UnsafeMutablePointer<Float4>, _ t2s: UnsafeMutablePointer<Float4>,
            _ u: UnsafeMutablePointer<Float4>, _ stride: Int, _ count: Int, _ c: Coefficients
        ) {
            let (a1, a2, b1, b2) = (c.a1, c.a2, c.b1, c.b2)
            let um2 = u, um1 = u + stride, u0 = um1 + stride, u1 = u0 + stride, u2 = u1 + stride, u3 = u2 + stride
            for j in 0..<count {
                let o = 4 &* j
                let tm1 = t1s[j], tm2 = t2s[j], pm1 = um1[j], pm2 = um2[j]
                let t0 = (Source.load4(in0 + o) + a2 * tm2) + a1 * tm1
                let q0 = (t0 + b2 * pm2) + b1 * pm1
                let t1 = (Source.load4(in1 + o) + a2 * tm1) + a1 * t0
                let q1 = (t1 + b2 * pm1) + b1 * q0
                let t2 = (Source.load4(in2 + o) + a2 * t0) + a1 * t1
                let q2 = (t2 + b2 * q0) + b1 * q1
                let t3 = (Source.load4(in3 + o) + a2 * t1) + a1 * t2
                let q3 = (t3 + b2 * q1) + b1 * q2
                u0[j] = q0
                u1[j] = q1
                u2[j] = q2
                u3[j] = q3
                t1s[j] = t3
                t2s[j] = t2
            }
        }

        /// Backward steps for rows y+3 … y (u0 is row y), scaled by the gain; each 4×4 block is transposed
        /// so that `band[x]` holds column x of the 4 rows.
        @inline(never) static func backward4(
            _ u0: UnsafePointer<Float4>, _ u1: UnsafePointer<Float4>, _ u2: UnsafePointer<Float4>,
            _ u3: UnsafePointer<Float4>, _ v1s: UnsafeMutablePointer<Float4>, _ v2s: UnsafeMutablePointer<Float4>,
            _ w1s: UnsafeMutablePointer<Float4>, _ w2s: UnsafeMutablePointer<Float4>,
            _ band: UnsafeMutablePointer<Float4>, _ count: Int, _ c: Coefficients
        ) {
            let (a1, a2, b1, b2, gain) = (c.a1, c.a2, c.b1, c.b2, c.gain)
            for j in 0..<count {
                let vp1 = v1s[j], vp2 = v2s[j], wp1 = w1s[j], wp2 = w2s[j]
                let v3 = (u3[j] + a2 * vp2) + a1 * vp1
                let w3 = (v3 + b2 * wp2) + b1 * wp1
                let v2 = (u2[j] + a2 * vp1) + a1 * v3
                let w2 = (v2 + b2 * wp1) + b1 * w3
                let v1 = (u1[j] + a2 * v3) + a1 * v2
                let w1 = (v1 + b2 * w3) + b1 * w2
                let v0 = (u0[j] + a2 * v2) + a1 * v1
                let w0 = (v0 + b2 * w2) + b1 * w1
                v1s[j] = v0
                v2s[j] = v1
                w1s[j] = w0
                w2s[j] = w1
                let (c0, c1, c2, c3) = transpose4(gain * w0, gain * w1, gain * w2, gain * w3)
                let column = band + 4 &* j
                column[0] = c0
                column[1] = c1
                column[2] = c2
                column[3] = c3
            }
        }
    }

    /// The horizontal pass over 16 rows at a time: four independent SIMD4 chains (one lane per row) give
    /// enough independent work to hide the latency of each step's multiply-add chain.
    struct HorizontalBand {
        let coefficients: Coefficients
        let boundary: [Float4]
        let width: Int
        let pad: Int
        /// Output columns rounded up to 4: the backward pass starts on a block boundary.
        let paddedWidth: Int
        /// line(g)[ox] holds band rows 4g … 4g+3 at output column ox = x + pad; zero left of the mask. One array
        /// per group keeps every writer on whole cache lines.
        let lines: UnsafeMutablePointer<Float4>
        let lineStride: Int
        /// 16 rows × `tileColumns` floats of finished output, stored segment by segment.
        let tile: UnsafeMutablePointer<Float4>
        static let tileColumns = 64

        static func scratchBytes(width: Int, pad: Int) -> Int {
            ScratchArena.size(Float4.self, 4 * (roundUpTo4(width + 2 * pad) + 4))
                + ScratchArena.size(Float4.self, 16 * tileColumns / 4)
        }

        init(filter: RecursiveGaussian, width: Int, pad: Int, arena: inout ScratchArena) {
            coefficients = Coefficients(filter)
            boundary = filter.boundary.map { Float4(repeating: $0) }
            self.width = width
            self.pad = pad
            paddedWidth = roundUpTo4(width + 2 * pad)
            lineStride = paddedWidth + 4
            lines = arena.take(Float4.self, 4 * lineStride, filledWith: Float4())
            tile = arena.take(Float4.self, 16 * Self.tileColumns / 4)
        }

        @inline(__always) func line(_ group: Int) -> UnsafeMutablePointer<Float4> { lines + group * lineStride }

        /// Blurs the band (already in the lines) and writes its first `rows` rows to `out` (stride: output width).
        func run<Destination: BlurSample>(rows: Int, into out: UnsafeMutablePointer<Destination>) {
            let outWidth = width + 2 * pad
            let c = coefficients
            var chains = Chains()
            // Forward over the mask's columns, then over the zero input to the right.
            chains.forward(lines + pad, lineStride, count: width, input: true, c)
            chains.forward(lines + (pad + width), lineStride, count: paddedWidth - pad - width, input: false, c)
            chains.startBackward(boundary)
            // Backward right to left in tile-wide segments; left of the mask the lines hold zeros.
            let tileColumns = Self.tileColumns
            var segmentEnd = paddedWidth
            while segmentEnd > 0 {
                let segmentStart = (segmentEnd - 1) / tileColumns * tileColumns
                chains.backwardToRows(
                    lines, lineStride, from: segmentEnd, downTo: segmentStart, tile: tile, tileStride: tileColumns / 4,
                    c)
                let count = min(segmentEnd, outWidth) - segmentStart
                if count > 0 {
                    tile.withMemoryRebound(to: Float.self, capacity: 16 * tileColumns) { floats in
                        for r in 0..<rows {
                            Destination.store(floats + r * tileColumns, out + (r * outWidth + segmentStart), count)
                        }
                    }
                }
                segmentEnd = segmentStart
            }
        }
    }

    /// State of the two cascaded biquads for one SIMD vector of lines.
    struct ChainState {
        var t1 = Float4(), t2 = Float4(), u1 = Float4(), u2 = Float4()

        /// One recursion step; returns u(n). The backward pass runs the same recursion right to left.
        @inline(__always) mutating func step(_ x: Float4, _ c: Coefficients) -> Float4 {
            let t = (x + c.a2 * t2) + c.a1 * t1
            t2 = t1
            t1 = t
            let u = (t + c.b2 * u2) + c.b1 * u1
            u2 = u1
            u1 = u
            return u
        }

        /// Replaces the forward end state by the backward start state (v in t1/t2, w in u1/u2).
        @inline(__always) mutating func startBackward(_ m: [Float4]) {
            let v1 = m[0] * t1 + m[1] * t2 + m[2] * u1 + m[3] * u2
            let v2 = m[4] * t1 + m[5] * t2 + m[6] * u1 + m[7] * u2
            let w1 = m[8] * t1 + m[9] * t2 + m[10] * u1 + m[11] * u2
            let w2 = m[12] * t1 + m[13] * t2 + m[14] * u1 + m[15] * u2
            (t1, t2, u1, u2) = (v1, v2, w1, w2)
        }
    }

    /// Four chains side by side: 16 lines, one SIMD lane each, in 4 arrays `stride` vectors apart.
    struct Chains {
        var c0 = ChainState(), c1 = ChainState(), c2 = ChainState(), c3 = ChainState()

        /// Runs `count` positions left to right from `start`, replacing each input by u(n) (or, without input,
        /// writing the response to zeros).
        @inline(never) mutating func forward(
            _ start: UnsafeMutablePointer<Float4>, _ stride: Int, count: Int, input: Bool, _ c: Coefficients
        ) {
            let p0 = start, p1 = start + stride, p2 = p1 + stride, p3 = p2 + stride
            if input {
                for i in 0..<count {
                    p0[i] = c0.step(p0[i], c)
                    p1[i] = c1.step(p1[i], c)
                    p2[i] = c2.step(p2[i], c)
                    p3[i] = c3.step(p3[i], c)
                }
            } else {
                for i in 0..<count {
                    p0[i] = c0.step(Float4(), c)
                    p1[i] = c1.step(Float4(), c)
                    p2[i] = c2.step(Float4(), c)
                    p3[i] = c3.step(Float4(), c)
                }
            }
        }

        /// Runs columns `end − 1` down to `start` (multiples of 4) and writes gain·w(n) as rows:
        /// tile[r·tileStride + (x − start)/4] holds row r, columns x … x+3.
        @inline(never) mutating func backwardToRows(
            _ lines: UnsafeMutablePointer<Float4>, _ stride: Int, from end: Int, downTo start: Int,
            tile: UnsafeMutablePointer<Float4>, tileStride: Int, _ c: Coefficients
        ) {
            var x = end
            while x > start {
                x -= 4
                let p = lines + x
                let t = tile + (x - start) / 4
                Self.block(&c0, p, t, tileStride, c)
                Self.block(&c1, p + stride, t + 4 &* tileStride, tileStride, c)
                Self.block(&c2, p + 2 &* stride, t + 8 &* tileStride, tileStride, c)
                Self.block(&c3, p + 3 &* stride, t + 12 &* tileStride, tileStride, c)
            }
        }

        /// Four backward steps of one chain (columns x+3 … x), transposed into 4 row vectors.
        @inline(__always) static func block(
            _ chain: inout ChainState, _ p: UnsafeMutablePointer<Float4>, _ t: UnsafeMutablePointer<Float4>,
            _ tileStride: Int, _ c: Coefficients
        ) {
            let w3 = c.gain * chain.step(p[3], c)
            let w2 = c.gain * chain.step(p[2], c)
            let w1 = c.gain * chain.step(p[1], c)
            let w0 = c.gain * chain.step(p[0], c)
            let (r0, r1, r2, r3) = transpose4(w0, w1, w2, w3)
            t[0] = r0
            t[tileStride] = r1
            t[2 &* tileStride] = r2
            t[3 &* tileStride] = r3
        }

        mutating func startBackward(_ m: [Float4]) {
            c0.startBackward(m)
            c1.startBackward(m)
            c2.startBackward(m)
            c3.startBackward(m)
        }
    }

    /// Just enough complex arithmetic to place the poles.
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
}
