import Raster
import Style
import TestSupport
import Testing
import UI

@testable import SwiftUIInterpreter

/// SwiftData as previews use it: a container the preview fills in memory and passes down, read by
/// `@Query` (sorted, filtered, in an init too) and `@Environment(\.modelContext)`; and `Task { … }`,
/// which fills a container the way many sample-data files do.
@MainActor struct SwiftDataPreviewTests {
    static let model = """
        import SwiftUI
        import SwiftData

        @Model final class Book {
            var title: String
            var pages: Int
            var isFavorite = false
            @Relationship var notes: [Note] = []
            init(title: String, pages: Int, isFavorite: Bool = false) {
                self.title = title
                self.pages = pages
                self.isFavorite = isFavorite
            }
        }

        @Model final class Note {
            var text: String
            init(text: String) { self.text = text }
        }

        @MainActor let previewContainer: ModelContainer = {
            let container = try! ModelContainer(for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
            let dune = Book(title: "Dune", pages: 412, isFavorite: true)
            container.mainContext.insert(dune)
            container.mainContext.insert(Book(title: "Emma", pages: 474))
            container.mainContext.insert(Book(title: "Beloved", pages: 324, isFavorite: true))
            dune.notes.append(Note(text: "Spice"))
            return container
        }()

        """

    private func texts(_ source: String) throws -> (texts: [String], notes: [String]) {
        let file = try ScreenFile.interpret(source: Self.model + source, path: "Books.swift")
        let (views, notes) = try laidOutViewsAndNotes(file)
        return (views.compactMap(\.text), notes.map(\.text))
    }

    @Test func aQueryReadsThePreviewsContainerInsideTheContainersItSitsIn() throws {
        let (texts, notes) = try texts(
            """
            struct Shelf: View {
                @Query(sort: \\Book.title) private var books: [Book]
                @Query(filter: #Predicate<Book> { $0.isFavorite }, sort: [SortDescriptor(\\.pages, order: .reverse)])
                private var favourites: [Book]
                @Query private var notes: [Note]
                var body: some View {
                    List {
                        Section("All") { ForEach(books) { Text($0.title) } }
                        Section("Favourites") { ForEach(favourites) { Text("\\($0.title) \\($0.pages)") } }
                        Section("Notes") { ForEach(notes) { Text($0.text) } }
                    }
                }
            }
            #Preview { NavigationStack { Shelf() }.modelContainer(previewContainer) }
            """)
        #expect(notes.isEmpty, "\(notes)")
        // Sorted by title; the favourites filtered and by pages, longest first; the note reached
        // through its book's relationship.
        #expect(texts == ["ALL", "Beloved", "Dune", "Emma", "FAVOURITES", "Dune 412", "Beloved 324", "NOTES", "Spice"])
    }

    /// A sort by a Bool puts false first, as Foundation's `SortDescriptor` does (open tasks before done
    /// ones), then the next key breaks the ties.
    @Test func aSortByABoolPutsFalseFirst() throws {
        let (texts, notes) = try texts(
            """
            struct Unread: View {
                @Query(sort: [SortDescriptor(\\Book.isFavorite), SortDescriptor(\\Book.title)]) private var books: [Book]
                var body: some View { VStack { ForEach(books) { Text($0.title) } } }
            }
            #Preview { Unread().modelContainer(previewContainer) }
            """)
        #expect(notes.isEmpty, "\(notes)")
        #expect(texts == ["Emma", "Beloved", "Dune"])
    }

    @Test func aQueryMadeInAnInitAndAFetchFromTheEnvironmentsContext() throws {
        let (texts, _) = try texts(
            """
            struct Short: View {
                @Query private var books: [Book]
                @Environment(\\.modelContext) private var context
                init(under pages: Int) {
                    _books = Query(filter: #Predicate<Book> { $0.pages < pages }, sort: \\Book.pages)
                }
                var body: some View {
                    VStack {
                        ForEach(books) { Text($0.title) }
                        Text("of \\(try! context.fetchCount(FetchDescriptor<Book>()))")
                    }
                }
            }
            #Preview { Short(under: 450).modelContainer(previewContainer) }
            """)
        #expect(texts == ["Beloved", "Dune", "of 3"])
    }

    @Test func aDescriptorsLimitAQueryOfATypealiasAndAPredicateThatCannotBeApplied() throws {
        let (texts, notes) = try texts(
            """
            enum SchemaV1 {
                @Model final class Shelf {
                    var name: String
                    init(name: String) { self.name = name }
                }
            }
            typealias Shelf = SchemaV1.Shelf
            @MainActor let shelves: ModelContainer = {
                let container = try! ModelContainer(for: Shelf.self)
                container.mainContext.insert(Shelf(name: "Hall"))
                container.mainContext.insert(Book(title: "Dune", pages: 412))
                container.mainContext.insert(Book(title: "Emma", pages: 474))
                return container
            }()
            struct Rooms: View {
                @Query private var shelves: [Shelf]
                @Query(filter: #Predicate<Book> { $0.missing.count > 1 }) private var odd: [Book]
                @Environment(\\.modelContext) private var context
                var first: String {
                    var descriptor = FetchDescriptor<Book>(sortBy: [SortDescriptor(\\.pages, order: .reverse)])
                    descriptor.fetchLimit = 1
                    return (try? context.fetch(descriptor))?.first?.title ?? "none"
                }
                var body: some View {
                    VStack {
                        ForEach(shelves) { Text($0.name) }
                        Text(first)
                        Text("\\(odd.count) odd")
                    }
                }
            }
            #Preview { Rooms().modelContainer(shelves) }
            """)
        #expect(texts == ["Hall", "Emma", "0 odd"])
        #expect(notes.contains { $0.hasPrefix("the #Predicate could not be applied") }, "\(notes)")
    }

    @Test func withoutAContainerAQueryIsEmptyWithANoteAndInsertingFillsIt() throws {
        let (texts, notes) = try texts(
            """
            struct Adder: View {
                @Query private var books: [Book]
                @Environment(\\.modelContext) private var context
                var body: some View {
                    VStack {
                        Text("\\(books.count) books")
                        Button("Add") { context.insert(Book(title: "New", pages: 1)) }
                    }
                }
            }
            #Preview { Adder().modelContainer(for: Book.self, inMemory: true) }
            """)
        #expect(texts.first == "0 books")
        #expect(notes.contains { $0.contains("@Query var books finds no Book") }, "\(notes)")
    }

    /// The view is made before `.modelContainer(…)` wraps it and its actions run outside the
    /// modifier, yet its context is the container's: what `.onAppear` inserts is what `@Query` lists,
    /// in the first frame, with no note left from the evaluation the action superseded.
    @Test(arguments: ["modelContainer(for: Book.self, inMemory: true)", "modelContainer(previewContainer)"])
    func defaultsInsertedOnAppearAreListed(container: String) throws {
        let source =
            Self.model + """
                struct Library: View {
                    @Environment(\\.modelContext) private var context
                    @Query(sort: \\Book.title) private var books: [Book]
                    var body: some View {
                        List(books) { Text($0.title) }
                            .onAppear {
                                if !books.contains(where: { $0.title == "Anna" }) {
                                    context.insert(Book(title: "Anna", pages: 864))
                                }
                            }
                    }
                }
                #Preview { Library().\(container) }
                """
        let file = try ScreenFile.interpret(source: source, path: "Books.swift")
        let state = ScreenState()
        let view = try file.view(preview: 0, colorScheme: .light, state: state, output: { _ in })
        let texts = drawnTexts(UIContext().frame(view, size: Size(width: 400, height: 600), time: 0).commands)
        let expected = container.hasPrefix("modelContainer(for:") ? ["Anna"] : ["Anna", "Beloved", "Dune", "Emma"]
        #expect(texts == expected)
        #expect(!state.notes.contains { $0.text.contains("@Query") }, "\(state.notes.map(\.text))")
        // Later frames keep the one container: the insert is not repeated, nor lost.
        let again = try file.view(preview: 0, colorScheme: .light, state: state, output: { _ in })
        #expect(drawnTexts(UIContext().frame(again, size: Size(width: 400, height: 600), time: 1).commands) == expected)
    }

    @Test func aTaskRunsItsBodyAndWhatStopsItIsANote() throws {
        let source =
            Self.model + """
                @MainActor let filledLater: ModelContainer = {
                    let container = try! ModelContainer(for: Book.self)
                    Task { @MainActor in
                        try? await Task.sleep(nanoseconds: 1_000_000)
                        container.mainContext.insert(Book(title: "Later", pages: 9))
                    }
                    return container
                }()
                struct Titles: View {
                    @Query private var books: [Book]
                    @State private var status = "idle"
                    var body: some View {
                        VStack {
                            ForEach(books) { Text($0.title) }
                            Text(status)
                        }
                        .onAppear {
                            Task { status = "loaded"; let broken: Int = "x".missing }
                        }
                    }
                }
                #Preview { Titles().modelContainer(filledLater) }
                """
        let file = try ScreenFile.interpret(source: source, path: "Books.swift")
        let state = ScreenState()
        // Drawn as the window draws it, so that `.onAppear` runs.
        let view = try file.view(preview: 0, colorScheme: .light, state: state, output: { _ in })
        let texts = drawnTexts(UIContext().frame(view, size: Size(width: 400, height: 300), time: 0).commands)
        #expect(texts == ["Later", "loaded"])
        #expect(state.notes.contains { $0.text.hasPrefix("the Task stopped here") }, "\(state.notes.map(\.text))")
    }
}
