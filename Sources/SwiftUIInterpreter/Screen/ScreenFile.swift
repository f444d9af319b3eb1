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
    /// The file, or the folder opened with `--style FOLDER`: what messages name.
    public var path: String
    let entries: [Entry]
    /// SwiftUI's own button and toggle styles, read with the file.
    let systemStyles: Program?
    /// A folder's files that have nothing to show or do not load, each with why: notes, not errors.
    public var skipped: [String] = []

    /// One preview and the program of the file it comes from (a folder's files are each a program
    /// of their own over the one module).
    struct Entry: Sendable {
        var program: Program
        var preview: Program.Preview
        var path: String
    }

    public var previewNames: [String] { entries.map(\.preview.name) }

    /// How the preview at `index` asks to be laid out (`#Preview(traits:)`, `.previewLayout`…).
    public func traits(preview index: Int) -> PreviewTraits {
        entries.isEmpty ? PreviewTraits() : entries[min(max(index, 0), entries.count - 1)].preview.traits
    }

    /// Whether the preview at `index` is a gallery of what a file declares: a page, not a device's screen.
    public func isGallery(preview index: Int) -> Bool {
        entries.isEmpty ? false : entries[min(max(index, 0), entries.count - 1)].preview.isGallery
    }

    /// Reads the file at `path` in the module it belongs to.
    public static func load(path: String) throws(StyleFileError) -> ScreenFile {
        try interpret(module: SourceModule.containing(path), path: path)
    }

    /// `source` as a module of one file named `path`.
    public static func interpret(source: String, path: String) throws(StyleFileError) -> ScreenFile {
        try interpret(module: SourceModule(name: "Main", path: path, source: source), path: path)
    }

    public static func interpret(module: SourceModule, path: String) throws(StyleFileError) -> ScreenFile {
        let previews = try previews(module: module, path: path)
        guard !previews.isEmpty else {
            throw StyleFileError(
                path: path, location: nil, message: "the file has no #Preview, PreviewProvider or ContentView to show",
                reason: .noScreen)
        }
        return ScreenFile(path: path, entries: previews, systemStyles: SystemStyles.program())
    }

    /// A project folder (`--style FOLDER`): the previews of every file of `module` that has something
    /// to show, each named `File.swift: Name`, in the module's order. A file that does not load is
    /// skipped with its error (in `skipped`), so one broken file does not hide the others.
    public static func interpret(folder module: SourceModule, path: String) throws(StyleFileError) -> ScreenFile {
        var entries: [Entry] = []
        var skipped: [String] = []
        for file in module.paths {
            do {
                let name = file.split(separator: "/").last.map(String.init) ?? file
                entries += try previews(module: module, path: file, includingControlStyles: true).map {
                    var entry = $0
                    entry.preview.name = "\(name): \($0.preview.name)"
                    return entry
                }
            } catch  where error.reason == .noScreen {
                continue
            } catch {
                skipped.append(error.description)
            }
        }
        guard !entries.isEmpty else {
            let why = skipped.first.map { "; the first that did not load: \($0)" } ?? ""
            throw StyleFileError(
                path: path, location: nil,
                message: "no file of the folder's \(module.paths.count) has a preview, a view or a style to show\(why)")
        }
        var screen = ScreenFile(path: path, entries: entries, systemStyles: SystemStyles.program())
        screen.skipped = skipped
        return screen
    }

    /// The file's previews: its `#Preview`s or `PreviewProvider`s, else its `ContentView`, else what
    /// `PreviewSynthesis` makes of its declarations; none when it has nothing to show.
    private static func previews(module: SourceModule, path: String, includingControlStyles: Bool = false)
        throws(StyleFileError) -> [Entry]
    {
        let program: Program
        do {
            program = try Program(module: module, primary: path)
        } catch {
            throw StyleFileError(error, path: path)
        }
        var previews = program.previews
        if previews.isEmpty, let location = program.structLocations["ContentView"] {
            // With what it needs where it has stored properties without values (a `@Binding`), as
            // a view without a preview is made.
            var call = Expression(
                .call(Expression(.identifier("ContentView"), at: location), arguments: [], trailingClosures: []),
                at: location)
            if let made = try? PreviewSynthesis(program: program).made("ContentView", at: location) { call = made }
            previews = [
                Program.Preview(
                    name: "ContentView", body: [Statement(.expression(call), at: location)], location: location)
            ]
        }
        // An app's file (`@main struct MyApp: App`) shows its window's content, as the app opens.
        if previews.isEmpty,
            let app = program.structOrder.first(where: { ((try? program.conformances(of: $0)) ?? []).contains("App") }),
            let location = program.structLocations[app]
        {
            let made = Expression(
                .call(Expression(.identifier(app), at: location), arguments: [], trailingClosures: []), at: location)
            let body = Expression(.member(made, "body"), at: location)
            previews = [
                Program.Preview(name: app, body: [Statement(.expression(body), at: location)], location: location)
            ]
        }
        if previews.isEmpty {
            do {
                previews = try PreviewSynthesis(program: program).previews(
                    includingControlStyles: includingControlStyles)
            } catch {
                throw StyleFileError(error, path: path)
            }
        }
        return previews.map { Entry(program: program, preview: $0, path: path) }
    }

    /// The preview at `index` as this frame shows it: evaluated in `colorScheme`, its controls bound
    /// to `state`, `print` written to `output`. `imageSize` gives an `Image("name")` asset's size in
    /// points (one not made resizable keeps it). With a `transition`, a change of state is animated
    /// where the file asks for it (`.animation(.spring())`), `time` being the frame's, in seconds.
    /// `metrics` measures text as the window draws it (an estimate without). The views are laid out
    /// inside `safeArea` (a device's), but for those that reach past it (`.ignoresSafeArea()`), on a
    /// screen of `screenSize` points and `screenScale` pixels to a point (what `UIScreen.main` reads).
    /// A `.preferredColorScheme(…)` anywhere in it shows it all in that scheme (evaluated once more,
    /// `schemeSettled`, so a preference that depends on the scheme cannot go back and forth).
    /// `dynamicTypeSize`: the text size the canvas shows it at (`.dynamicTypeSize` inside changes it).
    public func view(
        preview index: Int, colorScheme: Appearance.ColorScheme, dynamicTypeSize: DynamicTypeSize = .standard,
        state: ScreenState,
        output: @escaping @Sendable (String) -> Void, imageSize: (@Sendable (String) -> Size?)? = nil,
        transition: ScreenTransition? = nil, time: Double = 0, metrics: (TextMetrics & Sendable)? = nil,
        safeArea: EdgeInsets = EdgeInsets(), screenSize: Size = Device.standard.portrait,
        screenScale: Double = Device.standard.scale, memo: ScreenMemo? = nil, schemeSettled: Bool = false
    ) throws(StyleFileError) -> View {
        let entry = entries[min(max(index, 0), entries.count - 1)]
        let (program, preview) = (entry.program, entry.preview)
        // The scheme the file asked for last time, so that a kept screen is found under it.
        let colorScheme = state.preferredColorScheme ?? colorScheme
        func key() -> ScreenMemoKey {
            ScreenMemoKey(
                program: program, preview: index, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize,
                safeArea: safeArea,
                screenSize: screenSize, version: state.version, metrics: metrics)
        }
        if !state.isWaiting, let kept = memo?.view(for: key()) { return kept }
        state.watchClock()
        state.clearNotes()
        state.preferColorScheme(nil)
        let context = ScreenContext(
            state: state, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize, output: output,
            imageSize: imageSize, screenSize: screenSize, screenScale: screenScale)
        var evaluator = Evaluator(program: program, screen: context)
        let lifecycle = ScreenLifecycle(
            action: ScreenAction(program: program, context: context, path: entry.path), time: time)
        var rerun: Appearance.ColorScheme?
        let made: View?
        do {
            made = try evaluated()
        } catch {
            throw StyleFileError(error, path: entry.path)
        }
        if let made { return made }
        return try self.view(
            preview: index, colorScheme: rerun ?? colorScheme, dynamicTypeSize: dynamicTypeSize, state: state,
            output: output, imageSize: imageSize,
            transition: transition, time: time, metrics: metrics, safeArea: safeArea, screenSize: screenSize,
            screenScale: screenScale, memo: memo, schemeSettled: true)

        /// The view, or nil when the preview asks for another scheme (`rerun`).
        func evaluated() throws(EvaluationError) -> View? {
            _ = lifecycle.runDeferred()
            var node = try Self.evaluate(preview, evaluator)
            /// Runs `actions` on the views; while they change the state, the views are made again with
            /// what they did (a few rounds, since a view they make may have actions of its own).
            func settle(_ actions: (ViewNode) throws(EvaluationError) -> Bool) throws(EvaluationError) {
                for _ in 0..<Self.lifecycleRounds {
                    let version = state.version
                    let evaluated = state.notes.count
                    guard try actions(node), state.version != version else { break }
                    state.supersedeNotes(first: evaluated)
                    evaluator = Evaluator(program: program, screen: context)
                    node = try Self.evaluate(preview, evaluator)
                }
            }
            // What `.onAppear` and `.onChange` do shows in the frame that ran them, as in SwiftUI,
            // where they run before the frame is drawn.
            try settle { lifecycle.run($0) }
            // `.onPreferenceChange` reads what the views set once they are laid out (a size a
            // GeometryReader measured): laid out here on the screen first, then its actions run.
            try settle { (views) throws(EvaluationError) -> Bool in
                guard views.readsPreferences else { return false }
                var probe = self.conversion(entry, evaluator, context, imageSize: imageSize, metrics: metrics)
                let laidOut = try probe.screen(
                    Self.inside(safeArea, views, presents: evaluator.presents, screenHeight: screenSize.height))
                _ = UIContext().frame(laidOut, size: screenSize, time: time)
                return lifecycle.runPreferenceHandlers(views)
            }
            if !schemeSettled, let preferred = state.preferredColorScheme, preferred != colorScheme {
                // `.preferredColorScheme(.dark)` anywhere: the whole preview in that scheme, evaluated
                // again in it (below) so that what reads the scheme reads it everywhere.
                rerun = preferred
                return nil
            }
            if let preferred = state.preferredColorScheme {
                // The bars and the title take it too, outside the view that asked.
                node = .modified(node, .colorScheme(preferred))
            }
            if let transition {
                node = transition.shown(
                    node, version: state.version, changedAt: state.lastChangeTime, time: time,
                    explicit: state.activity.explicitAnimation)
            }
            var conversion = self.conversion(entry, evaluator, context, imageSize: imageSize, metrics: metrics)
            let view = try conversion.screen(
                Self.inside(safeArea, node, presents: evaluator.presents, screenHeight: screenSize.height))
            let settled = transition?.isSettled ?? true
            memo?.keep(settled && !state.readClock && !state.isWaiting ? view : nil, for: key())
            return view
        }
    }

    /// Every view of the preview at `index` as layout places it on a screen of `size` points (the
    /// views inside `safeArea`, as `view(…)` lays them out): `--layout`'s `"views"`. Evaluated with the
    /// state as it is; nothing runs (no `.onAppear`), so asking changes nothing.
    public func laidOutViews(
        preview index: Int, colorScheme: Appearance.ColorScheme, dynamicTypeSize: DynamicTypeSize = .standard,
        state: ScreenState, size: Size, safeArea: EdgeInsets = EdgeInsets(), metrics: (TextMetrics & Sendable)? = nil,
        imageSize: (@Sendable (String) -> Size?)? = nil
    ) throws(StyleFileError) -> [LaidOutView] {
        let entry = entries[min(max(index, 0), entries.count - 1)]
        let context = ScreenContext(
            state: state, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize, output: { _ in },
            imageSize: imageSize, screenSize: size)
        let evaluator = Evaluator(program: entry.program, screen: context)
        evaluator.marksLocations = true
        do {
            let evaluated = try Self.evaluate(entry.preview, evaluator)
            let node = Self.inside(safeArea, evaluated, presents: evaluator.presents, screenHeight: size.height)
            var conversion = self.conversion(entry, evaluator, context, imageSize: imageSize, metrics: metrics)
            let resolved = try conversion.resolvingControls(node)
            let environment = conversion.drawEnvironment
            let room = Rect(origin: .zero, size: size)
            let root = resolved.size(proposed: ProposedSize(width: size.width, height: size.height), in: environment)
            return resolved.laidOutViews(in: ViewNode.place(root, in: room, alignment: .center), environment)
        } catch {
            throw StyleFileError(error, path: entry.path)
        }
    }

    /// How an evaluated preview becomes the UI's view: its file, its state, how text and images measure.
    private func conversion(
        _ entry: Entry, _ evaluator: Evaluator, _ context: ScreenContext, imageSize: (@Sendable (String) -> Size?)?,
        metrics: (TextMetrics & Sendable)?
    ) -> ScreenConversion {
        var conversion = ScreenConversion(
            evaluator: evaluator, path: entry.path, context: context, program: entry.program)
        conversion.imageSize = imageSize
        if let metrics { conversion.metrics = metrics }
        conversion.systemStyles = systemStyles
        return conversion
    }

    /// The views laid out inside a device's safe area, but for those that reach past it.
    /// What the views present (a sheet, an alert) is laid over the whole screen.
    private static func inside(_ safeArea: EdgeInsets, _ node: ViewNode, presents: Bool, screenHeight: Double)
        -> ViewNode
    {
        let (base, presented) = presents ? Presentation.hoisting(node) : (node, [])
        let screen = safeArea == EdgeInsets() ? base : NavigationChrome.insetting(base, by: safeArea)
        guard !presented.isEmpty else { return screen }
        let layers = presented.map { $0.layer(safeArea: safeArea, screenHeight: screenHeight) }
        return .stack(.z, spacing: nil, alignment: .center, [screen] + layers)
    }

    /// Evaluations of one frame when lifecycle actions keep changing the state: an `.onChange` that
    /// changes what it watches ends here instead of hanging the frame (the next frame goes on).
    static let lifecycleRounds = 3

    private static func evaluate(_ preview: Program.Preview, _ evaluator: Evaluator) throws(EvaluationError)
        -> ViewNode
    {
        var scope = Scope(selfType: preview.selfType)
        do {
            return try evaluator.building(views: true) { () throws(EvaluationError) -> ViewNode in
                let value = try evaluator.run(preview.body, &scope, at: preview.location)
                return try evaluator.view(value, at: preview.location)
            }
        } catch  where !error.isFatal {
            // Even the preview's own view could not be made: its placeholder, with the note saying why.
            let name = preview.selfType ?? preview.name
            evaluator.noteIgnored(
                name, at: error.location ?? preview.location,
                message: "\(error.brief) (\(name) is drawn as a placeholder)")
            return Placeholder.view(named: name, at: preview.location)
        }
    }
}
