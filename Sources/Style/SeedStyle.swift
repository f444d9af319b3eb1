/// The seed articles' styles by name: what presets, exports and audits refer to.
public enum SeedStyle: String, CaseIterable, Sendable {
    case simple
    case dark
    case darkConvex = "dark-convex"
    case darkEdged = "dark-edged"
    case darkEdgedCrisp = "dark-edged-crisp"
    case colorful
    case neumorphic

    /// The seed's button and toggle, side by side so a family's pair is written once.
    public var styles: (button: any ButtonStyle, toggle: any ToggleStyle) {
        switch self {
        case .simple: (SimpleButtonStyle(), SimpleToggleStyle())
        case .dark: (DarkButtonStyle(), DarkToggleStyle())
        case .darkConvex: (DarkButtonStyle(variant: .convex), DarkToggleStyle(variant: .convex))
        case .darkEdged: (DarkButtonStyle(variant: .edged), DarkToggleStyle(variant: .edged))
        case .darkEdgedCrisp: (DarkButtonStyle(variant: .edgedCrisp), DarkToggleStyle(variant: .edgedCrisp))
        case .colorful: (ColorfulButtonStyle(), ColorfulToggleStyle())
        case .neumorphic:
            (NeumorphicButtonStyle(color: Color(white: 0.9)), StickyNeumorphicStyle(color: Color(white: 0.9)))
        }
    }

    public var buttonStyle: any ButtonStyle { styles.button }
    public var toggleStyle: any ToggleStyle { styles.toggle }

    /// The colour scheme the style was made for.
    public var isDark: Bool {
        switch self {
        case .simple, .neumorphic: false
        default: true
        }
    }
}
