import Raster

/// A radio group in the parametric style (SwiftUI's `Picker` with `.pickerStyle(.radioGroup)`): one
/// 44-point row per option, a raised circle that sinks into the page with an accent dot when chosen,
/// the option's name trailing.
public struct SoftRadioGroupStyle: PickerStyle {
    public var relief: SoftRelief
    static let row = 44.0
    static let circle = 22.0
    static let gap = 12.0

    public init(_ parameters: ParametricStyle) { relief = SoftRelief(parameters) }

    public var name: String { "soft-radio" }
    public var animation: Animation { relief.parameters.controlAnimation }
    public var isHorizontal: Bool { false }

    public func size(options: [String], metrics: TextMetrics) -> Size {
        let widest = options.map { metrics.size(of: $0, font: .body).width }.max() ?? 0
        return Size(width: max(44, Self.circle + Self.gap + widest), height: Self.row * Double(options.count))
    }

    public func optionRects(count: Int, in rect: Rect) -> [Rect] {
        guard count > 0 else { return [] }
        let height = rect.height / Double(count)
        return (0..<count).map {
            Rect(x: rect.minX, y: rect.minY + Double($0) * height, width: rect.width, height: height)
        }
    }

    func circleRect(in row: Rect) -> Rect {
        Rect(x: row.minX, y: row.midY - Self.circle / 2, width: Self.circle, height: Self.circle)
    }

    public func makeBody(configuration: PickerConfiguration, in rect: Rect) -> [DrawCommand] {
        var body: [DrawCommand] = []
        let rows = optionRects(count: configuration.options.count, in: rect)
        for (index, (option, row)) in zip(configuration.options, rows).enumerated() {
            // How chosen this option looks while the choice animates from one to another.
            let chosen = max(0, 1 - abs(configuration.selectionAmount - Double(index)))
            let pressed = index == configuration.pressedOption ? configuration.pressAmount * 0.5 : 0
            let circle = circleRect(in: row)
            body += relief.pressable(Circle(), in: circle, depth: 0.3, pressAmount: max(min(chosen, 1), pressed))
            body += relief.ring(Circle(), in: circle, scale: 0.5)
            if chosen > 0 {
                body.append(
                    .layer(
                        Layer(
                            [.fill(Circle(), in: circle.insetBy(dx: 6, dy: 6), .color(relief.accent))],
                            opacity: min(chosen, 1))))
            }
            if configuration.hidesLabels { continue }
            let size = configuration.metrics.size(of: option, font: .body)
            body.append(
                .text(
                    option, font: .body, color: relief.label,
                    origin: Point(x: circle.maxX + Self.gap, y: row.midY - size.height / 2)))
        }
        return DisabledLook.apply(body, isEnabled: configuration.isEnabled)
    }

    public func edges(configuration: PickerConfiguration, in rect: Rect) -> [Path] {
        optionRects(count: configuration.options.count, in: rect).map { Circle().path(in: circleRect(in: $0)) }
    }
}
