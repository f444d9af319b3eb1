import Raster
import Style
import TestSupport
import Testing
import UI

@testable import SwiftUIInterpreter

/// A `PreviewProvider` whose `previews` build several views: Xcode shows each as a preview of its own,
/// in the environment its modifiers set.
@MainActor struct PreviewVariantTests {
    private static let source = """
        import SwiftUI
        struct Calculator: View {
            @Environment(\\.colorScheme) var colorScheme: ColorScheme
            var body: some View {
                GeometryReader { geometry in
                    Text(colorScheme == .dark ? "dark" : "light")
                }
            }
        }
        struct Calculator_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    Calculator().environment(\\.colorScheme, .light)
                    Calculator().environment(\\.colorScheme, .dark).previewDisplayName("Night")
                }
                .previewLayout(.sizeThatFits)
            }
        }
        """

    @Test func aGroupOfPreviewsIsOnePreviewEach() throws {
        let file = try ScreenFile.interpret(source: Self.source, path: "Calculator.swift")
        #expect(file.previewNames == ["Calculator 1", "Night"])
    }

    /// Each variant keeps the modifiers written after the Group, and reads the scheme its own
    /// `.environment` sets, inside a GeometryReader too.
    @Test func eachVariantReadsItsOwnEnvironment() throws {
        let file = try ScreenFile.interpret(source: Self.source, path: "Calculator.swift")
        let texts = try (0..<2).map { index in
            try file.laidOutViews(
                preview: index, colorScheme: .light, state: ScreenState(), size: Size(width: 400, height: 300),
                metrics: EstimatedTextMetrics()
            ).compactMap(\.text)
        }
        #expect(texts == [["light"], ["dark"]])
        #expect(file.entries.allSatisfy { $0.preview.traits.layout == .sizeThatFits })
    }

    /// Previews built by statements other than views side by side (a loop, a `let`) stay one preview.
    @Test func previewsWithStatementsStayOne() throws {
        let source = """
            import SwiftUI
            struct Row: View {
                var body: some View { Text("Row") }
            }
            struct Row_Previews: PreviewProvider {
                static var previews: some View {
                    let title = "Row"
                    Row().navigationTitle(title)
                }
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "Row.swift")
        #expect(file.previewNames == ["Row"])
    }

    /// Two parts of what an unknown type gives (`URLSession.shared.data(from:)`) are each a stand-in,
    /// not an error that ends the view.
    @Test func aStandInDestructuresIntoStandIns() throws {
        let source = """
            import SwiftUI
            struct Feed: View {
                var body: some View {
                    let (data, response) = URLSession.shared.data(from: "https://example.com")
                    VStack {
                        Text("Feed")
                        Text(data)
                    }
                }
            }
            #Preview { Feed() }
            """
        let (views, notes) = try laidOutViewsAndNotes(try ScreenFile.interpret(source: source, path: "Feed.swift"))
        #expect(views.contains { $0.text == "Feed" })
        #expect(notes.contains { $0.text.contains("URLSession") })
    }
}
