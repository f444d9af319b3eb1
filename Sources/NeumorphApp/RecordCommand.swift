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
                               [--scale N] [--duration SECONDS]

          --script FILE      timed input events, one per line (see the README's "Input scripts")
          --out DIR          a new or empty folder for frame-00001.png … and frames.txt
          --fps N            frames per second, 1…240 (default 60)
          --duration S       seconds to record, at most \(Int(InputScript.longestTime)) (default: the script's last event + 1)
        """

    static func run(_ argv: [String]) throws(CommandFailure) {
        let args = try Arguments(
            argv, valued: ["scene", "script", "out", "fps", "scheme", "size", "scale", "duration"], flags: [],
            usage: usage)
        guard let scriptPath = args.values["script"] else { throw .usage("record needs --script FILE", usage) }
        guard let out = args.values["out"] else { throw .usage("record needs --out DIR", usage) }
        let scene = try args.choice("scene", default: SceneArgument.dark, usage: usage).scene
        let scheme = try args.choice("scheme", as: Scheme.self, usage: usage)
        let fps = try args.integer("fps", default: 60, in: 1...240, usage: usage)
        let scale = try args.scale(usage: usage) ?? 1
        let size = try SceneCatalog.parseSize(args.values["size"], usage: usage)
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
        try prepare(out)

        let playground = Playground(scene: scene, scheme: scheme)
        playground.showsHUD = false
        playground.showsToasts = false
        playground.session.reportProblems()
        var next = 0
        var times = ""
        for frame in 0..<frameCount {
            let time = Double(frame) / Double(fps)
            while next < script.events.count && script.events[next].time <= time + 1e-9 {
                apply(script.events[next].action, to: playground)
                next += 1
            }
            guard let pixmap = playground.render(size: size, scale: scale, time: time) else {
                throw CommandFailure("neumorph: cannot render a \(size.width)×\(size.height) frame at scale \(scale)")
            }
            let name = String(format: "frame-%05d.png", frame + 1)
            do {
                try PNGFile.write(pixmap, to: "\(out)/\(name)")
            } catch {
                throw CommandFailure("neumorph: \(error.description)")
            }
            times += String(format: "%@ %.4f\n", name, time)
            if playground.quitRequested { break }
        }
        playground.finishWrites()
        playground.session.reportProblems()
        do {
            try Data(times.utf8).write(to: URL(fileURLWithPath: "\(out)/frames.txt"))
        } catch {
            throw CommandFailure("neumorph: cannot write '\(out)/frames.txt': \(error.localizedDescription)")
        }
        Console.out("wrote \(times.split(separator: "\n").count) frames to \(out)")
    }

    /// The output folder must be new or empty: recordings never overwrite anything.
    static func prepare(_ out: String) throws(CommandFailure) {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: out, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CommandFailure("neumorph: '\(out)' exists and is not a folder") }
            let contents = (try? fm.contentsOfDirectory(atPath: out)) ?? []
            guard contents.isEmpty else {
                throw CommandFailure("neumorph: '\(out)' is not empty; record into a new folder")
            }
        } else {
            do {
                try fm.createDirectory(atPath: out, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure("neumorph: cannot create '\(out)': \(error.localizedDescription)")
            }
        }
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
