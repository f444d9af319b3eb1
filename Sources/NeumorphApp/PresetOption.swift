import Presets
import Style

/// `--preset FILE` for the commands that render a scene (`screenshot`, `record`, `audit`): the
/// preset's style, scheme, contrast and shadow composition, read the one way the playground reads
/// them. An explicit `--scheme` or `--contrast` wins over the preset's.
enum PresetOption {
    static let option = CommandOption.value(
        "preset", "FILE", "a preset's style, scheme, contrast and shadow composition")

    /// Loads the preset named by `--preset`, if any, into `session`.
    @MainActor
    static func apply(
        _ args: Arguments, to session: SceneSession, scheme: Scheme?, contrast: Appearance.Contrast?
    ) throws(CommandFailure) {
        guard let path = args.values["preset"] else { return }
        do {
            session.apply(try Preset.load(path))
        } catch {
            throw CommandFailure("neumorph: \(error.description)")
        }
        if let scheme { session.scheme = scheme }
        if let contrast { session.contrast = contrast }
    }
}
