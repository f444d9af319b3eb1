import SwiftSource

extension ViewCatalog {
    static let textFields: [ViewDeclaration] = [
        ViewDeclaration(
            "TextField",
            [
                "TextField(_ title: String, text: Binding<String>)",
                "TextField(_ title: String, text: Binding<String>, prompt: Text?)",
                "TextField(_ title: String, value: Binding<V>, format: .number, prompt: Text? = nil)",
            ],
            "a one-line field that edits its binding: click or Tab into it and type; the prompt (or title) shows while it is empty; with value: and format: .number, a number state that changes whenever the text reads as one"
        ) { e, list, at throws(EvaluationError) in
            try e.textField(&list, isSecure: false, at: at)
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
        let bound: EvaluatedArgument
        if !isSecure, let value = list.take("value") {
            let format = try list.required("format")
            guard case .implicitMember("number", _) = format.value else {
                throw EvaluationError(
                    location: format.location, message: "TextField(value:format:) reads only format: .number")
            }
            bound = value
            isNumber = true
        } else {
            bound = try list.required("text")
        }
        guard let key = bindingKey(bound.value, at: bound.location) else {
            let what = isNumber ? "value:) takes a binding to a number" : "text:) takes a binding to a String"
            throw EvaluationError(location: bound.location, message: "\(type)(\(what): $name")
        }
        if isNumber, let current = objects.value(key) ?? screen?.state.value(key) {
            switch current {
            case .int, .number: break
            default:
                throw EvaluationError(
                    location: bound.location,
                    message: "TextField(value:format: .number) takes a number, not \(current.kindName)")
            }
        }
        var placeholder = titleText
        if let prompt = list.take("prompt") {
            switch prompt.value {
            case .view(.text(let string)): placeholder = string
            case .view(.modified(.text(let string), _)): placeholder = string
            case .string(let string): placeholder = string
            default:
                throw EvaluationError(location: prompt.location, message: "\(type)'s prompt is a Text(\"…\")")
            }
        }
        let node = TextFieldNode(stateKey: key, placeholder: placeholder, isSecure: isSecure, isNumber: isNumber)
        return .view(.control(ControlNode(kind: .textField(node), label: .text(titleText), location: at)))
    }
}
