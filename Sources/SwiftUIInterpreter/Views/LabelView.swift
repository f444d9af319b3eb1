import SwiftSource

/// `Label(_:systemImage:)` (and `Button(_:systemImage:)`, which SwiftUI labels the same way): the
/// icon beside the title, marked so a `.labelStyle` around it can find it and draw it its way. The
/// innermost `.labelStyle` wins, as SwiftUI's environment has it: a label it styled is marked styled.
enum LabelView {
    private static let unstyled = ViewModifier.controlStyle(.label, .system("unstyled"))
    private static let styled = ViewModifier.controlStyle(.label, .system("styled"))

    static func make(icon: ViewNode, title: ViewNode) -> ViewNode {
        .modified(.stack(.h, spacing: nil, alignment: .center, [icon, title]), unstyled)
    }

    /// The icon and title of a label not styled yet.
    static func parts(_ node: ViewNode) -> (icon: ViewNode, title: ViewNode)? {
        guard
            case .modified(.stack(.h, _, _, let children), .controlStyle(.label, .system("unstyled"))) = node.unmarked,
            children.count == 2
        else { return nil }
        return (children[0], children[1])
    }

    static func mark(_ node: ViewNode) -> ViewNode { .modified(node, styled) }
}

extension Evaluator {
    /// `.labelStyle(style)`: every unstyled Label inside drawn in the style.
    func restyleLabels(_ node: ViewNode, _ style: StyleChoice, at location: SourceLocation) throws(EvaluationError)
        -> ViewNode
    {
        if let (icon, title) = LabelView.parts(node) {
            switch style {
            case .system("titleOnly"): return LabelView.mark(title)
            case .system("iconOnly"): return LabelView.mark(icon)
            case .system: return LabelView.mark(.stack(.h, spacing: nil, alignment: .center, [icon, title]))
            case .instance(let instance):
                return LabelView.mark(try labelBody(of: instance, icon: icon, title: title, at: location))
            }
        }
        switch node {
        case .stack(let kind, let spacing, let alignment, let children):
            var restyled: [ViewNode] = []
            for child in children { restyled.append(try restyleLabels(child, style, at: location)) }
            return .stack(kind, spacing: spacing, alignment: alignment, restyled)
        case .modified(let child, let modifier):
            let inner = try restyleLabels(child, style, at: location)
            switch modifier {
            case .background(let other, let alignment):
                return .modified(
                    inner, .background(try restyleLabels(other, style, at: location), alignment: alignment))
            case .overlay(let other, let alignment):
                return .modified(inner, .overlay(try restyleLabels(other, style, at: location), alignment: alignment))
            default:
                return .modified(inner, modifier)
            }
        case .control(var control):
            control.label = try restyleLabels(control.label, style, at: location)
            return .control(control)
        default:
            return node
        }
    }

    /// A `LabelStyle`'s `makeBody(configuration:)` with the label's icon and title.
    private func labelBody(of instance: Instance, icon: ViewNode, title: ViewNode, at location: SourceLocation)
        throws(EvaluationError) -> ViewNode
    {
        try makeBody(
            of: instance, ConfigurationValue(isPressed: false, isOn: nil, labelParts: (icon: icon, title: title)),
            at: location)
    }
}
