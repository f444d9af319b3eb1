import Foundation
import Synchronization
import TestSupport

/// A program run as a child with no input, its status and both outputs captured: how the tests
/// reach the built `neumorph` (or a shell around it, for `ulimit` and redirections).
enum ChildProcess {
    typealias Outcome = (status: Int32, out: String, err: String)

    /// How long a child may run before it is taken for hung and killed: the commands the tests run take
    /// a few seconds at most in a release build (HangLimit scales it for the build the tests run, and
    /// the child is that same build); never more than 20 minutes, well inside CI's own limit.
    static let limit = Int(min(HangLimit.seconds(10), 1200))

    /// The built `neumorph` with `arguments`, ended when it runs past `limit`, without the `removing`
    /// variables.
    static func run(_ arguments: [String], removing variables: Set<String> = []) throws -> Outcome {
        try run(
            "/usr/bin/timeout", ["-k", "5", "\(limit)", EndToEndTests.executable] + arguments,
            environment: ProcessInfo.processInfo.environment.filter { !variables.contains($0.key) })
    }

    /// `executable` with `arguments` in `environment`, in `folder` when given.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], in folder: URL? = nil
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        if let folder { process.currentDirectoryURL = folder }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Both read at once: a child that fills one pipe (a sanitizer's report on stderr is many
        // pipes' worth) while the other is read to its end would wait for ever, and so would we.
        let errData = Mutex(Data())
        let errRead = DispatchSemaphore(value: 0)
        Thread {
            let data = err.fileHandleForReading.readDataToEndOfFile()
            errData.withLock { $0 = data }
            errRead.signal()
        }.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        errRead.wait()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outData, as: UTF8.self),
            String(decoding: errData.withLock { $0 }, as: UTF8.self)
        )
    }
}
