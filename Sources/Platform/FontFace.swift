import Style

/// One font file we ship: which design, weight and slant it draws. `Assets/Fonts/README.md` says
/// where each comes from and under which licence.
public struct FontFace: Hashable, Sendable {
    public let design: Font.Design
    public let weight: Font.Weight
    public let isItalic: Bool
    public let file: String
    /// Where Debian's package puts the same file: the fallback for a missing bundled one.
    public let systemFolder: String

    /// Every face in `Assets/Fonts`. Inter has all nine weights upright and italic; SwiftUI's
    /// ultraLight is Inter's Thin (100) and thin its ExtraLight (200), since Apple's ultraLight is the
    /// lighter of the two. DejaVu draws the monospaced and serif designs (regular and bold), Quicksand
    /// the rounded one (light to bold, no italic: SDL_ttf slants it).
    public static let bundled: [FontFace] = inter + dejaVu + quicksand

    private static let inter: [FontFace] = Font.Weight.allCases.flatMap { weight -> [FontFace] in
        let name: String =
            switch weight {
            case .ultraLight: "Thin"
            case .thin: "ExtraLight"
            case .light: "Light"
            case .regular: "Regular"
            case .medium: "Medium"
            case .semibold: "SemiBold"
            case .bold: "Bold"
            case .heavy: "ExtraBold"
            case .black: "Black"
            }
        let italic = weight == .regular ? "Italic" : name + "Italic"
        let folder = "/usr/share/fonts/opentype/inter"
        return [
            FontFace(
                design: .default, weight: weight, isItalic: false, file: "Inter-\(name).otf", systemFolder: folder),
            FontFace(
                design: .default, weight: weight, isItalic: true, file: "Inter-\(italic).otf", systemFolder: folder),
        ]
    }

    private static let dejaVu: [FontFace] = {
        let folder = "/usr/share/fonts/truetype/dejavu"
        let families: [(Font.Design, String, String)] = [
            (.monospaced, "DejaVuSansMono", "Oblique"), (.serif, "DejaVuSerif", "Italic"),
        ]
        return families.flatMap { design, family, slant in
            [
                FontFace(
                    design: design, weight: .regular, isItalic: false, file: "\(family).ttf", systemFolder: folder),
                FontFace(
                    design: design, weight: .bold, isItalic: false, file: "\(family)-Bold.ttf", systemFolder: folder),
                FontFace(
                    design: design, weight: .regular, isItalic: true, file: "\(family)-\(slant).ttf",
                    systemFolder: folder),
                FontFace(
                    design: design, weight: .bold, isItalic: true, file: "\(family)-Bold\(slant).ttf",
                    systemFolder: folder),
            ]
        }
    }()

    private static let quicksand: [FontFace] = [
        (Font.Weight.light, "Light"), (.regular, "Regular"), (.medium, "Medium"), (.bold, "Bold"),
    ]
    .map { weight, name in
        FontFace(
            design: .rounded, weight: weight, isItalic: false, file: "Quicksand-\(name).ttf",
            systemFolder: "/usr/share/fonts/truetype/quicksand")
    }

    /// The face among `faces` that draws `font` best: its design if any face of it is there, else the
    /// default design's (none without it: Inter is the one family text may always fall back to), then its
    /// slant if there, then the nearest weight; between two equally near weights the heavier for
    /// regular and up, the lighter below (CSS's rule, roughly).
    public static func nearest(to font: Font, among faces: [FontFace]) -> FontFace? {
        let design = faces.contains { $0.design == font.design } ? font.design : .default
        let family = faces.filter { $0.design == design }
        let slanted = family.filter { $0.isItalic == font.isItalic }
        let candidates = slanted.isEmpty ? family : slanted
        let target = font.weight.weightClass
        return candidates.min { a, b in
            let da = abs(a.weight.weightClass - target)
            let db = abs(b.weight.weightClass - target)
            if da != db { return da < db }
            return target >= 400
                ? a.weight.weightClass > b.weight.weightClass : a.weight.weightClass < b.weight.weightClass
        }
    }
}
