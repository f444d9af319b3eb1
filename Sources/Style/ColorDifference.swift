import Raster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How different two colours look: the distance in OKLab (ΔE_OK, Björn Ottosson's perceptual space),
/// where 1 is black to white and about 0.02 is the smallest difference people notice side by side.
public enum ColorDifference {
    public static func oklab(_ a: RGBA, _ b: RGBA) -> Double {
        let p = OKLCH(a)
        let q = OKLCH(b)
        func ab(_ c: OKLCH) -> (Double, Double) {
            let radians = c.hue * Double.pi / 180
            return (c.chroma * cos(radians), c.chroma * sin(radians))
        }
        let (pa, pb) = ab(p)
        let (qa, qb) = ab(q)
        let dl = p.lightness - q.lightness
        return (dl * dl + (pa - qa) * (pa - qa) + (pb - qb) * (pb - qb)).squareRoot()
    }
}
