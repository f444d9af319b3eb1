import Foundation

/// Finds the `Assets/` folder: `$NEUMORPH_ASSETS`, else beside the source tree the executable was
/// built in (`.build/<config>/neumorph` → `Assets/`), else the working directory's.
public enum Assets {
    public static let folder: String = {
        let fm = FileManager.default
        if let env = ProcessInfo.processInfo.environment["NEUMORPH_ASSETS"], !env.isEmpty { return env }
        var candidates: [URL] = []
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
        var dir = executable.deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(dir.appendingPathComponent("Assets"))
            dir = dir.deletingLastPathComponent()
        }
        // Test bundles run from .build/…/xctest; the package root is above the source file too.
        var source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(source.appendingPathComponent("Assets"))
            source = source.deletingLastPathComponent()
        }
        candidates.append(URL(fileURLWithPath: fm.currentDirectoryPath).appendingPathComponent("Assets"))
        for candidate in candidates where fm.fileExists(atPath: candidate.appendingPathComponent("Fonts").path) {
            return candidate.path
        }
        return URL(fileURLWithPath: fm.currentDirectoryPath).appendingPathComponent("Assets").path
    }()

    public static func path(_ relative: String) -> String { folder + "/" + relative }
}
