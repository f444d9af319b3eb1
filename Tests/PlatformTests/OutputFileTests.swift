import Foundation
import Platform
import Raster
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one file writer: whole or nothing, never replacing what it must not, and no temporaries left.
@Suite struct OutputFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("neumorph-out-\(UUID().uuidString)")
        .path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// Every name in the folder, hidden ones included (a temporary is hidden).
    func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    /// A disk that takes `capacity` bytes and then reports `code`, as a full disk or `ulimit -f` does.
    static func disk(capacity: Int, failing code: Int32) -> OutputFile.WriteFunction {
        let written = LockedCount()
        return { descriptor, buffer in
            let room = capacity - written.value
            guard room > 0 else {
                errno = code
                return -1
            }
            let count = min(room, buffer.count, 4096)
            let result = OutputFile.systemWrite(descriptor, UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
            if result > 0 { written.add(result) }
            return result
        }
    }

    @Test func writesTheWholeFileAndNothingElse() throws {
        let bytes = (0..<100_000).map { UInt8($0 % 251) }
        try OutputFile.write(bytes, to: folder + "/data.bin")
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: folder + "/data.bin"))) == bytes)
        #expect(try entries() == ["data.bin"])
    }

    @Test(arguments: [(ENOSPC, "the disk is full"), (EFBIG, "the file size limit was reached")])
    func aFailedWriteLeavesNoFileAndSaysWhy(code: Int32, reason: String) throws {
        let path = folder + "/full.bin"
        #expect(throws: OutputFile.Failure.cannotWrite(path: path, reason: reason)) {
            try OutputFile.write(
                [UInt8](repeating: 7, count: 50_000), to: path, using: Self.disk(capacity: 20_000, failing: code))
        }
        #expect(try entries().isEmpty)
    }

    @Test func anAppendIsWholeOrCutBackAndNeverFollowsALink() throws {
        let path = folder + "/frames.txt"
        try OutputFile.write("frame-00001.png 0.0000\n", to: path)
        try OutputFile.append("frame-00002.png 0.1000\n", to: path)
        #expect(throws: OutputFile.Failure.cannotWrite(path: path, reason: "the disk is full")) {
            try OutputFile.append(
                "frame-00003.png 0.2000\n", to: path, using: Self.disk(capacity: 10, failing: ENOSPC))
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "frame-00001.png 0.0000\nframe-00002.png 0.1000\n")
        #expect(symlink("frames.txt", folder + "/link.txt") == 0)
        #expect(throws: OutputFile.Failure.notRegular(path: folder + "/link.txt")) {
            try OutputFile.append("x\n", to: folder + "/link.txt")
        }
    }

    @Test func oneFileUnderTwoSpellingsIsTheSameTarget() {
        #expect(OutputFile.sameTarget("x.png", "./x.png"))
        #expect(
            OutputFile.sameTarget(folder + "/x.png", folder + "/../\((folder as NSString).lastPathComponent)/x.png"))
        #expect(!OutputFile.sameTarget("x.png", "y.png"))
    }

    @Test func aFailedReplacementKeepsTheOldFile() throws {
        let path = folder + "/keep.txt"
        try OutputFile.write("old", to: path)
        #expect(throws: OutputFile.Failure.self) {
            try OutputFile.write(
                [UInt8](repeating: 1, count: 10_000), to: path, existing: .replaceRegularFile,
                using: Self.disk(capacity: 100, failing: ENOSPC))
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(try entries() == ["keep.txt"])
    }

    @Test func anExistingFileIsKeptUnlessReplacingIsAsked() throws {
        let path = folder + "/a.txt"
        try OutputFile.write("first", to: path)
        #expect(throws: OutputFile.Failure.exists(path: path)) { try OutputFile.write("second", to: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "first")
        try OutputFile.write("third", to: path, existing: .replaceRegularFile)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "third")
    }

    @Test func onlyRegularFilesAreReplaced() throws {
        let fifo = folder + "/pipe"
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: OutputFile.Failure.notRegular(path: fifo)) {
            try OutputFile.write("x", to: fifo, existing: .replaceRegularFile)
        }
        let link = folder + "/dangling"
        #expect(symlink(folder + "/nowhere", link) == 0)
        #expect(throws: OutputFile.Failure.exists(path: link)) { try OutputFile.write("x", to: link) }
        #expect(throws: OutputFile.Failure.notRegular(path: link)) {
            try OutputFile.write("x", to: link, existing: .replaceRegularFile)
        }
        #expect(throws: OutputFile.Failure.notRegular(path: "/dev/null")) {
            try OutputFile.write("x", to: "/dev/null", existing: .replaceRegularFile)
        }
        #expect(try entries() == ["dangling", "pipe"])
    }

    @Test func foldersAndMissingFoldersAreNamed() throws {
        #expect(throws: OutputFile.Failure.cannotWrite(path: folder, reason: "that names a folder, not a file")) {
            try OutputFile.write("x", to: folder, existing: .replaceRegularFile)
        }
        #expect(throws: OutputFile.Failure.cannotWrite(path: ".", reason: "that names a folder, not a file")) {
            try OutputFile.write("x", to: ".")
        }
        let missing = folder + "/no/such/file.txt"
        #expect(
            throws: OutputFile.Failure.cannotWrite(
                path: missing, reason: "the folder '\(folder)/no/such' does not exist")
        ) {
            try OutputFile.write("x", to: missing)
        }
    }

    @Test func theLongestLegalNameWorks() throws {
        let name = String(repeating: "n", count: 251) + ".png"
        try OutputFile.write("long", to: folder + "/" + name)
        #expect(try entries() == [name])
    }

    /// Two writers racing for one new name: exactly one wins each time, and the file holds its bytes.
    @Test func aRaceForOneNameHasOneWinner() async throws {
        for round in 0..<40 {
            let path = folder + "/race-\(round).txt"
            let results = await withTaskGroup(of: String?.self) { group in
                for writer in ["left", "right"] {
                    group.addTask {
                        do {
                            try OutputFile.write(String(repeating: writer, count: 2000), to: path)
                            return writer
                        } catch {
                            return nil
                        }
                    }
                }
                return await group.reduce(into: [String]()) { if let winner = $1 { $0.append(winner) } }
            }
            #expect(results.count == 1)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text == String(repeating: results.first ?? "?", count: 2000))
        }
        #expect(try entries().count == 40)
    }

    @Test func newFoldersAreNeverShared() throws {
        let path = folder + "/clip"
        try OutputFile.makeFolder(path)
        #expect(throws: OutputFile.Failure.exists(path: path)) { try OutputFile.makeFolder(path) }
        #expect(throws: OutputFile.Failure.self) { try OutputFile.makeFolder(folder + "/missing/clip") }
    }

    @Test func pngsGoThroughTheSameWriter() throws {
        let pixmap = Pixmap(width: 64, height: 64)!
        let path = folder + "/frame.png"
        #expect(throws: PNGFile.Failure.self) {
            try PNGFile.write(pixmap, to: path, using: Self.disk(capacity: 50, failing: ENOSPC))
        }
        #expect(try entries().isEmpty)
        try PNGFile.write(pixmap, to: path)
        #expect(try PNGFile.read(path).width == 64)
    }
}

/// A counter the simulated disk shares across the writer's calls.
final class LockedCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add(_ amount: Int) { lock.withLock { count += amount } }
}
