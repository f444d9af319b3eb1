import Foundation
import Raster
import Style
import SwiftModule
import Testing

@testable import SwiftUIInterpreter

/// What ordinary app code does that used to end its screen: a `@State` given by the memberwise
/// initialiser, a stroke filled as iOS 17 allows, an `@EnvironmentObject` whose class another file of
/// the module declares.
@MainActor struct AppCodeTests {
    private func screen(_ module: SourceModule, _ path: String) throws -> ([LaidOutView], [IgnoredModifier]) {
        try laidOutViewsAndNotes(try ScreenFile.interpret(module: module, path: path))
    }

    @Test func aStateWithADefaultTakesTheArgumentGiven() throws {
        let source = """
            import SwiftUI
            struct Counter: View {
                @State var count = 1
                var body: some View {
                    Circle().stroke(lineWidth: 8).fill(Color.orange).frame(width: 40, height: 40)
                    Text("\\(count) taps")
                }
            }
            #Preview { Counter(count: 5) }
            """
        let module = SourceModule(name: "Main", path: "Counter.swift", source: source)
        let (views, notes) = try screen(module, "Counter.swift")
        #expect(views.contains { $0.text == "5 taps" })
        #expect(views.contains { $0.type == "Circle" })
        #expect(notes.isEmpty, "\(notes.map(\.text))")
    }

    /// An init that calls `self.init(…)` with fewer arguments reaches the narrower init, as Swift ranks
    /// them, rather than itself (which nested until the budget stopped the file).
    @Test func aWiderInitCallsTheNarrowerOne() throws {
        let source = """
            import SwiftUI
            struct Badge: View {
                var title: String
                var scale = 1.0
                init(title: String, large: Bool = false) {
                    self.init(title: title)
                    if large { scale = 2 }
                }
                init(title: String) { self.title = title }
                var body: some View { Text("\\(title) \\(scale)") }
            }
            #Preview { Badge(title: "New", large: true) }
            """
        let (views, notes) = try screen(SourceModule(name: "Main", path: "Badge.swift", source: source), "Badge.swift")
        #expect(views.contains { $0.text == "New 2.0" }, "\(notes.map(\.text))")
    }

    @Test func anEnvironmentObjectsClassFromAnotherFileIsMade() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("neumorph-app-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let settings = folder + "/Settings.swift"
        let screen = folder + "/Screen.swift"
        try "import SwiftUI\nclass Settings: ObservableObject { @Published var minutes = 25 }\n"
            .write(toFile: settings, atomically: true, encoding: .utf8)
        let screenSource = """
            import SwiftUI
            struct Screen: View {
                @EnvironmentObject var settings: Settings
                var body: some View { Text("\\(settings.minutes) min") }
            }
            #Preview { Screen() }
            """
        try screenSource.write(toFile: screen, atomically: true, encoding: .utf8)
        let (views, notes) = try self.screen(SourceModule(name: "App", paths: [settings, screen]), screen)
        #expect(views.contains { $0.text == "25 min" }, "\(notes.map(\.text))")
        #expect(notes.map(\.text) == ["no .environmentObject(…) passes a Settings; a stand-in Settings() is shown"])
    }

    /// What stopped whole previews of the corpus, each now drawing the screen: another framework's
    /// collection looped over, a condition on another framework's answer, `ForEach($items)`, an
    /// `@StateObject` given by the initialiser, AppKit's colour initialisers, `.init(…)` where a Color
    /// goes, a Button's symbol Neumorph lacks, `.now.addingTimeInterval`, `@Namespace static`.
    @Test func whatStoppedWholePreviewsNowDrawsTheScreen() throws {
        let source = """
            import SwiftUI
            final class Store: ObservableObject { @Published var count = 3 }
            struct Screen: View {
                @StateObject var store: Store
                @State private var items = ["Milk", "Eggs"]
                let since: Date = .now.addingTimeInterval(-3600)
                let decoded = JSONEncoder()
                var body: some View {
                    VStack {
                        ForEach(decoded.items) { Text($0.name) }
                        if UIDevice.current.userInterfaceIdiom == .pad { Text("iPad") } else { Text("iPhone") }
                        ForEach($items, id: \\.self) { $item in Text(item) }
                        Text("\\(store.count) left")
                        Rectangle().fill(Color(NSColor(calibratedRed: 1, green: 0, blue: 0, alpha: 1))).frame(height: 4)
                        Circle().fill(tint).frame(width: 8)
                        Button("Scan", systemImage: "qrcode.sparkles.viewfinder") {}
                        Text(since, style: .time)
                    }
                }
                var tint: Color { .init(red: 0.2, green: 0.4, blue: 0.6) }
            }
            struct Screen_Previews: PreviewProvider {
                @Namespace static var namespace
                static var previews: some View { Screen(store: Store()) }
            }
            """
        let (views, notes) = try screen(
            SourceModule(name: "Main", path: "Screen.swift", source: source), "Screen.swift")
        let texts = views.compactMap(\.text)
        #expect(texts == ["iPhone", "Milk", "Eggs", "3 left", "8:41 AM"], "\(notes.map(\.text))")
        #expect(views.contains { $0.type == "Button" } && views.contains { $0.type == "Circle" })
        #expect(notes.map(\.text).contains("JSONEncoder is a stand-in, so what loops over it draws nothing"))
        #expect(notes.map(\.text).contains("a condition on a stand-in for UIDevice is taken as false"))
    }

    /// Swift the issue found spoiling files: a static func beside a static var of the same name in
    /// `extension ButtonStyle where Self == …`, an extension property used as `.framed`, a computed
    /// property inside a getter, a labelled tuple parameter, nil given to `frame(width:)`.
    @Test func swiftThatSpoiledFilesRunsAsSwiftDoes() throws {
        let source = """
            import SwiftUI
            struct Pill: ButtonStyle {
                var color: Color = .blue
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding(8).background(color)
                }
            }
            extension ButtonStyle where Self == Pill {
                static var pill: Pill { Pill() }
                static func pill(_ color: Color) -> Pill { Pill(color: color) }
            }
            extension View {
                var framed: some View { self.padding(4).border(.gray) }
            }
            struct Screen: View {
                var total: Int {
                    var sum: Int { 2 + 3 }
                    return sum * 2
                }
                func describe(_ pair: (name: String, count: Int)) -> String { "\\(pair.name): \\(pair.count)" }
                var body: some View {
                    VStack {
                        Button("Default") {}.buttonStyle(.pill)
                        Button("Green") {}.buttonStyle(.pill(.green))
                        Text("framed").framed
                        Text("\\(total)")
                        Text(describe((name: "apples", count: 3)))
                        Text("free").frame(width: nil, height: 20)
                    }
                }
            }
            #Preview { Screen() }
            """
        let (views, notes) = try screen(
            SourceModule(name: "Main", path: "Screen.swift", source: source), "Screen.swift")
        #expect(notes.isEmpty, "\(notes.map(\.text))")
        #expect(views.compactMap(\.text) == ["framed", "10", "apples: 3", "free"])
        // The framed text is padded by its extension's 4 points on each side.
        let framed = try #require(views.first { $0.text == "framed" })
        #expect(views.contains { $0.frame.width == framed.frame.width + 8 })
    }

    /// A colour library's code: `Int(hex, radix: 16)`, `powf`, `Color(hue:saturation:brightness:)`, a
    /// colour's `description`, `resolve(in:)`, and an extension property of String.
    @Test func colourCodeComputesItsColours() throws {
        let source = """
            import SwiftUI
            extension Color {
                init(hex: String) {
                    let v = Int(hex, radix: 16) ?? 0
                    self = Color(red: Double(v / Int(powf(256, 2)) % 256) / 255, green: Double(v / 256 % 256) / 255,
                                 blue: Double(v % 256) / 255)
                }
            }
            extension String { var shouted: String { uppercased() + "!" } }
            struct Swatches: View {
                @Environment(\\.self) private var environment
                var body: some View {
                    VStack {
                        Text(Color(hex: "3366cc").description)
                        Text(Color(hue: 0.5, saturation: 1, brightness: 1).description)
                        Text("\\(Color(hex: "ff0000").resolve(in: environment).red)")
                        Text("\\(Int("zz", radix: 16) == nil)")
                        Text("hi".shouted)
                    }
                }
            }
            #Preview { Swatches() }
            """
        let (views, notes) = try screen(
            SourceModule(name: "Main", path: "Swatches.swift", source: source), "Swatches.swift")
        #expect(notes.isEmpty, "\(notes.map(\.text))")
        #expect(views.compactMap(\.text) == ["#3366CCFF", "#00FFFFFF", "1.0", "true", "HI!"])
    }
}
