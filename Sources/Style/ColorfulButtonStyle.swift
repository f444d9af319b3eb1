import Raster

/// Part 2's colourful button: circular, `ColorfulBackground` behind a white label.
public struct ColorfulButtonStyle: CircularSeedStyle {
    public var name: String { "colorful" }
    public init() {}

    public var labelColor: Color { DarkButtonStyle.labelColor }

    public func background(isHighlighted: Bool, in rect: Rect) -> [DrawCommand] {
        ColorfulBackground(isHighlighted: isHighlighted, shape: Circle()).draw(in: rect)
    }
}

extension ButtonStyle where Self == ColorfulButtonStyle {
    public static var colorful: ColorfulButtonStyle { ColorfulButtonStyle() }
}
