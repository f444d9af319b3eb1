import Raster

/// Part 2's dark button: label padded 30, circular hit shape, `DarkBackground` behind.
public struct DarkButtonStyle: ButtonStyle {
    public var variant: DarkBackground<Circle>.Variant
    public var name: String { variant.styleName }
    public var padding: Double { 30 }
    public var contentShape: AnyInsettableShape { AnyInsettableShape(Circle()) }
    /// The article's advice: a white symbol instead of grey, for contrast.
    public static let labelColor = Color.white

    public init(variant: DarkBackground<Circle>.Variant = .flat) { self.variant = variant }

    public func makeBody(configuration: ButtonConfiguration, in rect: Rect) -> [DrawCommand] {
        let body =
            DarkBackground(isHighlighted: configuration.isPressed, shape: Circle(), variant: variant).draw(in: rect)
            + configuration.label.draw(in: rect, color: Self.labelColor, metrics: configuration.metrics)
        return DisabledLook.apply(body, isEnabled: configuration.isEnabled)
    }
}

extension ButtonStyle where Self == DarkButtonStyle {
    public static var dark: DarkButtonStyle { DarkButtonStyle() }
    public static func dark(_ variant: DarkBackground<Circle>.Variant) -> DarkButtonStyle {
        DarkButtonStyle(variant: variant)
    }
}
