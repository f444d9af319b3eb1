import Raster

/// Part 1's look as a toggle: sunk while on (the light family has no toggle in the article).
public struct SimpleToggleStyle: ToggleStyle {
    public var name: String { "simple-toggle" }
    public var padding: Double { 30 }
    public var contentShape: AnyInsettableShape { AnyInsettableShape(Circle()) }
    public init() {}

    public func makeBody(configuration: ToggleConfiguration, in rect: Rect) -> [DrawCommand] {
        let body =
            SimpleBackground(isHighlighted: configuration.isOn || configuration.isPressed, shape: Circle()).draw(
                in: rect)
            + configuration.label.draw(
                in: rect, color: SimpleButtonStyle.labelColor, metrics: configuration.button.metrics)
        return DisabledLook.apply(body, isEnabled: configuration.isEnabled)
    }
}

extension ToggleStyle where Self == SimpleToggleStyle {
    public static var simple: SimpleToggleStyle { SimpleToggleStyle() }
}
