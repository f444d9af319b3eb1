import Foundation
import Raster
import Style
import Testing

@testable import UI

/// A name field over a password field over a button, each field bound to a box, 240 points wide,
/// measured with the estimated metrics (0.55 em a character: 9.35 points in the 17-point body).
struct FieldFixture {
    let ui = UIContext()
    let name = Box("")
    let password = Box("")
    let size = Size(width: 400, height: 300)

    var view: View {
        .vstack(
            spacing: 20, alignment: .center,
            [
                .textField(TextFieldItem("name", text: name.binding, placeholder: "Name", width: 240)),
                .textField(
                    TextFieldItem(
                        "password", text: password.binding, placeholder: "Password", isSecure: true, width: 240)),
                .button(ButtonItem("ok", label: Label("OK"), style: TestStyle(), action: {})),
            ])
    }

    @discardableResult
    func frame(_ events: [InputEvent] = [], time: Double = 0) -> UIFrame {
        ui.frame(view, size: size, time: time, events: events)
    }

    func control(_ key: String) -> ControlRecord { frame().controls.first { $0.key == key }! }

    /// A click at `x` points from the field's text's left edge, on its middle line.
    func click(_ key: String, textX: Double? = nil) -> [InputEvent] {
        let f = control(key).frame
        let p = Point(x: textX.map { f.minX + 14 + $0 } ?? f.midX, y: f.midY)
        return [.pointerMoved(p), .pointerDown(p), .pointerUp(p)]
    }

    static let advance = 17 * 0.55
}

@Suite struct TextFieldTests {
    @Test func aClickFocusesTheFieldAndTypingInsertsAtTheCaret() {
        let f = FieldFixture()
        f.frame(f.click("name"))
        #expect(f.ui.focused == f.control("name").id)
        #expect(f.ui.isEditingText)
        // An empty field: the caret is at its end, wherever the click was.
        f.frame([.text("Ada"), .text(" L")])
        #expect(f.name.value == "Ada L")
        #expect(f.ui.editing?.caret == 5)
        #expect(f.control("name").isEditing)
    }

    @Test func aClickPutsTheCaretAtTheNearestCharacterBoundary() {
        let f = FieldFixture()
        f.name.value = "Lovelace"
        // 2.4 characters in: nearer the boundary after the second than the third.
        f.frame(f.click("name", textX: 2.4 * FieldFixture.advance))
        #expect(f.ui.editing?.caret == 2)
        f.frame([.text("X")])
        #expect(f.name.value == "LoXvelace")
        // Far past the text: the end.
        f.frame(f.click("name", textX: 200))
        #expect(f.ui.editing?.caret == 9)
    }

    @Test func caretKeysMoveAndBackspaceAndDeleteRemove() {
        let f = FieldFixture()
        f.frame(f.click("name"))
        f.frame([.text("abcd"), .editKey(.left), .editKey(.left), .editKey(.backspace)])
        #expect(f.name.value == "acd")
        #expect(f.ui.editing?.caret == 1)
        f.frame([.editKey(.deleteForward)])
        #expect(f.name.value == "ad")
        f.frame([.editKey(.home), .text(">"), .editKey(.end), .text("<")])
        #expect(f.name.value == ">ad<")
        // At the ends nothing more goes and the caret stays inside the text.
        f.frame([.editKey(.right), .editKey(.deleteForward), .editKey(.home), .editKey(.left), .editKey(.backspace)])
        #expect(f.name.value == ">ad<")
        #expect(f.ui.editing?.caret == 0)
    }

    @Test func selectAllThenTypingReplacesAndBackspaceClears() {
        let f = FieldFixture()
        f.name.value = "old name"
        f.frame(f.click("name"))
        f.frame([.editKey(.selectAll)])
        #expect(f.ui.editing?.selection == 0..<8)
        f.frame([.text("new")])
        #expect(f.name.value == "new")
        #expect(f.ui.editing?.selection == nil)
        f.frame([.editKey(.selectAll), .editKey(.backspace)])
        #expect(f.name.value == "")
    }

    @Test func lineBreaksAndControlCharactersAreNotTyped() {
        let f = FieldFixture()
        f.frame(f.click("name"))
        f.frame([.text("a\nb\t\u{7F}c")])
        #expect(f.name.value == "abc")
    }

    @Test func aSecureFieldDrawsBulletsAndKeepsTheText() {
        let f = FieldFixture()
        f.frame(f.click("password"))
        let frame = f.frame([.text("s3cret")])
        #expect(f.password.value == "s3cret")
        let drawn = texts(frame.commands)
        #expect(drawn.contains("••••••"))
        #expect(!drawn.contains { $0.contains("s3cret") })
        #expect(f.control("password").text == "••••••")
    }

    @Test func anEmptyFieldShowsItsPlaceholderInTheSecondaryGrey() {
        let f = FieldFixture()
        let placeholders = textCommands(f.frame().commands).filter { $0.text == "Name" || $0.text == "Password" }
        #expect(placeholders.count == 2)
        #expect(placeholders.allSatisfy { $0.color == .secondary })
        f.name.value = "Ada"
        #expect(textCommands(f.frame().commands).contains { $0.text == "Ada" && $0.color == .primary })
    }

    @Test func returnEscapeAndAClickElsewhereEndEditing() {
        let f = FieldFixture()
        f.frame(f.click("name"))
        f.frame([.text("a"), .editKey(.endEditing)])
        #expect(!f.ui.isEditingText)
        // Typing after editing ended goes nowhere.
        f.frame([.text("b")])
        #expect(f.name.value == "a")
        // Return on the still-focused field edits it again, the caret at the end.
        f.frame([.activateDown, .activateUp, .text("c")])
        #expect(f.name.value == "ac")
        // A click on the page ends editing and takes the focus away.
        let page = Point(x: 5, y: 5)
        f.frame([.pointerDown(page), .pointerUp(page), .text("d")])
        #expect(!f.ui.isEditingText)
        #expect(f.ui.focused == nil)
        #expect(f.name.value == "ac")
    }

    @Test func aClickOnAnotherFieldMovesEditingThere() {
        let f = FieldFixture()
        f.frame(f.click("name"))
        f.frame([.text("x")] + f.click("password") + [.text("y")])
        #expect(f.name.value == "x")
        #expect(f.password.value == "y")
        #expect(f.ui.editing?.id == f.control("password").id)
    }

    @Test func tabMovesFocusThroughFieldsSelectingTheirText() {
        let f = FieldFixture()
        f.name.value = "Ada"
        f.frame([.focusNext(backwards: false)])
        #expect(f.ui.editing?.id == f.control("name").id)
        #expect(f.ui.editing?.selection == 0..<3)
        f.frame([.text("Grace")])
        #expect(f.name.value == "Grace")
        f.frame([.focusNext(backwards: false), .text("pw")])
        #expect(f.password.value == "pw")
        // On to the button: no field is edited, typing goes nowhere.
        f.frame([.focusNext(backwards: false), .text("z")])
        #expect(!f.ui.isEditingText)
        #expect(f.ui.focused == f.control("ok").id)
        #expect(f.password.value == "pw")
    }

    @Test func theCaretBlinksOnTheFrameClockAndTheFrameKeepsAnimating() {
        let f = FieldFixture()
        f.frame(f.click("name"), time: 10)
        func caretShown(at time: Double) -> Bool {
            let frame = f.frame(time: time)
            #expect(frame.isAnimating)
            return frame.commands.contains { command in
                guard case .layer(let layer) = command else { return false }
                return layer.content.contains { c in
                    if case .filled(_, let rect, .color(let color)?, _, _) = c {
                        return rect.width == 1.5 && color == FocusRing.color
                    }
                    return false
                }
            }
        }
        #expect(caretShown(at: 10.1))
        #expect(!caretShown(at: 10 + UIContext.caretBlink + 0.1))
        #expect(caretShown(at: 10 + 2 * UIContext.caretBlink + 0.1))
        // A keystroke shows it solid again at once.
        f.frame([.text("a")], time: 10 + UIContext.caretBlink + 0.2)
        #expect(caretShown(at: 10 + UIContext.caretBlink + 0.3))
        f.frame([.editKey(.endEditing)], time: 20)
        #expect(!f.frame(time: 20.1).isAnimating)
    }

    @Test func aDisabledFieldIsNotEdited() {
        let ui = UIContext()
        let text = Box("")
        let view = View.textField(TextFieldItem("f", text: text.binding, width: 200, isEnabled: false))
        let size = Size(width: 300, height: 100)
        let c = ui.frame(view, size: size, time: 0).controls[0].frame.center
        _ = ui.frame(view, size: size, time: 0, events: [.pointerDown(c), .pointerUp(c), .text("x")])
        #expect(text.value == "")
        #expect(!ui.isEditingText)
    }

    @Test func theThreeStylesHaveTheirChromeAndHeights() {
        let ui = UIContext()
        let text = Box("")
        func field(_ style: TextFieldStyle) -> View {
            .vstack(
                spacing: 0, alignment: .center,
                [.textField(TextFieldItem("f", text: text.binding, style: style, width: 200))])
        }
        let size = Size(width: 300, height: 100)
        let heights = TextFieldStyle.allCases.map { ui.frame(field($0), size: size, time: 0).controls[0].frame.height }
        let line = (17 * 1.2).rounded(.up)
        #expect(heights == [line + 24, line + 10, line])
        let soft = ui.frame(field(.soft), size: size, time: 0).commands
        #expect(soft.filter { if case .innerShadowed = $0 { true } else { false } }.count == 2)
        let plain = ui.frame(field(.plain), size: size, time: 0).commands
        #expect(plain.count == 1)  // the clipped text layer alone
    }

    func textCommands(_ commands: [DrawCommand]) -> [(text: String, color: Color)] {
        commands.flatMap { command -> [(text: String, color: Color)] in
            switch command {
            case .text(let s, _, let color, _): [(s, color)]
            case .layer(let layer): textCommands(layer.content)
            default: []
            }
        }
    }

    func texts(_ commands: [DrawCommand]) -> [String] { textCommands(commands).map(\.text) }
}
