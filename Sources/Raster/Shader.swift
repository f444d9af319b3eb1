/// A paint resolved to device pixels: produces premultiplied colours for spans of a row.
enum Shader {
    case solid(UInt32)
    case gradient(GradientShader)
    case image(ImageShader)

    /// Writes `count` colours for pixels `x0…` of row `y` (device coordinates).
    @inline(__always)
    func shade(x0: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        switch self {
        case .solid(let p): out.update(repeating: p, count: count)
        case .gradient(let g): g.shade(x0: x0, y: y, count: count, into: out)
        case .image(let i): i.shade(x0: x0, y: y, count: count, into: out)
        }
    }

    var isSolid: Bool {
        if case .solid = self { return true }
        return false
    }
}

/// A linear gradient in device space, sampled from a lookup table with ordered dithering.
///
/// The table keeps 8 fractional bits per channel; adding a 4×4 Bayer threshold before truncating
/// spreads the sub-level part over neighbouring pixels, so dark, shallow gradients do not band.
struct GradientShader {
    static let tableSize = 1024
    /// Premultiplied channels in 1/256 steps, four per entry (a, r, g, b).
    let table: [UInt16]
    let startX: Float
    let startY: Float
    let stepX: Float
    let stepY: Float
    let dithered: Bool

    static let bayer: [UInt16] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map { $0 * 16 + 8 }

    init(gradient: Gradient, start: Point, end: Point, dithered: Bool) {
        var table = [UInt16](repeating: 0, count: Self.tableSize * 4)
        for i in 0..<Self.tableSize {
            let c = gradient.premultipliedColor(at: Double(i) / Double(Self.tableSize - 1))
            func fixed(_ v: Double) -> UInt16 { UInt16(min(max(v * 255 * 256, 0), 255 * 256).rounded()) }
            table[i * 4] = fixed(c.a)
            table[i * 4 + 1] = fixed(c.r)
            table[i * 4 + 2] = fixed(c.g)
            table[i * 4 + 3] = fixed(c.b)
        }
        self.table = table
        let dx = end.x - start.x
        let dy = end.y - start.y
        let length2 = dx * dx + dy * dy
        // A zero-length gradient paints its last colour everywhere, as Core Graphics does.
        let inverse = length2 > 1e-12 && length2.isFinite ? 1 / length2 : 0
        startX = Float(start.x)
        startY = Float(start.y)
        stepX = Float(dx * inverse)
        stepY = Float(dy * inverse)
        self.dithered = dithered
    }

    @inline(__always)
    func shade(x0: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let last = Float(Self.tableSize - 1)
        let zeroLength = stepX == 0 && stepY == 0
        var t = (Float(x0) + 0.5 - startX) * stepX + (Float(y) + 0.5 - startY) * stepY
        if zeroLength { t = 1 }
        table.withUnsafeBufferPointer { lut in
            Self.bayer.withUnsafeBufferPointer { bayer in
                let row = (y & 3) * 4
                for i in 0..<count {
                    let index = Int(min(max(t * last + 0.5, 0), last)) * 4
                    let threshold = dithered ? bayer[row + ((x0 + i) & 3)] : 128
                    let a = min((UInt32(lut[index]) + UInt32(threshold)) >> 8, 255)
                    let r = min((UInt32(lut[index + 1]) + UInt32(threshold)) >> 8, a)
                    let g = min((UInt32(lut[index + 2]) + UInt32(threshold)) >> 8, a)
                    let b = min((UInt32(lut[index + 3]) + UInt32(threshold)) >> 8, a)
                    out[i] = a << 24 | r << 16 | g << 8 | b
                    t += stepX
                }
            }
        }
    }
}

/// An image mapped onto device space, sampled bilinearly (premultiplied, so edges do not darken).
struct ImageShader {
    let image: Pixmap
    /// Device → image pixel coordinates.
    let inverse: AffineTransform

    @inline(__always)
    func shade(x0: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let w = image.width
        let h = image.height
        image.pixels.withUnsafeBufferPointer { px in
            for i in 0..<count {
                let p = inverse.apply(Point(x: Double(x0 + i) + 0.5, y: Double(y) + 0.5))
                let u = min(max(p.x - 0.5, 0), Double(w - 1))
                let v = min(max(p.y - 0.5, 0), Double(h - 1))
                let ix = Int(u)
                let iy = Int(v)
                let fx = UInt32((u - Double(ix)) * 256)
                let fy = UInt32((v - Double(iy)) * 256)
                let ix1 = min(ix + 1, w - 1)
                let iy1 = min(iy + 1, h - 1)
                let top = Self.mix(px[iy * w + ix], px[iy * w + ix1], fx)
                let bottom = Self.mix(px[iy1 * w + ix], px[iy1 * w + ix1], fx)
                out[i] = Self.mix(top, bottom, fy)
            }
        }
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
