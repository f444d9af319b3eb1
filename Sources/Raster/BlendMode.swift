/// How a source is combined with what is already drawn (W3C Compositing and Blending, on
/// premultiplied values: `co = cs·(1−αb) + cb·(1−αs) + αs·αb·B(Cb, Cs)`).
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    case normal
    case multiply
    case screen
    /// Overlay(Cb, Cs) = HardLight(Cs, Cb): multiplies dark backdrops, screens light ones.
    case overlay

    /// Blends one premultiplied source pixel onto a premultiplied backdrop pixel.
    @inline(__always)
    public func blend(_ src: UInt32, onto dst: UInt32) -> UInt32 {
        switch self {
        case .normal: return PixelFormat.sourceOver(src, dst)
        default: return blendSeparable(src, dst)
        }
    }

    private func blendSeparable(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        let sa = Float(src >> 24) / 255
        if sa == 0 { return dst }
        let da = Float(dst >> 24) / 255
        let alpha = sa + da - sa * da
        func channel(_ shift: UInt32) -> UInt32 {
            let sc = Float((src >> shift) & 0xFF) / 255
            let dc = Float((dst >> shift) & 0xFF) / 255
            let value: Float
            switch self {
            case .normal: value = sc + dc * (1 - sa)
            case .multiply: value = sc * (1 - da) + dc * (1 - sa) + sc * dc
            case .screen: value = sc + dc - sc * dc
            case .overlay:
                let mixed = 2 * dc <= da ? 2 * sc * dc : sa * da - 2 * (da - dc) * (sa - sc)
                value = sc * (1 - da) + dc * (1 - sa) + mixed
            }
            return UInt32(min(max(value, 0), alpha) * 255 + 0.5)
        }
        return UInt32(alpha * 255 + 0.5) << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }
}
