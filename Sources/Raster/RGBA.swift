/// A straight (not premultiplied) sRGB colour with components in 0…1, as paints take it.
public struct RGBA: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// From 0–255 sRGB components, as the seed articles give them.
    public init(r8: Int, g8: Int, b8: Int, alpha: Double = 1) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: alpha)
    }

    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    public static let white = RGBA(red: 1, green: 1, blue: 1)

    /// Components clamped to 0…1, with NaN read as 0, so any colour is safe to draw.
    public var clamped: RGBA {
        func c(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        return RGBA(red: c(red), green: c(green), blue: c(blue), alpha: c(alpha))
    }

    public func withAlpha(_ a: Double) -> RGBA { RGBA(red: red, green: green, blue: blue, alpha: a) }

    /// The packed premultiplied pixel, rounded.
    public var premultipliedPixel: UInt32 {
        let c = clamped
        let a = c.alpha
        func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
        return PixelFormat.pack(a: byte(a), r: byte(c.red * a), g: byte(c.green * a), b: byte(c.blue * a))
    }
}
