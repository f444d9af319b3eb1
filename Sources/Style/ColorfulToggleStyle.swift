import Raster

/// Part 2's colourful toggle: the background is highlighted (blue) while on.
public struct ColorfulToggleStyle: ToggleStyle {
    public var name: String { "colorful-toggle" }
    public var padding: Double { 30 }
    public var contentShape: AnyInsettableShape { AnyInsettableShape(Circle()) }
    public init() {}

    public func makeBody(configuration: ToggleConfiguration, in rect: Rect) -> [DrawCommand] {
        let body =
            ColorfulBackground(isHighlighted: configuration.isOn, shape: Circle()).draw(in: rect)
            + configuration.label.draw(
                in: rect, color: DarkButtonStyle.labelColor, metrics: configuration.button.metrics)
        return DisabledLook.apply(body, isEnabled: configuration.isEnabled)
    }
}

extension ToggleStyle where Self == ColorfulToggleStyle {
    public static var colorful: ColorfulToggleStyle { ColorfulToggleStyle() }
}
