import Foundation

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
