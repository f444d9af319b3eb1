/// A radial or elliptical gradient: the colour at a pixel follows its distance from the centre, measured
/// in a space where the gradient's rings are circles (user space for `RadialGradient`, the frame squashed
/// to a unit square for `EllipticalGradient`). Sampled from the same table and dithered with the same
/// Bayer thresholds as `GradientShader`, so the two kinds look alike and share cached tables.
struct RadialGradientShader {
    let table: [UInt64]
    /// Device pixel → gradient space, the centre at the origin; `nil` paints the last colour.
    let toGradientSpace: AffineTransform?
    let startRadius: Float
    /// 1 / (endRadius − startRadius), or 0 when the two are equal (a hard step at the radius).
    let inverseSpan: Float
    let dithered: Bool
    let isOpaque: Bool

    init(
        gradient: Gradient, toGradientSpace: AffineTransform?, startRadius: Double, endRadius: Double,
        dithered: Bool, tables: GradientTableCache
    ) {
        table = tables.table(for: gradient)
        isOpaque = gradient.isOpaque
        let finite = startRadius.isFinite && endRadius.isFinite && toGradientSpace?.isFinite ?? false
        self.toGradientSpace = finite ? toGradientSpace : nil
        self.startRadius = finite ? Float(startRadius) : 0
        let span = endRadius - startRadius
        inverseSpan = finite && abs(span) > 1e-9 ? Float(1 / span) : 0
        self.dithered = dithered
    }

    @inline(__always)
    func shade(x0: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let last = Float(GradientShader.tableSize - 1)
        table.withUnsafeBufferPointer { lut in
            GradientShader.bayer.withUnsafeBufferPointer { bayer in
                let row = (y & 3) * 4
                guard let map = toGradientSpace else {
                    for i in 0..<count {
                        let threshold = dithered ? bayer[row + ((x0 + i) & 3)] : GradientShader.noDither
                        out[i] = GradientShader.pack(lut[lut.count - 1], threshold)
                    }
                    return
                }
                // Gradient-space coordinates step linearly along the row.
                let start = map.apply(Point(x: Double(x0) + 0.5, y: Double(y) + 0.5))
                var (qx, qy) = (Float(start.x), Float(start.y))
                let (dx, dy) = (Float(map.a), Float(map.b))
                let scale = inverseSpan * last
                for i in 0..<count {
                    let r = (qx * qx + qy * qy).squareRoot()
                    let position: Float
                    if inverseSpan == 0 {
                        position = r < startRadius ? 0 : last
                    } else {
                        position = min(max((r - startRadius) * scale, 0), last)
                    }
                    let threshold = dithered ? bayer[row + ((x0 + i) & 3)] : GradientShader.noDither
                    out[i] = GradientShader.pack(lut[Int(position.roundedBits)], threshold)
                    qx += dx
                    qy += dy
                }
            }
        }
    }
}
