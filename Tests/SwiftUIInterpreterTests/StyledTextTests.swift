import Raster
import Style
import TestSupport
import Testing
import UI

@testable import SwiftUIInterpreter

/// `Text + Text` and a Text literal's Markdown: one paragraph of runs in their own fonts and colours.
@MainActor struct StyledTextTests {
    private func views(_ body: String, _ declarations: String = "") throws -> (views: [LaidOutView], notes: [String]) {
        let source = """
            import SwiftUI
            struct Receipt: View {
                \(declarations)
                var body: some View {
                    \(body)
                }
            }
            #Preview { Receipt() }
            """
        let (views, notes) = try laidOutViewsAndNotes(try ScreenFile.interpret(source: source, path: "Receipt.swift"))
        return (views, notes.map(\.text))
    }

    @Test func textsJoinedWithPlusAreOneText() throws {
        let (views, notes) = try views(#"Text("Price: ").bold() + Text("$10").foregroundColor(.green) + Text("!")"#)
        #expect(notes.isEmpty, "\(notes)")
        #expect(views.compactMap(\.text) == ["Price: $10!"])
    }

    /// The runs wrap together at spaces, in the width offered.
    @Test func joinedTextsWrapAsOneParagraph() throws {
        let long = #"(Text("A rather long title").bold() + Text(" and a longer explanation that goes on"))"#
        let (views, _) = try views(long + ".frame(width: 120)")
        let text = try #require(views.first { $0.type == "Text" })
        let line = try #require(try self.views(#"Text("A")"#).views.first { $0.type == "Text" }).frame.height
        #expect(text.frame.width <= 120)
        #expect(text.frame.height >= 3 * line - 0.5, "\(text.frame)")
    }

    /// A literal is read as Markdown; `Text(verbatim:)` and a String variable are not, as in SwiftUI.
    @Test func aLiteralsMarkdownIsStyledAndAStringsIsNot() throws {
        #expect(
            try views(#"Text("**Price:** 12 *pages*, `code` and [a link](https://x.org)")"#).views.compactMap(\.text)
                == ["Price: 12 pages, code and a link"])
        #expect(try views(#"Text(verbatim: "**Price:**")"#).views.compactMap(\.text) == ["**Price:**"])
        #expect(try views("Text(price)", #"let price = "**Price:**""#).views.compactMap(\.text) == ["**Price:**"])
    }

    @Test func aTabIsSpaces() throws {
        #expect(try views(#"Text("•\tMilk")"#).views.compactMap(\.text) == ["•    Milk"])
    }

    @Test func markdownRunsCarryTheirStyles() throws {
        let accent = Color.blue
        let runs = try #require(InlineMarkdown.runs("a **b** *c* `d` [e](f)", accent: accent))
        #expect(runs.map(\.string) == ["a ", "b", " ", "c", " ", "d", " ", "e"])
        #expect(runs[1].modifiers.count == 1)
        #expect(runs[3].modifiers.count == 1)
        #expect(runs[5].modifiers.count == 1)
        #expect(runs[7].modifiers.count == 1)
        // Unpartnered delimiters and an underscore inside a word are text; an escaped one is its character.
        #expect(InlineMarkdown.runs("5 * 3 = 15", accent: accent) == nil)
        #expect(InlineMarkdown.runs("snake_case_name", accent: accent) == nil)
        #expect(InlineMarkdown.runs(#"\*not\* emphasis"#, accent: accent)?.map(\.string) == ["*not* emphasis"])
    }
}
