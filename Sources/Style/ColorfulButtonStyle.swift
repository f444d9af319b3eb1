import Raster

/// Part 2's colourful button: circular, `ColorfulBackground` behind a white label.
public struct ColorfulButtonStyle: ButtonStyle {
    public var name: String { "colorful" }
    public var padding: Double { 30 }
    public var contentShape: AnyInsettableShape { AnyInsettableShape(Circle()) }
    public init() {}

    public func makeBody(configuration: ButtonConfiguration, in rect: Rect) -> [DrawCommand] {
        let body =
            ColorfulBackground(isHighlighted: configuration.isPressed, shape: Circle()).draw(in: rect)
            + configuration.label.draw(in: rect, color: DarkButtonStyle.labelColor, metrics: configuration.metrics)
        return DisabledLook.apply(body, isEnabled: configuration.isEnabled)
    }
}

extension ButtonStyle where Self == ColorfulButtonStyle {
    public static var colorful: ColorfulButtonStyle { ColorfulButtonStyle() }
}
