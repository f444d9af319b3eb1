#if os(Linux)
    import Glibc

    /// Folders' events from one inotify instance (a watch a folder), filtered by the names of the files
    /// watched in each, waited for beside the stop pipe.
    final class FolderEvents {
        private let inotify: Int32
        private let stopReadEnd: Int32
        /// By watch descriptor: the watched files' names in that folder (as bytes) and their paths.
        private let folders: [Int32: [[UInt8]: String]]

        /// `folders`: each folder with its files' names mapped to the paths reported for them.
        init(folders: [(folder: String, names: [String: String])], stopReadEnd: Int32) throws(FolderEventsFailure) {
            let descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
            guard descriptor >= 0 else { throw FolderEventsFailure(code: errno) }
            let mask = UInt32(
                IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_ATTRIB | IN_DELETE | IN_ONLYDIR)
            var watched: [Int32: [[UInt8]: String]] = [:]
            for (index, entry) in folders.enumerated() {
                let watch = inotify_add_watch(descriptor, entry.folder, mask)
                guard watch >= 0 else {
                    let code = errno
                    close(descriptor)
                    throw FolderEventsFailure(code: code, folder: index)
                }
                // Two spellings of one folder share its watch descriptor.
                for (name, path) in entry.names { watched[watch, default: [:]][Array(name.utf8)] = path }
            }
            inotify = descriptor
            self.stopReadEnd = stopReadEnd
            self.folders = watched
        }

        deinit {
            close(inotify)
            close(stopReadEnd)
        }

        /// The limits a watch can run into, named for the user (nil: not a limit).
        static func limitReason(_ code: Int32) -> String? {
            switch code {
            case ENOSPC: "the system's limit of inotify watches was reached (fs.inotify.max_user_watches)"
            case EMFILE: "the limit of inotify instances was reached (fs.inotify.max_user_instances)"
            default: nil
            }
        }

        /// Waits up to `milliseconds` (-1: without end) for the folders' events or the stop pipe.
        func wait(milliseconds: Int32) -> FolderWake {
            var fds = [
                pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
                pollfd(fd: stopReadEnd, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, 2, milliseconds)
            if ready < 0 { return errno == EINTR ? .nothing : .stop }
            // Anything on the stop pipe (a hang-up: its write end was closed) means stop.
            if fds[1].revents != 0 { return .stop }
            if fds[0].revents & Int16(POLLIN) != 0 {
                let changed = readChangedFiles()
                if !changed.isEmpty { return .filesChanged(changed) }
            }
            return .nothing
        }

        /// Reads every pending event: the watched files they name, or all of them when events were
        /// lost (the queue overflowed, so any file may have changed unseen).
        private func readChangedFiles() -> Set<String> {
            var changed: Set<String> = []
            // Aligned for `inotify_event`, large enough for several events with the longest name.
            var buffer = [UInt64](repeating: 0, count: 4096 / 8)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
                guard count > 0 else { return changed }
                buffer.withUnsafeBytes { bytes in
                    var offset = 0
                    while offset + MemoryLayout<inotify_event>.size <= count {
                        let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                        let nameStart = offset + MemoryLayout<inotify_event>.size
                        let nameEnd = min(nameStart + Int(event.len), count)
                        // The name is padded with NULs to an aligned length.
                        let eventName = Array(bytes[nameStart..<nameEnd].prefix { $0 != 0 })
                        if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                            for names in folders.values { changed.formUnion(names.values) }
                        } else if let path = folders[event.wd]?[eventName] {
                            changed.insert(path)
                        }
                        offset = nameEnd
                    }
                }
            }
        }
    }
#endif
