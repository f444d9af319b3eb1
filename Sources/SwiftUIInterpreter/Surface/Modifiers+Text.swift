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
        fontChange("italic", ["italic(_ isActive: Bool = true)"], "the text inside in italic (Inter's own italics)") {
            _, call throws(EvaluationError) in
            .italic(try call.bool(nil) ?? true)
        },
        fontChange(
            "fontDesign", ["fontDesign(_ design: Font.Design?)"],
            "the text inside in .rounded (Quicksand), .monospaced or .serif (DejaVu)"
        ) {
            e, call throws(EvaluationError) in
            let d = try call.list.required(nil)
            return .design(try e.fontDesign(d.value, at: d.location))
        },
        fontChange(
            "strikethrough",
            ["strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)"],
            "a line through each line of the text inside, in its colour or the one given (drawn solid)"
        ) { e, call throws(EvaluationError) in try e.textDecoration(.strikethrough, &call) },
        fontChange(
            "underline",
            ["underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)"],
            "a line under each line of the text inside, in its colour or the one given (drawn solid)"
        ) { e, call throws(EvaluationError) in try e.textDecoration(.underline, &call) },
        fontChange("monospaced", ["monospaced(_ isActive: Bool = true)"], "fontDesign(.monospaced)") {
            _, call throws(EvaluationError) in
            (try call.bool(nil) ?? true) ? .design(.monospaced) : .design(.default)
        },
        fontChange("monospacedDigit", ["monospacedDigit()"], "digits in cells of one width, so counters do not jiggle")
        {
            _, _ throws(EvaluationError) in .monospacedDigit
        },
        fontChange("kerning", ["kerning(_ kerning: CGFloat)"], "this many points more after every character") {
            _, call throws(EvaluationError) in
            let k = try call.list.required(nil)
            return .kerning(try Convert.length(k.value, at: k.location, "the kerning"))
        },
        fontChange("tracking", ["tracking(_ tracking: CGFloat)"], "this many points more between characters") {
            _, call throws(EvaluationError) in
            let t = try call.list.required(nil)
            return .tracking(try Convert.length(t.value, at: t.location, "the tracking"))
        },
        ModifierDeclaration(
            "foregroundColor", ["foregroundColor(_ color: Color?)"],
            "the colour of text, symbols and shapes filled without a style inside"
        ) { e, call throws(EvaluationError) in try e.foreground(&call) },
        ModifierDeclaration(
            "foregroundStyle", ["foregroundStyle(_ style: S)", "foregroundStyle(_ primary: S1, _ secondary: S2)"],
            "foregroundColor with any shape style: a gradient spans the text's or symbol's own box; a symbol's other layers take the first style too"
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
            "lineLimit", ["lineLimit(_ number: Int?)", "lineLimit(_ limit: ClosedRange<Int>)"],
            "text inside wraps at spaces to the width it is offered, in at most this many lines (the last ends in …)"
        ) { _, call throws(EvaluationError) in
            let a = try call.list.required(nil)
            call.skip("reservesSpace")
            var limit: Int?
            switch a.value {
            case .void: limit = nil
            case .range(_, let upper, let closed):
                let n = try Convert.integer(upper, at: a.location)
                limit = closed ? n : n - 1
            default: limit = try Convert.integer(a.value, at: a.location)
            }
            if let limit, limit < 1 {
                throw EvaluationError(location: a.location, message: "lineLimit must be at least 1, got \(limit)")
            }
            return try call.wrap(.lineLimit(limit))
        },
        ModifierDeclaration(
            "minimumScaleFactor", ["minimumScaleFactor(_ factor: CGFloat)"],
            "text that would be cut short at its line limit is drawn smaller first, down to this share of its size"
        ) { _, call throws(EvaluationError) in
            let a = try call.list.required(nil)
            let factor = try Convert.number(a.value, at: a.location)
            guard factor.isFinite, factor > 0, factor <= 1 else {
                throw EvaluationError(
                    location: a.location, message: "minimumScaleFactor is more than 0 and at most 1, got \(factor)")
            }
            return try call.wrap(.minimumScaleFactor(factor))
        },
        ModifierDeclaration(
            "truncationMode", ["truncationMode(_ mode: Text.TruncationMode)"],
            "where a cut line loses its characters: .tail (the default), .head or .middle (one line)"
        ) { _, call throws(EvaluationError) in
            let a = try call.list.required(nil)
            guard case .implicitMember(let name, _) = a.value, let mode = TruncationMode(rawValue: name) else {
                throw EvaluationError(location: a.location, message: "the truncation mode is .head, .middle or .tail")
            }
            return try call.wrap(.truncationMode(mode))
        },
        ModifierDeclaration(
            "multilineTextAlignment", ["multilineTextAlignment(_ alignment: TextAlignment)"],
            "how the lines of wrapped text sit: .leading (SwiftUI's default), .center or .trailing; the text inside wraps to the width offered"
        ) { _, call throws(EvaluationError) in
            let a = try call.list.required(nil)
            guard case .implicitMember(let name, _) = a.value,
                let alignment = ["leading": TextWrapping.Alignment.leading, "center": .center, "trailing": .trailing][
                    name]
            else {
                throw EvaluationError(
                    location: a.location, message: "multilineTextAlignment takes .leading, .center or .trailing")
            }
            return try call.wrap(.multilineTextAlignment(alignment))
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
            "symbolVariant", ["symbolVariant(_ variant: SymbolVariants)"],
            "each symbol inside in that variant where the symbols have it (`.fill`, `.circle`, `.square`)"
        ) { _, call throws(EvaluationError) in
            let variant = try call.list.required(nil)
            guard let name = variant.value.memberName, SymbolVariant.names.contains(name) else {
                throw EvaluationError(
                    location: variant.location, message: "the symbol variant is .fill, .circle, .square or .none")
            }
            let node = call.node.symbolVariant(name)
            try call.list.finish()
            return node
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

extension ModifierCatalog {
    /// A modifier that changes the font of the text inside, whatever font that is.
    fileprivate static func fontChange(
        _ name: String, _ signatures: [String], _ summary: String,
        _ change: @escaping @Sendable (Evaluator, inout ModifierCall) throws(EvaluationError) -> FontChange
    ) -> ModifierDeclaration {
        ModifierDeclaration(name, signatures, summary) { e, call throws(EvaluationError) in
            let made = try change(e, &call)
            return try call.wrap(.fontChange(made))
        }
    }
}

extension Evaluator {
    /// `.strikethrough(isActive, pattern:, color:)` or `.underline(…)`: dashed and dotted patterns are drawn
    /// solid.
    fileprivate func textDecoration(_ kind: TextDecoration.Kind, _ call: inout ModifierCall) throws(EvaluationError)
        -> FontChange
    {
        let isActive = try call.bool(nil) ?? true
        call.skip("pattern")
        let color = try call.list.take("color").flatMap { a throws(EvaluationError) -> Color? in
            if case .void = a.value { return nil }
            return try self.color(a.value, at: a.location)
        }
        return .decoration(TextDecoration(kind: kind, isActive: isActive, color: color))
    }

    fileprivate func foreground(_ call: inout ModifierCall) throws(EvaluationError) -> ViewNode {
        let style = try call.list.required(nil)
        // `.foregroundStyle(.primary, .secondary)`: the second and third levels colour a symbol's other
        // layers, which are drawn in the first here.
        _ = call.list.takeAll(nil)
        if case .void = style.value { return try call.wrap(.foregroundColor(nil)) }
        // `.foregroundStyle(.secondary)` is a level of the style around it (white at half opacity on a
        // card whose text is white); `.foregroundColor(.secondary)` is the fixed grey.
        if call.name == "foregroundStyle", case .implicitMember(let name, _) = style.value,
            let level = Fill.hierarchicalLevels[name]
        {
            return level == 0 ? try call.unchanged() : try call.wrap(.foregroundLevel(level))
        }
        // A style's drop shadows fall from what it colours, as `.shadow` on the view casts them.
        let styled = try shapeStyle(style.value, at: style.location)
        return Self.casting(styled.dropShadows, from: try call.wrap(.foregroundColor(styled.fill)))
    }
}
