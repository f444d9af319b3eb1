import CSupport
import Foundation
import Platform
import Presets
import Raster
import Render
import Style
import SwiftUIInterpreter
import UI

/// The playground's logic, without a window: keys and pointer in, frames out. The window loop and
/// the headless `record` command both drive it, so a recorded script behaves as the window would.
@MainActor
final class Playground {
    let session: SceneSession
    var showsHUD = true
    var showsHelp = false
    /// Redraw only what changed since the last frame (`--no-damage` turns it off, for comparison).
    var tracksDamage = true
    /// The debug key's outline of each frame's damaged rectangles.
    var flashesDamage = false
    /// Recent frames' damage (device pixels) with when it was drawn: outlined for `flashSeconds`, fading,
    /// so a one-frame change can be seen.
    private var recentDamage: [(rects: [IntRect], time: Double)] = []
    static let flashSeconds = 0.6
    /// The device-pixel rectangles the last frame redrew (and the window should present); nil when the
    /// whole frame was drawn.
    private(set) var lastDamage: [IntRect]?
    /// The last frame's commands and what they were drawn under, to find the next frame's damage.
    private var previousFrame: DrawnFrame?
    /// Off for headless recordings, whose frames must not depend on the wall clock.
    var showsToasts = true
    /// Off for headless recordings: a script replays input into the scene only, so the keys that
    /// write files (S, E, P, R) are counted in `ignoredFileKeys` instead of writing into the
    /// current folder.
    var writesFiles = true
    private(set) var ignoredFileKeys = 0
    /// The knob the arrow keys step: an index into `knobs`.
    var selectedParameter = 0
    /// Every knob the panel and the arrow keys reach, in the order Up / Down walks them: the
    /// numbers, then each colour's lightness, chroma and hue.
    static let knobs: [ParameterSpec] =
        ParametricStyle.parameters + ParametricStyle.colors.flatMap(\.channels)
    /// The colour whose channels the panel shows and `#` sets.
    var activeColor = ColorRole.base
    /// The hex digits typed after `#`, while a colour is being typed.
    var hexEntry: String?
    /// Where the style panel sits, and how far its content is scrolled (points).
    var panelSide = SidePanel.Side.leading
    var panelScroll = 0.0
    /// The panel's content height at the last frame (for scrolling).
    var panelContentHeight = 0.0
    /// Where the scene was laid out in the last frame (beside the panel), in points.
    private(set) var sceneRegion = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The panel was pressed during this recording and the toast said what that means.
    private var warnedAboutPanelInRecording = false
    /// The panel scrolled during this frame: the next frame draws it there.
    var panelMoved = false
    /// The knob last scrolled into view, so the panel follows the keyboard but not every frame.
    var scrolledToKnob: Int?
    /// Narrower than this, the window shows the scene alone: the panel would leave it no room.
    static let minimumSceneWidth = 320.0
    var screenshotFolder: String
    let toasts = Toasts()
    /// R's recording: the clip, the captured input and (Shift-R) the frames.
    private(set) var recording: WindowRecording?
    var recorder: FrameRecorder? { recording?.recorder }
    /// Where R records (`Recordings`), and what a recording starts from: the last frame's size in
    /// points and the pointer's last position.
    var recordingFolder = "Recordings"
    private var lastSize: Size?
    private var lastPointer: Point?
    /// Render and present times of recent frames, in ms, for the HUD and the exit report.
    private(set) var renderTimes: [Double] = []
    private(set) var presentTimes: [Double] = []
    private var pendingScreenshot: Bool?
    private var frameCanvas: Canvas?
    /// Asset problems already shown, so each is reported once.
    private var reportedProblems: Set<String> = []
    /// The accessibility overlay and the figures it shows, recomputed when what is drawn changes.
    var showsAudit = false
    /// O's layout inspector, and the views of the screen it outlines (in the window's points).
    var showsLayoutInspector = false
    /// W's list of the screen's notes (`NotesPanel`).
    var showsNotes = false
    var inspectedViews: [LayoutInspector.Shown] = []
    /// Where the audit's scene is shown in the window: its scale and origin (a device scaled to fit).
    var auditPlacement: (scale: Double, origin: Point) = (1, .zero)
    /// Where the pointer is: the inspector names the view under it.
    var pointerLocation: Point? { lastPointer }
    private(set) var audits: [ControlAudit] = []
    private var auditSignature: String?
    /// Shift-A's proposal, shown in place of the scene until Return takes it or Esc dismisses it,
    /// and the context its two scenes are laid out in (apart from the scene's own presses).
    var fixProposal: StyleFix?
    let fixUI: UIContext
    /// V's colour-vision view: the whole window as seen with it, the audit overlay measured under it.
    var vision = ColorVision.normal
    /// The last frame as presented under `vision`, kept so the next frame transforms only its damage.
    private var visionFrame: (vision: ColorVision, pixmap: Pixmap)?
    /// The preset file the window follows, and what it looked like when last read.
    private(set) var presetPath: String?
    private var presetStamp: String?
    /// The style file the window shows and follows (`--style FILE`): how to read it again.
    private(set) var styleOption: StyleOption?
    /// Raised by the file watcher's thread when the style file is saved; the loop reloads it.
    let styleFileChanged = ChangedFiles()
    /// Where exports and presets go.
    var exportFolder = "Exports"
    var presetFolder = "Presets"
    /// Input for the next frame's UI (`Playground+Typing` adds the text field's).
    var events: [InputEvent] = []
    private let writer = BackgroundWriter()
    /// The catalog's scene on show, or `SceneCatalog.all.count` for the file's screen.
    private var sceneIndex: Int
    /// A `--style` file's own screen, kept (and reloaded) while other scenes are shown, so `]` / `[`
    /// come back to it after the catalog's last scene.
    private var fileScreen: FileScreenScene?
    /// Set by actions that change what is drawn; the loop renders when it is set.
    var needsFrame = true
    private(set) var quitRequested = false
    private(set) var lastFrame = UIFrame()

    init(scene: any Scene, scheme: Scheme?, screenshotFolder: String = "Screenshots") {
        session = SceneSession(scene: scene, scheme: scheme)
        fixUI = UIContext(metrics: session.glyphs)
        fixUI.showsFocusRing = false
        // Well under the library's 64 MB: the window's whole footprint then stays near 80 MB even
        // while a blur radius is swept to 100 points (32 MB measured 88 MB there; scenes use < 4 MB).
        session.renderer.maskCache.byteCap = Self.cacheBytes
        if let screen = scene as? FileScreenScene {
            fileScreen = screen
            sceneIndex = SceneCatalog.all.count
        } else {
            sceneIndex = SceneCatalog.all.firstIndex { $0.name == scene.name } ?? 0
        }
        self.screenshotFolder = screenshotFolder
    }

    static let cacheBytes = 24 << 20

    var title: String {
        "Neumorph — \(session.scene.name) · \(session.scheme.rawValue)\(session.contrast == .increased ? " · increased contrast" : "")"
    }

    // MARK: - Input

    /// A key went down; returns whether it was used.
    @discardableResult
    func keyDown(_ key: Key, modifiers: KeyModifiers, isRepeat: Bool = false) -> Bool {
        // A text field being edited takes the keys before any shortcut: S types an s.
        if typesIntoField(key, modifiers: modifiers) { return true }
        let action = KeyBinding.action(for: key, modifiers: modifiers)
        // Captured for a replay: every key that acts, and the hex digits of a colour being typed.
        if let recording, hexEntry != nil || action?.isCaptured == true,
            !(isRepeat && action == .activate)
        {
            recording.capture.key(key, modifiers: modifiers, down: true, at: Stopwatch.now())
        }
        if hexEntry != nil, typeHex(key, modifiers) { return true }
        if fixProposal != nil, answerFixProposal(key, action) { return true }
        guard let action else { return false }
        needsFrame = true
        switch action {
        case .focusNext, .focusPrevious, .activate: break
        // Keys that read or change the style act after the pointer input before them: a drag on the
        // panel followed at once by P saves the dragged value, not the one before the drag.
        default: applyPendingInput()
        }
        // The arrow keys move a focused slider or picker of the scene; otherwise they tune the knobs.
        if let steps = arrowSteps(action), focusedControlTakesArrows(action) {
            events.append(.adjust(by: steps, fine: modifiers.contains(.shift)))
            return true
        }
        if !writesFiles {
            switch action {
            case .screenshot, .toggleRecording, .export, .savePreset:
                ignoredFileKeys += 1
                return true
            default: break
            }
        }
        switch action {
        case .quit: quitRequested = true
        case .focusNext: events.append(.focusNext(backwards: false))
        case .focusPrevious: events.append(.focusNext(backwards: true))
        case .activate: if !isRepeat { events.append(.activateDown) }
        case .nextScene: showScene(sceneIndex + 1)
        case .previousScene: showScene(sceneIndex - 1)
        case .scene(let i): showScene(i)
        case .scheme(let scheme):
            session.scheme = scheme
            // A scheme key swaps the style family too: that scheme's own seed style, not the preset's.
            session.presetSeed = nil
            toasts.show("\(scheme.rawValue) scheme")
            // A file's screen is evaluated in the scheme every frame; styles on a scene take the
            // scheme's built-in values, so they are read again.
            if !(session.scene is FileScreenScene) { rereadStyleFileForScene() }
        case .toggleContrast:
            session.contrast = session.contrast == .standard ? .increased : .standard
            toasts.show("\(session.contrast.rawValue) contrast")
        case .toggleFamily: setFamily(session.family == .seed ? .parametric : .seed)
        case .selectPreviousParameter: select(knob: (selectedParameter + Self.knobs.count - 1) % Self.knobs.count)
        case .selectNextParameter: select(knob: (selectedParameter + 1) % Self.knobs.count)
        case .decrease(let fine): step(-1, fine: fine)
        case .increase(let fine): step(1, fine: fine)
        case .resetParameter: reset(knob: Self.knobs[selectedParameter])
        case .resetAllParameters:
            session.parameters = ParametricStyle()
            toasts.show("all parameters reset")
        case .cycleShape: session.parameters.shape = Self.next(session.parameters.shape)
        case .cycleSurface: session.parameters.surface = Self.next(session.parameters.surface)
        case .typeColor: hexEntry = ""
        case .movePanel:
            panelSide = panelSide == .leading ? .trailing : .leading
            toasts.show("panel on the \(panelSide == .leading ? "left" : "right")")
        case .toggleAnimation: session.parameters.animation = session.parameters.animation == .spring ? .none : .spring
        case .toggleComposition:
            let current = session.compositionOverride ?? session.parameters.composition
            setComposition(current == .chained ? .independent : .chained)
        case .toggleHelp: showsHelp.toggle()
        case .toggleHUD: showsHUD.toggle()
        case .toggleDamageFlash: flashesDamage.toggle()
        case .toggleLayoutInspector:
            showsLayoutInspector.toggle()
            if showsLayoutInspector, !(session.scene is FileScreenScene) {
                toasts.show("the layout inspector shows a file's screen (--style FILE)")
            }
        case .toggleNotes:
            showsNotes.toggle()
            if showsNotes, session.notes.isEmpty {
                toasts.show("no notes: everything the screen's code makes is drawn")
            }
        case .screenshot(let withHUD): pendingScreenshot = withHUD
        case .toggleRecording(let withFrames): toggleRecording(withFrames: withFrames)
        case .export: exportStyle()
        case .savePreset: savePreset()
        case .toggleAudit:
            showsAudit.toggle()
            auditSignature = nil
        case .cycleVision:
            vision = Self.next(vision)
            toasts.show(vision == .normal ? "normal vision" : "vision: \(vision.rawValue) (simulated)")
        case .cycleFileStyle: cycleFileStyle()
        case .resizeText(let larger): resizeText(larger: larger)
        case .proposeFix: proposeFix()
        }
        return true
    }

    /// The window was closed: quit, whatever is being typed.
    func quit() {
        quitRequested = true
        needsFrame = true
    }

    func keyUp(_ key: Key, modifiers: KeyModifiers) {
        if let recording, let action = KeyBinding.action(for: key, modifiers: modifiers), action.isCaptured {
            recording.capture.key(key, modifiers: modifiers, down: false, at: Stopwatch.now())
        }
        if KeyBinding.action(for: key, modifiers: modifiers) == .activate {
            events.append(.activateUp)
            needsFrame = true
        }
    }

    /// Where and when the last frame was drawn, to apply input between frames.
    private var lastRendered: (size: Size, time: Double)?

    /// Runs the input waiting for the next frame through the UI now (laid out as the last frame was,
    /// nothing drawn), so its actions and bindings have acted.
    func applyPendingInput() {
        guard !events.isEmpty, let last = lastRendered else { return }
        _ = session.frame(size: last.size, time: last.time, events: events, panel: panel(size: last.size))
        events.removeAll()
    }

    func pointer(_ event: InputEvent) {
        if let recording {
            // The clip and its script hold the scene: the panel's own pointer input is not replayable
            // (the script has no event for a knob dragged by the mouse; its keys are captured).
            if let point = event.point, let size = lastSize, showsPanel(size: size), isOnPanel(point, size: size) {
                if case .pointerDown = event, !warnedAboutPanelInRecording {
                    warnedAboutPanelInRecording = true
                    toasts.show("the panel's mouse changes show in the clip, not in its script: use the keys to replay")
                }
            } else {
                recording.capture.pointer(event, at: Stopwatch.now())
            }
        }
        if case .pointerMoved(let p) = event { lastPointer = p }
        // While a fix is shown, the scene's controls are not on screen to be pressed.
        if fixProposal != nil, let point = event.point, sceneRegion.contains(point) {
            needsFrame = true
            return
        }
        events.append(event)
        needsFrame = true
    }

    /// Shift is held while the pointer drags or the wheel turns: sliders move finely.
    func setFineAdjustment(_ fine: Bool) { session.ui.isFineAdjustment = fine }

    private func showScene(_ index: Int) {
        let count = SceneCatalog.all.count + (fileScreen == nil ? 0 : 1)
        sceneIndex = ((index % count) + count) % count
        session.show(
            sceneIndex < SceneCatalog.all.count ? SceneCatalog.all[sceneIndex] : fileScreen ?? SceneCatalog.all[0],
            scheme: session.scheme)
        session.state = SceneState()
        toasts.show("scene: \(session.scene.name)")
        rereadStyleFileForScene()
    }

    static func next<T: CaseIterable & Equatable>(_ value: T) -> T {
        let all = Array(T.allCases)
        let i = all.firstIndex(of: value) ?? 0
        return all[(i + 1) % all.count]
    }

    // MARK: - Frames

    /// Renders one frame of `size` points at `scale` into a pixmap; `time` in seconds.
    func render(size: Size, scale: Double, time: Double) -> Pixmap? {
        let start = Stopwatch.now()
        // The frame's pixmap is reused while the size stays: a fresh 4 MB buffer per frame costs
        // page faults.
        var canvas: Canvas
        // A reused canvas still holds the last frame: damage tracking redraws only what changed on it.
        var canvasIsNew = false
        if let reused = frameCanvas, reused.pixmap.width == Int((size.width * scale).rounded()),
            reused.pixmap.height == Int((size.height * scale).rounded()), reused.transform.a == scale
        {
            frameCanvas = nil
            canvas = reused
        } else {
            guard let fresh = try? Frame.canvas(size: size, scale: scale) else { return nil }
            canvas = fresh
            canvasIsNew = true
        }
        defer { frameCanvas = canvas }
        let stateBefore = screenStateVersion
        let panel = panel(size: size)
        let frame = session.frame(size: size, time: time, events: events, panel: panel)
        // A note the screen's code made this frame (after a save, a press) is printed once, as it appears.
        session.reportNotes()
        sceneRegion = session.sceneRegion(size: size, panel: panel)
        events.removeAll()
        lastFrame = frame
        lastRendered = (size, time)
        if panel != nil, let wheel = frame.unusedScroll {
            // The wheel over the panel, but not over one of its sliders, scrolls it (the session
            // reports only the panel's unused wheel steps).
            panelScroll = min(max(panelScroll - wheel.steps * 40, 0), max(0, panelContentHeight - size.height))
            panelMoved = true
        }
        if panel != nil { scrollToSelectedKnob(in: frame, height: size.height) }
        let scene = fixComparisonCommands() ?? session.commands(of: frame)
        if showsAudit { updateAudit(size: sceneRegion.size, scale: scale) }
        inspectedViews = showsLayoutInspector ? LayoutInspector.views(of: session, in: sceneRegion) : []
        for problem in session.images.problems where !reportedProblems.contains(problem) {
            reportedProblems.insert(problem)
            toasts.show(problem, isError: true)
        }
        // What changed since the last frame, when it can be known: the same canvas, size, scale and
        // appearance, and no screenshot of the scene alone to take (that needs the scene drawn whole).
        let target = DrawnFrame.Target(
            appearance: session.appearance, width: canvas.pixmap.width, height: canvas.pixmap.height, scale: scale)
        var sceneDamage: [IntRect]?
        if tracksDamage, !canvasIsNew, let previous = previousFrame, previous.target == target,
            pendingScreenshot != false
        {
            sceneDamage = Damage.rects(
                from: previous.scene, to: scene, transform: canvas.transform, bounds: canvas.deviceBounds)
        }
        var overlay = HUD.commands(for: self, size: size, metrics: session.glyphs)
        if flashesDamage {
            if let sceneDamage, !sceneDamage.isEmpty { recentDamage.append((sceneDamage, time)) }
            recentDamage.removeAll { time - $0.time > Self.flashSeconds }
            for flash in recentDamage {
                overlay += HUD.damage(flash.rects, scale: scale, fade: 1 - (time - flash.time) / Self.flashSeconds)
            }
        } else {
            recentDamage.removeAll()
        }
        var damage: [IntRect]?
        if let sceneDamage, let previous = previousFrame {
            // The scene, the panel and the overlay each compared with their own last commands.
            func changes(_ old: [DrawCommand], _ new: [DrawCommand]) -> [IntRect]? {
                Damage.rects(from: old, to: new, transform: canvas.transform, bounds: canvas.deviceBounds)
            }
            damage = Damage.combined(
                Damage.combined(sceneDamage, changes(previous.panel, frame.panel)), changes(previous.overlay, overlay))
        }
        if let damage {
            session.renderer.render(
                [(scene, session.appearance), (frame.panel, session.appearance), (overlay, Appearance.dark)],
                into: &canvas, within: damage)
        } else {
            canvas.clear()
            session.renderer.render(scene, appearance: session.appearance, into: &canvas)
            if let withHUD = pendingScreenshot, !withHUD { saveScreenshot(sceneAlone(canvas.pixmap, scale: scale)) }
            if !frame.panel.isEmpty {
                session.renderer.render(frame.panel, appearance: session.appearance, into: &canvas)
            }
            if !overlay.isEmpty { session.renderer.render(overlay, appearance: .dark, into: &canvas) }
        }
        lastDamage = damage
        previousFrame = DrawnFrame(scene: scene, panel: frame.panel, overlay: overlay, target: target)
        if let withHUD = pendingScreenshot, withHUD { saveScreenshot(canvas.pixmap) }
        pendingScreenshot = nil
        // A vision view's transform counts in the render time the HUD shows.
        let shown = presented(canvas.pixmap, damage: damage)
        record(Stopwatch.now() - start, into: &renderTimes)
        lastSize = size
        if let recording,
            let stop = recording.add(
                scene: scene, session: session, region: sceneRegion, scale: scale, time: time,
                writer: writer)
        {
            stopRecording(at: time, note: stop)
        }
        // A file screen's control that fired this frame changed `@State` after the screen was
        // evaluated (a counter's Text still shows the old count): the next frame shows it.
        // A screen's timer or `asyncAfter` work fires with no input: frames keep coming for it.
        let screenIsWaiting = (session.scene as? FileScreenScene)?.state.isWaiting ?? false
        needsFrame =
            frame.isAnimating || toasts.isShowing(at: Stopwatch.now()) || screenStateVersion != stateBefore
            || !recentDamage.isEmpty || panelMoved || screenIsWaiting
        panelMoved = false
        returnFreedMemory()
        return shown
    }

    /// The frame as the window shows it: under a vision view, a copy seen with it. The kept canvas is
    /// never transformed, because damage tracking redraws only what changed on it and the rest must stay
    /// the scene's own colours; the copy is kept as well, so the next frame copies and transforms only
    /// its damaged rectangles. Turning a view on, off or to another presents the whole frame.
    private func presented(_ pixmap: Pixmap, damage: [IntRect]?) -> Pixmap {
        guard vision != .normal else {
            if visionFrame != nil { lastDamage = nil }
            visionFrame = nil
            return pixmap
        }
        guard let damage, var kept = visionFrame?.pixmap, visionFrame?.vision == vision,
            kept.width == pixmap.width, kept.height == pixmap.height
        else {
            lastDamage = nil
            visionFrame = (vision, pixmap.simulating(vision))
            return visionFrame!.pixmap
        }
        visionFrame = nil  // the kept copy's only owner is `kept`: written in place
        for rect in damage {
            let r = rect.intersection(pixmap.bounds)
            guard !r.isEmpty else { continue }
            for y in r.y..<r.maxY {
                let row = (y * pixmap.width + r.x)..<(y * pixmap.width + r.maxX)
                kept.pixels.replaceSubrange(row, with: pixmap.pixels[row])
            }
            kept.simulate(vision, in: r)
        }
        visionFrame = (vision, kept)
        return kept
    }

    func recordPresent(_ seconds: Double) { record(seconds, into: &presentTimes) }

    private var lastTrim = (time: 0.0, evictions: 0)

    /// After the mask cache evicts, hands freed memory back to the system (at most once a second):
    /// glibc keeps freed blocks otherwise, and dragging a blur radius frees many.
    private func returnFreedMemory() {
        let evictions = session.renderer.maskCache.evictions
        let now = Stopwatch.now()
        guard evictions != lastTrim.evictions, now - lastTrim.time > 1 else { return }
        lastTrim = (now, evictions)
        neu_return_free_memory()
    }

    private func record(_ seconds: Double, into times: inout [Double]) {
        times.append(seconds * 1000)
        if times.count > 600 { times.removeFirst(times.count - 600) }
    }

    // MARK: - Files

    private func saveScreenshot(_ pixmap: Pixmap) {
        let name = "neumorph-\(session.scene.name)-\(session.scheme.rawValue)-\(Self.timestamp())"
        let folder = screenshotFolder
        let toasts = self.toasts
        // A vision view shows in its screenshots too, transformed off the frame.
        let vision = self.vision
        writer.write { [pixmap] in
            do {
                let path = try OutputFiles.writeNew(
                    try PNGFile.encoded(pixmap.simulating(vision)), in: folder, base: name, extension: "png")
                toasts.show("saved \(path)")
            } catch {
                toasts.show("screenshot failed: \(error)", isError: true)
            }
        }
    }

    private func toggleRecording(withFrames: Bool) {
        if recording != nil {
            stopRecording(at: Stopwatch.now())
            return
        }
        do {
            recording = try WindowRecording.start(
                in: recordingFolder, session: session,
                region: lastSize == nil ? Rect(origin: .zero, size: SceneCatalog.defaultSize) : sceneRegion,
                style: styleOption,
                pointer: lastPointer, withFrames: withFrames, start: Stopwatch.now(), toasts: toasts)
            warnedAboutPanelInRecording = false
            toasts.show("recording\(withFrames ? " with PNG frames" : "") (R stops)")
        } catch {
            toasts.show("cannot record: \(error)", isError: true)
        }
    }

    /// Ends R's recording; its files are written behind its last frame, and a toast says where.
    func stopRecording(at time: Double, note: String? = nil, done: (@Sendable ([String]) -> Void)? = nil) {
        guard let recording else { return }
        self.recording = nil
        if let note, !note.isEmpty { toasts.show("recording stopped: \(note)") }
        recording.stop(at: time, writer: writer, done: done)
    }

    // MARK: - Export, presets, audit

    /// The style on screen as an export model: the parametric style, or the scene's seed style.
    var exportModel: ExportModel {
        if session.family == .parametric { return ExportModel.parametric(session.context(size: .zero).shownParameters) }
        return ExportModel.seed(session.shownSeedStyle)
    }

    private func exportStyle() {
        var model = exportModel
        if session.scene is FileScreenScene {
            guard let exported = focusedFileStyleModel() else { return }
            model = exported
        } else if let styles = session.fileStyles {
            do {
                model = try styles.file.exportModel(typeName: styles.selected)
            } catch {
                toasts.show("cannot export: \(error.description)", isError: true)
                return
            }
        }
        let swift = SwiftUIExporter.source(for: model)
        let css = CSSExporter.source(for: model)
        let copied = Clipboard.set(swift)
        let folder = exportFolder
        let base = "\(model.name)Style-\(Self.timestamp())"
        writer.write { [toasts] in
            do {
                let swiftPath = try OutputFiles.writeNew(Array(swift.utf8), in: folder, base: base, extension: "swift")
                _ = try OutputFiles.writeNew(Array(css.utf8), in: folder, base: base, extension: "css")
                toasts.show("exported \(swiftPath) and .css\(copied ? "; SwiftUI copied to the clipboard" : "")")
            } catch {
                toasts.show("export failed: \(error)", isError: true)
            }
        }
    }

    private func savePreset() {
        let preset = Preset(parameters: session.parameters, scheme: session.scheme, contrast: session.contrast)
        let folder = presetFolder
        let base = "\(session.scene.name)-\(Self.timestamp())"
        writer.write { [toasts] in
            do {
                let path = try OutputFiles.writeNew(Array(preset.json.utf8), in: folder, base: base, extension: "json")
                toasts.show("saved preset \(path)")
            } catch {
                toasts.show("saving the preset failed: \(error)", isError: true)
            }
        }
    }

    /// Loads a preset and follows the file: `checkPreset()` reloads it when it changes.
    func loadPreset(_ path: String) {
        presetPath = path
        presetStamp = nil
        checkPreset()
    }

    /// Reloads the followed preset if the file changed; a bad file keeps the last good style.
    @discardableResult
    func checkPreset() -> Bool {
        guard let path = presetPath else { return false }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let stamp =
            attributes.map {
                "\(($0[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)-\(($0[.size] as? Int) ?? 0)"
            } ?? "missing"
        guard stamp != presetStamp else { return false }
        presetStamp = stamp
        needsFrame = true
        do {
            let preset = try Preset.load(path)
            session.apply(preset)
            toasts.show("loaded \(path)")
        } catch {
            toasts.show("\(error.description) — keeping the last good style", isError: true)
        }
        return true
    }

    // MARK: - Style file

    /// Shows a style file's styles (loaded by the command, which reported any error) and follows it:
    /// `checkStyleFile()` reads it again after `styleFileChanged` is raised.
    func showStyleFile(_ option: StyleOption, _ styles: FileStyles?) {
        styleOption = option
        session.fileStyles = styles
        needsFrame = true
    }

    /// Reads the style file again if a file of its module was saved since the last call: the saved
    /// files are read again (only they: the module keeps the others' parses), then the file's styles
    /// or screen are interpreted anew.
    @discardableResult
    func checkStyleFile() -> Bool {
        guard let saved = styleFileChanged.take() else { return false }
        if let option = styleOption {
            for path in saved.isEmpty ? [option.path] : saved.sorted() { option.module.reload(path) }
        }
        reloadStyleFile(saved: saved.sorted())
        return true
    }

    /// The `@State` version of the file screen on show (nil for other scenes).
    private var screenStateVersion: Int? { (session.scene as? FileScreenScene)?.state.version }

    /// On a file's screen, E exports the focused control's style when it is one the file declares
    /// (the screen's built-in or system styles have no code of the user's to export); otherwise it
    /// says why not and returns nil.
    private func focusedFileStyleModel() -> ExportModel? {
        guard let focused = session.ui.focused, let control = lastFrame.controls.first(where: { $0.id == focused })
        else {
            toasts.show("cannot export: focus a control of the screen with Tab, then press E", isError: true)
            return nil
        }
        guard let styles = session.fileStyles, styles.file.styleTypeNames.contains(control.style) else {
            toasts.show(
                "cannot export: the focused control's style \(control.style) is not declared in the file", isError: true
            )
            return nil
        }
        do {
            return try styles.file.exportModel(typeName: control.style)
        } catch {
            toasts.show("cannot export: \(error.description)", isError: true)
            return nil
        }
    }

    /// Reads a file screen again: a version that reads and evaluates replaces the one on show, with
    /// the same preview and the same `@State` (a `ScreenState` the versions share); one that does
    /// not is a toast and a line on stderr, and the last good version stays.
    private func reloadScreen(_ scene: FileScreenScene, _ option: StyleOption, announce: String?) {
        needsFrame = true
        do {
            let file = try option.interpretScreen()
            let reloaded = scene.reloaded(file)
            _ = try reloaded.evaluate(session.scheme)
            fileScreen = reloaded
            if session.scene is FileScreenScene { session.show(reloaded, scheme: session.scheme) }
            session.fileStyles = option.screenStyles()
            if let announce { toasts.show(announce) }
        } catch {
            toasts.show("\(error.description) — keeping the last good version", isError: true)
        }
    }

    /// Reads the followed style file: a good version replaces the styles on screen (the chosen one
    /// stays chosen); a bad one is a toast and a line on stderr with its `FILE:LINE:COLUMN`, and the
    /// last good version stays on screen.
    func reloadStyleFile(announce: Bool = true, saved: [String] = []) {
        // The toast names what was saved: the file on show, or another file of its module.
        let names = saved.isEmpty ? styleOption.map { [$0.path] } ?? [] : saved
        let message = announce ? "reloaded " + names.joined(separator: ", ") : nil
        if let option = styleOption, let screen = fileScreen {
            reloadScreen(screen, option, announce: message)
            return
        }
        guard let option = styleOption, let current = session.fileStyles else { return }
        needsFrame = true
        do {
            let file = try option.load(option.arguments(builtIns: session.builtInStyles()))
            session.fileStyles = current.reloaded(file)
            if let message { toasts.show(message) }
        } catch {
            toasts.show("\(error.description) — keeping the last good version", isError: true)
        }
    }

    /// A scene or scheme switch changes the built-in styles a file's type may take its properties
    /// from (seed 002's colour differs per scheme), so the file is read again for it.
    private func rereadStyleFileForScene() {
        if styleOption != nil { reloadStyleFile(announce: false) }
    }

    private func cycleFileStyle() {
        if let screen = session.scene as? FileScreenScene {
            let next = screen.cycled()
            fileScreen = next
            session.show(next, scheme: session.scheme)
            toasts.show("preview: \(next.previewSummary)")
            return
        }
        guard let styles = session.fileStyles else {
            toasts.show("no style file: open one with --style FILE")
            return
        }
        session.fileStyles = styles.cycled()
        toasts.show("style: \(session.fileStyles?.summary ?? "")")
    }

    /// T / Shift-T: the file's screen at the next text size, as Xcode's canvas device settings change it.
    /// On a file's styles, their preview.
    private func resizeText(larger: Bool) {
        let step = larger ? 1 : -1
        let size: DynamicTypeSize
        if let screen = session.scene as? FileScreenScene {
            let next = screen.resizingText(by: step)
            fileScreen = next
            session.show(next, scheme: session.scheme)
            size = next.dynamicTypeSize
        } else if session.scene is StylePreviewScene, var styles = session.fileStyles {
            styles.dynamicTypeSize = styles.dynamicTypeSize.stepped(by: step)
            session.fileStyles = styles
            size = styles.dynamicTypeSize
        } else {
            toasts.show("text size: for a file's screen or styles (--style FILE)")
            return
        }
        toasts.show("text size: \(size.rawValue)\(size == .standard ? " (the default)" : "")")
    }

    private func updateAudit(size: Size, scale: Double) {
        let signature =
            "\(session.scene.name) \(session.scheme) \(session.contrast) \(session.family) \(session.parameters) \(session.state.toggles) \(size) \(scale) \(vision) \(session.fileStyles.map { "\($0.file.path) \($0.selected ?? "") \($0.generation) \($0.dynamicTypeSize)" } ?? "") \(screenSignature)"
        guard signature != auditSignature else { return }
        auditSignature = signature
        // A file's screen is audited on its device, and the overlay laid where the window shows it.
        let fixed = session.scene.fixedSize(metrics: session.glyphs)
        auditPlacement = fixed.map { SceneSession.placement(of: $0, in: sceneRegion) } ?? (1, sceneRegion.origin)
        // The overlay shows nothing for a scene without controls or a frame over the budget.
        audits = (try? session.audit(size: fixed ?? size, scale: scale, state: .released, vision: vision)) ?? []
    }

    /// What the audit overlay must follow on a file's screen: the preview, the version of the file
    /// and its `@State`.
    private var screenSignature: String {
        guard let screen = session.scene as? FileScreenScene else { return "" }
        return "\(screen.preview) \(screen.generation) \(screen.state.version) \(screen.dynamicTypeSize)"
    }

    /// Screenshots, recordings, exports or presets are still being written.
    var isWriting: Bool { writer.isBusy }

    /// Waits for pending file writes (before quitting, so nothing the user made is lost).
    func finishWrites() { writer.drain() }

    static func timestamp() -> String {
        let f = DateFormatter()
        f.dateFormat = "yyyyMMdd-HHmmss"
        f.locale = Locale(identifier: "en_US_POSIX")
        return f.string(from: Date())
    }
}
