import Foundation
import Platform
import Raster

/// Writes presented frames into a `RecordingFolder` off the frame loop, through a bounded queue:
/// at most `maxPendingFrames` frames (and `maxPendingBytes` of pixels) wait to be encoded; a frame
/// beyond that is dropped and counted, since frames come faster (60 a second) than PNGs are
/// encoded (about 8 a second) and an unbounded queue grew the window to half a gigabyte.
final class FrameRecorder: @unchecked Sendable {
    static let maxPendingFrames = 8
    static let maxPendingBytes = 64 << 20

    let folder: RecordingFolder
    private let start: Double
    private let toasts: Toasts
    private let lock = NSLock()
    private var pendingFrames = 0
    private var pendingBytes = 0
    private var nextNumber = 1
    private var written = 0
    private var dropped = 0
    private var failure: String?
    /// The most frames that were ever waiting at once (for tests and the report).
    private(set) var peakPendingFrames = 0

    init(folder: RecordingFolder, start: Double, toasts: Toasts) {
        self.folder = folder
        self.start = start
        self.toasts = toasts
    }

    /// Queues a frame, or drops it when the queue is full; nothing after a failed write.
    func add(_ pixmap: Pixmap, time: Double, writer: BackgroundWriter) {
        let bytes = pixmap.pixels.count * 4
        let number: Int? = locked {
            guard failure == nil else { return nil }
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
                do throws(RecordingFolder.Failure) {
                    try folder.add(pixmap, number: number, time: elapsed)
                } catch {
                    message = error.description
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

    /// Frames queued so far, and frames dropped because the queue was full (for the HUD).
    var frameCount: Int { locked { nextNumber - 1 } }
    var droppedFrames: Int { locked { dropped } }

    /// A write failed: the recording has stopped and the playground should let it go.
    var hasFailed: Bool { locked { failure != nil } }

    /// What the recording holds, for the toast when it ends (once its frames are written).
    var summary: String {
        locked {
            let kept = "recorded \(written) frames into \(folder.path)"
            return dropped == 0 ? kept : "\(kept); dropped \(dropped) (frames came faster than they could be written)"
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
