import Foundation
import Platform
import Raster

/// New files and folders that never replace anything that exists.
enum OutputFiles {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Creates `folder` if needed; a path that cannot be made is a clear failure.
    static func ensureFolder(_ folder: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw Failure(description: "'\(folder)' exists and is not a folder") }
            guard FileManager.default.isWritableFile(atPath: folder) else {
                throw Failure(description: "the folder '\(folder)' is not writable")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create the folder '\(folder)': \(error.localizedDescription)")
        }
    }

    /// `folder/base.ext`, or `base-2.ext`, `base-3.ext`, … — the first name not taken.
    static func newFile(in folder: String, base: String, extension ext: String) throws -> String {
        try ensureFolder(folder)
        for n in 1...10_000 {
            let path = "\(folder)/\(base)\(n == 1 ? "" : "-\(n)").\(ext)"
            if !FileManager.default.fileExists(atPath: path) { return path }
        }
        throw Failure(description: "no free file name for '\(base)' in '\(folder)'")
    }

    /// A new, empty folder `parent/base` (or `base-2`, …).
    static func newFolder(in parent: String, base: String) throws -> String {
        try ensureFolder(parent)
        for n in 1...10_000 {
            let path = "\(parent)/\(base)\(n == 1 ? "" : "-\(n)")"
            if !FileManager.default.fileExists(atPath: path) {
                try ensureFolder(path)
                return path
            }
        }
        throw Failure(description: "no free folder name for '\(base)' in '\(parent)'")
    }
}

/// File writes off the frame: one serial queue, so frames stay in order and the loop never waits.
/// The queue never calls SDL: the window loop polls `isBusy` instead, since waking SDL's event wait
/// from another thread sent an X event to a window being destroyed (BadWindow ends the process).
final class BackgroundWriter: @unchecked Sendable {
    private let queue = DispatchQueue(label: "neumorph.writer")
    private let group = DispatchGroup()
    private let lock = NSLock()
    private var pending = 0

    func write(_ work: @escaping @Sendable () -> Void) {
        lock.lock()
        pending += 1
        lock.unlock()
        queue.async(group: group) { [self] in
            work()
            lock.lock()
            pending -= 1
            lock.unlock()
        }
    }

    /// Writes are queued or running.
    var isBusy: Bool {
        lock.lock()
        defer { lock.unlock() }
        return pending > 0
    }

    func drain() { group.wait() }
}

/// Short messages at the bottom of the window; thread-safe, since writes finish on the writer queue.
public final class Toasts: @unchecked Sendable {
    public struct Toast: Sendable {
        public let text: String
        public let isError: Bool
        public let shown: Double
    }
    private let lock = NSLock()
    private var items: [Toast] = []
    public static let duration = 3.0

    public func show(_ text: String, isError: Bool = false) {
        if isError { Console.error("neumorph: \(text)") }
        lock.lock()
        items.append(Toast(text: text, isError: isError, shown: Stopwatch.now()))
        if items.count > 4 { items.removeFirst(items.count - 4) }
        lock.unlock()
    }

    public func current(at time: Double) -> [Toast] {
        lock.lock()
        defer { lock.unlock() }
        items.removeAll { time - $0.shown > Self.duration }
        return items
    }

    public func isShowing(at time: Double) -> Bool { !current(at: time).isEmpty }
}

/// Writes every presented frame as a numbered PNG, with the frame times in `frames.txt`.
public final class FrameRecorder {
    public let folder: String
    public private(set) var frameCount = 0
    private let start: Double
    private let toasts: Toasts

    init(folder: String, start: Double, toasts: Toasts) {
        self.folder = folder
        self.start = start
        self.toasts = toasts
    }

    func add(_ pixmap: Pixmap, time: Double, writer: BackgroundWriter) {
        frameCount += 1
        let index = frameCount
        let folder = self.folder
        let elapsed = max(0, time - start)
        let toasts = self.toasts
        writer.write {
            let name = String(format: "frame-%05d.png", index)
            do {
                try PNGFile.write(pixmap, to: "\(folder)/\(name)")
                let line = String(format: "%@ %.4f\n", name, elapsed)
                let times = "\(folder)/frames.txt"
                if let handle = FileHandle(forWritingAtPath: times) {
                    handle.seekToEndOfFile()
                    handle.write(Data(line.utf8))
                    handle.closeFile()
                } else {
                    _ = FileManager.default.createFile(atPath: times, contents: Data(line.utf8))
                }
            } catch {
                toasts.show("recording frame \(index) failed: \(error)", isError: true)
            }
        }
    }
}
