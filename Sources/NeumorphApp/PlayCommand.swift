import Foundation
import Platform
import Raster
import Style
import UI

/// `neumorph play`: the playground window.
@MainActor
enum PlayCommand {
    static var usage: CommandUsage {
        CommandUsage(
            name: "play", summary: "open the playground window (the default)",
            options: [
                .scene(), .scheme, .contrast, .size("window"), .scale("the display's"),
                .value("screenshots", "DIR", "where S saves screenshots (default Screenshots)"),
                .value("preset", "FILE", "load a preset and follow the file: edits show as soon as it is saved"),
                .value(
                    "present", "texture|surface",
                    "texture (SDL renderer) or surface (window surface); default surface on Linux, texture on macOS"),
                .flag("report", "print frame timings, first-frame time and peak memory on exit"),
                .flag(
                    "no-damage", "redraw and present the whole window every frame (F4 shows what is redrawn otherwise)"),
                ThreadsOption.option,
            ] + StyleOption.options,
            about: """
                The window follows a --style file: each save shows at once (an error keeps the last good version \
                on screen); Y cycles its styles. Press H in the window for the keys (docs/playground.md lists them).
                """,
            invocation: "neumorph [play]")
    }

    /// Measured under Xvfb (docs/performance.md): the window surface presents faster and without a GL
    /// context; macOS keeps the renderer, which knows about Retina scaling.
    static var defaultPresentation: Window.Presentation {
        #if os(Linux)
            .surface
        #else
            .texture
        #endif
    }

    static func run(_ argv: [String], launched: Double) throws(CommandFailure) {
        let args = try Arguments(argv, usage: usage)
        let style = try StyleOption.parse(args, usage: usage)
        let scene = try SceneArgument.scene(args, style: style, usage: usage, sizeIsCanvas: false)
        let scheme = try args.choice("scheme", as: Scheme.self, usage: usage)
        let contrast = try args.choice("contrast", default: Appearance.Contrast.standard, usage: usage)
        let size = try SceneCatalog.parseSize(args.values["size"], usage: usage)
        let forcedScale = try args.scale(usage: usage)
        let presentation = try args.choice("present", default: defaultPresentation, usage: usage)
        let threads = try ThreadsOption.parse(args, usage: usage)
        // Refused before the window opens; a blank window that never draws would say nothing.
        try Frame.pixels(size: size, scale: forcedScale ?? 1, frames: 1)
        do {
            try args.values["screenshots"].map(OutputFiles.checkFolder)
        } catch {
            throw CommandFailure("neumorph: --screenshots: \(error.description)")
        }
        let playground = Playground(
            scene: scene, scheme: scheme, screenshotFolder: args.values["screenshots"] ?? "Screenshots")
        playground.session.contrast = contrast
        playground.tracksDamage = !args.has("no-damage")
        playground.session.threads = threads
        playground.session.reportProblems()
        if let preset = args.values["preset"] { playground.loadPreset(preset) }
        // A file that does not load at start is an error before the window opens, as a bad option is.
        if let style {
            playground.showStyleFile(
                style,
                try SceneArgument.styles(style, for: scene, args: args, usage: usage) {
                    playground.session.builtInStyles(size: size)
                })
        }
        let window: Window
        do {
            window = try Window(
                title: playground.title, width: Int(size.width), height: Int(size.height),
                presentation: presentation)
        } catch {
            throw CommandFailure("neumorph: \(error.description)")
        }
        // A save shows within a frame or two: the watcher's thread raises a flag and wakes the event
        // wait, so the loop neither polls the disk nor wakes while nothing changes.
        let watcher = playground.styleOption.flatMap { watch($0.module.paths, raising: playground.styleFileChanged) }
        defer { watcher?.stop() }
        // The display's own scale is known only now (2 on a Retina screen).
        if forcedScale == nil { try Frame.pixels(size: size, scale: window.scale, frames: 1) }
        var firstFrame: Double?
        var frames = 0
        while !playground.quitRequested {
            if playground.needsFrame {
                let points = window.size
                let scale = forcedScale ?? window.scale
                let frameSize = Size(width: Double(max(points.width, 1)), height: Double(max(points.height, 1)))
                if let pixmap = playground.render(size: frameSize, scale: scale, time: Stopwatch.now()) {
                    let start = Stopwatch.now()
                    do { try window.present(pixmap, only: playground.lastDamage) } catch {
                        Console.error("neumorph: \(error.description)")
                    }
                    playground.recordPresent(Stopwatch.now() - start)
                    frames += 1
                    if firstFrame == nil { firstFrame = Stopwatch.now() - launched }
                }
                if window.title != playground.title { window.title = playground.title }
                window.setHandCursor(playground.lastFrame.cursor == .hand)
                // Text input only while a field is edited, so an input method stays off the shortcuts.
                window.acceptsText = playground.isEditingText()
            }
            // Block until input unless something is moving: an idle playground sleeps here (waking
            // every 50 ms while files are written, to show their toast, and twice a second to look
            // at a followed preset file).
            let writing = playground.isWriting
            let timeout: Double? =
                playground.needsFrame ? 1.0 / 60 : writing ? 0.05 : (playground.presetPath != nil ? 0.5 : nil)
            let events = window.waitEvents(timeout: timeout)
            playground.checkPreset()
            playground.checkStyleFile()
            if writing && !playground.isWriting { playground.needsFrame = true }
            for event in events {
                switch event {
                case .quit: playground.quit()
                case .resized, .exposed: playground.needsFrame = true
                case .mouseMoved(let x, let y):
                    playground.setFineAdjustment(Window.currentModifiers.contains(.shift))
                    playground.pointer(.pointerMoved(Point(x: x, y: y)))
                case .mouseDown(let x, let y, 1):
                    playground.setFineAdjustment(Window.currentModifiers.contains(.shift))
                    playground.pointer(.pointerDown(Point(x: x, y: y)))
                case .mouseUp(let x, let y, 1): playground.pointer(.pointerUp(Point(x: x, y: y)))
                case .mouseWheel(let x, let y, let steps):
                    let fine = Window.currentModifiers.contains(.shift)
                    playground.pointer(.scroll(at: Point(x: x, y: y), steps: steps, fine: fine))
                case .mouseDown, .mouseUp: break
                case .mouseLeft: playground.pointer(.pointerLeft)
                case .keyDown(let key, let modifiers, let isRepeat):
                    playground.keyDown(key, modifiers: modifiers, isRepeat: isRepeat)
                case .keyUp(let key, let modifiers): playground.keyUp(key, modifiers: modifiers)
                case .text(let typed): playground.text(typed)
                }
            }
        }
        playground.finishWrites()
        if args.has("report") {
            Console.out(report(playground, frames: frames, firstFrame: firstFrame))
        }
    }

    /// Watches the style file and the rest of its module; a folder that cannot be watched is a
    /// warning, and the window shows the version it loaded.
    static func watch(_ paths: [String], raising saved: ChangedFiles) -> FileWatcher? {
        do {
            return try FileWatcher(paths: paths) { changed in
                saved.raise(changed)
                Window.wake()
            }
        } catch {
            Console.error("neumorph: \(error.description); saves will not show until the window is opened again")
            return nil
        }
    }

    static func report(_ p: Playground, frames: Int, firstFrame: Double?) -> String {
        let peak = ResidentMemory.peakMegabytes
        let render = p.renderTimes
        let present = p.presentTimes
        // Percentiles of nothing are NaN; a window that never drew says so instead.
        guard frames > 0, !render.isEmpty, !present.isEmpty else {
            return String(format: "no frames · peak RSS %.1f MB", peak)
        }
        return String(
            format:
                "frames %d · render p50 %.2f ms p95 %.2f ms · present p50 %.2f ms p95 %.2f ms · first frame %.0f ms · peak RSS %.1f MB",
            frames, render.median, render.percentile(0.95), present.median, present.percentile(0.95),
            (firstFrame ?? 0) * 1000,
            peak)
    }
}
