import Raster
import Style
import TestSupport
import Testing
import UI

@testable import SwiftUIInterpreter

/// A file without a `#Preview` shows whatever it declares, each item captioned, stand-ins named.
@Suite struct PreviewSynthesisTests {
    static let size = Size(width: 1280, height: 800)

    /// The strings a preview draws, in drawing order.
    static func texts(_ file: ScreenFile, preview: Int = 0) throws -> [String] {
        let view = try file.view(preview: preview, colorScheme: .light, state: ScreenState(), output: { _ in })
        return drawnTexts(UIContext().frame(view, size: size, time: 0).commands)
    }

    /// An app's file shows its window's content, with the app's own state, as the app opens.
    @Test func anAppsFileShowsItsWindowsContent() throws {
        let source = """
            import SwiftUI
            @main
            struct SoftApp: App {
                @State var count = 2
                var body: some Scene {
                    WindowGroup("Soft") {
                        Text("\\(count) taps").padding()
                    }
                }
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "SoftApp.swift")
        #expect(file.previewNames == ["SoftApp"])
        #expect(try Self.texts(file) == ["2 taps"])
    }

    /// A file of one view and no preview is a screen of its app: shown on the device, uncaptioned, with
    /// the stand-ins it needs; a file of several views is a page of them.
    @Test func aFileOfOneViewIsAScreenOnTheDevice() throws {
        let one = """
            import SwiftUI
            struct ReminderList: View {
                let title: String
                var body: some View {
                    NavigationStack { List { Text("Milk") }.navigationTitle(title) }
                }
            }
            """
        let file = try ScreenFile.interpret(source: one, path: "ReminderList.swift")
        #expect(file.previewNames == ["ReminderList"])
        #expect(!file.isGallery(preview: 0))
        #expect(try Self.texts(file).contains("Milk"))
        #expect(try !Self.texts(file).contains("ReminderList"))

        let two = one + "\nstruct Badge: View { var body: some View { Text(\"New\") } }\n"
        let page = try ScreenFile.interpret(source: two, path: "ReminderList.swift")
        #expect(page.isGallery(preview: 0))
    }

    @Test func everyTopLevelViewModifierAndExtensionIsShownCaptioned() throws {
        let source = """
            import SwiftUI
            struct Card: View {
                var title: String
                var body: some View { VStack { Text(title); Badge(count: 3) } }
            }
            struct Badge: View {
                var count: Int
                var body: some View { Text("\\(count) new") }
            }
            struct Glow: ViewModifier {
                var radius: CGFloat = 4
                func body(content: Content) -> some View { content.shadow(radius: radius) }
            }
            extension View {
                func lifted(by height: CGFloat) -> some View { offset(y: -height) }
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "Cards.swift")
        // The gallery first, then one preview per item; Badge is a part of Card, not an item.
        #expect(file.previewNames == ["Everything", "Card", "Glow", ".lifted()"])
        let texts = try Self.texts(file)
        #expect(texts.contains("Title"), "a String stand-in is its name, capitalised: \(texts)")
        #expect(texts.contains("3 new"))
        #expect(texts.contains("title: \"Title\", a stand-in"))
        #expect(texts.contains("height: 12, a stand-in"))
        #expect(texts.filter { $0 == "Sample" }.count == 2, "the modifier and the extension each on a sample")
        #expect(try Self.texts(file, preview: 1).contains("Card"))
    }

    /// A screen that needs a model (`@Bindable var task: Task`) gets one made of stand-ins by the
    /// model's own initialiser (a kind's first case, a colour code that parses); a `ContentView` that
    /// needs a binding gets `.constant(nil)` for an optional one, not the caller's `$state` read
    /// without its caller.
    @Test func aScreenThatNeedsAModelOrABindingGetsStandIns() throws {
        let model = """
            import SwiftUI
            import SwiftData
            enum Priority: String, CaseIterable { case low, high }
            @Model final class Chore {
                var title: String
                var priority: Priority
                var color: String
                init(title: String, priority: Priority, color: String) {
                    self.title = title
                    self.priority = priority
                    self.color = color
                }
            }

            """
        let editor = try ScreenFile.interpret(
            source: model + """
                struct ChoreEditor: View {
                    @Bindable var chore: Chore
                    var body: some View {
                        var code = chore.color
                        code.removeFirst()
                        return VStack { Text(chore.title); Text(chore.priority.rawValue); Text(code) }
                    }
                }
                """, path: "ChoreEditor.swift")
        #expect(try Self.texts(editor) == ["Title", "low", "8E8E93"])
        let content = try ScreenFile.interpret(
            source: model + """
                struct ContentView: View {
                    @Binding var selection: UUID?
                    var body: some View { Text(selection == nil ? "Nothing chosen" : "Chosen") }
                }
                struct Caller: View {
                    @AppStorage("selection") var stored = ""
                    var body: some View { ContentView(selection: $stored) }
                }
                """, path: "ContentView.swift")
        #expect(try Self.texts(content) == ["Nothing chosen"])
    }

    @Test func aValueTheModulePassesIsPreferredToAStandIn() throws {
        let source = """
            import SwiftUI
            struct Chip: View {
                var label: String
                var tint: Color
                var body: some View { Text(label).foregroundColor(tint) }
            }
            struct Row: View {
                let items = ["x"]
                var body: some View { Chip(label: "Groceries", tint: .orange) }
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "Chip.swift")
        #expect(file.previewNames == ["Row"])
        let texts = try Self.texts(file)
        #expect(texts.contains("Groceries"))
        #expect(!texts.contains { $0.contains("stand-in") }, "\(texts)")
    }

    /// A style the module only makes inside a modifier that passes its own parameters on takes those
    /// parameters' defaults; a sibling style nothing makes takes the colours the module passes under the
    /// same labels; a stand-in grey is the last resort.
    @Test func aStyleTakesTheDefaultsTheModulePassesItThrough() throws {
        let source = """
            import SwiftUI
            extension Color {
                struct Soft {
                    private static let store = Store()
                    static var main: Color { store.read(Color(red: 0.9, green: 0.92, blue: 0.95)) }
                    static var ink: Color { Color(red: 0.2, green: 0.3, blue: 0.4) }
                }
            }
            final class Store {
                private let lock = NSLock()
                func read(_ colour: Color) -> Color {
                    lock.lock()
                    defer { lock.unlock() }
                    return colour
                }
            }
            struct Soft<S: Shape>: ButtonStyle {
                var shape: S
                var mainColor: Color
                var textColor: Color
                init(_ shape: S, mainColor: Color, textColor: Color) {
                    self.shape = shape
                    self.mainColor = mainColor
                    self.textColor = textColor
                }
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.foregroundColor(textColor).padding(20).background(shape.fill(mainColor))
                }
            }
            struct Flat: ButtonStyle {
                var textColor: Color
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.foregroundColor(textColor)
                }
            }
            extension View {
                func softButtonStyle<S: Shape>(
                    _ shape: S, mainColor: Color = .Soft.main, textColor: Color = Color.Soft.ink
                ) -> some View {
                    buttonStyle(Soft(shape, mainColor: mainColor, textColor: textColor))
                }
            }
            """
        let file = try StyleFile.interpret(source: source, path: "Soft.swift")
        #expect(file.standIns["Soft<Circle>"] ?? [] == [], "\(file.standIns)")
        #expect(file.standIns["Flat"] ?? [] == [], "\(file.standIns)")
        let screen = try ScreenFile.interpret(source: source, path: "Soft.swift")
        let view = try screen.view(preview: 0, colorScheme: .light, state: ScreenState(), output: { _ in })
        let commands = UIContext().frame(view, size: Self.size, time: 0).commands
        let ink = RGBA(red: 0.2, green: 0.3, blue: 0.4)
        let buttons = drawnTextColours(commands).filter { $0.text == "Button" }
        // Three shapes of `Soft`, `Flat`, and the modifier's own button: all in the module's ink.
        #expect(buttons.count == 5)
        #expect(
            buttons.allSatisfy { abs($0.colour.red - ink.red) + abs($0.colour.blue - ink.blue) < 0.01 }, "\(buttons)")
        // The modifier is shown on a button, where a button style shows, and its shape is a shape.
        #expect(drawnTexts(commands).contains(".softButtonStyle()"))
        #expect(drawnTexts(commands).contains("shape: Circle(), a stand-in"))
    }

    /// A style with an `init()` of its own is made by it, as the app makes it when nothing is passed:
    /// no stand-ins.
    @Test func aStyleWithAnInitOfItsOwnIsMadeByIt() throws {
        let source = """
            import SwiftUI
            struct Chunky: ButtonStyle {
                private var baseColor: Color
                private var faceColor: Color
                init(faceColor: Color) {
                    self.faceColor = faceColor
                    self.baseColor = .black.mix(with: faceColor, by: 0.9)
                }
                init() {
                    self.faceColor = .green
                    self.baseColor = .black.mix(with: .green, by: 0.9)
                }
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding().background(faceColor).background(baseColor.offset(y: 4))
                }
            }
            """
        let file = try StyleFile.interpret(source: source, path: "Chunky.swift")
        #expect(file.standIns["Chunky"] ?? [] == [], "\(file.standIns)")
    }

    /// A module's overloads of a view extension are told apart by their labels.
    @Test func aViewExtensionsOverloadsAreChosenByTheirLabels() throws {
        let source = """
            import SwiftUI
            struct Preset { let radius: CGFloat; static let soft = Preset(radius: 9) }
            extension View {
                func lifted(radius: CGFloat = 3) -> some View { shadow(radius: radius) }
                func lifted(_ preset: Preset) -> some View { lifted(radius: preset.radius) }
            }
            #Preview { Circle().fill(Color.white).frame(width: 40, height: 40).lifted(.soft).padding(40) }
            """
        let file = try ScreenFile.interpret(source: source, path: "Lift.swift")
        let state = ScreenState()
        let view = try file.view(preview: 0, colorScheme: .light, state: state, output: { _ in })
        #expect(state.notes.isEmpty, "\(state.notes)")
        let commands = UIContext().frame(view, size: Size(width: 200, height: 200), time: 0).commands
        func radii(_ commands: [DrawCommand]) -> [Double] {
            commands.flatMap { command -> [Double] in
                switch command {
                case .filled(_, _, _, let shadows, _): shadows.map(\.radius)
                case .layer(let layer): radii(layer.content)
                default: []
                }
            }
        }
        #expect(radii(commands) == [9], "\(radii(commands))")
    }

    @Test func aShapeGenericStyleIsShownOnThreeShapes() throws {
        let source = """
            import SwiftUI
            struct Soft<S: Shape>: ButtonStyle {
                var shape: S
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding(20).background(shape.fill(Color.gray))
                }
            }
            """
        let file = try StyleFile.interpret(source: source, path: "Soft.swift")
        #expect(file.buttonStyles.map(\.typeName) == ["Soft<Circle>", "Soft<RoundedRectangle>", "Soft<Capsule>"])
    }

    @Test func aProgressViewStyleIsShownAtThreeValues() throws {
        let source = """
            import SwiftUI
            struct Bar: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Text("\\(Int((configuration.fractionCompleted ?? 0) * 100))%")
                }
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "Bar.swift")
        #expect(file.previewNames == ["Bar"])
        let texts = try Self.texts(file)
        #expect(texts.starts(with: ["20%", "60%", "100%"]), "\(texts)")
    }

    @Test @MainActor func anItemThatFailsIsAPlaceholderAndTheOthersStillShow() throws {
        let source = """
            import SwiftUI
            struct Broken: View {
                var body: some View { Text(undefinedName) }
            }
            struct Fine: View {
                var body: some View { Text("fine") }
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "Two.swift")
        let texts = try Self.texts(file)
        #expect(texts.contains("fine"))
        // The broken Text is a placeholder named Text, and the note says why.
        #expect(texts.contains("Text"), "\(texts)")
        let note = screenProblem(file) ?? ""
        #expect(note.contains("Two.swift:3:") && note.contains("undefinedName"), "\(note)")
    }

    @Test func aStyleSheetFileKeepsItsSheetAndItsHelperViewsAreParts() throws {
        let source = """
            import SwiftUI
            struct Back<S: Shape>: View {
                var shape: S
                var body: some View { shape.fill(Color.gray) }
            }
            struct Plain: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.background(Back(shape: Circle()))
                }
            }
            """
        #expect(throws: StyleFileError.self) { try ScreenFile.interpret(source: source, path: "Sheet.swift") }
    }
}
