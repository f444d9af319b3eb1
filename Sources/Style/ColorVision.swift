import Raster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a person with a colour-vision deficiency sees, simulated on sRGB colours and frames.
///
/// The dichromacies use Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model for
/// Simulation of Color Vision Deficiency", at severity 1.0: one 3×3 matrix per deficiency, applied to
/// linear sRGB (decode, multiply, clamp to 0…1, encode), as the paper and the tools built on it
/// (DaltonLens, colorspacious) do. Machado rather than Brettel (1997) or Viénot (1999): one method covers
/// tritanopia too (Viénot's single plane has no tritan projection; Brettel's two half-planes make it
/// piecewise), and it is the model most simulators use. Achromatopsia (no cones) is every colour's WCAG
/// relative luminance as a grey: the matrix whose three rows are Rec. 709's luminance coefficients.
public enum ColorVision: String, CaseIterable, Sendable {
    case normal
    /// No L cones: reds darken and merge with greens.
    case protanopia
    /// No M cones: reds and greens merge, at their brightness.
    case deuteranopia
    /// No S cones: blues and greens merge, yellows turn pink.
    case tritanopia
    /// No cones: luminance alone.
    case achromatopsia

    /// The four deficiencies, in the order the window's key cycles them after `normal`.
    public static let deficiencies: [ColorVision] = [.protanopia, .deuteranopia, .tritanopia, .achromatopsia]

    /// The linear-sRGB matrix, rows in R, G, B order (`out = M · in`); `nil` for normal vision.
    /// The dichromacies' rows are the paper's published severity-1.0 table, six decimals as printed.
    public var matrix: [[Double]]? {
        switch self {
        case .normal: nil
        case .protanopia:
            [
                [0.152_286, 1.052_583, -0.204_868],
                [0.114_503, 0.786_281, 0.099_216],
                [-0.003_882, -0.048_116, 1.051_998],
            ]
        case .deuteranopia:
            [
                [0.367_322, 0.860_646, -0.227_968],
                [0.280_085, 0.672_501, 0.047_413],
                [-0.011_820, 0.042_940, 0.968_881],
            ]
        case .tritanopia:
            [
                [1.255_528, -0.076_749, -0.178_779],
                [-0.078_411, 0.930_809, 0.147_602],
                [0.004_733, 0.691_367, 0.303_900],
            ]
        case .achromatopsia:
            [[0.2126, 0.7152, 0.0722], [0.2126, 0.7152, 0.0722], [0.2126, 0.7152, 0.0722]]
        }
    }

    /// The colour as seen with this vision, computed in double precision (alpha kept).
    public func simulate(_ color: RGBA) -> RGBA {
        guard let m = matrix else { return color }
        let c = color.clamped
        let linear = [Self.decode(c.red), Self.decode(c.green), Self.decode(c.blue)]
        let out = m.map { row in
            let v = row[0] * linear[0] + row[1] * linear[1] + row[2] * linear[2]
            return Self.encode(min(max(v, 0), 1))
        }
        return RGBA(red: out[0], green: out[1], blue: out[2], alpha: c.alpha)
    }

    /// sRGB's transfer function, encoded 0…1 to linear 0…1.
    static func decode(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    /// Linear 0…1 to encoded 0…1.
    static func encode(_ v: Double) -> Double { v <= 0.003_130_8 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055 }
}

// MARK: - Pixels

extension ColorVision {
    /// Byte to linear light, one entry per sRGB level.
    static let decodeTable: [Float] = (0..<256).map { Float(decode(Double($0) / 255)) }
    /// Linear light in `encodeSteps` equal steps to the nearest byte: a step is 0.2 of a level where
    /// the curve is steepest (near black), so a table lookup is within one level of the exact value.
    static let encodeSteps = 16_383
    static let encodeTable: [UInt8] = (0...encodeSteps).map {
        UInt8((encode(Double($0) / Double(encodeSteps)) * 255).rounded())
    }

    /// The matrix in single precision, row-major, for the pixel loop.
    var floatMatrix: [Float] { (matrix ?? [[1, 0, 0], [0, 1, 0], [0, 0, 1]]).flatMap { $0.map(Float.init) } }

    /// One premultiplied pixel (`PixelFormat`) as seen with this vision: unpremultiplied, transformed
    /// through the tables, premultiplied again. The frame transform gives exactly this for each pixel.
    public func simulate(pixel: UInt32) -> UInt32 {
        guard self != .normal else { return pixel }
        let m = floatMatrix
        return Self.decodeTable.withUnsafeBufferPointer { decode in
            Self.encodeTable.withUnsafeBufferPointer { encode in
                m.withUnsafeBufferPointer { m in Self.transform(pixel, m, decode, encode) }
            }
        }
    }

    @inline(__always)
    static func transform(
        _ p: UInt32, _ m: UnsafeBufferPointer<Float>, _ decode: UnsafeBufferPointer<Float>,
        _ encode: UnsafeBufferPointer<UInt8>
    ) -> UInt32 {
        let a = PixelFormat.alpha(p)
        guard a > 0 else { return p }
        var (r, g, b) = (PixelFormat.red(p), PixelFormat.green(p), PixelFormat.blue(p))
        if a < 255 {
            // Straight colour: the nearest byte to c / α (clamped: a valid channel never exceeds α).
            func straight(_ c: UInt32) -> UInt32 { min((c * 255 + a / 2) / a, 255) }
            (r, g, b) = (straight(r), straight(g), straight(b))
        }
        let (lr, lg, lb) = (decode[Int(r)], decode[Int(g)], decode[Int(b)])
        let steps = Float(encodeSteps)
        @inline(__always) func channel(_ row: Int) -> UInt32 {
            let v = m[row] * lr + m[row + 1] * lg + m[row + 2] * lb
            return UInt32(encode[Int((min(max(v, 0), 1) * steps).rounded())])
        }
        var (or, og, ob) = (channel(0), channel(3), channel(6))
        if a < 255 { (or, og, ob) = ((or * a + 127) / 255, (og * a + 127) / 255, (ob * a + 127) / 255) }
        return PixelFormat.pack(a: a, r: or, g: og, b: ob)
    }
}

extension Pixmap {
    /// Shows the pixels inside `rect` (all of them by default) as seen with `vision`, in place.
    public mutating func simulate(_ vision: ColorVision, in rect: IntRect? = nil) {
        guard vision != .normal else { return }
        let area = (rect ?? bounds).intersection(bounds)
        guard !area.isEmpty else { return }
        let width = self.width
        let m = vision.floatMatrix
        ColorVision.decodeTable.withUnsafeBufferPointer { decode in
            ColorVision.encodeTable.withUnsafeBufferPointer { encode in
                m.withUnsafeBufferPointer { m in
                    pixels.withUnsafeMutableBufferPointer { pixels in
                        // Frames are mostly flat runs of one colour: the last pixel's answer is reused.
                        var last: (in: UInt32, out: UInt32) = (0, 0)
                        for y in area.y..<area.maxY {
                            for i in (y * width + area.x)..<(y * width + area.maxX) {
                                let p = pixels[i]
                                if p != last.in { last = (p, ColorVision.transform(p, m, decode, encode)) }
                                pixels[i] = last.out
                            }
                        }
                    }
                }
            }
        }
    }

    /// A copy of the pixmap as seen with `vision`.
    public func simulating(_ vision: ColorVision) -> Pixmap {
        var copy = self
        copy.simulate(vision)
        return copy
    }
}
