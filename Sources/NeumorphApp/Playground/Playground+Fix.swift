import Platform
import Presets
import Raster
import Style
import UI

extension Playground {
    /// Shift-A: searches the nearest style that passes the audit, measured in the scene on show (as
    /// seen with the current colour-vision view), and shows it beside the original in place of the
    /// scene. Return takes it as the parametric style; Esc keeps the original.
    func proposeFix() {
        applyPendingInput()
        // Measured where the last frame laid the scene out (nothing drawn yet: nothing to measure).
        guard sceneRegion.width > 0, sceneRegion.height > 0 else { return }
        do {
            let (style, _) = try StyleFixer.startingStyle(session)
            let fixer = StyleFixer(session: session, size: sceneRegion.size, vision: vision)
            let fix = try fixer.fix(style)
            if fix.before.allSatisfy(\.passes) {
                toasts.show("the style already passes every rule: nothing to fix")
                return
            }
            // The comparison's own captions say what was found and which keys answer it.
            fixProposal = fix
        } catch {
            toasts.show(error.description.replacingOccurrences(of: "neumorph: ", with: ""), isError: true)
        }
    }

    /// A key while a fix is shown: Return takes it, Esc or Shift-A dismisses it; any other key
    /// dismisses it and does what it does.
    func answerFixProposal(_ key: Key, _ action: PlaygroundAction?) -> Bool {
        guard let fix = fixProposal else { return false }
        needsFrame = true
        fixProposal = nil
        switch (key, action) {
        case (.enter, _):
            guard fix.passes else {
                toasts.show("the best reached does not pass: kept your style", isError: true)
                return true
            }
            session.parameters = fix.fixed
            session.family = .parametric
            session.presetSeed = nil
            // The fix is a parametric style: the file's style it was read from gives way on the scene.
            session.fileStyles = nil
            let words = PresetChange.words(
                PresetChange.between(Preset(parameters: fix.original), Preset(parameters: fix.fixed)))
            toasts.show("fix applied: \(words) (P saves it as a preset)")
            return true
        case (.escape, _), (_, .proposeFix?):
            toasts.show("fix dismissed: kept your style")
            return true
        default:
            return false
        }
    }

    /// What the scene region shows while a fix is proposed: both styles with their figures.
    func fixComparisonCommands() -> [DrawCommand]? {
        guard let fix = fixProposal else { return nil }
        return FixComparison.commands(
            fix, session: session, ui: fixUI, region: sceneRegion,
            footer: fix.passes ? "Return: use the fix · Esc: keep yours" : "Esc: keep yours")
    }
}
