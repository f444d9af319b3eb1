import Style
import SwiftSource

/// Font values written in a file: `.body`, `.system(size:weight:design:)`, `.system(.title, design:
/// .rounded, weight: .bold)`, `.custom("Name", size:)`, and Font's own methods (`.bold()`,
/// `.italic()`, `.weight(_:)`, `.monospaced()`, `.monospacedDigit()`, `.leading(_:)`).
extension Evaluator {
    /// Font's methods, each returning a Font.
    static let fontMethods: Set<String> = [
        "bold", "italic", "weight", "monospaced", "monospacedDigit", "leading", "smallCaps", "lowercaseSmallCaps",
        "uppercaseSmallCaps", "width",
    ]

    func font(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> Font {
        switch value {
        case .font(let f): return f
        case .implicitMember(let name, let at):
            return try Builtins.member(name, in: Builtins.fonts, isNot: "a font", at: at)
        case .implicitCall("system", let arguments, let at): return try systemFont(arguments, at: at)
        case .implicitCall("custom", let arguments, let at): return try customFont(arguments, at: at)
        default:
            throw EvaluationError(location: location, message: "expected a Font, got \(value.kindName)")
        }
    }

    /// `.weight(.heavy)`, `.fontWeight(.light)`: one of SwiftUI's nine weights.
    func fontWeight(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> Font.Weight {
        guard case .implicitMember(let name, let at) = value else {
            throw EvaluationError(location: location, message: "expected a Font.Weight, got \(value.kindName)")
        }
        return try Builtins.member(name, in: Builtins.fontWeights, isNot: "a font weight", at: at)
    }

    /// `.rounded`, `.monospaced`, `.serif`, `.default`.
    func fontDesign(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> Font.Design {
        guard case .implicitMember(let name, let at) = value else {
            throw EvaluationError(location: location, message: "expected a Font.Design, got \(value.kindName)")
        }
        return try Builtins.member(name, in: Builtins.fontDesigns, isNot: "a font design", at: at)
    }

    /// `.system(size:weight:design:)` and `.system(_:design:weight:)`; a nil design or weight (both
    /// optional in SwiftUI) keeps the default.
    private func systemFont(_ arguments: [EvaluatedArgument], at: SourceLocation) throws(EvaluationError) -> Font {
        var list = ArgumentList(arguments, callee: ".system", at: at)
        var font: Font
        if let style = list.take(nil) {
            guard case .implicitMember(let name, let location) = style.value else {
                throw EvaluationError(
                    location: style.location,
                    message: "expected a text style such as .body, got \(style.value.kindName)"
                )
            }
            font = .system(try Builtins.member(name, in: Builtins.textStyles, isNot: "a text style", at: location))
        } else {
            let size = try Convert.length(try list.required("size").value, at: at, "font size")
            guard size > 0 else { throw EvaluationError(location: at, message: "a font size must be positive") }
            font = Font(size: size)
        }
        if let w = list.take("weight"), !w.value.isNil { font.weight = try fontWeight(w.value, at: w.location) }
        if let d = list.take("design"), !d.value.isNil { font.design = try fontDesign(d.value, at: d.location) }
        try list.finish()
        return font
    }

    /// `.custom(_:size:)` (scaled with Dynamic Type as `.body` is), `.custom(_:size:relativeTo:)` (as that
    /// style is) and `.custom(_:fixedSize:)` (never scaled).
    private func customFont(_ arguments: [EvaluatedArgument], at: SourceLocation) throws(EvaluationError) -> Font {
        var list = ArgumentList(arguments, callee: ".custom", at: at)
        let name = try list.required(nil)
        let size: EvaluatedArgument
        var relativeTo: Font.TextStyle? = .body
        if let fixed = list.take("fixedSize") {
            size = fixed
            relativeTo = nil
        } else {
            size = try list.required("size")
            if let style = list.take("relativeTo") {
                guard case .implicitMember(let styleName, let location) = style.value else {
                    throw EvaluationError(
                        location: style.location,
                        message: "expected a text style such as .body, got \(style.value.kindName)")
                }
                relativeTo = try Builtins.member(
                    styleName, in: Builtins.textStyles, isNot: "a text style", at: location)
            }
        }
        try list.finish()
        let points = try Convert.length(size.value, at: size.location, "font size")
        guard points > 0 else {
            throw EvaluationError(location: size.location, message: "a font size must be positive")
        }
        return .custom(try Convert.string(name.value, at: name.location), size: points, relativeTo: relativeTo)
    }

    /// A method of Font (`.title.bold()`, `font.italic()`), or nil when `receiver` is no font or
    /// `name` no method of Font.
    func fontMethod(_ name: String, on receiver: Value, _ arguments: [EvaluatedArgument], at: SourceLocation)
        throws(EvaluationError) -> Font?
    {
        guard Self.fontMethods.contains(name) else { return nil }
        let base: Font
        switch receiver {
        case .font(let f): base = f
        case .implicitMember(let member, _) where Builtins.fonts[member] != nil: base = try font(receiver, at: at)
        case .implicitCall("system", _, _), .implicitCall("custom", _, _): base = try font(receiver, at: at)
        default: return nil
        }
        var list = ArgumentList(arguments, callee: ".\(name)", at: at)
        let font: Font
        switch name {
        case "weight":
            let w = try list.required(nil)
            font = base.weight(try fontWeight(w.value, at: w.location))
        case "bold": font = base.bold()
        case "italic": font = base.italic()
        case "monospaced": font = base.monospaced()
        case "monospacedDigit": font = base.monospacedDigit()
        case "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps", "width":
            // Small capitals and condensed or expanded widths are OpenType features and faces the bundled
            // fonts are drawn without: the letters keep their ordinary shapes, the font its size and weight.
            _ = list.take(nil)
            noteIgnored(".\(name)", at: at, message: "Font.\(name) draws the ordinary letters here")
            font = base
        default:
            // `.leading(.tight)`: line spacing, and text here is one line, so there is none to change.
            let leading = try list.required(nil)
            guard case .implicitMember(let l, _) = leading.value, ["standard", "tight", "loose"].contains(l) else {
                throw EvaluationError(
                    location: leading.location, message: "the leading must be .standard, .tight or .loose")
            }
            font = base
        }
        try list.finish()
        return font
    }
}
