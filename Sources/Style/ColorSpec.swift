import Raster

/// The colours of `ParametricStyle` a user can set: the surface, its two shadows, the page, the
/// pressed fill and the label.
public enum ColorRole: String, CaseIterable, Hashable, Sendable {
    case base, lightShadow, darkShadow, background, pressed, label
}

/// One OKLCH channel of a colour knob.
public enum ColorChannel: String, CaseIterable, Hashable, Sendable {
    case lightness, chroma, hue
}

/// One colour knob of `ParametricStyle`: the stored colour (`nil` while it is derived) and the three
/// OKLCH channels the panel's sliders and the arrow keys turn. Like `ParameterSpec`, the one table
/// the playground, presets and the docs read.
public struct ColorSpec: Sendable {
    public let role: ColorRole
    /// The preset key, e.g. `baseColor`.
    public let key: String
    public let label: String
    public let keyPath: WritableKeyPath<ParametricStyle, RGBA?> & Sendable
    /// Lightness, chroma and hue, as numeric knobs.
    public let channels: [ParameterSpec]

    init(_ role: ColorRole, key: String, label: String, _ keyPath: WritableKeyPath<ParametricStyle, RGBA?> & Sendable) {
        self.role = role
        self.key = key
        self.label = label
        self.keyPath = keyPath
        channels = [
            ParameterSpec(
                key: "\(key).lightness", label: "\(label) lightness", range: 0...1, coarseStep: 0.02, fineStep: 0.005,
                keyPath: \ParametricStyle.[role, .lightness], colorRole: role, colorChannel: .lightness),
            ParameterSpec(
                key: "\(key).chroma", label: "\(label) chroma", range: 0...0.37, coarseStep: 0.01, fineStep: 0.002,
                keyPath: \ParametricStyle.[role, .chroma], colorRole: role, colorChannel: .chroma),
            ParameterSpec(
                key: "\(key).hue", label: "\(label) hue", range: 0...360, coarseStep: 10, fineStep: 1,
                keyPath: \ParametricStyle.[role, .hue], colorRole: role, colorChannel: .hue),
        ]
    }
}

extension ParametricStyle {
    /// Every colour knob, in the order the panel shows them.
    public static let colors: [ColorSpec] = [
        // Unset, the base is the scheme's surface, the shadows the base × (1 ± intensity), the page the
        // base once one is set, else the scheme's background.
        ColorSpec(.base, key: "baseColor", label: "Base", \.baseColor),
        ColorSpec(.lightShadow, key: "lightShadowColor", label: "Light shadow", \.lightShadowColor),
        ColorSpec(.darkShadow, key: "darkShadowColor", label: "Dark shadow", \.darkShadowColor),
        ColorSpec(.background, key: "backgroundColor", label: "Background", \.backgroundColor),
        // Unset, the pressed fill is the surface and the label black or white against its fill.
        ColorSpec(.pressed, key: "pressedColor", label: "Pressed fill", \.pressedColor),
        ColorSpec(.label, key: "foregroundColor", label: "Label", \.foregroundColor),
    ]

    public static func color(_ role: ColorRole) -> ColorSpec { colors.first { $0.role == role }! }

    /// The colour drawn in `role`: the one set, or the one derived.
    public func resolved(_ role: ColorRole) -> RGBA {
        switch role {
        case .base: resolvedBaseColor
        case .lightShadow: resolvedLightShadow
        case .darkShadow: resolvedDarkShadow
        case .background: resolvedBackgroundColor
        case .pressed: pressedColor ?? resolvedBaseColor
        case .label: labelColor
        }
    }

    /// One OKLCH channel of the colour drawn in `role`; setting it sets the colour (no longer derived).
    public subscript(role: ColorRole, channel: ColorChannel) -> Double {
        get {
            let c = OKLCH(resolved(role))
            switch channel {
            case .lightness: return c.lightness
            case .chroma: return c.chroma
            case .hue: return c.hue
            }
        }
        set {
            let current = resolved(role)
            var c = OKLCH(current)
            switch channel {
            case .lightness: c.lightness = newValue
            case .chroma: c.chroma = newValue
            case .hue: c.hue = newValue
            }
            self[keyPath: Self.color(role).keyPath] = c.rgba.withAlpha(current.alpha)
        }
    }
}
