import Foundation
import PlainText
import Platform
import Raster
import Synchronization
import Testing

@testable import NeumorphApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A recording folder always describes what it holds; the window's recording queue is bounded; a
/// headless recording writes only its frames.
@Suite struct RecordingTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("neumorph-rec-\(UUID().uuidString)")
        .path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    static let frame = Pixmap(width: 64, height: 40)!

    /// The frames `frames.txt` lists, and the frame files present: equal in a usable folder.
    static func listedAndPresent(_ path: String) throws -> (listed: [String], present: [String]) {
        // TextFile rather than String(contentsOfFile:), which leaks its buffer for an empty file.
        let times = try TextFile.read("\(path)/frames.txt")
        let listed = times.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        let present = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasPrefix("frame-") }
        return (listed.sorted(), present.sorted())
    }

    /// A disk that takes `capacity` bytes and then is full.
    static func disk(capacity: Int, delay: Double = 0) -> OutputFile.WriteFunction {
        let used = Mutex(0)
        return { descriptor, buffer in
            if delay > 0 { usleep(UInt32(delay * 1_000_000)) }
            let room = used.withLock { capacity - $0 }
            guard room > 0 else {
                errno = ENOSPC
                return -1
            }
            let count = min(room, buffer.count)
            let result = OutputFile.systemWrite(descriptor, UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
            if result > 0 { used.withLock { $0 += result } }
            return result
        }
    }

    @Test func aFullDiskStopsAtTheFirstFailedFrameAndTheFolderListsWhatItHolds() throws {
        let path = "\(folder)/rec"
        let bytesPerFrame = try PNGFile.encoded(Self.frame).count
        let recording = try RecordingFolder.prepare(path, using: Self.disk(capacity: bytesPerFrame * 3 + 40))
        var failure: String?
        for number in 1...10 {
            do {
                try recording.add(Self.frame, number: number, time: Double(number) / 10)
            } catch {
                failure = error.description
                break
            }
        }
        #expect(failure?.contains("the disk is full") == true, "\(failure ?? "no failure")")
        let files = try Self.listedAndPresent(path)
        #expect(files.listed == files.present)
        #expect(!files.present.isEmpty && files.present.count < 10)
        let hidden = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasPrefix(".") }
        #expect(hidden.isEmpty, "temporaries left: \(hidden)")
    }

    @Test func aPreviousRecordingIsReplacedOnlyWithForceAndNothingElseIsTouched() throws {
        let path = "\(folder)/rec"
        let first = try RecordingFolder.prepare(path)
        for number in 1...3 { try first.add(Self.frame, number: number, time: 0) }
        #expect(throws: RecordingFolder.Failure.self) { try RecordingFolder.prepare(path) }
        #expect(try Self.listedAndPresent(path).present.count == 3)
        _ = try RecordingFolder.prepare(path, replacingPrevious: true)
        #expect(try Self.listedAndPresent(path).present.isEmpty)
        #expect(try TextFile.read("\(path)/frames.txt").isEmpty)

        try "mine".write(toFile: "\(path)/notes.txt", atomically: false, encoding: .utf8)
        do {
            _ = try RecordingFolder.prepare(path, replacingPrevious: true)
            Issue.record("a folder holding other files was used")
        } catch {
            #expect(error.description.contains("other than a recording"))
        }
        #expect(FileManager.default.fileExists(atPath: "\(path)/notes.txt"))
    }

    @Test func aMissingParentIsAnErrorNamingItAndNothingIsMade() {
        do {
            _ = try RecordingFolder.prepare("\(folder)/absent/deeper/rec")
            Issue.record("a recording folder was made under missing parents")
        } catch {
            #expect(error.description.contains("absent/deeper' does not exist"), "\(error)")
        }
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/absent"))
    }

    @Test func theWindowsQueueIsBoundedAndCountsWhatItDrops() throws {
        // A disk that takes 30 ms per write: frames come far faster than they are written.
        let recording = try RecordingFolder.prepare("\(folder)/rec", using: Self.disk(capacity: .max, delay: 0.03))
        let recorder = FrameRecorder(folder: recording, start: 0, toasts: Toasts())
        let writer = BackgroundWriter()
        for index in 0..<60 { recorder.add(Self.frame, time: Double(index) / 60, writer: writer) }
        writer.drain()
        #expect(recorder.peakPendingFrames <= FrameRecorder.maxPendingFrames)
        #expect(recorder.droppedFrames > 0)
        let files = try Self.listedAndPresent(recording.path)
        #expect(files.listed == files.present)
        #expect(files.present.count + recorder.droppedFrames == 60)
        #expect(recorder.summary.contains("dropped \(recorder.droppedFrames)"))
    }

    @Test func theByteBudgetBoundsLargeFrames() throws {
        let recording = try RecordingFolder.prepare("\(folder)/rec", using: Self.disk(capacity: .max, delay: 0.05))
        let recorder = FrameRecorder(folder: recording, start: 0, toasts: Toasts())
        let writer = BackgroundWriter()
        let large = Pixmap(width: 4096, height: 1024)!  // 16 MB: four fit the 64 MB budget
        for index in 0..<8 { recorder.add(large, time: Double(index), writer: writer) }
        writer.drain()
        #expect(recorder.peakPendingFrames <= FrameRecorder.maxPendingBytes / (16 << 20))
    }

    @Test @MainActor func headlessReplayIgnoresTheFileKeys() throws {
        let playground = Playground(scene: SceneCatalog.all[0], scheme: nil, screenshotFolder: "\(folder)/Screenshots")
        playground.exportFolder = "\(folder)/Exports"
        playground.presetFolder = "\(folder)/Presets"
        playground.writesFiles = false
        for key: Character in ["s", "e", "p", "r", "r"] { playground.keyDown(.character(key), modifiers: []) }
        _ = playground.render(size: Size(width: 64, height: 40), scale: 1, time: 0)
        playground.finishWrites()
        #expect(playground.ignoredFileKeys == 5)
        #expect(playground.recorder == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
