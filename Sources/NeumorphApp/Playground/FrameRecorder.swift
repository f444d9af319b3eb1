import Foundation
import Platform
import Raster

/// Encodes presented frames off the frame loop, through a bounded queue: into an animated WebP
/// (`clip`, timed by the frames' real times) and, when asked, into a `RecordingFolder` of PNGs. At
/// most `maxPendingFrames` frames (and `maxPendingBytes` of pixels) wait to be encoded; a frame
/// beyond that is dropped and counted, since frames can come faster (60 a second) than they are
/// encoded (PNG: about 8 a second) and an unbounded queue grew the window to half a gigabyte. The
/// clip's encoder keeps encoded frames only, never raw ones.
final class FrameRecorder: @unchecked Sendable {
    static let maxPendingFrames = 8
    static let maxPendingBytes = 64 << 20

    let folder: RecordingFolder?
    /// Where the animated WebP goes (a free name is taken beside it if that one is claimed meanwhile).
    let clipPath: String?
    private let compression: AnimatedWebP.Compression
    private let start: Double
    private let toasts: Toasts
    private let lock = NSLock()
    private var pendingFrames = 0
    private var pendingBytes = 0
    private var nextNumber = 1
    private var written = 0
    private var dropped = 0
    private var failure: String?
    /// Used on the writer's queue only.
    private var encoder: AnimatedWebP.Encoder?
    private var firstSize: (width: Int, height: Int)?
    /// The most frames that were ever waiting at once (for tests and the report).
    private(set) var peakPendingFrames = 0

    init(
        folder: RecordingFolder?, clip: String? = nil, compression: AnimatedWebP.Compression = .lossless,
        start: Double, toasts: Toasts
    ) {
        self.folder = folder
        self.clipPath = clip
        self.compression = compression
        self.start = start
        self.toasts = toasts
    }

    /// Queues a frame, or drops it when the queue is full; nothing after a failure.
    func add(_ pixmap: Pixmap, time: Double, writer: BackgroundWriter) {
        let bytes = pixmap.pixels.count * 4
        let number: Int? = locked {
            guard failure == nil else { return nil }
            if firstSize == nil { firstSize = (pixmap.width, pixmap.height) }
            guard
                pendingFrames == 0
                    || (pendingFrames < Self.maxPendingFrames && pendingBytes + bytes <= Self.maxPendingBytes)
            else {
                dropped += 1
                return nil
            }
            pendingFrames += 1
            pendingBytes += bytes
            peakPendingFrames = max(peakPendingFrames, pendingFrames)
            defer { nextNumber += 1 }
            return nextNumber
        }
        guard let number else { return }
        let elapsed = max(0, time - start)
        writer.write { [self] in
            var message: String?
            if locked({ failure == nil }) {
                do {
                    try encode(pixmap, number: number, elapsed: elapsed)
                } catch {
                    message = "\(error)"
                }
            }
            locked {
                pendingFrames -= 1
                pendingBytes -= bytes
                if let message, failure == nil { failure = message } else if message == nil { written += 1 }
            }
            if let message { toasts.show("recording stopped: \(message)", isError: true) }
        }
    }

    /// On the writer's queue: the frame into the clip, then (when asked) as a PNG.
    private func encode(_ pixmap: Pixmap, number: Int, elapsed: Double) throws {
        if clipPath != nil {
            if encoder == nil {
                encoder = try AnimatedWebP.Encoder(
                    width: pixmap.width, height: pixmap.height, compression: compression)
            }
            try encoder?.add(pixmap, milliseconds: Self.milliseconds(elapsed))
        }
        try folder?.add(pixmap, number: number, time: elapsed)
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

    /// Frames queued so far, and frames dropped because the queue was full (for the HUD).
    var frameCount: Int { locked { nextNumber - 1 } }
    var droppedFrames: Int { locked { dropped } }

    /// A write failed: the recording has stopped and the playground should let it go.
    var hasFailed: Bool { locked { failure != nil } }

    /// What the recording holds, for the toast when it ends (once its frames are written).
    var summary: String {
        locked {
            let kept = "recorded \(written) frames" + (clipPath == nil ? " into \(folder?.path ?? "")" : "")
            return dropped == 0 ? kept : "\(kept); dropped \(dropped) (frames came faster than they could be written)"
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
