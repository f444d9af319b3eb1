import Raster

/// iOS's own stepper (`UIStepper`, what SwiftUI's `Stepper` is on an iPhone): a grey rounded box 94 by 32
/// points, a hairline between its halves, − and + in them. Each half is a button wearing this style;
/// `background(in:)` is the box they share.
public struct SystemStepperStyle: ButtonStyle {
    public static let size = Size(width: 94, height: 32)
    /// iOS's `tertiarySystemFill`.
    static let box = Color(
        light: Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12),
        dark: Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.24))
    static let hairline = Color(
        light: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29),
        dark: Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6))

    public init() {}

    public var name: String { "system-stepper" }
    public var padding: Double { 0 }
    public var contentShape: AnyInsettableShape { AnyInsettableShape(Rectangle()) }

    /// One half of the box, whatever the symbol.
    public func size(forLabel label: Label, metrics: TextMetrics) -> Size {
        Size(width: Self.size.width / 2, height: Self.size.height)
    }

    /// The box both halves sit on, with the hairline between them.
    public static func background(in rect: Rect) -> [DrawCommand] {
        [
            .fill(RoundedRectangle(cornerRadius: 8, style: .continuous), in: rect, .color(box)),
            .fill(Rectangle(), in: Rect(x: rect.midX - 0.5, y: rect.midY - 9, width: 1, height: 18), .color(hairline)),
        ]
    }

    public func makeBody(configuration: ButtonConfiguration, in rect: Rect) -> [DrawCommand] {
        // The symbol in the label's colour, grey when the value is at its bound; pressed, a darker wash.
        var body: [DrawCommand] = []
        if configuration.pressAmount > 0 {
            body.append(
                .layer(
                    Layer(
                        [.fill(RoundedRectangle(cornerRadius: 8, style: .continuous), in: rect, .color(Self.box))],
                        opacity: min(max(configuration.pressAmount, 0), 1))))
        }
        let color: Color = configuration.isEnabled ? .primary : Color.gray.opacity(0.6)
        let size = configuration.label.size(metrics: configuration.metrics)
        let labelRect = Rect(
            x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
        return body + configuration.label.draw(in: labelRect, color: color, metrics: configuration.metrics)
    }
}
