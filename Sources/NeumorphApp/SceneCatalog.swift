import PlainText
import Raster
import Style

/// The scenes the playground and the command line can show, by name.
enum SceneCatalog {
    static let all: [any Scene] = [
        SimpleScene(),
        DarkScene.dark,
        ConvexScene(),
        DarkScene.colorful,
        ButtonsScene(),
        ActivitiesScene(),
        GalleryScene(),
        ControlsScene(),
        ReferenceSceneView(),
    ]
    static var names: [String] { all.map(\.name) }
    static let defaultSize = Size(width: 1280, height: 800)

    /// The scene called `name`, in either spelling (`colourful` is `colorful`).
    static func scene(named name: String) -> (any Scene)? {
        let american = Spelling.american(name)
        return all.first { $0.name == american }
    }

    /// Parses `WxH` in points, each side 1…8192; the sides are separated by `x`, `X` or `×` (the
    /// form the program prints sizes in).
    static func parseSize(_ text: String?, usage: CommandUsage) throws(CommandFailure) -> Size {
        guard let text else { return defaultSize }
        let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...8192).contains(w),
            (1...8192).contains(h)
        else {
            throw .usage("--size must look like 1280x800 (each side 1…8192 points), not '\(text.excerpt())'", usage)
        }
        return Size(width: Double(w), height: Double(h))
    }
}
