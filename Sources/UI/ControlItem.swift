import Raster
import Style

/// A button as the view tree carries it: label, style, whether it takes input, and what it does
/// (SwiftUI's `Button(action:label:)`). The UI context runs `action` the moment a press completes.
public struct ButtonItem: Sendable {
    public var key: String
    public var label: Label
    public var style: any ButtonStyle
    public var isEnabled: Bool
    public var action: @Sendable () -> Void

    public init(
        _ key: String, label: Label, style: any ButtonStyle, isEnabled: Bool = true,
        action: @escaping @Sendable () -> Void
    ) {
        self.key = key
        self.label = label
        self.style = style
        self.isEnabled = isEnabled
        self.action = action
    }
}

/// A toggle (or a sticky button, which is a toggle that looks like a button), bound to a value it
/// does not own (SwiftUI's `Toggle(isOn: $value)`). The UI context flips `isOn` the moment a press
/// completes and reads it when it draws the toggle.
public struct ToggleItem: Sendable {
    public var key: String
    public var label: Label
    public var style: any ToggleStyle
    public var isOn: Binding<Bool>
    public var isEnabled: Bool

    public init(_ key: String, label: Label, style: any ToggleStyle, isOn: Binding<Bool>, isEnabled: Bool = true) {
        self.key = key
        self.label = label
        self.style = style
        self.isOn = isOn
        self.isEnabled = isEnabled
    }
}

/// Any kind of control, with its item: what the layout places and the context interacts with.
enum ControlItem {
    case button(ButtonItem)
    case toggle(ToggleItem)
    case slider(SliderItem)
    case picker(PickerItem)
    case gesture(GestureItem)
    case textField(TextFieldItem)

    /// What every control has whatever its kind, read once when it is placed.
    var common:
        (
            key: String, label: Label, isEnabled: Bool, styleName: String, contentShape: AnyInsettableShape,
            animation: Animation
        )
    {
        let row = AnyInsettableShape(RoundedRectangle(cornerRadius: 10))
        switch self {
        case .button(let b): return (b.key, b.label, b.isEnabled, b.style.name, b.style.contentShape, b.style.animation)
        case .toggle(let t): return (t.key, t.label, t.isEnabled, t.style.name, t.style.contentShape, t.style.animation)
        case .slider(let s): return (s.key, Label(""), s.isEnabled, s.style.name, row, s.style.animation)
        case .picker(let p): return (p.key, Label(""), p.isEnabled, p.style.name, row, p.style.animation)
        case .gesture(let g): return (g.key, Label(""), g.isEnabled, "gesture", g.contentShape, .none)
        case .textField(let f): return (f.key, Label(""), f.isEnabled, f.style.name, f.style.shape, .none)
        }
    }

    var kind: ControlKind {
        switch self {
        case .button: .button
        case .toggle: .toggle
        case .slider: .slider
        case .picker(let p): p.style.isHorizontal ? .segmented : .radioGroup
        case .gesture: .gesture
        case .textField: .textField
        }
    }

    /// Reached with Tab.
    var isFocusable: Bool {
        switch self {
        case .button, .toggle, .textField: true
        case .slider(let s): s.isFocusable
        case .picker(let p): p.isFocusable
        // A gesture has no keyboard equivalent in SwiftUI either.
        case .gesture: false
        }
    }

    /// The toggle's bound value, read now; nil for other kinds.
    var isOn: Bool? {
        switch self {
        case .toggle(let item): item.isOn.wrappedValue
        default: nil
        }
    }

    /// A slider's value or a picker's chosen index, read now.
    var value: Double? {
        switch self {
        case .slider(let s): s.value.wrappedValue
        case .picker(let p): Double(p.index)
        default: nil
        }
    }

    /// A text field's text as it is drawn (bullets when secure), read now.
    var shownText: String? {
        if case .textField(let f) = self { return f.shown(f.text.wrappedValue) }
        return nil
    }

    /// A completed press (or Space / Return): the button's action runs, the toggle's binding flips,
    /// a picker chooses its next option; a slider has nothing to complete, nor a gesture (it hears its
    /// release as a `GestureEvent`), nor a text field (a press starts editing it instead).
    func fire() {
        switch self {
        case .button(let item): item.action()
        case .toggle(let item): item.isOn.wrappedValue.toggle()
        case .picker(let p): if !p.options.isEmpty { p.choose((p.index + 1) % p.options.count) }
        case .slider, .gesture, .textField: break
        }
    }
}
