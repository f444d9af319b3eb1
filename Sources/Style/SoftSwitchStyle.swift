import Raster

/// A switch in the parametric style (SwiftUI's `Toggle` with `.toggleStyle(.switch)`): the label
/// leading, a capsule track pressed into the page trailing, and a raised knob that slides across
/// it with the style's spring; the track fills with the accent colour as it turns on.
public struct SoftSwitchStyle: ToggleStyle {
    public var relief: SoftRelief
    public static let trackSize = Size(width: 52, height: 32)
    static let knobInset = 3.0
    static let gap = 14.0

    public init(_ parameters: ParametricStyle) { relief = SoftRelief(parameters) }

    public var name: String { "soft-switch" }
    public var padding: Double { 0 }
    /// The whole row takes the press, as iOS's does, at least 44 points tall.
    public var contentShape: AnyInsettableShape { AnyInsettableShape(RoundedRectangle(cornerRadius: 12)) }
    public var animation: Animation { relief.parameters.controlAnimation }

    public func size(forLabel label: Label, metrics: TextMetrics) -> Size {
        let text = label.size(metrics: metrics)
        let gap = text.width > 0 ? Self.gap : 0
        return Size(width: text.width + gap + Self.trackSize.width, height: max(44, text.height, Self.trackSize.height))
    }

    func track(in rect: Rect) -> Rect {
        Rect(
            x: rect.maxX - Self.trackSize.width, y: rect.midY - Self.trackSize.height / 2,
            width: Self.trackSize.width, height: Self.trackSize.height)
    }

    func knob(in track: Rect, onAmount: Double) -> Rect {
        let side = track.height - 2 * Self.knobInset
        let travel = track.width - 2 * Self.knobInset - side
        let t = onAmount.isFinite ? onAmount : 0
        return Rect(
            x: track.minX + Self.knobInset + travel * t, y: track.minY + Self.knobInset, width: side, height: side)
    }

    public func makeBody(configuration: ToggleConfiguration, in rect: Rect) -> [DrawCommand] {
        let track = track(in: rect)
        let on = min(max(configuration.onAmount, 0), 1)
        var body = configuration.label.draw(
            in: Rect(x: rect.minX, y: rect.minY, width: max(0, track.minX - Self.gap - rect.minX), height: rect.height)
                .leadingAligned(configuration.label.size(metrics: configuration.button.metrics)),
            color: relief.label, metrics: configuration.button.metrics)
        body += relief.sunken(Capsule(), in: track, depth: 0.3)
        if on > 0 {
            body.append(
                .layer(Layer([.fill(Capsule(), in: track.insetBy(dx: 2, dy: 2), .color(relief.accent))], opacity: on)))
        }
        body += relief.ring(Capsule(), in: track, scale: 0.5)
        body += relief.pressable(
            Circle(), in: knob(in: track, onAmount: configuration.onAmount), depth: 0.35,
            pressAmount: configuration.button.pressAmount)
        return DisabledLook.apply(body, isEnabled: configuration.isEnabled)
    }

    public func edges(in rect: Rect) -> [Path] { [Capsule().path(in: track(in: rect))] }
}

extension Rect {
    /// A rectangle of `size` at this one's leading edge, centred vertically: where a control's
    /// label sits when the control itself is trailing.
    func leadingAligned(_ size: Size) -> Rect {
        Rect(x: minX, y: midY - size.height / 2, width: size.width, height: size.height)
    }
}
