#if os(Linux)
    import Glibc

    /// A folder's events from inotify, filtered by one file's name, waited for beside the stop pipe.
    final class FolderEvents {
        private let inotify: Int32
        private let stopReadEnd: Int32
        private let name: [UInt8]

        init(folder: String, name: String, stopReadEnd: Int32) throws(FolderEventsFailure) {
            let descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
            guard descriptor >= 0 else { throw FolderEventsFailure(code: errno) }
            let mask = UInt32(
                IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_ATTRIB | IN_DELETE | IN_ONLYDIR)
            guard inotify_add_watch(descriptor, folder, mask) >= 0 else {
                let code = errno
                close(descriptor)
                throw FolderEventsFailure(code: code)
            }
            inotify = descriptor
            self.stopReadEnd = stopReadEnd
            self.name = Array(name.utf8)
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

        /// Waits up to `milliseconds` (-1: without end) for the folder's events or the stop pipe.
        func wait(milliseconds: Int32) -> FolderWake {
            var fds = [
                pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
                pollfd(fd: stopReadEnd, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, 2, milliseconds)
            if ready < 0 { return errno == EINTR ? .nothing : .stop }
            // Anything on the stop pipe (a hang-up: its write end was closed) means stop.
            if fds[1].revents != 0 { return .stop }
            if fds[0].revents & Int16(POLLIN) != 0, readConcernsFile() { return .fileChanged }
            return .nothing
        }

        /// Reads every pending event; true when one names the file, or events were lost (the queue
        /// overflowed, so the file may have changed unseen).
        private func readConcernsFile() -> Bool {
            var concerns = false
            // Aligned for `inotify_event`, large enough for several events with the longest name.
            var buffer = [UInt64](repeating: 0, count: 4096 / 8)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
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
    }
#endif
