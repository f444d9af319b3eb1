import Foundation

/// Paths as plain absolute strings without `.`, `..` or a trailing slash, so that "is this file inside that
/// folder" is a prefix test. Symbolic links are kept as written: the user's path is the one we show.
enum Paths {
    /// `path` made absolute (against the current folder) and standardized.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder == "/" ? "/" + name : folder + "/" + name
    }

    /// The folder holding `path`, or nil for the filesystem root.
    static func parent(_ path: String) -> String? {
        guard path != "/" else { return nil }
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "/" : parent
    }

    static func name(_ path: String) -> String {
        (path as NSString).lastPathComponent
    }

    /// `path` is `folder` itself or somewhere below it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// `path` and the folders above it, nearest first.
    static func ancestors(_ path: String) -> [String] {
        var result = [path]
        while let parent = parent(result[result.count - 1]) { result.append(parent) }
        return result
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// True for a folder, or a link to one.
    static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// The names in `folder`, sorted so that every walk (and where a limit cuts it) is the same on every run;
    /// nil when the folder cannot be read.
    static func entries(_ folder: String) -> [String]? {
        (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted()
    }

    /// The first `*.xcodeproj` in `folder`, by name.
    static func xcodeProject(in folder: String) -> String? {
        entries(folder)?.first { $0.hasSuffix(".xcodeproj") }
    }
}
