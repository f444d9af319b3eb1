import Raster
import Render
import Style
import Testing
import UI

@testable import SwiftUIInterpreter

/// `.strikethrough` and `.underline`: a line through the middle of the lowercase letters or just under the
/// baseline of every line, as long as the line's text, in the text's colour or the one given.
@Suite @MainActor struct TextDecorationTests {
    private func commands(_ body: String) throws -> [DrawCommand] {
        let source = """
            import SwiftUI
            struct Item: View {
                var body: some View {
                    \(body)
                }
            }
            #Preview { Item() }
            """
        let view = try ScreenFile.interpret(source: source, path: "Item.swift").view(
            preview: 0, colorScheme: .light, state: ScreenState(), output: { _ in })
        return UIContext().frame(view, size: Size(width: 400, height: 300), time: 0).commands
    }

    private func lines(_ commands: [DrawCommand]) -> [(Rect, Color?)] {
        commands.compactMap { command -> (Rect, Color?)? in
            guard case .filled(_, let rect, let fill, _, _) = command, rect.height <= 2 else { return nil }
            if case .color(let c)? = fill { return (rect, c) }
            return (rect, nil)
        }
    }

    private func texts(_ commands: [DrawCommand]) -> [(String, Point)] {
        commands.compactMap { command -> (String, Point)? in
            if case .text(let s, _, _, let origin) = command { (s, origin) } else { nil }
        }
    }

    @Test func aStruckTextHasALineAcrossItsMiddle() throws {
        let drawn = try commands(#"Text("Pay bills").strikethrough()"#)
        let text = try #require(texts(drawn).first)
        let width = EstimatedTextMetrics().size(of: "Pay bills", font: .body)
        let line = try #require(lines(drawn).first)
        #expect(lines(drawn).count == 1)
        #expect(abs(line.0.minX - text.1.x) < 0.01 && abs(line.0.width - width.width) < 0.01)
        #expect(abs(line.0.midY - (text.1.y + width.height * 0.6)) < 0.01)
        #expect(line.0.height == 1)
        #expect(line.1 == .primary)
    }

    @Test func anUnderlineInItsOwnColourUnderEveryLine() throws {
        let drawn = try commands(
            #"Text("Review your order details, all of them").underline(color: .red).font(.caption).frame(width: 90)"#)
        let rows = texts(drawn)
        let underlines = lines(drawn)
        #expect(rows.count > 1)
        #expect(underlines.count == rows.count)
        for ((_, origin), (rect, color)) in zip(rows, underlines) {
            #expect(color == .red)
            #expect(rect.minY > origin.y + 12 * 0.7)
        }
    }

    @Test func theInnermostDecisionWins() throws {
        #expect(lines(try commands(#"Text("Done").strikethrough(false).strikethrough()"#)).isEmpty)
        #expect(lines(try commands(#"Text("Done").strikethrough().strikethrough(false)"#)).count == 1)
        #expect(lines(try commands(#"Text("Done").strikethrough(pattern: .dash).underline()"#)).count == 2)
    }
}
