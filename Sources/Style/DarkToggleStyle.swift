import Raster

/// Part 2's dark toggle: the background is highlighted while on.
public struct DarkToggleStyle: CircularSeedToggleStyle {
    public var button: DarkButtonStyle
    public init(variant: DarkBackground<Circle>.Variant = .flat) { button = DarkButtonStyle(variant: variant) }
}

extension ToggleStyle where Self == DarkToggleStyle {
    public static var dark: DarkToggleStyle { DarkToggleStyle() }
    public static func dark(_ variant: DarkBackground<Circle>.Variant) -> DarkToggleStyle {
        DarkToggleStyle(variant: variant)
    }
}
