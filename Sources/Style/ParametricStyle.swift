import Raster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The neumorphic style with every knob the playground tweaks, as one value. Defaults give a soft
/// offWhite button; `ParametricStyle.parameters` lists each numeric knob with its range and steps.
public struct ParametricStyle: Hashable, Sendable {
    public enum ShapeKind: String, Hashable, Sendable, CaseIterable {
        case circle, rounded, continuous, capsule
    }
    public enum Surface: String, Hashable, Sendable, CaseIterable {
        /// One colour.
        case flat
        /// Darker towards the light: a dip.
        case concave
        /// Lighter towards the light: a dome.
        case convex
        /// Inner shadows instead of drop shadows: pushed in.
        case pressed
    }
    public enum AnimationKind: String, Hashable, Sendable, CaseIterable {
        case none, spring
    }

    /// The surface colour (0–255 sRGB) the user picked; `nil` follows the scheme (`shown(on:)`).
    public var baseColor: RGBA?
    public var shape: ShapeKind = .continuous
    /// Corner radius in points, 0…100 (ignored by circle and capsule).
    public var cornerRadius: Double = 16
    /// Shadow distance in points, 0…60.
    public var distance: Double = 10
    /// Shadow blur as a SwiftUI radius (σ) in points, 0…100.
    public var blurRadius: Double = 10
    /// How far the shadow colours move from the base colour, 0…0.6 (each channel × (1 ± intensity),
    /// as neumorphism.io derives them).
    public var intensity: Double = 0.15
    /// Explicit shadow colours; `nil` derives them from the base colour and intensity.
    public var lightShadowColor: RGBA?
    public var darkShadowColor: RGBA?
    /// The page the controls sit on; `nil` is the base colour once one is picked (neumorphism reads
    /// only on its own surface), else the scheme's background.
    public var backgroundColor: RGBA?
    /// The fill while pressed (and while a toggle is on), laid over the surface as the press goes in;
    /// `nil` keeps the surface. A pressed look that differs by colour, not only by shadow, is what
    /// lets people tell the states apart (the audit's house rule).
    public var pressedColor: RGBA?
    /// The label's colour; `nil` picks black or white against the fill under it.
    public var foregroundColor: RGBA?
    /// Where the light comes from, in degrees clockwise from the +x axis (screen y down): 225 is the
    /// top-left, 0…360.
    public var lightAngle: Double = 225
    public var surface: Surface = .flat
    /// Edge stroke width in points, 0…12 (0 = no edge).
    public var strokeWidth: Double = 0
    /// Edge stroke colours (a gradient along the light); empty derives light → dark shadow colours.
    public var strokeColors: [RGBA] = []
    /// Scale while pressed, 0.5…1.
    public var pressScale: Double = 0.97
    /// Shadow distance and blur radius while pressed, in points.
    public var pressedDistance: Double = 4
    public var pressedBlurRadius: Double = 6
    public var animation: AnimationKind = .spring
    public var composition: ShadowComposition = .chained
    /// Label padding in points, 4…60.
    public var padding: Double = 24

    public init() {}

    // MARK: - Derived values

    /// neumorphism.io's `colorLuminance`: each channel × (1 + amount), clamped.
    public static func shifted(_ c: RGBA, by amount: Double) -> RGBA {
        func ch(_ v: Double) -> Double { min(max(v * (1 + amount), 0), 1) }
        return RGBA(red: ch(c.red), green: ch(c.green), blue: ch(c.blue), alpha: c.alpha)
    }

    /// The surface colour drawn: the picked one, or the light scheme's (offWhite) when the style is
    /// shown on no scheme.
    public var resolvedBaseColor: RGBA { baseColor ?? Scheme.light.surfaceColor }
    public var resolvedLightShadow: RGBA { lightShadowColor ?? Self.shifted(resolvedBaseColor, by: intensity) }
    public var resolvedDarkShadow: RGBA { darkShadowColor ?? Self.shifted(resolvedBaseColor, by: -intensity) }
    public var resolvedBackgroundColor: RGBA { backgroundColor ?? resolvedBaseColor }
    /// The page colour the user chose (or implied by picking a base colour): scenes draw it instead
    /// of the scheme's background. `nil` while neither is set.
    public var chosenBackgroundColor: RGBA? { backgroundColor ?? baseColor }

    /// The colour of an on switch's track, a slider's filled part and a checked box: the base's hue,
    /// saturated, at a lightness that stands out from the base (darker on light bases, lighter on
    /// dark ones), so the on state reads by colour as well as by shape. A grey base gets blue.
    public var accentColor: RGBA {
        let base = OKLCH(resolvedBaseColor)
        let hue = base.chroma < 0.02 ? 255 : base.hue
        return OKLCH(lightness: base.lightness > 0.6 ? 0.55 : 0.72, chroma: 0.16, hue: hue).rgba
    }

    /// The style as shown on `scheme`: on the scheme's surface colour unless the user picked one.
    public func shown(on scheme: Scheme) -> ParametricStyle {
        var p = self
        p.baseColor = baseColor ?? scheme.surfaceColor
        return p
    }

    /// How its controls move between states: SwiftUI's default spring, or at once.
    public var controlAnimation: Animation { animation == .spring ? .spring : .none }

    /// Unit vector pointing towards the light.
    public var lightDirection: Point {
        let a = (lightAngle.isFinite ? lightAngle : 225) * Double.pi / 180
        return Point(x: cos(a), y: sin(a))
    }

    /// The label on the released surface: the colour set, else black or white, whichever reads
    /// better on the base.
    public var labelColor: RGBA { foregroundColor ?? Self.legibleLabel(on: resolvedBaseColor) }

    /// The label on the pressed fill: the colour set, else black or white against the pressed fill.
    public var pressedLabelColor: RGBA {
        foregroundColor ?? Self.legibleLabel(on: pressedColor ?? resolvedBaseColor)
    }

    /// The label drawn at a press amount: the released colour turning into the pressed one.
    public func labelColor(pressAmount t: Double) -> RGBA {
        let a = labelColor
        let b = pressedLabelColor
        guard a != b else { return a }
        let u = min(max(t, 0), 1)
        return RGBA(
            red: mix(a.red, b.red, u), green: mix(a.green, b.green, u), blue: mix(a.blue, b.blue, u),
            alpha: mix(a.alpha, b.alpha, u))
    }

    /// Of near-black and near-white, the one with more contrast against `c` (WCAG's ratio): on a grey
    /// pressed fill of luminance 0.26 black reads at 4.9:1 where white would fall to 3.1:1. The
    /// crossover is near luminance 0.2; no fill between about 0.16 and 0.24 gives either 4.5:1.
    static func legibleLabel(on c: RGBA) -> RGBA {
        let dark = RGBA(r8: 30, g8: 30, b8: 35)
        let light = RGBA(r8: 245, g8: 245, b8: 250)
        let surface = Contrast.luminance(c)
        let onDark = Contrast.ratio(Contrast.luminance(dark), surface)
        let onLight = Contrast.ratio(Contrast.luminance(light), surface)
        return onDark >= onLight ? dark : light
    }

    public func shapeValue() -> AnyInsettableShape {
        switch shape {
        case .circle: AnyInsettableShape(Circle())
        case .rounded: AnyInsettableShape(RoundedRectangle(cornerRadius: cornerRadius))
        case .continuous: AnyInsettableShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
        case .capsule: AnyInsettableShape(Capsule())
        }
    }

    // MARK: - Drawing

    /// The surface at a press amount (0 released … 1 pressed; animated values may overshoot).
    public func draw(in rect: Rect, pressAmount t: Double) -> [DrawCommand] {
        let shape = shapeValue()
        let light = Color(resolvedLightShadow)
        let dark = Color(resolvedDarkShadow)
        let base = Color(resolvedBaseColor)
        let d = lightDirection
        let distance = max(0, mix(self.distance, pressedDistance, t))
        let radius = max(0, mix(blurRadius, pressedBlurRadius, t))
        let (toward, away) = lightUnitPoints
        let fill: Fill
        switch surface {
        case .flat, .pressed: fill = .color(base)
        case .concave:
            fill = .linearGradient(
                [
                    Color(Self.shifted(resolvedBaseColor, by: -intensity / 2)),
                    Color(Self.shifted(resolvedBaseColor, by: intensity / 2)),
                ], startPoint: toward, endPoint: away)
        case .convex:
            fill = .linearGradient(
                [
                    Color(Self.shifted(resolvedBaseColor, by: intensity / 2)),
                    Color(Self.shifted(resolvedBaseColor, by: -intensity / 2)),
                ], startPoint: toward, endPoint: away)
        }
        var commands: [DrawCommand] = []
        let inset = surface == .pressed
        if inset {
            commands.append(.fill(shape, in: rect, fill))
        } else {
            // The light shadow falls towards the light, the dark one away from it.
            let shadows = [
                Shadow(color: dark, radius: radius, x: -d.x * distance, y: -d.y * distance),
                Shadow(color: light, radius: radius, x: d.x * distance, y: d.y * distance),
            ]
            commands.append(
                .fill(shape.inset(by: -strokeWidth / 2), in: rect, nil, shadows: shadows, composition: composition))
            commands.append(.fill(shape, in: rect, fill))
        }
        if let pressedColor, t > 0 {
            let amount = min(t, 1)
            let pressed = Color(pressedColor)
            commands.append(.fill(shape, in: rect, .color(amount >= 1 ? pressed : pressed.opacity(amount))))
        }
        // Inner shadows: always for a pressed surface; fading in with the press otherwise.
        let innerAmount = inset ? 1 : min(max(t, 0), 1)
        if innerAmount > 0 {
            let innerDistance = inset ? distance : pressedDistance
            let innerRadius = inset ? radius : pressedBlurRadius
            let inner: [DrawCommand] = [
                .innerShadow(
                    shape, in: rect,
                    Shadow(color: dark, radius: innerRadius, x: -d.x * innerDistance, y: -d.y * innerDistance)),
                .innerShadow(
                    shape, in: rect,
                    Shadow(color: light, radius: innerRadius, x: d.x * innerDistance, y: d.y * innerDistance)),
            ]
            commands.append(innerAmount >= 1 ? .layer(Layer(inner)) : .layer(Layer(inner, opacity: innerAmount)))
        }
        if strokeWidth > 0 {
            let colors = strokeColors.isEmpty ? [light, dark] : strokeColors.map { Color($0) }
            commands.append(
                .stroke(
                    shape, in: rect, .linearGradient(colors, startPoint: toward, endPoint: away), lineWidth: strokeWidth
                ))
        }
        return commands
    }
}

/// The parametric style as a button.
public struct ParametricButtonStyle: ButtonStyle, ParametricControlStyle {
    public var parameters: ParametricStyle
    public var name: String { "parametric" }

    public init(_ parameters: ParametricStyle) { self.parameters = parameters }

    public func makeBody(configuration: ButtonConfiguration, in rect: Rect) -> [DrawCommand] {
        body(
            pressAmount: configuration.pressAmount, label: configuration.label, metrics: configuration.metrics,
            isEnabled: configuration.isEnabled, in: rect)
    }
}

/// The parametric style as a toggle: its button's look, pressed while on; a press while off sinks
/// it half way.
public struct ParametricToggleStyle: ToggleStyle, ParametricControlStyle {
    public var button: ParametricButtonStyle
    public var parameters: ParametricStyle { button.parameters }
    public var name: String { button.name + "-toggle" }

    public init(_ parameters: ParametricStyle) { button = ParametricButtonStyle(parameters) }

    public func makeBody(configuration: ToggleConfiguration, in rect: Rect) -> [DrawCommand] {
        body(
            pressAmount: max(configuration.onAmount, configuration.button.pressAmount * 0.5),
            label: configuration.label, metrics: configuration.button.metrics, isEnabled: configuration.isEnabled,
            in: rect)
    }
}

extension ButtonStyle where Self == ParametricButtonStyle {
    public static func parametric(_ parameters: ParametricStyle) -> ParametricButtonStyle {
        ParametricButtonStyle(parameters)
    }
}
