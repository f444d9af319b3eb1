import Raster
import Style
import TestSupport
import Testing
import UI

@testable import SwiftUIInterpreter

/// SwiftUI of iOS 15–18 that ordinary screens are written in: shape styles, gradient text, Angle
/// arithmetic, UnevenRoundedRectangle, ContentUnavailableView, DisclosureGroup, the styles older
/// code writes as structs, and the property wrappers that need no argument.
@MainActor struct RecentSwiftUITests {
    static let phone = Device.named("iPhone 16 Pro")!

    /// A file's first preview laid out on the default iPhone, inside its safe area, as `--layout` reports it.
    static func onPhone(_ source: String, path: String) throws -> [LaidOutView] {
        try ScreenFile.interpret(source: source, path: path).laidOutViews(
            preview: 0, colorScheme: .light, state: ScreenState(), size: phone.size(.portrait),
            safeArea: phone.safeArea(.portrait), metrics: EstimatedTextMetrics())
    }

    /// Every fill the file's first preview draws on a 400 × 300 canvas, layers opened.
    static func fills(of file: ScreenFile) throws -> [Fill] {
        let view = try file.view(preview: 0, colorScheme: .light, state: ScreenState(), output: { _ in })
        func fills(_ commands: [DrawCommand]) -> [Fill] {
            commands.flatMap { command -> [Fill] in
                switch command {
                case .filled(_, _, let fill?, _, _): [fill]
                case .layer(let layer): fills(layer.content)
                default: []
                }
            }
        }
        return fills(UIContext().frame(view, size: Size(width: 400, height: 300), time: 0).commands)
    }

    private func screen(_ body: String, _ declarations: String = "") throws -> (
        views: [LaidOutView], notes: [String]
    ) {
        let source = """
            import SwiftUI
            struct ContentView: View {
                \(declarations)
                var body: some View {
                    \(body)
                }
            }
            """
        let (views, notes) = try laidOutViewsAndNotes(try ScreenFile.interpret(source: source, path: "Recent.swift"))
        return (views, notes.map(\.text))
    }

    @Test func shapeStylesOfIOS15AndMaterialsFillTheirShapes() throws {
        let (views, notes) = try screen(
            """
            VStack {
                Rectangle().fill(.blue.gradient)
                Circle().fill(.radialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 30))
                Capsule().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                RoundedRectangle(cornerRadius: 8).fill(.ultraThinMaterial)
                Text("Two levels").foregroundStyle(.primary, .secondary)
                Text("Third").foregroundStyle(.tertiary)
            }
            """)
        #expect(notes.isEmpty, "\(notes)")
        #expect(views.filter(\.isPlaceholder).isEmpty)
        #expect(
            ["Rectangle", "Circle", "Capsule", "RoundedRectangle"].allSatisfy { t in views.contains { $0.type == t } })
        // A material is its tint: translucent white in light, a near-black grey in dark.
        let material = try #require(Builtins.shapeStyles["ultraThinMaterial"])
        let light = material.resolve(in: Appearance(colorScheme: .light))
        let dark = material.resolve(in: Appearance(colorScheme: .dark))
        #expect(light.alpha > 0.3 && light.alpha < 1 && light.red > 0.9)
        #expect(dark.red < 0.2 && dark.alpha > 0.3)
    }

    /// `.foregroundStyle(gradient)` on text paints the gradient through the glyphs, over the text's box.
    @Test func aGradientForegroundPaintsThroughTheText() throws {
        let source = """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    Text("Sunrise").font(.largeTitle)
                        .foregroundStyle(LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
                }
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "Gradient.swift")
        let view = try file.view(preview: 0, colorScheme: .light, state: ScreenState(), output: { _ in })
        let commands = UIContext().frame(view, size: Size(width: 400, height: 300), time: 0).commands
        func masked(_ commands: [DrawCommand]) -> Layer? {
            for command in commands {
                guard case .layer(let layer) = command else { continue }
                if let mask = layer.mask, drawnTexts(mask) == ["Sunrise"] { return layer }
                if let inner = masked(layer.content) { return inner }
            }
            return nil
        }
        let layer = try #require(masked(commands))
        guard case .filled(_, _, .linearGradient(let colors, _, _)?, _, _)? = layer.content.first else {
            Issue.record("the text's layer paints \(layer.content)")
            return
        }
        #expect(colors.count == 2)
        // The layer's gradient spans the text, not the screen.
        guard case .filled(_, let rect, _, _, _) = layer.content[0] else { return }
        #expect(rect.width < 300 && rect.width > 80)
    }

    @Test func angleArithmeticAndTheOlderStyleStructs() throws {
        let (views, notes) = try screen(
            """
            VStack {
                Image(systemName: "star").rotationEffect(.degrees(10) + .degrees(5))
                Text("\\((Angle.degrees(90) / 2).degrees)")
                Text("\\((Angle.degrees(30) * 3).degrees)")
                Picker("Mode", selection: .constant(1)) {
                    Text("A").tag(1)
                    Text("B").tag(2)
                }
                .pickerStyle(SegmentedPickerStyle())
                List { Text("Row") }.listStyle(InsetGroupedListStyle())
                Button("Plain") {}.buttonStyle(PlainButtonStyle())
            }
            """)
        #expect(notes.isEmpty, "\(notes)")
        #expect(views.contains { $0.text == "45.0" })
        #expect(views.contains { $0.text == "90.0" })
        #expect(views.filter(\.isPlaceholder).isEmpty)
    }

    @Test func anUnevenRoundedRectangleRoundsEachCornerItsOwnWay() throws {
        let (views, notes) = try screen(
            """
            VStack {
                UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 200).fill(.green).frame(width: 100, height: 40)
                UnevenRoundedRectangle(cornerRadii: .init(topLeading: 8, topTrailing: 8)).frame(width: 60, height: 60)
            }
            """)
        #expect(notes.isEmpty, "\(notes)")
        #expect(views.filter { $0.type == "UnevenRoundedRectangle" }.count == 2)
        // The corners as drawn: a corner with no radius is covered to its tip, a rounded one is not, and a
        // radius past half the shorter side is held there.
        let shape = UnevenRoundedRectangle(topLeading: 20, bottomTrailing: 200)
        var rasterizer = Rasterizer()
        let mask = rasterizer.mask(
            for: shape.path(in: Rect(x: 0, y: 0, width: 100, height: 40)),
            clip: IntRect(x: 0, y: 0, width: 100, height: 40))
        func coverage(_ x: Int, _ y: Int) -> UInt8 { mask.value(atX: x, y: y) }
        #expect(coverage(99, 0) == 255)
        #expect(coverage(0, 39) == 255)
        #expect(coverage(1, 1) == 0)
        #expect(coverage(98, 38) == 0)
        #expect(coverage(80, 20) == 255)
    }

    @Test func contentUnavailableAndDisclosureGroups() throws {
        let (views, notes) = try screen(
            """
            VStack {
                DisclosureGroup("Closed") { Text("Hidden") }
                DisclosureGroup("Open", isExpanded: .constant(true)) { Text("Shown") }
                ContentUnavailableView("No Items", systemImage: "tray", description: Text("Add one to begin"))
            }
            """)
        #expect(notes.isEmpty, "\(notes)")
        let texts = views.compactMap(\.text)
        #expect(texts == ["Closed", "Open", "Shown", "No Items", "Add one to begin"])
        // Centred across the canvas, in the space the stack leaves it, the symbol over the title.
        let title = try #require(views.first { $0.text == "No Items" })
        #expect(abs(title.frame.midX - 200) < 1)
        let symbols = views.filter { $0.type == "Image" }
        #expect(symbols.contains { $0.frame.maxY <= title.frame.minY && abs($0.frame.midX - 200) < 1 })
    }

    /// A NavigationSplitView on a phone is its sidebar under a navigation bar, as iOS shows it in compact
    /// width; a preferred compact column of `.detail` shows the detail instead.
    @Test func aSplitViewOnAPhoneShowsItsSidebar() throws {
        let (views, notes) = try screen(
            """
            NavigationSplitView {
                List(["Inbox", "Sent"], id: \\.self) { Text($0) }
                    .navigationTitle("Mail")
            } detail: {
                Text("Pick a mailbox")
            }
            """)
        #expect(notes.isEmpty, "\(notes)")
        #expect(views.compactMap(\.text) == ["Mail", "Inbox", "Sent"])
        let (detail, _) = try screen(
            """
            NavigationSplitView(preferredCompactColumn: $column) {
                Text("Sidebar")
            } detail: {
                Text("Detail")
            }
            """, "@State private var column = NavigationSplitViewColumn.detail")
        #expect(detail.compactMap(\.text) == ["Detail"])
    }

    /// AsyncImage loads nothing here: its placeholder shows, a phase closure runs with `.empty`, and the
    /// plain form is iOS's grey fill the size of its frame, each with a note saying so.
    @Test func anAsyncImageShowsItsPlaceholder() throws {
        let (views, notes) = try screen(
            """
            VStack {
                AsyncImage(url: url) { image in image.resizable() } placeholder: { Text("Waiting") }
                AsyncImage(url: url) { phase in
                    switch phase {
                    case .empty: Text("Empty")
                    case .success(let image): image.resizable()
                    case .failure: Text("Failed")
                    @unknown default: EmptyView()
                    }
                }
                AsyncImage(url: url) { phase in
                    if let image = phase.image { image } else if phase.error != nil { Text("Failed") } else { Text("None yet") }
                }
                AsyncImage(url: url).frame(width: 200, height: 100)
            }
            """, "let url = URL(string: \"https://example.com/a.jpg\")")
        #expect(views.compactMap(\.text) == ["Waiting", "Empty", "None yet"])
        let placeholders = views.filter(\.isPlaceholder)
        #expect(placeholders.isEmpty)
        let loadNotes = notes.filter { $0.contains("not loaded here") }
        #expect(!loadNotes.isEmpty, "\(notes)")
        let grey = views.filter { abs($0.frame.width - 200) < 0.5 && abs($0.frame.height - 100) < 0.5 }
        #expect(!grey.isEmpty, "the plain form fills its frame: \(views.map(\.frame))")
    }

    /// `.init(…)` where a GridItem, a Gradient or an Angle is expected makes one of that type.
    @Test func implicitInitialisersWhereATypeIsExpected() throws {
        let (views, notes) = try screen(
            """
            VStack {
                LazyVGrid(columns: [.init(.flexible()), .init(.flexible())]) {
                    ForEach(0..<4) { _ in Color.blue.frame(height: 40) }
                }
                RoundedRectangle(cornerRadius: 20)
                    .fill(LinearGradient(gradient: .init(colors: [.red, .orange]), startPoint: .top, endPoint: .bottom))
                    .frame(height: 80)
                Rectangle().frame(width: 40, height: 40).rotationEffect(.init(degrees: 45))
            }
            """)
        #expect(notes.isEmpty, "\(notes)")
        let placeholders = views.filter(\.isPlaceholder)
        #expect(placeholders.isEmpty)
        let cells = views.filter { abs($0.frame.height - 40) < 0.5 && $0.frame.width > 100 && $0.frame.width < 250 }
        #expect(cells.count == 4, "two flexible columns: \(views.map(\.frame))")
    }

    /// A List row's Label shows its symbol in the accent colour, as iOS tints it, also when a view of
    /// the file makes the row, the icon has a gesture or the row a badge; a foreground style on the
    /// Label colours its symbol too.
    @Test func aListRowsLabelIconIsTheAccent() throws {
        let file = try ScreenFile.interpret(
            source: """
                import SwiftUI
                struct Row: View {
                    var body: some View {
                        Label { Text("Drafts") } icon: { Image(systemName: "doc").onTapGesture { } }
                    }
                }
                struct ContentView: View {
                    var body: some View {
                        List {
                            Label("Inbox", systemImage: "tray").badge(2)
                            Row()
                            Label("Sent", systemImage: "paperplane").foregroundStyle(.red)
                        }
                    }
                }
                """, path: "Mail.swift")
        let view = try file.view(preview: 0, colorScheme: .light, state: ScreenState(), output: { _ in })
        let colours = drawnIconColours(UIContext().frame(view, size: Size(width: 400, height: 800), time: 0).commands)
        try #require(colours.count == 3)
        for accent in colours[0...1] { #expect(accent.blue > 0.9 && accent.red < 0.2, "the accent: \(accent)") }
        #expect(colours[2].red > 0.9 && colours[2].blue < 0.4, "its own red: \(colours[2])")
    }

    @Test func wrappersThatNeedNoArgument() throws {
        let (views, notes) = try screen(
            """
            NavigationStack(path: $path) {
                VStack {
                    Circle().matchedGeometryEffect(id: "dot", in: namespace).frame(width: size, height: size)
                    Text("\\(path.count) pushed")
                }
                .navigationDestination(for: Int.self) { Text("\\($0)") }
            }
            """,
            """
            @Namespace private var namespace
            @ScaledMetric private var size = 24.0
            @State private var path = NavigationPath()
            @AccessibilityFocusState private var focused: Bool
            """)
        #expect(notes.allSatisfy { $0.contains("navigationDestination") }, "\(notes)")
        #expect(views.contains { $0.text == "0 pushed" })
        let circle = try #require(views.first { $0.type == "Circle" })
        #expect(circle.frame.width == 24)
    }

    @Test func aGaugeIsABarOrARing() throws {
        let (views, notes) = try screen(
            """
            VStack {
                Gauge(value: 75, in: 0...150) { Text("Speed") } currentValueLabel: { Text("75") } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: { Text("150") }
                Gauge(value: 2.0) { Text("Over") }
                Gauge(value: 0.7) { Text("CPU") }.gaugeStyle(.accessoryCircularCapacity)
            }
            """)
        #expect(notes.isEmpty, "\(notes)")
        let label = try #require(views.first { $0.text == "Speed" })
        let current = try #require(views.first { $0.text == "75" })
        let low = try #require(views.first { $0.text == "0" })
        let high = try #require(views.first { $0.text == "150" })
        // The label over the bar, the bounds at its ends, the value under it.
        #expect(label.frame.maxY < low.frame.minY && low.frame.maxY < current.frame.minY)
        #expect(abs(low.frame.midY - high.frame.midY) < 0.5 && low.frame.maxX < high.frame.minX)
        let gauges = views.filter { $0.type == "Gauge" }
        #expect(gauges.count == 3)
        // The ring is iOS's accessory size; the bars take the width offered.
        #expect(gauges[2].frame.size == Size(width: GaugeView.ringDiameter, height: GaugeView.ringDiameter))
        #expect(gauges[0].frame.width == 400)
        // A value past the range fills the bar and no more.
        let parts = try #require(
            { () -> GaugeParts? in
                if case .modified(_, .gauge(let p)) = GaugeView.make(
                    GaugeParts(
                        fraction: 1, label: nil, currentValue: nil, minimumValue: nil, maximumValue: nil, accent: .blue)
                ) {
                    return p
                }
                return nil
            }())
        #expect(parts.fraction == 1)
    }

    /// `.disabled(true)` reaches a ButtonStyle's `@Environment(\.isEnabled)`.
    @Test func aDisabledButtonsStyleReadsIsEnabledFalse() throws {
        let source = """
            import SwiftUI
            struct Dimmed: ButtonStyle {
                @Environment(\\.isEnabled) private var isEnabled
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding().background(isEnabled ? Color.blue : Color.gray)
                }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Button("On") {}.buttonStyle(Dimmed())
                        Button("Off") {}.buttonStyle(Dimmed()).disabled(true)
                    }
                }
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "Dimmed.swift")
        let drawn = try Self.fills(of: file)
        #expect(drawn.contains(.color(Builtins.colors["blue"]!)))
        #expect(drawn.contains(.color(Builtins.colors["gray"]!)), "\(drawn)")
    }

    /// The forms of views real screens wrote that were placeholders: `Label { } icon: { }`,
    /// `NavigationLink { } label: { }`, `Button(action: save) { }`, `TextField(axis:)`, a currency
    /// `TextField(value:format:)`, `TextEditor`, `PhotosPicker`, iOS 18's `Tab`, `ContentUnavailableView.search`,
    /// `List($items, editActions:)`.
    @Test func theFormsRealScreensUseAreDrawn() throws {
        let (views, notes) = try screen(
            """
            TabView {
                Tab("Books", systemImage: "book") {
                    List {
                        Label { Text("Inbox") } icon: { Image(systemName: "tray") }
                        NavigationLink { Text("Detail") } label: { Text("Open detail") }
                        Button(action: save) { Text("Save") }
                        TextField("Notes", text: $notes, axis: .vertical)
                        TextField("Amount", value: $amount, format: .currency(code: "USD"))
                        TextEditor(text: $notes)
                        PhotosPicker(selection: $picked, matching: .images) { Text("Choose photo") }
                    }
                }
                Tab("Search", systemImage: "magnifyingglass") { ContentUnavailableView.search(text: "swift") }
            }
            """,
            """
            @State private var notes = "Buy milk"
            @State private var amount = 12.5
            @State private var picked: Int? = nil
            func save() {}
            """)
        #expect(notes.isEmpty, "\(notes)")
        #expect(views.filter(\.isPlaceholder).isEmpty)
        let texts = views.compactMap(\.text)
        // The row texts, and the labels of the controls (the link, the button, the picker, the tabs).
        #expect(texts == ["Inbox", "Buy milk"], "\(texts)")
        #expect(views.filter { $0.type == "Button" }.count == 5)
        #expect(views.filter { $0.type == "TextField" }.count == 2)
        let search = try screen(#"ContentUnavailableView.search(text: "swift")"#).views.compactMap(\.text)
        #expect(search == ["No Results for \u{201C}swift\u{201D}", "Check the spelling or try a new search."])
        let rows = try screen(
            #"List($items, editActions: .delete) { $item in Text(item) }"#, #"@State private var items = ["A", "B"]"#)
        #expect(rows.views.compactMap(\.text) == ["A", "B"] && rows.notes.isEmpty, "\(rows.notes)")
    }

    /// A TabView's bar reaches the screen's bottom edge under the home indicator, and a List in a tab
    /// reaches under the status bar, as on iOS.
    @Test func aTabViewsBarAndItsListReachTheScreensEdges() throws {
        let source = """
            import SwiftUI
            struct Tabs: View {
                var body: some View {
                    TabView {
                        List { Text("Row") }.tabItem { Label("Home", systemImage: "house") }
                    }
                }
            }
            #Preview { Tabs() }
            """
        let views = try Self.onPhone(source, path: "Tabs.swift")
        let list = try #require(views.first { $0.type == "List" })
        #expect(list.frame.minY == 0)
        let screenHeight = Self.phone.size(.portrait).height
        let bar = try #require(
            views.last { $0.frame.maxY == screenHeight && $0.frame.width == Self.phone.size(.portrait).width })
        #expect(bar.frame.height > 34, "\(views.map { "\($0.type) \($0.frame)" })")
    }

    /// `.navigationBarTitleDisplayMode(.inline)` (and `navigationBarTitle(_:displayMode: .inline)`) puts the
    /// title in the bar, centred, where it was large below it.
    @Test(arguments: [
        #".navigationTitle("New Recipe").navigationBarTitleDisplayMode(.inline)"#,
        #".navigationBarTitle("New Recipe", displayMode: .inline)"#,
    ])
    func anInlineTitleSitsInTheBar(_ modifiers: String) throws {
        let source = """
            import SwiftUI
            struct Recipe: View {
                var body: some View {
                    NavigationStack {
                        Form { Text("Pancakes") }\(modifiers)
                    }
                }
            }
            #Preview { Recipe() }
            """
        let views = try Self.onPhone(source, path: "Recipe.swift")
        let title = try #require(views.first { $0.text == "New Recipe" })
        let row = try #require(views.first { $0.text == "Pancakes" })
        #expect(abs(title.frame.midX - Self.phone.size(.portrait).width / 2) < 1)
        #expect(title.frame.minY >= 62 && title.frame.maxY <= 62 + NavigationChrome.barHeight)
        #expect(row.frame.minY < 62 + NavigationChrome.barHeight + NavigationChrome.largeTitleHeight)
    }

    /// `.searchable` draws iOS's search field at rest under the large title, the rows below it.
    @Test func aSearchableListShowsItsFieldUnderTheTitle() throws {
        let source = """
            import SwiftUI
            struct Fruit: View {
                @State private var query = ""
                var body: some View {
                    NavigationStack {
                        List { Text("Apples") }
                            .navigationTitle("Fruit")
                            .searchable(text: $query, prompt: "Search fruit")
                    }
                }
            }
            #Preview { Fruit() }
            """
        let views = try Self.onPhone(source, path: "Fruit.swift")
        let title = try #require(views.first { $0.text == "Fruit" })
        let prompt = try #require(views.first { $0.text == "Search fruit" })
        let row = try #require(views.first { $0.text == "Apples" })
        #expect(title.frame.maxY <= prompt.frame.minY && prompt.frame.maxY <= row.frame.minY)
        #expect(views.contains { $0.type == "Image" && $0.frame.maxX <= prompt.frame.minX })
    }

    /// A tab item written as an Image and a Text (not a Label) has iOS's 10-point title under its 22-point
    /// icon (2 apart: 38 points), as a Label's has, not a body-size one.
    @Test func aTabItemOfAnImageAndATextHasTheBarsSmallTitle() throws {
        let source = """
            import SwiftUI
            struct Shelf: View {
                var body: some View {
                    TabView {
                        Text("Shelf").tabItem { Image(systemName: "book"); Text("Books") }
                    }
                }
            }
            #Preview { Shelf() }
            """
        let views = try Self.onPhone(source, path: "Shelf.swift")
        let tab = try #require(views.first { $0.type == "Button" })
        #expect(tab.frame.height < 40, "\(tab.frame)")
    }

    /// UIKit's fixed colours that SwiftUI's Color has no names for: `UIColor.darkGray` is white 1/3,
    /// `.lightGray` 2/3, `.magenta` full red and blue.
    @Test func uikitsFixedGreysAreTheirColours() throws {
        let source = """
            import SwiftUI
            struct Swatches: View {
                var body: some View {
                    HStack {
                        Color(uiColor: .darkGray)
                        Color(UIColor.lightGray)
                        Color(uiColor: .magenta)
                    }
                }
            }
            #Preview { Swatches() }
            """
        let (views, notes) = try laidOutViewsAndNotes(try ScreenFile.interpret(source: source, path: "Swatches.swift"))
        #expect(notes.isEmpty, "\(notes.map(\.text))")
        #expect(views.filter { $0.type == "Color" }.count == 3)
        #expect(Builtins.color(named: "darkGray") == Color(white: 1.0 / 3))
    }

    /// A button's role reaches its style's `configuration.role`: SwiftUI's own styles draw a destructive
    /// button in red, a file's style reads it as written.
    @Test func aButtonsRoleReachesItsStyle() throws {
        let source = """
            import SwiftUI
            struct Warning: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding().background(configuration.role == .destructive ? Color.orange : Color.gray)
                }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)
                        Button("Remove", role: .destructive) {}.buttonStyle(Warning())
                        Button("Keep") {}.buttonStyle(Warning())
                    }
                }
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "Roles.swift")
        let drawn = try Self.fills(of: file)
        #expect(drawn.contains(.color(Builtins.colors["red"]!)), "\(drawn)")
        #expect(drawn.contains(.color(Builtins.colors["orange"]!)))
        #expect(drawn.contains(.color(Builtins.colors["gray"]!)))
    }
}
