import Raster
import Style
import UI

@testable import SwiftUIInterpreter

/// A `ContentView` whose body is `body`, with `declarations` beside it, laid out on a bare 400 × 300
/// canvas with the estimated metrics: its views in tree order, as `--layout`'s `"views"` lists them.
/// The view has `@State private var wide = true` for bodies that choose by state.
@MainActor func laidOutViews(_ body: String, _ declarations: String = "") throws -> [LaidOutView] {
    let source = """
        import SwiftUI
        struct ContentView: View {
            @State private var wide = true
            var body: some View {
                \(body)
            }
        }
        \(declarations)
        """
    let file = try ScreenFile.interpret(source: source, path: "Layout.swift")
    return try file.laidOutViews(
        preview: 0, colorScheme: .light, state: ScreenState(), size: Size(width: 400, height: 300),
        metrics: EstimatedTextMetrics())
}

/// A screen file's first preview laid out on the bare 400 × 300 canvas, with the notes its evaluation
/// made (what it left out or drew as a placeholder).
@MainActor func laidOutViewsAndNotes(_ file: ScreenFile) throws -> (views: [LaidOutView], notes: [IgnoredModifier]) {
    let state = ScreenState()
    let views = try file.laidOutViews(
        preview: 0, colorScheme: .light, state: state, size: Size(width: 400, height: 300),
        metrics: EstimatedTextMetrics())
    return (views, state.notes)
}

/// The first preview of `source` drawn on the standard phone's screen, after everything that runs before
/// a frame shows (`.onAppear`, preferences), with the notes its evaluation made.
func phoneFrame(_ source: String, path: String = "Screen.swift") throws -> (
    commands: [DrawCommand], notes: [String]
) {
    let size = Device.standard.portrait
    let file = try ScreenFile.interpret(source: source, path: path)
    let state = ScreenState()
    let view = try file.view(preview: 0, colorScheme: .light, state: state, output: { _ in }, screenSize: size)
    return (UIContext().frame(view, size: size, time: 0).commands, state.notes.map(\.text))
}
