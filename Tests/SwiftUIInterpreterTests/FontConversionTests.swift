import Raster
import Style
import Testing
import UI

@testable import SwiftUIInterpreter

/// Font values written in a screen file, as they reach the drawn text.
@Suite struct FontConversionTests {
    func font(_ expression: String) throws -> Font? {
        let source = """
            import SwiftUI
            struct ContentView: View {
                var body: some View { Text("Aa").font(\(expression)) }
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "Fonts.swift")
        let view = try file.view(preview: 0, colorScheme: .light, state: ScreenState(), output: { _ in })
        let frame = UIContext().frame(view, size: Size(width: 300, height: 200), time: 0)
        for case .text(_, let font, _, _) in frame.commands { return font }
        return nil
    }

    /// What a screen with this font notes (the text drawn without it), or nil when it draws.
    @MainActor func failure(_ expression: String) -> String? {
        // The text is drawn without the font, and a note says why.
        let body = "Text(\"Aa\").font(\(expression))"
        return screenProblem(
            source: "import SwiftUI\nstruct ContentView: View {\n    var body: some View { \(body) }\n}\n")
    }

    @Test func textStylesAndTheirWeights() throws {
        #expect(try font(".title2") == Font(size: 22))
        #expect(try font(".caption2") == Font(size: 11))
        #expect(try font(".callout") == Font(size: 16))
        #expect(try font(".largeTitle") == Font(size: 34))
        #expect(try font("Font.headline") == Font(size: 17, weight: .semibold))
    }

    @Test func systemFontsTakeAnyWeightAndDesign() throws {
        #expect(
            try font(".system(size: 20, weight: .heavy, design: .rounded)")
                == Font(size: 20, weight: .heavy, design: .rounded))
        #expect(try font(".system(size: 9, weight: .ultraLight)") == Font(size: 9, weight: .ultraLight))
        #expect(
            try font(".system(.title, design: .serif, weight: .black)")
                == Font(size: 28, weight: .black, design: .serif))
        #expect(
            try font("Font.system(.headline, design: .monospaced)")
                == Font(size: 17, weight: .semibold, design: .monospaced))
        #expect(try font(".system(size: 12, design: nil)") == Font(size: 12))
    }

    @Test func weightsAndDesignsWrittenWithTheirTypes() throws {
        #expect(
            try font(".system(size: 12, weight: Font.Weight.semibold, design: Font.Design.serif)")
                == Font(size: 12, weight: .semibold, design: .serif))
        #expect(try font(".system(Font.TextStyle.footnote)") == Font(size: 13))
    }

    @Test func customFontsMapToTheFamiliesWeShip() throws {
        #expect(try font(".custom(\"Inter-MediumItalic\", size: 15)") == Font(size: 15, weight: .medium, italic: true))
        #expect(try font(".custom(\"Georgia\", fixedSize: 30)") == Font(size: 30))
        #expect(try font(".custom(\"DejaVu Serif\", size: 14, relativeTo: .body)") == Font(size: 14, design: .serif))
    }

    @Test func fontMethods() throws {
        #expect(try font(".body.italic()") == Font(size: 17, italic: true))
        #expect(try font(".title.weight(.light).italic()") == Font(size: 28, weight: .light, italic: true))
        #expect(try font(".caption.bold()") == Font(size: 12, weight: .bold))
        #expect(try font(".body.monospaced()") == Font(size: 17, design: .monospaced))
        #expect(try font(".body.monospacedDigit()") == Font(size: 17, monospacedDigits: true))
        #expect(try font(".system(size: 13).weight(.medium)") == Font(size: 13, weight: .medium))
        // Text is one line here, so line spacing changes nothing.
        #expect(try font(".body.leading(.loose)") == Font(size: 17))
    }

    @Test @MainActor func badFontsSayWhatIsKnown() {
        let weight = failure(".system(size: 12, weight: .hefty)") ?? ""
        #expect(weight.contains("ultraLight") && weight.contains("black"), "\(weight)")
        #expect(failure(".system(.huge)")?.contains("largeTitle") == true)
        #expect(failure(".system(size: 12, design: .gothic)")?.contains("monospaced") == true)
        #expect(failure(".custom(\"Inter\", size: 0)")?.contains("positive") == true)
        #expect(failure(".body.leading(.double)")?.contains(".tight") == true)
    }
}
