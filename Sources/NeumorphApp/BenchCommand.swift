import Foundation
import Platform
import Presets
import Raster
import Render
import SwiftUIInterpreter

/// `neumorph bench`: frame and blur timings, release build, one thread.
@MainActor
enum BenchCommand {
    static let usage = CommandUsage(
        name: "bench", summary: "time frames and blurs (build with -c release)",
        options: [
            .value("frames", "N", "frames to time for each figure (default 50)"),
            .flag("json", "print one JSON object with stable snake_case keys"),
            .value("only", "PREFIX", "time only the figures whose key starts with PREFIX (e.g. scene_warm)"),
            .value("threads", "N", "threads of the scene_*_Nthreads figures, 2…64 (default 2)"),
        ],
        about: """
            Figures (median and minimum ms): the reference scene at 1280×800 cold (mask cache emptied before each \
            frame), warm (cache hits), cold at --scale 2, without shadows; the same frames drawn through the \
            renderer on one thread and on N; the Gaussian blur alone on a full 1280×800 mask at σ 1, 1.5, 2, 3, 4, \
            10 and 30; the style files of Assets/Styles read and drawn; the articles' screens of Assets/Examples \
            run from their code; playground frames (a tweak, a press, a panel drag). docs/performance.md lists \
            every key with today's figures.
            """)

    struct Figure {
        let key: String
        let label: String
        let value: Double
    }

    @MainActor
    static func run(_ argv: [String]) throws(CommandFailure) {
        let args = try Arguments(argv, usage: usage)
        let threads = try args.integer("threads", default: 2, in: 2...ThreadsOption.range.upperBound, usage: usage)
        let only = args.values["only"] ?? ""
        let frames = try args.integer("frames", default: 50, in: 1...100_000, usage: usage)
        var figures: [Figure] = []
        func selects(_ name: String) -> Bool { name.hasPrefix(only) || only.hasPrefix(name) }
        func scene(_ name: String, _ label: String, scale: Double, cold: Bool, shadows: Bool = true)
            throws(CommandFailure)
        {
            guard name.hasPrefix(only) || only.hasPrefix(name) else { return }
            var canvas = try Frame.canvas(size: SceneCatalog.defaultSize, scale: scale)
            canvas.maskCache = MaskCache()
            let scene = ReferenceScene(size: SceneCatalog.defaultSize)
            scene.draw(in: &canvas, shadows: shadows)  // warm-up
            let times = Stopwatch.measure(frames) {
                if cold { canvas.maskCache?.removeAll() }
                scene.draw(in: &canvas, shadows: shadows)
            }
            figures.append(Figure(key: "\(name)_ms", label: "\(label), median", value: times.median))
            figures.append(Figure(key: "\(name)_min_ms", label: "\(label), minimum", value: times.min() ?? .nan))
        }
        if "scenes".hasPrefix(only) || only.hasPrefix("scenes") {
            // Every playground scene through the full path (UI, styles, renderer), warm.
            for name in SceneCatalog.names where "scenes_\(name)".hasPrefix(only) || only.hasPrefix("scenes_\(name)") {
                let session = SceneSession(scene: SceneCatalog.scene(named: name)!)
                var canvas = try Frame.canvas(size: SceneCatalog.defaultSize, scale: 1)
                let frame = session.frame(size: SceneCatalog.defaultSize, time: 0)
                session.render(frame, into: &canvas)
                let times = Stopwatch.measure(frames) {
                    let frame = session.frame(size: SceneCatalog.defaultSize, time: 0)
                    session.render(frame, into: &canvas)
                }
                figures.append(
                    Figure(
                        key: "scenes_\(name)_warm_ms", label: "\(name) scene 1280×800 warm, median", value: times.median
                    ))
            }
        }
        if selects("style_file_load") {
            figures.append(
                Figure(
                    key: "style_file_load_ms", label: "the largest style file read and interpreted, median",
                    value: styleFileLoad(frames: frames)))
        }
        if selects("scene_dark_from_file_warm") {
            figures.append(
                Figure(
                    key: "scene_dark_from_file_warm_ms",
                    label: "dark scene 1280×800 warm in DarkStyles.swift's styles, median",
                    value: try darkSceneFromFile(frames: frames)))
        }
        if selects("style_module") {
            let (open, save) = try moduleFigures(frames: frames)
            figures.append(
                Figure(
                    key: "style_module_open_ms",
                    label: "a \(moduleFiles)-file module opened from a file: found, read as used, first frame, median",
                    value: open))
            figures.append(
                Figure(
                    key: "style_module_save_ms",
                    label: "the same module after a save of one of its files: re-read, evaluated, drawn, median",
                    value: save))
        }
        for (key, file) in Self.screens where selects(key) {
            figures.append(
                Figure(
                    key: "\(key)_warm_ms", label: "\(file) screen on the default iPhone (402×874) warm, median",
                    value: try fileScreen(Assets.path("Examples/\(file)"), frames: frames)))
        }
        if selects("snapshot_100_previews") {
            figures.append(
                Figure(
                    key: "snapshot_100_previews_s",
                    label: "a generated module of 100 previews snapshotted in light and dark at 2×, seconds, once",
                    value: try snapshotFigure()))
        }
        if selects("screen_phone_3x") {
            figures.append(
                Figure(
                    key: "screen_phone_3x_warm_ms",
                    label: "SettingsForm.swift on the default iPhone at @3x (1206×2622 pixels) warm, median",
                    value: try fileScreen(Assets.path("Examples/SettingsForm.swift"), frames: frames, scale: 3)))
        }
        for screen in Self.generatedScreens where selects(screen.key) {
            let file: ScreenFile
            do {
                file = try ScreenFile.interpret(source: screen.source, path: "\(screen.key).swift")
            } catch {
                throw CommandFailure("neumorph: bench: \(error.description)")
            }
            let (cold, warm) = try generatedScreen(file, frames: frames)
            figures.append(
                Figure(key: "\(screen.key)_cold_ms", label: "\(screen.label), first frame, median", value: cold))
            figures.append(Figure(key: "\(screen.key)_warm_ms", label: "\(screen.label), warm, median", value: warm))
        }
        if selects("press_frame") {
            // One button pressed and released over and over in the dark scene (parametric style), and
            // the Edit button of the activities scene, every frame of its spring timed: redrawing only the
            // damage, then the whole window (HUD and toasts off, so the figure is the control's alone).
            for (scene, prefix) in [("dark", "press_frame"), ("activities", "press_frame_activities")] {
                for tracks in [true, false] {
                    let (times, damaged) = pressFrames(scene, tracksDamage: tracks, frames: max(frames, 60))
                    let how = tracks ? "damage only" : "full redraw"
                    figures.append(
                        Figure(
                            key: tracks ? "\(prefix)_ms" : "\(prefix)_full_ms",
                            label: "\(scene) scene 1280×800, a press animating, \(how), median", value: times.median))
                    guard tracks else { continue }
                    figures.append(
                        Figure(
                            key: "\(prefix)_damaged_percent",
                            label: "\(scene) scene 1280×800, a press animating, share of the window redrawn, median %",
                            value: damaged.median))
                }
            }
        }
        if "tweak".hasPrefix(only) || only.hasPrefix("tweak") {
            // The playground as a user drags the blur radius: the dark scene in the parametric style,
            // the style panel on, a new radius (10…40) every frame.
            let playground = Playground(scene: SceneCatalog.scene(named: "dark")!, scheme: nil)
            playground.showsToasts = false
            playground.session.family = .parametric
            var times: [Double] = []
            for frame in 0..<max(frames, 2) {
                // A new value every frame (σ is keyed in 1/64 px), so nothing comes from the cache.
                playground.session.parameters.blurRadius = 10 + Double(frame % 1920) / 64
                let start = Stopwatch.now()
                _ = playground.render(size: SceneCatalog.defaultSize, scale: 1, time: Double(frame) / 60)
                times.append((Stopwatch.now() - start) * 1000)
            }
            figures.append(
                Figure(
                    key: "tweak_blur_ms", label: "playground 1280×800, blur radius changed every frame, median",
                    value: times.median))
            figures.append(
                Figure(
                    key: "tweak_blur_p95_ms", label: "playground 1280×800, blur radius changed every frame, p95",
                    value: times.percentile(0.95)))
        }
        if "panel_drag".hasPrefix(only) || only.hasPrefix("panel_drag") {
            // A user dragging the style panel's blur slider over the dark scene: a pointer move a frame,
            // the slider, the value text and the scene's shadows redrawn (damage tracking on).
            let playground = Playground(scene: SceneCatalog.scene(named: "dark")!, scheme: nil)
            playground.showsToasts = false
            let size = SceneCatalog.defaultSize
            _ = playground.render(size: size, scale: 1, time: 0)
            if let blur = playground.lastFrame.controls.first(where: { $0.key == "panel/blurRadius" })?.frame {
                let start = Point(x: blur.minX + 13 + (blur.width - 26) * 0.1, y: blur.midY)
                playground.pointer(.pointerDown(start))
                var times: [Double] = []
                for frame in 0..<max(frames, 2) {
                    // Back and forth over a third of the track, a point a frame.
                    let step = Double(frame % 80)
                    let x = start.x + (step < 40 ? step : 80 - step)
                    playground.pointer(.pointerMoved(Point(x: x, y: start.y)))
                    let begin = Stopwatch.now()
                    _ = playground.render(size: size, scale: 1, time: Double(frame + 1) / 60)
                    times.append((Stopwatch.now() - begin) * 1000)
                }
                figures.append(
                    Figure(
                        key: "panel_drag_ms",
                        label: "playground 1280×800, the panel's blur slider dragged a point a frame, median",
                        value: times.median))
            }
        }
        if selects("gesture_drag") {
            // The same drag on a file's own knob (`DragGesture` in Examples/DragKnob.swift), its
            // `@GestureState` written at every move, the screen evaluated again and redrawn where it changed.
            let times = try gestureDrag(frames: frames)
            figures.append(
                Figure(
                    key: "gesture_drag_ms",
                    label: "playground 1280×800, a file's DragGesture knob dragged a point a frame, median",
                    value: times.median))
        }
        if selects("trim_ring") {
            let (times, damaged, box) = try trimRing(frames: frames)
            figures.append(
                Figure(
                    key: "trim_ring_ms", label: "playground 1280×800, a trim ring animating at 60 fps, median",
                    value: times.median))
            figures.append(
                Figure(
                    key: "trim_ring_damaged_percent",
                    label: "playground 1280×800, a trim ring animating, share of the window redrawn, median %",
                    value: damaged))
            figures.append(
                Figure(
                    key: "trim_ring_damage_box_percent",
                    label: "playground 1280×800, the ring's drawn box as a share of the window, %", value: box))
        }
        try scene("scene_cold", "reference scene 1280×800 cold", scale: 1, cold: true)
        try scene("scene_warm", "reference scene 1280×800 warm", scale: 1, cold: false)
        try scene("scene_2x_cold", "reference scene 2560×1600 (--scale 2) cold", scale: 2, cold: true)
        // The reference scene through the renderer, as every command draws, on one thread and on several.
        func rendered(_ name: String, _ label: String, scale: Double, cold: Bool, threads: Int) throws(CommandFailure) {
            guard selects(name) else { return }
            var canvas = try Frame.canvas(size: SceneCatalog.defaultSize, scale: scale)
            let commands = ReferenceScene(size: SceneCatalog.defaultSize).commands()
            let renderer = Renderer()
            renderer.threads = threads
            renderer.render(commands, appearance: .dark, into: &canvas)  // warm-up
            let times = Stopwatch.measure(frames) {
                if cold { renderer.maskCache.removeAll() }
                renderer.render(commands, appearance: .dark, into: &canvas)
            }
            figures.append(Figure(key: "\(name)_ms", label: "\(label), median", value: times.median))
            figures.append(Figure(key: "\(name)_min_ms", label: "\(label), minimum", value: times.min() ?? .nan))
        }
        try rendered(
            "scene_cold_1thread", "reference scene 1280×800 cold, renderer, 1 thread", scale: 1, cold: true, threads: 1)
        try rendered(
            "scene_cold_\(threads)threads", "reference scene 1280×800 cold, renderer, \(threads) threads", scale: 1,
            cold: true,
            threads: threads)
        try rendered(
            "scene_warm_1thread", "reference scene 1280×800 warm, renderer, 1 thread", scale: 1, cold: false, threads: 1
        )
        try rendered(
            "scene_warm_\(threads)threads", "reference scene 1280×800 warm, renderer, \(threads) threads", scale: 1,
            cold: false, threads: threads)
        try rendered(
            "scene_2x_cold_1thread", "reference scene 2560×1600 cold, renderer, 1 thread", scale: 2, cold: true,
            threads: 1)
        try rendered(
            "scene_2x_cold_\(threads)threads", "reference scene 2560×1600 cold, renderer, \(threads) threads", scale: 2,
            cold: true, threads: threads)
        try scene("scene_noshadow", "reference scene 1280×800 without shadows", scale: 1, cold: true, shadows: false)
        let mask = "blur".hasPrefix(only) || only.hasPrefix("blur") ? benchMask() : Mask.empty
        for (sigma, name) in Self.blurSigmas where selects("blur_sigma\(name)") {
            let times = Stopwatch.measure(frames) { _ = mask.blurred(sigma: sigma) }
            let key = "blur_sigma\(name)"
            let label = "blur 1280×800 σ \(name.replacing("_", with: "."))"
            figures.append(Figure(key: "\(key)_ms", label: "\(label), median ms", value: times.median))
            figures.append(
                Figure(key: "\(key)_mps", label: "\(label), megapixels/s", value: 1.024 / times.median * 1000))
        }
        guard !figures.isEmpty else {
            throw .usage(
                "no figure's key starts with '\(only.excerpt())'; the keys start with \(figurePrefixes.joined(separator: ", "))",
                usage)
        }
        report(figures, json: args.has("json"))
    }

    /// The groups `--only` selects from, as their keys begin.
    static var figurePrefixes: [String] {
        SceneCatalog.names.map { "scenes_\($0)" } + [
            "tweak_blur", "panel_drag", "scene_cold", "scene_warm", "scene_2x_cold",
        ]
            + ["scene_cold_1thread", "scene_cold_2threads", "scene_warm_1thread", "scene_warm_2threads"]
            + ["scene_2x_cold_1thread", "scene_2x_cold_2threads"]
            + ["scene_noshadow"] + blurSigmas.map { "blur_sigma\($0.name)" }
            + [
                "style_file_load", "scene_dark_from_file_warm", "style_module", "press_frame", "gesture_drag",
                "trim_ring", "snapshot_100_previews",
            ]
            + screens.map(\.key)
    }

    /// A playground showing the screen of `Assets/Examples/NAME` (HUD, panel and toasts as `panel_drag`
    /// has them).
    static func screenPlayground(_ name: String) throws(CommandFailure) -> Playground {
        let option = StyleOption(path: Assets.path("Examples/\(name)"), typeName: nil, assignments: [:])
        guard let screen = try option.openScreen() else {
            throw CommandFailure("neumorph: bench: Examples/\(name) has no screen to show")
        }
        let playground = Playground(scene: FileScreenScene(screen: screen), scheme: nil)
        playground.showsToasts = false
        return playground
    }

    /// Render times (ms) of DragKnob's knob dragged back and forth, a point a frame, as `panel_drag`.
    static func gestureDrag(frames: Int) throws(CommandFailure) -> [Double] {
        let playground = try screenPlayground("DragKnob.swift")
        let size = SceneCatalog.defaultSize
        _ = playground.render(size: size, scale: 1, time: 0)
        guard let knob = playground.lastFrame.controls.first(where: { $0.kind == .gesture })?.frame.center else {
            throw CommandFailure("neumorph: bench: DragKnob.swift shows no gesture")
        }
        playground.pointer(.pointerMoved(knob))
        playground.pointer(.pointerDown(knob))
        var times: [Double] = []
        for frame in 0..<max(frames, 2) {
            let step = Double(frame % 80)
            playground.pointer(.pointerMoved(Point(x: knob.x + (step < 40 ? step : 80 - step), y: knob.y)))
            let begin = Stopwatch.now()
            _ = playground.render(size: size, scale: 1, time: Double(frame + 1) / 60)
            times.append((Stopwatch.now() - begin) * 1000)
        }
        return times
    }

    /// ProgressRing's ring filling at 60 frames a second, its timer ticking every frame: the render
    /// times (ms), the median share of the window redrawn, and the share the ring's drawn box (its
    /// shadows included) takes, both %. With the HUD off, the ring is all that changes.
    static func trimRing(frames: Int) throws(CommandFailure) -> (times: [Double], damaged: Double, box: Double) {
        let playground = try screenPlayground("ProgressRing.swift")
        playground.showsHUD = false
        let size = SceneCatalog.defaultSize
        _ = playground.render(size: size, scale: 1, time: 0)
        var times: [Double] = []
        var damaged: [Double] = []
        var box: IntRect?
        for frame in 0..<max(frames, 2) {
            let begin = Stopwatch.now()
            _ = playground.render(size: size, scale: 1, time: Double(frame + 1) / 60)
            times.append((Stopwatch.now() - begin) * 1000)
            let rects = playground.lastDamage ?? [IntRect(x: 0, y: 0, width: 1280, height: 800)]
            damaged.append(Double(rects.reduce(0) { $0 + $1.area }) / (1280 * 800) * 100)
            for r in rects { box = box.map { $0.union(r) } ?? r }
        }
        let boxShare = box.map { Double($0.area) / (1280 * 800) * 100 } ?? 0
        return (times, damaged.median, boxShare)
    }

    /// Render times (ms) of the frames of a press animating, pressed and released every 0.4 s, and
    /// the share of the window each redrew (%).
    static func pressFrames(_ scene: String, tracksDamage: Bool, frames: Int) -> (times: [Double], damaged: [Double]) {
        let playground = Playground(scene: SceneCatalog.scene(named: scene)!, scheme: nil)
        playground.showsHUD = false
        playground.showsToasts = false
        playground.tracksDamage = tracksDamage
        // The parametric style springs between released and pressed (the seed's dark style switches).
        playground.session.family = .parametric
        let size = SceneCatalog.defaultSize
        _ = playground.render(size: size, scale: 1, time: 0)
        guard let button = playground.lastFrame.controls.first?.frame.center else { return ([], []) }
        var times: [Double] = []
        var damaged: [Double] = []
        var time = 0.0
        for frame in 0..<frames {
            if frame % 24 == 0 {
                playground.pointer(.pointerMoved(button))
                playground.pointer(.pointerDown(button))
            } else if frame % 24 == 12 {
                playground.pointer(.pointerUp(button))
            }
            time += 1.0 / 60
            let start = Stopwatch.now()
            _ = playground.render(size: size, scale: 1, time: time)
            times.append((Stopwatch.now() - start) * 1000)
            let area = playground.lastDamage.map { $0.reduce(0) { $0 + $1.area } } ?? 1280 * 800
            damaged.append(Double(area) / (1280 * 800) * 100)
        }
        return (times, damaged)
    }

    /// The σ the blur is timed at, with the key's spelling of each: the small ones are where neumorphic
    /// shadows live, 10 and 30 the half-resolution path.
    static let blurSigmas: [(sigma: Double, name: String)] = [
        (1, "1"), (1.5, "1_5"), (2, "2"), (3, "3"), (4, "4"), (10, "10"), (30, "30"),
    ]

    /// The example screens timed, by figure key.
    static let screens: [(key: String, file: String)] = [
        ("screen_part2", "Part2ContentView.swift"), ("screen_seed002", "NeumorphicButtons.swift"),
        ("screen_seed004", "Activities.swift"),
    ]

    /// A file's screen on its device, warm: evaluated, laid out and drawn every frame.
    static func fileScreen(_ path: String, frames: Int, scale: Double = 1) throws(CommandFailure) -> Double {
        let option = StyleOption(path: path, typeName: nil, assignments: [:])
        guard let screen = try option.openScreen() else { return .nan }
        let session = SceneSession(scene: FileScreenScene(screen: screen))
        return try warmMedian(session, frames: frames, scale: scale)
    }

    /// Screens written for the bench, as an app's screens are: a memory game's 60 cards in an adaptive
    /// grid in a ScrollView, and a List of 40 rows with a symbol, a title, a subtitle and a toggle each.
    static let generatedScreens: [(key: String, label: String, source: String)] = [
        (
            "screen_grid60", "a 60-card LazyVGrid in a ScrollView on the default iPhone",
            """
            import SwiftUI
            struct Card: View {
                let index: Int
                var body: some View {
                    ZStack {
                        RoundedRectangle(cornerRadius: 12).fill(index % 2 == 0 ? Color.orange : Color.blue)
                        Text("\\(index)").font(.title).foregroundColor(.white)
                    }
                    .aspectRatio(2 / 3, contentMode: .fit)
                }
            }
            struct ContentView: View {
                var body: some View {
                    ScrollView {
                        LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                            ForEach(0..<60, id: \\.self) { Card(index: $0) }
                        }
                        .padding()
                    }
                }
            }
            """
        ),
        (
            "screen_list40", "a 40-row List on the default iPhone",
            """
            import SwiftUI
            struct ContentView: View {
                @State private var on = false
                var body: some View {
                    List {
                        ForEach(0..<40, id: \\.self) { row in
                            HStack {
                                Image(systemName: "star.fill").foregroundColor(.yellow)
                                VStack(alignment: .leading) {
                                    Text("Row \\(row)").font(.headline)
                                    Text("A subtitle that says a little more").font(.subheadline)
                                }
                                Spacer()
                                Toggle("", isOn: $on).labelsHidden()
                            }
                        }
                    }
                }
            }
            """
        ),
    ]

    /// A generated screen's first frame in a fresh session (its mask cache empty), and its warm frames.
    static func generatedScreen(_ file: ScreenFile, frames: Int) throws(CommandFailure) -> (Double, Double) {
        var cold: [Double] = []
        for _ in 0..<max(3, frames / 20) {
            let session = SceneSession(scene: FileScreenScene(screen: file))
            let size = session.scene.fixedSize(metrics: session.glyphs) ?? SceneCatalog.defaultSize
            var canvas = try Frame.canvas(size: size, scale: 1)
            cold += Stopwatch.measure(1) { session.render(session.frame(size: size, time: 0), into: &canvas) }
        }
        let warm = try warmMedian(SceneSession(scene: FileScreenScene(screen: file)), frames: frames)
        return (cold.median, warm)
    }

    /// The seed articles' style files, which the style figures time.
    static var styleFolder: String { Assets.path("Styles") }

    /// Reading and interpreting the largest file of `Assets/Styles`; NaN (null in JSON), with the
    /// reason on stderr, when there is none or it does not load.
    static func styleFileLoad(frames: Int) -> Double {
        let folder = styleFolder
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            $0.hasSuffix(".swift")
        }
        let sizes = files.map { name in
            (name, (try? FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.size] as? Int) ?? 0)
        }
        guard let largest = sizes.max(by: { $0.1 < $1.1 }) else {
            Console.error("neumorph: bench: no style files in \(folder)")
            return .nan
        }
        let path = folder + "/" + largest.0
        do {
            _ = try StyleFile.load(path: path)
        } catch {
            Console.error("neumorph: bench: \(error.description)")
            return .nan
        }
        return Stopwatch.measure(frames) { _ = try? StyleFile.load(path: path) }.median
    }

    /// The dark scene in DarkStyles.swift's styles, measured exactly as `scenes_dark_warm_ms`.
    static func darkSceneFromFile(frames: Int) throws(CommandFailure) -> Double {
        let session = SceneSession(scene: SceneCatalog.scene(named: "dark")!)
        let path = styleFolder + "/DarkStyles.swift"
        do {
            let file = try StyleFile.load(path: path)
            session.fileStyles = FileStyles(file: file)
        } catch {
            Console.error("neumorph: bench: \(error.description)")
            return .nan
        }
        return try warmMedian(session, frames: frames)
    }

    /// The median time of a session's frame at 1280×800, laid out and drawn, after one frame to warm up.
    /// A session's frames, warm, at the size its scene is drawn at (a file's screen: its device's).
    static func warmMedian(_ session: SceneSession, frames: Int, scale: Double = 1) throws(CommandFailure) -> Double {
        let size = session.scene.fixedSize(metrics: session.glyphs) ?? SceneCatalog.defaultSize
        var canvas = try Frame.canvas(size: size, scale: scale)
        session.render(session.frame(size: size, time: 0), into: &canvas)
        return Stopwatch.measure(frames) {
            let frame = session.frame(size: size, time: 0)
            session.render(frame, into: &canvas)
        }.median
    }

    /// A full-frame mask with the reference scene's shapes on it.
    static func benchMask() -> Mask {
        var rasterizer = Rasterizer()
        let clip = IntRect(x: 0, y: 0, width: 1280, height: 800)
        var mask = Mask(width: 1280, height: 800)!
        for control in ReferenceScene().controls {
            let m = rasterizer.mask(for: control.shape.path(in: control.frame), clip: clip)
            for y in 0..<m.height {
                for x in 0..<m.width {
                    mask.coverage[(y + m.origin.y) * 1280 + x + m.origin.x] = m.coverage[y * m.width + x]
                }
            }
        }
        return mask
    }

    static func report(_ figures: [Figure], json: Bool) {
        // Milliseconds to the microsecond; the JSON writer writes a non-finite figure as null.
        let rounded = figures.map { ($0, JSONValue.number(($0.value * 1000).rounded() / 1000)) }
        if json {
            Console.out(JSONValue.object(rounded.map { ($0.key, $1) }).formatted())
        } else {
            for (f, value) in rounded { Console.out("\(f.label): \(value.formatted())") }
        }
    }
}
