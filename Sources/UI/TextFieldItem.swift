import Raster
import Style

/// A one-line text field bound to a string it does not own (SwiftUI's `TextField(_:text:prompt:)`
/// and, with `isSecure`, `SecureField`). The UI context edits `text` as keys are typed into it and
/// reads it when it draws the field, so the owner sees every keystroke at once.
public struct TextFieldItem: Sendable {
    public var key: String
    public var text: Binding<String>
    /// Shown in the secondary grey while the text is empty.
    public var placeholder: String
    /// Draws a bullet for every character (`SecureField`).
    public var isSecure: Bool
    public var style: TextFieldStyle
    public var font: Font
    /// Points wide; nil takes the width offered, as SwiftUI's field fills its row.
    public var width: Double?
    public var isEnabled: Bool
    /// `.multilineTextAlignment`: where the text (and the placeholder) sits across the field while it fits.
    public var alignment: TextWrapping.Alignment = .leading

    public init(
        _ key: String, text: Binding<String>, placeholder: String = "", isSecure: Bool = false,
        style: TextFieldStyle = .soft, font: Font = .body, width: Double? = nil, isEnabled: Bool = true
    ) {
        self.key = key
        self.text = text
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.style = style
        self.font = font
        self.width = width
        self.isEnabled = isEnabled
    }

    /// What the field shows for `text`: the text, or a bullet per character when secure.
    func shown(_ text: String) -> String {
        isSecure ? String(repeating: TextFieldItem.bullet, count: text.count) : text
    }

    static let bullet: Character = "•"
}

/// How a text field is drawn: the soft inset well of the neumorphic look, SwiftUI's
/// `.roundedBorder`, or `.plain` (the text alone).
public enum TextFieldStyle: String, Sendable, CaseIterable {
    case soft, roundedBorder, plain

    public var name: String { "textField.\(rawValue)" }

    /// Between the frame's edge and the text, horizontally and vertically: the soft field is 45
    /// points tall in the body font, over Apple's 44-point target.
    var padding: (horizontal: Double, vertical: Double) {
        switch self {
        case .soft: (14, 12)
        case .roundedBorder: (8, 5)
        case .plain: (0, 0)
        }
    }

    var cornerRadius: Double {
        switch self {
        case .soft: 10
        case .roundedBorder: 5
        case .plain: 0
        }
    }

    var shape: AnyInsettableShape { AnyInsettableShape(RoundedRectangle(cornerRadius: cornerRadius)) }

    /// The field's size for one line of text `lineHeight` tall, `width` wide (nil: the minimum).
    func size(lineHeight: Double, width: Double) -> Size {
        Size(width: max(width, 2 * padding.horizontal + 24), height: lineHeight + 2 * padding.vertical)
    }

    /// The rectangle the text sits in.
    func textRect(in frame: Rect) -> Rect {
        frame.insetBy(dx: padding.horizontal, dy: padding.vertical)
    }

    /// The chrome under the text: a well pressed into the page (its light from the top left, as the
    /// soft controls'), a hairline border on the system's field colour, or nothing.
    func chrome(in frame: Rect, isEditing: Bool, isEnabled: Bool) -> [DrawCommand] {
        switch self {
        case .soft:
            let dark = Color(light: Color(white: 0, opacity: 0.22), dark: Color(white: 0, opacity: 0.55))
            let light = Color(light: Color(white: 1, opacity: 0.9), dark: Color(white: 1, opacity: 0.07))
            var commands: [DrawCommand] = [
                // A shade of whatever page it is pressed into (the soft page, or a screen's white).
                .fill(shape, in: frame, .color(TextFieldStyle.well)),
                .innerShadow(shape, in: frame, Shadow(color: dark, radius: 4, x: 2.5, y: 2.5)),
                .innerShadow(shape, in: frame, Shadow(color: light, radius: 4, x: -2.5, y: -2.5)),
            ]
            if isEditing {
                // Editing, the well takes the accent on its rim: where typing goes, without a ring.
                commands.append(
                    .strokeBorder(shape, in: frame, .color(TextFieldStyle.accent.opacity(0.55)), lineWidth: 1.5))
            }
            return isEnabled ? commands : [.layer(Layer(commands, opacity: 0.5))]
        case .roundedBorder:
            let border = Color(light: Color(white: 0, opacity: 0.25), dark: Color(white: 1, opacity: 0.25))
            let field = Color(light: .white, dark: Color(white: 0.12))
            let commands: [DrawCommand] = [
                .fill(shape, in: frame, .color(field)),
                .strokeBorder(shape, in: frame, .color(isEditing ? TextFieldStyle.accent : border), lineWidth: 1),
            ]
            return isEnabled ? commands : [.layer(Layer(commands, opacity: 0.5))]
        case .plain:
            return []
        }
    }

    static let well = Color(light: Color(white: 0, opacity: 0.035), dark: Color(white: 1, opacity: 0.04))

    /// The caret and the selection's colour.
    static let accent = FocusRing.color
}

/// The keys that edit the field being edited (the platform's text input brings the characters).
public enum EditKey: String, Sendable, CaseIterable {
    /// Deletes the selection, or the character before the caret.
    case backspace
    /// Deletes the selection, or the character after the caret.
    case deleteForward
    case left, right, home, end
    /// Cmd-A / Ctrl-A: the whole text, so typing replaces it.
    case selectAll
    /// Return or Escape: editing ends, the field keeps the focus.
    case endEditing
}

/// The field being edited: where the caret is and what is selected, in characters.
public struct TextEditing: Equatable, Sendable {
    public let id: ControlID
    /// The caret, 0…count.
    public var caret: Int
    /// The other end of the selection; nil or equal to the caret when nothing is selected.
    public var anchor: Int?
    /// When the caret last moved (frame time): it shows solid then, and blinks from there.
    var since: Double

    /// The selected characters' range, nil when nothing is selected.
    public var selection: Range<Int>? {
        guard let anchor, anchor != caret else { return nil }
        return min(anchor, caret)..<max(anchor, caret)
    }

    /// `key` applied to `text`: the new text, with the caret and selection moved.
    mutating func apply(_ key: EditKey, to text: inout String) {
        let count = text.count
        caret = min(max(caret, 0), count)
        let selected = selection
        switch key {
        case .backspace, .deleteForward:
            if let selected {
                text.replace(selected, with: "")
                caret = selected.lowerBound
            } else if key == .backspace, caret > 0 {
                text.replace((caret - 1)..<caret, with: "")
                caret -= 1
            } else if key == .deleteForward, caret < count {
                text.replace(caret..<(caret + 1), with: "")
            }
            anchor = nil
        case .left:
            caret = selected?.lowerBound ?? max(caret - 1, 0)
            anchor = nil
        case .right:
            caret = selected?.upperBound ?? min(caret + 1, count)
            anchor = nil
        case .home:
            caret = 0
            anchor = nil
        case .end:
            caret = count
            anchor = nil
        case .selectAll:
            anchor = 0
            caret = count
        case .endEditing:
            break
        }
    }

    /// `typed` inserted at the caret, replacing the selection. Line breaks and other control
    /// characters are left out: the field holds one line.
    mutating func insert(_ typed: String, into text: inout String) {
        let clean = typed.filter { c in !c.unicodeScalars.contains { $0.properties.generalCategory == .control } }
        caret = min(max(caret, 0), text.count)
        let range = selection ?? caret..<caret
        text.replace(range, with: clean)
        caret = range.lowerBound + clean.count
        anchor = nil
    }
}

extension String {
    /// Replaces the characters at `range` (in characters, not UTF-8 offsets).
    fileprivate mutating func replace(_ range: Range<Int>, with new: String) {
        let start = index(startIndex, offsetBy: range.lowerBound)
        let end = index(start, offsetBy: range.count)
        replaceSubrange(start..<end, with: new)
    }
}
