import Raster

/// A checkbox in the parametric style (SwiftUI's `.toggleStyle(.checkbox)`): a raised rounded box
/// that sinks into the page when checked and shows the accent tick, the label trailing.
public struct SoftCheckboxStyle: ToggleStyle {
    public var relief: SoftRelief
    static let box = 24.0
    static let gap = 12.0

    public init(_ parameters: ParametricStyle) { relief = SoftRelief(parameters) }

    public var name: String { "soft-checkbox" }
    public var padding: Double { 0 }
    public var contentShape: AnyInsettableShape { AnyInsettableShape(RoundedRectangle(cornerRadius: 10)) }
    public var animation: Animation { relief.parameters.controlAnimation }

    public func size(forLabel label: Label, metrics: TextMetrics) -> Size {
        let text = label.size(metrics: metrics)
        // At least 44 wide and tall: the box alone is a small target, the row around it is not.
        return Size(
            width: max(44, Self.box + (text.width > 0 ? Self.gap + text.width : 0)), height: max(44, text.height))
    }

    func boxRect(in rect: Rect) -> Rect {
        Rect(
            x: rect.minX + (rect.width < Self.box + Self.gap ? (rect.width - Self.box) / 2 : 0),
            y: rect.midY - Self.box / 2, width: Self.box, height: Self.box)
    }

    public func makeBody(configuration: ToggleConfiguration, in rect: Rect) -> [DrawCommand] {
        let box = boxRect(in: rect)
        let on = min(max(configuration.onAmount, 0), 1)
        let shape = RoundedRectangle(cornerRadius: 6, style: .continuous)
        var body = relief.pressable(
            shape, in: box, depth: 0.3, pressAmount: max(on, configuration.button.pressAmount * 0.5))
        body += relief.ring(shape, in: box, scale: 0.5)
        if on > 0 {
            body.append(
                .layer(Layer([.icon(.checkmark, in: box.insetBy(dx: 5, dy: 5), color: relief.accent)], opacity: on)))
        }
        let labelSize = configuration.label.size(metrics: configuration.button.metrics)
        body += configuration.label.draw(
            in: Rect(x: box.maxX + Self.gap, y: rect.minY, width: labelSize.width, height: rect.height).leadingAligned(
                labelSize), color: relief.label, metrics: configuration.button.metrics)
        return DisabledLook.apply(body, isEnabled: configuration.isEnabled)
    }

    public func edges(in rect: Rect) -> [Path] {
        [RoundedRectangle(cornerRadius: 6, style: .continuous).path(in: boxRect(in: rect))]
    }
}
