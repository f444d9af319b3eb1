import Raster

/// Part 1's button: circular, `SimpleBackground` behind a grey label.
public struct SimpleButtonStyle: ButtonStyle {
    public var name: String { "simple" }
    public var padding: Double { 30 }
    public var contentShape: AnyInsettableShape { AnyInsettableShape(Circle()) }
    /// Part 1 colours the symbol grey; increased contrast darkens it.
    public static let labelColor = Color(
        light: .gray, dark: .gray, lightIncreasedContrast: Color(white: 0.2), darkIncreasedContrast: Color(white: 0.2))

    public init() {}

    public func makeBody(configuration: ButtonConfiguration, in rect: Rect) -> [DrawCommand] {
        let body =
            SimpleBackground(isHighlighted: configuration.isPressed, shape: Circle()).draw(in: rect)
            + configuration.label.draw(in: rect, color: Self.labelColor, metrics: configuration.metrics)
        return DisabledLook.apply(body, isEnabled: configuration.isEnabled)
    }
}

extension ButtonStyle where Self == SimpleButtonStyle {
    public static var simple: SimpleButtonStyle { SimpleButtonStyle() }
}
