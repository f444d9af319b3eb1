import Testing

@testable import Raster

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// MARK: - Test shapes (analytic, 4×4 supersampled coverage)

private func mask(width: Int, height: Int, origin: IntPoint = .zero, inside: (Double, Double) -> Bool) -> Mask {
    var coverage = [UInt8](repeating: 0, count: width * height)
    let n = 4
    for y in 0..<height {
        for x in 0..<width {
            var hits = 0
            for sy in 0..<n {
                for sx in 0..<n {
                    let px = Double(x) + (Double(sx) + 0.5) / Double(n)
                    let py = Double(y) + (Double(sy) + 0.5) / Double(n)
                    if inside(px, py) { hits += 1 }
                }
            }
            coverage[y * width + x] = UInt8((hits * 255 + n * n / 2) / (n * n))
        }
    }
    return Mask(origin: origin, width: width, height: height, coverage: coverage)!
}

private func circle(size: Int) -> Mask {
    let c = Double(size) / 2, r = Double(size) / 2 - 1.3
    return mask(width: size, height: size) { x, y in (x - c) * (x - c) + (y - c) * (y - c) <= r * r }
}

private func roundedRect(width: Int, height: Int) -> Mask {
    let x0 = 1.5, y0 = 2.25, x1 = Double(width) - 1.75, y1 = Double(height) - 1.5
    let r = Double(min(width, height)) / 4
    return mask(width: width, height: height) { x, y in
        guard x >= x0, x <= x1, y >= y0, y <= y1 else { return false }
        let cx = min(max(x, x0 + r), x1 - r), cy = min(max(y, y0 + r), y1 - r)
        return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r
    }
}

/// A pixel-aligned vertical line `lineWidth` px wide plus a slanted anti-aliased one of the same width.
private func lines(size: Int, lineWidth: Int) -> Mask {
    let w = Double(lineWidth)
    let vx = Double(size / 4)
    // Slanted segment from (size/2, 1) to (size - 2, size - 2).
    let ax = Double(size) / 2, ay = 1.0, bx = Double(size) - 2, by = Double(size) - 2
    return mask(width: size, height: size) { x, y in
        if x >= vx, x < vx + w, y >= 1, y < Double(size) - 1 { return true }
        let dx = bx - ax, dy = by - ay
        let t = max(0, min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
        let ex = x - (ax + t * dx), ey = y - (ay + t * dy)
        return ex * ex + ey * ey <= w * w / 4
    }
}

/// Pixel-aligned vertical lines 1, 2, 3 and 4 px wide, 8 px apart, and a slanted 2 px one.
private func lineSet(size: Int) -> Mask {
    mask(width: size, height: size) { x, y in
        guard y >= 2, y < Double(size) - 2 else { return false }
        for (start, width) in [(4.0, 1.0), (13, 2), (23, 3), (34, 4)] where x >= start && x < start + width {
            return true
        }
        // |distance| to the line from (48, 2) to (size − 3, size − 3) within 1 px.
        let ax = 48.0, ay = 2.0, bx = Double(size) - 3, by = Double(size) - 3
        let cross = (x - ax) * (by - ay) - (y - ay) * (bx - ax)
        return x >= ax && x <= bx && abs(cross) <= ((bx - ax) * (bx - ax) + (by - ay) * (by - ay)).squareRoot()
    }
}

// MARK: - Exact reference

/// Sampled Gaussian normalised to sum 1, truncated at 6σ: kernel[d + radius] for offset d.
private func gaussianKernel(sigma: Double) -> (weights: [Double], radius: Int) {
    let radius = Int((6 * sigma).rounded(.up))
    var weights = (-radius...radius).map { d in exp(-Double(d * d) / (2 * sigma * sigma)) }
    let total = weights.reduce(0, +)
    weights = weights.map { $0 / total }
    return (weights, radius)
}

/// Exact blur in double precision over a grown area (zero outside the mask), evaluated separably and only
/// over the mask's own rows and columns, which keeps it cheap even for large σ. Only every `rowStep`-th output
/// row is evaluated (the others stay 0).
private struct ExactBlur {
    let width: Int
    let height: Int
    let values: [Double]

    init(_ mask: Mask, sigma: Double, pad: Int, rowStep: Int = 1) {
        let (g, radius) = gaussianKernel(sigma: sigma)
        func weight(_ d: Int) -> Double { abs(d) > radius ? 0 : g[d + radius] }
        let w = mask.width, h = mask.height
        let ow = w + 2 * pad, oh = h + 2 * pad
        var rows = [Double](repeating: 0, count: h * ow)
        for y in 0..<h {
            for ox in 0..<ow {
                var sum = 0.0
                for x in 0..<w { sum += weight(ox - pad - x) * Double(mask.coverage[y * w + x]) }
                rows[y * ow + ox] = sum
            }
        }
        var out = [Double](repeating: 0, count: oh * ow)
        for oy in stride(from: 0, to: oh, by: rowStep) {
            for y in 0..<h {
                let k = weight(oy - pad - y)
                if k == 0 { continue }
                for ox in 0..<ow { out[oy * ow + ox] += k * rows[y * ow + ox] }
            }
        }
        width = ow
        height = oh
        values = out
    }
}

/// Largest |blurred − exact| in coverage levels, over every `rowStep`-th row.
private func maxError(_ mask: Mask, sigma: Double, rowStep: Int = 1) -> Double {
    let blurred = mask.blurred(sigma: sigma)
    let pad = (blurred.width - mask.width) / 2
    let exact = ExactBlur(mask, sigma: sigma, pad: pad, rowStep: rowStep)
    #expect(blurred.width == exact.width && blurred.height == exact.height)
    guard blurred.width == exact.width && blurred.height == exact.height else { return .infinity }
    var worst = 0.0
    for oy in stride(from: 0, to: exact.height, by: rowStep) {
        for i in (oy * exact.width)..<((oy + 1) * exact.width) {
            worst = max(worst, abs(Double(blurred.coverage[i]) - exact.values[i]))
        }
    }
    return worst
}

/// Shapes sized so the test stays quick in debug builds yet shows edges and interiors at `sigma` (peaks of
/// tens of levels even at σ 100).
private func shapes(forSigma sigma: Double) -> [(String, Mask)] {
    let size = sigma >= 100 ? 96 : sigma >= 10 ? 32 : 24
    var result = [("circle", circle(size: size)), ("rounded rect", roundedRect(width: size + 6, height: size))]
    if sigma >= 100 {
        // Every output is ~700² here: all four widths in one mask keeps debug runs short.
        result.append(("1–4 px lines", lineSet(size: size)))
    } else {
        for lineWidth in 1...4 { result.append(("\(lineWidth) px lines", lines(size: size, lineWidth: lineWidth))) }
    }
    return result
}

/// Largest difference between each pixel and its left-right and top-bottom mirror images, and how many
/// pixels differ at all.
private func asymmetry(_ m: Mask) -> (worst: Int, differing: Int) {
    var worst = 0, differing = 0
    for y in 0..<m.height {
        for x in 0..<m.width {
            let v = Int(m.coverage[y * m.width + x])
            let dx = abs(v - Int(m.coverage[y * m.width + (m.width - 1 - x)]))
            let dy = abs(v - Int(m.coverage[(m.height - 1 - y) * m.width + x]))
            worst = max(worst, dx, dy)
            if dx > 0 || dy > 0 { differing += 1 }
        }
    }
    return (worst, differing)
}

// MARK: - Tests

@Suite struct GaussianBlurTests {
    @Test(arguments: [0.5, 1, 1.5, 2, 2.5, 3, 3.25, 4, 10, 30, 100])
    func matchesExactGaussian(sigma: Double) {
        var report: [String] = []
        var worstOverall = 0.0
        // At σ 100 compare every 5th row.
        let rowStep = sigma >= 100 ? 5 : 1
        for (name, shape) in shapes(forSigma: sigma) {
            let error = maxError(shape, sigma: sigma, rowStep: rowStep)
            worstOverall = max(worstOverall, error)
            report.append("\(name) \((error * 1000).rounded() / 1000)")
            #expect(error <= 1, "σ \(sigma) \(name): max error \(error) levels")
        }
        let worst = (worstOverall * 1000).rounded() / 1000
        print("σ \(sigma): max error \(worst) levels (\(report.joined(separator: ", ")))")
    }

    /// Each method near where it takes over: full-resolution convolution below 3.5, half resolution from 3.5 with
    /// its coarse σ convolved directly below 2 (σ ≈ 4.18) and recursively above.
    @Test(arguments: [0.25, 0.3, 3.49, GaussianBlur.decimateFromSigma, 4.18, 4.19, 4.49])
    func matchesExactGaussianAtMethodThresholds(sigma: Double) {
        for (name, shape) in shapes(forSigma: sigma) {
            let error = maxError(shape, sigma: sigma)
            #expect(error <= 1, "σ \(sigma) \(name): max error \(error) levels")
        }
    }

    /// Random coverage in sizes that are not multiples of the SIMD width or even, single pixels included.
    @Test(arguments: [0.8, 1.5, 2, 3, 3.49, 3.5, 4.5, 7, 20])
    func oddSizesAndNoiseMatchExactGaussian(sigma: Double) {
        var seed: UInt32 = 12345
        for (w, h) in [(1, 1), (3, 7), (5, 2), (17, 9), (2, 13)] {
            var coverage = [UInt8](repeating: 0, count: w * h)
            for i in coverage.indices {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                coverage[i] = UInt8(truncatingIfNeeded: seed >> 24)
            }
            let shape = Mask(origin: IntPoint(x: -4, y: 9), width: w, height: h, coverage: coverage)!
            let error = maxError(shape, sigma: sigma)
            #expect(error <= 1, "σ \(sigma) \(w)×\(h): max error \(error) levels")
        }
        // A checkerboard is all Nyquist frequency: the worst case for the half-resolution path.
        let checker = mask(width: 16, height: 12) { x, y in (Int(x) + Int(y)) % 2 == 0 }
        let error = maxError(checker, sigma: sigma)
        #expect(error <= 1, "σ \(sigma) checkerboard: max error \(error) levels")
    }

    @Test(arguments: [0.5, 2, 3, 7.2, 30])
    func growsByThreeSigmaAndShiftsOrigin(sigma: Double) {
        let shape = Mask(
            origin: IntPoint(x: 5, y: -3), width: 9, height: 4, coverage: [UInt8](repeating: 200, count: 36))!
        let blurred = shape.blurred(sigma: sigma)
        let pad = Int((3 * sigma).rounded(.up))
        #expect(blurred.width == 9 + 2 * pad)
        #expect(blurred.height == 4 + 2 * pad)
        #expect(blurred.origin == IntPoint(x: 5 - pad, y: -3 - pad))
    }

    @Test(arguments: [0.5, 1, 3, 10, 30, 100])
    func preservesMass(sigma: Double) {
        // Large enough against σ that rounding the faint halo to whole levels stays small.
        let size = sigma >= 100 ? 320 : sigma >= 30 ? 120 : 40
        let shape = roundedRect(width: size, height: size - 6)
        let blurred = shape.blurred(sigma: sigma)
        let ratio = Double(blurred.totalCoverage) / Double(shape.totalCoverage)
        #expect(abs(ratio - 1) <= 0.005, "σ \(sigma): mass ratio \(ratio)")
        print("σ \(sigma): mass ratio \((ratio * 100_000).rounded() / 100_000)")
    }

    /// Below 3.5 the convolution is in integers and exactly symmetric. From 3.5 the half-resolution grid of an
    /// odd-sized mask is not, and moves pixels by one level: many near 3.5, where the resampling filters carry
    /// much of the blur, a rare one from 4.5 on, where the coarse blur is recursive and float rounding adds a few.
    @Test(arguments: [0.7, 1.5, 3, 3.49, 4, 12, 40])
    func symmetricInputGivesSymmetricOutput(sigma: Double) {
        for (w, h) in [(21, 15), (40, 28)] {
            let cx = Double(w) / 2, cy = Double(h) / 2
            let shape = mask(width: w, height: h) { x, y in
                let dx = x - cx, dy = y - cy
                return dx * dx / 64 + dy * dy / 25 <= 1 || (abs(dx) < 1.5 && abs(dy) < 7)
            }
            let b = shape.blurred(sigma: sigma)
            let (worst, differing) = asymmetry(b)
            #expect(worst <= 1, "σ \(sigma) \(w)×\(h): asymmetry \(worst) levels")
            if sigma < GaussianBlur.decimateFromSigma {
                #expect(differing == 0, "σ \(sigma) \(w)×\(h): fixed-point convolution is exactly symmetric")
            } else if sigma >= 4.5 {
                #expect(differing * 50 <= b.width * b.height, "σ \(sigma) \(w)×\(h): \(differing) asymmetric pixels")
            }
        }
    }

    @Test func mirroredInputGivesMirroredOutput() {
        let shape = lines(size: 20, lineWidth: 3)
        var mirrored = shape
        for y in 0..<shape.height {
            for x in 0..<shape.width {
                mirrored.coverage[y * shape.width + x] = shape.coverage[y * shape.width + shape.width - 1 - x]
            }
        }
        for sigma in [1.0, 4, 9] {
            let a = shape.blurred(sigma: sigma), b = mirrored.blurred(sigma: sigma)
            var worst = 0
            for y in 0..<a.height {
                for x in 0..<a.width {
                    let d = Int(a.coverage[y * a.width + x]) - Int(b.coverage[y * a.width + a.width - 1 - x])
                    worst = max(worst, abs(d))
                }
            }
            #expect(worst <= 1, "σ \(sigma)")
        }
    }

    @Test(arguments: [0, 0.1, 0.2, 0.249])
    func tinySigmaCopies(sigma: Double) {
        let shape = circle(size: 12)
        #expect(shape.blurred(sigma: sigma) == shape)
    }

    @Test(arguments: [Double.nan, -1, -0.0, -Double.infinity, Double.infinity])
    func invalidSigmaReturnsCopy(sigma: Double) {
        let shape = circle(size: 10)
        #expect(shape.blurred(sigma: sigma) == shape)
    }

    @Test(arguments: [0.5, 5, 50])
    func emptyMaskStaysEmpty(sigma: Double) {
        for (w, h) in [(0, 0), (0, 7), (5, 0)] {
            let empty = Mask(origin: IntPoint(x: 3, y: 4), width: w, height: h)!
            let blurred = empty.blurred(sigma: sigma)
            #expect(blurred.isEmpty)
            #expect(blurred.totalCoverage == 0)
        }
    }

    /// The fixed-point convolution skips empty rows and keeps full coverage full: a mask with empty rows between
    /// two bands, compared with the exact blur, and its solid interior still 255.
    @Test(arguments: [1, 2.5, 3.49])
    func emptyRowsAndFullCoverageStayExact(sigma: Double) {
        let shape = mask(width: 40, height: 100) { _, y in y < 40 || y >= 70 }
        let error = maxError(shape, sigma: sigma)
        #expect(error <= 1, "σ \(sigma): max error \(error) levels")
        let blurred = shape.blurred(sigma: sigma)
        let pad = (blurred.width - shape.width) / 2
        // Row 20, column 20 of the mask lies deeper than 3.5σ inside the top band: exactly full.
        #expect(blurred.coverage[(pad + 20) * blurred.width + pad + 20] == 255)
        // Row 55 lies deeper than 3.5σ inside the gap: exactly empty.
        #expect(blurred.coverage[(pad + 55) * blurred.width + pad + 20] == 0)
    }

    @Test func allBlackStaysBlack() {
        for sigma in [1.0, 4, 9] {
            #expect(Mask(width: 13, height: 5)!.blurred(sigma: sigma).totalCoverage == 0)
        }
    }

    @Test func sigmaIsCapped() {
        // Blurring at the cap makes a 3073² mask, too slow for a debug test; the halo is what grows.
        #expect(GaussianBlur.padding(forSigma: 1e9) == GaussianBlur.padding(forSigma: GaussianBlur.maxSigma))
        #expect(GaussianBlur.padding(forSigma: .greatestFiniteMagnitude) == 1536)
    }

    @Test func hugeSigmaStaysCorrect() {
        let size = 64
        let shape = Mask(width: size, height: size, coverage: [UInt8](repeating: 255, count: size * size))!
        let sigma = 200.0
        let blurred = shape.blurred(sigma: sigma)
        let pad = 600
        #expect(blurred.width == size + 2 * pad && blurred.height == size + 2 * pad)
        // A full square is separable: exact = 255·s(x)·s(y) with s the blurred 1-D box.
        let (g, radius) = gaussianKernel(sigma: sigma)
        let profile = (0..<(size + 2 * pad)).map { o -> Double in
            var sum = 0.0
            for x in 0..<size where abs(o - pad - x) <= radius { sum += g[o - pad - x + radius] }
            return sum
        }
        var worst = 0.0
        var exactRoundedMass = 0
        for oy in 0..<blurred.height {
            for ox in 0..<blurred.width {
                let exact = 255 * profile[ox] * profile[oy]
                exactRoundedMass += Int(exact.rounded())
                if oy % 5 == 0 {
                    worst = max(worst, abs(exact - Double(blurred.coverage[oy * blurred.width + ox])))
                }
            }
        }
        #expect(worst <= 1, "max error \(worst)")
        // The halo peaks near 4 levels, so rounding changes the total; compare with the exact values rounded.
        let ratio = Double(blurred.totalCoverage) / Double(exactRoundedMass)
        #expect(abs(ratio - 1) < 0.01, "mass ratio against rounded exact \(ratio)")
        #expect(abs(Double(blurred.totalCoverage) / Double(shape.totalCoverage) - 1) < 0.1)
    }
}
