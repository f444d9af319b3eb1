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
        let shadows = DarkBackground<S>.shadows(isHighlighted: isHighlighted)
        return [
            .fill(shape.inset(by: -2), in: rect, nil, shadows: shadows),
            .fill(shape, in: rect, isHighlighted ? .linear(.lightEnd, Self.blue) : .linear(start, end)),
            .stroke(shape, in: rect, ring, lineWidth: 4),
        ]
    }
}
