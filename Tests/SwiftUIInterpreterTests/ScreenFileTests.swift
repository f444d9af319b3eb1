import Foundation
import Raster
import Style
import Synchronization
import Testing
import UI

@testable import SwiftUIInterpreter

/// A file's screen runs: its controls are the UI's, its `@State` flips and survives a reload.
@Suite struct ScreenFileTests {
    static let screens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Assets/Screens").standardized.path

    /// Part 2's ContentView with the dark styles it uses, as one file.
    static func darkScreen() throws -> String {
        let styles = try String(contentsOfFile: StyleRendering.assets + "/DarkStyles.swift", encoding: .utf8)
        let screen = try String(contentsOfFile: screens + "/DarkContentView.swift", encoding: .utf8)
        return styles + "\n" + screen
    }

    static let size = Size(width: 400, height: 400)

    @Test func theArticlesScreenHasItsButtonAndToggle() throws {
        let file = try ScreenFile.interpret(source: try Self.darkScreen(), path: "Dark.swift")
        #expect(file.previewNames == ["ContentView"])
        let state = ScreenState()
        let view = try file.view(preview: 0, colorScheme: .dark, state: state, output: { _ in })
        let frame = UIContext().frame(view, size: Self.size, time: 0)
        #expect(frame.controls.count == 2)
        #expect(frame.controls.map(\.style) == ["DarkButtonStyle", "DarkToggleStyle"])
        // The symbol and 30 pt of padding on each side, 40 apart.
        let frames = frame.controls.map(\.frame)
        let side = Label(systemImage: .heartFill).iconSize(.heartFill).width + 60
        #expect(frames.map(\.width) == [side, side])
        #expect(abs(frames[1].minY - frames[0].maxY - 40) < 0.001)
    }

    @Test func clickingTheToggleFlipsItsStateAndAButtonRunsItsAction() throws {
        let file = try ScreenFile.interpret(source: try Self.darkScreen(), path: "Dark.swift")
        let state = ScreenState()
        let printed = PrintedLines()
        let ui = UIContext()
        func frame(_ events: [InputEvent] = []) throws -> UIFrame {
            let view = try file.view(preview: 0, colorScheme: .dark, state: state, output: printed.append)
            return ui.frame(view, size: Self.size, time: 0, events: events)
        }
        let first = try frame()
        let toggle = first.controls[1].frame.center
        let button = first.controls[0].frame.center
        _ = try frame([.pointerMoved(toggle), .pointerDown(toggle), .pointerUp(toggle)])
        #expect(state.keys.count == 1)
        #expect(state.bool(state.keys[0]))
        _ = try frame([.pointerMoved(button), .pointerDown(button), .pointerUp(button)])
        #expect(printed.lines == ["Button tapped"])
    }

    /// A change of state moves views marked `.animation(.spring())` along the spring, from the frame
    /// the change happened in; views without it jump.
    @Test func aStateChangeAnimatesWhereTheFileAsksForIt() throws {
        let source = """
            import SwiftUI
            struct ContentView: View {
                @State private var wide = false
                var body: some View {
                    VStack {
                        Toggle(isOn: $wide) { Text("Wide") }
                        Rectangle().fill(Color.red).frame(width: wide ? 200 : 100, height: 20).animation(.spring())
                        Rectangle().fill(Color.blue).frame(width: wide ? 200 : 100, height: 20)
                    }
                }
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "Wide.swift")
        let state = ScreenState()
        let transition = ScreenTransition()
        /// The two rectangles' widths in the frame at `time`.
        func widths(at time: Double) throws -> [Double] {
            state.tick(time)
            let view = try file.view(
                preview: 0, colorScheme: .light, state: state, output: { _ in }, transition: transition, time: time)
            return UIContext().frame(view, size: Self.size, time: time).commands.compactMap { command in
                guard case .filled(_, let rect, _, _, _) = command, rect.height == 20 else { return nil }
                return rect.width
            }
        }
        #expect(try widths(at: 0) == [100, 100])
        state.tick(1)
        state.setBool(state.keys[0], true)
        #expect(try widths(at: 1) == [100, 200])
        let moving = try widths(at: 1.15)
        #expect(moving[0] > 110 && moving[0] < 190 && moving[1] == 200)
        #expect(try widths(at: 4) == [200, 200])
    }

    /// `"…\(expression)…"` reads state as Swift prints it: an `Int` without a fraction, a `Double`
    /// with one.
    @Test func interpolatedStringsShowTheState() throws {
        let source = """
            import SwiftUI
            struct ContentView: View {
                @State private var taps = 0
                let name = "Run"
                var body: some View {
                    Button("\\(name): \\(taps) taps") {
                        taps += 1
                        print("now \\(taps), half \\(Double(taps) / 2), \\(taps > 1 ? "many" : "few")")
                    }
                }
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "Taps.swift")
        let state = ScreenState()
        let printed = PrintedLines()
        let ui = UIContext()
        for _ in 0..<3 {
            let view = try file.view(preview: 0, colorScheme: .light, state: state, output: printed.append)
            let center = ui.frame(view, size: Self.size, time: 0).controls[0].frame.center
            _ = ui.frame(
                view, size: Self.size, time: 0,
                events: [.pointerMoved(center), .pointerDown(center), .pointerUp(center)])
        }
        #expect(printed.lines == ["now 1, half 0.5, few", "now 2, half 1.0, many", "now 3, half 1.5, many"])
        let view = try file.view(preview: 0, colorScheme: .light, state: state, output: { _ in })
        let texts = UIContext().frame(view, size: Self.size, time: 0).commands.compactMap { command -> String? in
            if case .text(let string, _, _, _) = command { return string }
            return nil
        }
        #expect(texts.contains("Run: 3 taps"))
    }

    /// The everyday pieces of a settings screen: `ScrollView` (at rest, from the top), `LazyVStack`,
    /// `Divider` across its stack (upright in an HStack), `.bold()` and `.fontWeight` over `.font`,
    /// `.cornerRadius`.
    @Test func aSettingsScreenLaysOutAsSwiftUIDoes() throws {
        let source = """
            import SwiftUI
            struct ContentView: View {
                @State private var on = false
                var body: some View {
                    ScrollView {
                        LazyVStack(alignment: .leading, spacing: 12) {
                            Text("Settings").font(.title).bold()
                            Divider()
                            HStack {
                                Text("Wi-Fi").fontWeight(.semibold)
                                Divider().frame(height: 20)
                                Toggle("On", isOn: $on)
                            }
                            Text("Card").padding().background(Color.white).cornerRadius(12)
                        }
                        .padding()
                    }
                }
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "Settings.swift")
        let view = try file.view(preview: 0, colorScheme: .light, state: ScreenState(), output: { _ in })
        // What is drawn inside layers (a clip's) is looked at too.
        func flattened(_ commands: [DrawCommand]) -> [DrawCommand] {
            commands.flatMap { command -> [DrawCommand] in
                if case .layer(let layer) = command { return [command] + flattened(layer.content) }
                return [command]
            }
        }
        let commands = flattened(UIContext().frame(view, size: Self.size, time: 0).commands)
        var texts: [String: (font: Font, origin: Point)] = [:]
        var rules: [Rect] = []
        var clips = 0
        for command in commands {
            switch command {
            case .text(let string, let font, _, let origin): texts[string] = (font, origin)
            case .filled(_, let rect, _, _, _) where rect.width == 0.5 || rect.height == 0.5: rules.append(rect)
            case .layer(let layer) where layer.clip != nil: clips += 1
            default: break
            }
        }
        let title = try #require(texts["Settings"])
        #expect(title.font == Font.title.weight(.bold).resolved(at: .standard))
        #expect(title.origin.y < 24, "a ScrollView starts at its top")
        #expect(texts["Wi-Fi"]?.font.weight == .semibold)
        // One rule across the padded stack (400 - 2 × 16), one upright between Wi-Fi and the toggle.
        #expect(rules.contains { $0.height == 0.5 && $0.width == 368 })
        #expect(rules.contains { $0.width == 0.5 && $0.height == 20 })
        // The content fits the viewport, so the ScrollView clips nothing and draws without a layer.
        #expect(clips == 1, ".cornerRadius clips")
    }

    @Test func stateSurvivesAReloadThatKeepsTheNames() throws {
        let source = try Self.darkScreen()
        let state = ScreenState()
        let file = try ScreenFile.interpret(source: source, path: "Dark.swift")
        _ = try file.view(preview: 0, colorScheme: .dark, state: state, output: { _ in })
        state.setBool(state.keys[0], true)
        let edited = try ScreenFile.interpret(
            source: source.replacingOccurrences(of: "VStack(spacing: 40)", with: "VStack(spacing: 60)"),
            path: "Dark.swift")
        _ = try edited.view(preview: 0, colorScheme: .dark, state: state, output: { _ in })
        #expect(state.keys.count == 1)
        #expect(state.bool(state.keys[0]))
    }

    @Test func previewsAreNamedAndCounterStateWorks() throws {
        let source = """
            import SwiftUI
            struct Counter: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        Text("Tapped")
                        Button("Add") { count += 1; print("count", count + 1) }
                        ForEach(0..<3, id: \\.self) { i in
                            Circle().frame(width: 10, height: 10)
                        }
                    }
                }
            }
            #Preview("Counter") { Counter() }
            #Preview { Counter().padding() }
            """
        let file = try ScreenFile.interpret(source: source, path: "Counter.swift")
        #expect(file.previewNames == ["Counter", "Preview 2"])
        let state = ScreenState()
        let printed = PrintedLines()
        let ui = UIContext()
        let view = try file.view(preview: 0, colorScheme: .light, state: state, output: printed.append)
        let first = ui.frame(view, size: Self.size, time: 0)
        let add = try #require(first.controls.first).frame.center
        let again = try file.view(preview: 0, colorScheme: .light, state: state, output: printed.append)
        _ = ui.frame(again, size: Self.size, time: 0, events: [.pointerMoved(add), .pointerDown(add), .pointerUp(add)])
        #expect(printed.lines == ["count 2"])
    }

    /// Seed 003's three ways to a colour that follows the scheme, as the article writes them.
    @Test func seed003ColoursFollowTheColourScheme() throws {
        let colors = try String(contentsOfFile: StyleRendering.assets + "/AdaptiveColors.swift", encoding: .utf8)
        let screen =
            colors + """

                struct Probe: View {
                    @Environment(\\.colorScheme) var colorScheme
                    var body: some View {
                        VStack {
                            Text("title").foregroundColor(.title)
                            Text("modifier").foregroundColor(light: .red, dark: .blue)
                            Text("scheme").foregroundColor(colorScheme == .dark ? .white : .black)
                            Button("go") {}.buttonStyle(.plain)
                        }
                    }
                }
                #Preview { Probe() }
                """
        let file = try ScreenFile.interpret(source: screen, path: "Colors.swift")
        func textColors(_ scheme: Appearance.ColorScheme) throws -> [RGBA] {
            let view = try file.view(preview: 0, colorScheme: scheme, state: ScreenState(), output: { _ in })
            let frame = UIContext().frame(view, size: Self.size, time: 0)
            let appearance = Appearance(colorScheme: scheme)
            return frame.commands.compactMap {
                if case .text(_, _, let color, _) = $0 { color.resolve(in: appearance) } else { nil }
            }
        }
        let light = try textColors(.light)
        let dark = try textColors(.dark)
        #expect(light.count == 4 && dark.count == 4)
        #expect(light[0] == Color(white: 0.2).resolve(in: Appearance()))
        #expect(dark[0] == Color(white: 0.8).resolve(in: Appearance()))
        #expect(light[1] == Color.red.resolve(in: Appearance()) && dark[1] == Color.blue.resolve(in: Appearance()))
        #expect(light[2] == RGBA(r8: 0, g8: 0, b8: 0) && dark[2] == RGBA(r8: 255, g8: 255, b8: 255))
    }

    /// A NavigationView draws an iPhone's bars: toolbar items rise to them from the view that declares
    /// them, the trailing one in the 44 pt top bar, the bottom one centred in the 49 pt bottom bar.
    @Test func toolbarItemsSitAtTheirEdges() throws {
        let source = """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    NavigationView {
                        List {
                            Text("Run")
                            Text("Swim")
                        }
                        .frame(width: 300, height: 200)
                        .navigationTitle("Activities")
                        .toolbar {
                            ToolbarItem(placement: .primaryAction) { EditButton() }
                            ToolbarItem(placement: .bottomBar) { Button("Add New") {} }
                        }
                    }
                }
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "List.swift")
        let view = try file.view(preview: 0, colorScheme: .light, state: ScreenState(), output: { _ in })
        let frame = UIContext().frame(view, size: Self.size, time: 0)
        // The buttons; the list's scrolling is a control of its own.
        let buttons = frame.controls.filter { $0.kind == .button }
        #expect(buttons.count == 2)
        let edit = try #require(buttons.first).frame
        let add = try #require(buttons.last).frame
        // The bars are the window's, whatever the size of the list (300×200 here).
        #expect(abs(edit.maxX - 384) < 0.5 && abs(edit.midY - 22) < 0.5)
        #expect(abs(add.midX - 200) < 0.5 && abs(add.midY - (400 - 24.5)) < 0.5)
    }

    /// Two items on one side of the bar sit side by side in the order written, 16 points apart; a
    /// toolbar outside any navigation container shows nowhere, as on iOS.
    @Test func itemsOnOneSideOfTheBarSitSideBySide() throws {
        func buttons(_ body: String) throws -> [Rect] {
            let source = """
                import SwiftUI
                struct ContentView: View {
                    var body: some View {
                        \(body)
                    }
                }
                """
            let file = try ScreenFile.interpret(source: source, path: "Bar.swift")
            let view = try file.view(preview: 0, colorScheme: .light, state: ScreenState(), output: { _ in })
            return UIContext().frame(view, size: Self.size, time: 0).controls.filter { $0.kind == .button }.map(\.frame)
        }
        let items = """
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) { Button("Cancel") {} }
                ToolbarItem(placement: .navigationBarLeading) { Button("Back") {} }
            }
            """
        let placed = try buttons("NavigationStack { Text(\"Form\")\(items) }")
        #expect(placed.count == 2)
        #expect(abs(placed[0].minX - 16) < 0.5 && abs(placed[1].minX - (placed[0].maxX + 16)) < 0.5, "\(placed)")
        #expect(placed.allSatisfy { abs($0.midY - 22) < 0.5 })
        #expect(try buttons("Text(\"Form\")\(items)").isEmpty)
    }

    /// What seed 004's container is made of: a `@ViewBuilder` init parameter given as a trailing closure,
    /// optionals with `??` and `!= nil`, `buildIf`, methods from extensions of the file's own types.
    @Test func containersWithViewBuilderContentAndExtensionMethods() throws {
        let source = """
            import SwiftUI
            struct Backdrop<Content: View>: View {
                let title: String?
                let content: Content
                init(title: String? = nil, @ViewBuilder content: () -> Content) {
                    self.title = title
                    self.content = content()
                }
                var body: some View {
                    ZStack {
                        buildIf(title != nil) {
                            Text(title ?? "").font(Font.headline.bold()).faded()
                        }
                        content
                    }
                }
            }
            extension Text {
                func faded() -> some View { self.opacity(0.1) }
            }
            struct ContentView: View {
                var body: some View {
                    Backdrop(title: "Activities") {
                        Button("Add") {}.labelled()
                    }
                }
            }
            extension ContentView {
                func unused() -> some View { EmptyView() }
            }
            extension View {
                func labelled() -> some View { self.padding(4) }
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "Backdrop.swift")
        let view = try file.view(preview: 0, colorScheme: .light, state: ScreenState(), output: { _ in })
        let frame = UIContext().frame(view, size: Self.size, time: 0)
        #expect(frame.controls.count == 1)
        let texts = frame.commands.filter { if case .text = $0 { true } else { false } }
        #expect(!texts.isEmpty)
        let untitled = try ScreenFile.interpret(
            source: source.replacingOccurrences(of: "Backdrop(title: \"Activities\")", with: "Backdrop"),
            path: "Backdrop.swift")
        let plain = try untitled.view(preview: 0, colorScheme: .light, state: ScreenState(), output: { _ in })
        #expect(UIContext().frame(plain, size: Self.size, time: 0).controls.count == 1)
    }

    /// Seed 004's `CCColor`: an enum whose computed property switches on `self`, given as a default
    /// argument by its case's implicit name.
    @Test @MainActor func enumsWithComputedPropertiesAndDefaultCases() throws {
        let source = """
            import SwiftUI
            enum Tint {
                case background, accent
                var selection: Color {
                    switch self {
                    case .background: return Color(white: 0.9)
                    case .accent: return .red
                    }
                }
            }
            struct Swatch: View {
                var tint: Tint = .background
                var body: some View { Rectangle().fill(tint.selection).frame(width: 20, height: 20) }
            }
            func paint(_ tint: Tint = .accent) -> Color { tint.selection }
            struct ContentView: View {
                var body: some View {
                    HStack { Swatch(); Swatch(tint: .accent); Button("x") {}; Color.clear.frame(width: 1, height: 1) }
                }
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "Tint.swift")
        let view = try file.view(preview: 0, colorScheme: .light, state: ScreenState(), output: { _ in })
        let frame = UIContext().frame(view, size: Self.size, time: 0)
        let fills = frame.commands.compactMap { command -> RGBA? in
            if case .filled(_, _, .color(let c)?, _, _) = command { c.resolve(in: Appearance()) } else { nil }
        }
        #expect(fills.contains(Color(white: 0.9).resolve(in: Appearance())))
        #expect(fills.contains(Color.red.resolve(in: Appearance())))
        let bad = source.replacingOccurrences(of: "Swatch(); ", with: "Swatch(tint: Tint()); ")
        #expect(screenProblem(source: bad, path: "Tint.swift") != nil)
    }

    @Test func aFileWithNothingToShowSaysWhatItNeeds() {
        #expect(throws: StyleFileError.self) {
            try ScreenFile.interpret(source: "import SwiftUI\nlet answer = 42", path: "A.swift")
        }
    }

    @Test func systemStylesParse() {
        #expect(SystemStyles.program() != nil)
    }
}

/// What a screen printed.
final class PrintedLines: Sendable {
    private let store = Mutex<[String]>([])
    var lines: [String] { store.withLock { $0 } }
    @Sendable func append(_ line: String) { store.withLock { $0.append(line) } }
}
