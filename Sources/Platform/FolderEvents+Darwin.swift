#if canImport(Darwin)
    import Darwin

    /// Folders' events from kqueue, waited for beside the stop pipe: each folder itself (an entry added,
    /// removed or renamed: a save by rename, a delete, a file made again) and each watched file while it
    /// exists (written in place, its attributes changed). A folder's event names no entry, so it
    /// concerns a file of that folder when the file's identity (device, inode, size, modification time,
    /// or being there at all) changed; a file replaced by a rename is watched again under its new inode.
    ///
    /// A file's own watch costs a descriptor, and macOS gives a process 256 by default, so only the
    /// first `maxFileWatches` files get one; the others are seen through their folder, which catches
    /// every save by rename (Xcode's, vim's) but not a write in place.
    ///
    /// Written from Apple's kqueue(2) and open(2) (`O_EVTONLY`) pages; not compiled or run here (see the
    /// README: the macOS build is untested).
    final class FolderEvents {
        static let maxFileWatches = 128

        /// One watched file: where it is, what it was, and its own descriptor while it has one.
        private struct Watched {
            var path: String
            var reported: String
            var identity: FileIdentity?
            var descriptor: Int32 = -1
            var mayWatch: Bool
        }

        private let queue: Int32
        private let stopReadEnd: Int32
        /// Folder descriptors, each with the indices of its files in `files`.
        private let folders: [Int32: [Int]]
        private var files: [Watched]

        init(folders entries: [(folder: String, names: [String: String])], stopReadEnd: Int32)
            throws(FolderEventsFailure)
        {
            // Everything is made in locals first and closed here on failure: a class whose init
            // throws after its properties are set would also run its deinit.
            let queue = kqueue()
            guard queue >= 0 else { throw FolderEventsFailure(code: errno) }
            var folders: [Int32: [Int]] = [:]
            var files: [Watched] = []
            func fail(_ index: Int) -> FolderEventsFailure {
                let code = errno
                for folder in folders.keys { close(folder) }
                close(queue)
                return FolderEventsFailure(code: code, folder: index)
            }
            var stop = Self.change(stopReadEnd, filter: EVFILT_READ, flags: EV_ADD, notes: 0)
            guard Darwin.kevent(queue, &stop, 1, nil, 0, nil) == 0 else { throw fail(0) }
            for (index, entry) in entries.enumerated() {
                let folder = open(entry.folder, O_EVTONLY | O_DIRECTORY | O_CLOEXEC)
                guard folder >= 0 else { throw fail(index) }
                folders[folder] = []
                var change = Self.change(folder, filter: EVFILT_VNODE, flags: EV_ADD | EV_CLEAR, notes: NOTE_WRITE)
                guard Darwin.kevent(queue, &change, 1, nil, 0, nil) == 0 else { throw fail(index) }
                let base = entry.folder.hasSuffix("/") ? entry.folder : entry.folder + "/"
                for (name, reported) in entry.names.sorted(by: { $0.key < $1.key }) {
                    let path = base + name
                    folders[folder, default: []].append(files.count)
                    files.append(
                        Watched(
                            path: path, reported: reported, identity: FileIdentity(path),
                            mayWatch: files.count < Self.maxFileWatches))
                }
            }
            self.queue = queue
            self.stopReadEnd = stopReadEnd
            self.folders = folders
            self.files = files
            for index in files.indices { watchFile(index) }
        }

        deinit {
            for index in files.indices { closeFile(index) }
            for folder in folders.keys { close(folder) }
            close(queue)
            close(stopReadEnd)
        }

        /// kqueue has no watch limit of its own; descriptors run out as `EMFILE`, which strerror names.
        static func limitReason(_ code: Int32) -> String? { nil }

        /// Waits up to `milliseconds` (-1: without end) for the folders' or the files' events or the
        /// stop pipe.
        func wait(milliseconds: Int32) -> FolderWake {
            var events = [Darwin.kevent](repeating: Darwin.kevent(), count: 16)
            let count: Int32
            if milliseconds < 0 {
                count = Darwin.kevent(queue, nil, 0, &events, Int32(events.count), nil)
            } else {
                var timeout = timespec(tv_sec: Int(milliseconds / 1000), tv_nsec: Int(milliseconds % 1000) * 1_000_000)
                count = Darwin.kevent(queue, nil, 0, &events, Int32(events.count), &timeout)
            }
            if count < 0 { return errno == EINTR ? .nothing : .stop }
            var changed: Set<String> = []
            var toCheck: Set<Int> = []
            for event in events.prefix(Int(count)) {
                if event.filter == Int16(EVFILT_READ) && event.ident == UInt(stopReadEnd) { return .stop }
                if let indices = folders[Int32(event.ident)] {
                    toCheck.formUnion(indices)
                } else if let index = files.firstIndex(where: {
                    $0.descriptor >= 0 && UInt($0.descriptor) == event.ident
                }) {
                    changed.insert(files[index].reported)
                    toCheck.insert(index)
                    // The name now belongs to another inode, or to none: follow the name, not the inode.
                    if event.fflags & UInt32(NOTE_DELETE | NOTE_RENAME | NOTE_REVOKE) != 0 { closeFile(index) }
                }
            }
            for index in toCheck.sorted() {
                let now = FileIdentity(files[index].path)
                if now != files[index].identity {
                    changed.insert(files[index].reported)
                    if now?.inode != files[index].identity?.inode || now?.device != files[index].identity?.device {
                        closeFile(index)
                    }
                    files[index].identity = now
                }
                if files[index].descriptor < 0 && files[index].identity != nil { watchFile(index) }
            }
            return changed.isEmpty ? .nothing : .filesChanged(changed)
        }

        /// Watches a file under its name now, when it exists and may have a descriptor.
        private func watchFile(_ index: Int) {
            guard files[index].mayWatch, files[index].descriptor < 0 else { return }
            let descriptor = open(files[index].path, O_EVTONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return }
            var change = Self.change(
                descriptor, filter: EVFILT_VNODE, flags: EV_ADD | EV_CLEAR,
                notes: NOTE_WRITE | NOTE_EXTEND | NOTE_ATTRIB | NOTE_DELETE | NOTE_RENAME | NOTE_REVOKE)
            guard Darwin.kevent(queue, &change, 1, nil, 0, nil) == 0 else {
                close(descriptor)
                return
            }
            files[index].descriptor = descriptor
        }

        /// Closing the descriptor also removes its events from the queue.
        private func closeFile(_ index: Int) {
            guard files[index].descriptor >= 0 else { return }
            close(files[index].descriptor)
            files[index].descriptor = -1
        }

        private static func change(_ descriptor: Int32, filter: Int32, flags: Int32, notes: Int32) -> Darwin.kevent {
            var event = Darwin.kevent()
            event.ident = UInt(max(descriptor, 0))
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
