import Platform
import Presets
import Raster
import Render
import Style
import SwiftUIInterpreter
import UI

/// One scene on show: its state, the UI context, and the renderer with its caches. The playground,
/// the screenshot command and the tests all render through it.
@MainActor
final class SceneSession {
    private(set) var scene: any Scene
    var scheme: Scheme
    var contrast: Appearance.Contrast = .standard
    var parameters = ParametricStyle()
    var family = StyleFamily.seed
    /// A preset's seed style: the scene's controls that wear the scheme's seed style wear this one.
    var presetSeed: SeedStyle?
    /// Casts every style's shadows chained or independent (the playground's switch); `nil` keeps each
    /// style's own.
    var compositionOverride: ShadowComposition?
    var state = SceneState()
    /// A style file's styles, worn by the scene's controls or previewed (`--style FILE`).
    var fileStyles: FileStyles?
    let ui: UIContext
    /// The style panel's context: its sliders take the pointer beside the scene's controls.
    let panelUI: UIContext
    let renderer: Renderer
    let glyphs: TTFGlyphSource
    let images: AssetImages
    /// Font and image problems already printed, so that each is printed once.
    private var reportedProblems: Set<String> = []

    init(scene: any Scene, scheme: Scheme? = nil) {
        self.scene = scene
        self.scheme = scheme ?? scene.defaultScheme
        glyphs = TTFGlyphSource()
        images = AssetImages()
        ui = UIContext(metrics: glyphs)
        panelUI = UIContext(metrics: glyphs)
        panelUI.showsFocusRing = false
        renderer = Renderer(glyphs: glyphs, images: images)
    }

    /// Switches scene; its default scheme unless one is given.
    func show(_ scene: any Scene, scheme: Scheme? = nil) {
        self.scene = scene
        self.scheme = scheme ?? scene.defaultScheme
    }

    var appearance: Appearance { scheme.appearance(contrast: contrast) }

    /// Threads a full frame is drawn on (`--threads`); the pixels are the same for any number.
    var threads: Int {
        get { renderer.threads }
        set { renderer.threads = newValue }
    }

    /// Takes a preset's style and appearance: its parametric style (shown by the parametric family)
    /// or its seed style's scheme.
    func apply(_ preset: Preset) {
        parameters = preset.parameters
        scheme = preset.scheme
        contrast = preset.contrast
        family = preset.seed == nil ? .parametric : .seed
        presetSeed = preset.seed
        // "independent" casts every style's shadows like CSS, seed styles included; "chained", every
        // preset's default, leaves each style its own (the reference scene stays independent).
        compositionOverride = preset.parameters.composition == .independent ? .independent : nil
    }

    /// The seed style on show: the preset's where the scene wears the scheme's own seed style, else
    /// the scene's (the buttons scene is always seed 002's).
    var shownSeedStyle: SeedStyle {
        let own = scene.seedStyle(for: scheme)
        guard let presetSeed, own == scheme.seedStyle else { return own }
        return presetSeed
    }

    func context(size: Size) -> SceneContext {
        var context = SceneContext(
            scheme: scheme, contrast: contrast, size: size, metrics: glyphs, parameters: parameters)
        context.family = family
        context.presetSeed = presetSeed
        context.fileStyles = fileStyles
        return context
    }

    /// The built-in styles the scene's controls wear now, each type once: what a style file's type
    /// of the same name takes its stored properties from.
    func builtInStyles(size: Size = SceneCatalog.defaultSize) -> [any ControlStyle] {
        let log = BuiltInStyleLog()
        var context = context(size: size)
        context.fileStyles = nil
        context.builtInStyleLog = log
        _ = scene.view(context, state: SceneState())
        return log.recorded
    }

    /// Builds, lays out and draws one frame, once: a press the events complete acts on `state`
    /// through the view's actions and bindings, and the toggles it flips are drawn flipped. With a
    /// `panel`, the panel takes its width at one side and the scene lays out in what is left, so the
    /// panel never covers the controls it styles.
    func frame(size: Size, time: Double, events: [InputEvent] = [], panel: SidePanel? = nil) -> UIFrame {
        let region = sceneRegion(size: size, panel: panel)
        if let screen = scene.fixedSize(metrics: glyphs) {
            var frame = fixedFrame(screen, in: region, time: time, events: events)
            if let panel { addPanel(panel, to: &frame, size: size, time: time, events: events) }
            return frame
        }
        var context = context(size: region.size)
        context.time = time
        var root = scene.view(context, state: state)
        guard let panel else { return ui.frame(root, size: size, time: time, events: events) }
        // The scene and the panel each have a context of their own (they never overlap, so a press
        // lands in one of them), and the panel's drawing stays apart from the scene's.
        root = .padding(EdgeInsets(leading: region.minX, trailing: size.width - region.maxX), root)
        var frame = ui.frame(root, size: size, time: time, events: events)
        addPanel(panel, to: &frame, size: size, time: time, events: events)
        return frame
    }

    /// The side panel's own frame joined to the scene's.
    private func addPanel(_ panel: SidePanel, to frame: inout UIFrame, size: Size, time: Double, events: [InputEvent]) {
        let panelX = panel.side == .leading ? 0 : size.width - panel.width
        let panelRoot = View.padding(
            EdgeInsets(leading: panelX, trailing: size.width - panelX - panel.width), panel.view)
        let side = panelUI.frame(panelRoot, size: size, time: time, events: events)
        frame.panel = side.commands
        frame.controls += side.controls
        frame.isAnimating = frame.isAnimating || side.isAnimating
        if side.cursor == .hand { frame.cursor = .hand }
        // The wheel over the panel's own background scrolls the panel, not over the scene.
        frame.unusedScroll = side.unusedScroll.flatMap { panelX...(panelX + panel.width) ~= $0.at.x ? $0 : nil }
    }

    /// Where the scene lays out in a window of `size` beside `panel`.
    func sceneRegion(size: Size, panel: SidePanel?) -> Rect {
        guard let panel else { return Rect(origin: .zero, size: size) }
        let width = max(0, size.width - panel.width)
        return Rect(x: panel.side == .leading ? panel.width : 0, y: 0, width: width, height: size.height)
    }

    // MARK: - Knobs

    /// A knob's value as the scene shows it: a colour channel of the colour drawn (the scheme's
    /// surface while the base is not set), a number as it is.
    func knobValue(_ spec: ParameterSpec) -> Double {
        context(size: .zero).shownParameters[keyPath: spec.keyPath]
    }

    /// Sets a knob. A colour channel sets that colour from the colour drawn, so turning the base's
    /// hue on the dark scheme starts from the dark surface; the other colours stay as they were
    /// (derived ones stay derived).
    func setKnob(_ spec: ParameterSpec, _ value: Double) {
        guard let role = spec.colorRole else {
            parameters[keyPath: spec.keyPath] = spec.clamp(value)
            return
        }
        var shown = context(size: .zero).shownParameters
        shown[keyPath: spec.keyPath] = spec.clamp(value)
        let path = ParametricStyle.color(role).keyPath
        parameters[keyPath: path] = shown[keyPath: path]
    }

    /// The colour drawn in `role` (the page: the scheme's surface while it follows the scheme).
    func knobColor(_ role: ColorRole) -> RGBA {
        if role == .background { return parameters.chosenBackgroundColor ?? scheme.surfaceColor }
        return context(size: .zero).shownParameters.resolved(role)
    }

    /// Draws a frame's commands into `canvas`.
    func render(_ frame: UIFrame, into canvas: inout Canvas) {
        renderer.render(commands(of: frame), appearance: appearance, into: &canvas)
        if !frame.panel.isEmpty { renderer.render(frame.panel, appearance: appearance, into: &canvas) }
    }

    /// What a frame draws, with the shadows cast as the X key chose.
    func commands(of frame: UIFrame) -> [DrawCommand] {
        compositionOverride.map { c in frame.commands.map { $0.castingShadows(c) } } ?? frame.commands
    }

    /// Prints the font and image asset problems not printed yet, one `neumorph:` line each on
    /// stderr: every command that renders calls it after loading fonts and after drawing (images
    /// load as they are first drawn).
    func reportProblems() {
        for problem in glyphs.problems + images.problems where reportedProblems.insert(problem).inserted {
            Console.error("neumorph: \(problem)")
        }
        reportNotes()
    }

    /// Prints the screen's notes not printed yet (the playground asks every frame: a save or a press
    /// may make new ones).
    func reportNotes() {
        // A file of styles prints its notes as it loads (`StyleOption.load`), for every command.
        guard scene is FileScreenScene else { return }
        for note in notes where reportedProblems.insert(note).inserted { Console.error("neumorph: note: \(note)") }
    }

    /// With `--strict`, the command fails when the screen noted anything (each note is printed already).
    func failIfNoted(strict: Bool) throws(CommandFailure) {
        let count = notes.count
        guard strict, count > 0 else { return }
        throw CommandFailure("neumorph: --strict: \(count) note\(count == 1 ? "" : "s") (listed above)")
    }

    /// What the screen's code could not draw or left out, each `FILE:LINE:COLUMN: what` (a file's
    /// screen's; a built-in scene has none).
    var notes: [String] {
        let noted: [IgnoredModifier]
        let path: String
        if let screen = scene as? FileScreenScene {
            (noted, path) = (screen.state.notes, screen.screen.path)
        } else if let file = fileStyles?.file {
            // A file of styles, in its gallery or worn by a scene's controls.
            (noted, path) = (file.ignoredModifiers, file.path)
        } else {
            return []
        }
        // Asked every frame (the HUD, the report): placed again only when they change.
        if noted != placedNotes.noted { placedNotes = (noted, noted.map { $0.placed(in: path) }) }
        return placedNotes.placed
    }
    private var placedNotes: (noted: [IgnoredModifier], placed: [String]) = ([], [])
}
