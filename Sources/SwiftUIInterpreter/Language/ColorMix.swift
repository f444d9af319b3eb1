import Foundation
import Raster
import Style

/// iOS 18's `Color.mix(with:by:in:)`: the colour `fraction` of the way to another, in the perceptual
/// space SwiftUI mixes in by default (Oklab, where equal steps look equal) or in the device's RGB
/// (`.device`), opacity mixed linearly. A colour that differs in light and dark mixes in each.
enum ColorMix {
    static func mix(_ a: Color, _ b: Color, by fraction: Double, perceptual: Bool) -> Color {
        let t = min(max(fraction, 0), 1)
        func mixed(_ scheme: Appearance.ColorScheme) -> Color {
            let x = a.resolve(in: Appearance(colorScheme: scheme))
            let y = b.resolve(in: Appearance(colorScheme: scheme))
            let alpha = x.alpha + (y.alpha - x.alpha) * t
            guard perceptual else {
                return Color(
                    red: x.red + (y.red - x.red) * t, green: x.green + (y.green - x.green) * t,
                    blue: x.blue + (y.blue - x.blue) * t, opacity: alpha)
            }
            let p = oklab(x)
            let q = oklab(y)
            let rgb = srgb(
                (p.0 + (q.0 - p.0) * t, p.1 + (q.1 - p.1) * t, p.2 + (q.2 - p.2) * t))
            return Color(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: alpha)
        }
        guard a.isDynamic || b.isDynamic else { return mixed(.light) }
        return Color(light: mixed(.light), dark: mixed(.dark))
    }

    private static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    private static func encoded(_ c: Double) -> Double {
        let v = c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
        return min(max(v, 0), 1)
    }

    /// Björn Ottosson's Oklab, from sRGB.
    private static func oklab(_ c: RGBA) -> (Double, Double, Double) {
        let (r, g, b) = (linear(c.red), linear(c.green), linear(c.blue))
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return (
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
        )
    }

    private static func srgb(_ lab: (Double, Double, Double)) -> (Double, Double, Double) {
        let l = pow(lab.0 + 0.3963377774 * lab.1 + 0.2158037573 * lab.2, 3)
        let m = pow(lab.0 - 0.1055613458 * lab.1 - 0.0638541728 * lab.2, 3)
        let s = pow(lab.0 - 0.0894841775 * lab.1 - 1.2914855480 * lab.2, 3)
        return (
            encoded(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
            encoded(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
            encoded(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s)
        )
    }
}
