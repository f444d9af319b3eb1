import Raster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// WCAG 2.x contrast: relative luminance of sRGB colours and the (L1 + 0.05) / (L2 + 0.05) ratio.
public enum Contrast {
    /// Text needs 4.5:1 (AA) and aims for 7:1 (AAA); boundaries of controls need 3:1 (1.4.11).
    public static let textAA = 4.5
    public static let textAAA = 7.0
    public static let nonText = 3.0
    /// Targets of at least 44×44 points (Apple's Human Interface Guidelines, the seed's rule).
    public static let minimumTarget = 44.0
    /// WCAG 2.5.8 (Target Size, Minimum, AA): 24×24 CSS pixels, points here.
    public static let wcagMinimumTarget = 24.0

    /// Relative luminance of an opaque sRGB colour (components 0…1).
    public static func luminance(_ c: RGBA) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    /// The contrast ratio of two luminances, ≥ 1.
    public static func ratio(_ l1: Double, _ l2: Double) -> Double {
        (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    public static func ratio(_ a: RGBA, _ b: RGBA) -> Double { ratio(luminance(a), luminance(b)) }
}
