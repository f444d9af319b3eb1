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

    /// Every pixel it produces is opaque.
    var isOpaque: Bool {
        switch self {
        case .solid(let p): return p >> 24 == 255
        case .gradient(let g): return g.isOpaque
        case .image: return false
        }
    }
}

/// A linear gradient in device space, sampled from a lookup table with ordered dithering.
///
/// Each table entry holds the four premultiplied channels with 8 fractional bits, one 16-bit lane
/// each in a `UInt64`; adding a 4×4 Bayer threshold to all lanes at once before truncating spreads
/// the sub-level part over neighbouring pixels, so dark, shallow gradients do not band. The same
/// threshold for every channel keeps colour ≤ alpha, as premultiplied pixels require.
struct GradientShader {
    static let tableSize = 1024
    let table: [UInt64]
    let startX: Float
    let startY: Float
    let stepX: Float
    let stepY: Float
    let dithered: Bool
    /// Every stop is opaque, so the shader's pixels can be stored without blending.
    let isOpaque: Bool

    /// Bayer 4×4 thresholds in 1/256 steps, replicated into the four 16-bit lanes.
    static let bayer: [UInt64] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map {
        UInt64($0 * 16 + 8) &* 0x0001_0001_0001_0001
    }
    static let noDither: UInt64 = 128 &* 0x0001_0001_0001_0001

    /// The table comes from `tables`, built there on first use.
    init(gradient: Gradient, start: Point, end: Point, dithered: Bool, tables: GradientTableCache) {
        table = tables.table(for: gradient)
        isOpaque = gradient.stops.allSatisfy { $0.color.clamped.alpha >= 1 }
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

    /// The colours at `tableSize` evenly spaced positions, each channel 8.8 fixed point in a 16-bit lane.
    static func table(for gradient: Gradient) -> [UInt64] {
        var table = [UInt64](repeating: 0, count: tableSize)
        for i in 0..<tableSize {
            let c = gradient.premultipliedColor(at: Double(i) / Double(tableSize - 1))
            func lane(_ v: Double) -> UInt64 { UInt64(min(max(v * 255 * 256, 0), 255 * 256).rounded()) }
            table[i] = lane(c.a) << 48 | lane(c.r) << 32 | lane(c.g) << 16 | lane(c.b)
        }
        return table
    }

    /// Lanes `a r g b` (each 8.8 plus threshold) → one ARGB8888 word.
    @inline(__always)
    static func pack(_ lanes: UInt64, _ threshold: UInt64) -> UInt32 {
        let v = ((lanes &+ threshold) >> 8) & 0x00FF_00FF_00FF_00FF
        return UInt32(
            truncatingIfNeeded: (v & 0xFF) | (v >> 8) & 0xFF00 | (v >> 16) & 0xFF_0000 | (v >> 24) & 0xFF00_0000)
    }

    @inline(__always)
    func shade(x0: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let last = Float(Self.tableSize - 1)
        let zeroLength = stepX == 0 && stepY == 0
        let t0 = zeroLength ? 1 : (Float(x0) + 0.5 - startX) * stepX + (Float(y) + 0.5 - startY) * stepY
        table.withUnsafeBufferPointer { lut in
            Self.bayer.withUnsafeBufferPointer { bayer in
                let row = (y & 3) * 4
                if stepX == 0 {
                    // Constant along the row (vertical gradients, the usual background): four
                    // dithered values repeat.
                    let lanes = lut[Int(min(max(t0 * last, 0), last).roundedBits)]
                    var pattern: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
                    withUnsafeMutableBytes(of: &pattern) { raw in
                        let p = raw.bindMemory(to: UInt32.self)
                        for k in 0..<4 {
                            p[k] = Self.pack(lanes, dithered ? bayer[row + ((x0 + k) & 3)] : Self.noDither)
                        }
                        var i = 0
                        while i + 4 <= count {
                            out[i] = p[0]
                            out[i + 1] = p[1]
                            out[i + 2] = p[2]
                            out[i + 3] = p[3]
                            i += 4
                        }
                        while i < count {
                            out[i] = p[i & 3]
                            i += 1
                        }
                    }
                    return
                }
                var t = t0 * last
                let step = stepX * last
                for i in 0..<count {
                    let index = Int(min(max(t, 0), last).roundedBits)
                    let threshold = dithered ? bayer[row + ((x0 + i) & 3)] : Self.noDither
                    out[i] = Self.pack(lut[index], threshold)
                    t += step
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
        // Sample positions step linearly along the row: 16.16 fixed point instead of a matrix
        // multiply and two float conversions per pixel.
        let start = inverse.apply(Point(x: Double(x0) + 0.5, y: Double(y) + 0.5))
        var u = Self.fixedPoint(start.x - 0.5)
        var v = Self.fixedPoint(start.y - 0.5)
        let du = Self.fixedPoint(inverse.a)
        let dv = Self.fixedPoint(inverse.b)
        let maxU = (w - 1) << 16
        let maxV = (h - 1) << 16
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
