import Raster
import Testing
import UI

@testable import SwiftUIInterpreter

/// `ObservableObject` classes on a screen: one object shared by the views that hold it, its
/// `@Published` properties bound with `$model.property`, written by actions, kept across frames and
/// reloads; and types nested in others, as seed 004 declares its view model and content.
@Suite struct ObservableObjectTests {
    static let source = """
        import SwiftUI

        final class Counter: ObservableObject {
            @Published var isOn = false
            @Published var taps = 0
            let step: Int

            init(step: Int = 1) {
                self.step = step
            }

            func tap() {
                taps += step
            }
        }

        struct ContentView: View {
            @StateObject private var model = Counter(step: 2)
            var body: some View {
                VStack {
                    Toggle(isOn: $model.isOn) { Text("Flag") }
                    Button("Tap") { model.tap() }
                    Report(model: model)
                }
            }
        }

        struct Report: View {
            @ObservedObject var model: Counter
            var body: some View {
                Button(model.taps >= 4 ? "Many" : "Few") {
                    model.isOn.toggle()
                    print(model.taps, model.isOn)
                }
            }
        }
        """

    /// Clicks the control at `index` in a fresh frame of the screen.
    static func click(_ index: Int, _ file: ScreenFile, _ state: ScreenState, output: PrintedLines) throws {
        let ui = UIContext()
        let view = try file.view(preview: 0, colorScheme: .light, state: state, output: output.append)
        let point = ui.frame(view, size: Size(width: 400, height: 400), time: 0).controls[index].frame.center
        _ = ui.frame(
            view, size: Size(width: 400, height: 400), time: 0,
            events: [.pointerMoved(point), .pointerDown(point), .pointerUp(point)])
    }

    @Test func viewsShareTheObjectAndItsBindings() throws {
        let file = try ScreenFile.interpret(source: Self.source, path: "Counter.swift")
        let state = ScreenState()
        let printed = PrintedLines()
        // The toggle's binding reaches into the object; the report's button sees the same object.
        try Self.click(0, file, state, output: printed)
        #expect(state.bool("ContentView.model#1/Counter@1.isOn"))
        try Self.click(1, file, state, output: printed)
        try Self.click(1, file, state, output: printed)
        try Self.click(2, file, state, output: printed)
        #expect(printed.lines == ["4 false"])
        #expect(!state.bool("ContentView.model#1/Counter@1.isOn"))
        // The init ran once: the step it stored is still 2, and the object was not made again.
        try Self.click(1, file, state, output: printed)
        try Self.click(2, file, state, output: printed)
        #expect(printed.lines == ["4 false", "6 true"])
    }

    @Test func theObjectSurvivesAReload() throws {
        let state = ScreenState()
        let printed = PrintedLines()
        let file = try ScreenFile.interpret(source: Self.source, path: "Counter.swift")
        try Self.click(1, file, state, output: printed)
        let edited = try ScreenFile.interpret(
            source: Self.source.replacingOccurrences(of: "VStack {", with: "VStack(spacing: 30) {"),
            path: "Counter.swift")
        try Self.click(2, edited, state, output: printed)
        #expect(printed.lines == ["2 true"])
    }

    /// Seed 004's shape: types nested in extensions of the view, an extension of a nested type, and
    /// `$vm.flag` passed to a `View` extension method.
    @Test func nestedTypesResolveFromInsideTheirOuterType() throws {
        let source = """
            import SwiftUI
            struct Screen: View {
                @StateObject private var vm = ViewModel()
                var body: some View {
                    VStack {
                        ContentView().decorated()
                        Toggle(isOn: $vm.flag) { Text("Flag") }
                    }
                }
            }
            extension Screen.ContentView {
                func decorated() -> some View { self.padding(10) }
            }
            extension Screen {
                final class ViewModel: ObservableObject {
                    @Published var flag = true
                }
                struct ContentView: View {
                    var body: some View { Button("Go") { } }
                }
            }
            #Preview { Screen() }
            """
        let file = try ScreenFile.interpret(source: source, path: "Nested.swift")
        let state = ScreenState()
        let view = try file.view(preview: 0, colorScheme: .light, state: state, output: { _ in })
        let frame = UIContext().frame(view, size: Size(width: 400, height: 400), time: 0)
        #expect(frame.controls.map(\.kind) == [.button, .toggle])
        #expect(state.bool("Screen.vm#1/Screen.ViewModel@1.flag"))
    }

    @Test(arguments: [
        (
            "final class Model: ObservableObject { @Published var a = 1 }\n"
                + "struct ContentView: View { @EnvironmentObject var model: Int\n var body: some View { Text(\"a\") } }",
            "M.swift:3:28: @EnvironmentObject's type Int is not a class of the module"
        ),
        (
            "struct ContentView: View { @StateObject var n = 3\n var body: some View { Text(\"a\") } }",
            "M.swift:2:49: @StateObject needs an ObservableObject class of the module, not an Int"
        ),
        (
            "final class Model: ObservableObject { var a = 1 }\n"
                + "struct ContentView: View { @StateObject var m = Model(a: 2)\n var body: some View { Text(\"a\") } }",
            "M.swift:3:49: class Model has no init taking these arguments"
        ),
    ])
    @MainActor func mistakesAreNamed(_ body: String, _ message: String) throws {
        // An error that stops the file, or the note of the view drawn as a placeholder for it.
        let problem = screenProblem(source: "import SwiftUI\n" + body, path: "M.swift")
        #expect(problem?.hasPrefix(message) == true, "\(problem ?? "nothing reported")")
    }
}
