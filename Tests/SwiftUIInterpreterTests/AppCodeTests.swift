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
}
