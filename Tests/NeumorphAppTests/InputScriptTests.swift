import Foundation
import Testing

@testable import NeumorphApp

/// Issue 11, items 2, 11 and 16: scripts are read like every hand-edited file (line endings,
/// encodings, pipes, `/dev/null`), their messages name the file and line and stay short, and the
/// longest recording is one limit for the script and `--duration`.
@Suite struct InputScriptTests {
    /// The docs' example script (the first code block of "Input scripts" in docs/recordings.md), so
    /// the example people copy is the one proven to read the same with any line ending.
    static let docsExample: String = {
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/recordings.md")
        let text = (try? String(contentsOf: page, encoding: .utf8)) ?? ""
        guard let section = text.range(of: "## Input scripts\n"),
            let open = text.range(of: "```\n", range: section.upperBound..<text.endIndex),
            let close = text.range(of: "```", range: open.upperBound..<text.endIndex)
        else { return "" }
        return String(text[open.upperBound..<close.lowerBound])
    }()

    func temporaryFile(_ bytes: [UInt8], name: String = "script.txt") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "neumorph-script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func failure(_ path: String) -> InputScript.ParseError? {
        do {
            _ = try InputScript.load(path)
            return nil
        } catch {
            return error
        }
    }

    @Test func crlfScriptsReadLikeLFScripts() throws {
        let lf = try InputScript(text: Self.docsExample)
        #expect(lf.events.count == 10)
        let crlf = Self.docsExample.replacing("\n", with: "\r\n")
        #expect(try InputScript.load(temporaryFile(Array(crlf.utf8))) == lf)
        // A first comment line used to swallow the whole CRLF file: every event ignored, exit 0.
        let commented = try InputScript.load(temporaryFile(Array(("# saved on Windows\r\n" + crlf).utf8)))
        #expect(commented.events.map(\.action) == lf.events.map(\.action))
        #expect(commented.events.map(\.time) == lf.events.map(\.time))
        #expect(commented.events.map(\.line) == lf.events.map { $0.line + 1 })
    }

    @Test func utf16AndPipesAreRead() throws {
        let lf = try InputScript(text: Self.docsExample)
        let utf16: [UInt8] =
            [0xFF, 0xFE]
            + Self.docsExample.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(try InputScript.load(temporaryFile(utf16)) == lf)
        // /dev/null is an empty script: an empty replay, not "permission denied".
        #expect(try InputScript.load("/dev/null").events.isEmpty)
        let fifo = try temporaryFile([], name: "placeholder") + ".fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread {
            if let handle = FileHandle(forWritingAtPath: fifo) {
                handle.write(Data(Self.docsExample.utf8))
                try? handle.close()
            }
        }
        writer.start()
        #expect(try InputScript.load(fifo) == lf)
    }

    @Test func otherEncodingsNameTheFileLineAndColumn() throws {
        let latin1 = Array("0.1 key a\n0.2 key b   # caf".utf8) + [0xE9] + Array("\n".utf8)
        let path = try temporaryFile(latin1)
        let error = try #require(failure(path))
        #expect(error.description.hasPrefix("\(path):2:18: byte 0xE9 is not UTF-8"), "\(error)")
    }

    @Test func aHugeBadTokenGivesAShortMessage() throws {
        let token = String(repeating: "m", count: 2_000_000)
        let path = try temporaryFile(Array("0.10 \(token) 1 2\n".utf8))
        let error = try #require(failure(path))
        #expect(error.description.count < 200, "a \(error.description.count)-character message")
        #expect(error.description.hasPrefix("\(path):1: unknown event 'mmmm"))
        #expect(error.description.contains("…"))
    }

    @Test func messagesHaveNoFoundationWording() throws {
        for path in ["/no/such/script.txt", NSTemporaryDirectory()] {
            let error = try #require(failure(path))
            #expect(error.description.hasPrefix(path + ": "))
            #expect(!error.description.contains("NSCocoa") && !error.description.contains("couldn"))
        }
    }

    @Test func eventsAfterTheLongestRecordingNameTheirLine() throws {
        let error = try #require(throws: InputScript.ParseError.self) {
            try InputScript(text: "0.1 key a\n700 key tab\n", file: "late.txt")
        }
        #expect(error.description == "late.txt:2: 700 s is past the longest recording, 600 s")
        #expect(try InputScript(text: "600 key tab\n").duration == 600)
    }

    /// `--duration` and the script's last event are held to the same limit, with the same status.
    @Test @MainActor func recordHasOneLimitForTheScriptAndTheDuration() throws {
        let folder = try temporaryFile([], name: "placeholder") + "-out"
        let short = try temporaryFile(Array("0.1 key tab\n".utf8))
        let late = try temporaryFile(Array("700 key tab\n".utf8))
        let options = ["--size", "32x20", "--fps", "1", "--out", folder]
        func status(_ argv: [String]) -> (Int32, String) {
            do throws(CommandFailure) {
                try RecordCommand.run(argv + options)
                return (0, "")
            } catch {
                return (error.status, error.description)
            }
        }
        let byOption = status(["--script", short, "--duration", "700"])
        let byScript = status(["--script", late])
        #expect(byOption.0 == 2 && byScript.0 == 2)
        #expect(byOption.1.contains("--duration"))
        #expect(byScript.1.hasPrefix("neumorph: \(late):1: "))
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    /// A CRLF script records exactly what the same script with LF lines records.
    @Test @MainActor func recordingACRLFScriptMatchesTheLFOne() throws {
        var listings: [String] = []
        for text in [Self.docsExample, "# a comment first\r\n" + Self.docsExample.replacing("\n", with: "\r\n")] {
            let script = try temporaryFile(Array(text.utf8))
            let out = script + "-frames"
            try RecordCommand.run([
                "--scene", "dark", "--size", "64x40", "--fps", "5", "--script", script, "--out", out,
            ])
            let frames = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
            listings.append(
                try frames.map { try Data(contentsOf: URL(fileURLWithPath: out + "/" + $0)).base64EncodedString() }
                    .joined(separator: "\n"))
        }
        #expect(listings[0] == listings[1])
        #expect(listings[0].split(separator: "\n").count == 14 + 1)  // frames and frames.txt
    }
}
