import Raster

/// A style drawn as one look that sinks with a press amount t (0 released … 1 pressed or on) and
/// scales about the control's centre: seed 002's neumorphic styles and the parametric style. Its
/// button and toggle differ only in where t comes from.
protocol SinkingStyle: ControlStyle {
    /// The scale at t = 1.
    var pressedScale: Double { get }
    var labelColor: Color { get }
    /// The label's colour at press amount `t` (the released one throughout unless a style says).
    func labelColor(pressAmount t: Double) -> Color
    /// The control's look behind the label at press amount `t`.
    func background(pressAmount t: Double, in rect: Rect) -> [DrawCommand]
}

extension SinkingStyle {
    /// The look and the label at press amount `t`, scaled together, dimmed when disabled.
    func body(pressAmount t: Double, label: Label, metrics: TextMetrics, isEnabled: Bool, in rect: Rect)
        -> [DrawCommand]
    {
        let body =
            background(pressAmount: t, in: rect)
            + label.draw(in: rect, color: labelColor(pressAmount: t), metrics: metrics)
        return DisabledLook.apply(
            [.layer(Layer(body, scale: mix(1, pressedScale, t), anchor: rect.center))], isEnabled: isEnabled)
    }

    func labelColor(pressAmount t: Double) -> Color { labelColor }
}

/// Seed 002's two controls: a continuous rounded rect (r10) padded 20, springing to 0.95.
protocol NeumorphicSeedStyle: SinkingStyle {
    var color: Color { get }
}

extension NeumorphicSeedStyle {
    public var padding: Double { 20 }
    public var contentShape: AnyInsettableShape {
        AnyInsettableShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
    }
    public var animation: Animation { .spring }
    var pressedScale: Double { 0.95 }
    var labelColor: Color { NeumorphicButtonStyle.labelColor }
    func background(pressAmount t: Double, in rect: Rect) -> [DrawCommand] {
        NeumorphicButtonStyle.body(color: color, pressAmount: t, in: rect)
    }
}

/// The parametric style's two controls: every property comes from the knobs.
protocol ParametricControlStyle: SinkingStyle {
    var parameters: ParametricStyle { get }
}

extension ParametricControlStyle {
    public var padding: Double { parameters.padding }
    public var contentShape: AnyInsettableShape { parameters.shapeValue() }
    public var animation: Animation { parameters.controlAnimation }
    var pressedScale: Double { parameters.pressScale }
    var labelColor: Color { Color(parameters.labelColor) }
    func labelColor(pressAmount t: Double) -> Color { Color(parameters.labelColor(pressAmount: t)) }
    func background(pressAmount t: Double, in rect: Rect) -> [DrawCommand] {
        parameters.draw(in: rect, pressAmount: t)
    }
}
