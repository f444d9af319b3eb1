import Raster

/// A text style in points, following SwiftUI's Dynamic Type "Large" sizes.
public struct Font: Hashable, Sendable {
    public enum Weight: String, Hashable, Sendable {
        case regular, semibold, bold
    }
    public var size: Double
    public var weight: Weight

    public init(size: Double, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }

    public static let body = Font(size: 17)
    public static let headline = Font(size: 17, weight: .semibold)
    public static let subheadline = Font(size: 15)
    public static let footnote = Font(size: 13)
    public static let caption = Font(size: 12)
    public static let title = Font(size: 28)
    public static let largeTitle = Font(size: 34, weight: .bold)

    public func weight(_ weight: Weight) -> Font { Font(size: size, weight: weight) }
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
        return Size(width: Double(text.count) * em * 0.55, height: (em * 1.2).rounded(.up))
    }
}
