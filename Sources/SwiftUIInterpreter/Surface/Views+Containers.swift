import Raster
import Style
import SwiftSource
import UI

/// Containers real screens wrap their content in: a scroll proxy, a labelled row, a grouped box, a
/// menu's button. Each draws as iOS draws it at rest.
extension ViewCatalog {
    static let containers: [ViewDeclaration] = [
        ViewDeclaration(
            "ScrollViewReader", ["ScrollViewReader(content: (ScrollViewProxy) -> Content)"],
            "its content, given a proxy whose scrollTo(_:anchor:) changes nothing (a ScrollView shows its top)"
        ) { e, list, at throws(EvaluationError) in
            let closure = try e.contentClosure("ScrollViewReader", &list)
            let proxy = Instance(typeName: "ScrollViewProxy", properties: [:])
            return .view(try e.view(try e.invoke(closure, [.instance(proxy)], at: at), at: at))
        },
        ViewDeclaration(
            "LabeledContent",
            [
                "LabeledContent(_ title: String, value: String)",
                "LabeledContent(_ title: String, content: () -> Content)",
                "LabeledContent(content: () -> Content, label: () -> Label)",
            ],
            "a row: the title at the leading edge, the value or content at the trailing one in the secondary colour"
        ) { e, list, at throws(EvaluationError) in
            var title = try e.controlTitle(&list, of: "LabeledContent")
            var value: ViewNode?
            if let v = list.take("value") {
                value = .text(Evaluator.printed(v.value))
            } else if let c = list.take("content") ?? list.take(nil) {
                value = try e.viewArgument(c)
            }
            if let l = list.take("label") { title = try e.viewArgument(l) }
            guard let title, let value else {
                throw EvaluationError(location: at, message: "LabeledContent needs a title and a value or content")
            }
            return .view(.row(title, trailing: .modified(value, .foregroundColor(.color(.secondary)))))
        },
        ViewDeclaration(
            "GroupBox",
            ["GroupBox(_ title: String, content: () -> Content)", "GroupBox(label: Label, content: () -> Content)"],
            "its label in bold over its content, in a rounded box of the secondary background, 16 points in"
        ) { e, list, at throws(EvaluationError) in
            var label = try e.controlTitle(&list, of: "GroupBox")
            if let l = list.take("label") { label = try e.viewArgument(l) }
            let content = try e.children(try e.contentClosure("GroupBox", &list))
            var rows = content
            if let label { rows.insert(.modified(label, .font(.headline)), at: 0) }
            let stacked = ViewNode.modified(
                .stack(.v, spacing: 8, alignment: .leading, rows),
                .flexibleFrame(
                    FlexibleFrame(
                        minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: nil, alignment: .leading)))
            let padded = ViewNode.modified(
                stacked, .padding(EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)))
            let box = Builtins.systemColors["secondarySystemBackground"] ?? Color.gray.opacity(0.1)
            return .view(
                .modified(
                    padded,
                    .background(
                        .shape(
                            .roundedRectangle(cornerRadius: 8, style: .continuous), .fill(.color(box), innerShadows: [])
                        ),
                        alignment: .center)))
        },
        ViewDeclaration(
            "Menu",
            [
                "Menu(_ title: String, content: () -> Content)", "Menu(_ title: String, systemImage: String, content:)",
                "Menu(content: () -> Content, label: () -> Label)",
            ],
            "its label in the accent colour, pressed like a Button; the menu does not open (a preview shows one screen)"
        ) { e, list, at throws(EvaluationError) in
            var label: ViewNode?
            if let a = list.peek(nil), case .string(let s) = a.value {
                _ = list.take(nil)
                let symbol = try list.take("systemImage").map { a throws(EvaluationError) in
                    try Convert.string(a.value, at: a.location)
                }
                label = try e.titled(s, symbol: symbol, at: at)
            }
            // The items are evaluated, so a mistake in them is reported, and not drawn.
            _ = try e.children(try e.contentClosure("Menu", &list))
            if let l = list.take("label") { label = try e.viewArgument(l) }
            _ = list.take("primaryAction")
            guard let label else { throw EvaluationError(location: at, message: "Menu needs a title or a label") }
            let tinted = ViewNode.modified(label, .foregroundColor(.color(Builtins.colors["accentColor"] ?? .blue)))
            guard e.screen != nil else { return .view(tinted) }
            return .view(.control(ControlNode(kind: .button(action: nil), label: tinted, location: at)))
        },
    ]
}

extension ViewNode {
    /// A form-style row as wide as it is offered: `title` at the leading edge, `trailing` at the
    /// trailing one (a picker's value, a colour well, a link's chevron).
    static func row(_ title: ViewNode, trailing: ViewNode) -> ViewNode {
        let leading = ViewNode.modified(
            title,
            .flexibleFrame(
                FlexibleFrame(minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: nil, alignment: .leading)))
        return .modified(leading, .overlay(trailing, alignment: .trailing))
    }
}
