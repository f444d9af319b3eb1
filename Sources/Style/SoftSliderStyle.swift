import Raster

/// A slider in the parametric style: a thin track pressed into the page, filled with the accent up
/// to the value, and a raised round knob that flattens while it is held.
public struct SoftSliderStyle: SliderStyle {
    public var relief: SoftRelief
    static let knob = 26.0
    static let track = 8.0

    public init(_ parameters: ParametricStyle) { relief = SoftRelief(parameters) }

    public var name: String { "soft-slider" }
    public var animation: Animation { relief.parameters.controlAnimation }
    /// 44 points: the whole height takes the press.
    public var height: Double { 44 }

    public func knobTravel(in rect: Rect) -> (minX: Double, maxX: Double) { KnobTravel.span(knob: Self.knob, in: rect) }

    public func knobRect(fraction: Double, in rect: Rect) -> Rect {
        KnobTravel.knobRect(knob: Self.knob, fraction: fraction, in: rect)
    }

    func trackRect(in rect: Rect) -> Rect {
        Rect(x: rect.minX + 2, y: rect.midY - Self.track / 2, width: max(0, rect.width - 4), height: Self.track)
    }

    public func makeBody(configuration: SliderConfiguration, in rect: Rect) -> [DrawCommand] {
        let track = trackRect(in: rect)
        let knob = knobRect(fraction: configuration.fraction, in: rect)
        var body = relief.sunken(Capsule(), in: track, depth: 0.2)
        let filled = Rect(x: track.minX, y: track.minY, width: max(0, knob.midX - track.minX), height: track.height)
        if filled.width > 0 { body.append(.fill(Capsule(), in: filled, .color(relief.accent))) }
        body += relief.pressable(Circle(), in: knob, depth: 0.35, pressAmount: configuration.pressAmount)
        body += relief.ring(Circle(), in: knob, scale: 0.5)
        return DisabledLook.apply(body, isEnabled: configuration.isEnabled)
    }

    public func edges(configuration: SliderConfiguration, in rect: Rect) -> [Path] {
        [
            Capsule().path(in: trackRect(in: rect)),
            Circle().path(in: knobRect(fraction: configuration.fraction, in: rect)),
        ]
    }
}
