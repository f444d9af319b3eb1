import Foundation
import SwiftModule
import Testing

@testable import SwiftUIInterpreter

/// The app bundle's resources read from the module's own files: JSON decoded as `JSONDecoder` decodes it
/// (checked against Foundation's own decoder where it runs here), data sets, and the `Localizable` strings
/// SwiftUI's titles are looked up in.
@Suite @MainActor struct BundleResourceTests {
    /// A folder holding an Xcode project, so its whole tree is one module, as an app's is.
    private struct App {
        let folder: String

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("neumorph-bundle-\(UUID())").path
            try FileManager.default.createDirectory(
                atPath: folder + "/App.xcodeproj", withIntermediateDirectories: true)
        }

        @discardableResult
        func write(_ name: String, _ text: String) throws -> String {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }

        @MainActor func screen(_ file: String) throws -> ([LaidOutView], [String]) {
            let (views, notes) = try laidOutViewsAndNotes(
                try ScreenFile.interpret(module: SourceModule.containing(file), path: file))
            return (views, notes.map(\.text))
        }

        func remove() { try? FileManager.default.removeItem(atPath: folder) }
    }

    static let people = """
        [
          {"full_name": "Ada Lovelace", "age": 36, "first_seen": "2024-01-02T03:04:05Z", "tags": ["maths", "poetry"],
           "home": {"city": "London"}, "kind": "friend", "score": 9.5},
          {"full_name": "Alan Turing", "age": 41, "first_seen": "2024-02-02T03:04:05Z", "tags": [], "home": null,
           "score": 7,},
        ]
        """

    /// `load<T: Decodable>` with the type known only where its result is kept (`let people: [Person] = …`),
    /// snake-case keys, ISO 8601 dates, a nested struct, an optional that is null or missing, an enum by its raw
    /// value, an `Int` written where a `Double` goes, and the trailing commas Apple's parser allows.
    @Test func aGenericLoaderDecodesTheModulesJSON() throws {
        let app = try App()
        defer { app.remove() }
        try app.write("Data/people.json", Self.people)
        let file = try app.write(
            "Screen.swift",
            """
            import SwiftUI
            struct Home: Codable { var city: String }
            enum Kind: String, Codable { case friend, colleague }
            struct Person: Codable, Identifiable {
                var id: String { fullName }
                let fullName: String
                let age: Int
                var firstSeen: Date
                var tags: [String]
                var home: Home?
                var kind: Kind?
                var score: Double
            }
            func load<T: Decodable>(_ filename: String) -> T {
                guard let file = Bundle.main.url(forResource: filename, withExtension: nil) else { fatalError("none") }
                do {
                    let data = try Data(contentsOf: file)
                    let decoder = JSONDecoder()
                    decoder.keyDecodingStrategy = .convertFromSnakeCase
                    decoder.dateDecodingStrategy = .iso8601
                    return try decoder.decode(T.self, from: data)
                } catch {
                    fatalError("Couldn't parse \\(filename): \\(error)")
                }
            }
            let people: [Person] = load("people.json")
            struct Screen: View {
                var body: some View {
                    VStack {
                        ForEach(people) { p in
                            Text("\\(p.fullName), \\(p.age), \\(p.home?.city ?? "-"), \\(p.tags.count), \\(p.kind?.rawValue ?? "-"), \\(p.score, specifier: "%.1f")")
                            Text(p.firstSeen, format: .dateTime.year().month().day())
                        }
                    }
                }
            }
            #Preview { Screen() }
            """)
        let (views, notes) = try app.screen(file)
        let texts = views.compactMap(\.text)
        #expect(texts.contains("Ada Lovelace, 36, London, 2, friend, 9.5"), "\(texts) \(notes)")
        #expect(texts.contains("Alan Turing, 41, -, 0, -, 7.0"), "\(texts)")
        #expect(texts.contains("Jan 2, 2024"), "\(texts)")
        #expect(notes.isEmpty, "\(notes)")
    }

    /// A class's own `init(from:)` with its `CodingKeys`, read from an asset catalog's data set through
    /// `NSDataAsset`; a type named directly (`[Item].self`) decodes at once.
    @Test func aTypesOwnInitFromADecoderRunsOnADataSet() throws {
        let app = try App()
        defer { app.remove() }
        try app.write("Assets.xcassets/Contents.json", #"{"info": {"version": 1, "author": "xcode"}}"#)
        try app.write(
            "Assets.xcassets/Items.dataset/Contents.json",
            #"{"data": [{"filename": "items.json", "idiom": "universal"}], "info": {"version": 1, "author": "xcode"}}"#)
        try app.write(
            "Assets.xcassets/Items.dataset/items.json",
            #"[{"title": "Milk", "done": true, "due": 0}, {"title": "Eggs", "done": false}]"#)
        let file = try app.write(
            "Screen.swift",
            """
            import SwiftUI
            import UIKit
            final class Item: Codable {
                private enum CodingKeys: String, CodingKey { case name = "title", done, due }
                var name = ""
                var done = false
                var due: Date?
                init(name: String) { self.name = name }
                convenience init() { self.init(name: "new") }
                required init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    name = try container.decode(String.self, forKey: .name)
                    done = try container.decode(Bool.self, forKey: .done)
                    due = try container.decodeIfPresent(Date.self, forKey: .due)
                }
            }
            struct Screen: View {
                let items: [Item] = {
                    guard let data = NSDataAsset(name: "Items")?.data else { fatalError("no data") }
                    return (try? JSONDecoder().decode([Item].self, from: data)) ?? []
                }()
                var body: some View {
                    VStack {
                        ForEach(items, id: \\.name) { item in
                            Text("\\(item.name) \\(item.done ? "done" : "open") \\(item.due == nil ? "undated" : "dated")")
                        }
                        Text(Item().name)
                    }
                }
            }
            #Preview { Screen() }
            """)
        let (views, notes) = try app.screen(file)
        let texts = views.compactMap(\.text)
        #expect(texts == ["Milk done dated", "Eggs open undated", "new"], "\(texts) \(notes)")
    }

    /// What does not decode says where and why, as the decoding error Foundation throws would.
    @Test func badJSONSaysWhereAndTheScreenGoesOn() throws {
        let app = try App()
        defer { app.remove() }
        try app.write("broken.json", "[{\"name\": \"Ada\"}, {\"name\": }]")
        try app.write("people.json", "[{\"name\": \"Ada\"}, {\"nom\": \"Alan\"}]")
        let file = try app.write(
            "Screen.swift",
            """
            import SwiftUI
            struct Person: Decodable { let name: String }
            func read(_ name: String) -> String {
                do {
                    let url = Bundle.main.url(forResource: name, withExtension: "json")!
                    let people = try JSONDecoder().decode([Person].self, from: Data(contentsOf: url))
                    return "\\(people.count) people"
                } catch {
                    return "failed"
                }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Text(read("broken"))
                        Text(read("people"))
                        Text(String(data: try! Data(contentsOf: Bundle.main.url(forResource: "people", withExtension: "json")!), encoding: .utf8)!.prefix(9))
                    }
                }
            }
            #Preview { Screen() }
            """)
        let (views, _) = try app.screen(file)
        #expect(views.compactMap(\.text) == ["failed", "failed", "[{\"name\":"])
        // The errors themselves, as the evaluator gives them.
        #expect(throws: JSONText.Failure.self) { try JSONText.parse("[{\"name\": \"Ada\"}, {\"name\": }]") }
        do {
            _ = try JSONText.parse("{\n  \"a\": [1, 2,\n  }")
            Issue.record("a brace closing an array parsed")
        } catch {
            #expect(error.line == 3 && error.column == 3, "\(error)")
        }
    }

    /// Numbers keep whether they were written whole; strings their escapes and surrogate pairs; nesting is
    /// bounded.
    @Test func jsonTextReadsWhatJSONWrites() throws {
        guard
            case .array(let values) = try JSONText.parse(
                #"[3, 3.5, -2e2, "a\"b\\c\u00e9\ud83d\ude00", true, null, {}]"#)
        else {
            Issue.record("not an array")
            return
        }
        #expect(values.count == 7)
        if case .int(3) = values[0] {} else { Issue.record("3 is not an Int: \(values[0])") }
        if case .number(3.5) = values[1] {} else { Issue.record("3.5: \(values[1])") }
        if case .number(-200) = values[2] {} else { Issue.record("-2e2: \(values[2])") }
        if case .string("a\"b\\cé😀") = values[3] {} else { Issue.record("escapes: \(values[3])") }
        if case .void = values[5] {} else { Issue.record("null: \(values[5])") }
        let deep =
            String(repeating: "[", count: JSONText.maxDepth + 1) + String(repeating: "]", count: JSONText.maxDepth + 1)
        #expect(throws: JSONText.Failure.self) { try JSONText.parse(deep) }
        #expect(throws: JSONText.Failure.self) { try JSONText.parse("[1] 2") }
        #expect(throws: JSONText.Failure.self) { try JSONText.parse("\"open") }
    }

    /// `.convertFromSnakeCase` renames keys exactly as Foundation's own `JSONDecoder` does here.
    @Test(arguments: [
        "first_name", "_leading_key", "trailing_", "a__b", "URL_value", "already", "one_two_three", "__x__y__",
        "many_UPPER_words", "camelCase_already", "_", "a_1b", "",
    ])
    func snakeCaseKeysAsFoundationRenamesThem(key: String) throws {
        struct AnyKey: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        struct Keys: Decodable {
            var keys: [String]
            init(from decoder: Decoder) throws {
                keys = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
            }
        }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let json = try JSONSerialization.data(withJSONObject: [key: 1])
        let foundation = try decoder.decode(Keys.self, from: json).keys.first
        #expect(Evaluator.camelCase(key) == foundation)
    }

    /// ISO 8601 dates read as Foundation's `ISO8601DateFormatter` reads them.
    @Test func iso8601DatesAsFoundationReadsThem() {
        for text in ["2024-01-02T03:04:05Z", "2024-01-02T03:04:05+02:00", "2024-01-02T03:04:05.250Z"] {
            let formatter = ISO8601DateFormatter()
            if text.contains(".") { formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds] }
            #expect(Evaluator.iso8601(text) == formatter.date(from: text)?.timeIntervalSince1970, "\(text)")
        }
        #expect(Evaluator.iso8601("yesterday") == nil)
    }

    /// Titles written as literals are looked up in the English `Localizable` table, from a string catalog or
    /// `en.lproj`; a string held in a variable is shown verbatim, as SwiftUI shows a `String`.
    @Test func titlesAreLookedUpInTheAppsStrings() throws {
        let app = try App()
        defer { app.remove() }
        try app.write(
            "Resources/en.lproj/Localizable.strings",
            """
            /* Screen titles */
            "favorites_title" = "Favorites";
            "empty \\"list\\"" = "Nothing here"; // a comment
            "add_button" = "Add\\U2026";
            """)
        try app.write("Resources/tr.lproj/Localizable.strings", #""favorites_title" = "Favoriler";"#)
        try app.write(
            "Localizable.xcstrings",
            """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "settings_key": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Settings"}},
                                                 "ja": {"stringUnit": {"state": "translated", "value": "設定"}}}},
              "Plain": {}
            }}
            """)
        let file = try app.write(
            "Screen.swift",
            """
            import SwiftUI
            extension String { var localized: String { NSLocalizedString(self, comment: "") } }
            struct Screen: View {
                let key = "favorites_title"
                var body: some View {
                    NavigationStack {
                        VStack {
                            Text("favorites_title")
                            Text("empty \\"list\\"")
                            Text("add_button")
                            Text("settings_key".localized)
                            Text(String(localized: "settings_key"))
                            Text("Plain")
                            Text(key)
                        }
                        .navigationTitle("settings_key")
                    }
                }
            }
            #Preview { Screen() }
            """)
        let (views, notes) = try app.screen(file)
        let texts = views.compactMap(\.text)
        for expected in ["Favorites", "Nothing here", "Add…", "Settings", "Plain", "favorites_title"] {
            #expect(texts.contains(expected), "\(expected) in \(texts) \(notes)")
        }
        #expect(texts.filter { $0 == "Settings" }.count == 3, "\(texts)")
        #expect(!texts.contains("Favoriler") && !texts.contains("設定"))
    }

    /// The image views of Kingfisher and SDWebImage draw as before their image arrives: their placeholder, or
    /// nothing in the frame they are given, never a dashed box.
    @Test func packageImageViewsDrawAsBeforeTheyLoad() throws {
        let (views, notes) = try laidOutViewsAndNotes(
            try ScreenFile.interpret(
                source: """
                    import SwiftUI
                    import Kingfisher
                    import SDWebImageSwiftUI
                    struct Poster: View {
                        var body: some View {
                            VStack {
                                KFImage(URL(string: "https://example.com/a.jpg"))
                                    .placeholder { ProgressView() }
                                    .resizable()
                                    .frame(width: 100, height: 150)
                                WebImage(url: URL(string: "https://example.com/b.jpg"))
                                    .resizable()
                                    .indicator(.activity)
                                    .frame(width: 80, height: 80)
                                Text("After")
                            }
                        }
                    }
                    #Preview { Poster() }
                    """, path: "Poster.swift"))
        #expect(!views.contains { $0.isPlaceholder }, "\(views.map(\.type))")
        #expect(views.contains { $0.type == "ProgressView" })
        #expect(views.contains { $0.text == "After" })
        #expect(notes.contains { $0.text.hasPrefix("KFImage loads its image from the network") })
    }
}
