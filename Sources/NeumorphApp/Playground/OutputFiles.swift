import Platform

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The playground's new files and folders (`-2`, `-3`, … when a name is taken). A name is claimed by
/// the write itself (`OutputFile`'s `.keep`), not by looking first, so two windows saving at once
/// both succeed under different names and neither replaces the other's file.
enum OutputFiles {
    /// Makes `folder` unless it is there; its parent must exist (a typo in `--screenshots` does not
    /// grow a tree of folders).
    static func ensureFolder(_ folder: String) throws(OutputFile.Failure) {
        var info = stat()
        if stat(folder, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw .cannotWrite(path: folder, reason: "it exists and is not a folder")
            }
            return
        }
        do {
            try OutputFile.makeFolder(folder)
        } catch {
            // Made meanwhile by another window: as good as made here.
            guard case .exists = error else { throw error }
        }
    }

    /// Whether `ensureFolder` can succeed: checked when the window opens, so that a mistyped
    /// `--screenshots` is an error then rather than a toast at the first screenshot.
    static func checkFolder(_ folder: String) throws(OutputFile.Failure) {
        var info = stat()
        guard stat(folder, &info) != 0 else {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw .cannotWrite(path: folder, reason: "it exists and is not a folder")
            }
            return
        }
        _ = try OutputFile.checkedFolder(of: folder.hasSuffix("/") ? String(folder.dropLast()) : folder)
    }

    /// Writes `bytes` as `folder/base.ext`, or `base-2.ext`, … — the first name free when written.
    static func writeNew(_ bytes: [UInt8], in folder: String, base: String, extension ext: String)
        throws(OutputFile.Failure) -> String
    {
        let result: Result<String, OutputFile.Failure> = bytes.withUnsafeBytes { buffer in
            do throws(OutputFile.Failure) {
                return .success(try writeNew(buffer, in: folder, base: base, extension: ext))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// `writeNew` for bytes in a library's own buffer.
    static func writeNew(_ bytes: UnsafeRawBufferPointer, in folder: String, base: String, extension ext: String)
        throws(OutputFile.Failure) -> String
    {
        try ensureFolder(folder)
        for n in 1...10_000 {
            let path = "\(folder)/\(base)\(n == 1 ? "" : "-\(n)").\(ext)"
            do {
                try OutputFile.write(bytes, to: path)
                return path
            } catch {
                guard case .exists = error else { throw error }
            }
        }
        throw .cannotWrite(path: "\(folder)/\(base).\(ext)", reason: "every name up to -10000 is taken")
    }

    /// A new, empty folder `parent/base` (or `base-2`, …), made atomically.
    static func newFolder(in parent: String, base: String) throws(OutputFile.Failure) -> String {
        try ensureFolder(parent)
        for n in 1...10_000 {
            let path = "\(parent)/\(base)\(n == 1 ? "" : "-\(n)")"
            do {
                try OutputFile.makeFolder(path)
                return path
            } catch {
                guard case .exists = error else { throw error }
            }
        }
        throw .cannotWrite(path: "\(parent)/\(base)", reason: "every name up to -10000 is taken")
    }
}
