import Dispatch
import Platform
import Raster
import Synchronization

/// Encodes and writes a batch's images on `threads` threads while the main thread renders the next
/// ones: encoding a PNG costs several times what rendering it does, so this is where the cores go. At
/// most `threads` images wait or are being written, which bounds the memory a batch holds. Files are
/// written with `.keep`, claimed by the write itself: an existing file is never replaced, even one
/// made after the batch checked the folder.
final class BatchWriter: Sendable {
    let threads: Int
    let progress: BatchProgress
    private let queue = DispatchQueue(label: "neumorph.batch", attributes: .concurrent)
    private let group = DispatchGroup()
    private let slots: DispatchSemaphore
    private let failure = Mutex<String?>(nil)

    init(threads: Int, progress: BatchProgress) {
        self.threads = threads
        self.progress = progress
        slots = DispatchSemaphore(value: threads)
    }

    /// The first write that failed, as the message that ends the batch.
    var firstFailure: String? { failure.withLock { $0 } }

    /// Writes `pixmap` to `path`, on this thread when there is one thread, else on a writer thread
    /// (waiting for one to be free).
    func write(_ pixmap: Pixmap, to path: String) {
        guard threads > 1 else {
            encodeAndWrite(pixmap, path)
            return
        }
        slots.wait()
        queue.async(group: group) { [self] in
            encodeAndWrite(pixmap, path)
            slots.signal()
        }
    }

    /// Waits until every image handed over is written (or has failed).
    func drain() { group.wait() }

    private func encodeAndWrite(_ pixmap: Pixmap, _ path: String) {
        guard firstFailure == nil else { return }
        do {
            try PNGFile.write(pixmap, to: path, overwrite: false)
            progress.wrote(path, width: pixmap.width, height: pixmap.height)
        } catch {
            failure.withLock { $0 = $0 ?? "neumorph: \(error.description)" }
        }
    }
}
