import Raster

/// Seed 002's view-modifier twin, `.neumorphic(isPressed: $isPressed, color:)`: the same look, but
/// driven by a stored Bool that each tap toggles — one tap sinks it until the next.
public struct StickyNeumorphicStyle: ToggleStyle, NeumorphicSeedStyle {
    public var color: Color
    public var name: String { "neumorphic-sticky" }

    public init(color: Color) { self.color = color }

    public func makeBody(configuration: ToggleConfiguration, in rect: Rect) -> [DrawCommand] {
        body(
            pressAmount: configuration.onAmount, label: configuration.label, metrics: configuration.button.metrics,
            isEnabled: configuration.isEnabled, in: rect)
    }
}
