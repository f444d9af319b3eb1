/// The seed articles' styles by name: what presets, exports and audits refer to.
public enum SeedStyle: String, CaseIterable, Sendable {
    case simple
    case dark
    case darkConvex = "dark-convex"
    case darkEdged = "dark-edged"
    case darkEdgedCrisp = "dark-edged-crisp"
    case colorful
    case neumorphic

    public var buttonStyle: any ButtonStyle {
        switch self {
        case .simple: SimpleButtonStyle()
        case .dark: DarkButtonStyle()
        case .darkConvex: DarkButtonStyle(variant: .convex)
        case .darkEdged: DarkButtonStyle(variant: .edged)
        case .darkEdgedCrisp: DarkButtonStyle(variant: .edgedCrisp)
        case .colorful: ColorfulButtonStyle()
        case .neumorphic: NeumorphicButtonStyle(color: Color(white: 0.9))
        }
    }

    public var toggleStyle: any ToggleStyle {
        switch self {
        case .simple: SimpleToggleStyle()
        case .dark: DarkToggleStyle()
        case .darkConvex: DarkToggleStyle(variant: .convex)
        case .darkEdged: DarkToggleStyle(variant: .edged)
        case .darkEdgedCrisp: DarkToggleStyle(variant: .edgedCrisp)
        case .colorful: ColorfulToggleStyle()
        case .neumorphic: StickyNeumorphicStyle(color: Color(white: 0.9))
        }
    }

    /// The colour scheme the style was made for.
    public var isDark: Bool {
        switch self {
        case .simple, .neumorphic: false
        default: true
        }
    }
}
