/// The frame's pixel layout: premultiplied alpha in one 32-bit word `A<<24 | R<<16 | G<<8 | B`,
/// which is SDL's `SDL_PIXELFORMAT_ARGB8888`, so a frame uploads to a streaming texture as it is.
public enum PixelFormat {
    @inline(__always) public static func pack(a: UInt32, r: UInt32, g: UInt32, b: UInt32) -> UInt32 {
        a << 24 | r << 16 | g << 8 | b
    }
    @inline(__always) public static func alpha(_ p: UInt32) -> UInt32 { p >> 24 }
    @inline(__always) public static func red(_ p: UInt32) -> UInt32 { (p >> 16) & 0xFF }
    @inline(__always) public static func green(_ p: UInt32) -> UInt32 { (p >> 8) & 0xFF }
    @inline(__always) public static func blue(_ p: UInt32) -> UInt32 { p & 0xFF }

    /// `p · k / 255` for all four channels at once (two channels per 32-bit lane), rounded.
    @inline(__always) public static func scale(_ p: UInt32, by k: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* k &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((p >> 8) & 0x00FF_00FF) &* k &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// `scale(_:by:)` for four pixels at once.
    @inline(__always) public static func scale(_ p: SIMD4<UInt32>, by k: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let mask = SIMD4<UInt32>(repeating: 0x00FF_00FF)
        let half = SIMD4<UInt32>(repeating: 0x0080_0080)
        var rb = (p & mask) &* k &+ half
        rb = ((rb &+ ((rb &>> 8) & mask)) &>> 8) & mask
        var ag = ((p &>> 8) & mask) &* k &+ half
        ag = (ag &+ ((ag &>> 8) & mask)) & SIMD4<UInt32>(repeating: 0xFF00_FF00)
        return rb | ag
    }

    /// x / 255 rounded to the nearest integer (never a tie: 255 is odd), exact for 0 ≤ x ≤ 65 662, which
    /// covers every product of two bytes. The one division by 255 of the integer pipeline; `scale(_:by:)`
    /// does the same on two packed channels at once.
    @inline(__always) static func divideBy255<T: FixedWidthInteger>(_ x: T) -> T {
        let t = x &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// `divideBy255(_:)` in four lanes.
    @inline(__always) static func divideBy255(_ x: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let t = x &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// Premultiplied source-over: `src + dst · (1 − αsrc)`.
    @inline(__always) public static func sourceOver(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        src &+ scale(dst, by: 255 - (src >> 24))
    }

    /// Straight (unpremultiplied) 0…1 components of a premultiplied pixel.
    public static func unpremultiplied(_ p: UInt32) -> RGBA {
        let a = Double(alpha(p))
        guard a > 0 else { return .clear }
        return RGBA(red: Double(red(p)) / a, green: Double(green(p)) / a, blue: Double(blue(p)) / a, alpha: a / 255)
    }
}
