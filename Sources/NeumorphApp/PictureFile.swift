import Platform
import Raster
import Style

/// A command's picture (`screenshot --out`, `audit --fix --compare`) written as a PNG. Under
/// `--vision` the picture shows what was measured: its colours as seen with that vision.
enum PictureFile {
    /// Writes `pixmap` to `path` (replacing a file only with `force`) and says so; a failure ends
    /// the command.
    static func write(_ pixmap: Pixmap, seenWith vision: ColorVision?, to path: String, force: Bool)
        throws(CommandFailure)
    {
        let seen = vision.map { pixmap.simulating($0) } ?? pixmap
        do {
            try PNGFile.write(seen, to: path, overwrite: force)
        } catch {
            throw CommandFailure("neumorph: \(error.description)")
        }
        Console.out("wrote \(path) (\(seen.width)×\(seen.height))")
    }
}
