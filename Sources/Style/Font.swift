import Raster

/// A font as SwiftUI describes one: a size in points, a weight, a design, italic or not, and the
/// extra letter spacing that SwiftUI sets on `Text` (carried here because the font is what reaches
/// the glyph source). A font in a text style, or relative to one, keeps the style so that it can be
/// drawn at any Dynamic Type size (`resolved(at:)`); its `size` is the one at the standard (Large) size.
public struct Font: Hashable, Sendable {
    /// SwiftUI's nine weights, lightest first (Apple's ultraLight is lighter than thin).
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The OpenType weight class (100 lightest … 900 heaviest) a font file of this weight declares.
        public var weightClass: Int {
            switch self {
            case .ultraLight: 100
            case .thin: 200
            case .light: 300
            case .regular: 400
            case .medium: 500
            case .semibold: 600
            case .bold: 700
            case .heavy: 800
            case .black: 900
            }
        }
    }

    /// SwiftUI's `Font.Design`: which family draws the text.
    public enum Design: String, Hashable, Sendable, CaseIterable {
        case `default`, rounded, monospaced, serif
    }

    public var size: Double
    public var weight: Weight
    public var design: Design
    public var isItalic: Bool
    /// Points added after every character, the last one too (`Text.kerning(_:)`: Apple notes that it
    /// moves the trailing edge of the text as well).
    public var kerning: Double
    /// Points added between characters, none after the last (`Text.tracking(_:)`).
    public var tracking: Double
    /// Digits drawn in cells as wide as the widest digit, so columns of numbers line up
    /// (`Font.monospacedDigit()`: Inter's own digits are proportional).
    public var hasMonospacedDigits: Bool
    /// The text style whose Dynamic Type size the font follows (`.body`, `.custom(_:size:relativeTo:)`);
    /// nil for a size in points that stays (`.system(size:)`, `.custom(_:fixedSize:)`).
    public var textStyle: TextStyle?

    public init(
        size: Double, weight: Weight = .regular, design: Design = .default, italic: Bool = false,
        kerning: Double = 0, tracking: Double = 0, monospacedDigits: Bool = false,
        relativeTo textStyle: TextStyle? = nil
    ) {
        self.size = size
        self.textStyle = textStyle
        self.weight = weight
        self.design = design
        self.isItalic = italic
        self.kerning = kerning
        self.tracking = tracking
        self.hasMonospacedDigits = monospacedDigits
    }

    /// SwiftUI's `Font.TextStyle`, with iOS's sizes and weights at the default Dynamic Type size.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

        public var size: Double {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        /// Only the headline is heavier than regular on iOS.
        public var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// `Font.system(style, design:, weight:)`: a text style, optionally in another design or weight.
    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        Font(size: style.size, weight: weight ?? style.weight, design: design, relativeTo: style)
    }

    /// The font as drawn at Dynamic Type size `dynamicType`: a text style's size from Apple's table, a size
    /// relative to a style scaled as the style is; a fixed size as it is. The result is fixed.
    public func resolved(at dynamicType: DynamicTypeSize) -> Font {
        guard let textStyle else { return self }
        var font = self
        font.textStyle = nil
        if dynamicType != .standard { font.size = dynamicType.scaled(size, relativeTo: textStyle) }
        return font
    }

    public static let largeTitle = system(.largeTitle)
    public static let title = system(.title)
    public static let title2 = system(.title2)
    public static let title3 = system(.title3)
    public static let headline = system(.headline)
    public static let body = system(.body)
    public static let callout = system(.callout)
    public static let subheadline = system(.subheadline)
    public static let footnote = system(.footnote)
    public static let caption = system(.caption)
    public static let caption2 = system(.caption2)

    public func weight(_ weight: Weight) -> Font { with { $0.weight = weight } }
    public func bold() -> Font { weight(.bold) }
    public func design(_ design: Design) -> Font { with { $0.design = design } }
    public func italic(_ isActive: Bool = true) -> Font { with { $0.isItalic = isActive } }
    /// `Font.monospaced()`: the monospaced design.
    public func monospaced() -> Font { design(.monospaced) }
    public func monospacedDigit() -> Font { with { $0.hasMonospacedDigits = true } }
    public func kerning(_ points: Double) -> Font { with { $0.kerning = points.isFinite ? points : 0 } }
    public func tracking(_ points: Double) -> Font { with { $0.tracking = points.isFinite ? points : 0 } }

    /// The extra width `characters` characters of this font take beyond their advances, in points:
    /// kerning after each, tracking between each pair.
    public func extraSpacing(characters: Int) -> Double {
        guard characters > 0 else { return 0 }
        return kerning * Double(characters) + tracking * Double(characters - 1)
    }

    private func with(_ change: (inout Font) -> Void) -> Font {
        var font = self
        change(&font)
        return font
    }
}

/// Measures text for layout. The platform's font engine implements it; `EstimatedTextMetrics`
/// stands in where no font can be loaded.
public protocol TextMetrics {
    /// The size of one line of `text` in points: advance width × line height.
    func size(of text: String, font: Font) -> Size
}

/// Average-advance estimate (0.55 em per character, 1.2 em lines): keeps layout sane without fonts.
public struct EstimatedTextMetrics: TextMetrics, Sendable {
    public init() {}
    public func size(of text: String, font: Font) -> Size {
        let em = font.size.isFinite ? min(max(font.size, 0), 2000) : 0
        let spacing = font.extraSpacing(characters: text.count)
        let width = max(0, Double(text.count) * em * 0.55 + (spacing.isFinite ? spacing : 0))
        return Size(width: width, height: (em * 1.2).rounded(.up))
    }
}
