import Raster
import Style
import SwiftSource

/// One SwiftUI view or value type that is made by calling it (`Circle()`, `Path { … }`, `Slider(value:)`),
/// declared as modifiers are. The older views' code is still the one switch in `construct(builtin:)`
/// (`apply` nil); a declaration with its own `apply` is dispatched here first.
struct ViewDeclaration: Sendable {
    typealias Apply = @Sendable (Evaluator, inout ArgumentList, SourceLocation) throws(EvaluationError) -> Value

    let name: String
    let signatures: [String]
    let summary: String
    let apply: Apply?

    init(_ name: String, _ signatures: [String], _ summary: String, _ apply: Apply? = nil) {
        self.name = name
        self.signatures = signatures
        self.summary = summary
        self.apply = apply
    }
}

enum ViewCatalog {
    static let families: [(SurfaceFamily, [ViewDeclaration])] = [
        (.shapes, shapes), (.layout, layout), (.effects, effects + gradients), (.text, text),
        (.controls, controls + textFields + standardControls),
        (.gestures, gestures), (.navigation, navigation),
    ]

    static let byName: [String: ViewDeclaration] = {
        var all: [String: ViewDeclaration] = [:]
        for (_, declarations) in families {
            for d in declarations { all[d.name] = d }
        }
        return all
    }()

    static var names: [String] { families.flatMap { $0.1.map(\.name) } }
}

extension Evaluator {
    /// A declared view's own initialiser, nil when the view is one `construct(builtin:)` makes.
    func constructDeclared(_ type: String, _ arguments: [EvaluatedArgument], at: SourceLocation)
        throws(EvaluationError) -> Value?
    {
        guard let apply = ViewCatalog.byName[type]?.apply else { return nil }
        var list = ArgumentList(arguments, callee: type, at: at)
        let value = try apply(self, &list, at)
        try list.finish()
        return value
    }
}
