import Raster
import Style
import TestSupport
import Testing
import UI

@testable import SwiftUIInterpreter

/// What reaches past an iPhone's safe area and what stays inside it, where the view that reaches is not
/// the screen's root: SwiftUI lays a stack out in the safe area and lets a child that meets its edge
/// and ignores the safe area (a List, a background colour) grow through that edge.
@MainActor struct SafeAreaTests {
    private static let phone = RecentSwiftUITests.phone
    private static var screen: Size { phone.size(.portrait) }

    private func views(_ body: String, modifiers: String = "") throws -> [LaidOutView] {
        let source = """
            import SwiftUI
            struct Screen: View {
                @State private var isPresented = false
                var body: some View {
                    \(body)\(modifiers)
                }
            }
            #Preview { Screen() }
            """
        return try RecentSwiftUITests.onPhone(source, path: "Screen.swift")
    }

    /// A List under a header reaches the bottom edge, under the home indicator; the header stays below
    /// the status bar.
    @Test func aListUnderAHeaderReachesTheBottomEdge() throws {
        let views = try views(
            """
            VStack {
                Text("Movies").font(.largeTitle)
                List { Text("Alien") }
            }
            """)
        let list = try #require(views.first { $0.type == "List" })
        let header = try #require(views.first { $0.text == "Movies" })
        #expect(list.frame.maxY == Self.screen.height)
        #expect(header.frame.minY >= Self.phone.safeArea(.portrait).top)
    }

    /// Over a list in a VStack of one, in a NavigationStack, the list reaches both edges.
    @Test func aListInAVStackInANavigationStackReachesBothEdges() throws {
        let views = try views(
            """
            NavigationStack {
                VStack { List { Text("Milk") } }
                    .navigationTitle("Groceries")
            }
            """)
        let list = try #require(views.first { $0.type == "List" })
        #expect(list.frame.minY == 0)
        #expect(list.frame.maxY == Self.screen.height)
    }

    /// `.ignoresSafeArea()` around a TabView (a login overlay's modifier) leaves its bars where UIKit puts
    /// them: the tab's navigation title below the status bar, the tab items above the home indicator.
    @Test func aTabViewThatIgnoresTheSafeAreaKeepsItsBarsInside() throws {
        let views = try views(
            """
            TabView {
                NavigationStack {
                    Text("Shelf")
                        .navigationTitle("Books")
                }
                .tabItem { Label("Books", systemImage: "book") }
            }
            .overlay { Color.clear }
            """, modifiers: ".ignoresSafeArea()")
        let insets = Self.phone.safeArea(.portrait)
        let title = try #require(views.first { $0.text == "Books" && $0.frame.minY < Self.screen.height / 2 })
        let item = try #require(views.last { $0.text == "Books" })
        #expect(title.frame.minY >= insets.top)
        #expect(item.frame.maxY <= Self.screen.height - insets.bottom)
    }

    /// Modifiers that do not place or size a view (`.onAppear`, `.sheet`, `.alert`, `.tint`) leave a
    /// NavigationStack's Form reaching the screen's edges.
    @Test(arguments: [
        ".onAppear { }",
        ".sheet(isPresented: $isPresented) { Text(\"Sheet\") }",
        ".alert(\"Saved\", isPresented: $isPresented) { Button(\"OK\") { } }",
        ".tint(.purple).disabled(false)",
    ])
    func aFormUnderModifiersThatDoNotPlaceItReachesTheEdges(_ modifiers: String) throws {
        let views = try views(
            """
            NavigationStack {
                Form { Text("Name") }.navigationTitle("New Cocktail")
            }
            """, modifiers: modifiers)
        let list = try #require(views.first { $0.type == "Form" }, "\(views.map(\.type))")
        #expect(list.frame.minY == 0, "\(modifiers)")
        #expect(list.frame.maxY == Self.screen.height, "\(modifiers)")
    }

    /// A Form padded only at its sides still meets the top and bottom edges and reaches past them; its
    /// sides keep the padding.
    @Test func aFormPaddedAtItsSidesReachesTheTopAndBottomEdges() throws {
        let views = try views(
            """
            NavigationStack {
                Form { Text("Name") }
                    .padding([.leading, .trailing], 10)
                    .navigationTitle("New Event")
            }
            """)
        let form = try #require(views.first { $0.type == "Form" }, "\(views.map(\.type))")
        #expect(form.frame.minY == 0 && form.frame.maxY == Self.screen.height, "\(form.frame)")
        #expect(form.frame.minX == 10 && form.frame.maxX == Self.screen.width - 10)
    }

    /// A sidebar List under `.frame(minWidth: 200)` still reaches past the top and bottom edges.
    @Test func aListUnderAFrameOfMinimumsReachesTheEdges() throws {
        let views = try views(
            """
            NavigationStack {
                List { Text("Note") }.listStyle(.sidebar).frame(minWidth: 200).navigationTitle("My Notes")
            }
            """)
        let list = try #require(views.first { $0.type == "List" }, "\(views.map(\.type))")
        #expect(list.frame.minY == 0 && list.frame.maxY == Self.screen.height, "\(list.frame)")
    }

    /// A VStack that does not fill the safe area's height does not meet its edges: a child marked
    /// `.ignoresSafeArea()` in it is laid out with the others, the stack centred in the safe area.
    @Test func aStackThatDoesNotFillStaysCentredInTheSafeArea() throws {
        let views = try views(
            """
            VStack {
                Text("Top")
                Text("Bottom").ignoresSafeArea()
            }
            """)
        let top = try #require(views.first { $0.text == "Top" })
        let bottom = try #require(views.first { $0.text == "Bottom" })
        let safe = Self.phone.safeArea(.portrait)
        let middle = (safe.top + Self.screen.height - safe.bottom) / 2
        #expect(abs((top.frame.minY + bottom.frame.maxY) / 2 - middle) < 1)
    }

    /// A background colour on a VStack that fills the screen's width and height reaches every edge.
    @Test func aBackgroundOnAFillingStackReachesTheEdges() throws {
        let views = try views(
            """
            VStack {
                List { Text("Today") }
            }
            .padding(.vertical, 4)
            .background(Color.orange)
            """)
        let background = try #require(views.first { $0.type == "Color" })
        #expect(background.frame.minY == 0 && background.frame.maxY == Self.screen.height)
        let list = try #require(views.first { $0.type == "List" })
        #expect(list.frame.minY >= Self.phone.safeArea(.portrait).top)
    }

    /// A GeometryReader over the screen measures the safe area, as SwiftUI's proxy does, keeps its content in
    /// it, and lets what ignores the safe area inside it (a background picture) reach the edges.
    @Test func whatIgnoresTheSafeAreaInsideAGeometryReaderReachesTheEdges() throws {
        let views = try views(
            """
            ZStack {
                GeometryReader { geo in
                    ZStack(alignment: .topLeading) {
                        Color.teal
                            .frame(maxWidth: geo.size.width)
                            .ignoresSafeArea()
                        Text("\\(Int(geo.size.height))")
                    }
                }
                Text("Allow")
            }
            """)
        let inset = Self.phone.safeArea(.portrait)
        let background = try #require(views.first { $0.type == "Color" })
        #expect(background.frame.minY == 0 && background.frame.maxY == Self.screen.height, "\(background.frame)")
        let height = try #require(views.first { $0.text?.allSatisfy(\.isNumber) == true })
        #expect(height.text == "\(Int(Self.screen.height - inset.top - inset.bottom))")
        #expect(height.frame.minY >= inset.top)
        let allow = try #require(views.first { $0.text == "Allow" })
        #expect(abs(allow.frame.midY - (inset.top + (Self.screen.height - inset.top - inset.bottom) / 2)) < 1)
    }
}
