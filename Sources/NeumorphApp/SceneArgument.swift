/// `--scene NAME`: a scene of the catalog.
struct SceneArgument: CommandLineValue {
    let scene: any Scene

    init?(argument: String) {
        guard let scene = SceneCatalog.scene(named: argument) else { return nil }
        self.scene = scene
    }

    private init(scene: any Scene) { self.scene = scene }

    static var allValueNames: [String] { SceneCatalog.names }

    /// The scene every command opens on unless told otherwise, so `--scene` means the same
    /// everywhere (a test holds the name to the catalog; the fallback keeps a renamed scene from
    /// trapping).
    static var dark: SceneArgument { named("dark") }

    private static func named(_ name: String) -> SceneArgument {
        SceneArgument(argument: name) ?? SceneArgument(scene: SceneCatalog.all[0])
    }
}

extension SceneArgument {
    /// `--scene NAME`; without it, the preview of a style file when `--style` is given, else `dark`.
    static func scene(_ args: Arguments, style: StyleOption?, usage: String) throws(CommandFailure) -> any Scene {
        if style != nil && args.values["scene"] == nil { return StylePreviewScene() }
        return try args.choice("scene", default: SceneArgument.dark, usage: usage).scene
    }
}
