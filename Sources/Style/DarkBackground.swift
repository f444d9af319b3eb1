import Raster

/// Part 2's dark surface for any shape, with the article's experiments as variants.
///
/// Not highlighted: fill darkEnd; shadow darkStart r10 (−10,−10); shadow darkEnd r10 (+10,+10).
/// Highlighted: fill darkEnd; shadow darkStart r10 (+5,+5); shadow darkEnd r10 (−5,−5) — pressing
/// shrinks the shadow distance from 10 to 5 and swaps the sides.
public struct DarkBackground<S: InsettableShape>: Sendable {
    public enum Variant: String, Hashable, Sendable, CaseIterable {
        /// The name styles and presets use: `dark`, `dark-convex`, `dark-edged`, `dark-edged-crisp`.
        public var styleName: String {
            switch self {
            case .flat: "dark"
            case .convex: "dark-convex"
            case .edged: "dark-edged"
            case .edgedCrisp: "dark-edged-crisp"
            }
        }

        /// Section 1: a flat darkEnd fill.
        case flat
        /// "Soft convex": a darkStart→darkEnd gradient, flipped when highlighted.
        case convex
        /// Convex plus an edge: a darkEnd stroke (w4) when released, a darkStart→darkEnd stroke when
        /// highlighted — the article's final dark look.
        case edged
        /// Edged, and the pressed state drops its shadows for a crisper look.
        case edgedCrisp
    }

    public var isHighlighted: Bool
    public var shape: S
    public var variant: Variant

    public init(isHighlighted: Bool, shape: S, variant: Variant = .flat) {
        self.isHighlighted = isHighlighted
        self.shape = shape
        self.variant = variant
    }

    /// darkStart, lifted with increased contrast so the light shadow and edges read.
    public static var start: Color {
        Color(
            light: .darkStart, dark: .darkStart, lightIncreasedContrast: Color(r8: 85, g8: 98, b8: 106),
            darkIncreasedContrast: Color(r8: 85, g8: 98, b8: 106))
    }
    public static var end: Color {
        Color(
            light: .darkEnd, dark: .darkEnd, lightIncreasedContrast: Color(r8: 12, g8: 12, b8: 15),
            darkIncreasedContrast: Color(r8: 12, g8: 12, b8: 15))
    }

    /// The light (darkStart) and dark (darkEnd) shadow pair, 10 points apart, 5 and swapped when
    /// highlighted; the colourful background casts the same.
    static func shadows(isHighlighted: Bool) -> [Shadow<Color>] {
        let (start, end) = (Self.start, Self.end)
        return isHighlighted
            ? [Shadow(color: start, radius: 10, x: 5, y: 5), Shadow(color: end, radius: 10, x: -5, y: -5)]
            : [Shadow(color: start, radius: 10, x: -10, y: -10), Shadow(color: end, radius: 10, x: 10, y: 10)]
    }

    public func draw(in rect: Rect) -> [DrawCommand] {
        let (start, end) = (Self.start, Self.end)
        let shadows = Self.shadows(isHighlighted: isHighlighted)
        switch variant {
        case .flat:
            return [.fill(shape, in: rect, .color(end), shadows: shadows)]
        case .convex:
            return [.fill(shape, in: rect, isHighlighted ? .linear(end, start) : .linear(start, end), shadows: shadows)]
        case .edged, .edgedCrisp:
            let dropShadows = isHighlighted && variant == .edgedCrisp ? [] : shadows
            let edge: Fill = isHighlighted ? .linear(start, end) : .color(end)
            // The stroke is an overlay before `.shadow`, so the shadows are cast by fill and stroke
            // together: the shape grown by half the line width.
            return [
                .fill(shape.inset(by: -2), in: rect, nil, shadows: dropShadows),
                .fill(shape, in: rect, isHighlighted ? .linear(end, start) : .linear(start, end)),
                .stroke(shape, in: rect, edge, lineWidth: 4),
            ]
        }
    }
}
