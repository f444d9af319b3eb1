import SwiftSource

extension ViewCatalog {
    static let textFields: [ViewDeclaration] = [
        ViewDeclaration(
            "TextField",
            [
                "TextField(_ title: String, text: Binding<String>)",
                "TextField(_ title: String, text: Binding<String>, prompt: Text?)",
                "TextField(_ title: String, value: Binding<V>, format: F, prompt: Text? = nil)",
                "TextField(_ title: String, value: Binding<V>, formatter: Formatter)",
                "TextField(_ title: String, text: Binding<String>, axis: Axis)",
            ],
            "a one-line field that edits its binding: click or Tab into it and type; the prompt (or title) shows while it is empty; with value: and format: .number, a number state that changes whenever the text reads as one"
        ) { e, list, at throws(EvaluationError) in
            try e.textField(&list, isSecure: false, at: at)
        },
        ViewDeclaration(
            "TextEditor", ["TextEditor(text: Binding<String>)"],
            "its text from the top-leading corner, wrapping, in all the space it is offered (at least three lines); "
                + "not editable here"
        ) { e, list, at throws(EvaluationError) in
            let bound = try list.required("text")
            var text = ""
            let key = e.bindingKey(bound.value, at: bound.location)
            if case .string(let s) = e.bound(key.map(Value.binding) ?? bound.value) { text = s }
            // An editor is as tall as it is offered, and in a Form a row of about three lines.
            let lines = ViewNode.modified(.text(text), .multilineTextAlignment(.leading))
            return .view(
                .modified(
                    lines,
                    .flexibleFrame(
                        FlexibleFrame(
                            minWidth: nil, maxWidth: .infinity, minHeight: 66, maxHeight: .infinity,
                            alignment: .topLeading))))
        },
        ViewDeclaration(
            "SecureField",
            [
                "SecureField(_ title: String, text: Binding<String>)",
                "SecureField(_ title: String, text: Binding<String>, prompt: Text?)",
            ],
            "a TextField that draws a bullet for every character"
        ) { e, list, at throws(EvaluationError) in
            try e.textField(&list, isSecure: true, at: at)
        },
    ]
}

extension Evaluator {
    /// `TextField(title, text: $name, prompt: Text(…))`: a control bound to the `@State` string.
    func textField(_ list: inout ArgumentList, isSecure: Bool, at: SourceLocation) throws(EvaluationError) -> Value {
        let type = isSecure ? "SecureField" : "TextField"
        guard screen != nil else {
            throw EvaluationError(location: at, message: "a \(type) belongs in a screen, not in a style's body")
        }
        let title = try list.required(nil)
        let titleText = try Convert.string(title.value, at: title.location)
        var isNumber = false
        var numberFormat: Instance?
        let bound: EvaluatedArgument
        // `axis: .vertical` lets a field grow to more lines as it is typed into; at rest it is one line.
        _ = list.take("axis")
        if !isSecure, let value = list.take("value") {
            // `formatter: NumberFormatter()`: the older form, a number edited as `.number` edits it.
            var format: EvaluatedArgument
            if let formatter = list.take("formatter") {
                format = EvaluatedArgument(
                    label: "format", value: .implicitMember("number", at: formatter.location),
                    location: formatter.location)
            } else {
                format = try list.required("format")
            }
            // `.number`, `.currency(code:)`, `.percent`: the field edits the number (shown plain).
            guard let style = FoundationFormat.style(format.value) else {
                throw EvaluationError(
                    location: format.location,
                    message: "TextField(value:format:) reads a number format (.number, .currency(code:), .percent)")
            }
            bound = value
            isNumber = true
            if case .string(let kind)? = style.properties["kind"], kind != "number" { numberFormat = style }
        } else {
            bound = try list.required("text")
        }
        guard let key = bindingKey(bound.value, at: bound.location) else {
            let what = isNumber ? "value:) takes a binding to a number" : "text:) takes a binding to a String"
            throw EvaluationError(location: bound.location, message: "\(type)(\(what): $name")
        }
        if isNumber, let current = objects.value(key) ?? screen?.state.value(key) {
            switch current {
            // An optional number that is nil shows an empty field, its prompt in it, as SwiftUI's does.
            case .int, .number, .void: break
            default:
                throw EvaluationError(
                    location: bound.location,
                    message: "TextField(value:format: .number) takes a number, not \(current.kindName)")
            }
        }
        var placeholder = titleText
        if let prompt = list.take("prompt") {
            // A prompt's Text may carry a font or a colour (`Text("Name").font(.caption)`): its words show.
            var promptValue = prompt.value
            while case .view(.modified(let inner, _)) = promptValue { promptValue = .view(inner) }
            switch promptValue {
            case .view(.text(let string)): placeholder = string
            case .view(.styledText(let text)): placeholder = text.string
            case .string(let string): placeholder = string
            default:
                throw EvaluationError(location: prompt.location, message: "\(type)'s prompt is a Text(\"…\")")
            }
        }
        let node = TextFieldNode(
            stateKey: key, placeholder: placeholder, isSecure: isSecure, isNumber: isNumber, format: numberFormat)
        return .view(.control(ControlNode(kind: .textField(node), label: .text(titleText), location: at)))
    }
}
