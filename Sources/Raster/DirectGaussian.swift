#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension GaussianBlur {
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

        func blur<Source: BlurSample, Destination: BlurSample>(
            _ source: Plane<Source>, pad: Int, into out: UnsafeMutablePointer<Destination>
        ) {
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
                    for x in 0..<width { line[x &+ pad &+ radius] = Source.float(input[x]) }
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
                        Destination.store(floats, out + oy * outWidth, outWidth)
                    }
                }
            }
        }
    }
}
