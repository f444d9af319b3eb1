import Platform
import Raster
import Style
import UI

/// `neumorph screenshot`: renders a scene with no display and no window.
@MainActor
enum ScreenshotCommand {
    static let usage = CommandUsage(
        name: "screenshot", summary: "render a scene headless to a PNG file",
        options: [
            .scene(),
            .value(
                "out", "FILE.png", "the PNG to write; an existing file is kept unless --force is given", required: true),
            .scheme, .contrast,
            .value(
                "state", "S",
                "show every control released, pressed, on or off, or active (buttons pressed and toggles on); "
                    + "default released, but a file's screen and --panel show their controls as they are"),
            .scale(), .size(),
            .value("layout", "FILE.json", "also write every control's id, key, kind, style, state and frame as JSON"),
            .flag("panel", "draw the window's style panel beside the scene, as the playground does"),
            .strict,
            .vision, .force, ThreadsOption.option, PresetOption.option,
        ] + StyleOption.options)

    static func run(_ argv: [String]) throws(CommandFailure) {
        let args = try Arguments(argv, usage: usage)
        guard let out = args.values["out"] else { throw .usage("screenshot needs --out FILE.png", usage) }
        let style = try StyleOption.parse(args, usage: usage)
        let scene = try SceneArgument.scene(args, style: style, usage: usage)
        let scheme = try args.choice("scheme", as: Scheme.self, usage: usage)
        let contrast = try args.choice("contrast", as: Appearance.Contrast.self, usage: usage)
        let state = try args.choice("state", default: UIContext.ForcedState.released, usage: usage)
        let scale = try args.scale(usage: usage) ?? 1
        let requested = try SceneCatalog.parseSize(args.values["size"], usage: usage)
        let force = args.has("force")
        let threads = try ThreadsOption.parse(args, usage: usage)
        let vision = try args.choice("vision", as: ColorVision.self, usage: usage)
        if let layout = args.values["layout"] {
            // Checked before anything is written: the JSON would replace the PNG just made.
            if OutputFile.sameTarget(layout, out) {
                throw .usage("--layout and --out name the same file '\(out)'", usage)
            }
            if !force && OutputFile.exists(layout) {
                throw CommandFailure("neumorph: \(OutputFile.Failure.exists(path: layout).description)")
            }
        }
        // With --panel, the window's playground draws the frame: its style panel beside the scene.
        let playground = args.has("panel") ? Playground(scene: scene, scheme: scheme) : nil
        let session = playground?.session ?? SceneSession(scene: scene, scheme: scheme)
        // A file's screen is its device's screen (or `--size`'s bare canvas); with the panel, the window.
        let size = playground == nil ? scene.fixedSize(metrics: session.glyphs) ?? requested : requested
        session.contrast = contrast ?? .standard
        try PresetOption.apply(args, to: session, scheme: scheme, contrast: contrast)
        // The panel shows the window as it is (its spring switch on), and a file's screen shows what its
        // state holds (a toggle its file set on is on): states are forced there only when asked.
        let shownAsIs = playground != nil || scene is FileScreenScene
        session.ui.forcedState = shownAsIs && args.values["state"] == nil ? nil : state
        session.threads = threads
        if let style {
            session.fileStyles = try SceneArgument.styles(style, for: scene, args: args, usage: usage) {
                session.builtInStyles(size: size)
            }
        }
        session.reportProblems()
        var canvas = try Frame.canvas(size: size, scale: scale)
        let frame = session.frame(size: size, time: 0, panel: playground?.panel(size: size))
        session.render(frame, into: &canvas)
        session.reportProblems()
        try PictureFile.write(canvas.pixmap, seenWith: vision, to: out, force: force)
        if let layout = args.values["layout"] {
            // A file's screen lists its views too (drawn alone: with the panel, the window's points differ).
            let views =
                playground == nil
                ? (scene as? FileScreenScene)?.laidOutViews(session.scheme, size: size, metrics: session.glyphs) : nil
            let json = LayoutReport.json(
                scene: scene.name, scheme: session.scheme, contrast: session.contrast, size: size, scale: scale,
                controls: frame.controls, views: views, notes: session.notes)
            do {
                try OutputFile.write(json, to: layout, existing: force ? .replaceRegularFile : .keep)
            } catch {
                throw CommandFailure("neumorph: \(error.description)")
            }
            Console.out("wrote \(layout) (\(frame.controls.count) controls)")
        }
        try session.failIfNoted(strict: args.has("strict"))
    }
}
