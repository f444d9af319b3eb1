import Foundation
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
    /// `TextField(_:value:format: .number)`: the state is a number, shown and typed as text.
    var isNumber = false
    /// The number's format when it is not `.number` (`.currency(code:)`, `.percent`): the field shows the
    /// number in it, as SwiftUI's does until it is edited.
    var format: Instance?
}

extension ControlNode.Kind {
    /// The kind's word in the controls' keys ("button 2", "text field 1").
    var keyName: String {
        switch self {
        case .button: "button"
        case .toggle: "toggle"
        case .textField: "text field"
        case .slider: "slider"
        case .stepper: "stepper"
        case .picker: "picker"
        case .progress: "progress"
        case .choice: "tab"
        }
    }
}

extension ScreenConversion {
    /// A field bound to its `@State` string, in the `.textFieldStyle` around it and the screen's font.
    func textField(_ field: TextFieldNode, key: String) throws(EvaluationError) -> View {
        let state = context.state
        let stateKey = field.stateKey
        let text =
            field.isNumber
            ? NumberText(state: state, key: stateKey, style: field.format).binding
            : Binding<String>(get: { state.string(stateKey) }, set: { state.setString(stateKey, $0) })
        var chosen = (font ?? .body).resolved(at: dynamicTypeSize)
        if let fontWeight { chosen = chosen.weight(fontWeight) }
        var item = TextFieldItem(
            key, text: text, placeholder: field.placeholder, isSecure: field.isSecure,
            style: try Self.textFieldStyle(textFieldStyle), font: chosen, isEnabled: !isDisabled)
        item.alignment = textAlignment
        return .textField(item)
    }

    /// SwiftUI's field styles by name: `.automatic` (and none) is iOS's, a bare field with no border or
    /// well, so a file's own `.padding().background(…)` around it draws as it does in Xcode.
    static func textFieldStyle(_ choice: StyleChoice?) throws(EvaluationError) -> TextFieldStyle {
        switch choice {
        case nil, .system("automatic")?: return .plain
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

/// A number state edited as text (`TextField(value: $n, format: .number)`): what is typed is kept
/// beside the number, so a half-typed "-" or "" stays in the field; the number changes whenever the
/// text reads as one (an `Int` state stays whole), and a number set elsewhere shows as it is.
struct NumberText: Sendable {
    let state: ScreenState
    let key: String
    /// The format the number is shown in until it is typed into; nil: as `.number` edits it.
    var style: Instance?

    /// Where the typed text is kept: a key no property can have.
    var textKey: String { key + "#typed" }

    var binding: Binding<String> {
        let (state, key, textKey, style) = (state, key, textKey, style)
        return Binding(
            get: {
                let value = state.value(key)
                if case .string(let typed)? = state.value(textKey) {
                    let read = Self.parse(typed, like: value)
                    if read == nil || read.map({ Self.same($0, value) }) == true { return typed }
                }
                if let style, let number = value?.numeric,
                    let shown = try? FoundationFormat.format(
                        number: number, style, at: SourceLocation(line: 0, column: 0))
                {
                    return shown
                }
                return Self.format(value)
            },
            set: { typed in
                state.set(textKey, .string(typed))
                if let number = Self.parse(typed, like: state.value(key)) { state.set(key, number) }
            })
    }

    /// The number as `.number` formats it, without grouping: whole numbers without a point.
    static func format(_ value: Value?) -> String {
        switch value {
        case .int(let i)?: return String(i)
        case .number(let d)? where d == d.rounded() && abs(d) < 1e15: return String(Int(d))
        case .number(let d)?: return String(d)
        default: return ""
        }
    }

    /// `text` as a number of the state's kind; nil when it is not one yet.
    static func parse(_ text: String, like value: Value?) -> Value? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if case .int? = value { return Int(trimmed).map(Value.int) }
        // An optional that is nil has no kind to follow: a whole number is read as an Int, as the years
        // and counts such fields hold are.
        var isNil = value == nil
        if case .void? = value { isNil = true }
        if isNil, let whole = Int(trimmed) { return .int(whole) }
        guard let d = Double(trimmed), d.isFinite else { return nil }
        return .number(d)
    }

    static func same(_ a: Value, _ b: Value?) -> Bool {
        switch (a, b) {
        case (.int(let x), .int(let y)?): x == y
        case (.number(let x), .number(let y)?): x == y
        default: false
        }
    }
}
