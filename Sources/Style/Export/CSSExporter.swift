import Raster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes an `ExportModel` as CSS: `box-shadow` (blur = 2σ, `inset` for pressed and concave looks),
/// `linear-gradient` along the style's axis, `border-radius`, and `:active` / `.is-on` for pressed.
public enum CSSExporter {
    public static func source(for model: ExportModel) -> String {
        let cls = "neu-\(SwiftUIExporter.lowerFirst(model.name))"
        var out: [String] = []
        out.append("/* \(model.name) style, exported by Neumorph. */")
        if model.composition == .chained && model.released.shadows.count > 1 {
            out.append("/* SwiftUI chains these shadows (each is cast by the shape and the shadows before it);")
            out.append("   CSS box-shadows are independent, so the outer glow is slightly weaker here. */")
        }
        if model.released.shadowLayerBlend != nil {
            out.append(
                "/* SwiftUI blends these shadows with overlay; CSS box-shadows cannot blend, so they are plain here. */"
            )
        }
        out.append(":root {")
        for swatch in model.palette { out.append("  --\(swatch.name): \(cssColor(swatch.color));") }
        out.append("}")
        out.append("")
        out.append(".\(cls) {")
        out.append("  position: relative;")
        out.append("  padding: \(px(model.padding));")
        out.append("  border-radius: \(radius(model.shape));")
        if let label = model.labelColor { out.append("  color: var(--\(label.name));") }
        out += look(model.released, model)
        switch model.animation {
        case .none: out.append("  transition: none;")
        case .spring(let response, _):
            // A spring's feel in CSS: an ease with a little overshoot over the spring's response.
            out.append(
                "  transition: transform \(SwiftUIExporter.number(response))s cubic-bezier(0.34, 1.3, 0.64, 1), box-shadow \(SwiftUIExporter.number(response))s ease;"
            )
        }
        out.append("}")
        out.append("")
        out.append(".\(cls):active,")
        out.append(".\(cls).is-on {")
        out += look(model.pressed, model)
        if model.pressScale != 1 { out.append("  transform: scale(\(SwiftUIExporter.number(model.pressScale)));") }
        out.append("}")
        return out.joined(separator: "\n") + "\n"
    }

    static func look(_ look: ExportModel.Look, _ model: ExportModel) -> [String] {
        var out: [String] = []
        var shadows: [String] = []
        // CSS paints the first box-shadow on top; SwiftUI's last modifier is lowest.
        for s in look.shadows.reversed() { shadows.append(shadow(s, inset: false)) }
        for s in look.innerShadows { shadows.append(shadow(s, inset: true)) }
        for b in look.blurredStrokes {
            shadows.append(
                "inset \(px(b.offset)) \(px(b.offset)) \(px(ShadowRadius.cssBlur(forRadius: b.blur))) var(--\(b.color.name))"
            )
        }
        if let stroke = look.stroke {
            // Fill inside the padding box, the stroke's paint under a transparent border.
            out.append("  border: \(px(stroke.width)) solid transparent;")
            out.append("  background: \(paint(look.fill)) padding-box, \(paint(stroke.paint)) border-box;")
        } else {
            out.append("  border: none;")
            out.append("  background: \(paint(look.fill));")
        }
        out.append("  box-shadow: \(shadows.isEmpty ? "none" : shadows.joined(separator: ",\n              "));")
        return out
    }

    static func shadow(_ s: ExportModel.ShadowSpec, inset: Bool) -> String {
        "\(inset ? "inset " : "")\(px(s.x)) \(px(s.y)) \(px(ShadowRadius.cssBlur(forRadius: s.radius))) var(--\(s.color.name))"
    }

    static func paint(_ p: ExportModel.PaintSpec) -> String {
        switch p {
        case .color(let s): return "var(--\(s.name))"
        case .gradient(let colors, let start, let end):
            return
                "linear-gradient(\(angle(from: start, to: end))deg, \(colors.map { "var(--\($0.name))" }.joined(separator: ", ")))"
        }
    }

    /// CSS angles run clockwise from "to top"; the unit points give the gradient's direction.
    static func angle(from start: UnitPoint, to end: UnitPoint) -> String {
        let dx = end.x - start.x
        let dy = end.y - start.y
        var degrees = atan2(dx, -dy) * 180 / Double.pi
        if degrees < 0 { degrees += 360 }
        return SwiftUIExporter.number((degrees * 10).rounded() / 10)
    }

    static func radius(_ s: ExportModel.ShapeSpec) -> String {
        switch s {
        case .circle: return "50%"
        case .capsule: return "9999px"
        case .roundedRectangle(let r, _): return px(r)
        }
    }

    static func px(_ v: Double) -> String { v == 0 ? "0" : "\(SwiftUIExporter.number(v))px" }

    static func cssColor(_ c: RGBA) -> String {
        func byte(_ v: Double) -> Int { Int((v * 255).rounded()) }
        if c.alpha >= 1 { return c.hex }
        return "rgba(\(byte(c.red)), \(byte(c.green)), \(byte(c.blue)), \(SwiftUIExporter.number(c.alpha)))"
    }
}
