import Raster
import Style
import UI

/// One colour knob on the style panel: a raised swatch of the colour with its name under it; the
/// colour being edited wears an accent ring. A button, so a click (or Tab and Space) chooses it.
struct SwatchButtonStyle: ButtonStyle {
    var color: RGBA
    var isChosen: Bool
    var relief: SoftRelief

    var name: String { "swatch" }
    var padding: Double { 0 }
    var contentShape: AnyInsettableShape { AnyInsettableShape(RoundedRectangle(cornerRadius: 8)) }

    func size(forLabel label: Label, metrics: TextMetrics) -> Size {
        // Six fit the panel's row: 6 × 46 points and their spacing.
        Size(width: max(46, label.size(metrics: metrics).width + 4), height: 48)
    }

    func makeBody(configuration: ButtonConfiguration, in rect: Rect) -> [DrawCommand] {
        let swatch = Rect(x: rect.midX - 20, y: rect.minY + 2, width: 40, height: 26)
        let shape = RoundedRectangle(cornerRadius: 7, style: .continuous)
        var body = relief.pressable(shape, in: swatch, depth: 0.3, pressAmount: configuration.pressAmount)
        body.append(.fill(shape, in: swatch.insetBy(dx: 3, dy: 3), .color(Color(color))))
        if isChosen {
            body.append(.stroke(shape, in: swatch.insetBy(dx: -3, dy: -3), .color(relief.accent), lineWidth: 2))
        }
        let label = configuration.label
        let size = label.size(metrics: configuration.metrics)
        body += label.draw(
            in: Rect(x: rect.midX - size.width / 2, y: swatch.maxY + 3, width: size.width, height: size.height),
            color: isChosen ? relief.accent : relief.label, metrics: configuration.metrics)
        return body
    }
}
