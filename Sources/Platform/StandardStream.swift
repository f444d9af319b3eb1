#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output and standard error written with `write(2)`: a closed, full or broken stream
/// (`> /dev/full`, `>&-`, a pipe whose reader left) makes the write fail quietly instead of
/// trapping as `FileHandle.write` does, so a command's result does not depend on its console.
public enum StandardStream: Int32, Sendable {
    case output = 1
    case error = 2

    /// Writes all of `text`; `false` when the stream would not take it (the caller goes on).
    @discardableResult
    public func write(_ text: String) -> Bool {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = posixWrite(rawValue, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
    }

    /// Fills a closed standard stream (`>&-`) with `/dev/null` opened for reading: writes to it then
    /// fail as they would to the closed stream, but no file the program opens can take its number
    /// and receive console output by mistake.
    public static func fillClosedStreams() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0 && opened != descriptor {
                _ = dup2(opened, descriptor)
                close(opened)
            }
        }
    }

    /// Whether the stream is a terminal (progress bars and colour only then).
    public var isTerminal: Bool { isatty(rawValue) == 1 }
}

/// `write(2)`, named apart from `StandardStream.write`.
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
