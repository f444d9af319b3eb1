import Style

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
    /// `--scene NAME`; without it, with `--style FILE`, the file's own screen when it has one (its
    /// `#Preview`s, `PreviewProvider` or `ContentView`, `--preview NAME` picking one), else the preview
    /// of its styles; with neither, `dark`. `FILE:TYPE` asks for one style, so it previews that style.
    /// `sizeIsCanvas`: `--size` is also the bare canvas a file's screen is drawn on (a picture's size);
    /// the window's `--size` is not.
    static func scene(_ args: Arguments, style: StyleOption?, usage: CommandUsage, sizeIsCanvas: Bool = true)
        throws(CommandFailure) -> any Scene
    {
        let preview = args.values["preview"]
        if let style, args.values["scene"] == nil {
            if style.typeName == nil, let screen = try style.openScreen() {
                var layout = try DeviceOption.parse(args, usage: usage)
                if !sizeIsCanvas { layout.canvas = nil }
                return try FileScreenScene.open(screen, preview: preview, layout: layout, usage: usage)
            }
            sayScreenOptionsIgnored(args, ["device", "orientation"], shown: "\(style.path)'s styles")
            if preview != nil {
                throw .usage(
                    "--preview picks one of a file's #Previews, but \(style.path)\(style.typeName.map { ":\($0)" } ?? "")"
                        + " shows no screen (it needs a #Preview, PreviewProvider or ContentView, and no :TYPE)",
                    usage)
            }
            return StylePreviewScene()
        }
        if preview != nil {
            throw .usage("--preview picks one of a --style file's #Previews; it does not go with --scene", usage)
        }
        let scene = try args.choice("scene", default: SceneArgument.dark, usage: usage).scene
        sayScreenOptionsIgnored(args, ["device", "orientation", "dynamic-type"], shown: "the scene '\(scene.name)'")
        return scene
    }

    /// `--device`, `--orientation` and `--dynamic-type` lay out a file's screen (the text size a file's
    /// styles too): said once when what is shown ignores them, rather than dropped without a word.
    private static func sayScreenOptionsIgnored(_ args: Arguments, _ options: [String], shown: String) {
        let given = options.filter { args.values[$0] != nil }
        guard !given.isEmpty else { return }
        let options = given.map { "--\($0)" }.joined(separator: ", ")
        let (verb, them) = given.count == 1 ? ("lays", "it") : ("lay", "them")
        Console.error(
            "neumorph: note: \(options) \(verb) out a file's screen (--style FILE with a #Preview); \(shown) ignores \(them)"
        )
    }

    /// The file's styles for `scene`: a file's screen wears its own, so they are only kept for export
    /// (none is no error); any other scene wears or previews them, and they must load. Their preview
    /// shows them at `--dynamic-type`'s size.
    static func styles(
        _ style: StyleOption, for scene: any Scene, args: Arguments, usage: CommandUsage,
        builtIns: () -> [any ControlStyle]
    ) throws(CommandFailure) -> FileStyles? {
        if scene is FileScreenScene { return style.screenStyles() }
        do {
            var styles = try style.open(builtIns: builtIns())
            if let size = try args.choice("dynamic-type", as: DynamicTypeSize.self, usage: usage) {
                styles.dynamicTypeSize = size
            }
            return styles
        } catch  where scene is StylePreviewScene && style.typeName == nil && error.description.contains("declares no")
        {
            // Neither a screen nor styles: say both, as either would have been shown.
            throw CommandFailure(
                "neumorph: \(style.path): nothing to show: the file has no #Preview, PreviewProvider or"
                    + " ContentView, and declares no view, modifier, shape or style")
        }
    }
}
