import Platform
import Presets
import Raster
import Style
import UI

/// What the fix found: the style it proposes, both audits, and what it could not meet.
struct StyleFix {
    let original: ParametricStyle
    let fixed: ParametricStyle
    let before: [ControlAudit]
    let after: [ControlAudit]
    /// The rules no move within its range could meet, with the best figure reached.
    let unmet: [(rule: AuditRule, best: Double)]
    /// Candidate styles rendered and audited.
    let tried: Int
    /// The colour-vision view every figure was measured under.
    var vision = ColorVision.normal
    /// The scene's controls that do not wear the style (their own fixed styles): not judged.
    var notJudged: [String] = []

    /// How far the fix moved from the original (`StyleDistance`, both shown on the scheme).
    var distance = 0.0

    var passes: Bool { after.allSatisfy(\.passes) }
}

/// Searches the nearest parametric style that passes every rule of the audit by rendering
/// candidates: rule by rule, each move that can meet the rule is bisected to the least amount that
/// does (without failing a rule that passed), and the move that changes the style least (by
/// `StyleDistance`) is taken. A second round repairs a rule a later move broke.
@MainActor
struct StyleFixer {
    let session: SceneSession
    let size: Size
    let scale: Double
    var vision: ColorVision = .normal
    /// The moves tried for a rule (all of `FixMove`'s; a test narrows them to see a rule go unmet).
    var moves: @Sendable (AuditRule, ParametricStyle, Scheme) -> [FixMove] = FixMove.moves
    /// Bisection steps per move: the amount to within 1/64 of its range.
    static let steps = 6
    static let rounds = 3

    init(session: SceneSession, size: Size, scale: Double = 1, vision: ColorVision = .normal) {
        self.session = session
        self.size = size
        self.scale = scale
        self.vision = vision
    }

    /// Where a fix starts from what `session` shows: a style file's style read as a parametric one,
    /// the parametric style, or the seed style's parametric stand-in (its bundled preset).
    static func startingStyle(_ session: SceneSession) throws(CommandFailure) -> (style: ParametricStyle, from: String)
    {
        if let styles = session.fileStyles {
            guard
                let (name, approximation) = styles.parametricApproximation(
                    appearance: session.appearance, metrics: session.glyphs)
            else {
                throw CommandFailure(
                    "neumorph: \(styles.file.path): no ButtonStyle or ToggleStyle the fix can read as a soft"
                        + " surface (a shape filled and casting shadows)")
            }
            return (approximation, "\(styles.file.path)'s \(name), read as a parametric style")
        }
        if session.family == .parametric { return (session.parameters, "the parametric style") }
        let seed = session.shownSeedStyle
        let path = Assets.path("Presets/\(seed.rawValue).json")
        do {
            let preset = try Preset.load(path)
            return (preset.parameters, "seed \(seed.rawValue)'s parametric stand-in (\(path))")
        } catch {
            throw CommandFailure("neumorph: the fix starts from seed \(seed.rawValue)'s preset: \(error.description)")
        }
    }

    /// The fix of `original`, measured in the session's scene with every button and toggle wearing
    /// the candidate (a style file's styles are set aside meanwhile); the session is left as it was.
    func fix(_ original: ParametricStyle) throws(CommandFailure) -> StyleFix {
        let saved = (session.parameters, session.family, session.presetSeed, session.fileStyles)
        defer { (session.parameters, session.family, session.presetSeed, session.fileStyles) = saved }
        session.family = .parametric
        session.presetSeed = nil
        session.fileStyles = nil
        var tried = 0
        let scheme = session.scheme
        // Only the controls whose look follows the style change with it; the others (a scene's
        // fixed seed variants, a scene's own capsule) are the scene's, not the style's.
        let (following, notJudged) = Self.controlsFollowingTheStyle(session, size: size, from: original)
        func audit(_ p: ParametricStyle) throws(CommandFailure) -> [ControlAudit] {
            tried += 1
            session.parameters = p
            return try session.audit(size: size, scale: scale, vision: vision).filter { following.contains($0.key) }
        }
        guard !following.isEmpty else {
            let shown = SceneCatalog.all.filter { scene in
                let probe = SceneSession(scene: scene)
                probe.family = .parametric
                return !Self.controlsFollowingTheStyle(probe, size: size, from: original).following.isEmpty
            }.map(\.name)
            throw CommandFailure(
                "neumorph: no control in the \(session.scene.name) scene wears the parametric style, the one the"
                    + " fix changes; scenes whose controls do: \(shown.joined(separator: ", "))")
        }
        let before = try audit(original)
        var current = original
        var audits = before
        var best: [AuditRule: Double] = [:]
        for _ in 0..<Self.rounds where !audits.allSatisfy(\.passes) {
            for rule in AuditRule.allCases where !rule.passes(audits) {
                let keep = AuditRule.allCases.filter { $0 != rule && $0.passes(audits) }
                // A candidate may not fail a rule that passed, nor lose the label on its pressed fill.
                func allowed(_ p: ParametricStyle, _ a: [ControlAudit]) -> Bool {
                    keep.allSatisfy { $0.passes(a) } && Self.labelReadsWhenPressed(p)
                }
                func accepts(_ p: ParametricStyle, _ a: [ControlAudit]) -> Bool {
                    rule.passesWithMargin(a) && allowed(p, a)
                }
                var chosen: (style: ParametricStyle, audits: [ControlAudit], cost: Double)?
                for move in moves(rule, current, scheme) {
                    let far = move.apply(current, 1)
                    let farAudits = try audit(far)
                    if allowed(far, farAudits) { best[rule] = max(best[rule] ?? -.infinity, rule.figure(farAudits)) }
                    guard accepts(far, farAudits) else { continue }
                    var (low, high) = (0.0, 1.0)
                    var found = (style: far, audits: farAudits)
                    for _ in 0..<Self.steps {
                        let middle = (low + high) / 2
                        let candidate = move.apply(current, middle)
                        let candidateAudits = try audit(candidate)
                        if accepts(candidate, candidateAudits) {
                            high = middle
                            found = (candidate, candidateAudits)
                        } else {
                            low = middle
                        }
                    }
                    let cost = StyleDistance.between(original.shown(on: scheme), found.style.shown(on: scheme))
                    if chosen.map({ cost < $0.cost }) ?? true { chosen = (found.style, found.audits, cost) }
                }
                if let chosen {
                    current = chosen.style
                    audits = chosen.audits
                }
            }
        }
        let unmet = AuditRule.allCases.filter { !$0.passes(audits) }.map { rule in
            (rule: rule, best: max(best[rule] ?? -.infinity, rule.figure(audits)))
        }
        return StyleFix(
            original: original, fixed: current, before: before, after: audits, unmet: unmet, tried: tried,
            vision: vision, notJudged: notJudged,
            distance: StyleDistance.between(original.shown(on: scheme), current.shown(on: scheme)))
    }

    /// The keys of the controls laid out anew when the style's padding changes (those that wear it),
    /// and the scene's other controls in layout order.
    static func controlsFollowingTheStyle(_ session: SceneSession, size: Size, from style: ParametricStyle)
        -> (following: Set<String>, others: [String])
    {
        let saved = session.parameters
        defer { session.parameters = saved }
        func controls(_ p: ParametricStyle) -> [ControlRecord] {
            session.parameters = p
            return session.frame(size: size, time: 0).controls
        }
        var probe = style
        probe.padding = style.padding < 40 ? style.padding + 8 : style.padding - 8
        let before = controls(style)
        let after = Dictionary(controls(probe).map { ($0.key, $0.frame) }, uniquingKeysWith: { a, _ in a })
        let following = Set(before.filter { after[$0.key] != $0.frame }.map(\.key))
        return (following, before.map(\.key).filter { !following.contains($0) })
    }

    /// The label on the pressed fill stays at AA: the audit measures labels released, and a pressed
    /// fill that swallowed the label would trade one failure for another.
    static func labelReadsWhenPressed(_ p: ParametricStyle) -> Bool {
        guard let fill = p.pressedColor else { return true }
        return Contrast.ratio(p.pressedLabelColor, fill) >= Contrast.textAA
    }
}
