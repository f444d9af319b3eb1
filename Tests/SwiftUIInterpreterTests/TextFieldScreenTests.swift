import Foundation
import Platform
import Raster
import Render
import Style
import TestSupport
import Testing
import UI

@testable import SwiftUIInterpreter

/// A screen's `TextField` and `SecureField` edit its `@State` strings as the UI's fields.
@Suite struct TextFieldScreenTests {
    static let source = """
        import SwiftUI
        struct ContentView: View {
            @State private var name = ""
            @State private var password = ""
            var body: some View {
                VStack(spacing: 16) {
                    Text(name.isEmpty ? "Who are you?" : "Hello, \\(name)")
                    TextField("Name", text: $name)
                        .frame(width: 240)
                    SecureField("Password", text: $password, prompt: Text("At least 8 characters"))
                        .textFieldStyle(.roundedBorder)
                        .frame(width: 240)
                }
                .padding()
            }
        }
        """

    static let size = Size(width: 400, height: 300)

    /// Evaluates the screen for this frame and runs `events` through `ui`.
    static func frame(
        _ file: ScreenFile, _ state: ScreenState, _ ui: UIContext, _ events: [InputEvent] = [], time: Double = 0,
        metrics: (TextMetrics & Sendable)? = nil
    ) throws -> UIFrame {
        let view = try file.view(preview: 0, colorScheme: .light, state: state, output: { _ in }, metrics: metrics)
        return ui.frame(view, size: size, time: time, events: events)
    }

    @Test func typingIntoTheFieldWritesTheStateAndTheTextShowsIt() throws {
        let file = try ScreenFile.interpret(source: Self.source, path: "Name.swift")
        let state = ScreenState()
        let ui = UIContext()
        let first = try Self.frame(file, state, ui)
        #expect(first.controls.map(\.kind) == [.textField, .textField])
        #expect(first.controls.map(\.key) == ["text field 1", "text field 2"])
        #expect(drawnTexts(first.commands).contains("Who are you?"))
        #expect(drawnTexts(first.commands).contains("Name"))
        #expect(drawnTexts(first.commands).contains("At least 8 characters"))
        let field = first.controls[0].frame.center
        _ = try Self.frame(file, state, ui, [.pointerMoved(field), .pointerDown(field), .pointerUp(field)])
        for letter in ["A", "d", "a"] { _ = try Self.frame(file, state, ui, [.text(letter)]) }
        let key = try #require(state.keys.first { $0.contains("name") })
        #expect(state.string(key) == "Ada")
        let after = try Self.frame(file, state, ui)
        #expect(drawnTexts(after.commands).contains("Hello, Ada"))
        #expect(after.controls[0].text == "Ada")
        #expect(after.controls[0].isEditing)
    }

    /// `.multilineTextAlignment(.trailing)` and `.center` set a field's text, and its placeholder, across its width
    /// (a form's value field, right-aligned beside its label).
    @Test func aFieldsTextSitsByItsMultilineAlignment() throws {
        let source = """
            import SwiftUI
            struct ContentView: View {
                @State private var name = "Groceries"
                @State private var note = ""
                var body: some View {
                    VStack(spacing: 16) {
                        TextField("Name", text: $name).frame(width: 240)
                        TextField("Name", text: $name).multilineTextAlignment(.trailing).frame(width: 240)
                        TextField("Note", text: $note).multilineTextAlignment(.center).frame(width: 240)
                    }
                }
            }
            """
        let frame = try Self.frame(
            try ScreenFile.interpret(source: source, path: "Align.swift"), ScreenState(), UIContext())
        func origins(_ commands: [DrawCommand]) -> [(String, Double)] {
            commands.flatMap { command -> [(String, Double)] in
                switch command {
                case .text(let string, _, _, let origin): [(string, origin.x)]
                case .layer(let layer): origins(layer.content)
                default: []
                }
            }
        }
        let placed = origins(frame.commands)
        let fields = frame.controls.map(\.frame)
        let width = EstimatedTextMetrics().size(of: "Groceries", font: .body).width
        let xs = placed.filter { $0.0 == "Groceries" }.map(\.1)
        #expect(xs.count == 2)
        #expect(abs(xs[0] - fields[0].minX) < 1, "\(xs) \(fields)")
        #expect(abs(xs[1] + width - fields[1].maxX) < 1, "\(xs) \(fields)")
        let note = try #require(placed.first { $0.0 == "Note" }?.1)
        let noteWidth = EstimatedTextMetrics().size(of: "Note", font: .body).width
        #expect(abs(note + noteWidth / 2 - fields[2].midX) < 1, "\(note) \(fields[2])")
    }

    @Test func theSecureFieldHidesItsTextAndWearsItsStyle() throws {
        let file = try ScreenFile.interpret(source: Self.source, path: "Name.swift")
        let state = ScreenState()
        let ui = UIContext()
        let first = try Self.frame(file, state, ui)
        #expect(first.controls.map(\.style) == ["textField.plain", "textField.roundedBorder"])
        let field = first.controls[1].frame.center
        _ = try Self.frame(file, state, ui, [.pointerDown(field), .pointerUp(field), .text("hunter22")])
        let key = try #require(state.keys.first { $0.contains("password") })
        #expect(state.string(key) == "hunter22")
        let after = try Self.frame(file, state, ui)
        #expect(after.controls[1].text == "••••••••")
        #expect(!drawnTexts(after.commands).contains { $0.contains("hunter") })
    }

    @Test func plainAndAutomaticStylesAndTheTitleAsPlaceholder() throws {
        let source = """
            import SwiftUI
            struct ContentView: View {
                @State private var a = "kept"
                @State private var b = ""
                var body: some View {
                    VStack {
                        TextField("First", text: $a).textFieldStyle(.plain)
                        TextField("Second", text: $b).textFieldStyle(.automatic)
                    }
                }
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "Plain.swift")
        let frame = try Self.frame(file, ScreenState(), UIContext())
        #expect(frame.controls.map(\.style) == ["textField.plain", "textField.plain"])
        #expect(frame.controls.map(\.text) == ["kept", ""])
        #expect(drawnTexts(frame.commands).contains("Second"))
    }

    /// iOS draws a Form's fields as bare text in their rows; a style around the list or in a row wins.
    @Test func aFieldInAFormIsPlainUnlessAStyleIsGiven() throws {
        func styles(around form: String) throws -> [String] {
            let source = """
                import SwiftUI
                struct ContentView: View {
                    @State private var a = "Ada"
                    @State private var b = ""
                    var body: some View {
                        Form {
                            TextField("Name", text: $a)
                            TextField("Email", text: $b).textFieldStyle(.roundedBorder)
                        }\(form)
                    }
                }
                """
            let file = try ScreenFile.interpret(source: source, path: "Form.swift")
            // The list's own scrolling is a control too.
            return try Self.frame(file, ScreenState(), UIContext()).controls.map(\.style).filter {
                $0.hasPrefix("textField")
            }
        }
        #expect(try styles(around: "") == ["textField.plain", "textField.roundedBorder"])
        #expect(
            try styles(around: ".textFieldStyle(.roundedBorder)") == [
                "textField.roundedBorder", "textField.roundedBorder",
            ])
    }

    @Test func aNumberFieldChangesItsStateWhenTheTextReadsAsANumber() throws {
        let source = """
            import SwiftUI
            struct ContentView: View {
                @State private var age = 30
                var body: some View {
                    VStack {
                        TextField("Age", value: $age, format: .number)
                        Text("next year \\(age + 1)")
                    }
                }
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "Age.swift")
        let state = ScreenState()
        let ui = UIContext()
        let first = try Self.frame(file, state, ui)
        #expect(first.controls[0].text == "30")
        let p = first.controls[0].frame.center
        _ = try Self.frame(file, state, ui, [.pointerDown(p), .pointerUp(p), .editKey(.selectAll), .text("41")])
        let key = try #require(state.keys.first { $0.contains("age") && !$0.hasSuffix("#typed") }, "\(state.keys)")
        #expect(state.value(key).map { NumberText.same(.int(41), $0) } == true)
        #expect(drawnTexts(try Self.frame(file, state, ui).commands).contains("next year 42"))
        // Emptied, the field shows what was typed and the number keeps the last it read ("4", on the
        // way); a number again, it follows.
        _ = try Self.frame(file, state, ui, [.editKey(.backspace), .editKey(.backspace)])
        #expect(try Self.frame(file, state, ui).controls[0].text == "")
        #expect(state.value(key).map { NumberText.same(.int(4), $0) } == true)
        _ = try Self.frame(file, state, ui, [.text("-7")])
        #expect(state.value(key).map { NumberText.same(.int(-7), $0) } == true)
        #expect(try Self.frame(file, state, ui).controls[0].text == "-7")
        // Set elsewhere, the number shows as it is.
        state.set(key, .int(5))
        #expect(try Self.frame(file, state, ui).controls[0].text == "5")
    }

    /// A field of an optional number that is nil is empty, its prompt showing; typed into, it holds the number.
    /// A prompt given as a Text with a font and a colour shows its words.
    @Test func aNumberFieldOfANilOptionalIsEmpty() throws {
        let source = """
            import SwiftUI
            struct ContentView: View {
                @State private var year: Int?
                var body: some View {
                    VStack {
                        TextField("Year", value: $year, format: .number)
                        TextField("", value: .constant(80), formatter: NumberFormatter())
                        TextField("", text: .constant(""), prompt: Text("Required").font(.caption).foregroundColor(.red))
                        Text(year.map { "in \\($0)" } ?? "no year")
                    }
                }
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "Year.swift")
        let state = ScreenState()
        let ui = UIContext()
        let first = try Self.frame(file, state, ui)
        #expect(first.controls[0].text == "")
        #expect(first.controls[1].text == "80", "a formatter: field edits its number as .number does")
        #expect(drawnTexts(first.commands).contains("Year"), "the prompt shows")
        #expect(drawnTexts(first.commands).contains("Required"), "a prompt's Text with modifiers shows its words")
        let p = first.controls[0].frame.center
        _ = try Self.frame(file, state, ui, [.pointerDown(p), .pointerUp(p), .text("1999")])
        let texts = drawnTexts(try Self.frame(file, state, ui).commands)
        #expect(texts.contains("in 1999"), "\(texts)")
    }

    /// A field of a currency or a percentage shows its number in that format at rest, as Foundation writes
    /// it; typed into, it holds the number typed.
    @Test func aCurrencyFieldShowsItsFormatAtRest() throws {
        let source = """
            import SwiftUI
            struct ContentView: View {
                @State private var amount = 10.0
                @State private var share = 0.25
                var body: some View {
                    VStack {
                        TextField("Value", value: $amount, format: .currency(code: "USD"))
                        TextField("Share", value: $share, format: .percent)
                        Text("\\(amount, specifier: "%.1f")")
                    }
                }
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "Amount.swift")
        let state = ScreenState()
        let ui = UIContext()
        let first = try Self.frame(file, state, ui)
        let english = Locale(identifier: "en_US")
        #expect(first.controls[0].text == 10.0.formatted(.currency(code: "USD").locale(english)))
        #expect(first.controls[0].text == "$10.00")
        #expect(first.controls[1].text == 0.25.formatted(.percent.locale(english)))
        let p = first.controls[0].frame.center
        _ = try Self.frame(file, state, ui, [.pointerDown(p), .pointerUp(p), .editKey(.selectAll), .text("12")])
        #expect(drawnTexts(try Self.frame(file, state, ui).commands).contains("12.0"))
    }

    @Test @MainActor func wrongArgumentsNameThePlace() throws {
        func message(_ body: String) -> String? {
            let source = """
                import SwiftUI
                struct ContentView: View {
                    @State private var name = ""
                    var body: some View {
                        \(body)
                    }
                }
                """
            // The field is drawn as a placeholder, and a note says why.
            return screenProblem(source: source, path: "Bad.swift")
        }
        #expect(message("TextField(\"Name\", text: name)")?.contains("takes a binding to a String") == true)
        #expect(message("TextField(\"Name\")")?.contains("text") == true)
        #expect(message("TextField(\"Name\", text: $name).textFieldStyle(.squircle)")?.contains(".squircle") == true)
        #expect(message("SecureField(\"PIN\", text: $name, prompt: 4)")?.contains("prompt") == true)
        #expect(message("TextField(\"N\", value: $name, format: .number)")?.contains("takes a number") == true)
        #expect(message("TextField(\"N\", value: $name, format: .currency)")?.contains(".number") == true)
    }

    /// A field at rest (its placeholder) and one being edited (text, caret), in the window's font.
    @Test @MainActor func goldenFieldsAtRestAndEdited() throws {
        let source = """
            import SwiftUI
            struct ContentView: View {
                @State private var name = ""
                @State private var email = ""
                var body: some View {
                    VStack(spacing: 18) {
                        TextField("Name", text: $name).frame(width: 220)
                        TextField("Email", text: $email).textFieldStyle(.roundedBorder).frame(width: 220)
                    }
                    .padding(.vertical, 16)
                }
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "Golden.swift")
        let glyphs = TTFGlyphSource()
        let state = ScreenState()
        let ui = UIContext(metrics: glyphs)
        let size = Size(width: 260, height: 140)
        func render(_ events: [InputEvent], time: Double) throws -> Pixmap {
            let view = try file.view(preview: 0, colorScheme: .light, state: state, output: { _ in }, metrics: glyphs)
            let frame = ui.frame(view, size: size, time: time, events: events)
            var canvas = Canvas(width: Int(size.width * 2), height: Int(size.height * 2))!
            canvas.transform = AffineTransform(scale: 2, about: .zero)
            let page = DrawCommand.fill(Rectangle(), in: Rect(origin: .zero, size: size), .color(.background))
            Renderer(glyphs: glyphs).render([page] + frame.commands, appearance: Appearance(), into: &canvas)
            return canvas.pixmap
        }
        let rest = try render([], time: 0)
        let rested = Golden.check(rest, area: "textfield", name: "at-rest")
        #expect(rested.matches, "\(rested)")
        let first = ui.frame(
            try file.view(preview: 0, colorScheme: .light, state: state, output: { _ in }, metrics: glyphs), size: size,
            time: 0)
        let p = first.controls[0].frame.center
        _ = try render([.pointerDown(p), .pointerUp(p), .text("Ada Lovelace")], time: 1)
        let edited = try render([], time: 1.1)
        let result = Golden.check(edited, area: "textfield", name: "edited")
        #expect(result.matches, "\(result)")
    }
}
