import Raster

/// A colour family applied to a scene: light (part 1's offWhite), dark (part 2's dark family) or
/// colourful (part 2's accessible blue on dark). Increased contrast modifies any of them.
public enum Scheme: String, CaseIterable, Sendable {
    case light, dark, colorful

    public func appearance(contrast: Appearance.Contrast) -> Appearance {
        Appearance(colorScheme: self == .light ? .light : .dark, contrast: contrast)
    }

    /// The button style of the family.
    public var buttonStyle: any ButtonStyle {
        switch self {
        case .light: SimpleButtonStyle()
        case .dark: DarkButtonStyle()
        case .colorful: ColorfulButtonStyle()
        }
    }

    public var toggleStyle: any ToggleStyle {
        switch self {
        case .light: SimpleToggleStyle()
        case .dark: DarkToggleStyle()
        case .colorful: ColorfulToggleStyle()
        }
    }

    /// The window background: offWhite, or part 2's dark gradient.
    public func background(in rect: Rect) -> [DrawCommand] {
        switch self {
        case .light: [.fill(Rectangle(), in: rect, .color(.offWhite))]
        case .dark, .colorful:
            [.fill(Rectangle(), in: rect, .linear(DarkBackground<Circle>.start, DarkBackground<Circle>.end))]
        }
    }

    /// A raised surface of any shape in the family's look.
    public func surface<S: InsettableShape>(_ shape: S, in rect: Rect, highlighted: Bool = false) -> [DrawCommand] {
        switch self {
        case .light: SimpleBackground(isHighlighted: highlighted, shape: shape).draw(in: rect)
        case .dark: DarkBackground(isHighlighted: highlighted, shape: shape).draw(in: rect)
        case .colorful: ColorfulBackground(isHighlighted: highlighted, shape: shape).draw(in: rect)
        }
    }

    /// A flat colour that sits on the family's background: the parametric style's surface when no
    /// base colour is picked.
    public var surfaceColor: RGBA {
        switch self {
        case .light: .offWhite
        case .dark: RGBA(r8: 37, g8: 42, b8: 47)
        case .colorful: RGBA(r8: 30, g8: 80, b8: 120)
        }
    }

    /// Caption and body text on the family's background.
    public var textColor: Color {
        switch self {
        case .light:
            Color(
                light: Color(white: 0.35), dark: Color(white: 0.35), lightIncreasedContrast: Color(white: 0.15),
                darkIncreasedContrast: Color(white: 0.15))
        case .dark, .colorful:
            Color(
                light: Color(white: 0.8), dark: Color(white: 0.8), lightIncreasedContrast: .white,
                darkIncreasedContrast: .white)
        }
    }
}
