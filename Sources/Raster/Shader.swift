/// A paint resolved to device pixels: produces premultiplied colours for spans of a row.
enum Shader {
    case solid(UInt32)
    case gradient(GradientShader)
    case radialGradient(RadialGradientShader)
    case angularGradient(AngularGradientShader)
    case image(ImageShader)

    /// Writes `count` colours for pixels `x0…` of row `y` (device coordinates).
    @inline(__always)
    func shade(x0: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        switch self {
        case .solid(let p): out.update(repeating: p, count: count)
        case .gradient(let g): g.shade(x0: x0, y: y, count: count, into: out)
        case .radialGradient(let g): g.shade(x0: x0, y: y, count: count, into: out)
        case .angularGradient(let g): g.shade(x0: x0, y: y, count: count, into: out)
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
        case .radialGradient(let g): return g.isOpaque
        case .angularGradient(let g): return g.isOpaque
        case .image: return false
        }
    }
}
