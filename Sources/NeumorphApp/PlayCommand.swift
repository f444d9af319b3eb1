import Platform
import Raster

/// `neumorph play`: the playground window.
@MainActor
enum PlayCommand {
    static let usage = """
        usage: neumorph [play] [--scene NAME] [--size WxH]

          --scene NAME   the scene to show: \(SceneCatalog.names.joined(separator: ", "))
          --size WxH     window size in points (default 1280x800)

        keys: Esc quits.
        """

    static func run(_ argv: [String]) throws(CommandFailure) {
        let args = try Arguments(argv, valued: ["scene", "size"], flags: [], usage: usage)
        let sceneName = try args.choice("scene", default: "reference", from: SceneCatalog.names, usage: usage)!
        let size = try SceneCatalog.parseSize(args.values["size"], usage: usage)
        let window: Window
        do {
            window = try Window(title: "Neumorph — \(sceneName)", width: Int(size.width), height: Int(size.height))
        } catch {
            throw CommandFailure("neumorph: \(error.description)")
        }
        var needsFrame = true
        while true {
            if needsFrame {
                let points = window.size
                let scale = window.scale
                let frameSize = Size(width: Double(points.width), height: Double(points.height))
                if var canvas = try? Frame.canvas(size: frameSize, scale: scale) {
                    SceneCatalog.draw(sceneName, size: frameSize, in: &canvas)
                    do { try window.present(canvas.pixmap) } catch { Console.error("neumorph: \(error.description)") }
                }
                needsFrame = false
            }
            for event in window.waitEvents(timeout: nil) {
                switch event {
                case .quit, .keyDown(.escape, _, _): return
                case .resized, .exposed: needsFrame = true
                default: break
                }
            }
        }
    }
}
