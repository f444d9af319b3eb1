import Foundation
import Platform
import Raster
import Style
import UI

/// `neumorph screenshot`: renders a scene with no display and no window.
@MainActor
enum ScreenshotCommand {
    static let usage = """
        usage: neumorph screenshot [--scene NAME] --out FILE.png [--scheme S] [--contrast increased]
                                   [--state S] [--scale N] [--size WxH] [--layout FILE.json] [--force]

          --scene NAME        \(SceneCatalog.names.joined(separator: ", ")) (default dark)
          --out FILE          the PNG to write; an existing file is kept unless --force is given
          --scheme S          light, dark or colorful (default: the scene's own)
          --contrast C        standard or increased
          --state S           show every control released, pressed, on or off
          --scale N           device pixels per point, 1…4 (default 1)
          --size WxH          frame size in points (default 1280x800)
          --layout FILE       also write every control's id, kind, style, state and frame as JSON
          --force             replace existing files
        """

    static func run(_ argv: [String]) throws(CommandFailure) {
        let args = try Arguments(
            argv, valued: ["scene", "out", "scale", "size", "scheme", "contrast", "state", "layout"], flags: ["force"],
            usage: usage)
        guard let out = args.values["out"] else { throw .usage("screenshot needs --out FILE.png", usage) }
        let scene = try args.choice("scene", default: SceneArgument.dark, usage: usage).scene
        let scheme = try args.choice("scheme", as: Scheme.self, usage: usage)
        let contrast = try args.choice("contrast", default: Appearance.Contrast.standard, usage: usage)
        let state = try args.choice("state", default: UIContext.ForcedState.released, usage: usage)
        let scale = try args.scale(usage: usage) ?? 1
        let size = try SceneCatalog.parseSize(args.values["size"], usage: usage)
        let force = args.has("force")
        if let layout = args.values["layout"], !force, FileManager.default.fileExists(atPath: layout) {
            throw CommandFailure("neumorph: '\(layout)' already exists; not overwriting it (use --force)")
        }
        let session = SceneSession(scene: scene, scheme: scheme)
        session.contrast = contrast
        session.ui.forcedState = state
        session.reportProblems()
        var canvas = try Frame.canvas(size: size, scale: scale)
        let frame = session.frame(size: size, time: 0)
        session.render(frame, into: &canvas)
        session.reportProblems()
        do {
            try PNGFile.write(canvas.pixmap, to: out, overwrite: force)
        } catch {
            throw CommandFailure("neumorph: \(error.description)")
        }
        Console.out("wrote \(out) (\(canvas.pixmap.width)×\(canvas.pixmap.height))")
        if let layout = args.values["layout"] {
            let json = LayoutReport.json(
                scene: scene.name, scheme: session.scheme, contrast: contrast, size: size, scale: scale,
                controls: frame.controls)
            do {
                try Data(json.utf8).write(to: URL(fileURLWithPath: layout), options: .atomic)
            } catch {
                throw CommandFailure("neumorph: cannot write '\(layout)': \(error.localizedDescription)")
            }
            Console.out("wrote \(layout) (\(frame.controls.count) controls)")
        }
    }
}
