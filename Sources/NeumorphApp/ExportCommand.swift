import Platform
import Presets
import Style

/// `neumorph export`: a style as SwiftUI source or CSS.
@MainActor
enum ExportCommand {
    static let usage = """
        usage: neumorph export [--preset FILE | --scene NAME | --seed NAME] --format swiftui|css [--out FILE] [--force]

          --preset FILE   a preset's style (its seed style, or its parametric style)
          --scene NAME    the seed style a scene shows on its own scheme
          --seed NAME     \(SeedStyle.allCases.map(\.rawValue).joined(separator: ", "))
          --format F      swiftui (a complete source file) or css
          --out FILE      write here instead of standard output; never replaces a file unless --force
        """

    /// The seed style a scene shows on its natural scheme.
    static func seed(forScene name: String) -> SeedStyle {
        guard let scene = SceneCatalog.scene(named: name) else { return .dark }
        return scene.seedStyle(for: scene.defaultScheme)
    }

    static func model(preset: Preset) -> ExportModel {
        preset.seed.map(ExportModel.seed) ?? ExportModel.parametric(preset.parameters)
    }

    static func source(_ model: ExportModel, format: ExportFormat) -> String {
        switch format {
        case .swiftui: SwiftUIExporter.source(for: model)
        case .css: CSSExporter.source(for: model)
        }
    }

    static func run(_ argv: [String]) throws(CommandFailure) {
        let args = try Arguments(
            argv, valued: ["preset", "scene", "seed", "format", "out"], flags: ["force"], usage: usage)
        guard let format = try args.choice("format", as: ExportFormat.self, usage: usage) else {
            throw .usage("export needs --format swiftui or --format css", usage)
        }
        let sources = ["preset", "scene", "seed"].filter { args.values[$0] != nil }
        guard sources.count <= 1 else { throw .usage("give one of --preset, --scene or --seed", usage) }
        let model: ExportModel
        if let path = args.values["preset"] {
            do {
                model = Self.model(preset: try Preset.load(path))
            } catch {
                throw CommandFailure("neumorph: \(error.description)")
            }
        } else if let seed = try args.choice("seed", as: SeedStyle.self, usage: usage) {
            model = ExportModel.seed(seed)
        } else {
            let scene = try args.choice("scene", default: SceneArgument.dark, usage: usage).scene
            model = ExportModel.seed(seed(forScene: scene.name))
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
