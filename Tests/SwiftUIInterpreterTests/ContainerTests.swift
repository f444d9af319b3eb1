import Raster
import Testing
import UI

@testable import SwiftUIInterpreter

/// ScrollViewReader, LabeledContent, GroupBox and Menu on a screen, as iOS draws them at rest.
@Suite struct ContainerTests {
    static let source = """
        import SwiftUI
        struct ContentView: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 16) {
                        GroupBox("Account") {
                            LabeledContent("Name", value: "Ada")
                            LabeledContent("Seats", value: 3)
                        }
                        Menu("Options") {
                            Button("Rename") { print("rename") }
                        }
                        Button("Top") { proxy.scrollTo(0, anchor: .top); print("top") }
                    }
                    .padding()
                }
            }
        }
        """

    /// Each text run of the frame with where it starts.
    func texts(_ frame: UIFrame) -> [String: Point] {
        var found: [String: Point] = [:]
        for case .text(let s, _, _, let origin) in frame.commands { found[s] = origin }
        return found
    }

    @Test func aLabeledRowPutsItsValueAtTheTrailingEdgeInsideItsGroupBox() throws {
        let driver = try ScreenDriver(Self.source)
        let shown = texts(try driver.frame())
        let title = try #require(shown["Account"])
        let name = try #require(shown["Name"])
        let value = try #require(shown["Ada"])
        #expect(shown["3"] != nil)
        // The box's label above its rows, both 16 points in from the box; the value near the far edge.
        #expect(title.y < name.y && abs(title.x - name.x) < 1)
        #expect(value.x > ScreenDriver.size.width / 2 && value.y == name.y)
    }

    @Test @MainActor func aMenuIsItsLabelAndTheProxysScrollChangesNothing() throws {
        let driver = try ScreenDriver(Self.source)
        let buttons = try driver.frame().controls.filter { $0.kind == .button }
        #expect(buttons.count == 2)
        for b in buttons {
            try driver.frame(
                at: 0, [.pointerMoved(b.frame.center), .pointerDown(b.frame.center), .pointerUp(b.frame.center)])
        }
        // The menu does not open, so its items do not run; the proxy's scrollTo runs and does nothing.
        #expect(driver.printed.lines == ["top"])
        let broken = Self.source.replacingOccurrences(of: "Button(\"Rename\")", with: "Button(missing)")
        // The mistake in a menu's item is noted (the item drawn as a placeholder).
        #expect(screenProblem(source: broken)?.contains("missing") == true)
    }
}

/// TabView: the chosen tab's content over the tab bar; a press on a tab chooses it, through the
/// selection's state or, without one, the TabView's own.
@Suite struct TabViewTests {
    static func source(selection: Bool) -> String {
        """
        import SwiftUI
        struct ContentView: View {
            @State var tab = "b"
            var body: some View {
                TabView\(selection ? "(selection: $tab)" : "") {
                    Text("First page").tabItem { Label("One", systemImage: "house") }.tag("a")
                    Text("Second page").tabItem { Image(systemName: "star"); Text("Two") }.tag("b")
                }
            }
        }
        """
    }

    func pages(_ driver: ScreenDriver) throws -> [String] {
        try driver.texts().filter { $0.hasSuffix("page") }
    }

    @Test func aPressOnATabShowsItsContent() throws {
        for selection in [true, false] {
            let driver = try ScreenDriver(Self.source(selection: selection))
            // The selection starts on "b"; without one, on the first tab.
            #expect(try pages(driver) == [selection ? "Second page" : "First page"], "selection \(selection)")
            let tabs = try driver.frame().controls.filter { $0.kind == .button }
            #expect(tabs.count == 2)
            // Both tabs in the bar at the bottom, side by side.
            #expect(tabs.allSatisfy { $0.frame.maxY > ScreenDriver.size.height - 60 })
            let other = tabs[selection ? 0 : 1].frame.center
            try driver.frame(at: 0, [.pointerMoved(other), .pointerDown(other), .pointerUp(other)])
            #expect(try pages(driver) == [selection ? "First page" : "Second page"], "selection \(selection)")
        }
    }

    /// iOS's scroll-edge tab bar: over a tab that does not scroll (an empty state) no hairline and no
    /// background; over a list that runs on under it, the bar's colour and hairline.
    @Test @MainActor func aTabBarIsClearOverContentThatDoesNotScroll() throws {
        func dividers(_ content: String) throws -> Int {
            let views = try laidOutViews(
                """
                TabView {
                    \(content).tabItem { Label("One", systemImage: "book") }
                    Text("Two").tabItem { Label("Two", systemImage: "list.bullet") }
                }
                """)
            return views.filter { $0.type == "Divider" }.count
        }
        #expect(try dividers(#"ContentUnavailableView("None", systemImage: "tray")"#) == 0)
        #expect(try dividers(#"List(0..<30, id: \.self) { Text("Row \($0)") }.listStyle(.plain)"#) > 1)
        // A ScrollView of a ForEach over nothing (books not loaded yet) has nothing under the bar; one of
        // rows has.
        let grid =
            #"ScrollView { LazyVGrid(columns: [GridItem(), GridItem()]) { ForEach(books, id: \.self) { Text($0) } } }"#
        let empty = grid.replacingOccurrences(of: "books", with: "[String]()")
        #expect(try dividers(empty) == 0)
        // Nor has one under a NavigationStack's large title, which the title scrolls with.
        #expect(try dividers(#"NavigationStack { \#(empty).navigationTitle("Books") }"#) == 0)
        #expect(try dividers(grid.replacingOccurrences(of: "books", with: #"["Dune", "Emma"]"#)) == 1)
    }
}
