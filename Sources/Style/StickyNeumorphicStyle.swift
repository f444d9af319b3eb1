import Raster

/// Seed 002's view-modifier twin, `.neumorphic(isPressed: $isPressed, color:)`: the same look, but
/// driven by a stored Bool that each tap toggles — one tap sinks it until the next.
public struct StickyNeumorphicStyle: ToggleStyle {
    public var color: Color
    public var name: String { "neumorphic-sticky" }
    public var padding: Double { 20 }
    public var contentShape: AnyInsettableShape {
        AnyInsettableShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
    }
    public var animation: Animation { .spring }

    public init(color: Color) { self.color = color }

    public func makeBody(configuration: ToggleConfiguration, in rect: Rect) -> [DrawCommand] {
        let t = configuration.onAmount
        let body =
            NeumorphicButtonStyle.body(color: color, pressAmount: t, in: rect)
            + configuration.label.draw(
                in: rect, color: NeumorphicButtonStyle.labelColor, metrics: configuration.button.metrics)
        return DisabledLook.apply(
            [.layer(Layer(body, scale: mix(1, 0.95, t), anchor: rect.center))], isEnabled: configuration.isEnabled)
    }
}
