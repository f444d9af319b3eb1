import PlainText
import Raster
import Style
import SwiftModule
import SwiftSource
import UI

/// A Swift file's screen: its `#Preview`s (or `PreviewProvider`s, or failing both its `ContentView`),
/// evaluated for each frame into the UI's view tree, its `Button`s and `Toggle`s real controls bound to
/// the screen's `@State`.
public struct ScreenFile: Sendable {
    public var path: String
    let program: Program
    let previews: [Program.Preview]
    /// SwiftUI's own button and toggle styles, read with the file.
    let systemStyles: Program?

    public var previewNames: [String] { previews.map(\.name) }

    /// Reads the file at `path` in the module it belongs to.
    public static func load(path: String) throws(StyleFileError) -> ScreenFile {
        try interpret(module: SourceModule.containing(path), path: path)
    }

    /// `source` as a module of one file named `path`.
    public static func interpret(source: String, path: String) throws(StyleFileError) -> ScreenFile {
        try interpret(module: SourceModule(name: "Main", path: path, source: source), path: path)
    }

    public static func interpret(module: SourceModule, path: String) throws(StyleFileError) -> ScreenFile {
        let program: Program
        do {
            program = try Program(module: module, primary: path)
        } catch {
            throw StyleFileError(error, path: path)
        }
        var previews = program.previews
        if previews.isEmpty, let location = program.structLocations["ContentView"] {
            let call = Expression(
                .call(Expression(.identifier("ContentView"), at: location), arguments: [], trailingClosures: []),
                at: location)
            previews = [
                Program.Preview(
                    name: "ContentView", body: [Statement(.expression(call), at: location)], location: location)
            ]
        }
        if previews.isEmpty {
            do {
                previews = try PreviewSynthesis(program: program).previews()
            } catch {
                throw StyleFileError(error, path: path)
            }
        }
        guard !previews.isEmpty else {
            throw StyleFileError(
                path: path, location: nil, message: "the file has no #Preview, PreviewProvider or ContentView to show",
                reason: .noScreen)
        }
        return ScreenFile(path: path, program: program, previews: previews, systemStyles: SystemStyles.program())
    }

    /// The preview at `index` as this frame shows it: evaluated in `colorScheme`, its controls bound
    /// to `state`, `print` written to `output`. `imageSize` gives an `Image("name")` asset's size in
    /// points (one not made resizable keeps it). With a `transition`, a change of state is animated
    /// where the file asks for it (`.animation(.spring())`), `time` being the frame's, in seconds.
    /// `metrics` measures text as the window draws it (an estimate without).
    public func view(
        preview index: Int, colorScheme: Appearance.ColorScheme, state: ScreenState,
        output: @escaping @Sendable (String) -> Void, imageSize: (@Sendable (String) -> Size?)? = nil,
        transition: ScreenTransition? = nil, time: Double = 0, metrics: (TextMetrics & Sendable)? = nil
    ) throws(StyleFileError) -> View {
        let preview = previews[min(max(index, 0), previews.count - 1)]
        let context = ScreenContext(state: state, colorScheme: colorScheme, output: output)
        let evaluator = Evaluator(program: program, screen: context)
        do {
            var scope = Scope(selfType: preview.selfType)
            let value = try evaluator.run(preview.body, &scope, at: preview.location)
            var node = try evaluator.view(value, at: preview.location)
            if let transition {
                node = transition.shown(node, version: state.version, changedAt: state.lastChangeTime, time: time)
            }
            var conversion = ScreenConversion(
                evaluator: evaluator, path: path, context: context, program: program)
            conversion.imageSize = imageSize
            if let metrics { conversion.metrics = metrics }
            conversion.systemStyles = systemStyles
            return try conversion.convert(node)
        } catch {
            throw StyleFileError(error, path: path)
        }
    }
}
