import Presets
import Style
import UI

/// `neumorph audit`: the accessibility figures of a scene's controls; exits 1 when any fails.
@MainActor
enum AuditCommand {
    static let usage = """
        usage: neumorph audit [--scene NAME] [--scheme S] [--contrast increased] [--state S] [--preset FILE] [--json]
                              [--style FILE[:TYPE]] [--style-arg NAME=VALUE …] [--preview NAME] [--threads N]

          Measures every control on the rendered pixels: label and icon contrast against what lies
          behind them (AA 4.5:1, AAA 7:1), the control's edge against its surroundings all around the
          outline (minimum, median, 90th percentile and the share at 3:1; passes with 3:1 along at
          least half the outline), the hit area (44×44 points; WCAG's 24×24 reported beside it) and,
          as a house rule rather than a WCAG one, how far pressed/on differs from released/off (3:1).
          Exits 1 when anything fails (AAA and 24×24 are reported, not required), 0 when all pass.

        \(StyleOption.usageLines)
        \(StyleOption.previewUsageLine)
        \(ThreadsOption.usageLine(column: 22))
        """

    static func run(_ argv: [String]) throws(CommandFailure) {
        let args = try Arguments(
            argv,
            valued: [
                "scene", "scheme", "contrast", "state", "preset", "size", "scale", "style", "preview",
                "threads",
            ],
            repeatable: ["style-arg"], flags: ["json"], usage: usage)
        let style = try StyleOption.parse(args, usage: usage)
        let scene = try SceneArgument.scene(args, style: style, usage: usage)
        let scheme = try args.choice("scheme", as: Scheme.self, usage: usage)
        let explicitContrast = try args.choice("contrast", as: Appearance.Contrast.self, usage: usage)
        let contrast = explicitContrast ?? .standard
        let state = try args.choice("state", default: UIContext.ForcedState.released, usage: usage)
        let size = try SceneCatalog.parseSize(args.values["size"], usage: usage)
        let scale = try args.scale(usage: usage) ?? 1
        let threads = try ThreadsOption.parse(args, usage: usage)
        let session = SceneSession(scene: scene, scheme: scheme)
        session.contrast = contrast
        session.threads = threads
        try PresetOption.apply(args, to: session, scheme: scheme, contrast: explicitContrast)
        if let style {
            session.fileStyles = try SceneArgument.styles(style, for: scene) { session.builtInStyles(size: size) }
        }
        let audits = try session.audit(size: size, scale: scale, state: state)
        session.reportProblems()
        Console.out(
            args.has("json")
                ? AuditReport.json(scene: scene.name, scheme: session.scheme.rawValue, audits: audits)
                : AuditReport.table(audits))
        if !audits.allSatisfy(\.passes) { throw CommandFailure("", status: 1) }
    }
}
