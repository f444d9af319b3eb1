import Raster

/// Parts 1 and 2 of the article draw every button the same way: a symbol padded 30 pt inside a
/// circle that is also the hit shape, the family's background behind it (highlighted while
/// pressed), dimmed when disabled. A family gives its background and its label colour.
public protocol CircularSeedStyle: ButtonStyle {
    var labelColor: Color { get }
    /// The family's background in `rect`, highlighted (pressed or on) or not.
    func background(isHighlighted: Bool, in rect: Rect) -> [DrawCommand]
}

extension CircularSeedStyle {
    public var padding: Double { 30 }
    public var contentShape: AnyInsettableShape { AnyInsettableShape(Circle()) }

    public func makeBody(configuration: ButtonConfiguration, in rect: Rect) -> [DrawCommand] {
        body(
            isHighlighted: configuration.isPressed, label: configuration.label, metrics: configuration.metrics,
            isEnabled: configuration.isEnabled, in: rect)
    }

    /// The background with the label drawn over it.
    func body(isHighlighted: Bool, label: Label, metrics: TextMetrics, isEnabled: Bool, in rect: Rect)
        -> [DrawCommand]
    {
        let drawn = background(isHighlighted: isHighlighted, in: rect)
        return DisabledLook.apply(
            drawn + label.draw(in: rect, color: labelColor, metrics: metrics), isEnabled: isEnabled)
    }
}

/// The articles' toggles are their buttons' look, highlighted while on (part 2's
/// `isHighlighted: configuration.isOn`), named after the button with "-toggle".
public protocol CircularSeedToggleStyle: ToggleStyle {
    associatedtype Button: CircularSeedStyle
    var button: Button { get }
    /// Whether the toggle also sinks while a press is held (part 1's light toggle does).
    var sinksWhilePressed: Bool { get }
}

extension CircularSeedToggleStyle {
    public var name: String { button.name + "-toggle" }
    public var padding: Double { button.padding }
    public var contentShape: AnyInsettableShape { button.contentShape }
    public var sinksWhilePressed: Bool { false }

    public func makeBody(configuration: ToggleConfiguration, in rect: Rect) -> [DrawCommand] {
        button.body(
            isHighlighted: configuration.isOn || (sinksWhilePressed && configuration.isPressed),
            label: configuration.label, metrics: configuration.button.metrics, isEnabled: configuration.isEnabled,
            in: rect)
    }
}
