import Raster

/// One export's style sheet. The rules are written once with a placeholder for the class name,
/// hashed, and the placeholder replaced by `neu-NAME-HASH`; custom properties are declared only when a
/// rule uses them and take the class name as their prefix.
struct Rules {
    let className: String
    let source: String

    private static let placeholder = "\u{1}"

    init(_ model: ExportModel) {
        var writer = Writer(model: model, cls: Self.placeholder)
        let draft = writer.sheet()
        className = "neu-\(CSSExporter.kebab(model.name))-\(CSSExporter.hash(draft))"
        source = draft.split(separator: Character(Self.placeholder), omittingEmptySubsequences: false)
            .joined(separator: className)
    }
}

/// Writes the rules of one export, remembering which palette colours they use.
private struct Writer {
    typealias Swatch = ExportModel.Swatch
    typealias Look = ExportModel.Look

    let model: ExportModel
    let cls: String
    var used: [Swatch] = []

    init(model: ExportModel, cls: String) {
        self.model = model
        self.cls = cls
    }

    var isBlended: Bool { model.released.shadowLayerBlend != nil || model.pressed.shadowLayerBlend != nil }
    var pressedSelectors: [String] { [".\(cls):active", ".\(cls).is-on"] }
    var pressed: String { pressedSelectors.joined(separator: ",\n") }

    /// Declarations of `rule` not already in `base` with the same value: the pressed rules state
    /// only what pressing changes.
    static func changes(_ rule: [String], from base: [String]) -> [String] {
        rule.filter { !base.contains($0) }
    }

    mutating func sheet() -> String {
        var rules: [[String]] = []
        if let page = model.page {
            rules.append(
                ["/* The page the style sits on: put `\(cls)-page` on the body. */", ".\(cls)-page {"]
                    + pageBackground(page) + ["}"])
        }
        rules.append(baseRule())
        if isBlended {
            rules += blendedRules()
        } else {
            let releasedLook = lookDeclarations(model.released, comparedWith: nil)
            let pressedLook = lookDeclarations(model.pressed, comparedWith: model.released)
            let changes = Self.changes(pressedLook, from: releasedLook) + pressedLabel() + pressScale()
            if !changes.isEmpty { rules.append(["\(pressed) {"] + changes + ["}"]) }
            rules += pseudoRules()
        }
        if case .roundedRectangle(let r, true) = model.shape {
            let grown = CSSExporter.continuousExtent * r
            var lines = ["@supports (corner-shape: superellipse(2)) {", "  .\(cls) {"]
            lines.append("    border-radius: \(CSSExporter.px(grown + ringWidth(model.released) / 2));")
            lines.append("    corner-shape: superellipse(\(CSSExporter.number(CSSExporter.superellipse)));")
            lines.append("  }")
            if ringWidth(model.pressed) != ringWidth(model.released) {
                lines += ["  \(pressedSelectors.joined(separator: ", ")) {"]
                lines.append("    border-radius: \(CSSExporter.px(grown + ringWidth(model.pressed) / 2));")
                lines.append("  }")
            }
            lines.append("}")
            rules.append(lines)
        }
        let root =
            [":root {"]
            + used.map { "  --\(cls)-\(CSSExporter.kebab($0.name)): \(CSSExporter.cssColor($0.color));" } + ["}"]
        let head = header()
        return (head + [""] + root + rules.flatMap { [""] + $0 }).joined(separator: "\n") + "\n"
    }

    func header() -> [String] {
        var notes: [String] = []
        let shadowCounts = [model.released, model.pressed].map(\.shadows.count)
        if model.composition == .chained && shadowCounts.contains(where: { $0 > 1 }) {
            notes.append(
                "SwiftUI chains .shadow(A).shadow(B): B is cast by the shape and shadow A together; CSS casts every box-shadow from the box alone, so B is a little weaker here"
            )
        }
        let gradients = [model.released, model.pressed].flatMap { look -> [ExportModel.PaintSpec] in
            [look.fill] + (look.stroke.map { [$0.paint] } ?? [])
        }
        if model.shape != .circle && gradients.contains(where: { if case .gradient = $0 { true } else { false } }) {
            notes.append(
                "gradients run at the angle they have on a square frame: CSS cannot take an angle from the box's own aspect ratio"
            )
        }
        for blend in Set([model.released, model.pressed].compactMap(\.shadowLayerBlend)).sorted(by: {
            $0.rawValue < $1.rawValue
        }) where blend.cssMixBlendMode == nil {
            notes.append("CSS has no mix-blend-mode for SwiftUI's .\(blend.rawValue): the shadows blend as normal")
        }
        switch model.shape {
        case .circle:
            notes.append(
                "a circle is as wide as the label's longer side plus the padding (SwiftUI draws it in the shorter side)"
            )
        case .roundedRectangle(_, true):
            notes.append(
                "continuous corners are corner-shape: superellipse(\(CSSExporter.number(CSSExporter.superellipse))), within 0.01 r of Apple's curve; without corner-shape they are circular"
            )
        case .roundedRectangle, .capsule:
            break
        }
        var lines = [
            "/* \(model.name) style, exported by Neumorph: <button class=\"\(cls)\">label</button>;",
            "   a toggle that is on adds `is-on`.",
        ]
        if !notes.isEmpty {
            lines.append("   Where CSS differs from SwiftUI:")
            lines += notes.map { "   - \($0)." }
        }
        lines[lines.count - 1] += " */"
        return lines
    }

    // MARK: - The element

    /// The label's colour while pressed or on, when pressing changes it.
    mutating func pressedLabel() -> [String] {
        model.pressedLabelColor.map { ["  color: \(v($0));"] } ?? []
    }

    mutating func baseRule() -> [String] {
        var lines = [".\(cls) {", "  position: relative;"]
        // Its own stacking context keeps the pseudo-elements between its background and its label;
        // a blended layer must see the page instead.
        if !isBlended { lines.append("  isolation: isolate;") }
        lines += ["  box-sizing: border-box;", "  display: inline-grid;", "  place-items: center;"]
        if model.shape == .circle { lines.append("  aspect-ratio: 1;") }
        if isBlended {
            // The pseudo-elements draw everything; the element is the shape's frame.
            lines.append("  padding: \(CSSExporter.px(model.padding));")
            lines.append("  border: 0;")
            lines.append("  background: none;")
            lines.append("  border-radius: \(radius(grownBy: 0));")
            if let label = model.labelColor { lines.append("  color: \(v(label));") }
            lines.append("}")
            return lines
        }
        lines += boxDeclarations(model.released)
        lines.append("  border-radius: \(radius(grownBy: ringWidth(model.released) / 2));")
        if let label = model.labelColor { lines.append("  color: \(v(label));") }
        lines += lookDeclarations(model.released, comparedWith: nil)
        lines += transition(pseudo: false)
        lines.append("}")
        return lines
    }

    /// Shadows blended with the page: `mix-blend-mode` blends with what its stacking context has
    /// drawn, so neither the element nor anything between it and the page may be one (a `scale` on
    /// the element would make it one and blend the shadows with nothing). The shadows (`::before`)
    /// and the surface (`::after`) sit below the label (`z-index: -1`) and each takes the press's
    /// scale itself; the label keeps its size.
    mutating func blendedRules() -> [[String]] {
        var rules: [[String]] = []
        var released: [[String]] = []
        for (index, look) in [model.released, model.pressed].enumerated() {
            let ring = ringWidth(look)
            var frame = ["  content: \"\";", "  position: absolute;", "  z-index: -1;"]
            frame.append("  inset: \(CSSExporter.px(-ring / 2));")
            frame.append("  border-radius: inherit;")
            if case .roundedRectangle(_, true) = model.shape { frame.append("  corner-shape: inherit;") }
            var shadows: [String] = []
            for s in look.shadows { shadows.append(shadow(s, inset: false, spread: 0)) }
            var caster = frame
            caster.append("  box-shadow: \(shadows.isEmpty ? "none" : shadows.joined(separator: ",\n    "));")
            caster.append("  mix-blend-mode: \(look.shadowLayerBlend?.cssMixBlendMode ?? "normal");")
            caster.append("  pointer-events: none;")
            var surface = frame + lookDeclarations(look, comparedWith: nil)
            if index == 0 {
                let motion = blendedTransition()
                caster += motion
                surface += motion
                released = [caster, surface]
                rules.append([".\(cls)::before {"] + caster + ["}"])
                rules.append([".\(cls)::after {"] + surface + ["}"])
            } else {
                for (pseudo, lines, base) in [("before", caster, released[0]), ("after", surface, released[1])] {
                    let selector = pressedSelectors.map { "\($0)::\(pseudo)" }.joined(separator: ",\n")
                    rules.append(["\(selector) {"] + Self.changes(lines, from: base) + pressScale() + ["}"])
                }
            }
        }
        return rules
    }

    func blendedTransition() -> [String] {
        guard case .spring(let response, _) = model.animation else { return [] }
        let t = "\(CSSExporter.number(response))s"
        var parts = ["box-shadow \(t) ease"]
        if model.pressScale != 1 { parts.insert("scale \(t) cubic-bezier(0.34, 1.3, 0.64, 1)", at: 0) }
        return ["  transition: \(parts.joined(separator: ", "));"]
    }

    func ringWidth(_ look: Look) -> Double { look.stroke?.width ?? 0 }

    /// The box: the shape grown by half the ring, so the ring is centred on the outline, and a
    /// negative margin so the control takes the shape's room in the layout, as in SwiftUI.
    func boxDeclarations(_ look: Look) -> [String] {
        let ring = ringWidth(look)
        let rings = [model.released, model.pressed].map(ringWidth)
        var lines = ["  padding: \(CSSExporter.px(max(0, model.padding - ring / 2)));"]
        if rings.contains(where: { $0 > 0 }) { lines.append("  margin: \(CSSExporter.px(-ring / 2));") }
        return lines
    }

    mutating func lookDeclarations(_ look: Look, comparedWith released: Look?) -> [String] {
        var lines: [String] = []
        let ring = ringWidth(look)
        if let released, ringWidth(released) != ring {
            lines += boxDeclarations(look)
            lines.append("  border-radius: \(radius(grownBy: ring / 2));")
        }
        if let stroke = look.stroke {
            if case .color(let swatch) = stroke.paint {
                lines.append("  border: \(CSSExporter.px(ring)) solid \(v(swatch));")
                lines.append("  background: \(paintLayer(look.fill, grownBy: ring / 2)) border-box padding-box;")
            } else {
                lines.append("  border: \(CSSExporter.px(ring)) solid transparent;")
                lines.append(
                    "  background: \(paintLayer(look.fill, grownBy: ring / 2)) border-box padding-box, \(paintLayer(stroke.paint, grownBy: ring / 2)) border-box;"
                )
            }
        } else {
            lines.append("  border: 0;")
            if case .color(let swatch) = look.fill {
                lines.append("  background: \(v(swatch));")
            } else {
                lines.append("  background: \(paintLayer(look.fill, grownBy: 0));")
            }
        }
        // CSS paints the first box-shadow on top, as SwiftUI does the first .shadow; inner shadows are
        // drawn in order, the last on top. Inside a ring they are cast by the shape, half the ring
        // beyond the padding box (a negative spread).
        var shadows: [String] = []
        if look.shadowLayerBlend == nil {
            for s in look.shadows { shadows.append(shadow(s, inset: false, spread: 0)) }
        }
        for s in look.innerShadows.reversed() { shadows.append(shadow(s, inset: true, spread: -ring / 2)) }
        if !shadows.isEmpty || (released.map(elementCastsShadows) ?? false) {
            lines.append("  box-shadow: \(shadows.isEmpty ? "none" : shadows.joined(separator: ",\n    "));")
        }
        if !look.blurredStrokes.isEmpty {
            lines.append("  overflow: hidden;")
        } else if released != nil && !model.released.blurredStrokes.isEmpty {
            lines.append("  overflow: visible;")
        }
        return lines
    }

    /// Whether the element's own `box-shadow` has anything in this look.
    func elementCastsShadows(_ look: Look) -> Bool {
        (look.shadowLayerBlend == nil && !look.shadows.isEmpty) || !look.innerShadows.isEmpty
    }

    func pressScale() -> [String] {
        model.pressScale == 1 ? [] : ["  scale: \(CSSExporter.number(model.pressScale));"]
    }

    func transition(pseudo: Bool) -> [String] {
        guard case .spring(let response, _) = model.animation else { return [] }
        let t = "\(CSSExporter.number(response))s"
        var parts: [String] = []
        // A spring's feel in CSS: an ease with a little overshoot over the spring's response.
        if !pseudo && model.pressScale != 1 { parts.append("scale \(t) cubic-bezier(0.34, 1.3, 0.64, 1)") }
        if pseudo || [model.released, model.pressed].contains(where: elementCastsShadows) {
            parts.append("box-shadow \(t) ease")
        }
        if parts.isEmpty { return [] }
        return ["  transition: \(parts.joined(separator: ", "));"]
    }

    // MARK: - Pseudo-elements

    /// Part 1's blurred strokes on `::before` and `::after`, in order. A pseudo-element one state
    /// uses and the other does not is switched off there.
    mutating func pseudoRules() -> [[String]] {
        var rules: [[String]] = []
        let states: [(selectors: [String], look: Look)] = [
            ([".\(cls)"], model.released), (pressedSelectors, model.pressed),
        ]
        var usedBy: [[String]] = [[], []]
        for (index, state) in states.enumerated() {
            var free = ["before", "after"]
            func selector(_ pseudo: String) -> String {
                state.selectors.map { "\($0)::\(pseudo)" }.joined(separator: ",\n")
            }
            for stroke in state.look.blurredStrokes {
                guard let pseudo = free.first else { break }
                free.removeFirst()
                usedBy[index].append(pseudo)
                rules.append(blurredStroke(stroke, selector: selector(pseudo), ring: ringWidth(state.look)))
            }
        }
        // Released uses a pseudo-element that pressed does not: switch it off when pressed.
        for pseudo in usedBy[0] where !usedBy[1].contains(pseudo) {
            rules.append([
                pressedSelectors.map { "\($0)::\(pseudo)" }.joined(separator: ",\n") + " {", "  content: none;", "}",
            ])
        }
        return rules
    }

    /// Part 1's inner shadow: a stroke centred on the outline, blurred, offset, and masked by a
    /// gradient over the shape (the mask stays put while the stroke moves); the element clips it.
    mutating func blurredStroke(_ b: ExportModel.BlurredStroke, selector: String, ring: Double) -> [String] {
        let half = b.lineWidth / 2
        var lines = ["\(selector) {", "  content: \"\";", "  position: absolute;", "  z-index: -1;"]
        lines.append("  inset: \(CSSExporter.px(-(half + ring / 2)));")
        lines.append("  border: \(CSSExporter.px(b.lineWidth)) solid \(v(b.color));")
        lines.append("  border-radius: \(radius(grownBy: half));")
        lines.append("  filter: blur(\(CSSExporter.px(b.blur)));")
        lines.append("  translate: \(CSSExporter.px(b.offset)) \(CSSExporter.px(b.offset));")
        let mask = CSSGradient(colors: b.maskFrom.map { v($0) }, start: .topLeading, end: .bottomTrailing)
        lines.append("  mask: \(mask.css) no-repeat;")
        lines.append(
            "  mask-size: calc(100% - \(CSSExporter.px(b.lineWidth))) calc(100% - \(CSSExporter.px(b.lineWidth)));")
        let at = CSSExporter.px(half - b.offset)
        lines.append("  mask-position: \(at) \(at);")
        lines.append("}")
        return lines
    }

    // MARK: - Values

    mutating func v(_ swatch: Swatch) -> String {
        if !used.contains(where: { $0.name == swatch.name }) { used.append(swatch) }
        return "var(--\(cls)-\(CSSExporter.kebab(swatch.name)))"
    }

    /// A paint as one background layer (a colour as a one-colour gradient, so it can be clipped).
    mutating func paintLayer(_ paint: ExportModel.PaintSpec, grownBy: Double) -> String {
        switch paint {
        case .color(let swatch):
            let c = v(swatch)
            return "linear-gradient(\(c), \(c))"
        case .gradient(let colors, let start, let end):
            return CSSGradient(colors: colors.map { v($0) }, start: start, end: end, grownBy: grownBy).css
        case .stops(let stops, let shape):
            return CSSStopsGradient(stops: stops.map { (v($0.swatch), $0.location) }, shape: shape, grownBy: grownBy)
                .css
        }
    }

    /// The window background: a gradient runs between the viewport's corners as SwiftUI's does
    /// between the window's, whatever the viewport's shape (`atan2` of the viewport's sides).
    mutating func pageBackground(_ page: ExportModel.PaintSpec) -> [String] {
        switch page {
        case .color(let swatch): return ["  background: \(v(swatch));"]
        case .gradient(let colors, let start, let end):
            let dx = CSSExporter.number(100 * (end.x - start.x))
            let dy = CSSExporter.number(-100 * (end.y - start.y))
            let list = colors.map { v($0) }.joined(separator: ", ")
            return ["  background: linear-gradient(atan2(\(dx)vw, \(dy)vh), \(list)) fixed;"]
        case .stops(let stops, let shape):
            let css = CSSStopsGradient(stops: stops.map { (v($0.swatch), $0.location) }, shape: shape).css
            return ["  background: \(css) fixed;"]
        }
    }

    mutating func shadow(_ s: ExportModel.ShadowSpec, inset: Bool, spread: Double) -> String {
        var parts = [
            CSSExporter.px(s.x), CSSExporter.px(s.y), CSSExporter.px(ShadowRadius.cssBlur(forRadius: s.radius)),
        ]
        if spread != 0 { parts.append(CSSExporter.px(spread)) }
        return (inset ? "inset " : "") + parts.joined(separator: " ") + " " + v(s.color)
    }

    func radius(grownBy g: Double) -> String {
        switch model.shape {
        case .circle: return "50%"
        case .capsule: return "9999px"
        case .roundedRectangle(let r, _): return CSSExporter.px(r + g)
        }
    }
}
