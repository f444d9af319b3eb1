import Foundation
import Platform
import Raster

/// Debian's headless Chromium as a child process: one page in, one screenshot out.
enum Chromium {
    /// The browser, if installed (`scripts/install-deps.sh test` installs it on Debian).
    static var executable: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Renders `html` at `width`×`height` CSS pixels (scale 1, sRGB) and returns the screenshot.
    /// Each run has its own profile folder, removed afterwards; a run over 300 s is taken for hung and
    /// killed (Chromium is not our build, but it shares the machine with the suite's other tests).
    static func screenshot(of html: String, width: Int, height: Int, browser: String) throws -> Pixmap {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "neumorph-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        return try screenshot(ofFile: page.path, width: width, height: height, browser: browser, in: folder)
    }

    /// Renders the page at `path` (its pictures found beside it), as above; `folder` holds the profile
    /// and the screenshot (a new one, removed afterwards, when not given).
    static func screenshot(ofFile path: String, width: Int, height: Int, browser: String, in given: URL? = nil)
        throws -> Pixmap
    {
        let folder =
            given
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("neumorph-chromium-\(UUID().uuidString)")
        if given == nil {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        defer { if given == nil { try? FileManager.default.removeItem(at: folder) } }
        let shot = folder.appendingPathComponent("shot.png")
        let outcome = try ChildProcess.run(
            "/usr/bin/timeout",
            [
                "-k", "5", "300", browser, "--headless", "--disable-gpu", "--no-sandbox", "--force-color-profile=srgb",
                "--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(shot.path)",
                "--user-data-dir=\(folder.appendingPathComponent("profile").path)", path,
            ], environment: ProcessInfo.processInfo.environment.merging(["HOME": folder.path]) { $1 })
        guard outcome.status == 0, FileManager.default.fileExists(atPath: shot.path) else {
            throw Failure(
                description: "\(browser) exited \(outcome.status) without a screenshot: \(outcome.err.suffix(600))")
        }
        do {
            return try PNGFile.read(shot.path)
        } catch {
            throw Failure(description: "\(browser)'s screenshot cannot be read: \(error)")
        }
    }
}
