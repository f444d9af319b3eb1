import Raster
import Style
import SwiftSource

/// One SwiftUI view modifier as Neumorph runs it: the signatures SwiftUI declares, what it does
/// here, and how it wraps the view. The dispatch, the "not supported" message and the docs' table
/// all read these declarations, a file of them per family (`Modifiers+Layout.swift`, …), so a
/// modifier is added in one place.
struct ModifierDeclaration: Sendable {
    typealias Apply = @Sendable (Evaluator, inout ModifierCall) throws(EvaluationError) -> ViewNode

    let name: String
    /// SwiftUI's declarations, as its documentation writes them.
    let signatures: [String]
    /// What it does in Neumorph, in a phrase (the docs' table).
    let summary: String
    let apply: Apply
    /// Accepted and left out of the picture (what VoiceOver reads, a presentation not up at rest): a note
    /// says so where it is used, and `neumorph check` counts it apart from what is drawn.
    let drawsNothing: Bool

    init(
        _ name: String, _ signatures: [String], _ summary: String, drawsNothing: Bool = false,
        _ apply: @escaping Apply
    ) {
        self.name = name
        self.signatures = signatures
        self.summary = summary
        self.drawsNothing = drawsNothing
        self.apply = apply
    }
}

extension ModifierDeclaration {
    /// Modifiers accepted and left out of the picture, each noted where it is used: a name, one
    /// signature and what it would do elsewhere.
    static func drawingNothing(_ entries: [(name: String, signature: String, summary: String)]) -> [Self] {
        entries.map { name, signature, summary in
            ModifierDeclaration(name, [signature], summary, drawsNothing: true) { e, call throws(EvaluationError) in
                e.noteIgnored(call.name, at: call.at)
                return call.node
            }
        }
    }
}

/// The families of the surface, in the order the docs and messages list them.
enum SurfaceFamily: String, CaseIterable, Sendable {
    case shapes, layout, effects, text, controls, gestures, environment, navigation, accessibility

    var title: String {
        switch self {
        case .shapes: "Shapes and paths"
        case .layout: "Geometry and layout"
        case .effects: "Effects"
        case .text: "Type"
        case .controls: "Controls"
        case .gestures: "Interaction"
        case .environment: "Environment"
        case .navigation: "Navigation and presentation"
        case .accessibility: "Accessibility and previews (draw nothing)"
        }
    }
}

/// A modifier being applied: the view so far, its arguments, and where it was written.
struct ModifierCall {
    let name: String
    let node: ViewNode
    var list: ArgumentList
    let at: SourceLocation

    /// The view wrapped in `modifier`, once every argument has been taken. Work out the modifier
    /// first: `call.wrap(.x(try take(&call.list)))` would read the arguments before they are taken.
    func wrap(_ modifier: ViewModifier) throws(EvaluationError) -> ViewNode {
        try list.finish()
        return .modified(node, modifier)
    }

    /// The view unchanged, once every argument has been taken (a modifier that changes nothing here).
    func unchanged() throws(EvaluationError) -> ViewNode {
        try list.finish()
        return node
    }

    /// A length argument by label, if given.
    mutating func length(_ label: String?, _ what: String) throws(EvaluationError) -> Double? {
        // `frame(width: nil)`: SwiftUI's optional lengths take nil as not given.
        guard let a = list.take(label), !a.value.isNil else { return nil }
        return try Convert.length(a.value, at: a.location, what)
    }

    /// A number argument by label, if given.
    mutating func number(_ label: String?) throws(EvaluationError) -> Double? {
        guard let a = list.take(label) else { return nil }
        return try Convert.number(a.value, at: a.location)
    }

    mutating func bool(_ label: String?) throws(EvaluationError) -> Bool? {
        guard let a = list.take(label) else { return nil }
        return try Convert.bool(a.value, at: a.location)
    }

    /// Arguments SwiftUI takes that change nothing Neumorph draws (`antialiased:`, `opaque:`).
    mutating func skip(_ labels: String?...) {
        for label in labels { _ = list.take(label) }
    }
}

/// Every declared modifier, by family and by name.
enum ModifierCatalog {
    /// A shape's own methods (`fill`, `stroke`, `trim`) are `MethodCatalog.shapes`; no view modifier
    /// is a shape's alone.
    static let shapes: [ModifierDeclaration] = []

    static let families: [(SurfaceFamily, [ModifierDeclaration])] = [
        (.shapes, shapes), (.layout, layout), (.effects, effects), (.text, text), (.controls, controls),
        (.gestures, gestures), (.environment, environment), (.navigation, navigation + presentations + lists),
        (.accessibility, accessibility),
    ]

    static let byName: [String: ModifierDeclaration] = {
        var all: [String: ModifierDeclaration] = [:]
        for (_, declarations) in families {
            for declaration in declarations { all[declaration.name] = declaration }
        }
        return all
    }()

    /// The names, for the message that says what is supported.
    static var names: [String] { families.flatMap { $0.1.map(\.name) } }

    /// The message for a modifier no declaration has.
    static func unsupported(_ name: String) -> String {
        var lines = ["`.\(name)` is not supported; supported modifiers:"]
        for (family, declarations) in families where !declarations.isEmpty {
            lines.append("  \(family.rawValue): " + declarations.map { "." + $0.name }.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    /// The docs' table of the surface: docs/swiftui-surface.md is this (`SurfaceTests` holds it to it).
    static func markdown() -> String {
        var out = "# The SwiftUI surface\n\n"
        out += "Every view, modifier and method Neumorph's interpreter runs, by family: SwiftUI's declaration and "
        out += "what it does here. Generated from the declarations in `Sources/SwiftUIInterpreter/Surface/` "
        out +=
            "and kept true by a test (`NEUMORPH_RECORD_GOLDENS=1 swift test --filter SurfaceTests` writes it again); "
        out += "a name that is not here is an error that lists the modifiers that are.\n"
        out += "\n## Views\n\n"
        for (family, views) in ViewCatalog.families where !views.isEmpty {
            out += "\n### \(family.title)\n\n| view | SwiftUI | here |\n|---|---|---|\n"
            for v in views { out += row(v.name, v.signatures, v.summary) }
        }
        out += "\n## Modifiers\n"
        for (family, declarations) in families where !declarations.isEmpty {
            out += "\n### \(family.title)\n\n| modifier | SwiftUI | here |\n|---|---|---|\n"
            for d in declarations { out += row("." + d.name, d.signatures, d.summary) }
        }
        out += "\n## Methods of values\n\n| method | SwiftUI | here |\n|---|---|---|\n"
        for m in MethodCatalog.all { out += row("." + m.name, m.signatures, m.summary) }
        return out
    }

    private static func row(_ name: String, _ signatures: [String], _ summary: String) -> String {
        let escaped = signatures.map { "`" + $0.replacingOccurrences(of: "|", with: "\\|") + "`" }
        return
            "| `\(name)` | \(escaped.joined(separator: "<br>")) | \(summary.replacingOccurrences(of: "|", with: "\\|")) |\n"
    }
}

extension Evaluator {
    /// `view.name(…)`: the declared modifier applied, or an error listing the supported ones.
    func modify(_ node: ViewNode, _ name: String, _ list: ArgumentList, at: SourceLocation) throws(EvaluationError)
        -> ViewNode
    {
        guard let declaration = ModifierCatalog.byName[name] else {
            throw EvaluationError(location: at, message: ModifierCatalog.unsupported(name))
        }
        var call = ModifierCall(name: name, node: node, list: list, at: at)
        return try declaration.apply(self, &call)
    }
}
