/// The blend modes that divide, take roots or mix channels (W3C Compositing and Blending Level 1,
/// §§ 9.1.6–9.1.8, 9.2): worked in floating point on un-premultiplied colours, then premultiplied back.
/// They are rare in a frame, so clarity wins over the integer tricks of the common modes.
extension BlendMode {
    /// A pixel as un-premultiplied 0…1 colour and alpha.
    private struct Straight {
        var rgb: SIMD3<Float>
        var alpha: Float

        @inline(__always)
        init(_ p: UInt32) {
            alpha = Float(p >> 24) / 255
            let premultiplied = SIMD3<Float>(
                Float((p >> 16) & 0xFF), Float((p >> 8) & 0xFF), Float(p & 0xFF))
            rgb = alpha > 0 ? premultiplied / (alpha * 255) : .zero
        }
    }

    /// `co = cs·(1−αb) + cb·(1−αs) + αs·αb·B(Cb, Cs)`, rounded back to a premultiplied pixel.
    @inline(__always)
    private static func composite(_ s: Straight, _ b: Straight, _ mixed: SIMD3<Float>) -> UInt32 {
        let alpha = s.alpha + b.alpha - s.alpha * b.alpha
        var c = s.rgb * s.alpha * (1 - b.alpha) + b.rgb * b.alpha * (1 - s.alpha) + s.alpha * b.alpha * mixed
        c = c.clamped(lowerBound: .zero, upperBound: SIMD3(repeating: alpha))
        @inline(__always) func byte(_ v: Float) -> UInt32 { UInt32((v * 255).rounded()) }
        return byte(alpha) << 24 | byte(c.x) << 16 | byte(c.y) << 8 | byte(c.z)
    }

    func blendSeparableFloat(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        if src >> 24 == 0 { return dst }
        let s = Straight(src)
        let b = Straight(dst)
        var mixed = SIMD3<Float>.zero
        for i in 0..<3 {
            let (cb, cs) = (b.rgb[i], s.rgb[i])
            switch self {
            case .colorDodge: mixed[i] = cb == 0 ? 0 : cs >= 1 ? 1 : min(1, cb / (1 - cs))
            case .colorBurn: mixed[i] = cb >= 1 ? 1 : cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs)
            default:
                // softLight: darkens or lightens depending on the source, a softer hard light.
                if cs <= 0.5 {
                    mixed[i] = cb - (1 - 2 * cs) * cb * (1 - cb)
                } else {
                    let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
                    mixed[i] = cb + (2 * cs - 1) * (d - cb)
                }
            }
        }
        return Self.composite(s, b, mixed)
    }

    func blendNonSeparable(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        if src >> 24 == 0 { return dst }
        let s = Straight(src)
        let b = Straight(dst)
        let mixed: SIMD3<Float>
        switch self {
        case .hue: mixed = Self.setLum(Self.setSat(s.rgb, Self.sat(b.rgb)), Self.lum(b.rgb))
        case .saturation: mixed = Self.setLum(Self.setSat(b.rgb, Self.sat(s.rgb)), Self.lum(b.rgb))
        case .color: mixed = Self.setLum(s.rgb, Self.lum(b.rgb))
        default: mixed = Self.setLum(b.rgb, Self.lum(s.rgb))  // luminosity
        }
        return Self.composite(s, b, mixed)
    }

    // MARK: - The spec's helper functions

    static func lum(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    /// Pulls a colour that left 0…1 back in along the line to its grey of the same luminosity.
    static func clipColor(_ c: SIMD3<Float>) -> SIMD3<Float> {
        let l = lum(c)
        let n = c.min()
        let x = c.max()
        var c = c
        if n < 0, l > n { c = l + (c - l) * l / (l - n) }
        if x > 1, x > l { c = l + (c - l) * (1 - l) / (x - l) }
        return c
    }

    static func setLum(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> { clipColor(c + (l - lum(c))) }

    static func sat(_ c: SIMD3<Float>) -> Float { c.max() - c.min() }

    /// The colour with the same hue and the saturation `s`: the largest channel becomes `s`, the
    /// smallest 0, the middle one keeps its place between them.
    static func setSat(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        let x = c.max()
        let n = c.min()
        guard x > n else { return .zero }
        return (c - n) * s / (x - n)
    }
}
