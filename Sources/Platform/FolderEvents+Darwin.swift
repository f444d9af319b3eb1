#if canImport(Darwin)
    import Darwin

    /// A folder's events from kqueue, waited for beside the stop pipe: the folder itself (an entry added,
    /// removed or renamed: a save by rename, a delete, the file made again) and the file while it exists
    /// (written in place, its attributes changed). A folder's event names no entry, so it concerns the
    /// file when the file's identity (device, inode, size, modification time, or being there at all)
    /// changed; a file replaced by a rename is watched again under its new inode.
    ///
    /// Written from Apple's kqueue(2) and open(2) (`O_EVTONLY`) pages; not compiled or run here (see the
    /// README: the macOS build is untested).
    final class FolderEvents {
        private let queue: Int32
        private let folder: Int32
        private let stopReadEnd: Int32
        private let path: String
        private var file: Int32 = -1
        private var identity: FileIdentity?

        init(folder folderPath: String, name: String, stopReadEnd: Int32) throws(FolderEventsFailure) {
            let folder = open(folderPath, O_EVTONLY | O_DIRECTORY | O_CLOEXEC)
            guard folder >= 0 else { throw FolderEventsFailure(code: errno) }
            let queue = kqueue()
            guard queue >= 0 else {
                let code = errno
                close(folder)
                throw FolderEventsFailure(code: code)
            }
            var changes = [
                Self.change(folder, filter: EVFILT_VNODE, flags: EV_ADD | EV_CLEAR, notes: NOTE_WRITE),
                Self.change(stopReadEnd, filter: EVFILT_READ, flags: EV_ADD, notes: 0),
            ]
            guard Darwin.kevent(queue, &changes, Int32(changes.count), nil, 0, nil) == 0 else {
                let code = errno
                close(queue)
                close(folder)
                throw FolderEventsFailure(code: code)
            }
            self.queue = queue
            self.folder = folder
            self.stopReadEnd = stopReadEnd
            path = (folderPath.hasSuffix("/") ? folderPath : folderPath + "/") + name
            identity = FileIdentity(path)
            watchFile()
        }

        deinit {
            if file >= 0 { close(file) }
            close(folder)
            close(queue)
            close(stopReadEnd)
        }

        /// kqueue has no watch limit of its own; descriptors run out as `EMFILE`, which strerror names.
        static func limitReason(_ code: Int32) -> String? { nil }

        /// Waits up to `milliseconds` (-1: without end) for the folder's or the file's events or the
        /// stop pipe.
        func wait(milliseconds: Int32) -> FolderWake {
            var events = [Darwin.kevent](repeating: Darwin.kevent(), count: 8)
            let count: Int32
            if milliseconds < 0 {
                count = Darwin.kevent(queue, nil, 0, &events, Int32(events.count), nil)
            } else {
                var timeout = timespec(tv_sec: Int(milliseconds / 1000), tv_nsec: Int(milliseconds % 1000) * 1_000_000)
                count = Darwin.kevent(queue, nil, 0, &events, Int32(events.count), &timeout)
            }
            if count < 0 { return errno == EINTR ? .nothing : .stop }
            var concerns = false
            var folderChanged = false
            for event in events.prefix(Int(count)) {
                if event.filter == Int16(EVFILT_READ) && event.ident == UInt(stopReadEnd) { return .stop }
                if event.ident == UInt(folder) {
                    folderChanged = true
                } else if file >= 0 && event.ident == UInt(file) {
                    concerns = true
                    // The name now belongs to another inode, or to none: follow the name, not the inode.
                    if event.fflags & UInt32(NOTE_DELETE | NOTE_RENAME | NOTE_REVOKE) != 0 { closeFile() }
                }
            }
            guard folderChanged || concerns else { return .nothing }
            let now = FileIdentity(path)
            if now != identity {
                concerns = true
                if now?.inode != identity?.inode || now?.device != identity?.device { closeFile() }
                identity = now
            }
            if file < 0 && identity != nil { watchFile() }
            return concerns ? .fileChanged : .nothing
        }

        /// Watches the file under its name now, when it exists.
        private func watchFile() {
            let descriptor = open(path, O_EVTONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return }
            var change = Self.change(
                descriptor, filter: EVFILT_VNODE, flags: EV_ADD | EV_CLEAR,
                notes: NOTE_WRITE | NOTE_EXTEND | NOTE_ATTRIB | NOTE_DELETE | NOTE_RENAME | NOTE_REVOKE)
            guard Darwin.kevent(queue, &change, 1, nil, 0, nil) == 0 else {
                close(descriptor)
                return
            }
            file = descriptor
        }

        /// Closing the descriptor also removes its events from the queue.
        private func closeFile() {
            guard file >= 0 else { return }
            close(file)
            file = -1
        }

        private static func change(_ descriptor: Int32, filter: Int32, flags: Int32, notes: Int32) -> Darwin.kevent {
            var event = Darwin.kevent()
            event.ident = UInt(descriptor)
            event.filter = Int16(filter)
            event.flags = UInt16(flags)
            event.fflags = UInt32(notes)
            return event
        }
    }

    /// What tells one version of a file from another without reading it.
    struct FileIdentity: Equatable {
        var device: Int64
        var inode: UInt64
        var size: Int64
        var modified: timespec

        init?(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = Int64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            modified = info.st_mtimespec
        }

        static func == (a: FileIdentity, b: FileIdentity) -> Bool {
            a.device == b.device && a.inode == b.inode && a.size == b.size
                && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
        }
    }
#endif
