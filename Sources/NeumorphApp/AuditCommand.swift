import Presets
import Style
import UI

/// `neumorph audit`: the accessibility figures of a scene's controls; exits 1 when any fails.
@MainActor
enum AuditCommand {
    static let usage = CommandUsage(
        name: "audit", summary: "measure contrast, edges, target sizes and states on rendered pixels",
        options: [
            .scene(), .scheme, .contrast, .state, .size(), .scale(), PresetOption.option, .strict,
            .flag("json", "print the report as JSON"),
            .value(
                "vision", "NAME",
                "measure the frames as seen with \(ColorVision.allValueNames.joined(separator: ", ")) (Machado et al."
                    + " 2009; the JSON then carries \"vision\")"),
        ] + FixCommand.options + StyleOption.options + [ThreadsOption.option],
        about: """
            Measures every control on the rendered pixels: label and icon contrast against what lies behind them \
            (AA 4.5:1, AAA 7:1), the control's edge against its surroundings all around the outline (minimum, \
            median, 90th percentile and the share at 3:1; passes with 3:1 along at least half the outline), the \
            hit area (44×44 points; WCAG's 24×24 reported beside it) and, as a house rule rather than a WCAG one, \
            how far pressed/on differs from released/off (3:1). Exits 1 when anything fails (AAA and 24×24 are \
            reported, not required), 0 when all pass. See docs/audit.md.
            """)

    static func run(_ argv: [String]) throws(CommandFailure) {
        let args = try Arguments(argv, usage: usage)
        if args.has("fix") && args.has("json") {
            throw CommandFailure.usage("--fix prints its report as text; --json is for the audit alone", usage)
        }
        let style = try StyleOption.parse(args, usage: usage)
        let scene = try SceneArgument.scene(args, style: style, usage: usage)
        let scheme = try args.choice("scheme", as: Scheme.self, usage: usage)
        let explicitContrast = try args.choice("contrast", as: Appearance.Contrast.self, usage: usage)
        let contrast = explicitContrast ?? .standard
        let state = try args.choice("state", default: UIContext.ForcedState.released, usage: usage)
        let requested = try SceneCatalog.parseSize(args.values["size"], usage: usage)
        let scale = try args.scale(usage: usage) ?? 1
        let threads = try ThreadsOption.parse(args, usage: usage)
        let vision = try args.choice("vision", as: ColorVision.self, usage: usage)
        let session = SceneSession(scene: scene, scheme: scheme)
        // A file's screen is audited on its device's screen.
        let size = scene.fixedSize(metrics: session.glyphs) ?? requested
        session.contrast = contrast
        session.threads = threads
        try PresetOption.apply(args, to: session, scheme: scheme, contrast: explicitContrast)
        if let style {
            session.fileStyles = try SceneArgument.styles(style, for: scene, args: args, usage: usage) {
                session.builtInStyles(size: size)
            }
        }
        if args.has("fix") {
            try FixCommand.run(args, session: session, size: size, scale: scale, vision: vision)
            return
        }
        let audits = try session.audit(size: size, scale: scale, state: state, vision: vision ?? .normal)
        session.reportProblems()
        Console.out(
            args.has("json")
                ? withVision(
                    vision, AuditReport.json(scene: scene.name, scheme: session.scheme.rawValue, audits: audits))
                : AuditReport.table(audits))
        if !audits.allSatisfy(\.passes) { throw CommandFailure("", status: 1) }
        try session.failIfNoted(strict: args.has("strict"))
    }

    /// The report's JSON with a top-level "vision" first when the frames were measured under one
    /// (added here, so the report itself stays as it is).
    static func withVision(_ vision: ColorVision?, _ json: String) -> String {
        guard let vision, case .object(let fields)? = try? JSONValue.parse(json) else { return json }
        return JSONValue.object([(key: "vision", value: .string(vision.rawValue))] + fields).formatted()
    }
}
