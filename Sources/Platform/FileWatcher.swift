import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Calls `onChange` shortly after a file is saved, without polling the disk: the playground re-renders
/// a user's style file on each save this way.
///
/// The watch is on the file's *folder*, filtered by the file's name. Editors that save by writing a
/// temporary file and renaming it over the original (vim, VS Code) replace the inode, which a watch on
/// the file itself would lose; a folder watch sees the rename, and a file deleted and made again later.
/// Renaming the file away counts as a change, like deleting it: either way the old contents are gone.
///
/// `onChange` runs on the watcher's own thread. One save is many events (create, write, attributes,
/// rename), so they are coalesced: the call comes once the file's folder has been quiet for
/// `quietInterval`, and no later than `longestDelay` after the first event of a burst.
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

    private struct Running {
        /// Closing it wakes the thread's `poll` (the read end reports a hang-up) and ends the thread.
        var stopWriteEnd: Int32
        var thread: pthread_t
    }
    private let running: Mutex<Running?>

    /// Starts watching `path`; its folder must exist, the file need not.
    public init(path: String, onChange: @escaping @Sendable () -> Void) throws(Failure) {
        let (folder, name) = try Self.split(path)
        let events = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard events >= 0 else { throw Failure(path: path, reason: Self.reason(errno, folder: folder)) }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_ATTRIB | IN_DELETE | IN_ONLYDIR)
        guard inotify_add_watch(events, folder, mask) >= 0 else {
            let reason = Self.reason(errno, folder: folder)
            close(events)
            throw Failure(path: path, reason: reason)
        }
        var stopPipe: [Int32] = [-1, -1]
        // Glibc's module leaves out `pipe2` (it is a GNU extension), hence `pipe` and then close-on-exec.
        guard pipe(&stopPipe) == 0,
            fcntl(stopPipe[0], F_SETFD, FD_CLOEXEC) == 0, fcntl(stopPipe[1], F_SETFD, FD_CLOEXEC) == 0
        else {
            let reason = Self.reason(errno, folder: folder)
            for end in stopPipe + [events] where end >= 0 { close(end) }
            throw Failure(path: path, reason: reason)
        }
        let loop = WatchLoop(events: events, stopReadEnd: stopPipe[0], name: Array(name.utf8), onChange: onChange)
        let context = Unmanaged.passRetained(loop).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(
            &thread, nil,
            { context in
                Unmanaged<WatchLoop>.fromOpaque(context!).takeRetainedValue().run()
                return nil
            }, context)
        guard status == 0 else {
            Unmanaged<WatchLoop>.fromOpaque(context).release()
            close(stopPipe[1])
            throw Failure(path: path, reason: "cannot start a thread (\(String(cString: strerror(status))))")
        }
        running = Mutex(Running(stopWriteEnd: stopPipe[1], thread: thread))
    }

    deinit { stop() }

    /// Ends the watch; once it returns, `onChange` is not called again (unless `stop` is called from
    /// `onChange` itself, which cannot wait for its own thread). Calling it again does nothing.
    public func stop() {
        guard let running = running.withLock({ $0.take() }) else { return }
        close(running.stopWriteEnd)
        if pthread_equal(running.thread, pthread_self()) != 0 {
            pthread_detach(running.thread)
        } else {
            pthread_join(running.thread, nil)
        }
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
        case ENOSPC: "the system's limit of inotify watches was reached (fs.inotify.max_user_watches)"
        case EMFILE: "the limit of inotify instances was reached (fs.inotify.max_user_instances)"
        default: String(cString: strerror(code))
        }
    }
}

/// What the watcher's thread owns: the inotify descriptor, the read end of the stop pipe, and the
/// file's name to filter the folder's events by. Both descriptors are closed when the thread ends.
private final class WatchLoop: Sendable {
    let events: Int32
    let stopReadEnd: Int32
    let name: [UInt8]
    let onChange: @Sendable () -> Void

    init(events: Int32, stopReadEnd: Int32, name: [UInt8], onChange: @escaping @Sendable () -> Void) {
        self.events = events
        self.stopReadEnd = stopReadEnd
        self.name = name
        self.onChange = onChange
    }

    deinit {
        close(events)
        close(stopReadEnd)
    }

    func run() {
        let clock = ContinuousClock()
        // The burst being coalesced: when it started and when it last had an event.
        var burst: (first: ContinuousClock.Instant, last: ContinuousClock.Instant)?
        var fds = [
            pollfd(fd: events, events: Int16(POLLIN), revents: 0),
            pollfd(fd: stopReadEnd, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            var timeout: Int32 = -1
            if let burst {
                let due = min(burst.last + FileWatcher.quietInterval, burst.first + FileWatcher.longestDelay)
                timeout = Int32(max(0, milliseconds(due - clock.now).rounded(.up)))
            }
            let ready = poll(&fds, 2, timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            // Anything on the stop pipe (a hang-up: its write end was closed) means stop.
            if fds[1].revents != 0 { return }
            if fds[0].revents & Int16(POLLIN) != 0, readConcernsFile() {
                let now = clock.now
                burst = (burst?.first ?? now, now)
            }
            if let current = burst,
                clock.now >= min(current.last + FileWatcher.quietInterval, current.first + FileWatcher.longestDelay)
            {
                burst = nil
                onChange()
            }
        }
    }

    /// Reads every pending event; true when one names the file, or events were lost (the queue
    /// overflowed, so the file may have changed unseen).
    private func readConcernsFile() -> Bool {
        var concerns = false
        // Aligned for `inotify_event`, large enough for several events with the longest name.
        var buffer = [UInt64](repeating: 0, count: 4096 / 8)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(events, $0.baseAddress, $0.count) }
            guard count > 0 else { return concerns }
            buffer.withUnsafeBytes { bytes in
                var offset = 0
                while offset + MemoryLayout<inotify_event>.size <= count {
                    let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let nameStart = offset + MemoryLayout<inotify_event>.size
                    let nameEnd = min(nameStart + Int(event.len), count)
                    // The name is padded with NULs to an aligned length.
                    let eventName = bytes[nameStart..<nameEnd].prefix { $0 != 0 }
                    if event.mask & UInt32(IN_Q_OVERFLOW) != 0 || eventName.elementsEqual(name) {
                        concerns = true
                    }
                    offset = nameEnd
                }
            }
        }
    }

    private func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
