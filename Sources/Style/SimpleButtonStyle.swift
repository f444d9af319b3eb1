import Raster

/// Part 1's button: circular, `SimpleBackground` behind a grey label.
public struct SimpleButtonStyle: CircularSeedStyle {
    public var name: String { "simple" }
    /// Part 1 colours the symbol grey; increased contrast darkens it.
    public static let labelColor = Color(
        light: .gray, dark: .gray, lightIncreasedContrast: Color(white: 0.2), darkIncreasedContrast: Color(white: 0.2))

    public init() {}

    public var labelColor: Color { Self.labelColor }

    public func background(isHighlighted: Bool, in rect: Rect) -> [DrawCommand] {
        SimpleBackground(isHighlighted: isHighlighted, shape: Circle()).draw(in: rect)
    }
}

extension ButtonStyle where Self == SimpleButtonStyle {
    public static var simple: SimpleButtonStyle { SimpleButtonStyle() }
}
