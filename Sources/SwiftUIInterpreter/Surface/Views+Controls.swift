import Raster
import Style
import SwiftSource

/// SwiftUI's standard controls beyond Button and Toggle, as screens use them: each becomes a
/// `ControlNode` the screen conversion turns into the UI's control, drawn as iOS draws it (`ScreenConversion+Controls`).
extension ViewCatalog {
    static let standardControls: [ViewDeclaration] = [
        ViewDeclaration(
            "Slider",
            [
                "Slider(value: Binding<Double>, in: ClosedRange<Double> = 0...1, step: Double = 0, onEditingChanged: (Bool) -> Void = { _ in })",
                "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)",
            ],
            "iOS's slider bound to the Double; the minimum and maximum labels drawn beside it, the label not shown (VoiceOver's)"
        ) { e, list, at throws(EvaluationError) in
            let key = try e.controlBinding(&list, "value", of: "Slider", at: at)
            let range = try e.closedRange(list.take("in"), at: at) ?? 0...1
            let step = try list.take("step").map { a throws(EvaluationError) in
                try Convert.number(a.value, at: a.location)
            }
            // `Slider(value:) { label } minimumValueLabel: { … }`: the first trailing closure is the label.
            let label = try (list.take("label") ?? list.take(nil)).map { a throws(EvaluationError) in
                try e.viewArgument(a)
            }
            let low = try list.take("minimumValueLabel").map { a throws(EvaluationError) in try e.viewArgument(a) }
            let high = try list.take("maximumValueLabel").map { a throws(EvaluationError) in try e.viewArgument(a) }
            let editing = list.take("onEditingChanged").flatMap { a -> Closure? in
                if case .closure(let c) = a.value { return c }
                return nil
            }
            let control = SliderControl(
                stateKey: key, range: range, step: step.flatMap { $0 > 0 ? $0 : nil }, onEditingChanged: editing,
                minimumLabel: low, maximumLabel: high)
            return .view(.control(ControlNode(kind: .slider(control), label: label ?? .empty, location: at)))
        },
        ViewDeclaration(
            "Stepper",
            [
                "Stepper(_ title: String, value: Binding<V>, in: ClosedRange<V>, step: V.Stride = 1)",
                "Stepper(value:in:step:label:)",
                "Stepper(_ title: String, onIncrement: () -> Void, onDecrement: () -> Void)",
                "Stepper(onIncrement:onDecrement:label:)",
            ],
            "the title, then iOS's minus and plus box at the row's end; they write the value, kept in the range, or run the closures"
        ) { e, list, at throws(EvaluationError) in
            let title = try e.controlTitle(&list, of: "Stepper")
            var control = StepperControl(stateKey: nil, range: nil, step: 1)
            if list.peek("value") != nil {
                control.stateKey = try e.controlBinding(&list, "value", of: "Stepper", at: at)
                control.range = try e.closedRange(list.take("in"), at: at)
                if let s = list.take("step") { control.step = try Convert.number(s.value, at: s.location) }
            }
            func closure(_ label: String) -> Closure? {
                if let a = list.take(label), case .closure(let c) = a.value { return c }
                return nil
            }
            control.onIncrement = closure("onIncrement")
            control.onDecrement = closure("onDecrement")
            _ = list.take("onEditingChanged")
            guard control.stateKey != nil || control.onIncrement != nil || control.onDecrement != nil else {
                throw EvaluationError(
                    location: at, message: "Stepper needs value: $x or onIncrement: and onDecrement: closures")
            }
            let label: ViewNode
            if let title { label = title } else { label = try e.trailingLabel(&list, of: "Stepper", at: at) }
            return .view(.control(ControlNode(kind: .stepper(control), label: label, location: at)))
        },
        ViewDeclaration(
            "Picker",
            [
                "Picker(_ title: String, selection: Binding<SelectionValue>, content: () -> Content)",
                "Picker(selection:label:content:)",
            ],
            "one of its options' tags (Int, String or an enum case): .segmented iOS's segmented control, .inline or .radioGroup a radio group, .menu (the default), .wheel and .navigationLink drawn at rest"
        ) { e, list, at throws(EvaluationError) in
            let title = try e.controlTitle(&list, of: "Picker")
            let key = try e.controlBinding(&list, "selection", of: "Picker", at: at)
            let label = try list.take("label").map { a throws(EvaluationError) in try e.viewArgument(a) }
            let content = try list.required(nil, or: "content")
            guard case .closure(let closure) = content.value else {
                throw EvaluationError(location: content.location, message: "Picker takes its options in braces { … }")
            }
            var titles: [String] = []
            var tags: [Value] = []
            let outer = e.tagsForEachElement
            e.tagsForEachElement = true
            defer { e.tagsForEachElement = outer }
            for option in try e.children(closure) {
                let (title, tag) = PickerOption.read(option)
                // A divider between options is a separator in the menu, never an option, even tagged.
                if PickerOption.isSeparator(option) { continue }
                titles.append(title)
                // An option without a tag is listed but matches no selection, as in SwiftUI.
                tags.append(tag ?? PickerOption.untagged(titles.count))
            }
            if !titles.isEmpty, tags.allSatisfy(PickerOption.isUntagged) {
                e.noteIgnored(
                    "Picker", at: content.location,
                    message: "no Picker option has a .tag(value), so none is selected: Text(\"A\").tag(0)")
            }
            let control = PickerControl(stateKey: key, titles: titles, tags: tags)
            return .view(.control(ControlNode(kind: .picker(control), label: title ?? label ?? .empty, location: at)))
        },
        ViewDeclaration(
            "ProgressView",
            [
                "ProgressView()", "ProgressView(_ title: String)",
                "ProgressView(value: Double?, total: Double = 1.0)", "ProgressView(_ title: String, value:total:)",
            ],
            "iOS's thin progress bar of value / total (.circular: a ring), or a spinner drawn at rest when there is no value"
        ) { e, list, at throws(EvaluationError) in
            let title = try e.controlTitle(&list, of: "ProgressView")
            var fraction: Double?
            if let v = list.take("value"), !Self.isNil(v.value) {
                let total =
                    try list.take("total").map { a throws(EvaluationError) in
                        try Convert.number(a.value, at: a.location)
                    } ?? 1
                let value = try Convert.number(v.value, at: v.location)
                fraction = total > 0 ? min(max(value / total, 0), 1) : 0
            }
            _ = list.take("total")
            let label = try list.take("label").map { a throws(EvaluationError) in try e.viewArgument(a) }
            let control = ProgressControl(fraction: fraction)
            return .view(
                .control(ControlNode(kind: .progress(control), label: title ?? label ?? .empty, location: at)))
        },
        ViewDeclaration(
            "DatePicker",
            [
                "DatePicker(_ title: String, selection: Binding<Date>, in: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date])",
                "DatePicker(selection:displayedComponents:label:)",
            ],
            "drawn at rest, iOS's compact style: the title, and the date (Jan 9, 2007) and time (9:41 AM, UTC) in grey capsules; Date() is 9 Jan 2007 9:41 UTC on the first frame"
        ) { e, list, at throws(EvaluationError) in
            let (label, stored) = try e.atRestRow(&list, of: "DatePicker", at: at)
            _ = list.take("in")
            var showsDate = true
            var showsTime = true
            if let c = list.take("displayedComponents") {
                var names: [String] = []
                switch c.value {
                case .implicitMember(let n, _): names = [n]
                case .array(let items):
                    for case .implicitMember(let n, _) in items { names.append(n) }
                default:
                    throw EvaluationError(
                        location: c.location, message: "displayedComponents takes .date, .hourAndMinute or both")
                }
                showsDate = names.contains("date")
                showsTime = names.contains("hourAndMinute")
            }
            guard let seconds = DatePicker.seconds(stored) else {
                throw EvaluationError(
                    location: at,
                    message: "DatePicker's selection is a Date (@State var date = Date()), not \(stored.kindName)")
            }
            return .view(DatePicker.make(title: label, seconds: seconds, showsDate: showsDate, showsTime: showsTime))
        },
        ViewDeclaration(
            "ColorPicker",
            [
                "ColorPicker(_ title: String, selection: Binding<Color>, supportsOpacity: Bool = true)",
                "ColorPicker(selection:supportsOpacity:label:)",
            ],
            "drawn at rest as iOS draws it: the title, and the chosen colour in a well ringed by every hue"
        ) { e, list, at throws(EvaluationError) in
            let (label, stored) = try e.atRestRow(&list, of: "ColorPicker", at: at)
            _ = list.take("supportsOpacity")
            guard let color = try? e.color(stored, at: at) else {
                throw EvaluationError(
                    location: at,
                    message:
                        "ColorPicker's selection is a Color (@State var color = Color.blue), not \(stored.kindName)")
            }
            return .view(ColorPicker.make(title: label, color: color))
        },
        ViewDeclaration(
            "NavigationLink",
            [
                "NavigationLink(destination: V, label: () -> Label)", "NavigationLink(_ title: String, destination: V)",
                "NavigationLink(value: P?, label: () -> Label)", "NavigationLink(_ title: String, value: P?)",
            ],
            "its label, pressed like a Button; in a Form or List row it ends in a grey chevron (a preview shows "
                + "one screen, so it goes nowhere)"
        ) { e, list, at throws(EvaluationError) in
            let title = try e.controlTitle(&list, of: "NavigationLink")
            for label in ["destination", "value", "isActive", "tag", "selection"] { _ = list.take(label) }
            let label: ViewNode
            if let title { label = title } else { label = try e.trailingLabel(&list, of: "NavigationLink", at: at) }
            // `NavigationLink { destination } label: { … }`: the destination closure is not pushed here.
            if list.peek(nil)?.isClosure == true { _ = list.take(nil) }
            guard e.screen != nil else { return .view(label) }
            var link = ControlNode(kind: .button(action: nil), label: label, location: at)
            link.leadsOn = true
            return .view(.control(link))
        },
        ViewDeclaration(
            "Link", ["Link(_ title: String, destination: URL)", "Link(destination: URL, label: () -> Label)"],
            "a Button of its label, drawn by the button style around it (a preview opens no address)"
        ) { e, list, at throws(EvaluationError) in
            let title = try e.controlTitle(&list, of: "Link")
            _ = try list.required("destination")
            let label: ViewNode
            if let title { label = title } else { label = try e.trailingLabel(&list, of: "Link", at: at) }
            return .view(e.accentButton(label, at: at))
        },
        ViewDeclaration(
            "Form", ["Form(content:)"],
            "iOS's grouped form: its Sections as inset rounded groups on the grouped background, rows between hairlines"
        ) { e, list, at throws(EvaluationError) in
            let content = try list.required(nil, or: "content")
            guard case .closure(let closure) = content.value else {
                throw EvaluationError(location: content.location, message: "Form takes its sections in braces { … }")
            }
            return .view(.list(ListContent(.form, children: e.listRows(try e.children(closure)))))
        },
        ViewDeclaration(
            "Section",
            [
                "Section(_ title: String, content:)", "Section(header: View, footer: View, content:)",
                "Section(content:header:footer:)",
            ],
            "a group of rows under a small grey capitalised header, with an optional footer"
        ) { e, list, at throws(EvaluationError) in
            let title = try e.controlTitle(&list, of: "Section")
            var header = title
            var footer: ViewNode?
            if let h = list.take("header") { header = try e.viewArgument(h) }
            if let f = list.take("footer") { footer = try e.viewArgument(f) }
            let content = try list.required(nil, or: "content")
            guard case .closure(let closure) = content.value else {
                throw EvaluationError(location: content.location, message: "Section takes its rows in braces { … }")
            }
            return .view(
                .list(
                    ListContent(
                        section: ListSection(rows: e.listRows(try e.children(closure)), header: header, footer: footer))
                ))
        },
    ]

    static func isNil(_ value: Value) -> Bool {
        if case .void = value { return true }
        return false
    }
}

extension Evaluator {
    /// `$x` (or `.constant(v)`) passed as `label:`: where the control keeps its value.
    fileprivate func controlBinding(_ list: inout ArgumentList, _ label: String, of control: String, at: SourceLocation)
        throws(EvaluationError) -> String
    {
        guard screen != nil else {
            throw EvaluationError(location: at, message: "a \(control) belongs in a screen, not in a style's body")
        }
        let a = try list.required(label)
        guard let key = bindingKey(a.value, at: a.location) else {
            throw EvaluationError(location: a.location, message: "\(control)(\(label):) takes a binding: $name")
        }
        return key
    }

    /// The control's title, `Stepper("Title", …)`: the first unlabelled string.
    /// A picker drawn at rest as a row: its title (or label), and the value its `selection:` binding
    /// holds now.
    fileprivate func atRestRow(_ list: inout ArgumentList, of control: String, at: SourceLocation)
        throws(EvaluationError) -> (label: ViewNode, value: Value)
    {
        let title = try controlTitle(&list, of: control)
        let key = try controlBinding(&list, "selection", of: control, at: at)
        let label: ViewNode
        if let title { label = title } else { label = try trailingLabel(&list, of: control, at: at) }
        return (label, screen?.state.value(key) ?? .void)
    }

    func controlTitle(_ list: inout ArgumentList, of control: String) throws(EvaluationError) -> ViewNode? {
        guard let a = list.peek(nil), case .string(let s) = a.value else { return nil }
        _ = list.take(nil)
        return .text(s)
    }

    /// The label in braces after the other arguments.
    fileprivate func trailingLabel(_ list: inout ArgumentList, of control: String, at: SourceLocation)
        throws(EvaluationError) -> ViewNode
    {
        guard let a = list.take("label") ?? list.take(nil) else {
            throw EvaluationError(location: at, message: "\(control) needs a title: \(control)(\"Title\", …)")
        }
        return try viewArgument(a)
    }

    /// A view passed as an argument: `label: { Text("…") }`, `Text("…")`, or a string.
    func viewArgument(_ a: EvaluatedArgument) throws(EvaluationError) -> ViewNode {
        switch a.value {
        case .closure(let c): return try content(c)
        case .string(let s): return .text(s)
        default: return try view(a.value, at: a.location)
        }
    }

    /// `a...b` as a control's range; nil when not given.
    fileprivate func closedRange(_ a: EvaluatedArgument?, at: SourceLocation) throws(EvaluationError)
        -> ClosedRange<Double>?
    {
        guard let a else { return nil }
        guard case .range(let low, let high, let closed) = a.value else {
            throw EvaluationError(location: a.location, message: "expected a range a...b, got \(a.value.kindName)")
        }
        let l = try Convert.number(low, at: a.location)
        var h = try Convert.number(high, at: a.location)
        if !closed { h -= 1 }
        guard l.isFinite, h.isFinite, l <= h else {
            throw EvaluationError(location: a.location, message: "the range's lower bound is above its upper bound")
        }
        return l...h
    }
}

/// A Picker option: the text it shows and the `.tag` it stands for.
enum PickerOption {
    /// The tag of the n-th option when it has none: a value no selection holds.
    static func untagged(_ n: Int) -> Value { .string("\u{0}untagged option \(n)") }

    static func isUntagged(_ tag: Value) -> Bool {
        if case .string(let s) = tag { s.hasPrefix("\u{0}untagged option") } else { false }
    }

    static func isSeparator(_ node: ViewNode) -> Bool {
        switch node {
        case .divider: true
        case .modified(let child, _): isSeparator(child)
        default: false
        }
    }

    static func read(_ node: ViewNode) -> (String, Value?) {
        switch node {
        case .text(let s): return (s, nil)
        case .modified(let child, .tag(let tag)):
            return (read(child).0, tag)
        case .modified(let child, _):
            return read(child)
        case .stack(_, _, _, let children):
            var title = ""
            var tag: Value?
            for c in children {
                let (t, g) = read(c)
                if title.isEmpty { title = t }
                tag = tag ?? g
            }
            return (title, tag)
        default: return ("", nil)
        }
    }
}
