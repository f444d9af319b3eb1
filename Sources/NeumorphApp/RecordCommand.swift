import Foundation
import Platform
import Raster
import Style
import UI

/// `neumorph record`: replays an input script headless with a fixed time step and writes every
/// frame, so a press animation can be recorded with no display.
@MainActor
enum RecordCommand {
    static let usage = """
        usage: neumorph record [--scene NAME] --script FILE --out DIR [--fps N] [--scheme S] [--size WxH]
                               [--scale N] [--duration SECONDS] [--force] [--preset FILE] [--style FILE[:TYPE]]
                               [--style-arg NAME=VALUE …] [--preview NAME] [--threads N]

          --script FILE      timed input events, one per line (see the README's "Input scripts")
          --out DIR          a new or empty folder for frame-00001.png … and frames.txt (its parent must exist)
          --fps N            frames per second, 1…240 (default 60)
          --duration S       seconds to record, at most \(Int(InputScript.longestTime)) (default: the script's last event + 1)
          --force            reuse a folder holding a previous recording (only its frames and frames.txt are removed)
        \(ThreadsOption.usageLine(column: 21))
        \(PresetOption.usageLine(column: 21))
        \(StyleOption.usageLines)
        \(StyleOption.previewUsageLine)
        """

    static func run(_ argv: [String]) throws(CommandFailure) {
        let args = try Arguments(
            argv,
            valued: [
                "scene", "script", "out", "fps", "scheme", "size", "scale", "duration", "style", "preview", "preset",
                "threads",
            ],
            repeatable: ["style-arg"], flags: ["force"], usage: usage)
        guard let scriptPath = args.values["script"] else { throw .usage("record needs --script FILE", usage) }
        guard let out = args.values["out"] else { throw .usage("record needs --out DIR", usage) }
        let style = try StyleOption.parse(args, usage: usage)
        let scene = try SceneArgument.scene(args, style: style, usage: usage)
        let scheme = try args.choice("scheme", as: Scheme.self, usage: usage)
        let fps = try args.integer("fps", default: 60, in: 1...240, usage: usage)
        let scale = try args.scale(usage: usage) ?? 1
        let size = try SceneCatalog.parseSize(args.values["size"], usage: usage)
        let threads = try ThreadsOption.parse(args, usage: usage)
        let script: InputScript
        do {
            script = try InputScript.load(scriptPath)
        } catch {
            throw CommandFailure("neumorph: \(error.description)", status: 2)
        }
        // One limit for the option and the script (whose parser refuses later events by line).
        let longest = InputScript.longestTime
        let duration = try args.number(
            "duration", default: min(script.duration + 1, longest), in: 0...longest, usage: usage)
        let frameCount = Int((duration * Double(fps)).rounded(.up)) + 1
        try Frame.pixels(size: size, scale: scale, frames: 1)
        let folder: RecordingFolder
        do {
            folder = try RecordingFolder.prepare(out, replacingPrevious: args.has("force"))
        } catch {
            throw CommandFailure("neumorph: \(error.description)")
        }

        let playground = Playground(scene: scene, scheme: scheme)
        playground.showsHUD = false
        playground.showsToasts = false
        playground.writesFiles = false
        playground.session.threads = threads
        try PresetOption.apply(args, to: playground.session, scheme: scheme, contrast: nil)
        if let style {
            playground.showStyleFile(
                style,
                try SceneArgument.styles(style, for: scene) { playground.session.builtInStyles(size: size) })
        }
        playground.session.reportProblems()
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
                try folder.add(pixmap, number: frame + 1, time: time)
            } catch {
                throw CommandFailure("neumorph: \(error.description)")
            }
            written += 1
            if playground.quitRequested { break }
        }
        playground.session.reportProblems()
        if playground.ignoredFileKeys > 0 {
            Console.error(
                "neumorph: ignored \(playground.ignoredFileKeys) presses of the playground's file keys (S, E, P, R)"
                    + " in '\(scriptPath)'; a recording writes only its frames")
        }
        Console.out("wrote \(written) frames to \(out)")
    }

    static func apply(_ action: InputScript.Action, to playground: Playground) {
        switch action {
        case .mouseMove(let p): playground.pointer(.pointerMoved(p))
        case .mouseDown(let p): playground.pointer(.pointerDown(p))
        case .mouseUp(let p): playground.pointer(.pointerUp(p))
        case .keyDown(let key, let modifiers): playground.keyDown(key, modifiers: modifiers)
        case .keyUp(let key, let modifiers): playground.keyUp(key, modifiers: modifiers)
        }
    }
}
