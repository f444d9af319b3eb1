import Raster
import Style
import SwiftSource

/// One SwiftUI view or value type that is made by calling it (`Circle()`, `Path { … }`, `Slider(value:)`),
/// declared as modifiers are: its signatures and what it does (the docs' table), and `apply`, which
/// makes it from the arguments (`construct(builtin:)` dispatches by name).
struct ViewDeclaration: Sendable {
    typealias Apply = @Sendable (Evaluator, inout ArgumentList, SourceLocation) throws(EvaluationError) -> Value

    let name: String
    let signatures: [String]
    let summary: String
    let apply: Apply

    init(_ name: String, _ signatures: [String], _ summary: String, _ apply: @escaping Apply) {
        self.name = name
        self.signatures = signatures
        self.summary = summary
        self.apply = apply
    }
}

enum ViewCatalog {
    static let families: [(SurfaceFamily, [ViewDeclaration])] = [
        (.shapes, shapes), (.layout, layout + containers), (.effects, effects + gradients), (.text, text),
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
