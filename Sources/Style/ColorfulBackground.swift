import Raster

/// Part 2's accessible variant: a blue ring marks every control and pressed/on fills blue.
///
/// Highlighted: fill lightEnd→lightStart, stroke lightStart→lightEnd w4, shadows darkStart r10
/// (+5,+5), darkEnd r10 (−5,−5). Not highlighted: fill darkStart→darkEnd, the same blue stroke,
/// shadows darkStart r10 (−10,−10), darkEnd r10 (+10,+10).
public struct ColorfulBackground<S: InsettableShape>: Sendable {
    public var isHighlighted: Bool
    public var shape: S

    public init(isHighlighted: Bool, shape: S) {
        self.isHighlighted = isHighlighted
        self.shape = shape
    }

    /// lightStart, brighter with increased contrast.
    static var blue: Color {
        Color(
            light: .lightStart, dark: .lightStart, lightIncreasedContrast: Color(r8: 110, g8: 190, b8: 255),
            darkIncreasedContrast: Color(r8: 110, g8: 190, b8: 255))
    }

    public func draw(in rect: Rect) -> [DrawCommand] {
        let (start, end) = (DarkBackground<S>.start, DarkBackground<S>.end)
        let ring = Fill.linear(Self.blue, .lightEnd)
        let shadows: [Shadow<Color>] =
            isHighlighted
            ? [Shadow(color: start, radius: 10, x: 5, y: 5), Shadow(color: end, radius: 10, x: -5, y: -5)]
            : [Shadow(color: start, radius: 10, x: -10, y: -10), Shadow(color: end, radius: 10, x: 10, y: 10)]
        return [
            .fill(shape.inset(by: -2), in: rect, nil, shadows: shadows),
            .fill(shape, in: rect, isHighlighted ? .linear(.lightEnd, Self.blue) : .linear(start, end)),
            .stroke(shape, in: rect, ring, lineWidth: 4),
        ]
    }
}

public struct ColorfulButtonStyle: ButtonStyle {
    public var name: String { "colorful" }
    public var padding: Double { 30 }
    public var contentShape: AnyInsettableShape { AnyInsettableShape(Circle()) }
    public init() {}

    public func makeBody(configuration: ButtonConfiguration, in rect: Rect) -> [DrawCommand] {
        let body =
            ColorfulBackground(isHighlighted: configuration.isPressed, shape: Circle()).draw(in: rect)
            + configuration.label.draw(in: rect, color: DarkButtonStyle.labelColor, metrics: configuration.metrics)
        return DisabledLook.apply(body, isEnabled: configuration.isEnabled)
    }
}

public struct ColorfulToggleStyle: ToggleStyle {
    public var name: String { "colorful-toggle" }
    public var padding: Double { 30 }
    public var contentShape: AnyInsettableShape { AnyInsettableShape(Circle()) }
    public init() {}

    public func makeBody(configuration: ToggleConfiguration, in rect: Rect) -> [DrawCommand] {
        let body =
            ColorfulBackground(isHighlighted: configuration.isOn, shape: Circle()).draw(in: rect)
            + configuration.label.draw(
                in: rect, color: DarkButtonStyle.labelColor, metrics: configuration.button.metrics)
        return DisabledLook.apply(body, isEnabled: configuration.isEnabled)
    }
}

extension ButtonStyle where Self == ColorfulButtonStyle {
    public static var colorful: ColorfulButtonStyle { ColorfulButtonStyle() }
}

extension ToggleStyle where Self == ColorfulToggleStyle {
    public static var colorful: ColorfulToggleStyle { ColorfulToggleStyle() }
}
