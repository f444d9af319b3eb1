import Raster

/// Seed 002's `NeumorphicButtonStyle(color:)`: a continuous rounded rect (r10) over a layer of
/// white/black shadows blended with overlay; pressing sinks it (s 15→5, r 10→7) and scales it to
/// 0.95, with a spring.
public struct NeumorphicButtonStyle: ButtonStyle, NeumorphicSeedStyle {
    public var color: Color
    public var name: String { "neumorphic" }
    /// The seed's black label; white when the seed style is shown on a dark colour scheme.
    public static let labelColor = Color(light: .black, dark: .white)

    public init(color: Color) { self.color = color }

    public func makeBody(configuration: ButtonConfiguration, in rect: Rect) -> [DrawCommand] {
        body(
            pressAmount: configuration.pressAmount, label: configuration.label, metrics: configuration.metrics,
            isEnabled: configuration.isEnabled, in: rect)
    }

    /// The background ZStack: the overlay-blended shadow layer, then the coloured rect.
    static func body(color: Color, pressAmount t: Double, in rect: Rect) -> [DrawCommand] {
        let s = mix(15, 5, t)
        let r = mix(10, 7, t)
        let shape = RoundedRectangle(cornerRadius: 10, style: .continuous)
        return [
            // An unfilled shape takes the foreground colour (`.primary`).
            .layer(
                Layer(
                    [
                        .fill(
                            shape, in: rect, .color(.primary),
                            shadows: [
                                Shadow(color: .white, radius: r, x: -s, y: -s),
                                Shadow(color: .black, radius: r, x: s, y: s),
                            ])
                    ], blendMode: .overlay)),
            .fill(shape, in: rect, .color(color)),
        ]
    }
}

extension ButtonStyle where Self == NeumorphicButtonStyle {
    public static func neumorphic(color: Color) -> NeumorphicButtonStyle { NeumorphicButtonStyle(color: color) }
}
