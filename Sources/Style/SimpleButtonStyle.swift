import Raster

/// Part 1's light style on offWhite: a raised circle that sinks when pressed.
///
/// Released: `Circle().fill(offWhite).shadow(black·0.2, r10, +10,+10).shadow(white·0.7, r10, −5,−5)`.
/// Pressed: the offWhite circle with two inner shadows made of blurred strokes — a grey 4-pt stroke
/// blurred 4 and offset (+2,+2), masked by a black→clear gradient, and a white 8-pt stroke blurred 4
/// and offset (−2,−2), masked by clear→black.
public struct SimpleBackground<S: InsettableShape>: Sendable {
    public var isHighlighted: Bool
    public var shape: S

    public init(isHighlighted: Bool, shape: S) {
        self.isHighlighted = isHighlighted
        self.shape = shape
    }

    /// With increased contrast the shadows darken and the glow brightens, so the edge stays visible.
    static var darkShadow: Color {
        Color(
            light: Color.black.opacity(0.2), dark: Color.black.opacity(0.2),
            lightIncreasedContrast: Color.black.opacity(0.4), darkIncreasedContrast: Color.black.opacity(0.4))
    }
    static var lightShadow: Color { Color.white.opacity(0.7) }
    static var pressedStroke: Color {
        Color(
            light: .gray, dark: .gray, lightIncreasedContrast: Color(white: 0.35),
            darkIncreasedContrast: Color(white: 0.35))
    }

    public func draw(in rect: Rect) -> [DrawCommand] {
        if isHighlighted {
            let sunk: (Color, Double, Double, [Color]) -> DrawCommand = { color, width, offset, fade in
                .layer(
                    Layer(
                        [
                            .layer(
                                Layer(
                                    [.stroke(shape, in: rect, .color(color), lineWidth: width)], blur: 4,
                                    offset: Point(x: offset, y: offset)))
                        ],
                        mask: [
                            .fill(
                                shape, in: rect,
                                .linearGradient(fade, startPoint: .topLeading, endPoint: .bottomTrailing))
                        ]))
            }
            return [
                .fill(shape, in: rect, .color(.offWhite)),
                sunk(Self.pressedStroke, 4, 2, [.black, .clear]),
                sunk(.white, 8, -2, [.clear, .black]),
            ]
        }
        return [
            .fill(
                shape, in: rect, .color(.offWhite),
                shadows: [
                    Shadow(color: Self.darkShadow, radius: 10, x: 10, y: 10),
                    Shadow(color: Self.lightShadow, radius: 10, x: -5, y: -5),
                ])
        ]
    }
}

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

/// Part 1's look as a toggle: sunk while on (the light family has no toggle in the article).
public struct SimpleToggleStyle: ToggleStyle {
    public var name: String { "simple-toggle" }
    public var padding: Double { 30 }
    public var contentShape: AnyInsettableShape { AnyInsettableShape(Circle()) }
    public init() {}

    public func makeBody(configuration: ToggleConfiguration, in rect: Rect) -> [DrawCommand] {
        let body =
            SimpleBackground(isHighlighted: configuration.isOn || configuration.isPressed, shape: Circle()).draw(
                in: rect)
            + configuration.label.draw(
                in: rect, color: SimpleButtonStyle.labelColor, metrics: configuration.button.metrics)
        return DisabledLook.apply(body, isEnabled: configuration.isEnabled)
    }
}

extension ButtonStyle where Self == SimpleButtonStyle {
    public static var simple: SimpleButtonStyle { SimpleButtonStyle() }
}

extension ToggleStyle where Self == SimpleToggleStyle {
    public static var simple: SimpleToggleStyle { SimpleToggleStyle() }
}

/// Part 1's 300×300 card: a rounded rect (radius 25) with the released shadows.
public enum SimpleCard {
    public static let size = Size(width: 300, height: 300)
    public static func draw(in rect: Rect) -> [DrawCommand] {
        SimpleBackground(isHighlighted: false, shape: RoundedRectangle(cornerRadius: 25)).draw(in: rect)
    }
}
