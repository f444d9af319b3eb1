import Raster

/// What a button style is given to draw: the label and the (possibly animated) press state.
public struct ButtonConfiguration: Sendable {
    public var label: Label
    public var isPressed: Bool
    /// 0 released … 1 pressed, following the style's animation (may overshoot with a spring).
    public var pressAmount: Double
    public var isEnabled: Bool
    public var metrics: TextMetrics & Sendable

    public init(
        label: Label, isPressed: Bool, pressAmount: Double? = nil, isEnabled: Bool = true,
        metrics: TextMetrics & Sendable = EstimatedTextMetrics()
    ) {
        self.label = label
        self.isPressed = isPressed
        self.pressAmount = pressAmount ?? (isPressed ? 1 : 0)
        self.isEnabled = isEnabled
        self.metrics = metrics
    }
}

/// What a toggle style is given: a button's configuration plus `isOn`.
public struct ToggleConfiguration: Sendable {
    public var button: ButtonConfiguration
    public var isOn: Bool
    /// 0 off … 1 on, following the style's animation.
    public var onAmount: Double

    public init(button: ButtonConfiguration, isOn: Bool, onAmount: Double? = nil) {
        self.button = button
        self.isOn = isOn
        self.onAmount = onAmount ?? (isOn ? 1 : 0)
    }
    public var label: Label { button.label }
    public var isPressed: Bool { button.isPressed }
    public var isEnabled: Bool { button.isEnabled }
}

/// What every control style declares besides its body: SwiftUI's button and toggle styles differ
/// only in the configuration their `makeBody` receives.
public protocol ControlStyle: Sendable {
    /// Shown in layouts, the HUD and audits.
    var name: String { get }
    /// Padding between the label and the control's edge.
    var padding: Double { get }
    /// The hit shape (`contentShape`): a circle style is hit only inside its circle.
    var contentShape: AnyInsettableShape { get }
    var animation: Animation { get }
    /// The control's size for a label. By default the label plus `padding` on every side; a style
    /// read from a file lays its own view tree out.
    func size(forLabel label: Label, metrics: TextMetrics) -> Size
    /// The outlines whose contrast with the page tells the control apart, for the audit: by default
    /// the content shape's; a switch's is its track.
    func edges(in rect: Rect) -> [Path]
}

extension ControlStyle {
    public var animation: Animation { .none }

    public func edges(in rect: Rect) -> [Path] { [contentShape.path(in: rect)] }

    /// The control's size for a label: the label plus padding on every side.
    public func size(forLabel label: Label, metrics: TextMetrics) -> Size {
        let size = label.size(metrics: metrics)
        return Size(width: size.width + 2 * padding, height: size.height + 2 * padding)
    }
}

/// A button's look (SwiftUI's `ButtonStyle`): a value with a short static name, e.g. `.dark`.
public protocol ButtonStyle: ControlStyle {
    /// The control's drawing in `rect` (the label's size plus padding).
    func makeBody(configuration: ButtonConfiguration, in rect: Rect) -> [DrawCommand]
}

/// A toggle's look (SwiftUI's `ToggleStyle`).
public protocol ToggleStyle: ControlStyle {
    func makeBody(configuration: ToggleConfiguration, in rect: Rect) -> [DrawCommand]
}

extension ButtonStyle {
    public func size(for configuration: ButtonConfiguration) -> Size {
        size(forLabel: configuration.label, metrics: configuration.metrics)
    }
}

extension ToggleStyle {
    public func size(for configuration: ToggleConfiguration) -> Size {
        size(forLabel: configuration.label, metrics: configuration.button.metrics)
    }
}

/// Disabled controls are dimmed and inert; every style gets the same treatment.
public enum DisabledLook {
    public static let opacity = 0.4

    public static func apply(_ body: [DrawCommand], isEnabled: Bool) -> [DrawCommand] {
        isEnabled ? body : [.layer(Layer(body, opacity: opacity))]
    }
}
