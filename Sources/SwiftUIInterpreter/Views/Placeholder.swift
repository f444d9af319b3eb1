import Raster
import Style
import SwiftSource
import UI

/// What stands in for a view the interpreter could not make (a type it does not know, code it cannot
/// run): the view's name in small grey type inside a dashed grey outline, as large as its name with a
/// margin, so the screen around it keeps its shape and the user sees where something is missing. The
/// note that goes with it says why (`Evaluator.note`).
enum Placeholder {
    static var color: Color { Builtins.systemColors["secondaryLabel"] ?? .gray }

    /// The dashed outline, inside whatever size it is given.
    static var outline: ViewNode {
        .shape(
            .roundedRectangle(cornerRadius: 6, style: .continuous),
            .styledStroke(.color(color.opacity(0.7)), StrokeStyle(lineWidth: 1, dash: [4, 3]), inside: true))
    }

    /// The placeholder for `name`, written at `location`: as large as its label, or, `filling`, as large
    /// as the frame the code gives it (`.frame(width: 300, height: 120)` around an unknown chart).
    static func view(named name: String, at location: SourceLocation, filling: Bool = false) -> ViewNode {
        let label = ViewNode.modified(
            .modified(
                .modified(.modified(.text(name), .font(.caption)), .foregroundColor(.color(color))), .lineLimit(1)),
            .padding(EdgeInsets(top: 6, leading: 8, bottom: 6, trailing: 8)))
        let drawn =
            filling
            ? ViewNode.stack(.z, spacing: nil, alignment: .center, [outline, label])
            : .modified(label, .background(outline, alignment: .center))
        return .modified(drawn, .source(ViewSource(typeName: name, location: location, isPlaceholder: true)))
    }

    /// Views laid over one another (a ZStack's): the placeholders after the first drawn as their outline
    /// alone, through the modifiers around them (`.frame`, `.padding`).
    static func namingFirst(_ layers: [ViewNode]) -> [ViewNode] {
        var named = false
        return layers.map { layer in
            guard isPlaceholder(layer) else { return layer }
            defer { named = true }
            return named ? unnamed(layer) : layer
        }
    }

    private static func isPlaceholder(_ node: ViewNode) -> Bool {
        switch node {
        case .modified(_, .source(let source)) where source.isPlaceholder: true
        case .modified(let child, _): isPlaceholder(child)
        default: false
        }
    }

    /// A placeholder drawn as its outline alone, through the modifiers around it: behind or over a view
    /// (`.background(Glow())`) or under another placeholder, where its name would print over what is
    /// there (the note names it).
    static func unnamed(_ node: ViewNode) -> ViewNode {
        switch node {
        case .modified(_, .source(let source)) where source.isPlaceholder: .modified(outline, .source(source))
        case .modified(let child, let modifier): .modified(unnamed(child), modifier)
        default: node
        }
    }

    /// An `Image`'s own modifier on the placeholder of an image Neumorph has not got: `.resizable()`
    /// makes it fill what it is offered, as the image would; the others change nothing of it. Nil for
    /// any other view or modifier.
    static func imageModifier(_ name: String, on node: ViewNode) -> ViewNode? {
        guard ["resizable", "renderingMode", "interpolation", "antialiased", "symbolRenderingMode"].contains(name),
            case .modified(_, .source(let source)) = node, source.isPlaceholder
        else { return nil }
        return name == "resizable" ? view(named: source.typeName, at: source.location, filling: true) : node
    }

    /// A frame around a placeholder: the placeholder fills it.
    static func framed(_ node: ViewNode) -> ViewNode {
        guard case .modified(let inner, let frame) = node, frame.isFrame,
            case .modified(_, .source(let source)) = inner, source.isPlaceholder
        else { return node }
        return .modified(view(named: source.typeName, at: source.location, filling: true), frame)
    }

    /// The name a failed expression is shown by: the type or function it calls (`Chart` for
    /// `Chart(data) { … }.padding()`), else the name it reads.
    static func name(of expression: Expression) -> String {
        switch expression.kind {
        case .identifier(let name), .implicitMember(let name): return name
        case .call(let callee, _, _):
            // `base.modifier(…)` is named by its base; `Type.make(…)` and `f(…)` by the call.
            if case .member(let base, _) = callee.kind, !base.isTypeName { return name(of: base) }
            return name(of: callee)
        case .member(let base, let member): return base.isTypeName ? "\(name(of: base)).\(member)" : name(of: base)
        case .subscript(let base, _), .postfix(_, let base): return name(of: base)
        default: return "view"
        }
    }
}

extension Expression {
    /// `Color` in `Color.blue`: a capitalised name.
    fileprivate var isTypeName: Bool {
        if case .identifier(let name) = kind, let first = name.first { return first.isUppercase }
        return false
    }
}

extension ViewModifier {
    fileprivate var isFrame: Bool {
        switch self {
        case .frame, .flexibleFrame: true
        default: false
        }
    }
}
