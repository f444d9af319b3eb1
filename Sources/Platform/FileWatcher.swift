import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Calls `onChange` shortly after files are saved, without polling the disk: the playground re-renders
/// a user's style file, and re-reads any file of its module that is saved, this way.
///
/// The watch is on each file's *folder*, filtered by the files' names: one system watch a folder,
/// however many files it holds. Editors that save by writing a temporary file and renaming it over
/// the original (vim, VS Code, Xcode) replace the inode, which a watch on the file itself would lose;
/// a folder watch sees the rename, and a file deleted and made again later. Renaming a file away
/// counts as a change, like deleting it: either way the old contents are gone. The system's events
/// come from a `FolderEvents` of the platform's own (inotify on Linux, kqueue on macOS); the
/// coalescing below is the same on both.
///
/// `onChange` runs on the watcher's own thread with the paths that changed, as they were given. One
/// save is many events (create, write, attributes, rename), so they are coalesced: the call comes
/// once the folders have been quiet for `quietInterval`, and no later than `longestDelay` after the
/// first event of a burst.
public final class FileWatcher: Sendable {
    /// Why a file cannot be watched.
    public struct Failure: Error, CustomStringConvertible {
        public var path: String
        public var reason: String

        public var description: String { "cannot watch \(path): \(reason)" }
    }

    /// A burst of events ends when none has come for this long.
    static let quietInterval: Duration = .milliseconds(20)
    /// An editor that keeps writing still gets a call this often.
    static let longestDelay: Duration = .milliseconds(80)

    /// `@unchecked`: the thread is only compared with `Thread.current`, never used otherwise.
    private struct Running: @unchecked Sendable {
        /// Closing it wakes the thread's wait (the read end reports a hang-up) and ends the thread.
        var stopWriteEnd: Int32
        /// Signalled when the thread has ended, so `stop` can wait for it.
        var ended: DispatchSemaphore
        var thread: Thread
    }
    private let running: Mutex<Running?>

    /// Starts watching `path`; its folder must exist, the file need not.
    public convenience init(path: String, onChange: @escaping @Sendable () -> Void) throws(Failure) {
        try self.init(paths: [path]) { _ in onChange() }
    }

    /// Starts watching every file of `paths`; their folders must exist, the files need not.
    public init(paths: [String], onChange: @escaping @Sendable ([String]) -> Void) throws(Failure) {
        guard !paths.isEmpty else { throw Failure(path: "", reason: "there are no files to watch") }
        var folders: [(folder: String, names: [String: String])] = []
        for path in paths {
            let (folder, name) = try Self.split(path)
            if let index = folders.firstIndex(where: { $0.folder == folder }) {
                folders[index].names[name] = path
            } else {
                folders.append((folder, [name: path]))
            }
        }
        var stopPipe: [Int32] = [-1, -1]
        // Glibc's module leaves out `pipe2` (it is a GNU extension), hence `pipe` and then close-on-exec.
        guard pipe(&stopPipe) == 0,
            fcntl(stopPipe[0], F_SETFD, FD_CLOEXEC) == 0, fcntl(stopPipe[1], F_SETFD, FD_CLOEXEC) == 0
        else {
            let reason = Self.reason(errno, folder: folders.first?.folder ?? ".")
            for end in stopPipe where end >= 0 { close(end) }
            throw Failure(path: paths.first ?? "", reason: reason)
        }
        let events: FolderEvents
        do {
            events = try FolderEvents(folders: folders, stopReadEnd: stopPipe[0])
        } catch {
            close(stopPipe[0])
            close(stopPipe[1])
            let failed = folders[min(error.folder, folders.count - 1)]
            throw Failure(
                path: failed.names.values.sorted().first ?? failed.folder,
                reason: Self.reason(error.code, folder: failed.folder))
        }
        let ended = DispatchSemaphore(value: 0)
        let loop = WatchLoop(events: events, onChange: onChange)
        let thread = Thread {
            loop.run()
            ended.signal()
        }
        thread.name = "neumorph file watcher"
        running = Mutex(Running(stopWriteEnd: stopPipe[1], ended: ended, thread: thread))
        thread.start()
    }

    deinit { stop() }

    /// Ends the watch; once it returns, `onChange` is not called again (unless `stop` is called from
    /// `onChange` itself, which cannot wait for its own thread). Calling it again does nothing.
    public func stop() {
        guard let running = running.withLock({ $0.take() }) else { return }
        close(running.stopWriteEnd)
        if Thread.current != running.thread { running.ended.wait() }
    }

    /// The folder to watch and the file's name in it.
    private static func split(_ path: String) throws(Failure) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else {
            guard !path.isEmpty, path != ".", path != ".." else {
                throw Failure(path: path, reason: "the path names no file")
            }
            return (".", path)
        }
        let name = String(path[path.index(after: slash)...])
        guard !name.isEmpty, name != ".", name != ".." else {
            throw Failure(path: path, reason: "the path names a folder, not a file")
        }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, name)
    }

    private static func reason(_ code: Int32, folder: String) -> String {
        switch code {
        case ENOENT: "there is no folder \(folder)"
        case ENOTDIR: "\(folder) is not a folder"
        case EACCES: "permission to read \(folder) was denied"
        default: FolderEvents.limitReason(code) ?? String(cString: strerror(code))
        }
    }
}

/// Why the system refused a watch: the `errno` it gave, and for which folder (an index into the
/// folders given).
struct FolderEventsFailure: Error {
    var code: Int32
    var folder = 0
}

/// What one wait for the folder's events ended with.
enum FolderWake {
    /// The stop pipe's write end was closed.
    case stop
    /// Events concerned these files (all of them when events were lost: they may have changed unseen).
    case filesChanged(Set<String>)
    /// Events that concern other files, or the wait's time ran out.
    case nothing
}

/// What the watcher's thread owns: the platform's events and the callback. The events' descriptors
/// are closed when the thread ends.
private final class WatchLoop: @unchecked Sendable {
    // Only the watcher's thread uses `events` once the loop is made.
    let events: FolderEvents
    let onChange: @Sendable ([String]) -> Void

    init(events: FolderEvents, onChange: @escaping @Sendable ([String]) -> Void) {
        self.events = events
        self.onChange = onChange
    }

    func run() {
        let clock = ContinuousClock()
        // The burst being coalesced: when it started and when it last had an event.
        var burst: (first: ContinuousClock.Instant, last: ContinuousClock.Instant)?
        var changed: Set<String> = []
        while true {
            var timeout: Int32 = -1
            if let burst {
                let due = min(burst.last + FileWatcher.quietInterval, burst.first + FileWatcher.longestDelay)
                timeout = Int32(max(0, milliseconds(due - clock.now).rounded(.up)))
            }
            switch events.wait(milliseconds: timeout) {
            case .stop: return
            case .filesChanged(let paths):
                let now = clock.now
                burst = (burst?.first ?? now, now)
                changed.formUnion(paths)
            case .nothing: break
            }
            if let current = burst,
                clock.now >= min(current.last + FileWatcher.quietInterval, current.first + FileWatcher.longestDelay)
            {
                burst = nil
                let paths = changed.sorted()
                changed = []
                onChange(paths)
            }
        }
    }

    private func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
