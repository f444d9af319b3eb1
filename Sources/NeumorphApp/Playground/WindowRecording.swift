import Foundation
import Platform
import Raster
import Render
import Style
import UI

/// R in the window: the presented scene (without the HUD and toasts, as `record` draws it) as
/// `Recordings/SCENE-TIME.webp`, the input captured beside it as `SCENE-TIME.txt`, and with Shift-R
/// the PNG frames in `SCENE-TIME/` too. `neumorph record --script SCENE-TIME.txt` replays it.
@MainActor
final class WindowRecording {
    let recorder: FrameRecorder
    let capture: InputCapture
    let start: Double
    let scriptPath: String
    /// What the recording draws into: the scene alone, redrawn where it changed.
    private var canvas: Canvas?
    private var previousScene: [DrawCommand]?
    private var previousAppearance: Appearance?

    /// Recordings stop here: the longest script `record` replays.
    static let longest = InputScript.longestTime

    private init(recorder: FrameRecorder, capture: InputCapture, start: Double, scriptPath: String) {
        self.recorder = recorder
        self.capture = capture
        self.start = start
        self.scriptPath = scriptPath
    }

    /// Starts recording what `session` shows at `size` into `parent`, under a base name no file or
    /// folder there has yet.
    static func start(
        in parent: String, session: SceneSession, region: Rect, style: StyleOption?, pointer: Point?,
        withFrames: Bool, start: Double, toasts: Toasts
    ) throws -> WindowRecording {
        try OutputFiles.ensureFolder(parent)
        let stamp = "\(session.scene.name)-\(Playground.timestamp())"
        var base = stamp
        var n = 1
        while ["", ".webp", ".txt"].contains(where: { FileManager.default.fileExists(atPath: "\(parent)/\(base)\($0)") }
        ) {
            n += 1
            base = "\(stamp)-\(n)"
        }
        let folder = withFrames ? try RecordingFolder.prepare("\(parent)/\(base)") : nil
        let recorder = FrameRecorder(folder: folder, clip: "\(parent)/\(base).webp", start: start, toasts: toasts)
        let capture = InputCapture(session: session, region: region, style: style, pointer: pointer, start: start)
        return WindowRecording(recorder: recorder, capture: capture, start: start, scriptPath: "\(parent)/\(base).txt")
    }

    /// Draws the frame's scene into the recording's own canvas (only what changed since its last
    /// frame) and queues it; returns why the recording must stop, if it must. `region` is where the
    /// scene is laid out in the window, in points (the whole window unless something sits beside
    /// it); the clip holds that region, and the captured pointer is relative to it.
    func add(
        scene: [DrawCommand], session: SceneSession, region: Rect, scale: Double, time: Double,
        writer: BackgroundWriter
    ) -> String? {
        if recorder.hasFailed { return "" }
        if time - start > Self.longest { return "recordings stop at \(Int(Self.longest)) s" }
        if region.origin != capture.origin { return "the scene moved in the window" }
        let size = region.size
        let width = Int((size.width * scale).rounded())
        let height = Int((size.height * scale).rounded())
        if let first = recorder.frameSize, first != (width, height) {
            return "the window changed size"
        }
        var target: Canvas
        var damage: [IntRect]?
        if let canvas, canvas.pixmap.width == width, canvas.pixmap.height == height, canvas.transform.a == scale,
            let previous = previousScene,
            previousAppearance == session.appearance
        {
            target = canvas
            damage = Damage.rects(from: previous, to: scene, transform: target.transform, bounds: target.deviceBounds)
        } else {
            guard var fresh = try? Frame.canvas(size: size, scale: scale) else { return "the frame is too large" }
            fresh.transform = AffineTransform(
                a: scale, b: 0, c: 0, d: scale, tx: -region.origin.x * scale, ty: -region.origin.y * scale)
            target = fresh
        }
        self.canvas = nil
        if let damage {
            if !damage.isEmpty {
                session.renderer.render([(scene, session.appearance)], into: &target, within: damage)
            }
        } else {
            target.clear()
            session.renderer.render(scene, appearance: session.appearance, into: &target)
        }
        recorder.add(target.pixmap, time: time, writer: writer)
        canvas = target
        previousScene = scene
        previousAppearance = session.appearance
        return nil
    }

    /// Ends the recording at `time`: the clip and the script are written behind its last frame.
    func stop(at time: Double, writer: BackgroundWriter, done: (@Sendable ([String]) -> Void)? = nil) {
        let end = min(time, start + Self.longest)
        recorder.finish(
            end: end, script: capture.text(end: end), scriptPath: scriptPath, writer: writer, done: done)
    }
}
