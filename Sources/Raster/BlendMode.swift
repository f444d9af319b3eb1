/// How a source is combined with what is already drawn: SwiftUI's `BlendMode`, case for case (the raw
/// values are SwiftUI's case names, so a `.blendMode(.colorDodge)` in a user's file names one).
///
/// The blend modes follow W3C Compositing and Blending Level 1 on premultiplied values:
/// `co = cs·(1−αb) + cb·(1−αs) + αs·αb·B(Cb, Cs)` with `B` taken on the un-premultiplied colours and
/// `αo = αs + αb − αs·αb`. The last five are compositing operators instead (Porter-Duff and the
/// two "plus" modes of Core Graphics). A transparent source leaves the backdrop as it is in every mode,
/// so a layer's pixels outside what it drew never matter.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    case normal
    case multiply
    case screen
    /// Overlay(Cb, Cs) = HardLight(Cs, Cb): multiplies dark backdrops, screens light ones.
    case overlay
    case darken
    case lighten
    case colorDodge
    case colorBurn
    case softLight
    case hardLight
    case difference
    case exclusion
    /// The source's hue with the backdrop's saturation and luminosity.
    case hue
    case saturation
    case color
    case luminosity
    /// The source where the backdrop is, over it; the backdrop's coverage is kept.
    case sourceAtop
    /// The source only where the backdrop does not already cover.
    case destinationOver
    /// The backdrop erased by the source's alpha.
    case destinationOut
    /// Core Graphics' `R = max(0, 1 − ((1 − D) + (1 − S)))`, on premultiplied values.
    case plusDarker
    /// Core Graphics' `R = min(1, S + D)`, on premultiplied values.
    case plusLighter

    /// Blends one premultiplied source pixel onto a premultiplied backdrop pixel.
    @inline(__always)
    public func blend(_ src: UInt32, onto dst: UInt32) -> UInt32 {
        switch self {
        case .normal: return PixelFormat.sourceOver(src, dst)
        case .multiply, .screen, .overlay, .darken, .lighten, .hardLight, .difference, .exclusion:
            return blendSeparable(src, dst)
        case .colorDodge, .colorBurn, .softLight: return blendSeparableFloat(src, dst)
        case .hue, .saturation, .color, .luminosity: return blendNonSeparable(src, dst)
        case .sourceAtop, .destinationOver, .destinationOut, .plusDarker, .plusLighter:
            return compositeOperator(src, dst)
        }
    }

    /// The separable modes whose `αs·αb·B` is a polynomial in the premultiplied values, in integer
    /// arithmetic on 0…255 (one rounded division by 255 per channel), since this runs per pixel over whole
    /// layers. Every sum stays within 255·255, where `divideBy255` is exact. Each mode is its own
    /// function so that a layer's loop runs one formula with no choice per pixel.
    @inline(__always)
    func blendSeparable(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        switch self {
        case .multiply: return Self.multiplied(src, dst)
        case .screen: return Self.screened(src, dst)
        case .overlay: return Self.overlaid(src, dst)
        case .hardLight:
            return Self.separable(src, dst) { sc, dc, sa, da in
                sc * (255 - da) + dc * (255 - sa) + (2 * sc <= sa ? 2 * sc * dc : sa * da - 2 * (da - dc) * (sa - sc))
            }
        // αs·αb·min(Cs, Cb) = min(cs·αb, cb·αs), and so on for max and |Cs − Cb|.
        case .darken:
            return Self.separable(src, dst) { sc, dc, sa, da in
                sc * (255 - da) + dc * (255 - sa) + min(sc * da, dc * sa)
            }
        case .lighten:
            return Self.separable(src, dst) { sc, dc, sa, da in
                sc * (255 - da) + dc * (255 - sa) + max(sc * da, dc * sa)
            }
        case .difference:
            return Self.separable(src, dst) { sc, dc, sa, da in
                sc * (255 - da) + dc * (255 - sa) + abs(sc * da - dc * sa)
            }
        case .exclusion: return Self.separable(src, dst) { sc, dc, _, _ in (sc + dc) * 255 - 2 * sc * dc }
        default: return PixelFormat.sourceOver(src, dst)
        }
    }

    @inline(__always)
    static func multiplied(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        separable(src, dst) { sc, dc, sa, da in sc * (255 - da) + dc * (255 - sa) + sc * dc }
    }

    @inline(__always)
    static func screened(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        separable(src, dst) { sc, dc, _, _ in (sc + dc) * 255 - sc * dc }
    }

    @inline(__always)
    static func overlaid(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        separable(src, dst) { sc, dc, sa, da in
            sc * (255 - da) + dc * (255 - sa) + (2 * dc <= da ? 2 * sc * dc : sa * da - 2 * (da - dc) * (sa - sc))
        }
    }

    /// `co = divideBy255(scaled(cs, cb, αs, αb))` per channel, clamped to the result's alpha; `scaled`
    /// is 255² times the W3C formula.
    @inline(__always)
    private static func separable(_ src: UInt32, _ dst: UInt32, _ scaled: (Int, Int, Int, Int) -> Int) -> UInt32 {
        let sa = Int(src >> 24)
        if sa == 0 { return dst }
        let da = Int(dst >> 24)
        let alpha = sa + da - PixelFormat.divideBy255(sa * da)
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            let value = scaled(Int((src >> shift) & 0xFF), Int((dst >> shift) & 0xFF), sa, da)
            return UInt32(min(max(PixelFormat.divideBy255(value), 0), alpha))
        }
        return UInt32(alpha) << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }

    /// Porter-Duff and the "plus" operators, each a line of integer arithmetic on premultiplied bytes.
    @inline(__always)
    private func compositeOperator(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        let sa = src >> 24
        if sa == 0 { return dst }
        switch self {
        case .sourceAtop:
            // co = cs·αb + cb·(1−αs), αo = αb.
            let da = dst >> 24
            @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
                let sc = (src >> shift) & 0xFF
                let dc = (dst >> shift) & 0xFF
                return PixelFormat.divideBy255(sc * da + dc * (255 - sa))
            }
            return da << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
        case .destinationOver: return PixelFormat.sourceOver(dst, src)
        case .destinationOut: return PixelFormat.scale(dst, by: 255 - sa)
        case .plusLighter:
            @inline(__always) func sum(_ shift: UInt32) -> UInt32 {
                min(((src >> shift) & 0xFF) + ((dst >> shift) & 0xFF), 255) << shift
            }
            return sum(24) | sum(16) | sum(8) | sum(0)
        default:
            // plusDarker. Core Graphics gives `max(0, 1 − ((1 − D) + (1 − S)))` for opaque colours; on
            // premultiplied values each "1" is that pixel's alpha: co = max(0, αo − (αs − cs) − (αb − cb))
            // with αo = min(1, αs + αb). Opaque pixels get Core Graphics' formula exactly, and a
            // transparent source leaves the backdrop unchanged.
            let da = Int(dst >> 24)
            let alpha = min(Int(sa) + da, 255)
            @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
                let sc = Int((src >> shift) & 0xFF)
                let dc = Int((dst >> shift) & 0xFF)
                return UInt32(max(alpha - (Int(sa) - sc) - (da - dc), 0))
            }
            return UInt32(alpha) << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
        }
    }
}
