import Raster
import Style
import SwiftSource

/// Type and colour of the content: fonts, weights, the foreground.
extension ModifierCatalog {
    static let text: [ModifierDeclaration] = [
        ModifierDeclaration("font", ["font(_ font: Font?)"], "the font of the text inside (the symbols' size too)") {
            e, call throws(EvaluationError) in
            let f = try call.list.required(nil)
            return try call.wrap(.font(try e.font(f.value, at: f.location)))
        },
        ModifierDeclaration(
            "fontWeight", ["fontWeight(_ weight: Font.Weight?)"], "the weight of the text inside, whatever its font"
        ) { e, call throws(EvaluationError) in
            let w = try call.list.required(nil)
            if case .void = w.value { return try call.unchanged() }
            return try call.wrap(.fontWeight(try e.fontWeight(w.value, at: w.location)))
        },
        ModifierDeclaration("bold", ["bold(_ isActive: Bool = true)"], "fontWeight(.bold)") {
            _, call throws(EvaluationError) in
            let active = try call.bool(nil)
            return active == false ? try call.unchanged() : try call.wrap(.fontWeight(.bold))
        },
        ModifierDeclaration(
            "foregroundColor", ["foregroundColor(_ color: Color?)"],
            "the colour of text, symbols and shapes filled without a style inside"
        ) { e, call throws(EvaluationError) in try e.foreground(&call) },
        ModifierDeclaration(
            "foregroundStyle", ["foregroundStyle(_ style: S)"], "foregroundColor with any shape style (a gradient too)"
        ) { e, call throws(EvaluationError) in try e.foreground(&call) },
        ModifierDeclaration(
            "textCase", ["textCase(_ textCase: Text.Case?)"], "the text inside in upper or lower case"
        ) { _, call throws(EvaluationError) in
            let c = try call.list.required(nil)
            switch c.value {
            case .void: return try call.wrap(.textCase(nil))
            case .implicitMember("uppercase", _): return try call.wrap(.textCase(true))
            case .implicitMember("lowercase", _): return try call.wrap(.textCase(false))
            default:
                throw EvaluationError(location: c.location, message: "the text case is .uppercase, .lowercase or nil")
            }
        },
        ModifierDeclaration(
            "lineLimit", ["lineLimit(_ number: Int?)"],
            "text is drawn on one line here, so any limit holds; longer text runs past its frame"
        ) { _, call throws(EvaluationError) in
            call.skip(nil, "reservesSpace")
            return try call.unchanged()
        },
        ModifierDeclaration(
            "multilineTextAlignment", ["multilineTextAlignment(_ alignment: TextAlignment)"],
            "aligns the lines of wrapped text; text is one line here, placed by its frame"
        ) { _, call throws(EvaluationError) in
            call.skip(nil)
            return try call.unchanged()
        },
        ModifierDeclaration(
            "imageScale", ["imageScale(_ scale: Image.Scale)"],
            "symbols inside drawn small (0.75), medium or large (1.25)"
        ) { _, call throws(EvaluationError) in
            let s = try call.list.required(nil)
            guard case .implicitMember(let name, _) = s.value,
                let scale = ["small": 0.75, "medium": 1.0, "large": 1.25][name]
            else {
                throw EvaluationError(location: s.location, message: "the image scale is .small, .medium or .large")
            }
            return try call.wrap(.imageScale(scale))
        },
        ModifierDeclaration(
            "symbolRenderingMode", ["symbolRenderingMode(_ mode: SymbolRenderingMode?)"],
            "our symbols have one layer, so every mode draws them in the foreground colour"
        ) { _, call throws(EvaluationError) in
            call.skip(nil)
            return try call.unchanged()
        },
    ]
}

extension Evaluator {
    fileprivate func foreground(_ call: inout ModifierCall) throws(EvaluationError) -> ViewNode {
        let style = try call.list.required(nil)
        if case .void = style.value { return try call.wrap(.foregroundColor(nil)) }
        return try call.wrap(.foregroundColor(try shapeStyle(style.value, at: style.location).fill))
    }

    /// `.semibold`, `Font.Weight.bold`.
    func fontWeight(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> Font.Weight {
        guard case .implicitMember(let name, _) = value, let weight = Builtins.fontWeights[name] else {
            throw EvaluationError(
                location: location,
                message: "the weight must be one of "
                    + Builtins.fontWeights.keys.sorted().map { "." + $0 }.joined(separator: ", "))
        }
        return weight
    }
}
