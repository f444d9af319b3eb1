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
