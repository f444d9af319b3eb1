import Raster

extension BlendMode {
    /// The `mix-blend-mode` value with the same formula, or `nil` where CSS has none: Porter-Duff
    /// operators are not blend modes there, and `plus-darker` is Safari's alone.
    var cssMixBlendMode: String? {
        switch self {
        case .normal: "normal"
        case .multiply: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .plusLighter: "plus-lighter"
        case .sourceAtop, .destinationOver, .destinationOut, .plusDarker: nil
        }
    }
}
