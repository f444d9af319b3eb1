import Raster

/// Writes an `ExportModel` as CSS that a browser draws like Neumorph's independent-shadow render.
///
/// The control's element is the shape: `padding` and the label centred in it, `border-radius` (with
/// `corner-shape` for continuous corners where the browser has it), `aspect-ratio: 1` for circles,
/// `box-shadow` in SwiftUI's order (blur = 2σ, `inset` for inner shadows), the fill and a ring centred
/// on the outline as two background layers over a transparent border. What one element cannot
/// draw goes to its pseudo-elements: shadows blended with the page (`mix-blend-mode`, so they stay
/// right on any background) and part 1's blurred, masked strokes (`filter` and `mask`). Pressed is
/// `:active` and `.is-on`, with the CSS `scale` property so the page's own `transform` stays.
/// Names derive from the style's name and a hash of the rules, so two exports never collide.
public enum CSSExporter {
    /// The control's class: the style's name in kebab case and a hash of what the export draws.
    public static func className(for model: ExportModel) -> String { Rules(model).className }

    public static func source(for model: ExportModel) -> String { Rules(model).source }

    /// Digits as the export writes them: at most three decimals, no trailing zeros.
    static func number(_ v: Double) -> String { SwiftUIExporter.number(v) }

    static func px(_ v: Double) -> String { v == 0 ? "0" : "\(number(v))px" }

    static func cssColor(_ c: RGBA) -> String {
        func byte(_ v: Double) -> Int { Int((v * 255).rounded()) }
        let c = c.clamped
        if c.alpha >= 1 { return c.hex }
        return "rgba(\(byte(c.red)), \(byte(c.green)), \(byte(c.blue)), \(number(c.alpha)))"
    }

    /// "DarkEdgedCrisp" → "dark-edged-crisp"; anything but ASCII letters and digits becomes a hyphen.
    static func kebab(_ name: String) -> String {
        var out = ""
        for ch in name {
            if ch.isASCII && (ch.isLetter || ch.isNumber) {
                if ch.isUppercase && !out.isEmpty && out.last != "-" { out.append("-") }
                out.append(Character(ch.lowercased()))
            } else if !out.isEmpty && out.last != "-" {
                out.append("-")
            }
        }
        while out.last == "-" { out.removeLast() }
        return out.isEmpty ? "style" : out
    }

    /// FNV-1a, 24 bits as six hex digits: short, stable across runs and platforms.
    static func hash(_ text: String) -> String {
        var h: UInt32 = 2_166_136_261
        for byte in text.utf8 { h = (h ^ UInt32(byte)) &* 16_777_619 }
        let s = String((h ^ (h >> 24)) & 0xFF_FFFF, radix: 16)
        return String(repeating: "0", count: 6 - s.count) + s
    }

    /// Continuous corners as `corner-shape: superellipse(K)` over 1.528665·r of each edge (the
    /// extent of Apple's curve): K = 1.75 fits the published curve within 0.01·r (0.1 pt at r 10),
    /// against 0.22·r for the nearest circular corner. Browsers without `corner-shape` get r.
    static let superellipse = 1.75
    static let continuousExtent = 1.528_665
}
