import Raster

/// One state of the background: its views as chained modifiers, and the paints they use.
extension SwiftUIExporter {
    static func views(
        of look: ExportModel.Look, _ composition: ShadowComposition, _ names: Names, indent: String
    ) -> [String] {
        func view(_ modifiers: [SwiftUICode]) -> [String] {
            ["\(indent)shape"] + modifiers.flatMap { $0.lines(indent: indent + "    ", prefix: ".") }
        }
        let shadows = look.shadows.map { shadow($0, names) }
        if let blend = look.shadowLayerBlend {
            // Seed 002: an unfilled shape (foreground colour) casts the shadows in a blended layer.
            return view(shadows + [.call("blendMode", [(nil, .atom(".\(blend.rawValue)"))])])
                + view([.call("fill", [(nil, fill(look, names))])])
        }
        var out: [String] = []
        // CSS-like: each shadow cast by the shape alone, one copy of the shape per shadow.
        let independent = composition == .independent && shadows.count > 1
        if independent {
            for shadow in shadows { out += view([.call("fill", [(nil, fill(look, names))]), shadow]) }
        }
        var modifiers: [SwiftUICode] = [.call("fill", [(nil, fill(look, names))])]
        for stroke in look.blurredStrokes {
            let mask = SwiftUICode.call(
                "shape.fill", [(nil, gradient(stroke.maskFrom, .topLeading, .bottomTrailing, names))])
            let blurred = SwiftUICode.chain(
                .atom("shape"),
                [
                    .call(
                        "stroke",
                        [(nil, color(stroke.color, names, typed: false)), ("lineWidth", literal(stroke.lineWidth))]),
                    .call("blur", [("radius", literal(stroke.blur))]),
                    .call("offset", [("x", literal(stroke.offset)), ("y", literal(stroke.offset))]),
                    .call("mask", [(nil, mask)]),
                ])
            modifiers.append(.call("overlay", [(nil, blurred)]))
        }
        if let stroke = look.stroke {
            let stroked = SwiftUICode.call(
                "shape.stroke", [(nil, paint(stroke.paint, names)), ("lineWidth", literal(stroke.width))])
            modifiers.append(.call("overlay", [(nil, stroked)]))
        }
        if !independent { modifiers += shadows }
        return out + view(modifiers)
    }

    /// The fill, with the inner shadows SwiftUI draws as part of the shape style.
    static func fill(_ look: ExportModel.Look, _ names: Names) -> SwiftUICode {
        let base = paint(look.fill, names)
        guard !look.innerShadows.isEmpty else { return base }
        return .chain(
            base,
            look.innerShadows.map {
                .call("shadow", [(nil, .call(".inner", shadowArguments($0, names)))])
            })
    }

    static func shadow(_ spec: ExportModel.ShadowSpec, _ names: Names) -> SwiftUICode {
        .call("shadow", shadowArguments(spec, names))
    }

    static func shadowArguments(_ spec: ExportModel.ShadowSpec, _ names: Names) -> [(
        label: String?, value: SwiftUICode
    )] {
        [
            ("color", color(spec.color, names, typed: true)), ("radius", literal(spec.radius)),
            ("x", literal(spec.x)), ("y", literal(spec.y)),
        ]
    }

    static func paint(_ p: ExportModel.PaintSpec, _ names: Names) -> SwiftUICode {
        switch p {
        case .color(let swatch): color(swatch, names, typed: false)
        case .gradient(let colors, let start, let end): gradient(colors, start, end, names)
        case .stops(let stops, let shape): gradient(stops, shape, names)
        }
    }

    /// `LinearGradient(stops:…)`, `RadialGradient(stops:…)`, `AngularGradient(stops:…)` or
    /// `EllipticalGradient(stops:…)`, SwiftUI's own initialisers taking `Gradient.Stop`s.
    static func gradient(_ stops: [ExportModel.Stop], _ shape: ExportModel.GradientShape, _ names: Names)
        -> SwiftUICode
    {
        let list = SwiftUICode.array(
            stops.map {
                .call(".init", [("color", color($0.swatch, names, typed: true)), ("location", literal($0.location))])
            })
        func degrees(_ radians: Double) -> SwiftUICode {
            .call(".degrees", [(nil, literal(radians * 180 / Double.pi))])
        }
        switch shape {
        case .linear(let start, let end):
            return .call(
                "LinearGradient",
                [("stops", list), ("startPoint", .atom(unitPoint(start))), ("endPoint", .atom(unitPoint(end)))])
        case .radial(let center, let startRadius, let endRadius):
            return .call(
                "RadialGradient",
                [
                    ("stops", list), ("center", .atom(unitPoint(center))), ("startRadius", literal(startRadius)),
                    ("endRadius", literal(endRadius)),
                ])
        case .angular(let center, let startAngle, let endAngle):
            return .call(
                "AngularGradient",
                [
                    ("stops", list), ("center", .atom(unitPoint(center))), ("startAngle", degrees(startAngle)),
                    ("endAngle", degrees(endAngle)),
                ])
        case .elliptical(let center, let startFraction, let endFraction):
            return .call(
                "EllipticalGradient",
                [
                    ("stops", list), ("center", .atom(unitPoint(center))),
                    ("startRadiusFraction", literal(startFraction)), ("endRadiusFraction", literal(endFraction)),
                ])
        }
    }

    /// SwiftUI's own initialiser rather than the articles' `LinearGradient(_ colors:)`, which an app
    /// following them already declares.
    static func gradient(
        _ colors: [ExportModel.Swatch], _ start: UnitPoint, _ end: UnitPoint, _ names: Names
    ) -> SwiftUICode {
        .call(
            "LinearGradient",
            [
                ("colors", .array(colors.map { color($0, names, typed: true) })),
                ("startPoint", .atom(unitPoint(start))), ("endPoint", .atom(unitPoint(end))),
            ])
    }

    /// A palette colour through the style's palette; SwiftUI's own as `.white` where the type is
    /// known to be `Color` (`typed`), else `Color.white` (a `ShapeStyle` argument).
    static func color(_ swatch: ExportModel.Swatch, _ names: Names, typed: Bool) -> SwiftUICode {
        if names.paletteNames.contains(swatch.name) { return .atom("\(names.palette).\(swatch.name)") }
        return .atom(typed ? ".\(swatch.name)" : "Color.\(swatch.name)")
    }

    static func literal(_ v: Double) -> SwiftUICode { .atom(number(v)) }
}
