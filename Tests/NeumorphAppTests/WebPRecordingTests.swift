import Foundation
import PlainText
import Platform
import Raster
import Testing

@testable import NeumorphApp

/// Recordings people can share: `record --out FILE.webp` holds the frames the PNG path writes, R in
/// the window writes a clip and the input as a script, and that script replays to the same frame.
@Suite(.serialized) @MainActor struct WebPRecordingTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("neumorph-webp-\(UUID().uuidString)")
        .path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// A press of the dark scene's button and a click on its toggle, at 640×400.
    static let press = """
        0.05 mouse move 320 140
        0.10 mouse down 320 140
        0.35 mouse up 320 140
        0.40 mouse move 320 260
        0.45 mouse down 320 260
        0.60 mouse up 320 260
        """

    static func decoded(_ path: String) throws -> [(frame: Pixmap, start: Int, end: Int)] {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var frames: [(Pixmap, Int, Int)] = []
        try AnimatedWebP.decode(bytes) { frame, start, end in
            frames.append((frame, start, end))
            return true
        }
        return frames
    }

    /// The clip's frame on show at `milliseconds`.
    static func shown(at milliseconds: Int, in clip: [(frame: Pixmap, start: Int, end: Int)]) -> Pixmap? {
        clip.first { $0.start <= milliseconds && milliseconds < $0.end }?.frame
    }

    static func meanError(_ a: Pixmap, _ b: Pixmap) -> Double {
        var total = 0
        for i in a.pixels.indices {
            for shift in [16, 8, 0] as [UInt32] {
                total += abs(Int((a.pixels[i] >> shift) & 0xFF) - Int((b.pixels[i] >> shift) & 0xFF))
            }
        }
        return Double(total) / Double(a.pixels.count * 3)
    }

    @Test func aScriptedPressInWebPShowsThePNGFramesAtTheirTimes() throws {
        let script = "\(folder)/press.txt"
        try Self.press.write(toFile: script, atomically: true, encoding: .utf8)
        let common = ["--script", script, "--size", "640x400", "--fps", "30", "--duration", "1", "--threads", "1"]
        try RecordCommand.run(common + ["--out", "\(folder)/frames"])
        try RecordCommand.run(common + ["--out", "\(folder)/press.webp"])
        try RecordCommand.run(common + ["--out", "\(folder)/lossy.webp", "--quality", "80"])
        let lossless = try Self.decoded("\(folder)/press.webp")
        let lossy = try Self.decoded("\(folder)/lossy.webp")
        let listed = try TextFile.read("\(folder)/frames/frames.txt").split(separator: "\n")
        #expect(listed.count == 31)
        // Unchanged frames are merged into the one before: the dark scene's seed styles do not animate,
        // so the clip holds the start, the press, the release and the toggle's flip.
        #expect(lossless.count >= 4 && lossless.count < listed.count, "\(lossless.count) frames")
        #expect(lossless.last?.end == 1033)
        var worstLossy = 0.0
        for line in listed {
            let parts = line.split(separator: " ")
            let png = try PNGFile.read("\(folder)/frames/\(parts[0])")
            let time = FrameRecorder.milliseconds(Double(parts[1])!)
            let exact = try #require(Self.shown(at: time, in: lossless))
            #expect(exact == png, "lossless frame at \(time) ms differs from \(parts[0])")
            let close = try #require(Self.shown(at: time, in: lossy))
            worstLossy = max(worstLossy, Self.meanError(close, png))
        }
        #expect(worstLossy > 0 && worstLossy < 2, "lossy mean channel error \(worstLossy)")
        let sizes = try ["press.webp", "lossy.webp"].map {
            try FileManager.default.attributesOfItem(atPath: "\(folder)/\($0)")[.size] as! Int
        }
        #expect(sizes[1] < sizes[0], "lossy \(sizes[1]) B is not smaller than lossless \(sizes[0]) B")
    }

    @Test func aTakenNameOrAQualityForAFolderIsRefusedBeforeAnyFrame() throws {
        let script = "\(folder)/press.txt"
        try Self.press.write(toFile: script, atomically: true, encoding: .utf8)
        try "mine".write(toFile: "\(folder)/taken.webp", atomically: true, encoding: .utf8)
        #expect(throws: CommandFailure.self) {
            try RecordCommand.run(["--script", script, "--out", "\(folder)/taken.webp", "--size", "64x40"])
        }
        #expect(try TextFile.read("\(folder)/taken.webp") == "mine")
        #expect(throws: CommandFailure.self) {
            try RecordCommand.run(["--script", script, "--out", "\(folder)/dir", "--quality", "50"])
        }
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/dir"))
    }

    /// The window's recording, driven as the window drives the playground (real time, real frames):
    /// R, a click on the toggle, R. The clip holds the scene without the HUD, the script replays it.
    @Test func aCapturedScriptReplaysToTheWindowsLastFrame() throws {
        let (playground, driver) = windowPlayground()
        let size = WindowDriver.size
        func frames(until seconds: Double) { driver.run(until: seconds) }
        playground.pointer(.pointerMoved(Point(x: 100, y: 100)))
        frames(until: 0.1)
        playground.keyDown(.character("r"), modifiers: [.shift])
        frames(until: 0.2)
        playground.pointer(.pointerMoved(Point(x: 320, y: 260)))
        frames(until: 0.3)
        playground.pointer(.pointerDown(Point(x: 320, y: 260)))
        frames(until: 0.4)
        playground.pointer(.pointerUp(Point(x: 320, y: 260)))
        playground.keyDown(.character("c"), modifiers: [])
        playground.keyUp(.character("c"), modifiers: [])
        frames(until: 2.2)
        playground.keyDown(.character("r"), modifiers: [])
        _ = playground.render(size: size, scale: 1, time: Stopwatch.now())
        playground.finishWrites()
        #expect(playground.recorder == nil)

        let names = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/Recordings").sorted()
        let clipName = try #require(names.first { $0.hasSuffix(".webp") }, "\(names)")
        let base = String(clipName.dropLast(".webp".count))
        #expect(names == [base, "\(base).txt", clipName])
        let text = try TextFile.read("\(folder)/Recordings/\(base).txt")
        #expect(text.contains("#@ scene dark\n") && text.contains("#@ size 640x400\n"), "\(text)")
        #expect(text.contains("mouse down 320 260") && text.contains("key down c"), "\(text)")
        #expect(!text.contains(" r\n"), "the recording key was captured:\n\(text)")
        let window = try Self.decoded("\(folder)/Recordings/\(clipName)")
        let last = try #require(window.last?.frame)
        // The frames folder (Shift-R) ends on the same picture.
        let pngs = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/Recordings/\(base)")
            .filter { $0.hasSuffix(".png") }.sorted()
        #expect(try PNGFile.read("\(folder)/Recordings/\(base)/\(pngs.last!)") == last)
        if let dump = ProcessInfo.processInfo.environment["NEUMORPH_DUMP_CLIP"] { try PNGFile.write(last, to: dump) }

        try RecordCommand.run([
            "--script", "\(folder)/Recordings/\(base).txt", "--out", "\(folder)/replay.webp", "--threads", "1",
        ])
        let replay = try Self.decoded("\(folder)/replay.webp")
        #expect(replay.last?.frame == last, "the replay's last frame differs from the window's")
        try RecordCommand.run([
            "--script", "\(folder)/Recordings/\(base).txt", "--out", "\(folder)/sharper.webp", "--scale", "2",
            "--fps", "10",
        ])
        let sharper = try Self.decoded("\(folder)/sharper.webp")
        #expect(sharper.last?.frame.width == 1280 && sharper.last?.frame.height == 800)
    }

    /// A colour typed during a recording (`#`, then six digits that would otherwise switch scenes and
    /// schemes) is captured and replays to the same colour.
    @Test func aColourTypedWhileRecordingReplays() throws {
        let (playground, driver) = windowPlayground()
        let size = WindowDriver.size
        let begin = driver.begin
        func frames(until seconds: Double) { driver.run(until: seconds) }
        frames(until: 0.1)
        playground.keyDown(.character("r"), modifiers: [])
        frames(until: 0.2)
        for (key, modifiers) in [(Character("#"), KeyModifiers())] + "c08d8e".map({ ($0, KeyModifiers()) }) {
            playground.keyDown(.character(key), modifiers: modifiers)
            playground.keyUp(.character(key), modifiers: modifiers)
            frames(until: Stopwatch.now() - begin + 0.03)
        }
        frames(until: 0.8)
        #expect(playground.session.parameters.baseColor?.hex == "#C08D8E")
        #expect(playground.session.scene.name == "dark" && playground.session.scheme == .dark)
        playground.keyDown(.character("r"), modifiers: [])
        _ = playground.render(size: size, scale: 1, time: Stopwatch.now())
        playground.finishWrites()
        let names = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/Recordings").sorted()
        let clipName = try #require(names.first { $0.hasSuffix(".webp") }, "\(names)")
        let base = String(clipName.dropLast(".webp".count))
        let text = try TextFile.read("\(folder)/Recordings/\(base).txt")
        #expect(text.contains("key down shift+3") && text.contains("key down 8"), "\(text)")
        let last = try #require(try Self.decoded("\(folder)/Recordings/\(clipName)").last?.frame)
        try RecordCommand.run([
            "--script", "\(folder)/Recordings/\(base).txt", "--out", "\(folder)/colour.webp", "--threads", "1",
        ])
        #expect(try Self.decoded("\(folder)/colour.webp").last?.frame == last, "the replay lost the typed colour")
    }

    /// Frames stream into the encoder: over 10,000 frames that all differ, resident memory grows by
    /// what the encoder keeps (the encoded frames, about the file's size), never by raw frames.
    @Test func tenThousandFramesKeepMemoryFlat() throws {
        let width = 160
        let height = 100
        var base = Pixmap(width: width, height: height)!
        for i in base.pixels.indices {
            base.pixels[i] = PixelFormat.pack(a: 255, r: UInt32(i % width), g: UInt32(i / width * 2), b: 80)
        }
        let writer = BackgroundWriter()
        let clipWriter = BackgroundWriter()
        let recorder = FrameRecorder(
            folder: nil, clip: "\(folder)/long.webp", start: 0, toasts: Toasts(), clipWriter: clipWriter)
        var atThousand = 0.0
        for n in 0..<10_000 {
            var frame = base
            let x = n % (width - 8)
            let y = (n / (width - 8)) % (height - 8)
            for row in y..<(y + 8) { for column in x..<(x + 8) { frame.pixels[row * width + column] = 0xFFF0_F0F0 } }
            recorder.add(frame, time: Double(n) / 60, writer: writer)
            if n % 4 == 3 { clipWriter.drain() }
            if n == 999 {
                clipWriter.drain()
                atThousand = ResidentMemory.currentMegabytes
            }
        }
        clipWriter.drain()
        let atEnd = ResidentMemory.currentMegabytes
        #expect(recorder.droppedFrames == 0)
        recorder.finish(end: 10_000.0 / 60, script: nil, scriptPath: nil, writer: writer)
        writer.drain()
        let size = try FileManager.default.attributesOfItem(atPath: "\(folder)/long.webp")[.size] as! Int
        let info = try AnimatedWebP.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(folder)/long.webp")))) {
            _, _, _ in false
        }
        #expect(info.frameCount == 10_000)
        let growth = atEnd - atThousand
        print(
            String(
                format: "10,000 frames: RSS %.1f MB at 1,000, %.1f MB at 10,000; clip %.2f MB", atThousand, atEnd,
                Double(size) / 1_048_576))
        // 9,000 raw frames would be 550 MB; the encoded ones are the file's size (measured alone: a
        // few MB more). RSS is the whole test process's, and suites running beside this one hold
        // transient canvases of up to a few hundred MB (a 4096×4096 frame is 64 MB), so the bound is
        // half the raw frames: far above what streaming keeps, far below what buffering would.
        #expect(growth < Double(size) / 1_048_576 + 275, "RSS grew \(growth) MB for a \(size)-byte clip")
    }

    /// When something sits beside the scene, the clip holds the scene's region alone and the pointer is
    /// captured relative to it.
    @Test func aRegionOfTheWindowIsRecordedAndTheScriptIsRelativeToIt() throws {
        let session = SceneSession(scene: SceneCatalog.all.first { $0.name == "dark" }!)
        let size = Size(width: 640, height: 400)
        let scene = session.commands(of: session.frame(size: size, time: 0))
        var full = try Frame.canvas(size: size, scale: 1)
        session.renderer.render(scene, appearance: session.appearance, into: &full)
        let region = Rect(x: 200, y: 40, width: 300, height: 320)
        let toasts = Toasts()
        let writer = BackgroundWriter()
        let recording = try WindowRecording.start(
            in: "\(folder)/Recordings", session: session, region: region, style: nil,
            pointer: Point(x: 320, y: 140), withFrames: false, start: 0, toasts: toasts)
        #expect(
            recording.add(scene: scene, session: session, region: region, scale: 1, time: 0.1, writer: writer) == nil)
        recording.capture.pointer(.pointerDown(Point(x: 320, y: 140)), at: 0.2)
        let moved = Rect(x: 0, y: 0, width: 300, height: 320)
        #expect(
            recording.add(scene: scene, session: session, region: moved, scale: 1, time: 0.3, writer: writer)
                == "the scene moved in the window")
        recording.stop(at: 0.5, writer: writer)
        writer.drain()
        let names = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/Recordings")
        let clip = try Self.decoded("\(folder)/Recordings/\(try #require(names.first { $0.hasSuffix(".webp") }))")
        let frame = try #require(clip.first?.frame)
        #expect(frame.width == 300 && frame.height == 320)
        var worst: UInt32 = 0
        var differing = 0
        for y in 0..<320 {
            for x in 0..<300 {
                let (a, b) = (frame.pixels[y * 300 + x], full.pixmap.pixels[(y + 40) * 640 + x + 200])
                if a != b { differing += 1 }
                for shift in [16, 8, 0] as [UInt32] {
                    let (p, q) = ((a >> shift) & 0xFF, (b >> shift) & 0xFF)
                    worst = max(worst, p > q ? p - q : q - p)
                }
            }
        }
        // The gradients' ordered dither follows the clip's own pixels (as in `record`, where the scene
        // starts at the corner), so they may differ from the window's by a level.
        #expect(worst <= 1, "the clip is not the scene's region: \(differing) pixels differ, by up to \(worst)")
        let script = try TextFile.read("\(folder)/Recordings/\(names.first { $0.hasSuffix(".txt") }!)")
        #expect(script.contains("#@ size 300x320\n") && script.contains("0.000 mouse move 120 100\n"), "\(script)")
        #expect(script.contains("0.200 mouse down 120 100\n"), "\(script)")
    }

    /// A script's settings are checked like its events: by name, once each.
    @Test func settingsAreReadAndCheckedByLine() throws {
        let script = try InputScript(text: "#@ scene dark\n#@ size 64x40\n# a comment\n0.1 key c\n")
        #expect(script.settings == ["scene": "dark", "size": "64x40"])
        #expect(script.events.count == 2)
        #expect(throws: InputScript.ParseError.self) { try InputScript(text: "#@ colour red\n") }
        #expect(throws: InputScript.ParseError.self) { try InputScript(text: "#@ scene dark\n#@ scene simple\n") }
    }

    @Test func keysAreNamedAsTheScriptReadsThem() throws {
        #expect(InputCapture.name(of: .tab, modifiers: .shift) == "shift+tab")
        #expect(InputCapture.name(of: .enter, modifiers: []) == "return")
        #expect(InputCapture.name(of: .character("C"), modifiers: []) == "c")
        #expect(InputCapture.name(of: .function(3), modifiers: .control) == "ctrl+f3")
        // `#` is a comment in a script: it is written as Shift-3, which types a colour as `#` does.
        let hash = try #require(InputCapture.name(of: .character("#"), modifiers: []))
        let typed = try InputScript(text: "0 key down \(hash)\n")
        #expect(typed.events.first?.action == .keyDown(.character("3"), .shift))
        #expect(KeyBinding.action(for: .character("3"), modifiers: .shift) == .typeColor)
        for key: Key in [.space, .escape, .left, .pageDown, .printScreen, .backspace] {
            let name = try #require(InputCapture.name(of: key, modifiers: []))
            let parsed = try InputScript(text: "0 key down \(name)\n")
            #expect(parsed.events.first?.action == .keyDown(key, []), "\(name)")
        }
    }

    /// The dark scene's playground recording into this test's folder, and its frames driven as the
    /// window drives them: real time, a frame every 15 ms.
    func windowPlayground() -> (Playground, WindowDriver) {
        let playground = Playground(scene: SceneCatalog.all.first { $0.name == "dark" }!, scheme: nil)
        playground.recordingFolder = "\(folder)/Recordings"
        return (playground, WindowDriver(playground: playground, begin: Stopwatch.now()))
    }
}

/// Renders a playground's frames as the window would until a time since `begin`.
@MainActor
struct WindowDriver {
    static let size = Size(width: 640, height: 400)
    let playground: Playground
    let begin: Double

    func run(until seconds: Double) {
        while Stopwatch.now() - begin < seconds {
            _ = playground.render(size: Self.size, scale: 1, time: Stopwatch.now())
            usleep(15_000)
        }
    }
}
