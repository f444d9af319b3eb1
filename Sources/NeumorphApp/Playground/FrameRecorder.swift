import Foundation
import Platform
import Raster

/// Encodes presented frames off the frame loop: into an animated WebP (`clip`, timed by the frames'
/// real times) on a thread of its own, and, when asked, into a `RecordingFolder` of PNGs on the
/// playground's writer. Each has a bounded queue: at most `maxPendingFrames` frames (and
/// `maxPendingBytes` of pixels) wait; a frame beyond that is dropped from that output and counted,
/// since frames can come faster (60 a second) than they are encoded (PNG: about 8 a second) and an
/// unbounded queue grew the window to half a gigabyte. The PNGs' slower pace does not thin the clip.
/// The clip's encoder keeps encoded frames only, never raw ones.
final class FrameRecorder: @unchecked Sendable {
    static let maxPendingFrames = 8
    static let maxPendingBytes = 64 << 20

    /// One output's queue: what waits, what was written and what was dropped.
    private struct Lane {
        var pendingFrames = 0
        var pendingBytes = 0
        var written = 0
        var dropped = 0
        var peak = 0

        /// Takes a frame of `bytes` into the queue, or counts it dropped.
        mutating func admit(_ bytes: Int) -> Bool {
            guard
                pendingFrames == 0
                    || (pendingFrames < FrameRecorder.maxPendingFrames
                        && pendingBytes + bytes <= FrameRecorder.maxPendingBytes)
            else {
                dropped += 1
                return false
            }
            pendingFrames += 1
            pendingBytes += bytes
            peak = max(peak, pendingFrames)
            return true
        }

        mutating func finished(_ bytes: Int, written ok: Bool) {
            pendingFrames -= 1
            pendingBytes -= bytes
            if ok { written += 1 }
        }
    }

    let folder: RecordingFolder?
    /// Where the animated WebP goes (a free name is taken beside it if that one is claimed meanwhile).
    let clipPath: String?
    private let compression: AnimatedWebP.Compression
    private let start: Double
    private let toasts: Toasts
    private let lock = NSLock()
    private var clipLane = Lane()
    private var framesLane = Lane()
    private var nextNumber = 1
    private var failure: String?
    /// The clip's own thread, so PNG frames waiting on the playground's writer do not hold it up
    /// (never that writer itself: `finish` waits for this one from that one).
    private let clipWriter: BackgroundWriter
    /// Used on `clipWriter` only, and by `finish` once it is drained.
    private var encoder: AnimatedWebP.Encoder?
    private var firstSize: (width: Int, height: Int)?

    init(
        folder: RecordingFolder?, clip: String? = nil, compression: AnimatedWebP.Compression = .lossless,
        start: Double, toasts: Toasts, clipWriter: BackgroundWriter = BackgroundWriter()
    ) {
        self.folder = folder
        self.clipWriter = clipWriter
        self.clipPath = clip
        self.compression = compression
        self.start = start
        self.toasts = toasts
    }

    /// Queues a frame for the clip and the PNG frames, or drops it from an output whose queue is full;
    /// nothing after a failure.
    func add(_ pixmap: Pixmap, time: Double, writer: BackgroundWriter) {
        let bytes = pixmap.pixels.count * 4
        let (toClip, number): (Bool, Int?) = locked {
            guard failure == nil else { return (false, nil) }
            if firstSize == nil { firstSize = (pixmap.width, pixmap.height) }
            let toClip = clipPath != nil && clipLane.admit(bytes)
            guard folder != nil, framesLane.admit(bytes) else { return (toClip, nil) }
            defer { nextNumber += 1 }
            return (toClip, nextNumber)
        }
        let elapsed = max(0, time - start)
        if toClip {
            clipWriter.write { [self] in
                run(bytes, lane: \.clipLane) { () throws in
                    if encoder == nil {
                        encoder = try AnimatedWebP.Encoder(
                            width: pixmap.width, height: pixmap.height, compression: compression)
                    }
                    try encoder?.add(pixmap, milliseconds: Self.milliseconds(elapsed))
                }
            }
        }
        if let number, let folder {
            writer.write { [self] in
                run(bytes, lane: \.framesLane) { () throws in try folder.add(pixmap, number: number, time: elapsed) }
            }
        }
    }

    /// On a writer's thread: one frame into one output, unless the recording already failed.
    private func run(_ bytes: Int, lane: ReferenceWritableKeyPath<FrameRecorder, Lane>, _ work: () throws -> Void) {
        var message: String?
        if locked({ failure == nil }) {
            do {
                try work()
            } catch {
                message = "\(error)"
            }
        }
        locked {
            self[keyPath: lane].finished(bytes, written: message == nil)
            if let message, failure == nil { failure = message }
        }
        if let message { toasts.show("recording stopped: \(message)", isError: true) }
    }

    static func milliseconds(_ seconds: Double) -> Int { Int((seconds * 1000).rounded()) }

    /// Queues the end of the recording behind its last frame: the clip ends at `end` (the window's
    /// clock) and is written, `script` (the captured input) is written as `scriptPath`, and a toast
    /// says where and how large. `done` runs on the writer's queue with the files written.
    func finish(
        end: Double, script: String?, scriptPath: String?, writer: BackgroundWriter,
        done: (@Sendable ([String]) -> Void)? = nil
    ) {
        writer.write { [self] in
            clipWriter.drain()
            var made: [String] = []
            var notes: [String] = []
            if let clipPath, let encoder {
                do {
                    let (path, count) = try encoder.finish(milliseconds: Self.milliseconds(max(0, end - start))) {
                        (try Self.writeBeside($0, as: clipPath), $0.count)
                    }
                    made.append(path)
                    notes.append("\(path) (\(Self.sizeText(count)))")
                } catch {
                    toasts.show("the clip was not written: \(error)", isError: true)
                }
                self.encoder = nil
            }
            if let script, let scriptPath {
                do {
                    let path = try Array(script.utf8).withUnsafeBytes { try Self.writeBeside($0, as: scriptPath) }
                    made.append(path)
                    notes.append(path)
                } catch {
                    toasts.show("the input script was not written: \(error)", isError: true)
                }
            }
            if let folder { notes.append("frames in \(folder.path)") }
            toasts.show("\(summary)\(notes.isEmpty ? "" : ": " + notes.joined(separator: ", "))")
            done?(made)
        }
    }

    /// Writes `bytes` at `path`, or at the first free `-2`, `-3`… beside it when the name was taken.
    private static func writeBeside(_ bytes: UnsafeRawBufferPointer, as path: String) throws(OutputFile.Failure)
        -> String
    {
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension
        let base = url.deletingPathExtension().lastPathComponent
        let parent = (path as NSString).deletingLastPathComponent
        return try OutputFiles.writeNew(bytes, in: parent.isEmpty ? "." : parent, base: base, extension: ext)
    }

    static func sizeText(_ bytes: Int) -> String {
        bytes < 1 << 20
            ? String(format: "%.0f KB", Double(bytes) / 1024) : String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }

    /// The size of the first frame: a clip keeps one size.
    var frameSize: (width: Int, height: Int)? { locked { firstSize } }

    /// Frames queued so far, and frames dropped because the queue was full (for the HUD): the clip's,
    /// or the PNG frames' when there is no clip.
    var frameCount: Int { locked { clipPath == nil ? nextNumber - 1 : clipLane.written + clipLane.pendingFrames } }
    var droppedFrames: Int { locked { clipPath == nil ? framesLane.dropped : clipLane.dropped } }

    /// The most frames that were ever waiting at once in either queue (for tests and the report).
    var peakPendingFrames: Int { locked { max(clipLane.peak, framesLane.peak) } }

    /// A write failed: the recording has stopped and the playground should let it go.
    var hasFailed: Bool { locked { failure != nil } }

    /// What the recording holds, for the toast when it ends (once its frames are written).
    var summary: String {
        locked {
            let because = " (frames came faster than they could be written)"
            guard clipPath != nil else {
                let kept = "recorded \(framesLane.written) frames into \(folder?.path ?? "")"
                return framesLane.dropped == 0 ? kept : "\(kept); dropped \(framesLane.dropped)\(because)"
            }
            var text = "recorded \(clipLane.written) frames"
            if clipLane.dropped > 0 { text += "; dropped \(clipLane.dropped)\(because)" }
            if folder != nil {
                text += "; \(framesLane.written) as PNG"
                if framesLane.dropped > 0 { text += " (\(framesLane.dropped) dropped)" }
            }
            return text
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
