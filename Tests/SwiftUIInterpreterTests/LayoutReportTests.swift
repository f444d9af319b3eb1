import Raster
import Style
import Testing
import UI

@testable import SwiftUIInterpreter

/// `--layout`'s `"views"` say where each view was written, SwiftUI's views as well as the file's own.
@MainActor struct LayoutReportTests {
    /// The body starts on line 5 of the file `laidOutViews` writes (after the import, the struct, the
    /// state and `var body`), indented 8: the VStack at 5:9, the Text on line 6, the filled Capsule's
    /// `.fill` on line 7 after `Capsule()`, the Button on line 8.
    @Test func everyViewTheCodeMadeHasItsLocation() throws {
        let views = try laidOutViews(
            """
            VStack {
                        Text("a")
                        Capsule().fill(Color.red).frame(height: 8)
                        Button("Go") {}
                    }
            """)
        func location(_ type: String) -> String? {
            views.first { $0.type == type }?.location.map { "\($0.line):\($0.column)" }
        }
        #expect(location("VStack") == "5:9")
        #expect(location("Text") == "6:13")
        #expect(location("Capsule") == "7:22")
        #expect(location("Button") == "8:13")
        #expect(views.first { $0.type == "Text" }?.location?.file == "Layout.swift")
    }

    /// The locations are for the report only: each text is drawn (where no location is marked) inside
    /// the frame the report gives it.
    @Test func markingLocationsMovesNothing() throws {
        let body = """
            HStack(alignment: .firstTextBaseline) {
                        Text("Title").font(.title)
                        Group { Text("a"); Text("b") }
                        Label("Mail", systemImage: "envelope")
                    }
            """
        let reported = try laidOutViews(body)
        let source = """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    \(body)
                }
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "Plain.swift")
        let view = try file.view(preview: 0, colorScheme: .light, state: ScreenState(), output: { _ in })
        let drawn = Self.texts(
            UIContext(metrics: EstimatedTextMetrics()).frame(view, size: Size(width: 400, height: 300), time: 0)
                .commands)
        #expect(drawn.count == 4)
        for (string, origin) in drawn {
            let frame = try #require(reported.first { $0.text == string }?.frame)
            #expect(frame.minX - 0.5 <= origin.x && origin.x <= frame.maxX + 0.5, "\(string)")
            #expect(frame.minY - 0.5 <= origin.y && origin.y <= frame.maxY + 0.5, "\(string)")
        }
    }

    static func texts(_ commands: [DrawCommand]) -> [(String, Point)] {
        commands.flatMap { command -> [(String, Point)] in
            switch command {
            case .text(let string, _, _, let origin): [(string, origin)]
            case .layer(let layer): texts(layer.content)
            default: []
            }
        }
    }
}
