import Raster

/// An sRGB colour with opacity, as SwiftUI's `Color`: either fixed, or dynamic — carrying a value
/// per appearance and resolved only when drawn, so switching light/dark or contrast re-resolves it.
public struct Color: Hashable, Sendable {
    indirect enum Storage: Hashable, Sendable {
        case constant(RGBA)
        /// Light, dark, and optional increased-contrast variants of each.
        case dynamic(light: Color, dark: Color, lightIncreased: Color?, darkIncreased: Color?)
        case opacity(Color, Double)
    }
    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// Components in 0…1, as SwiftUI's `Color(red:green:blue:opacity:)`.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        storage = .constant(RGBA(red: red, green: green, blue: blue, alpha: opacity))
    }

    /// A grey, as SwiftUI's `Color(white:opacity:)`.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// From 0–255 components, as the seed articles give them.
    public init(r8: Int, g8: Int, b8: Int, opacity: Double = 1) {
        storage = .constant(RGBA(r8: r8, g8: g8, b8: b8, alpha: opacity))
    }

    public init(_ rgba: RGBA) { storage = .constant(rgba) }

    /// A colour that adapts to the colour scheme and, optionally, to increased contrast
    /// (falling back to the standard variant of the same scheme).
    public init(light: Color, dark: Color, lightIncreasedContrast: Color? = nil, darkIncreasedContrast: Color? = nil) {
        storage = .dynamic(
            light: light, dark: dark, lightIncreased: lightIncreasedContrast, darkIncreased: darkIncreasedContrast)
    }

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color { Color(storage: .opacity(self, opacity)) }

    /// The concrete colour for an appearance.
    public func resolve(in appearance: Appearance) -> RGBA {
        switch storage {
        case .constant(let c): return c.clamped
        case .dynamic(let light, let dark, let lightIncreased, let darkIncreased):
            let increased = appearance.contrast == .increased
            switch appearance.colorScheme {
            case .light: return ((increased ? lightIncreased : nil) ?? light).resolve(in: appearance)
            case .dark: return ((increased ? darkIncreased : nil) ?? dark).resolve(in: appearance)
            }
        case .opacity(let base, let o):
            let c = base.resolve(in: appearance)
            return c.withAlpha(c.alpha * (o.isFinite ? min(max(o, 0), 1) : 0))
        }
    }

    /// Whether the colour changes with the appearance.
    public var isDynamic: Bool {
        switch storage {
        case .constant: return false
        case .dynamic: return true
        case .opacity(let base, _): return base.isDynamic
        }
    }

    // MARK: - Fixed colours

    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let clear = Color(white: 0, opacity: 0)
    /// SwiftUI's `.gray` (systemGray in light mode).
    public static let gray = Color(r8: 142, g8: 142, b8: 147)
    public static let red = Color(r8: 255, g8: 59, b8: 48)
    public static let blue = Color(r8: 0, g8: 122, b8: 255)

    // MARK: - The seed palette (part 1's sample code)

    public static let offWhite = Color(RGBA.offWhite)
    public static let darkStart = Color(r8: 50, g8: 60, b8: 65)
    public static let darkEnd = Color(r8: 25, g8: 25, b8: 30)
    public static let lightStart = Color(r8: 60, g8: 160, b8: 240)
    public static let lightEnd = Color(r8: 30, g8: 80, b8: 120)

    // MARK: - Semantic colours (resolved from the appearance, as iOS's)

    /// Text and icons: black on light, white on dark.
    public static let primary = Color(light: .black, dark: .white)
    /// Secondary text: iOS's secondaryLabel (60 % grey-blue), darker/lighter with increased contrast.
    public static let secondary = Color(
        light: Color(r8: 60, g8: 60, b8: 67, opacity: 0.6), dark: Color(r8: 235, g8: 235, b8: 245, opacity: 0.6),
        lightIncreasedContrast: Color(r8: 60, g8: 60, b8: 67, opacity: 0.8),
        darkIncreasedContrast: Color(r8: 235, g8: 235, b8: 245, opacity: 0.8))
    public static let label = primary
    public static let secondaryLabel = secondary
    /// iOS's systemBackground.
    public static let systemBackground = Color(light: .white, dark: .black)
    /// The app's background: the seed's offWhite on light, darkEnd on dark.
    public static let background = Color(light: .offWhite, dark: .darkEnd)
    /// Seed 003's title colour: white 0.2 on light, white 0.8 on dark (0.1 / 0.9 with more contrast).
    public static let title = Color(
        light: Color(white: 0.2), dark: Color(white: 0.8), lightIncreasedContrast: Color(white: 0.1),
        darkIncreasedContrast: Color(white: 0.9))
    /// Seed 003's tint.
    public static let appTint = Color(light: .lightEnd, dark: .lightStart)
}

extension RGBA {
    /// Part 1's offWhite, as a constant: the light family's background and the parametric style's
    /// default surface.
    public static let offWhite = RGBA(r8: 225, g8: 225, b8: 235)
}
