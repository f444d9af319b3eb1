/// How overlapping parts of a path decide what is inside.
public enum FillRule: Sendable {
    case nonZero
    case evenOdd
}

/// Exact-area coverage by accumulation (the font-rs method).
///
/// Each edge deposits, per pixel cell, the signed difference of the area it covers to its right; one
/// running sum along each row then gives every pixel's exact coverage. No sorting of edges, no
/// per-pixel branching on geometry. The accumulation buffer is reused between calls.
public struct Rasterizer: Sendable {
    private var accumulation: [Float] = []
    /// Flattening tolerance in device pixels.
    public var tolerance = Path.flatteningTolerance

    public init() {}

    /// The coverage mask of `path` (in device pixels after `transform`), clipped to `clip`.
    /// Invalid (non-finite) or empty paths give an empty mask.
    public mutating func mask(
        for path: Path, transform: AffineTransform = .identity, fillRule: FillRule = .nonZero, clip: IntRect
    ) -> Mask {
        guard transform.isFinite else { return Mask.empty }
        let polygons = path.applying(transform).flattened(tolerance: tolerance)
        return mask(for: polygons, fillRule: fillRule, clip: clip)
    }

    /// The coverage mask of closed polygons in device pixels, clipped to `clip`.
    public mutating func mask(for polygons: [[Point]], fillRule: FillRule = .nonZero, clip: IntRect) -> Mask {
        var (minX, minY) = (Double.infinity, Double.infinity)
        var (maxX, maxY) = (-Double.infinity, -Double.infinity)
        for polygon in polygons {
            for p in polygon {
                guard p.isFinite else { return Mask.empty }
                (minX, maxX) = (min(minX, p.x), max(maxX, p.x))
                (minY, maxY) = (min(minY, p.y), max(maxY, p.y))
            }
        }
        guard minX < maxX, minY < maxY else { return Mask.empty }
        let bounds = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        let region = bounds.roundedOut.intersection(clip)
        guard !region.isEmpty,
            var mask = Mask(origin: IntPoint(x: region.x, y: region.y), width: region.width, height: region.height)
        else { return Mask.empty }
        let stride = region.width + 2
        let count = stride * region.height
        if accumulation.count < count {
            accumulation = [Float](repeating: 0, count: count)
        }
        let w = Float(region.width)
        let h = Float(region.height)
        let ox = Double(region.x)
        let oy = Double(region.y)
        accumulation.withUnsafeMutableBufferPointer { acc in
            for polygon in polygons {
                var previous = polygon[polygon.count - 1]
                for p in polygon {
                    Self.addClippedLine(
                        from: (Float(previous.x - ox), Float(previous.y - oy)),
                        to: (Float(p.x - ox), Float(p.y - oy)), width: w, height: h, stride: stride, into: acc)
                    previous = p
                }
            }
            mask.coverage.withUnsafeMutableBufferPointer { out in
                Self.accumulate(
                    acc, into: out, width: region.width, height: region.height, stride: stride, fillRule: fillRule)
            }
        }
        return mask
    }

    /// Splits a line where it leaves the columns 0…w; parts outside are projected onto the border as
    /// vertical lines, so they still count for the winding of everything to their right.
    private static func addClippedLine(
        from p: (Float, Float), to q: (Float, Float), width w: Float, height h: Float, stride: Int,
        into acc: UnsafeMutableBufferPointer<Float>
    ) {
        if p.1 == q.1 { return }
        if min(p.1, q.1) >= h || max(p.1, q.1) <= 0 { return }
        let dx = q.0 - p.0
        var t1: Float = 2
        var t2: Float = 2
        if dx != 0 {
            let a = (0 - p.0) / dx
            let b = (w - p.0) / dx
            if a > 0 && a < 1 { t1 = a }
            if b > 0 && b < 1 { if t1 == 2 { t1 = b } else { t2 = b } }
            if t2 < t1 { swap(&t1, &t2) }
        }
        func point(_ t: Float) -> (Float, Float) {
            if t <= 0 { return p }
            if t >= 1 { return q }
            return (p.0 + dx * t, p.1 + (q.1 - p.1) * t)
        }
        var start = p
        var pieceEnd = t1
        while true {
            let t = min(pieceEnd, 1)
            let end = point(t)
            addLine(
                from: (min(max(start.0, 0), w), start.1), to: (min(max(end.0, 0), w), end.1),
                height: h, stride: stride, into: acc)
            if t >= 1 { break }
            start = end
            pieceEnd = pieceEnd == t1 ? t2 : 1
        }
    }

    /// Deposits one line (x already inside 0…w) row by row.
    private static func addLine(
        from p: (Float, Float), to q: (Float, Float), height h: Float, stride: Int,
        into acc: UnsafeMutableBufferPointer<Float>
    ) {
        if p.1 == q.1 { return }
        let direction: Float = p.1 < q.1 ? 1 : -1
        let (top, bottom) = p.1 < q.1 ? (p, q) : (q, p)
        let yStart = max(top.1, 0)
        let yEnd = min(bottom.1, h)
        if yStart >= yEnd { return }
        let dxdy = (bottom.0 - top.0) / (bottom.1 - top.1)
        var x = top.0 + (yStart - top.1) * dxdy
        var y = yStart
        var row = Int(yStart)
        while y < yEnd {
            let rowEnd = min(Float(row + 1), yEnd)
            let dy = rowEnd - y
            let xNext = x + dxdy * dy
            deposit(rowStart: row * stride, from: x, to: xNext, amount: dy * direction, into: acc)
            x = xNext
            y = rowEnd
            row += 1
        }
    }

    /// One row's piece of an edge: the coverage right of the edge, as differences between cells.
    @inline(__always)
    private static func deposit(
        rowStart: Int, from xa: Float, to xb: Float, amount d: Float, into acc: UnsafeMutableBufferPointer<Float>
    ) {
        let x0 = min(xa, xb)
        let x1 = max(xa, xb)
        // x0, x1 ≥ 0 here, so truncation is floor (and avoids a libm call per row).
        let i0 = Int(x0)
        let t1 = Int(x1)
        let i1 = max(i0, (Float(t1) < x1 ? t1 + 1 : t1) - 1)
        if i1 == i0 {
            // Within one cell: the pixel is covered right of the edge's mean x.
            let mean = (x0 + x1) * 0.5 - Float(i0)
            acc[rowStart + i0] += d * (1 - mean)
            acc[rowStart + i0 + 1] += d * mean
            return
        }
        let s = 1 / (x1 - x0)
        let f0 = x0 - Float(i0)
        let f1 = x1 - Float(i1)
        var previous: Float = 0
        // First cell: the triangle right of the edge.
        var coverage = 0.5 * s * (1 - f0) * (1 - f0)
        acc[rowStart + i0] += d * coverage
        previous = coverage
        if i1 > i0 + 1 {
            for c in (i0 + 1)..<i1 {
                coverage = s * (Float(c) - x0 + 0.5)
                acc[rowStart + c] += d * (coverage - previous)
                previous = coverage
            }
        }
        // Last cell: everything but the triangle left of the edge.
        coverage = 1 - 0.5 * s * f1 * f1
        acc[rowStart + i1] += d * (coverage - previous)
        acc[rowStart + i1 + 1] += d * (1 - coverage)
    }

    /// Running sums into 8-bit coverage; clears the accumulation buffer for the next use.
    private static func accumulate(
        _ acc: UnsafeMutableBufferPointer<Float>, into out: UnsafeMutableBufferPointer<UInt8>, width: Int,
        height: Int, stride: Int, fillRule: FillRule
    ) {
        for y in 0..<height {
            let row = acc.baseAddress! + y * stride
            let outRow = out.baseAddress! + y * width
            switch fillRule {
            case .nonZero: accumulateRow(row, outRow, width) { simdMin1(simdAbs($0)) }
            case .evenOdd: accumulateRow(row, outRow, width) { evenOddCoverage($0) }
            }
            row[width] = 0
            row[width + 1] = 0
        }
    }

    /// One row, four cells at a time: an in-register prefix sum breaks the serial chain of adds,
    /// and coverage is rounded to bytes without Swift's trapping conversions.
    @inline(__always)
    private static func accumulateRow(
        _ acc: UnsafeMutablePointer<Float>, _ out: UnsafeMutablePointer<UInt8>, _ width: Int,
        coverage: (SIMD4<Float>) -> SIMD4<Float>
    ) {
        var sum: Float = 0
        var x = 0
        let magic = SIMD4<Float>(repeating: .roundingBias)
        let rawAcc = UnsafeMutableRawPointer(acc)
        let rawOut = UnsafeMutableRawPointer(out)
        // Inside a shape (or inside a stroke's hole) no edge deposits anything: a run of zero cells
        // keeps the running sum, so its coverage is one value, computed once and stored as it is.
        var constant: UInt32 = 0
        var constantSum = Float.nan
        while x + 4 <= width {
            var v = rawAcc.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<Float>.self)
            if v == SIMD4<Float>(repeating: 0) {
                if sum != constantSum {
                    let bits =
                        unsafeBitCast(coverage(SIMD4(repeating: sum)) * 255 + magic, to: SIMD4<UInt32>.self) & 0xFF
                    constant = bits[0] | bits[0] << 8 | bits[0] << 16 | bits[0] << 24
                    constantSum = sum
                }
                rawOut.storeBytes(of: constant, toByteOffset: x, as: UInt32.self)
                x += 4
                continue
            }
            rawAcc.storeBytes(of: SIMD4<Float>(repeating: 0), toByteOffset: x * 4, as: SIMD4<Float>.self)
            v += SIMD4(0, v[0], v[1], v[2])
            v += SIMD4(0, 0, v[0], v[1])
            v += SIMD4(repeating: sum)
            sum = v[3]
            let bits = unsafeBitCast(coverage(v) * 255 + magic, to: SIMD4<UInt32>.self) & 0xFF
            rawOut.storeBytes(
                of: bits[0] | bits[1] << 8 | bits[2] << 16 | bits[3] << 24, toByteOffset: x, as: UInt32.self)
            x += 4
        }
        while x < width {
            sum += acc[x]
            acc[x] = 0
            let bits = unsafeBitCast(coverage(SIMD4(repeating: sum)) * 255 + magic, to: SIMD4<UInt32>.self) & 0xFF
            out[x] = UInt8(truncatingIfNeeded: bits[0])
            x += 1
        }
    }
}

/// Even-odd coverage of a winding sum: a triangle wave of period 2 (0 at even, 1 at odd windings).
/// The rounding may pick the lower integer at exact ties; the wave is 0 at both ends, so it agrees.
@inline(__always)
private func evenOddCoverage(_ v: SIMD4<Float>) -> SIMD4<Float> {
    let magic = SIMD4<Float>(repeating: .roundingBias)
    let a = simdAbs(v)
    let whole = ((a * 0.5 - 0.5) + magic) - magic
    let phase = a - 2 * whole
    let wave = 1 - simdAbs(phase - 1)
    return (wave + simdAbs(wave)) * 0.5
}

/// |v| lane by lane, by clearing the sign bits (the generic `abs` is not vectorised).
@inline(__always)
private func simdAbs(_ v: SIMD4<Float>) -> SIMD4<Float> {
    unsafeBitCast(unsafeBitCast(v, to: SIMD4<UInt32>.self) & 0x7FFF_FFFF, to: SIMD4<Float>.self)
}

/// min(v, 1) lane by lane as (v + 1 − |v − 1|) / 2: plain arithmetic vectorises, while the generic
/// `pointwiseMin` and `replacing(with:where:)` become per-lane branches.
@inline(__always)
private func simdMin1(_ v: SIMD4<Float>) -> SIMD4<Float> {
    (v + 1 - simdAbs(v - 1)) * 0.5
}
