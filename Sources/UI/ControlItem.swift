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

/// Either kind of control, with its item: what the layout places and the context interacts with.
enum ControlItem {
    case button(ButtonItem)
    case toggle(ToggleItem)

    /// What every control has whatever its kind, read once when it is placed.
    var common:
        (
            key: String, label: Label, isEnabled: Bool, styleName: String, contentShape: AnyInsettableShape,
            animation: Animation
        )
    {
        switch self {
        case .button(let b): (b.key, b.label, b.isEnabled, b.style.name, b.style.contentShape, b.style.animation)
        case .toggle(let t): (t.key, t.label, t.isEnabled, t.style.name, t.style.contentShape, t.style.animation)
        }
    }

    var kind: ControlKind {
        switch self {
        case .button: .button
        case .toggle: .toggle
        }
    }

    /// The toggle's bound value, read now; nil for a button.
    var isOn: Bool? {
        switch self {
        case .button: nil
        case .toggle(let item): item.isOn.wrappedValue
        }
    }

    /// A completed press: the button's action runs, the toggle's binding flips.
    func fire() {
        switch self {
        case .button(let item): item.action()
        case .toggle(let item): item.isOn.wrappedValue.toggle()
        }
    }
}
