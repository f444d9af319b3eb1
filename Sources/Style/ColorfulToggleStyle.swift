import Raster

/// Part 2's colourful toggle: the background is highlighted (blue) while on.
public struct ColorfulToggleStyle: CircularSeedToggleStyle {
    public var button: ColorfulButtonStyle
    public init() { button = ColorfulButtonStyle() }
}

extension ToggleStyle where Self == ColorfulToggleStyle {
    public static var colorful: ColorfulToggleStyle { ColorfulToggleStyle() }
}
