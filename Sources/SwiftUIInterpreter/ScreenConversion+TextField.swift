import Style
import SwiftSource
import UI

/// What a screen's `TextField` or `SecureField` says: the string it edits and how it reads empty.
struct TextFieldNode: Sendable {
    /// The `@State` string's key.
    var stateKey: String
    /// Shown in grey while the text is empty: the prompt, or else the title.
    var placeholder: String
    var isSecure: Bool
}

extension ControlNode.Kind {
    /// The kind's word in the controls' keys ("button 2", "text field 1").
    var keyName: String {
        switch self {
        case .button: "button"
        case .toggle: "toggle"
        case .textField: "text field"
        }
    }
}

extension ScreenConversion {
    /// A field bound to its `@State` string, in the `.textFieldStyle` around it and the screen's font.
    func textField(_ field: TextFieldNode, key: String) throws(EvaluationError) -> View {
        let state = context.state
        let stateKey = field.stateKey
        let text = Binding<String>(get: { state.string(stateKey) }, set: { state.setString(stateKey, $0) })
        var chosen = font ?? .body
        if let fontWeight { chosen = chosen.weight(fontWeight) }
        return .textField(
            TextFieldItem(
                key, text: text, placeholder: field.placeholder, isSecure: field.isSecure,
                style: try Self.textFieldStyle(textFieldStyle), font: chosen, isEnabled: !isDisabled))
    }

    /// SwiftUI's field styles by name: `.automatic` (and none) is the soft well of this look.
    static func textFieldStyle(_ choice: StyleChoice?) throws(EvaluationError) -> TextFieldStyle {
        switch choice {
        case nil, .system("automatic")?: return .soft
        case .system("roundedBorder")?: return .roundedBorder
        case .system("plain")?: return .plain
        case .system(let name)?:
            throw EvaluationError(
                location: nil,
                message: "TextFieldStyle '.\(name)' is not drawn; use .automatic, .roundedBorder or .plain")
        case .instance(let instance)?:
            throw EvaluationError(
                location: nil,
                message:
                    "a TextFieldStyle of the file (\(instance.typeName)) is not drawn yet; use .automatic, .roundedBorder or .plain"
            )
        }
    }
}

extension ScreenState {
    /// A `String` state's value ("" for any other kind).
    public func string(_ key: String) -> String {
        if case .string(let s)? = value(key) { return s }
        return ""
    }

    public func setString(_ key: String, _ value: String) { set(key, .string(value)) }
}
