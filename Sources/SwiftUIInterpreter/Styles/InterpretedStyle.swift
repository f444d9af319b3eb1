import Raster
import Style
import SwiftSource

/// What a file's style draws in one state (released or pressed; a toggle also off or on): the view
/// tree its `makeBody` built, with `configuration.label` left as a slot for the control's label.
struct StyleBody: Sendable {
    var view: ViewNode

    func size(
        label: Label, labelView: ViewNode? = nil, inherited: InheritedEnvironment = InheritedEnvironment(),
        metrics: TextMetrics, proposed: ProposedSize = .unspecified
    ) -> Size {
        var environment = DrawEnvironment(label: label, labelColor: nil, metrics: metrics, labelView: labelView)
        inherited.apply(to: &environment)
        return view.size(proposed: proposed, in: environment)
    }

    func draw(
        in rect: Rect, label: Label, labelView: ViewNode? = nil,
        inherited: InheritedEnvironment = InheritedEnvironment(), labelColor: Color?, metrics: TextMetrics
    ) -> [DrawCommand] {
        var environment = DrawEnvironment(label: label, labelColor: labelColor, metrics: metrics, labelView: labelView)
        inherited.apply(to: &environment)
        return view.draw(in: rect, environment)
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
    /// The style reads `@Environment(\.isEnabled)` and draws its disabled look itself: it is not
    /// dimmed as well.
    var drawsDisabled = false
}

/// What a file's button and toggle styles share, since SwiftUI's two protocols differ only in the
/// configuration `makeBody` receives: the type name, the traits of the body, the size of the state
/// at rest and the drawing between the two states.
protocol InterpretedControlStyle: ControlStyle {
    /// The Swift type name, e.g. `DarkButtonStyle`: what layouts, the HUD and audits show.
    var typeName: String { get }
    /// The colour the scene gives the label (a screen's own `.foregroundColor` on its icon). Nil: the
    /// colour the style's environment gives (`.foregroundColor` in the file, else `.primary`).
    var labelColor: Color? { get }
    /// A screen's control draws its label view here instead of the configuration's `Label`.
    var labelView: ViewNode? { get }
    /// What the screen's modifiers around the control give the style's body.
    var inherited: InheritedEnvironment { get }
    /// What a gallery offers the control: the size the module shows it at (`StyleFileBuilder`).
    var shownProposal: ProposedSize { get set }
    var traits: StyleTraits { get }
    /// Released or off: the control is sized by it.
    var resting: StyleBody { get }
    /// Pressed or on.
    var active: StyleBody { get }
}

extension InterpretedControlStyle {
    // Public: they are the public styles' `ControlStyle` witnesses.
    public var name: String { typeName }
    public var padding: Double { traits.padding }
    public var contentShape: AnyInsettableShape { traits.contentShape }
    public var animation: Animation { traits.animation }

    public func size(forLabel label: Label, metrics: TextMetrics) -> Size {
        resting.size(
            label: label, labelView: labelView, inherited: inherited, metrics: metrics, proposed: shownProposal)
    }

    /// The size for an offer: on a screen, `makeBody` gets the size its control is offered, so a label
    /// that fills (`.frame(maxWidth: .infinity)`) widens the control.
    func size(forLabel label: Label, metrics: TextMetrics, proposed: ProposedSize) -> Size {
        resting.size(label: label, labelView: labelView, inherited: inherited, metrics: metrics, proposed: proposed)
    }

    /// The body `amount` of the way from resting to active (the press or the on amount), dimmed
    /// when the control is disabled.
    func body(_ amount: Double, label: Label, metrics: TextMetrics, isEnabled: Bool, in rect: Rect)
        -> [DrawCommand]
    {
        let drawn = resting.toward(active, amount).draw(
            in: rect, label: label, labelView: labelView, inherited: inherited, labelColor: labelColor,
            metrics: metrics)
        return DisabledLook.apply(drawn, isEnabled: isEnabled || traits.drawsDisabled)
    }
}

/// A `ButtonStyle` declared in a style file.
public struct InterpretedButtonStyle: InterpretedControlStyle, ButtonStyle {
    public let typeName: String
    public var labelColor: Color?
    var labelView: ViewNode?
    var inherited = InheritedEnvironment()
    /// The Dynamic Type size its label and its body's text are drawn at (a gallery's choice).
    public var dynamicTypeSize: DynamicTypeSize {
        get { inherited.dynamicTypeSize }
        set { inherited.dynamicTypeSize = newValue }
    }
    var shownProposal = ProposedSize.unspecified
    let released: StyleBody
    let pressed: StyleBody
    let traits: StyleTraits

    var resting: StyleBody { released }
    var active: StyleBody { pressed }

    public func makeBody(configuration: ButtonConfiguration, in rect: Rect) -> [DrawCommand] {
        body(
            configuration.pressAmount, label: configuration.label, metrics: configuration.metrics,
            isEnabled: configuration.isEnabled, in: rect)
    }
}

/// A `ToggleStyle` declared in a style file. A toggle style's configuration has no `isPressed`: a
/// press shows through the toggle's `isOn` when it completes.
public struct InterpretedToggleStyle: InterpretedControlStyle, ToggleStyle {
    public let typeName: String
    public var labelColor: Color?
    var labelView: ViewNode?
    var inherited = InheritedEnvironment()
    /// The Dynamic Type size its label and its body's text are drawn at (a gallery's choice).
    public var dynamicTypeSize: DynamicTypeSize {
        get { inherited.dynamicTypeSize }
        set { inherited.dynamicTypeSize = newValue }
    }
    var shownProposal = ProposedSize.unspecified
    let off: StyleBody
    let on: StyleBody
    let traits: StyleTraits

    var resting: StyleBody { off }
    var active: StyleBody { on }

    public func makeBody(configuration: ToggleConfiguration, in rect: Rect) -> [DrawCommand] {
        body(
            configuration.onAmount, label: configuration.label, metrics: configuration.button.metrics,
            isEnabled: configuration.isEnabled, in: rect)
    }
}

/// A style that can stand as a placeholder: the one a gallery shows for a style whose body fails.
protocol PlaceholderStyle {
    init(placeholderNamed name: String, at location: SourceLocation)
}

extension InterpretedButtonStyle: PlaceholderStyle {
    init(placeholderNamed name: String, at location: SourceLocation) {
        let body = StyleBody(view: Placeholder.view(named: name, at: location))
        self.init(typeName: name, released: body, pressed: body, traits: StyleTraits(body.view))
    }
}

extension InterpretedToggleStyle: PlaceholderStyle {
    init(placeholderNamed name: String, at location: SourceLocation) {
        let body = StyleBody(view: Placeholder.view(named: name, at: location))
        self.init(typeName: name, off: body, on: body, traits: StyleTraits(body.view))
    }
}
