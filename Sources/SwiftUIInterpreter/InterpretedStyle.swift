import Raster
import Style

/// What a file's style draws in one state (released or pressed; a toggle also off or on): the view
/// tree its `makeBody` built, with `configuration.label` left as a slot for the control's label.
struct StyleBody: Sendable {
    var view: ViewNode

    func size(label: Label, metrics: TextMetrics) -> Size {
        view.size(proposed: .unspecified, in: DrawEnvironment(label: label, labelColor: nil, metrics: metrics))
    }

    func draw(in rect: Rect, label: Label, labelColor: Color?, metrics: TextMetrics) -> [DrawCommand] {
        view.draw(in: rect, DrawEnvironment(label: label, labelColor: labelColor, metrics: metrics))
    }

    /// The body `amount` of the way from `self` to `other`, as SwiftUI animates between two states:
    /// the settled states as they are, in between interpolated when the trees have the same shape.
    func toward(_ other: StyleBody, _ amount: Double) -> StyleBody {
        if amount == 0 { return self }
        if amount == 1 { return other }
        if let view = view.interpolated(to: other.view, amount) { return StyleBody(view: view) }
        return amount < 0.5 ? self : other
    }
}

/// What a style's body declares besides its drawing: the hit shape, the animation, the padding.
struct StyleTraits: Sendable {
    var contentShape: AnyInsettableShape
    var animation: Animation
    var padding: Double
}

/// A `ButtonStyle` declared in a style file.
public struct InterpretedButtonStyle: ButtonStyle {
    /// The Swift type name, e.g. `DarkButtonStyle`: what layouts, the HUD and audits show.
    public let typeName: String
    /// The colour the scene gives the label (a screen's own `.foregroundColor` on its icon). Nil: the
    /// colour the style's environment gives (`.foregroundColor` in the file, else `.primary`).
    public var labelColor: Color?
    let released: StyleBody
    let pressed: StyleBody
    let traits: StyleTraits

    public var name: String { typeName }
    public var padding: Double { traits.padding }
    public var contentShape: AnyInsettableShape { traits.contentShape }
    public var animation: Animation { traits.animation }

    public func size(forLabel label: Label, metrics: TextMetrics) -> Size {
        released.size(label: label, metrics: metrics)
    }

    public func makeBody(configuration: ButtonConfiguration, in rect: Rect) -> [DrawCommand] {
        let body = released.toward(pressed, configuration.pressAmount)
        let drawn = body.draw(
            in: rect, label: configuration.label, labelColor: labelColor, metrics: configuration.metrics)
        return DisabledLook.apply(drawn, isEnabled: configuration.isEnabled)
    }
}

/// A `ToggleStyle` declared in a style file.
public struct InterpretedToggleStyle: ToggleStyle {
    public let typeName: String
    public var labelColor: Color?
    /// Off and on. A toggle style's configuration has no `isPressed`: a press shows through the
    /// toggle's `isOn` when it completes.
    let bodies: [StyleBody]
    let traits: StyleTraits

    public var name: String { typeName }
    public var padding: Double { traits.padding }
    public var contentShape: AnyInsettableShape { traits.contentShape }
    public var animation: Animation { traits.animation }

    public func size(forLabel label: Label, metrics: TextMetrics) -> Size {
        bodies[0].size(label: label, metrics: metrics)
    }

    public func makeBody(configuration: ToggleConfiguration, in rect: Rect) -> [DrawCommand] {
        let body = bodies[0].toward(bodies[1], configuration.onAmount)
        let drawn = body.draw(
            in: rect, label: configuration.label, labelColor: labelColor, metrics: configuration.button.metrics)
        return DisabledLook.apply(drawn, isEnabled: configuration.isEnabled)
    }
}
