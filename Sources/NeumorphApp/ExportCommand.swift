import Platform
import Presets
import Style

/// `neumorph export`: a style as SwiftUI source or CSS.
@MainActor
enum ExportCommand {
    static let usage = CommandUsage(
        name: "export", summary: "write a style as SwiftUI source or CSS",
        options: [
            .value("preset", "FILE", "a preset's style (its seed style, or its parametric style)", group: "source"),
            .value(
                "scene", "NAME", "what a scene shows on its own scheme: its seed style (reference: its own surface)",
                group: "source"),
            .value("seed", "NAME", SeedStyle.allCases.map(\.rawValue).joined(separator: ", "), group: "source"),
            .value(
                "style", "FILE[:TYPE]", "a style file's first button style, or with :TYPE the one of that type name",
                group: "source"),
            .value("format", "swiftui|css", "swiftui (a complete source file) or css", required: true),
            .value("out", "FILE", "write here instead of standard output; never replaces a file unless --force"),
            .force, StyleOption.argumentOption,
        ])

    /// The seed style a scene shows on its natural scheme.
    static func seed(forScene name: String) -> SeedStyle {
        guard let scene = SceneCatalog.scene(named: name) else { return .dark }
        return scene.seedStyle(for: scene.defaultScheme)
    }

    static func model(preset: Preset) -> ExportModel {
        preset.seed.map(ExportModel.seed) ?? ExportModel.parametric(preset.parameters)
    }

    /// A style file's chosen button style (or its first) as the exporters describe a style.
    static func model(style: FileStyles) throws(CommandFailure) -> ExportModel {
        do {
            return try style.file.exportModel(typeName: style.selected)
        } catch {
            throw CommandFailure("neumorph: \(error.description)")
        }
    }

    static func source(_ model: ExportModel, format: ExportFormat) -> String {
        switch format {
        case .swiftui: SwiftUIExporter.source(for: model)
        case .css: CSSExporter.source(for: model)
        }
    }

    static func run(_ argv: [String]) throws(CommandFailure) {
        let args = try Arguments(argv, usage: usage)
        guard let format = try args.choice("format", as: ExportFormat.self, usage: usage) else {
            throw .usage("export needs --format swiftui or --format css", usage)
        }
        let sources = ["preset", "scene", "seed", "style"].filter { args.values[$0] != nil }
        guard sources.count <= 1 else { throw .usage("give one of --preset, --scene, --seed or --style", usage) }
        let model: ExportModel
        if let style = try StyleOption.parse(args, usage: usage) {
            model = try Self.model(style: style.open(builtIns: []))
        } else if let path = args.values["preset"] {
            do {
                model = Self.model(preset: try Preset.load(path))
            } catch {
                throw CommandFailure("neumorph: \(error.description)")
            }
        } else if let seed = try args.choice("seed", as: SeedStyle.self, usage: usage) {
            model = ExportModel.seed(seed)
        } else {
            let scene = try args.choice("scene", default: SceneArgument.dark, usage: usage).scene
            model =
                scene is ReferenceSceneView ? ReferenceScene.exportModel : ExportModel.seed(seed(forScene: scene.name))
        }
        let text = source(model, format: format)
        guard let out = args.values["out"] else {
            try Console.result(text, terminator: "")
            return
        }
        do {
            try OutputFile.write(text, to: out, existing: args.has("force") ? .replaceRegularFile : .keep)
        } catch {
            throw CommandFailure("neumorph: \(error.description)")
        }
        Console.out("wrote \(out)")
    }
}
