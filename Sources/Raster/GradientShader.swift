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
        isOpaque = gradient.isOpaque
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
