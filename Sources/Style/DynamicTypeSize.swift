/// SwiftUI's `DynamicTypeSize`: the text size a person chose in Settings, smallest first. Text in a text
/// style (`.body`, `.title`…) and fonts made relative to one (`.custom(_:size:relativeTo:)`,
/// `@ScaledMetric`) are drawn at the size this says; a `.system(size:)` font keeps its points.
public enum DynamicTypeSize: String, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Every iPhone's setting until a person changes it, and what previews show.
    public static let standard = DynamicTypeSize.large

    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Its place from the smallest, 0 to 11: the column of `TextStyle`'s table.
    public var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.index < b.index }

    /// UIKit's and older SwiftUI's name for it (`ContentSizeCategory`, `\.sizeCategory`).
    public var contentSizeCategory: String { Self.categoryNames[index] }

    /// `ContentSizeCategory.extraExtraLarge` and the like, in this enum's order.
    public static let categoryNames = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
    ]

    /// The size a name gives: `xxLarge` or its `ContentSizeCategory` name `extraExtraLarge`; nil for other names.
    public init?(named name: String) {
        if let size = DynamicTypeSize(rawValue: name) {
            self = size
        } else if let index = Self.categoryNames.firstIndex(of: name) {
            self = Self.allCases[index]
        } else {
            return nil
        }
    }

    /// The points a text style is drawn at in this size: Apple's table (Human Interface Guidelines,
    /// Typography, iOS Dynamic Type sizes).
    public func points(_ style: Font.TextStyle) -> Double {
        let row: [Double] =
            switch style {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 48]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            }
        return row[index]
    }

    /// A length that scales with `style` (`@ScaledMetric`, a custom font's size): as much larger or
    /// smaller than at the standard size as the style's text is.
    public func scaled(_ value: Double, relativeTo style: Font.TextStyle = .body) -> Double {
        value * points(style) / Self.standard.points(style)
    }

    /// The size `steps` larger (negative: smaller), kept between xSmall and accessibility5.
    public func stepped(by steps: Int) -> DynamicTypeSize {
        Self.allCases[min(max(index + steps, 0), Self.allCases.count - 1)]
    }

    /// This size kept inside `range` (`.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`).
    public func clamped(to range: ClosedRange<DynamicTypeSize>) -> DynamicTypeSize {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
