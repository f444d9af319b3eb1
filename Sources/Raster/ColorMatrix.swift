#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A 4×5 colour matrix on un-premultiplied (R, G, B, A, 1), the shape of SVG's `feColorMatrix`: the
/// one form every `ColorFilter` takes, so a chain of them costs one pass over the pixels.
struct ColorMatrix: Equatable {
    /// Four rows (R, G, B, A out) of five coefficients (R, G, B, A in, then the constant).
    var rows: [[Double]]

    static let identity = ColorMatrix(rows: [
        [1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0],
    ])

    /// SVG's `saturate`, with its luminance weights 0.213, 0.715, 0.072.
    static func saturate(_ s: Double) -> ColorMatrix {
        ColorMatrix(rows: [
            [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0],
            [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0],
            [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// SVG's `hueRotate`: a turn about the grey axis that keeps luminance.
    static func hueRotate(degrees: Double) -> ColorMatrix {
        let radians = degrees * Double.pi / 180
        let (c, s) = (cos(radians), sin(radians))
        return ColorMatrix(rows: [
            [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0],
            [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0],
            [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// This matrix applied to the output of `first`.
    func after(_ first: ColorMatrix) -> ColorMatrix {
        var out = ColorMatrix.identity
        for i in 0..<4 {
            for j in 0..<5 {
                var v = j == 4 ? rows[i][4] : 0
                for k in 0..<4 { v += rows[i][k] * first.rows[k][j] }
                out.rows[i][j] = v
            }
        }
        return out
    }

    /// Un-premultiplies each pixel of `region`, applies the matrix, clamps to 0…1 and premultiplies
    /// again. Transparent pixels are left alone.
    func apply(to pixmap: inout Pixmap, in region: IntRect) {
        let region = region.intersection(pixmap.bounds)
        guard !region.isEmpty else { return }
        // Columns, so a pixel is four multiply-adds of vectors. Coefficients are bounded so that no
        // product overflows to infinity (and then NaN) in `Float`.
        func coefficient(_ i: Int, _ j: Int) -> Float {
            rows[i][j].isNaN ? 0 : Float(min(max(rows[i][j], -1e6), 1e6))
        }
        let column = (0..<4).map { k in SIMD4<Float>((0..<4).map { coefficient($0, k) }) }
        let offset = SIMD4<Float>((0..<4).map { coefficient($0, 4) })
        let (c0, c1, c2, c3) = (column[0], column[1], column[2], column[3])
        let width = pixmap.width
        pixmap.pixels.withUnsafeMutableBufferPointer { px in
            for y in region.y..<region.maxY {
                let row = px.baseAddress! + y * width
                for x in region.x..<region.maxX {
                    let p = row[x]
                    let a = p >> 24
                    if a == 0 { continue }
                    let premultiplied = SIMD4<Float>(
                        Float((p >> 16) & 0xFF), Float((p >> 8) & 0xFF), Float(p & 0xFF), 255)
                    let straight = premultiplied / Float(a)
                    var out = c0 * straight.x + c1 * straight.y + c2 * straight.z + c3 * (Float(a) / 255) + offset
                    out = out.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
                    // Round (not truncate) after premultiplying, so an identity matrix changes nothing.
                    let alpha = out.w * 255
                    let colour = SIMD4<Float>(out.x, out.y, out.z, 1) * alpha + 0.5
                    row[x] =
                        UInt32(colour.w) << 24 | UInt32(colour.x) << 16 | UInt32(colour.y) << 8 | UInt32(colour.z)
                }
            }
        }
    }
}
