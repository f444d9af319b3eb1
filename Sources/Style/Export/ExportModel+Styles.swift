import Raster

extension ExportModel {
    static func swatch(_ name: String, _ color: Color) -> Swatch { Swatch(name: name, color: color.resolve(in: .dark)) }

    /// A seed style as the article writes it, on the window background its scene gives it.
    public static func seed(_ seed: SeedStyle) -> ExportModel {
        var model = article(seed)
        switch seed {
        case .simple: model.page = .color(swatch("offWhite", .offWhite))
        case .neumorphic: model.page = model.released.fill
        case .dark, .darkConvex, .darkEdged, .darkEdgedCrisp, .colorful:
            // Part 2's window: LinearGradient(darkStart, darkEnd) over the whole window.
            model.page = .gradient(
                [swatch("darkStart", .darkStart), swatch("darkEnd", .darkEnd)], start: .topLeading,
                end: .bottomTrailing)
        }
        return model
    }

    /// The style's code in the article.
    static func article(_ seed: SeedStyle) -> ExportModel {
        let offWhite = swatch("offWhite", .offWhite)
        let darkStart = swatch("darkStart", .darkStart)
        let darkEnd = swatch("darkEnd", .darkEnd)
        let lightStart = swatch("lightStart", .lightStart)
        let lightEnd = swatch("lightEnd", .lightEnd)
        let white = swatch("white", .white)
        func linear(_ colors: Swatch...) -> PaintSpec { .gradient(colors, start: .topLeading, end: .bottomTrailing) }
        let raised = [
            ShadowSpec(color: darkStart, radius: 10, x: -10, y: -10),
            ShadowSpec(color: darkEnd, radius: 10, x: 10, y: 10),
        ]
        let sunk = [
            ShadowSpec(color: darkStart, radius: 10, x: 5, y: 5), ShadowSpec(color: darkEnd, radius: 10, x: -5, y: -5),
        ]
        switch seed {
        case .simple:
            let shadowBlack = Swatch(name: "shadowBlack", color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.2))
            let glowWhite = Swatch(name: "glowWhite", color: RGBA(red: 1, green: 1, blue: 1, alpha: 0.7))
            let black = swatch("black", .black)
            let clear = swatch("clear", .clear)
            let gray = swatch("gray", .gray)
            var pressed = Look(fill: .color(offWhite))
            pressed.blurredStrokes = [
                BlurredStroke(color: gray, lineWidth: 4, blur: 4, offset: 2, maskFrom: [black, clear]),
                BlurredStroke(color: white, lineWidth: 8, blur: 4, offset: -2, maskFrom: [clear, black]),
            ]
            return ExportModel(
                name: "Simple", shape: .circle, padding: 30, labelColor: gray,
                released: Look(
                    fill: .color(offWhite),
                    shadows: [
                        ShadowSpec(color: shadowBlack, radius: 10, x: 10, y: 10),
                        ShadowSpec(color: glowWhite, radius: 10, x: -5, y: -5),
                    ]),
                pressed: pressed)
        case .dark:
            return ExportModel(
                name: "Dark", shape: .circle, padding: 30, labelColor: white,
                released: Look(fill: .color(darkEnd), shadows: raised),
                pressed: Look(fill: .color(darkEnd), shadows: sunk))
        case .darkConvex:
            return ExportModel(
                name: "DarkConvex", shape: .circle, padding: 30, labelColor: white,
                released: Look(fill: linear(darkStart, darkEnd), shadows: raised),
                pressed: Look(fill: linear(darkEnd, darkStart), shadows: sunk))
        case .darkEdged, .darkEdgedCrisp:
            let crisp = seed == .darkEdgedCrisp
            return ExportModel(
                name: crisp ? "DarkEdgedCrisp" : "DarkEdged", shape: .circle, padding: 30, labelColor: white,
                released: Look(fill: linear(darkStart, darkEnd), stroke: (.color(darkEnd), 4), shadows: raised),
                pressed: Look(
                    fill: linear(darkEnd, darkStart), stroke: (linear(darkStart, darkEnd), 4),
                    shadows: crisp ? [] : sunk))
        case .colorful:
            return ExportModel(
                name: "Colorful", shape: .circle, padding: 30, labelColor: white,
                released: Look(
                    fill: linear(darkStart, darkEnd), stroke: (linear(lightStart, lightEnd), 4), shadows: raised),
                pressed: Look(
                    fill: linear(lightEnd, lightStart), stroke: (linear(lightStart, lightEnd), 4), shadows: sunk))
        case .neumorphic:
            let color = Swatch(name: "neumorphicGray", color: RGBA(red: 0.9, green: 0.9, blue: 0.9))
            let black = swatch("black", .black)
            func look(s: Double, r: Double) -> Look {
                var l = Look(
                    fill: .color(color),
                    shadows: [
                        ShadowSpec(color: white, radius: r, x: -s, y: -s),
                        ShadowSpec(color: black, radius: r, x: s, y: s),
                    ])
                l.shadowLayerBlend = .overlay
                return l
            }
            var model = ExportModel(
                name: "Neumorphic", shape: .roundedRectangle(cornerRadius: 10, continuous: true), padding: 20,
                labelColor: black,
                released: look(s: 15, r: 10), pressed: look(s: 5, r: 7))
            model.pressScale = 0.95
            model.animation = .spring
            return model
        }
    }

    /// The parametric style with its current values.
    public static func parametric(_ p: ParametricStyle, name: String = "Soft") -> ExportModel {
        let baseColor = p.resolvedBaseColor
        let base = Swatch(name: "softBase", color: baseColor)
        let light = Swatch(name: "softLight", color: p.resolvedLightShadow)
        let dark = Swatch(name: "softDark", color: p.resolvedDarkShadow)
        let d = p.lightDirection
        let (toward, away) = p.lightUnitPoints
        let fill: PaintSpec
        switch p.surface {
        case .flat, .pressed: fill = .color(base)
        case .concave:
            fill = .gradient(
                [
                    Swatch(name: "softShade", color: ParametricStyle.shifted(baseColor, by: -p.intensity / 2)),
                    Swatch(name: "softHighlight", color: ParametricStyle.shifted(baseColor, by: p.intensity / 2)),
                ], start: toward, end: away)
        case .convex:
            fill = .gradient(
                [
                    Swatch(name: "softHighlight", color: ParametricStyle.shifted(baseColor, by: p.intensity / 2)),
                    Swatch(name: "softShade", color: ParametricStyle.shifted(baseColor, by: -p.intensity / 2)),
                ], start: toward, end: away)
        }
        func shadows(_ distance: Double, _ radius: Double) -> [ShadowSpec] {
            [
                ShadowSpec(color: dark, radius: radius, x: -d.x * distance, y: -d.y * distance),
                ShadowSpec(color: light, radius: radius, x: d.x * distance, y: d.y * distance),
            ]
        }
        var stroke: (PaintSpec, Double)?
        if p.strokeWidth > 0 {
            let colors =
                p.strokeColors.isEmpty
                ? [light, dark]
                : p.strokeColors.enumerated().map { Swatch(name: "softEdge\($0.offset + 1)", color: $0.element) }
            stroke = (.gradient(colors, start: toward, end: away), p.strokeWidth)
        }
        var released = Look(fill: fill, stroke: stroke)
        let pressedFill = p.pressedColor.map { PaintSpec.color(Swatch(name: "softPressed", color: $0)) }
        var pressed = Look(fill: pressedFill ?? fill, stroke: stroke)
        if p.surface == .pressed {
            released.innerShadows = shadows(p.distance, p.blurRadius)
            pressed.innerShadows = shadows(p.pressedDistance, p.pressedBlurRadius)
        } else {
            released.shadows = shadows(p.distance, p.blurRadius)
            pressed.shadows = shadows(p.pressedDistance, p.pressedBlurRadius)
            pressed.innerShadows = shadows(p.pressedDistance, p.pressedBlurRadius)
        }
        let shape: ShapeSpec
        switch p.shape {
        case .circle: shape = .circle
        case .rounded: shape = .roundedRectangle(cornerRadius: p.cornerRadius, continuous: false)
        case .continuous: shape = .roundedRectangle(cornerRadius: p.cornerRadius, continuous: true)
        case .capsule: shape = .capsule
        }
        var model = ExportModel(
            name: name, shape: shape, padding: p.padding, labelColor: Swatch(name: "softLabel", color: p.labelColor),
            released: released, pressed: pressed)
        if p.pressedLabelColor != p.labelColor {
            model.pressedLabelColor = Swatch(name: "softPressedLabel", color: p.pressedLabelColor)
        }
        model.pressScale = p.pressScale
        model.animation = p.animation == .spring ? .spring : .none
        model.composition = p.composition
        model.nameIsShared = true
        // A neumorphic surface reads only on its own colour: the page is the base unless the user set
        // a background of its own.
        model.page = .color(
            p.backgroundColor.map { Swatch(name: "softBackground", color: $0) } ?? base)
        return model
    }
}

extension ParametricStyle {
    /// Unit points of the frame facing towards and away from the light.
    public var lightUnitPoints: (toward: UnitPoint, away: UnitPoint) {
        let d = lightDirection
        return (UnitPoint(x: 0.5 + d.x / 2, y: 0.5 + d.y / 2), UnitPoint(x: 0.5 - d.x / 2, y: 0.5 - d.y / 2))
    }
}
