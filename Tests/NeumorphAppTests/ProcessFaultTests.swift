import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `neumorph` under faults a test cannot make in-process: a full or closed standard
/// stream, a file size limit, a signal in the middle of a recording, `--force` aimed at what is not a
/// regular file.
@Suite(.serialized) struct ProcessFaultTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("neumorph-faults-\(UUID().uuidString)")
        .path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    struct Outcome {
        let status: Int32
        let signal: Int32?
        let stderr: String
    }

    /// Runs a shell command line in the test's folder, `$NEU` naming the binary.
    func shell(_ command: String, until ready: (() -> Bool)? = nil, send signal: Int32? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["NEU"] = EndToEndTests.executable
        environment["SDL_VIDEODRIVER"] = "dummy"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        if let ready, let signal {
            let deadline = Date().addingTimeInterval(20)
            while !ready() && process.isRunning && Date() < deadline { usleep(10_000) }
            kill(process.processIdentifier, signal)
        }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let bySignal = process.terminationReason == .uncaughtSignal
        return Outcome(
            status: bySignal ? 128 + process.terminationStatus : process.terminationStatus,
            signal: bySignal ? process.terminationStatus : nil, stderr: text)
    }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: "\(folder)/\(name)") }

    static let script = (1...30).map { "\($0).0 key tab" }.joined(separator: "\n") + "\n"

    @Test func aFullStandardOutputFailsTheCommandWhoseOutputItIsWithoutACrash() throws {
        let keys = try shell(#""$NEU" keys > /dev/full"#)
        #expect(keys.status == 1)
        #expect(keys.stderr.hasPrefix("neumorph: cannot write to standard output: the disk is full"), "\(keys.stderr)")
        let export = try shell(#""$NEU" export --scene dark --format css > /dev/full"#)
        #expect(export.status == 1)
        // Only the "wrote" line is lost: the screenshot is made, and that is success.
        let screenshot = try shell(#""$NEU" screenshot --scene simple --size 200x120 --out a.png > /dev/full"#)
        #expect(screenshot.status == 0 && exists("a.png"))
        let closed = try shell(#""$NEU" screenshot --scene simple --size 200x120 --out b.png >&-"#)
        #expect(closed.status == 0 && exists("b.png"))
        let quiet = try shell(#""$NEU" screenshot --scene simple --out missing/c.png 2>&-"#)
        #expect(quiet.status == 1)
    }

    @Test func aFileSizeLimitIsAFailureWithAMessage() throws {
        try Self.script.write(toFile: "\(folder)/s.txt", atomically: false, encoding: .utf8)
        let outcome = try shell(
            #"ulimit -f 8; exec "$NEU" record --scene dark --size 320x200 --fps 10 --script s.txt --out rec"#)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("the file size limit was reached"), "\(outcome.stderr)")
        let files = try RecordingTests.listedAndPresent("\(folder)/rec")
        #expect(files.listed == files.present)
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func anInterruptedRecordingLeavesAUsableFolder(signal: Int32) throws {
        try Self.script.write(toFile: "\(folder)/s.txt", atomically: false, encoding: .utf8)
        let outcome = try shell(
            #"exec "$NEU" record --scene dark --size 320x200 --script s.txt --out rec"#,
            until: { exists("rec/frame-00005.png") }, send: signal)
        #expect(outcome.signal == signal, "exit \(outcome.status): \(outcome.stderr)")
        let files = try RecordingTests.listedAndPresent("\(folder)/rec")
        #expect(files.listed == files.present && files.present.count >= 5)
        let hidden = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/rec").filter { $0.hasPrefix(".") }
        #expect(hidden.isEmpty)
        // Reusing the folder: refused without --force, and a fresh recording with it.
        try "0.1 key tab\n".write(toFile: "\(folder)/short.txt", atomically: false, encoding: .utf8)
        let again = try shell(#""$NEU" record --scene dark --size 32x20 --fps 10 --script short.txt --out rec"#)
        #expect(again.status == 1 && again.stderr.contains("--force"))
        let forced = try shell(
            #""$NEU" record --scene dark --size 32x20 --fps 10 --script short.txt --out rec --force"#)
        #expect(forced.status == 0)
        #expect(try RecordingTests.listedAndPresent("\(folder)/rec").present.count == 12)
    }

    @Test func forceReplacesNoFifoOrLinkAndLayoutCannotNameTheImage() throws {
        #expect(mkfifo("\(folder)/pipe.css", 0o644) == 0)
        let fifo = try shell(#""$NEU" export --scene dark --format css --out pipe.css --force"#)
        #expect(fifo.status == 1 && fifo.stderr.contains("not a regular file"), "\(fifo.stderr)")
        var info = stat()
        #expect(lstat("\(folder)/pipe.css", &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)

        let same = try shell(#""$NEU" screenshot --scene simple --out x.png --layout ./x.png"#)
        #expect(same.status == 2 && same.stderr.hasPrefix("neumorph: --layout and --out name the same file"))
        #expect(!exists("x.png"))
    }

    @Test func aMissingParentOfTheScreenshotFolderIsAnErrorBeforeTheWindowOpens() throws {
        let outcome = try shell(#""$NEU" play --screenshots absent/deeper"#)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.hasPrefix("neumorph: --screenshots: "), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("'absent' does not exist"), "\(outcome.stderr)")
        #expect(!exists("absent"))
    }

    @Test func aHeadlessRecordingWritesOnlyItsFrames() throws {
        try "0.1 key s\n0.2 key e\n0.3 key p\n0.4 key r\n".write(
            toFile: "\(folder)/keys.txt", atomically: false, encoding: .utf8)
        let outcome = try shell(#""$NEU" record --scene dark --size 32x20 --fps 10 --script keys.txt --out rec"#)
        #expect(outcome.status == 0)
        #expect(outcome.stderr.contains("ignored 4 presses"), "\(outcome.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["keys.txt", "rec"])
    }
}
