import Dispatch
import Platform
import Raster
import Synchronization

/// Encodes, digests and writes a snapshot run's pictures on `threads` threads while the main thread
/// renders the next ones (encoding a PNG costs more than drawing it), and keeps what became of each:
/// its SHA-256, or why it was not written. The PNG holds only the pixels (no time, no name), so the
/// same picture is the same bytes on any run and any number of threads.
final class SnapshotWriter: Sendable {
    /// What became of one picture.
    enum Outcome: Sendable, Equatable {
        case written(sha256: String, width: Int, height: Int)
        case failed(String)
    }

    let threads: Int
    let progress: BatchProgress
    private let queue = DispatchQueue(label: "neumorph.snapshot", attributes: .concurrent)
    private let group = DispatchGroup()
    private let slots: DispatchSemaphore
    private let outcomes = Mutex<[String: Outcome]>([:])

    init(threads: Int, progress: BatchProgress) {
        self.threads = threads
        self.progress = progress
        slots = DispatchSemaphore(value: threads)
    }

    /// What became of each picture handed over, by its path under the output folder.
    var results: [String: Outcome] { outcomes.withLock { $0 } }

    /// Records a picture that could not be drawn.
    func failed(_ relativePath: String, _ message: String) {
        outcomes.withLock { $0[relativePath] = .failed(message) }
        progress.advance(or: "failed \(relativePath): \(message)")
    }

    /// Writes `pixmap` as `folder/relativePath`, on this thread when there is one, else on a writer
    /// thread (waiting for one to be free).
    func write(_ pixmap: Pixmap, to relativePath: String, in folder: String) {
        guard threads > 1 else {
            encodeAndWrite(pixmap, relativePath, folder)
            return
        }
        slots.wait()
        queue.async(group: group) { [self] in
            encodeAndWrite(pixmap, relativePath, folder)
            slots.signal()
        }
    }

    /// The folders `relativePath` goes in (`Module/File/`), made a level at a time under `folder`
    /// (another thread may make one at the same time).
    static func makeFolders(of relativePath: String, in folder: String) throws(OutputFile.Failure) {
        var made = folder
        for part in relativePath.split(separator: "/").dropLast() {
            made += "/\(part)"
            try OutputFiles.ensureFolder(made)
        }
    }

    /// Waits until every picture handed over is written (or has failed).
    func drain() { group.wait() }

    private func encodeAndWrite(_ pixmap: Pixmap, _ relativePath: String, _ folder: String) {
        let path = "\(folder)/\(relativePath)"
        do {
            let bytes = try PNGFile.encoded(pixmap, path: path)
            try Self.makeFolders(of: relativePath, in: folder)
            try OutputFile.write(bytes, to: path, existing: .replaceRegularFile)
            let outcome = Outcome.written(sha256: SHA256.hex(bytes), width: pixmap.width, height: pixmap.height)
            outcomes.withLock { $0[relativePath] = outcome }
            progress.wrote(path, width: pixmap.width, height: pixmap.height)
        } catch {
            outcomes.withLock { $0[relativePath] = .failed("\(error)") }
            progress.advance(or: "failed \(path): \(error)")
        }
    }
}
