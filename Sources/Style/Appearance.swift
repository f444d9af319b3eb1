/// The environment that dynamic colours resolve against: light or dark, standard or increased
/// contrast (iOS's "Increase Contrast" accessibility setting).
public struct Appearance: Hashable, Sendable {
    public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
        case light, dark
    }
    public enum Contrast: String, Hashable, Sendable, CaseIterable {
        case standard, increased
    }

    public var colorScheme: ColorScheme
    public var contrast: Contrast

    public init(colorScheme: ColorScheme = .light, contrast: Contrast = .standard) {
        self.colorScheme = colorScheme
        self.contrast = contrast
    }

    public static let light = Appearance(colorScheme: .light)
    public static let dark = Appearance(colorScheme: .dark)
}
