import Raster
import Style
import TestSupport
import Testing
import UI

@testable import SwiftUIInterpreter

/// A name the interpreter lacks ends one view, not the file: the view is a placeholder, or a modifier is
/// left out, and a note says where and why. Only the code's own `fatalError` and a runaway loop (the
/// budgets) still stop the file.
@MainActor struct NoteTests {
    /// The views laid out on a 400 × 300 canvas, and the notes the evaluation made.
    private func screen(_ body: String, _ declarations: String = "", properties: String = "") throws -> (
        views: [LaidOutView], notes: [IgnoredModifier]
    ) {
        let source = """
            import SwiftUI
            struct ContentView: View { \(properties)
                var body: some View {
                    \(body)
                }
            }
            \(declarations)
            """
        return try laidOutViewsAndNotes(try ScreenFile.interpret(source: source, path: "Notes.swift"))
    }

    @Test func anUnknownModifierIsLeftOut() throws {
        let (views, notes) = try screen(#"Text("Small caps").lowercaseSmallCaps()"#)
        #expect(views.contains { $0.text == "Small caps" })
        #expect(notes.count == 1)
        #expect(notes.first?.location.line == 4)
        #expect(notes.first?.text.contains(".lowercaseSmallCaps is not a modifier") == true)
    }

    @Test func aModifierWhoseArgumentFailsIsLeftOut() throws {
        let (views, notes) = try screen(#"Text("Grey").foregroundColor(.moonshotGrey)"#)
        #expect(views.contains { $0.text == "Grey" })
        // The colours it could have named stay in the note: a typo is fixed without the docs.
        #expect(notes.count == 1)
        let text = notes.first?.text ?? ""
        #expect(text.hasPrefix("Color has no member 'moonshotGrey'; known: accentColor, black"), "\(text)")
        #expect(text.hasSuffix("(drawn without .foregroundColor)"))
    }

    /// An unknown view between two texts of a VStack: a placeholder named after it, listed in the layout
    /// under its name and where it was written, the texts above and below it.
    @Test func anUnknownViewIsAPlaceholderInItsStack() throws {
        let (views, notes) = try screen(
            #"""
            VStack {
                        Text("Above")
                        Chart(points) { LineMark(x: .value("x", $0)) }
                        Text("Below")
                    }
            """#)
        let chart = try #require(views.first { $0.type == "Chart" })
        #expect(chart.location?.line == 6)
        let above = try #require(views.first { $0.text == "Above" }).frame
        let below = try #require(views.first { $0.text == "Below" }).frame
        #expect(above.maxY <= chart.frame.minY && chart.frame.maxY <= below.minY)
        #expect(notes.map(\.text) == ["Chart is not a view or type Neumorph knows (a placeholder stands in for it)"])
    }

    /// `.frame(width: 200, height: 120)` around an unknown view: the placeholder fills the frame.
    @Test func aFramedPlaceholderFillsItsFrame() throws {
        let (views, _) = try screen(#"Map(position: .constant(.automatic)).frame(width: 200, height: 120)"#)
        let map = try #require(views.first { $0.type == "Map" })
        #expect(map.frame.size == Size(width: 200, height: 120))
    }

    /// A view whose code fails inside (a member an Int does not have) is a placeholder named by its
    /// view; its neighbours are drawn.
    @Test func aViewWhoseCodeFailsIsAPlaceholder() throws {
        let (views, notes) = try screen(
            #"""
            HStack {
                        Text(42.appName)
                        Text("Beside")
                    }
            """#)
        #expect(views.contains { $0.type == "Text" && $0.text == "Beside" })
        // The placeholder, listed as the Text it stands for, where that Text was written.
        #expect(views.contains { $0.type == "Text" && $0.text == nil && $0.location?.line == 5 })
        #expect(notes.count == 1 && notes[0].text.hasSuffix("(Text is drawn as a placeholder)"))
    }

    /// In a Grid, a List and a button style's body, a placeholder takes the unknown view's place.
    @Test func placeholdersInGridsListsAndStyles() throws {
        let (views, notes) = try screen(
            #"""
            VStack {
                        Grid { GridRow { Text("A"); Sparkline() } }
                        List { Text("Row"); Rating(stars: 3) }
                        Button("Go") {}.buttonStyle(Fancy())
                    }
            """#,
            """
            struct Fancy: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack { Glow(); configuration.label }
                }
            }
            """)
        #expect(views.contains { $0.type == "Sparkline" })
        #expect(views.contains { $0.type == "Rating" })
        #expect(views.contains { $0.text == "A" } && views.contains { $0.text == "Row" })
        #expect(views.contains { $0.type == "Button" })
        #expect(Set(notes.map(\.name)).isSuperset(of: ["Sparkline", "Rating", "Glow"]))
    }

    /// Content of a GeometryReader that cannot be made: a placeholder filling the reader, and a note.
    @Test func aGeometryReadersFailingContentIsAPlaceholder() throws {
        let (views, notes) = try screen(
            #"""
            GeometryReader { proxy in
                        let scale = proxy.size.width / "wide"
                        Text("Scaled").scaleEffect(scale)
                    }
            """#)
        let placeholder = try #require(views.last { $0.type == "GeometryReader" })
        #expect(placeholder.frame.width == 400 && placeholder.frame.height == 300)
        #expect(notes.count == 1)
        #expect(notes.first?.text.contains("GeometryReader's content is drawn as a placeholder") == true)
    }

    /// A misspelt name is a stand-in; an unlabelled modifier call on it, where the module's own
    /// extension declares a method of that name with other labels, is the stand-in's placeholder
    /// modified, not a crash (found by the fuzzer: the closures were looked up past their end).
    @Test func aModifierOnAStandInBesideAnExtensionOfThatName() throws {
        let (views, notes) = try screen(
            "contont.foregroundColor(Color.red)",
            """
            extension View {
                func foregroundColor(light: Color, dark: Color) -> some View { self.foregroundColor(light) }
            }
            """)
        #expect(views.contains { $0.isPlaceholder })
        #expect(notes.contains { $0.text.hasPrefix("contont is not a name Neumorph knows") }, "\(notes.map(\.text))")
    }

    /// A type Neumorph lacks gives a stand-in that takes members, calls, operators and assignments;
    /// it is a placeholder where a view goes, framed as the code frames it, and an error (one note,
    /// where it is used) where a number or a string goes.
    @Test func anUnknownTypesValueIsAStandIn() throws {
        let (views, notes) = try screen(
            #"""
            let haptic = UIImpactFeedbackGenerator(style: .light)
                    VStack {
                        Text("Top").frame(width: UIScreen.main.bounds.width * 0.5 + 1)
                        Text(formatter.string(from: Date()))
                        Map(position: .constant(.automatic)).frame(width: 120, height: 60).padding(4)
                        Button("Buzz") { haptic.impactOccurred() }
                    }
            """#,
            """
            let formatter: JSONEncoder = {
                let f = JSONEncoder()
                f.keyEncodingStrategy = .convertToSnakeCase
                return f
            }()
            """)
        #expect(views.contains { $0.text == "Top" } && views.contains { $0.type == "Button" })
        let map = try #require(views.first { $0.type == "Map" })
        #expect(map.frame.size == Size(width: 120, height: 60))
        #expect(views.contains { $0.type == "Text" && $0.text == nil && $0.location?.line == 7 })
        let texts = notes.map(\.text)
        // `UIScreen.main` is the screen laid out on, not a stand-in.
        #expect(!texts.contains { $0.contains("UIScreen") }, "\(texts)")
        #expect(texts.contains("JSONEncoder is not something Neumorph makes (a placeholder stands in for it)"))
        #expect(texts.contains { $0.hasPrefix("expected a string, got a stand-in for JSONEncoder") })
        #expect(notes.count == 4, "\(texts)")
    }

    /// A value of another kind whose meaning is plain is converted, with a note: `Text(count)` shows the
    /// count. Where Swift itself converts (an `Int` literal among `Double`s, where a `CGFloat` is
    /// declared) the value simply takes the type, with no note.
    @Test func aPlainConversionIsMadeWithANote() throws {
        let (views, notes) = try screen(
            #"""
            VStack {
                        Text(count)
                        Text("\(ratios[0] / 2) \(width / 4)")
                    }
            """#,
            """
            let count = 3
            let ratios = [1, 2.5]
            let width: CGFloat = 10
            """)
        #expect(views.contains { $0.type == "Text" && $0.text == "3" })
        #expect(views.contains { $0.type == "Text" && $0.text == "0.5 2.5" })
        #expect(notes.map(\.text) == [#"Text takes a String, not an Int (converted to "3")"#])
        #expect(notes.first?.location.line == 5)
    }

    /// A file of styles opened leniently, as its gallery opens it: a style's unknown view is a
    /// placeholder (only its outline, behind the label), its unknown modifier is left out, a style whose
    /// property cannot be made is drawn without it, and each style keeps its own notes. Opened strictly
    /// (the library's default) the same file is an error.
    @Test func aFileOfStylesOpenedLenientlyKeepsEachStylesNotes() throws {
        let source = """
            import SwiftUI
            struct Glowing: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding().background(Glow()).hoverLift()
                }
            }
            struct Broken: ButtonStyle {
                let size: CGFloat = "wide" * 2
                func makeBody(configuration: Configuration) -> some View { configuration.label.padding(size) }
            }
            struct Plain: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View { configuration.label.padding(8) }
            }
            """
        #expect(throws: StyleFileError.self) { try StyleFile.interpret(source: source, path: "Styles.swift") }
        let file = try StyleFile.interpret(source: source, path: "Styles.swift", lenient: true)
        #expect(file.styleTypeNames == ["Glowing", "Broken", "Plain"])
        #expect(file.notes["Glowing"]?.map(\.name) == ["Glow", "hoverLift"])
        // Its property cannot be made, so its body is drawn without what reads it.
        #expect(file.notes["Broken"]?.count == 2)
        #expect(file.notes["Broken"]?.first?.text.hasSuffix("(Broken is drawn without its properties)") == true)
        #expect(file.notes["Broken"]?.last?.text.hasSuffix("(drawn without .padding)") == true)
        #expect(file.notes["Plain"] == nil)
        #expect(file.ignoredModifiers.count == 4)
        let metrics = EstimatedTextMetrics()
        let glowing = try #require(file.buttonStyle(named: "Glowing"))
        let configuration = ButtonConfiguration(label: Label("Go"), isPressed: false, metrics: metrics)
        let drawn = glowing.makeBody(
            configuration: configuration, in: Rect(origin: .zero, size: glowing.size(for: configuration)))
        #expect(drawnTexts(drawn) == ["Go"], "the placeholder behind the label draws no name over it")
    }

    /// What an app's screen wraps its data in draws: a `@Query` is empty (no store here), an
    /// `@Environment(Model.self)` a stand-in, a `@Model` class's `@Attribute` a plain property, another
    /// framework's constant a stand-in, and a modifier Neumorph lacks on the module's own view is left
    /// out. Each is a note; the screen's views are drawn.
    @Test func anAppsDataWrappersDrawWithNotes() throws {
        let (views, notes) = try screen(
            #"""
            VStack {
                        Text("\(items.count) items")
                        Row(item: Item(name: "Milk")).modelContainer(for: Item.self, inMemory: true)
                        Text("Accuracy").opacity(kCLLocationAccuracyBest)
                    }
            """#,
            """
            @Model final class Item {
                @Attribute(.unique) var name: String
                init(name: String) { self.name = name }
            }
            struct Row: View {
                var item: Item
                var body: some View { Text(item.name) }
            }
            """,
            properties: "@Query var items: [Item]; @Environment(Store.self) var store")
        #expect(views.contains { $0.text == "0 items" })
        #expect(views.contains { $0.text == "Milk" } && views.contains { $0.text == "Accuracy" })
        let texts = notes.map(\.text)
        #expect(texts.contains("@Query var items fetches from no store here (it is empty)"), "\(texts)")
        #expect(texts.contains("@Environment var store cannot be resolved here (a placeholder stands in for it)"))
        // `.modelContainer(for:inMemory:)` is an empty container, which the row reads nothing from.
        #expect(!texts.contains { $0.contains("modelContainer") }, "\(texts)")
        #expect(texts.contains("kCLLocationAccuracyBest is not a name Neumorph knows (a placeholder stands in for it)"))
    }

    /// What soft-UI style files commonly read resolves as Swift does, with no note: an untyped
    /// `@Environment` key (SwiftUI's default values), a computed static whose body returns an implicit
    /// member (`.current`, typed by its declaration; `.classic` here, since a preview runs on iOS 26),
    /// and `Color(.name)` of a colour resource the catalog lacks is a note, not the static property
    /// calling itself.
    @Test func aStylesEnvironmentAndTypedStaticsResolve() throws {
        let source = """
            import SwiftUI
            struct Metrics {
                var height: CGFloat
                static let current = Metrics(height: 30)
                static let classic = Metrics(height: 26)
                static var automatic: Metrics { if #available(iOS 27, *) { .current } else { .classic } }
            }
            extension Color { static var lairGray: Color { Color(.lairGray) } }
            struct Soft: ButtonStyle {
                @Environment(\\.isEnabled) var isEnabled
                @Environment(\\.accessibilityReduceMotion) var reduceMotion
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .frame(height: Metrics.automatic.height)
                        .opacity(isEnabled && !reduceMotion ? 1 : 0.5)
                        .background(Color.lairGray)
                }
            }
            """
        let file = try StyleFile.interpret(source: source, path: "Soft.swift", lenient: true)
        let notes = file.notes["Soft"] ?? []
        #expect(notes.count == 1, "\(notes.map(\.text))")
        #expect(notes.first?.text.contains("lairGray") == true && notes.first?.location.line == 8)
        #expect(file.standIns["Soft"] == nil, "the environment gave every property its value")
        let style = try #require(file.buttonStyle(named: "Soft"))
        let size = style.size(
            for: ButtonConfiguration(label: Label("Go"), isPressed: false, metrics: EstimatedTextMetrics()))
        #expect(size.height == 26)
    }

    /// Placeholders laid over one another in a ZStack: only the first is named, the others are their
    /// outlines, so no two names print over each other.
    @Test func layeredPlaceholdersNameOnlyTheFirst() throws {
        let (views, notes) = try screen(
            #"""
            ZStack {
                        Glow().frame(width: 200, height: 100)
                        Sparkle().frame(width: 200, height: 100)
                        Toggle("On", isOn: Binding.constant(true))
                    }
            """#)
        #expect(notes.map(\.name) == ["Glow", "Sparkle"])
        #expect(views.contains { $0.type == "Glow" } && views.contains { $0.type == "Sparkle" })
        #expect(views.contains { $0.type == "Toggle" })
        let source = """
            import SwiftUI
            #Preview { ZStack { Glow().frame(width: 200, height: 100); Sparkle().frame(width: 200, height: 100) } }
            """
        let file = try ScreenFile.interpret(source: source, path: "Layers.swift")
        let view = try file.view(preview: 0, colorScheme: .light, state: ScreenState(), output: { _ in })
        let drawn = drawnTexts(UIContext().frame(view, size: Size(width: 400, height: 300), time: 0).commands)
        #expect(drawn.contains("Glow") && !drawn.contains("Sparkle"), "\(drawn)")
    }

    /// An image of the app's catalog that Neumorph has no copy of is a placeholder where it goes, filling
    /// what it is offered once `.resizable()`, with a note; an image it has is drawn.
    @Test func anImageNeumorphHasNotGotIsAPlaceholder() throws {
        let source = """
            import SwiftUI
            #Preview {
                VStack {
                    Image("known")
                    Image("blueberry").resizable().frame(width: 120, height: 80)
                    Image("").resizable().frame(width: 30, height: 30)
                }
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "Fruit.swift")
        let state = ScreenState()
        let views = try file.laidOutViews(
            preview: 0, colorScheme: .light, state: state, size: Size(width: 400, height: 300),
            metrics: EstimatedTextMetrics(), imageSize: { $0 == "known" ? Size(width: 20, height: 20) : nil })
        let placeholder = try #require(views.first { $0.isPlaceholder })
        #expect(placeholder.type == #"Image("blueberry")"# && placeholder.frame.size == Size(width: 120, height: 80))
        #expect(views.contains { $0.type == "Image" && $0.frame.size == Size(width: 20, height: 20) })
        #expect(
            state.notes.map(\.text) == [
                "no image 'blueberry' among the images Neumorph has (a placeholder stands in for it)",
                #"Image("") names no image; drawn as nothing"#,
            ])
        // An image of no name (a model's icon not loaded yet) is nothing, as UIKit finds none: its frame only.
        #expect(views.filter(\.isPlaceholder).count == 1)
    }

    /// The code's own `fatalError` and a loop that does not end still stop the file, with their place.
    @Test func fatalErrorsAndRunawayLoopsStillStop() throws {
        #expect(throws: StyleFileError.self) { try screen(#"let _: Int = fatalError("no data"); Text("x")"#) }
        do {
            _ = try screen(
                #"""
                VStack { Text(spin()) }
                """#, "func spin() -> String { var i = 0; while true { i += 1 }; return \"\" }")
            Issue.record("a loop that does not end was drawn")
        } catch {
            #expect("\(error)".contains("steps"))
        }
    }
}
