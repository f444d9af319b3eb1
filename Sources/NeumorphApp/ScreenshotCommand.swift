import Platform
import Raster

/// `neumorph screenshot`: renders a scene with no display and no window.
enum ScreenshotCommand {
    static let usage = """
        usage: neumorph screenshot --scene NAME --out FILE.png [--scale N] [--size WxH] [--force]

          --scene NAME   the scene to render: \(SceneCatalog.names.joined(separator: ", "))
          --out FILE     the PNG to write; an existing file is kept unless --force is given
          --scale N      device pixels per point, 1…4 (default 1)
          --size WxH     frame size in points (default 1280x800)
          --force        replace FILE if it exists
        """

    static func run(_ argv: [String]) throws(CommandFailure) {
        let args = try Arguments(argv, valued: ["scene", "out", "scale", "size"], flags: ["force"], usage: usage)
        guard let out = args.values["out"] else { throw .usage("screenshot needs --out FILE.png", usage) }
        let sceneName = try args.choice("scene", default: "reference", from: SceneCatalog.names, usage: usage)!
        let scale = try args.number("scale", default: 1, in: 1...4, usage: usage)
        let size = try SceneCatalog.parseSize(args.values["size"], usage: usage)
        var canvas = try Frame.canvas(size: size, scale: scale)
        SceneCatalog.draw(sceneName, size: size, in: &canvas)
        do {
            try PNGFile.write(canvas.pixmap, to: out, overwrite: args.has("force"))
        } catch {
            throw CommandFailure("neumorph: \(error.description)")
        }
        Console.out("wrote \(out) (\(canvas.pixmap.width)×\(canvas.pixmap.height))")
    }
}
