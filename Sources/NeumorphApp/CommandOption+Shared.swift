import Style

/// Options several commands take, declared once so that they read the same in every command's help.
@MainActor
extension CommandOption {
    static func scene(_ default: String = "default dark") -> CommandOption {
        .value(
            "scene", "NAME",
            "\(SceneCatalog.names.joined(separator: ", ")) (\(`default`)); with --style and no --scene: the file's"
                + " #Preview or ContentView, else its styles")
    }
    static let scheme = value("scheme", "S", "light, dark or colorful (default: the scene's own)")
    static let contrast = value("contrast", "C", "standard or increased")
    static let state = value(
        "state", "S", "show every control released, pressed, on or off, or active (buttons pressed and toggles on)")
    static func size(_ what: String = "frame") -> CommandOption {
        .value("size", "WxH", "\(what) size in points, each side 1…8192 (default 1280x800)")
    }
    static func scale(_ default: String = "1") -> CommandOption {
        .value("scale", "N", "device pixels per point, 1…4 (default \(`default`))")
    }
    static let vision = value(
        "vision", "NAME",
        "as seen with \(ColorVision.allValueNames.joined(separator: ", ")) (Machado et al. 2009 in linear sRGB;"
            + " achromatopsia: luminance as grey)")
    /// `--strict`: a file's screen that notes anything (a view drawn as a placeholder, a modifier left
    /// out) fails the command once its output is written (`SceneSession.failIfNoted`).
    static let strict = flag(
        "strict", "any note of a file's screen (a view drawn as a placeholder, a modifier left out) is an error: exit 1"
    )
    static let force = flag("force", "replace an existing file (only a regular file, never a device, folder or link)")
}
