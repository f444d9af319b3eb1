import Platform
import Presets
import Raster
import Style
import UI

/// `neumorph audit --fix`: the nearest parametric style that passes the audit, from a preset, a
/// scene's seed style or a style file, written as a preset and shown beside the original.
@MainActor
enum FixCommand {
    static let options = [
        CommandOption.flag(
            "fix",
            "search the nearest parametric style that passes every rule, by rendering candidates; prints what it"
                + " changed and the figures before and after"),
        .value(
            "out", "FILE.json",
            "with --fix: write the fixed style as a preset (not over an existing file unless --force)",
            under: "fix"),
        .value(
            "compare", "FILE.png", "with --fix: the original and the fix side by side with their figures", under: "fix"),
        .flag("force", "replace existing --out and --compare files", under: "fix"),
    ]

    /// Where the fix starts: `--preset`'s parametric style (even when it names a seed: its
    /// stand-in), else what the session shows (`StyleFixer.startingStyle`).
    static func start(_ args: Arguments, session: SceneSession) throws(CommandFailure)
        -> (style: ParametricStyle, from: String)
    {
        if let path = args.values["preset"], session.fileStyles == nil {
            let seed = session.presetSeed.map { " (its parametric stand-in for seed \($0.rawValue))" } ?? ""
            return (session.parameters, "\(path)'s parametric style\(seed)")
        }
        return try StyleFixer.startingStyle(session)
    }

    static func run(
        _ args: Arguments, session: SceneSession, size: Size, scale: Double, vision: ColorVision?
    ) throws(CommandFailure) {
        let force = args.has("force")
        // A taken name or a missing folder is refused before the search, so nothing is half written.
        for path in [args.values["compare"], args.values["out"]].compactMap({ $0 }) {
            do {
                _ = try OutputFile.checkedFolder(of: path)
                try OutputFile.checkTarget(path, existing: force ? .replaceRegularFile : .keep)
            } catch {
                throw CommandFailure("neumorph: \(error.description)")
            }
        }
        let (style, from) = try start(args, session: session)
        let fixer = StyleFixer(session: session, size: size, scale: scale, vision: vision ?? .normal)
        let started = Stopwatch.now()
        let fix = try fixer.fix(style)
        let seconds = Stopwatch.now() - started
        session.reportProblems()
        let changes = PresetChange.between(Preset(parameters: fix.original), Preset(parameters: fix.fixed))
        var out = [
            "fix for the \(session.scene.name) scene, from \(from)"
                + (vision.map { ", as seen with \($0.rawValue)" } ?? "") + ":"
        ]
        if fix.before.allSatisfy(\.passes) {
            out.append("already passes every rule: unchanged")
        } else if fix.passes {
            out.append("changed: " + PresetChange.words(changes))
        } else {
            out.append(
                "no style within the moves' ranges passes; the best reached changes: " + PresetChange.words(changes))
            for (rule, best) in fix.unmet { out.append("  cannot meet \(rule.describe(best))") }
        }
        out.append(table(fix))
        if !fix.notJudged.isEmpty {
            out.append("not judged (they wear styles of their own): " + fix.notJudged.joined(separator: ", "))
        }
        out.append(
            String(
                format: "tried %d styles in %.1f s; distance %.3f (base ΔE %.3f)", fix.tried, seconds, fix.distance,
                ColorDifference.oklab(fix.original.resolvedBaseColor, fix.fixed.resolvedBaseColor)))
        Console.out(out.joined(separator: "\n"))
        if let path = args.values["compare"] {
            let drawn = try FixComparison.render(fix, session: session, pane: comparisonPane, scale: 2)
            try PictureFile.write(drawn, seenWith: vision, to: path, force: force)
        }
        if let path = args.values["out"] {
            guard fix.passes else {
                throw CommandFailure("neumorph: not writing \(path): the fix does not pass (see above)")
            }
            let preset = Preset(parameters: fix.fixed, scheme: session.scheme, contrast: session.contrast)
            do {
                try OutputFile.write(preset.json, to: path, existing: force ? .replaceRegularFile : .keep)
            } catch {
                throw CommandFailure("neumorph: \(error.description)")
            }
            Console.out("wrote \(path)")
        }
        if !fix.passes { throw CommandFailure("", status: 1) }
    }

    /// Each style's scene in the picture, drawn at 2× so it reads on a Retina page of the docs: the audit's
    /// figures come from the audit's own size, the picture only shows the styles.
    static let comparisonPane = Size(width: 440, height: 300)

    /// Each control's figures before and after, rule by rule.
    static func table(_ fix: StyleFix) -> String {
        var rows = [["control", "label", "edge at 3:1", "target (pt)", "state*", "result"]]
        func pair(_ a: String, _ b: String) -> String { a == b ? a : "\(a) → \(b)" }
        for (a, b) in zip(fix.before, fix.after) {
            rows.append([
                a.key, pair(AuditReport.fmt(a.labelContrast), AuditReport.fmt(b.labelContrast)),
                pair(AuditReport.percent(a.edge.shareAtNonText), AuditReport.percent(b.edge.shareAtNonText)),
                pair(AuditReport.size(a.frame), AuditReport.size(b.frame)),
                pair(AuditReport.fmt(a.stateContrast), AuditReport.fmt(b.stateContrast)),
                pair(a.passes ? "PASS" : "FAIL", b.passes ? "PASS" : "FAIL"),
            ])
        }
        return AuditReport.columns(rows)
    }
}
