import Raster
import Style
import SwiftSource
import UI

/// `base.name(…)` where `base` is a value SwiftUI gives methods (`Color.opacity`, `Shape.fill`,
/// `Path.addLine`) or a view, which the declared modifier wraps (`Surface/`).
extension Evaluator {
    /// Whether a call is a declared method or modifier; throws, listing the supported modifiers, for
    /// anything else.
    func isDeclared(_ name: String) -> Bool {
        MethodCatalog.declares(name) || ModifierCatalog.byName[name] != nil
    }

    func apply(_ name: String, _ arguments: [EvaluatedArgument], to base: Value, at: SourceLocation)
        throws(EvaluationError) -> Value
    {
        if let result = try declaredMethod(name, on: base, arguments, at: at) { return result.value }
        return .view(try modifiedView(name, arguments, base, at: at))
    }

    /// `base` as a view, wrapped by the modifier. An environment modifier (`.environment`,
    /// `.disabled`, `.preferredColorScheme`) is in force while the view inside is built, so the views
    /// in it read what it sets.
    func modifiedView(_ name: String, _ arguments: [EvaluatedArgument], _ base: Value, at: SourceLocation)
        throws(EvaluationError) -> ViewNode
    {
        let list = ArgumentList(localizedTitles(arguments, of: name), callee: ".\(name)", at: at)
        if MethodCatalog.declares(name), ModifierCatalog.byName[name] == nil {
            let receivers = Set(MethodCatalog.byName[name, default: []].map(\.receiver)).sorted()
            throw EvaluationError(
                location: at,
                message:
                    ".\(name) applies to \(receivers.map { "a " + $0 }.joined(separator: " or ")), not to \(base.kindName)"
            )
        }
        guard let overrides = try environmentOverrides(name, arguments) else {
            return Placeholder.framed(try modify(try view(base, at: at), name, list, at: at))
        }
        let node = try withEnvironment(overrides) { () throws(EvaluationError) -> ViewNode in try view(base, at: at) }
        return try modify(node, name, list, at: at)
    }
}

/// Names a view for messages.
enum ViewDescription {
    static func of(_ node: ViewNode) -> String {
        switch node {
        case .empty: "an empty view"
        case .label: "the label"
        case .text, .styledText: "a Text"
        case .image: "an Image"
        case .shape: "a shape that is already filled or stroked"
        case .paint: "a colour"
        case .stack: "a stack"
        case .modified: "a modified view"
        case .spacer: "a Spacer"
        case .control: "a control"
        case .asset: "an Image"
        case .divider: "a Divider"
        case .geometry: "a GeometryReader"
        case .grid: "a grid"
        case .alignedGrid: "a Grid"
        case .customLayout(let layout): "a \(layout.instance.typeName)"
        case .list(let list): list.typeName == "List" ? "a List" : "a \(list.typeName)"
        }
    }
}
