import Foundation
import Raster
import Style
import SwiftSource
import TestSupport
import Testing
import UI

@testable import SwiftUIInterpreter

/// Idioms of ordinary app code that the corpus showed stopping or spoiling screens: the device's
/// screen read through `UIScreen.main`, `ContentUnavailableView`'s trailing closures, an observable
/// object from the environment, the whole environment as `@Environment(\.self)`, Core Graphics'
/// components of a colour, a metatype of an array, `.animation(.none)`.
@MainActor struct AppIdiomTests {
    private func screen(_ source: String) throws -> (views: [LaidOutView], notes: [String]) {
        let (views, notes) = try laidOutViewsAndNotes(try ScreenFile.interpret(source: source, path: "Idiom.swift"))
        return (views, notes.map(\.text))
    }

    @Test func uiScreenMainIsTheDeviceThePreviewIsShownOn() throws {
        let source = """
            import SwiftUI
            struct Card: View {
                var body: some View {
                    VStack {
                        Text("\\(Int(UIScreen.main.bounds.width))x\\(Int(UIScreen.main.bounds.size.height)) @\\(Int(UIScreen.main.scale))x")
                        Rectangle().frame(width: UIScreen.main.bounds.width * 0.5, height: 10)
                    }
                }
            }
            #Preview { Card() }
            """
        let file = try ScreenFile.interpret(source: source, path: "Screen.swift")
        for (device, expected) in [("iPhone 16 Pro", "402x874 @3x"), ("iPhone SE (3rd generation)", "375x667 @2x")] {
            let phone = try #require(Device.named(device))
            let view = try file.view(
                preview: 0, colorScheme: .light, state: ScreenState(), output: { _ in },
                screenSize: phone.size(.portrait), screenScale: phone.scale)
            let commands = UIContext().frame(view, size: phone.size(.portrait), time: 0).commands
            #expect(drawnTexts(commands) == [expected])
        }
        let (views, notes) = try laidOutViewsAndNotes(file)
        #expect(notes.isEmpty, "\(notes.map(\.text))")
        // Laid out for `--layout` on its 400-point canvas, which is then the screen it reads.
        #expect(views.first { $0.type == "Rectangle" }?.frame.width == 200)
    }

    @Test func contentUnavailableViewWithTrailingClosuresAndAnAssetImage() throws {
        let (views, notes) = try screen(
            """
            import SwiftUI
            struct Empty: View {
                var body: some View {
                    VStack {
                        ContentUnavailableView {
                            Label("No Profile", systemImage: "person.crop.circle")
                        } description: {
                            Text("Create one to begin.")
                        } actions: {
                            Button("Create") {}
                        }
                        ContentUnavailableView("Nothing", image: "", description: Text("Quiet"))
                    }
                    .animation(.none, value: 1)
                }
            }
            """)
        #expect(notes.isEmpty, "\(notes)")
        #expect(views.compactMap(\.text) == ["No Profile", "Create one to begin.", "Nothing", "Quiet"])
        #expect(views.contains { $0.type == "Button" })
        let title = try #require(views.first { $0.text == "No Profile" })
        let symbol = try #require(views.first { $0.type == "Image" })
        #expect(symbol.frame.maxY <= title.frame.minY)
    }

    @Test func anObservableFromTheEnvironmentAndTheWholeEnvironment() throws {
        let source = """
            import SwiftUI
            @Observable final class Session {
                var name = "Guest"
            }
            private struct TintKey: EnvironmentKey { static let defaultValue = Color.red }
            extension EnvironmentValues {
                var cardTint: Color {
                    get { self[TintKey.self] }
                    set { self[TintKey.self] = newValue }
                }
            }
            struct Greeting: View {
                @Environment(Session.self) private var session
                @Environment(\\.self) private var environment
                var body: some View {
                    VStack {
                        Text("Hello \\(session.name)")
                        Text(environment.colorScheme == .dark ? "dark" : "light")
                        Rectangle().fill(environment.cardTint)
                    }
                }
            }
            #Preview("Passed") {
                let session = Session()
                session.name = "Ada"
                return NavigationStack { Greeting() }.environment(session)
            }
            #Preview("Made") { Greeting() }
            """
        let file = try ScreenFile.interpret(source: source, path: "Session.swift")
        let (passed, passedNotes) = try laidOutViewsAndNotes(file)
        #expect(passedNotes.isEmpty, "\(passedNotes.map(\.text))")
        #expect(passed.compactMap(\.text) == ["Hello Ada", "light"])
        let state = ScreenState()
        let made = try file.laidOutViews(
            preview: 1, colorScheme: .dark, state: state, size: Size(width: 400, height: 300),
            metrics: EstimatedTextMetrics())
        #expect(made.compactMap(\.text) == ["Hello Guest", "dark"])
        #expect(state.notes.contains { $0.text.contains("no .environment(…) passes a Session") })
    }

    @Test func coreGraphicsComponentsAndAnArrayMetatype() throws {
        let (views, notes) = try screen(
            """
            import SwiftUI
            func decode<T>(_ type: T.Type) -> String { "decoded" }
            struct Swatch: View {
                let parts = Color(red: 0.25, green: 0.5, blue: 1).cgColor?.components ?? []
                var body: some View {
                    VStack {
                        Text(parts.map { String(Int($0 * 100)) }.joined(separator: " "))
                        Text(decode([String].self))
                    }
                }
            }
            """)
        #expect(notes.isEmpty, "\(notes)")
        #expect(views.compactMap(\.text) == ["25 50 100 100", "decoded"])
    }

    @Test func foundationsParsingSymbolsAndLocale() throws {
        let (views, notes) = try screen(
            """
            import SwiftUI
            extension Date {
                init(_ text: String) {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "yyyy-MM-dd"
                    self.init(timeInterval: 0, since: formatter.date(from: text)!)
                }
            }
            struct Day: View {
                let bad = DateFormatter().date(from: "not a date")
                var body: some View {
                    VStack {
                        Text(Date("2023-06-17").formatted(date: .abbreviated, time: .omitted))
                        Text(bad == nil ? "nil" : "parsed")
                        Text(DateFormatter().weekdaySymbols[0] + " " + Calendar.current.shortMonthSymbols[11])
                        Text(Locale.current.currency?.identifier ?? "none")
                        Text(Calendar.current.startOfDay(for: .now).formatted(date: .omitted, time: .shortened))
                    }
                }
            }
            """)
        #expect(notes.isEmpty, "\(notes)")
        // As Foundation writes them, in the preview's en_US and UTC.
        #expect(views.compactMap(\.text) == ["Jun 17, 2023", "nil", "Sunday Dec", "USD", "12:00\u{202F}AM"])
    }

    @Test func anExtensionOfAControlAndOfATypealiasAndADecimalsInit() throws {
        let (views, notes) = try screen(
            """
            import SwiftUI
            enum SchemaV2 {
                struct Record: Identifiable {
                    var id: Int
                    var amount: Decimal
                }
            }
            typealias Record = SchemaV2.Record
            extension Record {
                var label: String { "#\\(id): \\(amount)" }
            }
            extension Button {
                func pill() -> some View { self.padding(10).background(Capsule().fill(.yellow)) }
            }
            struct Rows: View {
                let record = Record(id: 7, amount: .init(floatLiteral: 2.5))
                var body: some View {
                    VStack {
                        Text(record.label)
                        Button("Go") {}.pill()
                    }
                    .navigationDestination(for: Record.ID.self) { Text("\\($0)") }
                }
            }
            """)
        #expect(notes.allSatisfy { $0.contains("navigationDestination") }, "\(notes)")
        #expect(views.compactMap(\.text) == ["#7: 2.5"])
        #expect(views.contains { $0.type == "Capsule" })
    }

    @Test func operatorsTheModuleDeclaresOrderItsValues() throws {
        let (views, notes) = try screen(
            """
            import SwiftUI
            struct Score: Comparable {
                var points: Int
                static func < (lhs: Score, rhs: Score) -> Bool { lhs.points < rhs.points }
            }
            struct Board: View {
                let scores = [Score(points: 3), Score(points: 11), Score(points: 5)]
                var body: some View {
                    Text("best \\(scores.max(by: <)!.points), \\(scores.sorted(by: >).map(\\.points))")
                }
            }
            """)
        #expect(notes.isEmpty, "\(notes)")
        #expect(views.compactMap(\.text) == ["best 11, [11, 5, 3]"])
    }

    /// `#Preview { struct Wrapper: View { … }; return Wrapper() }`, in two previews with one name.
    @Test func aTypeDeclaredInAPreviewsBody() throws {
        let source = """
            import SwiftUI
            struct Row: View {
                @Binding var on: Bool
                var body: some View { Toggle("On", isOn: $on) }
            }
            #Preview("A") {
                struct Wrapper: View {
                    @State var on = true
                    var body: some View { Row(on: $on) }
                }
                return Wrapper()
            }
            #Preview("B") {
                struct Wrapper: View {
                    var body: some View { Text("Second") }
                }
                return Wrapper()
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "Local.swift")
        let first = try laidOutViewsAndNotes(file)
        #expect(first.notes.isEmpty, "\(first.notes.map(\.text))")
        #expect(first.views.contains { $0.type == "Toggle" })
        let second = try file.laidOutViews(
            preview: 1, colorScheme: .light, state: ScreenState(), size: Size(width: 400, height: 300),
            metrics: EstimatedTextMetrics())
        #expect(second.compactMap(\.text) == ["Second"])
    }

    @Test func typeErasedStylesGeometryDefaultsAndTheMainActor() throws {
        let (views, notes) = try screen(
            """
            import SwiftUI
            struct Card: View {
                @State private var offset: CGSize = .zero
                @State private var loaded = "no"
                var body: some View {
                    VStack {
                        Rectangle().fill(AnyShapeStyle(Color.green)).frame(width: 10, height: 10)
                        Text("\\(Int(offset.width))").offset(offset)
                        Text(loaded)
                    }
                    .task { await MainActor.run { loaded = "yes" } }
                }
            }
            """)
        #expect(notes.isEmpty, "\(notes)")
        #expect(views.compactMap(\.text).first == "0")
        #expect(views.contains { $0.type == "Rectangle" && !$0.isPlaceholder })
    }

    /// `.preferredColorScheme(.dark)` deep inside: the whole preview is dark, what reads the scheme
    /// outside that view too, and the window knows it (its background and bars).
    @Test func aPreferredSchemeAnywhereIsTheWholePreviews() throws {
        let source = """
            import SwiftUI
            struct Screen: View {
                @Environment(\\.colorScheme) private var scheme
                var body: some View {
                    VStack {
                        Text(scheme == .dark ? "dark" : "light")
                        Inner()
                    }
                }
            }
            struct Inner: View {
                var body: some View { Text("inner").preferredColorScheme(.dark) }
            }
            #Preview { Screen() }
            """
        let file = try ScreenFile.interpret(source: source, path: "Dark.swift")
        let state = ScreenState()
        for _ in 0..<2 {
            let view = try file.view(preview: 0, colorScheme: .light, state: state, output: { _ in })
            let texts = drawnTexts(UIContext().frame(view, size: Size(width: 400, height: 300), time: 0).commands)
            #expect(texts == ["dark", "inner"])
            #expect(state.preferredColorScheme == .dark)
        }
    }

    /// A view with an initialiser of its own still gets its `@EnvironmentObject` from the preview; a
    /// UUID's `uuidString`, `.now`'s extension property, a static of a typealias's extension.
    @Test func anEnvironmentObjectBesideAnInitialiserAndSmallerIdioms() throws {
        let (views, notes) = try screen(
            """
            import SwiftUI
            final class Theme: ObservableObject {
                @Published var name: String
                init(name: String) { self.name = name }
            }
            enum SchemaV1 { struct Tag { var label: String } }
            typealias Tag = SchemaV1.Tag
            extension Tag { static let defaults = [Tag(label: "home")] }
            extension Date { var dayName: String { "today" } }
            struct Badge: View {
                @EnvironmentObject var theme: Theme
                let size: CGFloat
                init(size: CGFloat = 10) { self.size = size }
                var body: some View {
                    VStack {
                        Text(theme.name)
                        Text(UUID().uuidString.isEmpty ? "empty" : "id")
                        Text(Date.now.dayName + " " + Tag.defaults[0].label)
                    }
                }
            }
            struct Holder: View {
                var body: some View { Badge().environmentObject(Theme(name: "Night")) }
            }
            """)
        #expect(notes.isEmpty, "\(notes)")
        #expect(views.compactMap(\.text) == ["Night", "id", "today home"])
    }

    /// `Bundle.main`'s Info.plist values, read directly, through `object(forInfoDictionaryKey:)` and through
    /// the module's extension of `Bundle`; a `UIImage` made by name is the image `Image(uiImage:)` shows, and
    /// one made from data is nil, drawn as nothing with a note.
    @Test func theMainBundlesInfoAndImagesMadeAsUIImages() throws {
        let (views, notes) = try screen(
            """
            import SwiftUI
            extension Bundle {
                var appVersionLong: String { (infoDictionary?["CFBundleShortVersionString"] as? String) ?? "?" }
            }
            struct About: View {
                private let build = Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as! String
                let cover: Data? = nil
                var body: some View {
                    VStack {
                        Text("\\(Bundle.main.appVersionLong) (\\(build))")
                        Text(Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "Unknown")
                        Image(uiImage: UIImage(systemName: "star.fill")!)
                        Image(uiImage: UIImage(data: cover ?? Data()) ?? UIImage())
                    }
                }
            }
            """)
        #expect(views.compactMap(\.text) == ["1.0 (1)", "1.0"])
        let symbols = views.filter { $0.type == "Image" && !$0.isPlaceholder }
        #expect(!symbols.isEmpty, "\(views.map(\.type))")
        let placeholders = views.filter(\.isPlaceholder)
        #expect(placeholders.isEmpty)
        let bundleNotes = notes.filter { $0.contains("Bundle") }
        #expect(bundleNotes.isEmpty)
    }

    /// Overloads told apart by their labels (a public `corner(leading:center:)` calling a private
    /// `corner(_:_:)`), `.constant(.water)` for a `@Binding` of an enum read through the enum's computed
    /// property, `$flag.animation()` as the binding itself, and `Gradient.Stop(color:location:)`.
    @Test func overloadsByLabelsConstantEnumBindingsAndGradientStops() throws {
        let (views, notes) = try screen(
            """
            import SwiftUI
            enum Dataset { case water, energy
                var unit: String { switch self { case .water: "ml"; case .energy: "kcal" } }
            }
            struct Corner {
                func corner(leading: Int, center: Int) -> String { corner(center, leading) }
                private func corner(_ a: Int, _ b: Int) -> String { "\\(a)-\\(b)" }
            }
            struct Dial: View {
                @Binding var selected: Dataset
                @State private var isOn = false
                var body: some View {
                    VStack {
                        Text(selected.unit)
                        Text(Corner().corner(leading: 1, center: 2))
                        Toggle("Animated", isOn: $isOn.animation(.easeInOut))
                        Rectangle().fill(
                            LinearGradient(
                                gradient: Gradient(stops: [
                                    Gradient.Stop(color: .red, location: 0.2), Gradient.Stop(color: .blue, location: 0.9),
                                ]), startPoint: .top, endPoint: .bottom)
                        ).frame(height: 20)
                    }
                }
            }
            #Preview { Dial(selected: .constant(.water)) }
            """)
        #expect(notes.isEmpty, "\(notes)")
        #expect(views.compactMap(\.text).prefix(2) == ["ml", "2-1"])
        let toggles = views.filter { $0.type == "Toggle" }
        #expect(toggles.count == 1, "\(views.map(\.type))")
        let placeholders = views.filter(\.isPlaceholder)
        #expect(placeholders.isEmpty)
    }

    /// A tuple returned as `(1, 2)` from a function declared `-> (highlight: Double, shadow: Double)` takes
    /// the labels; `.buttonBorder` is a shape; a colour named by a member resolves; and a style of the
    /// file's that draws its label in `.tint` draws it in the `.tint(…)` around its button.
    @Test func declaredTupleLabelsTheButtonBorderAndAStylesTint() throws {
        let source = """
            import SwiftUI
            struct Boosts { func boosts() -> (highlight: Double, shadow: Double) { (1, 2) } }
            struct Tinted<S: Shape>: ButtonStyle {
                var shape: S
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.foregroundStyle(.tint).padding().background(shape.fill(.gray))
                }
            }
            func red(of colour: Color) -> Double { colour.resolve(in: EnvironmentValues()).red }
            struct Panel: View {
                var body: some View {
                    VStack {
                        Text("\\(Int(Boosts().boosts().shadow)) \\(Int(red(of: .white)))")
                        Button("Pink") {}.buttonStyle(Tinted(shape: .buttonBorder)).tint(.pink)
                    }
                }
            }
            #Preview { Panel() }
            """
        let file = try ScreenFile.interpret(source: source, path: "Panel.swift")
        let (_, notes) = try laidOutViewsAndNotes(file)
        #expect(notes.isEmpty, "\(notes.map(\.text))")
        let view = try file.view(preview: 0, colorScheme: .light, state: ScreenState(), output: { _ in })
        let commands = UIContext().frame(view, size: Size(width: 400, height: 800), time: 0).commands
        #expect(drawnTexts(commands).first == "2 1")
        func colour(of text: String, _ commands: [DrawCommand]) -> Color? {
            for command in commands {
                switch command {
                case .text(text, _, let color, _): return color
                case .layer(let layer): if let found = colour(of: text, layer.content) { return found }
                default: continue
                }
            }
            return nil
        }
        let pink = try #require(colour(of: "Pink", commands)).resolve(in: Appearance())
        #expect(pink.red > 0.9 && pink.green < 0.4 && pink.blue > 0.25, "\(pink)")
    }

    /// A generic view's type parameter is the type of what it is given (`Item.allCases` are the seasons
    /// of a `Binding<Season>`); a `@State` of an enum nested in the view takes its case; a static of the
    /// module's `extension Color` overloaded by its labels; a length of its `extension CGFloat` as a padding.
    @Test func genericParametersNestedStateOverloadedStaticsAndLengthStatics() throws {
        let (views, notes) = try screen(
            """
            import SwiftUI
            extension CGFloat { static let gap: CGFloat = 12 }
            extension Color {
                static func hex(rgb: Int) -> Color { hex(rgba: rgb + 0xFF000000) }
                static func hex(rgba: Int) -> Color { Color(red: Double(rgba >> 16 & 0xFF) / 255, green: 0, blue: 0) }
            }
            struct Tabs<Item, Content>: View where Item: CaseIterable & Hashable, Content: View {
                @Binding private var selection: Item
                private let content: (Item) -> Content
                init(selection: Binding<Item>, content: @escaping (Item) -> Content) {
                    self._selection = selection
                    self.content = content
                }
                var body: some View {
                    VStack { ForEach(Array(Item.allCases), id: \\.self) { item in content(item) } }
                        .padding(.gap)
                        .background(Color.hex(rgb: 0xFF0000))
                }
            }
            struct Host: View {
                enum Season: String, CaseIterable { case spring, summer }
                @State private var season: Season = .spring
                var body: some View { Tabs(selection: $season) { s in Text(s.rawValue) } }
            }
            """)
        #expect(notes.isEmpty, "\(notes)")
        #expect(views.compactMap(\.text) == ["spring", "summer"])
    }

    /// `ForEach(items, id: \.self, content: Tag.init)`, a string split at a union of character sets.
    @Test func forEachOfAnInitialiserAndAStringSplitAtCharacterSets() throws {
        let (views, notes) = try screen(
            """
            import SwiftUI
            struct Tag: View {
                let text: String
                var body: some View { Text(text) }
            }
            struct Tags: View {
                let set = CharacterSet.whitespaces.union(.punctuationCharacters)
                var words: [String] { "one, two; three".components(separatedBy: set).filter { !$0.isEmpty } }
                var body: some View { VStack { ForEach(words, id: \\.self, content: Tag.init) } }
            }
            #Preview { Tags() }
            """)
        #expect(notes.isEmpty, "\(notes)")
        #expect(views.compactMap(\.text) == ["one", "two", "three"])
    }

    /// `static func mock() -> Self { .init(…) }` makes the type, passed as `.mock()`; a `.hidden()` view keeps
    /// its room and draws nothing.
    @Test func aMockReturningSelfAndAHiddenView() throws {
        let source = """
            import SwiftUI
            struct Post {
                let title: String
                static func mock(title: String = "Hello") -> Self { .init(title: title) }
            }
            struct Card: View {
                let post: Post
                var body: some View {
                    VStack(spacing: 0) {
                        Text("Measured").hidden()
                        Text(post.title)
                    }
                }
            }
            #Preview { Card(post: .mock()) }
            """
        let file = try ScreenFile.interpret(source: source, path: "Card.swift")
        let (views, notes) = try laidOutViewsAndNotes(file)
        #expect(notes.isEmpty, "\(notes.map(\.text))")
        let hello = try #require(views.first { $0.text == "Hello" })
        let hidden = try #require(views.first { $0.text == "Measured" })
        #expect(hello.frame.minY >= hidden.frame.maxY - 0.01, "the hidden text keeps its room")
        let view = try file.view(preview: 0, colorScheme: .light, state: ScreenState(), output: { _ in })
        let commands = UIContext().frame(view, size: Size(width: 400, height: 800), time: 0).commands
        #expect(drawnTexts(commands).contains("Hello"))
    }

    /// A colour of a `[Color]` literal written `.red` takes the module's `extension Color` methods, and C's
    /// `lroundf` gives the integer `%02lX` formats (Foundation prints "FF3B30" for iOS's red).
    @Test func colourLiteralsTakeExtensionMethodsAndLroundGivesIntegers() throws {
        let (views, notes) = try screen(
            """
            import SwiftUI
            extension Color {
                func toHex() -> String {
                    let c = UIColor(self).cgColor.components ?? [0, 0, 0]
                    return String(format: "%02lX%02lX%02lX", lroundf(Float(c[0]) * 255), lroundf(Float(c[1]) * 255), lroundf(Float(c[2]) * 255))
                }
            }
            struct Swatches: View {
                let colors: [Color] = [.red, .blue]
                var body: some View { VStack { ForEach(colors, id: \\.self) { Text($0.toHex()) } } }
            }
            #Preview { Swatches() }
            """)
        #expect(notes.isEmpty, "\(notes)")
        #expect(views.compactMap(\.text) == ["FF3B30", "007AFF"])
    }

    /// A method named like a type (`@ViewBuilder private func SongList() -> some View`) is called as the
    /// method, not taken for a type of another package.
    @Test func aMethodNamedLikeATypeIsTheMethod() throws {
        let (views, notes) = try screen(
            """
            import SwiftUI
            struct Player: View {
                var body: some View { VStack { SongList() } }
                @ViewBuilder private func SongList() -> some View { Text("Songs") }
            }
            #Preview { Player() }
            """)
        #expect(notes.isEmpty, "\(notes)")
        #expect(views.compactMap(\.text) == ["Songs"])
    }

    @Test func anErrorInAnotherFileOfTheModuleNamesThatFile() throws {
        let error = EvaluationError(
            location: SourceLocation(file: "/app/Network.swift", line: 45, column: 70), message: "boom")
        #expect(StyleFileError(error, path: "/app/AppStateView.swift").path == "/app/Network.swift")
    }

    /// `ForEach($items)` over a `@Binding` the preview gives as `.constant(…)`, and `$item` inside it passed on;
    /// a class's convenience initialiser running its designated one on the same object; a formatter's
    /// localized template as Foundation expands it for US English; `throw` caught by `do`–`catch` and `try?`.
    @Test func bindingsGivenAsConstantsAndErrorsCaught() throws {
        let source = """
            import SwiftUI
            struct Item: Identifiable { let id: Int; var name: String }
            final class Counter { var count: Int; init(count: Int) { self.count = count }; convenience init() { self.init(count: 7) } }
            enum Oops: Error { case failed }
            func risky(_ fail: Bool) throws -> String { if fail { throw Oops.failed }; return "fine" }
            struct Row: View {
                @Binding var item: Item
                var body: some View { Text(item.name) }
            }
            struct List2: View {
                @Binding var items: [Item]
                let df: DateFormatter = {
                    let f = DateFormatter()
                    f.setLocalizedDateFormatFromTemplate("yMMMd")
                    return f
                }()
                var body: some View {
                    VStack {
                        ForEach($items) { $item in Row(item: $item) }
                        Text("\\(Counter().count)")
                        Text(df.string(from: Date(timeIntervalSince1970: 0)))
                        Text((try? risky(true)) ?? "nil")
                        Text(caught())
                    }
                }
                func caught() -> String {
                    do { return try risky(true) } catch { return "caught" }
                }
            }
            #Preview { List2(items: .constant([Item(id: 1, name: "Milk"), Item(id: 2, name: "Eggs")])) }
            """
        let (views, notes) = try screen(source)
        let format = DateFormatter.dateFormat(fromTemplate: "yMMMd", options: 0, locale: Locale(identifier: "en_US"))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = format
        let expected = ["Milk", "Eggs", "7", formatter.string(from: Date(timeIntervalSince1970: 0)), "nil", "caught"]
        #expect(views.compactMap(\.text) == expected, "\(notes)")
    }

    /// A `@State` the init assigns (`type = kind`, as Spently's category page does) is still state: its `$type`
    /// binds a picker. Inside `extension Calendar`, `component(…)` and `firstWeekday` are the calendar's own;
    /// an empty array joins to ""; `.infinity` as a corner radius is a capsule.
    @Test func stateSetInInitAndCalendarExtensions() throws {
        let source = """
            import SwiftUI
            enum Kind: String, CaseIterable { case income, expense }
            extension Calendar {
                func column(for date: Date) -> Int { (component(.weekday, from: date) - firstWeekday + 7) % 7 }
            }
            struct Page: View {
                @State var type: Kind
                init(kind: Kind) { type = kind }
                var body: some View {
                    VStack {
                        Picker("Type", selection: $type) {
                            ForEach(Kind.allCases, id: \\.self) { type in Text(type.rawValue).tag(type) }
                        }
                        .pickerStyle(.segmented)
                        Text("\\(Calendar.current.column(for: Date(timeIntervalSince1970: 0)))")
                        Text("[" + [String]().joined(separator: ", ") + "]")
                        RoundedRectangle(cornerRadius: .infinity).frame(width: 80, height: 30)
                    }
                }
            }
            #Preview { Page(kind: .expense) }
            """
        let (views, notes) = try screen(source)
        #expect(notes.isEmpty, "\(notes)")
        // 1 January 1970 was a Thursday: the fifth column of a week from Sunday.
        #expect(views.compactMap(\.text) == ["4", "[]"])
        #expect(views.contains { $0.type == "Picker" })
        #expect(!views.contains { $0.isPlaceholder })
    }

    /// Two `LabeledContent`s side by side share the width: each label before its content, none drawn over
    /// another.
    @Test func labeledContentsSideBySideDoNotOverlap() throws {
        let source = """
            import SwiftUI
            struct Dates: View {
                var body: some View {
                    HStack {
                        LabeledContent("Created") { Text("August 24, 2024") }
                        LabeledContent("Due") { Text("-") }
                    }
                    .font(.caption2)
                    .frame(width: 360)
                }
            }
            #Preview { Dates() }
            """
        let texts = try screen(source).views.filter { $0.text != nil }
        #expect(texts.map(\.text) == ["Created", "August 24, 2024", "Due", "-"])
        for (a, b) in zip(texts, texts.dropFirst()) {
            #expect(
                a.frame.maxX <= b.frame.minX + 0.01, "\(a.text ?? "") \(a.frame) overlaps \(b.text ?? "") \(b.frame)")
        }
    }

    /// A preview runs on iOS 26: `#available(iOS 27, *)` is not met, an older iOS is, and
    /// `#unavailable` is the opposite; another platform's entry alone is met through `*`.
    @Test func availabilityIsThatOfThePreviewsSystem() throws {
        let source = """
            import SwiftUI
            struct Versions: View {
                var body: some View {
                    VStack {
                        if #available(iOS 27, macOS 27, *) { Text("27") } else { Text("not 27") }
                        if #available(iOS 17.2, *) { Text("17.2") } else { Text("not 17.2") }
                        if #unavailable(iOS 18) { Text("before 18") } else { Text("18 on") }
                        if #available(macOS 30, *) { Text("any iOS") }
                    }
                }
                var guarded: String {
                    guard #available(iOS 26, *) else { return "old" }
                    return "26"
                }
            }
            #Preview { VStack { Versions(); Text(Versions().guarded) } }
            """
        let (views, notes) = try screen(source)
        #expect(notes.isEmpty, "\(notes)")
        #expect(views.compactMap(\.text) == ["not 27", "17.2", "18 on", "any iOS", "26"])
    }
}

/// `.symbolVariant` and a tab bar's filled symbols.
@Suite struct SymbolVariantTests {
    @Test func variantsAreTheNamesTheSymbolsHave() {
        #expect(SymbolVariant.name("heart", in: "fill") == "heart.fill")
        #expect(SymbolVariant.name("heart.fill", in: "fill") == nil)
        #expect(SymbolVariant.name("xmark", in: "circle") == "xmark.circle")
        #expect(SymbolVariant.name("xmark.fill", in: "circle") == "xmark.circle.fill")
        #expect(SymbolVariant.name("no.such.thing", in: "fill") == nil)
        let stack = ViewNode.stack(
            .h, spacing: nil, alignment: .center,
            [
                .image(SystemImage(named: "star")), .modified(.image(SystemImage(named: "bell")), .font(.body)),
                .text("x"),
            ])
        guard case .stack(_, _, _, let children) = stack.symbolVariant("fill"),
            case .image(let star) = children[0], case .modified(.image(let bell), _) = children[1]
        else {
            Issue.record("the stack changed shape")
            return
        }
        #expect(star.rawValue == "star.fill" && bell.rawValue == "bell.fill")
    }
}
