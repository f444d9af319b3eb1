import Raster

/// Writes an `ExportModel` as a complete SwiftUI source file: the style's palette, a background view
/// generic over `Shape`, a `ButtonStyle` and a `ToggleStyle`, with every value of the style.
///
/// The file is pasted into an app that may already hold other exports and the articles' own helpers
/// (`extension Color { static let darkStart … }`, `LinearGradient(_ colors: Color...)`,
/// `DarkBackground`). So it declares nothing another file could: the palette is a private enum named
/// after the style, the background is private and named after the style, gradients use SwiftUI's own
/// `LinearGradient(colors:startPoint:endPoint:)`, and every parametric export carries the hash of its
/// CSS class in its names. What needs a newer system than SwiftUI's first says so with `@available`.
public enum SwiftUIExporter {
    /// SwiftUI's own colours: used as they are, never redeclared.
    static let builtIn: Set<String> = ["white", "black", "gray", "clear", "red", "blue"]

    public static func source(for model: ExportModel) -> String {
        let names = Names(model)
        var out: [String] = []
        out.append("// \(names.name) style, exported by Neumorph.")
        out.append("// Drop-in SwiftUI: `.buttonStyle(.\(names.shorthand))`, `.toggleStyle(.\(names.shorthand))`.")
        out.append("// Its palette and background are private to this file, so it compiles beside other exports and")
        out.append("// beside the articles' own `Color` and `LinearGradient` extensions.")
        out.append(
            names.usesInnerShadows
                ? "// Needs iOS 16 / macOS 13: `ShapeStyle.shadow(.inner(…))` and `.animation(_:value:)`."
                : "// Needs iOS 15 / macOS 12: `.animation(_:value:)`.")
        out.append("import SwiftUI")
        out.append("")
        let palette = model.palette.filter { !builtIn.contains($0.name) }
        if !palette.isEmpty {
            out.append("/// The style's colours.")
            out.append("private enum \(names.palette) {")
            for swatch in palette {
                out.append("    static let \(swatch.name) = \(colorLiteral(swatch.color))")
            }
            out.append("}")
            out.append("")
        }
        out.append("/// The released and pressed looks, for any shape.")
        if names.usesInnerShadows { out.append(names.availability) }
        out.append("private struct \(names.background)<S: Shape>: View {")
        out.append("    var isHighlighted: Bool")
        out.append("    var shape: S")
        out.append("")
        out.append("    var body: some View {")
        out.append("        ZStack {")
        out.append("            if isHighlighted {")
        out += views(of: model.pressed, model.composition, names, indent: "                ")
        out.append("            } else {")
        out += views(of: model.released, model.composition, names, indent: "                ")
        out.append("            }")
        out.append("        }")
        out.append("    }")
        out.append("}")
        out.append("")
        out += buttonStyle(model, names)
        out.append("")
        out += toggleStyle(model, names)
        out.append("")
        for (proto, style) in [("ButtonStyle", names.buttonStyle), ("ToggleStyle", names.toggleStyle)] {
            out.append(names.availability)
            out.append("extension \(proto) where Self == \(style) {")
            out.append("    static var \(names.shorthand): \(style) { \(style)() }")
            out.append("}")
            if proto == "ButtonStyle" { out.append("") }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// The type names one export declares, all derived from the style's name.
    struct Names {
        var name: String
        var palette: String { "\(name)Palette" }
        /// Not `…Background`: the articles' own `DarkBackground` and `ColorfulBackground` would clash.
        var background: String { "\(name)StyleBackground" }
        var buttonStyle: String { "\(name)ButtonStyle" }
        var toggleStyle: String { "\(name)ToggleStyle" }
        var shorthand: String { lowerFirst(name) }
        var paletteNames: Set<String>
        var usesInnerShadows: Bool
        /// `.animation(_:value:)` is iOS 15 / macOS 12; inner shadows iOS 16 / macOS 13.
        var availability: String {
            usesInnerShadows ? "@available(iOS 16, macOS 13, *)" : "@available(iOS 15, macOS 12, *)"
        }

        init(_ model: ExportModel) {
            // Every parametric style is "Soft": its CSS class's hash tells one export from another.
            name = model.name
            if model.nameIsShared {
                name += CSSExporter.className(for: model).split(separator: "-").last.map { $0.uppercased() } ?? ""
            }
            paletteNames = Set(model.palette.map(\.name)).subtracting(builtIn)
            usesInnerShadows = !(model.released.innerShadows + model.pressed.innerShadows).isEmpty
        }
    }

    static func buttonStyle(_ model: ExportModel, _ names: Names) -> [String] {
        var out = [names.availability, "struct \(names.buttonStyle): ButtonStyle {"]
        out.append("    func makeBody(configuration: Configuration) -> some View {")
        out.append("        configuration.label")
        out += labelModifiers(model, names, state: "configuration.isPressed")
            .flatMap { $0.lines(indent: "            ", prefix: ".") }
        out += stateModifiers(model, names, state: "configuration.isPressed")
            .flatMap { $0.lines(indent: "            ", prefix: ".") }
        out.append("    }")
        out.append("}")
        return out
    }

    static func toggleStyle(_ model: ExportModel, _ names: Names) -> [String] {
        var out = [names.availability, "struct \(names.toggleStyle): ToggleStyle {"]
        out.append("    func makeBody(configuration: Configuration) -> some View {")
        out.append("        Button(action: { configuration.isOn.toggle() }) {")
        out.append("            configuration.label")
        out += labelModifiers(model, names, state: "configuration.isOn")
            .flatMap { $0.lines(indent: "                ", prefix: ".") }
        out.append("        }")
        out.append("        .buttonStyle(.plain)")
        out += stateModifiers(model, names, state: "configuration.isOn")
            .flatMap { $0.lines(indent: "        ", prefix: ".") }
        out.append("    }")
        out.append("}")
        return out
    }

    /// The label's colour (following `state` when pressing changes it), padding and hit shape.
    static func labelModifiers(_ model: ExportModel, _ names: Names, state: String) -> [SwiftUICode] {
        var out: [SwiftUICode] = []
        if let label = model.labelColor, let pressedLabel = model.pressedLabelColor {
            let choice =
                "\(state) ? \(color(pressedLabel, names, typed: true).inline) : \(color(label, names, typed: true).inline)"
            out.append(.call("foregroundColor", [(nil, .atom(choice))]))
        } else if let label = model.labelColor {
            out.append(.call("foregroundColor", [(nil, color(label, names, typed: true))]))
        }
        out.append(.call("padding", [(nil, .atom(number(model.padding)))]))
        out.append(.call("contentShape", [(nil, .atom(shapeLiteral(model.shape)))]))
        return out
    }

    /// The background, scale and animation that follow the control's state.
    static func stateModifiers(_ model: ExportModel, _ names: Names, state: String) -> [SwiftUICode] {
        var out: [SwiftUICode] = [
            .call(
                "background",
                [
                    (
                        nil,
                        .call(
                            names.background,
                            [("isHighlighted", .atom(state)), ("shape", .atom(shapeLiteral(model.shape)))])
                    )
                ])
        ]
        if model.pressScale != 1 {
            out.append(.call("scaleEffect", [(nil, .atom("\(state) ? \(number(model.pressScale)) : 1"))]))
        }
        out.append(.call("animation", [(nil, .atom(animationLiteral(model.animation))), ("value", .atom(state))]))
        return out
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
