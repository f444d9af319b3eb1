import Raster

/// Part 2's dark button: label padded 30, circular hit shape, `DarkBackground` behind.
public struct DarkButtonStyle: CircularSeedStyle {
    public var variant: DarkBackground<Circle>.Variant
    public var name: String { variant.styleName }
    /// The article's advice: a white symbol instead of grey, for contrast.
    public static let labelColor = Color.white

    public init(variant: DarkBackground<Circle>.Variant = .flat) { self.variant = variant }

    public var labelColor: Color { Self.labelColor }

    public func background(isHighlighted: Bool, in rect: Rect) -> [DrawCommand] {
        DarkBackground(isHighlighted: isHighlighted, shape: Circle(), variant: variant).draw(in: rect)
    }
}

extension ButtonStyle where Self == DarkButtonStyle {
    public static var dark: DarkButtonStyle { DarkButtonStyle() }
    public static func dark(_ variant: DarkBackground<Circle>.Variant) -> DarkButtonStyle {
        DarkButtonStyle(variant: variant)
    }
}
