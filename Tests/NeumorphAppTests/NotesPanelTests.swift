import Raster
import Style
import Testing
import UI

@testable import NeumorphApp

/// The window's notes: a count while they are hidden, and with W a list that stays inside the window
/// however many there are and however long each is.
@MainActor struct NotesPanelTests {
    private let metrics = EstimatedTextMetrics()

    private func texts(_ commands: [DrawCommand]) -> [(String, Point)] {
        commands.compactMap { if case .text(let s, _, _, let origin) = $0 { (s, origin) } else { nil } }
    }

    @Test func noNotesDrawNothing() {
        #expect(NotesPanel.commands([], listed: true, in: Size(width: 640, height: 400), metrics).isEmpty)
    }

    @Test func hiddenNotesAreACount() {
        let lines = texts(
            NotesPanel.commands(
                ["A.swift:1:1: x", "A.swift:2:1: y"], listed: false, in: Size(width: 640, height: 400), metrics))
        #expect(lines.map(\.0) == ["2 notes · W lists them"])
    }

    /// A hundred long notes in a 320 × 240 window: as many lines as fit, each cut to the window's width,
    /// the last counting the rest; nothing drawn outside the window.
    @Test func aHundredNotesStayInsideASmallWindow() throws {
        let window = Size(width: 320, height: 240)
        let notes = (1...100).map {
            "Screen.swift:\($0):5: Chart\($0) is not a view or type Neumorph knows (drawn as a placeholder)"
        }
        let commands = NotesPanel.commands(notes, listed: true, in: window, metrics)
        let lines = texts(commands)
        #expect(lines.count > 3 && lines.count < 20)
        #expect(lines.first?.0 == "100 notes · W hides them")
        #expect(lines.last?.0.hasPrefix("… and ") == true)
        let font = HUD.font
        for (text, origin) in lines {
            let size = metrics.size(of: text, font: font)
            #expect(origin.x >= 0 && origin.x + size.width <= window.width, "\(text)")
            #expect(origin.y >= 0 && origin.y + size.height <= window.height, "\(text)")
        }
        // The panel itself is inside the window too.
        #expect(commands.contains { if case .filled = $0 { true } else { false } })
        for case .filled(_, let rect, _, _, _) in commands {
            #expect(rect.minX >= 0 && rect.minY >= 0 && rect.maxX <= window.width && rect.maxY <= window.height)
        }
        // Lines one under another: no two overprint.
        let ys = lines.map(\.1.y)
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $1 - $0 >= metrics.size(of: "Ag", font: font).height })
    }
}
