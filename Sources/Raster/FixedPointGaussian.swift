#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension GaussianBlur {
    /// Separable convolution of coverage bytes with the sampled Gaussian (radius ⌈3.5σ⌉, normalised to sum 1), in
    /// 16-bit fixed point: eight lanes per SSE2/NEON vector instead of four floats, and no conversions.
    ///
    /// Samples carry 7 fractional bits (255 → 32640), so the sum of the two samples a symmetric tap pair shares
    /// still fits 16 bits; each pair is multiplied by its weight (16 fractional bits) keeping the high half. Every
    /// product truncates by under 1/128 level, so after both passes the sum lies at most 2(radius + 1)/128 below the
    /// exact one; adding radius + 1 units before rounding centres that, leaving ±0.11 level at σ 3.5 besides the
    /// final rounding. Integer sums are exact, so mirrored input gives mirrored output bit for bit, and the weights
    /// sum to exactly 1, so full coverage stays 255 and none stays 0.
    struct FixedPointGaussian {
        typealias Lanes = SIMD8<UInt16>
        /// weights[k] for offsets ±k, 16 fractional bits, splatted; weights[0] + 2·Σ weights[1…] = 65536.
        let weights: [Lanes]

        /// Fractional bits of the samples between the passes.
        static let fractionBits = 7
        /// Up to here the rounding bias keeps a full sum below 256 levels (see `blur`).
        static let maxRadius = 63

        init(sigma: Double) {
            let radius = min(Self.maxRadius, max(1, Int((3.5 * sigma).rounded(.up))))
            let w = (0...radius).map { k in exp(-Double(k * k) / (2 * sigma * sigma)) }
            let total = w[0] + 2 * w.dropFirst().reduce(0, +)
            var fixed = w.map { Int(($0 / total * 65536).rounded()) }
            // The centre weight takes the rounding remainder: the weights must sum to exactly one.
            fixed[0] = 65536 - 2 * fixed.dropFirst().reduce(0, +)
            weights = fixed.map { Lanes(repeating: UInt16(clamping: $0)) }
        }

        /// The high 16 bits of each lane's product: pair · weight / 65536 (one PMULHUW on x86).
        @inline(__always) static func multiplyHigh(_ a: Lanes, _ b: Lanes) -> Lanes {
            Lanes(
                truncatingIfNeeded: (SIMD8<UInt32>(truncatingIfNeeded: a) &* SIMD8<UInt32>(truncatingIfNeeded: b))
                    &>> 16)
        }

        func blur(_ source: Plane<UInt8>, pad: Int, into out: UnsafeMutablePointer<UInt8>) {
            let radius = weights.count - 1
            let width = source.width, height = source.height
            let outWidth = width + 2 * pad, outHeight = height + 2 * pad
            // Vectors of 8 per row, even: the horizontal loop runs two independent sums.
            let vectors = ((outWidth + 7) / 8 + 1) & ~1
            let rowLength = vectors * 8
            // A zero-padded copy of one input row: output x reads line[x … x + 2·radius].
            let lineLength = rowLength + 2 * radius + 8
            // Horizontally blurred rows with `margin` zero rows above and below, so every tap has a row.
            let margin = pad + radius
            let rowCount = height + 2 * margin
            var arena = ScratchArena(
                bytes: ScratchArena.size(UInt16.self, lineLength) + ScratchArena.size(UInt16.self, rowCount * rowLength)
                    + ScratchArena.size(Int.self, rowCount + 1) + ScratchArena.size(UInt8.self, rowLength))
            defer { arena.deallocate() }
            let line = arena.take(UInt16.self, lineLength, filledWith: 0)
            let rows = arena.take(UInt16.self, rowCount * rowLength)
            rows.initialize(repeating: 0, count: margin * rowLength)
            (rows + (margin + height) * rowLength).initialize(repeating: 0, count: margin * rowLength)
            // nonZeroRowsBefore[i]: rows below index i holding any coverage, so a window of empty rows is skipped.
            let nonZeroRowsBefore = arena.take(Int.self, rowCount + 1, filledWith: 0)
            let bytes = arena.take(UInt8.self, rowLength)

            weights.withUnsafeBufferPointer { w in
                for y in 0..<height {
                    let input = source.pixels + y * width
                    let destination = rows + (margin + y) * rowLength
                    // Shadow masks are mostly empty halo: an empty row blurs to an empty row.
                    var any: UInt8 = 0
                    for x in 0..<width { any |= input[x] }
                    nonZeroRowsBefore[margin + y + 1] = any == 0 ? 0 : 1
                    guard any != 0 else {
                        destination.initialize(repeating: 0, count: rowLength)
                        continue
                    }
                    // Input x lands at line index x + pad + radius.
                    for x in 0..<width { line[x &+ pad &+ radius] = UInt16(input[x]) &<< Self.fractionBits }
                    Self.horizontal(line + radius, into: destination, vectors: vectors, w)
                }
                for i in 0..<rowCount { nonZeroRowsBefore[i + 1] += nonZeroRowsBefore[i] }

                // Rounding: half a level plus the centring of the truncations (see above). With at most 63 + 1 units
                // of it a full sum, 32640 at most, stays below 32768, i.e. 255 after the shift.
                let bias = Lanes(repeating: UInt16(1 << (Self.fractionBits - 1) + radius + 1))
                for oy in 0..<outHeight {
                    // Output row oy is centred on input row oy − pad, stored at index oy + radius.
                    let centreIndex = oy + radius
                    let destination = out + oy * outWidth
                    if nonZeroRowsBefore[centreIndex + radius + 1] == nonZeroRowsBefore[centreIndex - radius] {
                        destination.initialize(repeating: 0, count: outWidth)
                        continue
                    }
                    Self.vertical(rows + centreIndex * rowLength, rowLength, into: bytes, vectors: vectors, bias, w)
                    destination.update(from: bytes, count: outWidth)
                }
            }
        }

        /// One row: output vector j from the 8 samples at `centre + 8j` and their neighbours ±k.
        @inline(__always) static func horizontal(
            _ centre: UnsafePointer<UInt16>, into destination: UnsafeMutablePointer<UInt16>, vectors: Int,
            _ w: UnsafeBufferPointer<Lanes>
        ) {
            let raw = UnsafeRawPointer(centre)
            let out = UnsafeMutableRawPointer(destination)
            let radius = w.count - 1
            let w0 = w[0]
            for j in stride(from: 0, to: vectors, by: 2) {
                let base = 16 &* j
                @inline(__always) func load(_ offset: Int) -> Lanes {
                    raw.loadUnaligned(fromByteOffset: base &+ 2 &* offset, as: Lanes.self)
                }
                var s0 = multiplyHigh(load(0), w0), s1 = multiplyHigh(load(8), w0)
                for k in 1...radius {
                    let weight = w[k]
                    s0 &+= multiplyHigh(load(-k) &+ load(k), weight)
                    s1 &+= multiplyHigh(load(8 &- k) &+ load(8 &+ k), weight)
                }
                out.storeBytes(of: s0, toByteOffset: base, as: Lanes.self)
                out.storeBytes(of: s1, toByteOffset: base &+ 16, as: Lanes.self)
            }
        }

        /// One output row from the rows ±k around `centre`, rounded to bytes.
        @inline(__always) static func vertical(
            _ centre: UnsafePointer<UInt16>, _ rowLength: Int, into bytes: UnsafeMutablePointer<UInt8>, vectors: Int,
            _ bias: Lanes, _ w: UnsafeBufferPointer<Lanes>
        ) {
            let radius = w.count - 1
            let w0 = w[0]
            let raw = UnsafeRawPointer(centre)
            let out = UnsafeMutableRawPointer(bytes)
            let rowBytes = 2 &* rowLength
            for j in 0..<vectors {
                let column = raw + 16 &* j
                var sum = multiplyHigh(column.load(as: Lanes.self), w0)
                var above = column, below = column
                for k in 1...radius {
                    above -= rowBytes
                    below += rowBytes
                    sum &+= multiplyHigh(above.load(as: Lanes.self) &+ below.load(as: Lanes.self), w[k])
                }
                let rounded = (sum &+ bias) &>> UInt16(fractionBits)
                out.storeBytes(
                    of: SIMD8<UInt8>(truncatingIfNeeded: rounded), toByteOffset: 8 &* j, as: SIMD8<UInt8>.self)
            }
        }
    }
}
