import Foundation
import Platform
import Presets
import Raster
import Style
import Testing
import UI

@testable import NeumorphApp

/// `audit --fix`: the nearest passing parametric style, for every seed style's preset, a style that
/// already passes, a rule that cannot be met, and a style file.
@Suite @MainActor struct StyleFixTests {
    static let size = SceneCatalog.defaultSize

    func session(_ preset: Preset, scene: String = "dark") throws -> SceneSession {
        let session = SceneSession(scene: try #require(SceneCatalog.scene(named: scene)))
        session.apply(preset)
        return session
    }

    func seedPreset(_ seed: SeedStyle) throws -> Preset {
        try Preset.load(Assets.path("Presets/\(seed.rawValue).json"))
    }

    @Test(arguments: SeedStyle.allCases)
    func everySeedStyleGetsAPassingPresetThatStaysItself(_ seed: SeedStyle) throws {
        let preset = try seedPreset(seed)
        let fix = try StyleFixer(session: try session(preset), size: Self.size).fix(preset.parameters)
        #expect(fix.before.contains { !$0.passes }, "seed \(seed.rawValue)'s stand-in passed before the fix")
        #expect(fix.passes, "\(fix.unmet.map { $0.rule.describe($0.best) })")

        // The preset written is what passes: read back from its JSON and audited afresh.
        let written = Preset(parameters: fix.fixed, scheme: preset.scheme, contrast: preset.contrast)
        let reread = try Preset.parse(written.json)
        #expect(reread == written)
        let audits = try session(reread).audit(size: Self.size, scale: 1)
        let allPass = audits.allSatisfy(\.passes)
        #expect(allPass, "\(audits.map { ($0.key, $0.edge, $0.stateContrast) })")
        // With the margin the fix aims for, it passes at 2× too, where antialiasing falls otherwise.
        let retina = try session(reread).audit(size: Self.size, scale: 2)
        let allPassAt2x = retina.allSatisfy(\.passes)
        #expect(allPassAt2x, "\(retina.map { ($0.key, $0.edge, $0.stateContrast) })")

        // The change reported is the preset difference: applied to the original, it gives the fix.
        let original = Preset(parameters: fix.original, scheme: preset.scheme, contrast: preset.contrast)
        let changes = PresetChange.between(original, written)
        #expect(!changes.isEmpty)
        var replayed = original
        for change in changes { replayed = try change.applied(to: replayed) }
        #expect(replayed == written)
        let words = PresetChange.words(changes)
        for change in changes where change.key != "strokeWidth" && change.key != "strokeColors" {
            #expect(words.contains(PresetChange.label(change.key)), "\(change.key) is missing from: \(words)")
        }

        // Recognisably the same style: the base moves at most FixMove.baseBound in OKLab, the
        // shape, surface and light stay.
        #expect(ColorDifference.oklab(fix.original.resolvedBaseColor, fix.fixed.resolvedBaseColor) <= FixMove.baseBound)
        #expect(fix.fixed.shape == fix.original.shape && fix.fixed.surface == fix.original.surface)
        #expect(fix.fixed.lightAngle == fix.original.lightAngle)
    }

    /// A style without a base colour wears the scheme's surface: on the dark scheme the fix starts
    /// from the dark surface (a lighter ring, on a dark page), not from the light default.
    @Test func aStyleThatFollowsTheSchemeIsFixedOnTheScheme() throws {
        var preset = try Preset.load(Assets.path("Presets/soft.json"))
        preset.scheme = .dark
        let fix = try StyleFixer(session: try session(preset), size: Self.size).fix(preset.parameters)
        #expect(fix.passes, "\(fix.unmet.map { $0.rule.describe($0.best) })")
        #expect(fix.fixed.baseColor == nil)
        let surface = Contrast.luminance(Scheme.dark.surfaceColor)
        let ring = try #require(fix.fixed.strokeColors.first)
        #expect(fix.fixed.strokeWidth > 0 && Contrast.luminance(ring) > surface)
    }

    @Test func aStyleThatPassesIsReturnedUnchanged() throws {
        let preset = try seedPreset(.simple)
        let first = try StyleFixer(session: try session(preset), size: Self.size).fix(preset.parameters)
        #expect(first.passes)
        let again = try StyleFixer(session: try session(preset), size: Self.size).fix(first.fixed)
        #expect(again.fixed == first.fixed)
        #expect(again.tried == 1)
        #expect(again.unmet.isEmpty)
        #expect(
            PresetChange.words(
                PresetChange.between(Preset(parameters: again.original), Preset(parameters: again.fixed)))
                == "no change")
    }

    @Test func aRuleNoMoveCanMeetIsNamedWithTheBestReached() throws {
        let preset = try seedPreset(.simple)
        var fixer = StyleFixer(session: try session(preset), size: Self.size)
        // Shadows alone: intensity is the only move, and the light side of a light surface cannot
        // reach 3:1 against its page.
        fixer.moves = { rule, style, scheme in
            FixMove.moves(for: rule, from: style, on: scheme).filter { $0.name == "intensity" }
        }
        let fix = try fixer.fix(preset.parameters)
        #expect(!fix.passes)
        let edge = try #require(fix.unmet.first { $0.rule == .edge })
        #expect(edge.best < EdgeStatistics.requiredShare)
        #expect(fix.unmet.contains { $0.rule == .state })
        #expect(AuditRule.edge.describe(edge.best).hasPrefix("edge: 3:1 along"))
    }

    @Test func theParametricStyleIsReadBackFromItsDrawing() throws {
        var p = ParametricStyle()
        p.shape = .rounded
        p.cornerRadius = 12
        p.baseColor = RGBA(hex: "#D8DEE6")
        p.distance = 8
        p.blurRadius = 12
        p.lightAngle = 200
        p.strokeWidth = 2
        p.strokeColors = [RGBA(hex: "#3B6EA5")!, RGBA(hex: "#1E3A5F")!]
        p.pressedColor = RGBA(hex: "#5A6270")
        let style = ParametricButtonStyle(p)
        let rect = Rect(x: 0, y: 0, width: 120, height: 80)
        func drawn(_ pressed: Bool) -> [DrawCommand] {
            style.makeBody(configuration: ButtonConfiguration(label: Label("A"), isPressed: pressed), in: rect)
        }
        let read = try #require(
            ParametricStyle.approximating(
                released: drawn(false), pressed: drawn(true), padding: p.padding, labelColor: nil, appearance: .light))
        #expect(read.shape == .rounded && read.cornerRadius == 12)
        #expect(read.baseColor == p.baseColor)
        #expect(read.distance == 8 && read.blurRadius == 12 && abs(read.lightAngle - 200) < 0.01)
        #expect(abs(read.intensity - 0.15) < 0.01)
        #expect(read.lightShadowColor == nil && read.darkShadowColor == nil)
        #expect(read.strokeWidth == 2 && read.strokeColors == p.strokeColors)
        #expect(read.pressedColor == p.pressedColor)
        #expect(read.pressedDistance == p.pressedDistance && read.pressedBlurRadius == p.pressedBlurRadius)
        // A drawing that fills no shape is not a soft surface.
        #expect(
            ParametricStyle.approximating(released: [], pressed: [], padding: 20, labelColor: nil, appearance: .light)
                == nil)
    }

    @Test func theCommandWritesThePresetAndThePictureAndKeepsWhatExists() throws {
        let folder = try EndToEndTests.newFolder()
        let out = folder + "/fixed.json"
        let picture = folder + "/compare.png"
        let style = Assets.path("Styles/DarkStyles.swift")
        let first = try ChildProcess.run(
            ["audit", "--fix", "--style", style, "--scene", "dark", "--out", out, "--compare", picture])
        #expect(first.status == 0, "\(first.err)")
        #expect(first.out.contains("changed: ") && first.out.contains("FAIL → PASS"), "\(first.out)")
        let written = try String(contentsOfFile: out, encoding: .utf8)
        let audit = try ChildProcess.run(["audit", "--preset", out])
        #expect(audit.status == 0, "\(audit.out)")
        let png = try PNGFile.read(picture)
        #expect(png.width == 1760 && png.height > 1200)

        // Run again: both files exist and neither is replaced without --force.
        let again = try ChildProcess.run(["audit", "--fix", "--style", style, "--scene", "dark", "--out", out])
        #expect(again.status != 0)
        #expect(again.err.contains("already exists"), "\(again.err)")
        #expect(try String(contentsOfFile: out, encoding: .utf8) == written)

        let misuse = try ChildProcess.run(["audit", "--out", out])
        #expect(misuse.status == 2 && misuse.err.contains("--out goes with --fix"), "\(misuse.err)")
        let convex = try ChildProcess.run(["audit", "--fix", "--scene", "convex"])
        #expect(
            convex.status == 1 && convex.err.contains("scenes whose controls do: simple, dark, colorful"),
            "\(convex.err)")
    }

    @Test func theWordsReadAsTheIssueAsksAndColourDifferencesAreOKLab() throws {
        var before = ParametricStyle()
        before.intensity = 0.15
        var after = before
        after.strokeWidth = 2
        after.strokeColors = [RGBA(hex: "#3B6EA5")!, RGBA(hex: "#3B6EA5")!]
        after.intensity = 0.27
        let words = PresetChange.words(PresetChange.between(Preset(parameters: before), Preset(parameters: after)))
        #expect(words == "ring 2 pt #3B6EA5 added; intensity 0.15 → 0.27")
        #expect(abs(ColorDifference.oklab(.white, .black) - 1) < 0.001)
        #expect(ColorDifference.oklab(RGBA(hex: "#3B6EA5")!, RGBA(hex: "#3B6EA5")!) == 0)
        // A grey pressed fill of luminance 0.26 takes the black label, which reads better on it
        // (5:1) than white (3.7:1).
        var grey = ParametricStyle()
        grey.pressedColor = RGBA(hex: "#8A8F96")
        #expect(Contrast.ratio(grey.pressedLabelColor, grey.pressedColor!) >= Contrast.textAA)
        #expect(Contrast.luminance(grey.pressedLabelColor) < 0.05)
    }

    @Test func shiftAShowsTheFixBesideTheStyleAndReturnTakesIt() throws {
        let p = Playground(scene: try #require(SceneCatalog.scene(named: "dark")), scheme: nil)
        let size = Size(width: 1280, height: 800)
        let before = try #require(p.render(size: size, scale: 1, time: 0))
        p.keyDown(.character("a"), modifiers: .shift)
        let fix = try #require(p.fixProposal)
        #expect(fix.passes)
        let shown = try #require(p.render(size: size, scale: 1, time: 0.1))
        #expect(shown != before)
        // Both styles are on screen: the fixed pane's pressed fill is a grey the scene never shows
        // (the panel beside it may: only the scene's region is counted).
        let pressed = try #require(fix.fixed.pressedColor)
        let target = [pressed.red, pressed.green, pressed.blue].map { Int(($0 * 255).rounded()) }
        let sceneX = Int(p.sceneRegion.minX)
        func covered(_ pixmap: Pixmap) -> Int {
            var count = 0
            for y in 0..<pixmap.height {
                for x in sceneX..<pixmap.width {
                    let pixel = pixmap.pixels[y * pixmap.width + x]
                    let channels = [PixelFormat.red(pixel), PixelFormat.green(pixel), PixelFormat.blue(pixel)]
                    if zip(channels.map(Int.init), target).allSatisfy({ abs($0 - $1) <= 2 }) { count += 1 }
                }
            }
            return count
        }
        #expect(covered(shown) > 100 && covered(before) * 4 < covered(shown), "\(covered(shown)), \(covered(before))")
        // A click on the scene region does not press the hidden scene's controls.
        p.pointer(.pointerDown(Point(x: 900, y: 400)))
        p.pointer(.pointerUp(Point(x: 900, y: 400)))
        #expect(p.fixProposal != nil)
        p.keyDown(.enter, modifiers: [])
        #expect(p.fixProposal == nil)
        #expect(p.session.parameters == fix.fixed && p.session.family == .parametric)
        // Fixed, the style passes: Shift-A has nothing to propose; Esc after a proposal keeps the style.
        p.keyDown(.character("a"), modifiers: .shift)
        #expect(p.fixProposal == nil)
        p.session.parameters = fix.original
        p.keyDown(.character("a"), modifiers: .shift)
        #expect(p.fixProposal != nil)
        p.keyDown(.escape, modifiers: [])
        #expect(p.fixProposal == nil && p.session.parameters == fix.original && !p.quitRequested)
    }
}
