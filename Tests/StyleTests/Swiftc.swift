import Foundation
import Testing

/// The Swift compiler the tests check exported code with: the one beside the toolchain that built
/// the tests when it can be found, else the first on `PATH`.
enum Swiftc {
    static let executable: URL? = {
        let environment = ProcessInfo.processInfo.environment
        var folders: [String] = []
        // `swift test` runs with the toolchain's bin folder in these on Linux and macOS.
        for key in ["SWIFT_EXEC", "_"] {
            if let path = environment[key] { folders.append((path as NSString).deletingLastPathComponent) }
        }
        folders += (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        folders += ["/opt/swift/usr/bin", "/usr/bin"]
        return folders.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// What one run of the compiler said.
    struct Run {
        var status: Int32
        var output: String
        var succeeded: Bool { status == 0 }
    }

    static func run(_ arguments: [String], in folder: URL) throws -> Run {
        guard let executable else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read before waiting: a compiler with a lot to say would otherwise fill the pipe and stall.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// On CI a missing compiler fails the test that needs it; elsewhere it is skipped with a note.
    static func available(for test: String) -> Bool {
        if executable != nil { return true }
        if ProcessInfo.processInfo.environment["CI"] != nil {
            Issue.record("CI must have swiftc on PATH or beside the toolchain to \(test)")
        } else {
            print("skipped: no swiftc found (PATH, /opt/swift/usr/bin, /usr/bin) to \(test)")
        }
        return false
    }
}
