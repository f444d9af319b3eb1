import Foundation
import Platform
import Presets
import Raster
import Style
import UI

/// `neumorph record`: replays an input script headless with a fixed time step and writes every
/// frame, so a press animation can be recorded with no display.
@MainActor
enum RecordCommand {
    static let usage = CommandUsage(
        name: "record", summary: "replay an input script headless and write every frame",
        options: [
            .scene(),
            .value(
                "script", "FILE",
                "timed input events, one per line (see docs/recordings.md); a script captured in the window (R)"
                    + " also sets the scene, scheme, style and size", required: true),
            .value(
                "out", "DIR|FILE.webp",
                "a new or empty folder for frame-00001.png … and frames.txt (its parent must exist), or one"
                    + " animated WebP file, lossless unless --quality is given", required: true),
            .value(
                "quality", "Q",
                "lossy WebP at quality 0…100: far smaller files; 95 keeps the soft shadows, lower qualities band"
                    + " the gradients and smear the shadows"),
            .value("fps", "N", "frames per second, 1…240 (default 60)"),
            .scheme, .size(), .scale(),
            .value(
                "duration", "SECONDS",
                "seconds to record, at most \(Int(InputScript.longestTime)) (default: a captured script's duration,"
                    + " else the script's last event + 1)"),
            .flag(
                "force",
                "reuse a folder holding a previous recording (only its frames and frames.txt are removed), or"
                    + " replace the .webp file"),
            ThreadsOption.option, PresetOption.option, .strict,
        ] + StyleOption.options)

    /// Where the frames go: a folder of PNGs, or one animated WebP encoded as they come.
    enum Output {
        case folder(RecordingFolder)
        case clip(path: String, encoder: AnimatedWebP.Encoder)
    }

    static func run(_ argv: [String]) throws(CommandFailure) {
        var args = try Arguments(argv, usage: usage)
        guard let scriptPath = args.values["script"] else { throw .usage("record needs --script FILE", usage) }
        guard let out = args.values["out"] else { throw .usage("record needs --out DIR", usage) }
        let script: InputScript
        do {
            script = try InputScript.load(scriptPath)
        } catch {
            throw CommandFailure("neumorph: \(error.description)", status: 2)
        }
        // A captured script's settings stand in for options not given.
        let settings = script.settings
        if args.values["style"] == nil, args.values["preset"] == nil, let style = settings["style"] {
            args.setDefault("style", style)
        }
        if let scene = settings["scene"], SceneCatalog.names.contains(scene) { args.setDefault("scene", scene) }
        for name in ["scheme", "size"] { settings[name].map { args.setDefault(name, $0) } }
        let style = try StyleOption.parse(args, usage: usage)
        let scene = try SceneArgument.scene(args, style: style, usage: usage)
        let scheme = try args.choice("scheme", as: Scheme.self, usage: usage)
        let fps = try args.integer("fps", default: 60, in: 1...240, usage: usage)
        let scale = try args.scale(usage: usage) ?? 1
        let requested = try SceneCatalog.parseSize(args.values["size"], usage: usage)
        let playground = Playground(scene: scene, scheme: scheme)
        // A file's screen is recorded on its device (or `--size`'s bare canvas), as a screenshot is.
        let size = scene.fixedSize(metrics: playground.session.glyphs) ?? requested
        let threads = try ThreadsOption.parse(args, usage: usage)
        let isClip = out.lowercased().hasSuffix(".webp")
        if args.values["quality"] != nil && !isClip {
            throw .usage("--quality is for a .webp file; a folder holds lossless PNG frames", usage)
        }
        let quality =
            args.values["quality"] == nil ? nil : try args.integer("quality", default: 75, in: 0...100, usage: usage)
        // One limit for the option and the script (whose parser refuses later events by line).
        let longest = InputScript.longestTime
        let captured = settings["duration"].flatMap(Double.init).map { min(max($0, 0), longest) }
        let duration = try args.number(
            "duration", default: captured ?? min(script.duration + 1, longest), in: 0...longest, usage: usage)
        let frameCount = Int((duration * Double(fps)).rounded(.up)) + 1
        try Frame.pixels(size: size, scale: scale, frames: 1)
        let output: Output
        do {
            output = try prepare(
                out, isClip: isClip, force: args.has("force"),
                width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()),
                compression: quality.map { .lossy(quality: $0) } ?? .lossless)
        } catch {
            throw CommandFailure("neumorph: \(error)")
        }

        playground.showsHUD = false
        playground.showsToasts = false
        playground.writesFiles = false
        playground.session.threads = threads
        try PresetOption.apply(args, to: playground.session, scheme: scheme, contrast: nil)
        try apply(settings, to: playground.session, scheme: scheme, keepingStyle: args.values["preset"] != nil)
        if let style {
            playground.showStyleFile(
                style,
                try SceneArgument.styles(style, for: scene, args: args, usage: usage) {
                    playground.session.builtInStyles(size: size)
                })
        }
        playground.session.reportProblems()
        let progress = BatchProgress(
            total: frameCount, isTerminal: StandardStream.output.isTerminal, unit: "frames")
        let started = Stopwatch.now()
        var next = 0
        var written = 0
        for frame in 0..<frameCount {
            let time = Double(frame) / Double(fps)
            while next < script.events.count && script.events[next].time <= time + 1e-9 {
                apply(script.events[next].action, to: playground)
                next += 1
            }
            guard let pixmap = playground.render(size: size, scale: scale, time: time) else {
                throw CommandFailure("neumorph: cannot render a \(size.width)×\(size.height) frame at scale \(scale)")
            }
            // The first failed write ends the recording: the folder keeps the frames before it.
            do {
                switch output {
                case .folder(let folder): try folder.add(pixmap, number: frame + 1, time: time)
                case .clip(_, let encoder): try encoder.add(pixmap, milliseconds: FrameRecorder.milliseconds(time))
                }
            } catch {
                progress.finish()
                throw CommandFailure("neumorph: \(error)")
            }
            written += 1
            progress.advance()
            if playground.quitRequested { break }
        }
        progress.finish()
        playground.session.reportProblems()
        if playground.ignoredFileKeys > 0 {
            Console.error(
                "neumorph: ignored \(playground.ignoredFileKeys) presses of the playground's file keys (S, E, P, R)"
                    + " in '\(scriptPath)'; a recording writes only its frames")
        }
        switch output {
        case .folder: Console.out("wrote \(written) frames to \(out)")
        case .clip(let path, let encoder):
            let end = FrameRecorder.milliseconds(Double(written) / Double(fps))
            do {
                let existing: OutputFile.Existing = args.has("force") ? .replaceRegularFile : .keep
                let count = try encoder.finish(milliseconds: end) { bytes in
                    try OutputFile.write(bytes, to: path, existing: existing)
                    return bytes.count
                }
                Console.out(
                    "wrote \(path): \(written) frames, \(FrameRecorder.sizeText(count)), "
                        + String(format: "%.2f s", Stopwatch.now() - started))
            } catch {
                throw CommandFailure("neumorph: \(error)")
            }
        }
        try playground.session.failIfNoted(strict: args.has("strict"))
    }

    /// The folder, made ready, or the clip's encoder once the file's place is checked (so a taken
    /// name or a missing folder is an error before any frame is drawn).
    static func prepare(
        _ out: String, isClip: Bool, force: Bool, width: Int, height: Int, compression: AnimatedWebP.Compression
    ) throws -> Output {
        guard isClip else { return .folder(try RecordingFolder.prepare(out, replacingPrevious: force)) }
        _ = try OutputFile.checkedFolder(of: out)
        try OutputFile.checkTarget(out, existing: force ? .replaceRegularFile : .keep)
        // Offline, so the smaller file is worth the time; the window keeps pace at the fast level.
        let encoder = try AnimatedWebP.Encoder(
            width: width, height: height, compression: compression,
            losslessLevel: AnimatedWebP.Encoder.compactLosslessLevel)
        return .clip(path: out, encoder: encoder)
    }

    /// A captured script's settings (`#@ preset`, `family`, `contrast`, `composition`, `toggles`):
    /// the style and controls as the window showed them when the recording began. With
    /// `keepingStyle` (`--preset` given) the style and contrast are the preset's.
    static func apply(
        _ settings: [String: String], to session: SceneSession, scheme: Scheme?, keepingStyle: Bool
    ) throws(CommandFailure) {
        for key in settings["toggles"]?.split(separator: " ") ?? [] {
            session.state.isOn(String(key)).wrappedValue = true
        }
        if keepingStyle { return }
        func bad(_ name: String) -> CommandFailure {
            CommandFailure(
                "neumorph: the script's setting '\(name) \(settings[name]?.excerpt() ?? "")' is not valid", status: 2)
        }
        if let json = settings["preset"] {
            do {
                session.apply(try Preset.parse(json, file: "the script's #@ preset"))
            } catch {
                throw CommandFailure("neumorph: \(error.description)", status: 2)
            }
            if let scheme { session.scheme = scheme }
        }
        if let text = settings["contrast"] {
            guard let contrast = Appearance.Contrast(rawValue: text) else { throw bad("contrast") }
            session.contrast = contrast
        }
        if let text = settings["family"] {
            guard let family = StyleFamily(rawValue: text) else { throw bad("family") }
            session.family = family
        }
        if let text = settings["composition"] {
            // `own`: each style casts its shadows its own way.
            guard text == "own" || ShadowComposition(rawValue: text) != nil else { throw bad("composition") }
            session.compositionOverride = ShadowComposition(rawValue: text)
        }
    }

    static func apply(_ action: InputScript.Action, to playground: Playground) {
        switch action {
        case .mouseMove(let p): playground.pointer(.pointerMoved(p))
        case .mouseDown(let p): playground.pointer(.pointerDown(p))
        case .mouseUp(let p): playground.pointer(.pointerUp(p))
        case .keyDown(let key, let modifiers): playground.keyDown(key, modifiers: modifiers)
        case .keyUp(let key, let modifiers): playground.keyUp(key, modifiers: modifiers)
        case .text(let typed): playground.text(typed)
        }
    }
}
