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

    /// The separable modes in integer arithmetic on 0…255 premultiplied values (one rounded
    /// division by 255 per channel), since this runs per pixel over whole layers.
    @inline(__always)
    private func blendSeparable(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        let sa = Int(src >> 24)
        if sa == 0 { return dst }
        let da = Int(dst >> 24)
        let alpha = sa + da - PixelFormat.divideBy255(sa * da)
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            let sc = Int((src >> shift) & 0xFF)
            let dc = Int((dst >> shift) & 0xFF)
            let scaled: Int
            switch self {
            case .normal: scaled = sc * 255 + dc * (255 - sa)
            case .multiply: scaled = sc * (255 - da) + dc * (255 - sa) + sc * dc
            case .screen: scaled = (sc + dc) * 255 - sc * dc
            case .overlay:
                let mixed = 2 * dc <= da ? 2 * sc * dc : sa * da - 2 * (da - dc) * (sa - sc)
                scaled = sc * (255 - da) + dc * (255 - sa) + mixed
            }
            return UInt32(min(max(PixelFormat.divideBy255(scaled), 0), alpha))
        }
        return UInt32(alpha) << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }
}
