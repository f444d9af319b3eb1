import Raster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ParametricStyle {
    /// The parametric style nearest to a style's drawing: its first filled shape's kind, corners and
    /// colour, the two shadows it casts (dark away from the light, light towards it), its edge stroke,
    /// and the fill and shadows of its pressed drawing. What the fix starts from for a style file's
    /// style, whose code it cannot change. `nil` when the drawing fills no shape.
    public static func approximating(
        released: [DrawCommand], pressed: [DrawCommand], padding: Double, labelColor: RGBA?, appearance: Appearance
    ) -> ParametricStyle? {
        let look = DrawnLook(released, appearance)
        guard let shape = look.shape, let fill = look.fill else { return nil }
        var p = ParametricStyle()
        if shape.wrapped(as: Circle.self) != nil {
            p.shape = .circle
        } else if shape.wrapped(as: Capsule.self) != nil {
            p.shape = .capsule
        } else if let r = shape.wrapped(as: RoundedRectangle.self) {
            p.shape = r.style == .continuous ? .continuous : .rounded
            p.cornerRadius = min(max(r.cornerRadius, 0), 100)
        } else {
            p.shape = .rounded
            p.cornerRadius = 0
        }
        p.baseColor = fill.color
        p.surface = fill.surface
        p.padding = min(max(padding, 4), 60)
        p.foregroundColor = labelColor
        if let shadows = look.shadows {
            p.distance = rounded(min(shadows.distance, 60))
            p.blurRadius = rounded(min(shadows.radius, 100))
            p.lightAngle = rounded(shadows.lightAngle)
            p.intensity = rounded(min(max(shadows.intensity(on: fill.color), 0), 0.6))
            // Shadows the base and intensity derive closely enough stay derived, so that the fix's
            // intensity move turns them; others are kept as drawn.
            if ColorDifference.oklab(p.resolvedDarkShadow, shadows.dark) > 0.02 { p.darkShadowColor = shadows.dark }
            if ColorDifference.oklab(p.resolvedLightShadow, shadows.light) > 0.02 {
                p.lightShadowColor = shadows.light
            }
        } else {
            p.distance = 0
            p.blurRadius = 0
        }
        if let stroke = look.stroke {
            p.strokeWidth = min(stroke.width, 12)
            p.strokeColors = Array(stroke.colors.prefix(8))
        }
        let down = DrawnLook(pressed, appearance)
        if let pressedFill = down.fill?.color, ColorDifference.oklab(pressedFill, fill.color) > 0.01 {
            p.pressedColor = pressedFill
        }
        if let inner = down.innerShadows ?? down.shadows {
            p.pressedDistance = rounded(min(inner.distance, 60))
            p.pressedBlurRadius = rounded(min(inner.radius, 100))
        }
        p.animation = .none
        return p
    }

    /// To a hundredth, as a person would write the knob in a preset.
    private static func rounded(_ v: Double) -> Double { (v * 100).rounded() / 100 }
}

/// What a drawing shows of a soft surface, read from its commands (layers included).
private struct DrawnLook {
    struct ShadowPair {
        let dark: RGBA
        let light: RGBA
        let distance: Double
        let radius: Double
        /// Degrees clockwise from +x towards the light: opposite the dark shadow's offset.
        let lightAngle: Double

        init?(_ shadows: [Shadow<Color>], _ appearance: Appearance) {
            let resolved = shadows.map { (shadow: $0, color: $0.color.resolve(in: appearance)) }
            guard
                let dark = resolved.min(by: { Contrast.luminance($0.color) < Contrast.luminance($1.color) }),
                let light = resolved.max(by: { Contrast.luminance($0.color) < Contrast.luminance($1.color) })
            else { return nil }
            self.dark = dark.color
            self.light = resolved.count > 1 ? light.color : dark.color
            distance = (dark.shadow.x * dark.shadow.x + dark.shadow.y * dark.shadow.y).squareRoot()
            radius = dark.shadow.radius
            let angle = atan2(-dark.shadow.y, -dark.shadow.x) * 180 / Double.pi
            lightAngle = distance > 0 ? (angle < 0 ? angle + 360 : angle) : 225
        }

        /// How far the dark shadow is from the base, as the parametric style's intensity.
        func intensity(on base: RGBA) -> Double {
            let channels = [(base.red, dark.red), (base.green, dark.green), (base.blue, dark.blue)]
                .filter { $0.0 > 0.02 }
            guard !channels.isEmpty else { return 0.15 }
            return channels.map { 1 - $0.1 / $0.0 }.reduce(0, +) / Double(channels.count)
        }
    }

    var shape: AnyInsettableShape?
    var fill: (color: RGBA, surface: ParametricStyle.Surface)?
    var shadows: ShadowPair?
    var innerShadows: ShadowPair?
    var stroke: (width: Double, colors: [RGBA])?

    init(_ commands: [DrawCommand], _ appearance: Appearance) {
        var inner: [Shadow<Color>] = []
        func read(_ commands: [DrawCommand]) {
            for command in commands {
                switch command {
                case .filled(let s, _, let paint, let cast, _):
                    if shadows == nil, !cast.isEmpty {
                        shadows = ShadowPair(cast, appearance)
                        shape = shape ?? s
                    }
                    // The topmost fill is the face (a pressed fill lies over the surface).
                    if let paint, let read = Self.color(of: paint, appearance) {
                        fill = read
                        shape = s
                    }
                case .stroked(_, _, let paint, let width, _) where stroke == nil:
                    stroke = (width, Self.colors(of: paint, appearance))
                case .innerShadowed(_, _, let shadow):
                    inner.append(shadow)
                case .layer(let layer):
                    read(layer.content)
                default:
                    break
                }
            }
        }
        read(commands)
        innerShadows = inner.isEmpty ? nil : ShadowPair(inner, appearance)
    }

    static func colors(of fill: Fill, _ appearance: Appearance) -> [RGBA] {
        fill.stops.map { $0.color.resolve(in: appearance) }
    }

    /// A fill's colour: a gradient's middle, convex when it runs from light to dark.
    static func color(of fill: Fill, _ appearance: Appearance) -> (color: RGBA, surface: ParametricStyle.Surface)? {
        let cs = colors(of: fill, appearance)
        guard let first = cs.first, let last = cs.last else { return nil }
        guard cs.count > 1, first != last else { return (first, .flat) }
        let middle = RGBA(
            red: (first.red + last.red) / 2, green: (first.green + last.green) / 2,
            blue: (first.blue + last.blue) / 2)
        return (middle, Contrast.luminance(first) > Contrast.luminance(last) ? .convex : .concave)
    }
}
