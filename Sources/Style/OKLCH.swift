import Raster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A colour as OKLCH (Björn Ottosson's OKLab in polar form): lightness 0…1, chroma 0…~0.37, hue in
/// degrees. The colour knobs turn these rather than HSL's because equal steps look equal: a hue
/// turn keeps the lightness people see (HSL's yellow and blue at one "lightness" differ by a factor
/// of ten in luminance), so a soft style's shadows stay as soft while its colour changes.
public struct OKLCH: Hashable, Sendable {
    public var lightness: Double
    public var chroma: Double
    /// Degrees, 0 ≤ hue < 360.
    public var hue: Double

    public init(lightness: Double, chroma: Double, hue: Double) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = hue
    }

    /// The sRGB colour's OKLCH (alpha is dropped).
    public init(_ color: RGBA) {
        let c = color.clamped
        let (r, g, b) = (Self.linear(c.red), Self.linear(c.green), Self.linear(c.blue))
        let l = cbrt(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * b)
        let m = cbrt(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * b)
        let s = cbrt(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * b)
        let okL = 0.210_454_255_3 * l + 0.793_617_785_0 * m - 0.004_072_046_8 * s
        let okA = 1.977_998_495_1 * l - 2.428_592_205_0 * m + 0.450_593_709_9 * s
        let okB = 0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766_0 * s
        lightness = okL
        chroma = (okA * okA + okB * okB).squareRoot()
        let degrees = atan2(okB, okA) * 180 / Double.pi
        // A grey has no hue; 0 rather than the rounding noise of atan2 near the origin.
        hue = chroma < 1e-6 ? 0 : (degrees < 0 ? degrees + 360 : degrees)
    }

    /// The colour in sRGB, and whether it lies inside sRGB's gamut as it is.
    public var unmapped: (color: RGBA, inGamut: Bool) {
        let radians = hue * Double.pi / 180
        let (okA, okB) = (chroma * cos(radians), chroma * sin(radians))
        let l = pow3(lightness + 0.396_337_777_4 * okA + 0.215_803_757_3 * okB)
        let m = pow3(lightness - 0.105_561_345_8 * okA - 0.063_854_172_8 * okB)
        let s = pow3(lightness - 0.089_484_177_5 * okA - 1.291_485_548_0 * okB)
        let r = 4.076_741_662_1 * l - 3.307_711_591_3 * m + 0.230_969_929_2 * s
        let g = -1.268_438_004_6 * l + 2.609_757_401_1 * m - 0.341_319_396_5 * s
        let b = -0.004_196_086_3 * l - 0.703_418_614_7 * m + 1.707_614_701_0 * s
        let epsilon = 1e-6
        let inGamut = [r, g, b].allSatisfy { $0 >= -epsilon && $0 <= 1 + epsilon }
        return (RGBA(red: Self.encoded(r), green: Self.encoded(g), blue: Self.encoded(b)).clamped, inGamut)
    }

    /// The colour in sRGB. Outside sRGB's gamut the chroma is lowered until it fits (as CSS Color 4
    /// maps colours), so lightness and hue are kept and only the saturation gives way.
    public var rgba: RGBA {
        let lightness = min(max(lightness.isFinite ? lightness : 0, 0), 1)
        let hue = hue.isFinite ? hue : 0
        var low = 0.0
        var high = max(chroma.isFinite ? chroma : 0, 0)
        let direct = OKLCH(lightness: lightness, chroma: high, hue: hue).unmapped
        if direct.inGamut { return direct.color }
        for _ in 0..<24 {
            let middle = (low + high) / 2
            if OKLCH(lightness: lightness, chroma: middle, hue: hue).unmapped.inGamut {
                low = middle
            } else {
                high = middle
            }
        }
        return OKLCH(lightness: lightness, chroma: low, hue: hue).unmapped.color
    }

    private func pow3(_ v: Double) -> Double { v * v * v }

    /// sRGB's transfer function, decoded to linear light.
    static func linear(_ v: Double) -> Double {
        v <= 0.040_45 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    /// Linear light encoded with sRGB's transfer function.
    static func encoded(_ v: Double) -> Double {
        let v = min(max(v, 0), 1)
        return v <= 0.003_130_8 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
}
