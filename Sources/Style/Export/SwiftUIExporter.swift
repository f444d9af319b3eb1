import Raster

/// Writes an `ExportModel` as a complete SwiftUI source file: a `Color` palette, a background view
/// generic over `Shape`, a `ButtonStyle` and a `ToggleStyle`, with every value of the style.
public enum SwiftUIExporter {
    static let builtIn: Set<String> = ["white", "black", "gray", "clear", "red", "blue"]

    public static func source(for model: ExportModel) -> String {
        var out: [String] = []
        out.append("// \(model.name) style, exported by Neumorph.")
        out.append(
            "// Drop-in SwiftUI: `.buttonStyle(.\(lowerFirst(model.name)))`, `.toggleStyle(.\(lowerFirst(model.name)))`."
        )
        if model.released.innerShadows.count + model.pressed.innerShadows.count > 0 {
            out.append("// Inner shadows use ShapeStyle.shadow(.inner(…)), available from iOS 16 / macOS 13.")
        }
        out.append("import SwiftUI")
        out.append("")
        out.append("extension Color {")
        // SwiftUI's own colours (`.white`, `.black`, …) are used as they are, never redeclared.
        for swatch in model.palette where !builtIn.contains(swatch.name) {
            out.append("    static let \(swatch.name) = \(colorLiteral(swatch.color))")
        }
        out.append("}")
        out.append("")
        out.append("extension LinearGradient {")
        out.append("    /// Colours evenly spaced from top-leading to bottom-trailing.")
        out.append("    init(_ colors: Color...) {")
        out.append(
            "        self.init(gradient: Gradient(colors: colors), startPoint: .topLeading, endPoint: .bottomTrailing)")
        out.append("    }")
        out.append("}")
        out.append("")
        let background = "\(model.name)Background"
        out.append("struct \(background)<S: Shape>: View {")
        out.append("    var isHighlighted: Bool")
        out.append("    var shape: S")
        out.append("")
        out.append("    var body: some View {")
        out.append("        ZStack {")
        out.append("            if isHighlighted {")
        out += look(model.pressed, model.composition, indent: "                ")
        out.append("            } else {")
        out += look(model.released, model.composition, indent: "                ")
        out.append("            }")
        out.append("        }")
        out.append("    }")
        out.append("}")
        out.append("")
        let shape = shapeLiteral(model.shape)
        let animation = animationLiteral(model.animation)
        out.append("struct \(model.name)ButtonStyle: ButtonStyle {")
        out.append("    func makeBody(configuration: Configuration) -> some View {")
        out.append("        configuration.label")
        if let label = model.labelColor { out.append("            .foregroundColor(.\(label.name))") }
        out.append("            .padding(\(number(model.padding)))")
        out.append("            .contentShape(\(shape))")
        out.append("            .background(\(background)(isHighlighted: configuration.isPressed, shape: \(shape)))")
        if model.pressScale != 1 {
            out.append("            .scaleEffect(configuration.isPressed ? \(number(model.pressScale)) : 1)")
        }
        out.append("            .animation(\(animation), value: configuration.isPressed)")
        out.append("    }")
        out.append("}")
        out.append("")
        out.append("struct \(model.name)ToggleStyle: ToggleStyle {")
        out.append("    func makeBody(configuration: Configuration) -> some View {")
        out.append("        Button(action: { configuration.isOn.toggle() }) {")
        out.append("            configuration.label")
        if let label = model.labelColor { out.append("                .foregroundColor(.\(label.name))") }
        out.append("                .padding(\(number(model.padding)))")
        out.append("                .contentShape(\(shape))")
        out.append("        }")
        out.append("        .buttonStyle(.plain)")
        out.append("        .background(\(background)(isHighlighted: configuration.isOn, shape: \(shape)))")
        if model.pressScale != 1 {
            out.append("        .scaleEffect(configuration.isOn ? \(number(model.pressScale)) : 1)")
        }
        out.append("        .animation(\(animation), value: configuration.isOn)")
        out.append("    }")
        out.append("}")
        out.append("")
        out.append("extension ButtonStyle where Self == \(model.name)ButtonStyle {")
        out.append("    static var \(lowerFirst(model.name)): \(model.name)ButtonStyle { \(model.name)ButtonStyle() }")
        out.append("}")
        out.append("")
        out.append("extension ToggleStyle where Self == \(model.name)ToggleStyle {")
        out.append("    static var \(lowerFirst(model.name)): \(model.name)ToggleStyle { \(model.name)ToggleStyle() }")
        out.append("}")
        return out.joined(separator: "\n") + "\n"
    }

    /// One state's views, as chained modifiers.
    static func look(_ look: ExportModel.Look, _ composition: ShadowComposition, indent: String) -> [String] {
        var out: [String] = []
        var fill = paint(look.fill)
        for inner in look.innerShadows {
            fill +=
                ".shadow(.inner(color: .\(inner.color.name), radius: \(number(inner.radius)), x: \(number(inner.x)), y: \(number(inner.y))))"
        }
        func shadowLines(_ shadows: [ExportModel.ShadowSpec], _ extra: String) -> [String] {
            shadows.map {
                "\(indent)\(extra)    .shadow(color: .\($0.color.name), radius: \(number($0.radius)), x: \(number($0.x)), y: \(number($0.y)))"
            }
        }
        if let blend = look.shadowLayerBlend {
            // Seed 002: an unfilled shape (foreground colour) casts the shadows in a blended layer.
            out.append("\(indent)shape")
            out += shadowLines(look.shadows, "")
            out.append("\(indent)    .blendMode(.\(blend.rawValue))")
            out.append("\(indent)shape")
            out.append("\(indent)    .fill(\(fill))")
            return out
        }
        if composition == .independent && look.shadows.count > 1 {
            // CSS-like: each shadow cast by the shape alone, one copy of the shape per shadow.
            for shadow in look.shadows {
                out.append("\(indent)shape")
                out.append("\(indent)    .fill(\(fill))")
                out += shadowLines([shadow], "")
            }
        }
        out.append("\(indent)shape")
        out.append("\(indent)    .fill(\(fill))")
        for b in look.blurredStrokes {
            out.append("\(indent)    .overlay(")
            out.append("\(indent)        shape")
            out.append("\(indent)            .stroke(Color.\(b.color.name), lineWidth: \(number(b.lineWidth)))")
            out.append("\(indent)            .blur(radius: \(number(b.blur)))")
            out.append("\(indent)            .offset(x: \(number(b.offset)), y: \(number(b.offset)))")
            out.append(
                "\(indent)            .mask(shape.fill(LinearGradient(\(b.maskFrom.map { "Color.\($0.name)" }.joined(separator: ", ")))))"
            )
            out.append("\(indent)    )")
        }
        if let stroke = look.stroke {
            out.append(
                "\(indent)    .overlay(shape.stroke(\(paint(stroke.paint)), lineWidth: \(number(stroke.width))))")
        }
        if !(composition == .independent && look.shadows.count > 1) {
            out += shadowLines(look.shadows, "")
        }
        return out
    }

    static func paint(_ p: ExportModel.PaintSpec) -> String {
        switch p {
        case .color(let s): return "Color.\(s.name)"
        case .gradient(let colors, let start, let end):
            let list = colors.map { "Color.\($0.name)" }.joined(separator: ", ")
            if start == .topLeading && end == .bottomTrailing { return "LinearGradient(\(list))" }
            return
                "LinearGradient(gradient: Gradient(colors: [\(list)]), startPoint: \(unitPoint(start)), endPoint: \(unitPoint(end)))"
        }
    }

    static func unitPoint(_ p: UnitPoint) -> String {
        let named: [(UnitPoint, String)] = [
            (.topLeading, ".topLeading"), (.top, ".top"), (.topTrailing, ".topTrailing"), (.leading, ".leading"),
            (.center, ".center"),
            (.trailing, ".trailing"), (.bottomLeading, ".bottomLeading"), (.bottom, ".bottom"),
            (.bottomTrailing, ".bottomTrailing"),
        ]
        if let n = named.first(where: { abs($0.0.x - p.x) < 1e-9 && abs($0.0.y - p.y) < 1e-9 }) { return n.1 }
        return "UnitPoint(x: \(number(p.x)), y: \(number(p.y)))"
    }

    static func shapeLiteral(_ s: ExportModel.ShapeSpec) -> String {
        switch s {
        case .circle: return "Circle()"
        case .capsule: return "Capsule()"
        case .roundedRectangle(let r, let continuous):
            return continuous
                ? "RoundedRectangle(cornerRadius: \(number(r)), style: .continuous)"
                : "RoundedRectangle(cornerRadius: \(number(r)))"
        }
    }

    static func animationLiteral(_ a: Animation) -> String {
        switch a {
        case .none: return "nil"
        case .spring(let response, let damping):
            return ".spring(response: \(number(response)), dampingFraction: \(number(damping)))"
        }
    }

    static func colorLiteral(_ c: RGBA) -> String {
        func component(_ v: Double) -> String {
            let byte = Int((v * 255).rounded())
            return byte == 0 ? "0" : byte == 255 ? "1" : "\(byte) / 255"
        }
        let opacity = c.alpha < 1 ? ", opacity: \(number((c.alpha * 1000).rounded() / 1000))" : ""
        return "Color(red: \(component(c.red)), green: \(component(c.green)), blue: \(component(c.blue))\(opacity))"
    }

    static func number(_ v: Double) -> String {
        let rounded = (v * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e9 { return String(Int(rounded)) }
        return String(rounded)
    }

    static func lowerFirst(_ s: String) -> String { s.prefix(1).lowercased() + s.dropFirst() }
}
