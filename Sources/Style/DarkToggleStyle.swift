import Raster

/// Part 2's dark toggle: the background is highlighted while on.
public struct DarkToggleStyle: ToggleStyle {
    public var variant: DarkBackground<Circle>.Variant
    public var name: String { variant.styleName + "-toggle" }
    public var padding: Double { 30 }
    public var contentShape: AnyInsettableShape { AnyInsettableShape(Circle()) }

    public init(variant: DarkBackground<Circle>.Variant = .flat) { self.variant = variant }

    public func makeBody(configuration: ToggleConfiguration, in rect: Rect) -> [DrawCommand] {
        let body =
            DarkBackground(isHighlighted: configuration.isOn, shape: Circle(), variant: variant).draw(in: rect)
            + configuration.label.draw(
                in: rect, color: DarkButtonStyle.labelColor, metrics: configuration.button.metrics)
        return DisabledLook.apply(body, isEnabled: configuration.isEnabled)
    }
}

extension ToggleStyle where Self == DarkToggleStyle {
    public static var dark: DarkToggleStyle { DarkToggleStyle() }
    public static func dark(_ variant: DarkBackground<Circle>.Variant) -> DarkToggleStyle {
        DarkToggleStyle(variant: variant)
    }
}
