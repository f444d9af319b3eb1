/// An image mapped onto device space, sampled bilinearly (premultiplied, so edges do not darken).
struct ImageShader {
    let image: Pixmap
    /// Device → image pixel coordinates.
    let inverse: AffineTransform

    @inline(__always)
    func shade(x0: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let w = image.width
        let h = image.height
        // Sample positions step linearly along the row: 16.16 fixed point instead of a matrix
        // multiply and two float conversions per pixel.
        let start = inverse.apply(Point(x: Double(x0) + 0.5, y: Double(y) + 0.5))
        var u = Self.fixedPoint(start.x - 0.5)
        var v = Self.fixedPoint(start.y - 0.5)
        let du = Self.fixedPoint(inverse.a)
        let dv = Self.fixedPoint(inverse.b)
        let maxU = (w - 1) << 16
        let maxV = (h - 1) << 16
        // A whole-pixel translation at unit scale (a placed image) samples with zero fractions, which is a copy.
        if du == 1 << 16, dv == 0, u & 0xFFFF == 0, v & 0xFFFF == 0, u >= 0, v >= 0, v <= maxV,
            u + ((count - 1) << 16) <= maxU
        {
            image.pixels.withUnsafeBufferPointer { px in
                out.update(from: px.baseAddress! + ((v >> 16) * w + (u >> 16)), count: count)
            }
            return
        }
        image.pixels.withUnsafeBufferPointer { px in
            for i in 0..<count {
                let cu = min(max(u, 0), maxU)
                let cv = min(max(v, 0), maxV)
                let ix = cu >> 16
                let iy = cv >> 16
                let fx = UInt32((cu >> 8) & 0xFF)
                let fy = UInt32((cv >> 8) & 0xFF)
                let ix1 = min(ix + 1, w - 1)
                let iy1 = min(iy + 1, h - 1)
                let top = Self.mix(px[iy * w + ix], px[iy * w + ix1], fx)
                let bottom = Self.mix(px[iy1 * w + ix], px[iy1 * w + ix1], fx)
                out[i] = Self.mix(top, bottom, fy)
                u += du
                v += dv
            }
        }
    }

    /// 16.16 fixed point, clamped to ±10⁶ image pixels (far outside any image, and safe in `Int`).
    @inline(__always)
    static func fixedPoint(_ v: Double) -> Int {
        let limit = 1e6
        return Int((min(max(v, -limit), limit) * 65536).rounded())
    }

    /// `a + (b − a) · f/256` per channel.
    @inline(__always)
    static func mix(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        let g = 256 - f
        let rb = ((a & 0x00FF_00FF) &* g &+ (b & 0x00FF_00FF) &* f) >> 8 & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* g &+ ((b >> 8) & 0x00FF_00FF) &* f) & 0xFF00_FF00
        return rb | ag
    }
}
