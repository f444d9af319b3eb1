import Foundation
import Platform
import Raster

/// Golden-image comparison: a PNG beside the test, a small tolerance, and on failure the actual
/// image and a diff written next to the golden so a person can look at both.
///
/// Goldens live at `<test target>/Goldens/<area>/<name>.png`. A missing golden is recorded and the
/// check fails once (so CI never passes on a golden it just made); `NEUMORPH_RECORD_GOLDENS=1`
/// re-records all of them.
public enum Golden {
    public struct Result: CustomStringConvertible {
        public let matches: Bool
        public let message: String
        public var description: String { message }
    }

    /// Compares `pixmap` with the golden `area/name.png` next to the calling test file.
    public static func check(
        _ pixmap: Pixmap, area: String, name: String, tolerance: Int = 2, filePath: String = #filePath
    ) -> Result {
        let folder = goldensFolder(for: filePath) + "/" + area
        let path = "\(folder)/\(name).png"
        let record = ProcessInfo.processInfo.environment["NEUMORPH_RECORD_GOLDENS"] == "1"
        let exists = FileManager.default.fileExists(atPath: path)
        if record || !exists {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            do {
                try PNGFile.write(pixmap, to: path, overwrite: true)
            } catch {
                return Result(matches: false, message: "could not record golden: \(error)")
            }
            return Result(
                matches: record, message: record ? "recorded \(path)" : "recorded missing golden \(path); run again")
        }
        let golden: Pixmap
        do {
            golden = try PNGFile.read(path)
        } catch {
            return Result(matches: false, message: "\(error)")
        }
        let actualPath = "\(folder)/\(name).actual.png"
        let diffPath = "\(folder)/\(name).diff.png"
        guard golden.width == pixmap.width, golden.height == pixmap.height else {
            try? PNGFile.write(pixmap, to: actualPath, overwrite: true)
            return Result(
                matches: false,
                message:
                    "\(name): size \(pixmap.width)×\(pixmap.height) differs from golden \(golden.width)×\(golden.height)"
            )
        }
        let comparison = PixelDiff.compare(pixmap, golden, tolerance: tolerance)
        if comparison.differingPixels == 0 {
            try? FileManager.default.removeItem(atPath: actualPath)
            try? FileManager.default.removeItem(atPath: diffPath)
            return Result(matches: true, message: "\(name) matches")
        }
        try? PNGFile.write(pixmap, to: actualPath, overwrite: true)
        try? PNGFile.write(comparison.diffImage, to: diffPath, overwrite: true)
        return Result(
            matches: false,
            message:
                "\(name): \(comparison.differingPixels) pixels differ by more than \(tolerance) (max \(comparison.maxDifference)); see \(actualPath) and \(diffPath)"
        )
    }

    /// `Tests/<Target>/Goldens` for a test file anywhere under `Tests/<Target>/`.
    static func goldensFolder(for filePath: String) -> String {
        var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while url.pathComponents.count > 2 && url.deletingLastPathComponent().lastPathComponent != "Tests" {
            url = url.deletingLastPathComponent()
        }
        return url.appendingPathComponent("Goldens").path
    }
}

extension Golden {
    /// Compares text with the golden file `area/name` next to the calling test; same recording rules
    /// as images. On a mismatch the actual text is written beside it as `name.actual`.
    public static func check(text: String, area: String, name: String, filePath: String = #filePath) -> Result {
        let folder = goldensFolder(for: filePath) + "/" + area
        let path = "\(folder)/\(name)"
        let record = ProcessInfo.processInfo.environment["NEUMORPH_RECORD_GOLDENS"] == "1"
        let exists = FileManager.default.fileExists(atPath: path)
        if record || !exists {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try? text.write(toFile: path, atomically: true, encoding: .utf8)
            return Result(
                matches: record, message: record ? "recorded \(path)" : "recorded missing golden \(path); run again")
        }
        let golden = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        if golden == text {
            try? FileManager.default.removeItem(atPath: path + ".actual")
            return Result(matches: true, message: "\(name) matches")
        }
        try? text.write(toFile: path + ".actual", atomically: true, encoding: .utf8)
        return Result(matches: false, message: "\(name) differs from its golden; see \(path).actual")
    }
}
