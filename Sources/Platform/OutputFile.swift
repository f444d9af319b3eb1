import CSupport
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way Neumorph writes a file: the bytes go to a temporary file in the target's folder, every
/// write, the `fsync` and the close are checked, and only then is the file published under its name
/// by a rename that cannot replace what another process made meanwhile. A full disk, a size limit,
/// a signal or a lost race leaves the old state: no partial file, no temporary.
public enum OutputFile {
    /// Why a file was not written, in words a user understands; each names the path.
    public enum Failure: Error, CustomStringConvertible, Equatable, Sendable {
        case exists(path: String)
        case notRegular(path: String)
        case cannotWrite(path: String, reason: String)

        public var description: String {
            switch self {
            case .exists(let path): "'\(path)' already exists; not overwriting it (--force replaces it)"
            case .notRegular(let path): "'\(path)' is not a regular file; not replacing it"
            case .cannotWrite(let path, let reason): "cannot write '\(path)': \(reason)"
            }
        }

        /// The failure without the path, for messages that name the path themselves.
        public var reason: String {
            switch self {
            case .exists: "it already exists"
            case .notRegular: "it is not a regular file; not replacing it"
            case .cannotWrite(_, let reason): reason
            }
        }
    }

    /// What an existing file at the target may become.
    public enum Existing: Sendable {
        /// Keep it: the write fails with `.exists`.
        case keep
        /// Replace it if it is a regular file (`--force`); never a device, folder, pipe or link.
        case replaceRegularFile
    }

    /// The system call that writes, replaceable so tests can simulate a disk that fills after N
    /// bytes. Returns the count written or -1 with `errno` set, like `write(2)`.
    public typealias WriteFunction = @Sendable (Int32, UnsafeRawBufferPointer) -> Int

    public static let systemWrite: WriteFunction = { descriptor, buffer in
        buffer.baseAddress.map { posixWrite(descriptor, $0, buffer.count) } ?? 0
    }

    /// Writes `bytes` to `path` whole or not at all.
    public static func write(
        _ bytes: [UInt8], to path: String, existing: Existing = .keep, using writeFunction: WriteFunction = systemWrite
    ) throws(Failure) {
        let failure = bytes.withUnsafeBytes { buffer -> Failure? in
            do throws(Failure) {
                try write(buffer, to: path, existing: existing, using: writeFunction)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// Writes the bytes in `bytes` (a library's own buffer, not copied) to `path` whole or not at all.
    public static func write(
        _ bytes: UnsafeRawBufferPointer, to path: String, existing: Existing = .keep,
        using writeFunction: WriteFunction = systemWrite
    ) throws(Failure) {
        Signals.installHandlers()
        let folder = try checkedFolder(of: path)
        try checkTarget(path, existing: existing)
        let temporary = temporaryPath(in: folder)
        // Registered before it exists: a signal between `open` and registering would leave it.
        neu_temporary_register(temporary)
        defer { neu_temporary_unregister(temporary) }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: systemReason(errno)) }
        func abandon(_ code: Int32) -> Failure {
            close(descriptor)
            unlink(temporary)
            return .cannotWrite(path: path, reason: systemReason(code))
        }
        if let failure = writeAll(bytes, to: descriptor, using: writeFunction) { throw abandon(failure) }
        if fsync(descriptor) != 0 { throw abandon(errno) }
        if close(descriptor) != 0 {
            let code = errno
            unlink(temporary)
            throw .cannotWrite(path: path, reason: systemReason(code))
        }
        try publish(temporary, as: path, existing: existing)
    }

    /// Writes UTF-8 text whole or not at all.
    public static func write(
        _ text: String, to path: String, existing: Existing = .keep, using writeFunction: WriteFunction = systemWrite
    ) throws(Failure) {
        try write(Array(text.utf8), to: path, existing: existing, using: writeFunction)
    }

    /// Appends `text` to an existing regular file (never through a link), whole or not at all: a
    /// write that fails part-way is cut back off, so a list such as `frames.txt` never holds half a
    /// line.
    public static func append(
        _ text: String, to path: String, using writeFunction: WriteFunction = systemWrite
    ) throws(Failure) {
        Signals.installHandlers()
        let descriptor = open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw errno == ELOOP ? .notRegular(path: path) : .cannotWrite(path: path, reason: systemReason(errno))
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .notRegular(path: path)
        }
        let end = info.st_size
        var failure = writeAll(Array(text.utf8), to: descriptor, using: writeFunction)
        if failure == nil && fsync(descriptor) != 0 { failure = errno }
        if failure != nil { _ = ftruncate(descriptor, end) }
        if close(descriptor) != 0 && failure == nil { failure = errno }
        if let failure { throw .cannotWrite(path: path, reason: systemReason(failure)) }
    }

    /// Whether anything (a dangling link too) is at `path`: for refusing early, before work is done;
    /// the write itself still refuses to replace, whatever appeared meanwhile.
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// The same file for two names as the user typed them (`x.png`, `./x.png`, a linked folder):
    /// the folders resolved, the last names compared.
    public static func sameTarget(_ first: String, _ second: String) -> Bool {
        resolved(first) == resolved(second)
    }

    private static func resolved(_ path: String) -> String {
        var trimmed = path
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        let slash = trimmed.lastIndex(of: "/")
        let folder = slash.map { $0 == trimmed.startIndex ? "/" : String(trimmed[..<$0]) } ?? "."
        let name = slash.map { String(trimmed[trimmed.index(after: $0)...]) } ?? trimmed
        guard let real = realpath(folder, nil) else { return "\(folder)/\(name)" }
        defer { free(real) }
        return "\(String(cString: real))/\(name)"
    }

    /// Makes a new folder, failing when the name is taken (`mkdir` is atomic: two runs cannot both
    /// get it). Missing parents are an error, as for files.
    public static func makeFolder(_ path: String) throws(Failure) {
        _ = try checkedFolder(of: path.hasSuffix("/") ? String(path.dropLast()) : path)
        guard mkdir(path, 0o777) == 0 else {
            if errno == EEXIST { throw .exists(path: path) }
            throw .cannotWrite(path: path, reason: systemReason(errno))
        }
    }

    // MARK: - Steps

    /// The folder the file goes in, which must exist and be writable (public so that a command can
    /// refuse an output option before it starts work).
    public static func checkedFolder(of path: String) throws(Failure) -> String {
        guard !path.isEmpty else { throw .cannotWrite(path: path, reason: "the file name is empty") }
        guard !path.hasSuffix("/"), path != ".", path != "..", !path.hasSuffix("/."), !path.hasSuffix("/..")
        else { throw .cannotWrite(path: path, reason: "that names a folder, not a file") }
        let folder: String
        if let slash = path.lastIndex(of: "/") {
            folder = slash == path.startIndex ? "/" : String(path[..<slash])
        } else {
            folder = "."
        }
        var info = stat()
        guard stat(folder, &info) == 0 else {
            throw .cannotWrite(path: path, reason: "the folder '\(folder)' does not exist")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw .cannotWrite(path: path, reason: "'\(folder)' is not a folder")
        }
        guard access(folder, W_OK) == 0 else {
            throw .cannotWrite(path: path, reason: "the folder '\(folder)' is not writable")
        }
        return folder
    }

    /// Whatever is at `path` (a link counts as itself, dangling or not) must be absent, or a
    /// regular file that may be replaced (public so that a command can refuse an output option
    /// before it starts work).
    public static func checkTarget(_ path: String, existing: Existing) throws(Failure) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFDIR {
            throw .cannotWrite(path: path, reason: "that names a folder, not a file")
        }
        guard existing == .replaceRegularFile else { throw .exists(path: path) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notRegular(path: path) }
    }

    /// A short hidden name in the target's folder (the same file system, so the rename is atomic);
    /// short so that a legal 255-byte file name still has a legal temporary.
    private static func temporaryPath(in folder: String) -> String {
        let serial = temporarySerial.add(1, ordering: .relaxed).newValue
        return "\(folder)/.neumorph-\(getpid())-\(serial).tmp"
    }
    private static let temporarySerial = Atomic<Int>(0)

    private static func publish(_ temporary: String, as path: String, existing: Existing) throws(Failure) {
        switch existing {
        case .keep:
            guard neu_rename_noreplace(temporary, path) == 0 else {
                let code = errno
                unlink(temporary)
                throw code == EEXIST ? .exists(path: path) : .cannotWrite(path: path, reason: systemReason(code))
            }
        case .replaceRegularFile:
            // Checked again just before: a device or folder that appeared meanwhile is not replaced.
            do throws(Failure) {
                try checkTarget(path, existing: existing)
            } catch {
                unlink(temporary)
                throw error
            }
            guard rename(temporary, path) == 0 else {
                let code = errno
                unlink(temporary)
                throw .cannotWrite(path: path, reason: systemReason(code))
            }
        }
    }

    /// Writes every byte, retrying interrupted and short writes; the `errno` of a failure, or `nil`.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, using writeFunction: WriteFunction) -> Int32? {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor, using: writeFunction) }
    }

    private static func writeAll(
        _ buffer: UnsafeRawBufferPointer, to descriptor: Int32, using writeFunction: WriteFunction
    ) -> Int32? {
        var offset = 0
        while offset < buffer.count {
            let written = writeFunction(descriptor, UnsafeRawBufferPointer(rebasing: buffer[offset...]))
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if written == 0 { return ENOSPC }
            offset += written
        }
        return nil
    }

    /// `strerror` with the cases users meet named plainly.
    public static func systemReason(_ code: Int32) -> String {
        switch code {
        case ENOSPC: "the disk is full"
        case EFBIG: "the file size limit was reached"
        case EDQUOT: "the disk quota is used up"
        case EACCES, EPERM: "permission denied"
        case EROFS: "the file system is read-only"
        case ENAMETOOLONG: "the name is too long"
        default: String(cString: strerror(code))
        }
    }
}

/// `write(2)`, named apart: inside `OutputFile` the name `write` means its own methods.
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
