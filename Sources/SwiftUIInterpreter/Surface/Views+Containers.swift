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
                + " (under the title at the accessibility text sizes)"
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
            let content = ViewNode.modified(value, .foregroundColor(.color(.secondary)))
            // At the accessibility text sizes iOS puts the value under its title, as a value cell does.
            if e.dynamicTypeSize.isAccessibilitySize {
                return .view(.stack(.v, spacing: 4, alignment: .leading, [title, content]))
            }
            return .view(.labeledRow(title, content: content))
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
            "a Button of its label, drawn by the button style around it; the menu does not open (a preview shows one screen)"
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
            return .view(e.accentButton(label, at: at))
        },
        ViewDeclaration(
            "PhotosPicker",
            [
                "PhotosPicker(selection: Binding<PhotosPickerItem?>, matching: PHPickerFilter? = nil, label: () -> Label)",
                "PhotosPicker(_ title: String, selection: Binding<PhotosPickerItem?>, matching: PHPickerFilter? = nil)",
            ],
            "a Button of its label, drawn by the button style around it (the photo library does not open in a preview)"
        ) { e, list, at throws(EvaluationError) in
            let title = try e.controlTitle(&list, of: "PhotosPicker")
            for label in [
                "selection", "maxSelectionCount", "selectionBehavior", "matching", "preferredItemEncoding",
                "photoLibrary",
            ] {
                _ = list.take(label)
            }
            let label: ViewNode
            if let title { label = title } else { label = try e.viewArgument(try list.required(nil, or: "label")) }
            return .view(e.accentButton(label, at: at))
        },
        ViewDeclaration(
            "DisclosureGroup",
            [
                "DisclosureGroup(_ title: String, isExpanded: Binding<Bool>? = nil, content: () -> Content)",
                "DisclosureGroup(isExpanded: Binding<Bool>? = nil, content: () -> Content, label: () -> Label)",
            ],
            "its label with a chevron at the trailing edge in the accent colour; its content below while isExpanded "
                + "is true (collapsed without a binding, as it starts)"
        ) { e, list, at throws(EvaluationError) in
            var label = try e.controlTitle(&list, of: "DisclosureGroup")
            var expanded = false
            if let binding = list.take("isExpanded") {
                guard let key = e.bindingKey(binding.value, at: binding.location) else {
                    throw EvaluationError(
                        location: binding.location, message: "isExpanded: takes a binding: $name or .constant(true)")
                }
                expanded = (try? Convert.bool(e.bound(.binding(key)), at: binding.location)) ?? false
            }
            let content = try e.children(try e.contentClosure("DisclosureGroup", &list))
            if let l = list.take("label") { label = try e.viewArgument(l) }
            guard let label else {
                throw EvaluationError(location: at, message: "DisclosureGroup needs a title or a label")
            }
            let chevron = ViewNode.modified(
                .modified(
                    .image(SystemImage(named: expanded ? "chevron.down" : "chevron.right")), .font(.footnote.bold())),
                .foregroundColor(.color(e.accentColor)))
            let header = ViewNode.row(label, trailing: chevron)
            guard expanded else { return .view(header) }
            return .view(.stack(.v, spacing: 8, alignment: .leading, [header] + content))
        },
        ViewDeclaration(
            "Gauge",
            [
                "Gauge(value: V, in bounds: ClosedRange<V> = 0...1, label: () -> Label, currentValueLabel: () -> CurrentValueLabel, minimumValueLabel: () -> BoundsLabel, maximumValueLabel: () -> BoundsLabel)"
            ],
            "iOS's linear capacity gauge: the label over a bar filled to the value in the accent colour, the bounds at "
                + "its ends, the current value under it; .gaugeStyle(.accessoryCircularCapacity) a ring, "
                + ".accessoryCircular an open arc with a marker"
        ) { e, list, at throws(EvaluationError) in
            let value = try list.required("value")
            var low = 0.0
            var high = 1.0
            if let bounds = list.take("in") {
                guard case .range(let a, let b, _) = bounds.value else {
                    throw EvaluationError(location: bounds.location, message: "Gauge's in: takes a range: 0...100")
                }
                low = try Convert.number(a, at: bounds.location)
                high = try Convert.number(b, at: bounds.location)
            }
            let v = try Convert.number(value.value, at: value.location)
            let fraction = high > low ? min(1, max(0, (v - low) / (high - low))) : 0
            func part(_ label: String?) throws(EvaluationError) -> ViewNode? {
                try list.take(label).map { a throws(EvaluationError) in try e.viewArgument(a) }
            }
            let label = try part(nil)
            let parts = GaugeParts(
                fraction: fraction.isFinite ? fraction : 0, label: label != nil ? label : try part("label"),
                currentValue: try part("currentValueLabel"), minimumValue: try part("minimumValueLabel"),
                maximumValue: try part("maximumValueLabel"), accent: e.accentColor)
            _ = list.take("markedValueLabels")
            return .view(GaugeView.make(parts))
        },
        ViewDeclaration(
            "ContentUnavailableView",
            [
                "ContentUnavailableView(_ title: String, systemImage: String, description: Text? = nil)",
                "ContentUnavailableView(_ title: String, image: String, description: Text? = nil)",
                "ContentUnavailableView(label: () -> Label, description: () -> Description = { EmptyView() }, actions: () -> Actions = { EmptyView() })",
            ],
            "a large secondary symbol over a bold title and a secondary description, centred in the space offered"
        ) { e, list, at throws(EvaluationError) in
            var label: ViewNode?
            if let title = list.peek(nil), case .string(let s) = title.value {
                _ = list.take(nil)
                var symbol = try list.take("systemImage").map { a throws(EvaluationError) in try e.symbol(a) }
                // An asset's image; `image: ""` shows none, as on iOS.
                if let a = list.take("image"), try !Convert.string(a.value, at: a.location).isEmpty {
                    var asset = ArgumentList(
                        [EvaluatedArgument(label: nil, value: a.value, location: a.location)], callee: "Image",
                        at: a.location)
                    if case .view(let image) = try e.image(&asset) { symbol = image }
                }
                label = ContentUnavailable.label(title: .text(s), symbol: symbol)
            }
            // `ContentUnavailableView { Label(…) } description: { … }`: the first trailing closure is
            // the label, unlabelled as Swift passes it.
            if let l = list.take("label") ?? list.take(nil) {
                // `Label("No Mail", systemImage: "tray")`: its symbol over its title, as the view lays it out.
                let given = try e.viewArgument(l)
                label =
                    LabelView.parts(given).map { ContentUnavailable.label(title: $0.title, symbol: $0.icon) }
                    ?? ContentUnavailable.label(title: given, symbol: nil)
            }
            let description = try list.take("description").map { d throws(EvaluationError) in try e.viewArgument(d) }
            let actions = try list.take("actions").map { a throws(EvaluationError) in try e.viewArgument(a) }
            return .view(ContentUnavailable.make(label: label, description: description, actions: actions))
        },
    ]
}

extension Evaluator {
    /// A label that a press acts on (a Menu, a Link, a PhotosPicker), doing nothing a preview shows: on
    /// a screen a Button, which the button style around it draws (the automatic one in the tint, a
    /// prominent one white on it), as iOS styles these; in a style's body, the label in the accent colour.
    func accentButton(_ label: ViewNode, at location: SourceLocation) -> ViewNode {
        guard screen != nil else { return .modified(label, .foregroundColor(.color(accentColor))) }
        return .control(ControlNode(kind: .button(action: nil), label: label, location: location))
    }
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

    /// A row made by `row(_:trailing:)` (a DatePicker's, a ColorPicker's) under `.labelsHidden()`: its
    /// trailing view alone, as wide as it is, as iOS draws such a picker without its title; through the
    /// modifiers written before `.labelsHidden()`. Nil for any other view, and for a link's row (iOS
    /// hides no link's label).
    var withoutRowTitle: ViewNode? {
        switch self {
        case .modified(.modified(let title, .flexibleFrame), .overlay(let trailing, alignment: .trailing)):
            if case .control = title.unmarked { return nil }
            return trailing
        case .modified(let inner, let modifier):
            return inner.withoutRowTitle.map { .modified($0, modifier) }
        default:
            return nil
        }
    }

    /// A `LabeledContent`: its label and its content side by side, as wide as it is offered, so where both
    /// do not fit (two in one `HStack`) they share the width rather than overlap.
    static func labeledRow(_ title: ViewNode, content: ViewNode) -> ViewNode {
        .stack(.h, spacing: nil, alignment: .center, [title, .spacer(minLength: 0), content])
    }
}
