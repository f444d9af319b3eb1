import Dispatch
import Foundation
import Platform
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// write(2) by its module's name: the tests' own `write(_:to:)` hides the free function.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
    #else
        Darwin.write(descriptor, bytes, count)
    #endif
}

/// The file watcher on real folders: each test has its own, under the temporary directory.
struct FileWatcherTests {
    /// Counts `onChange` calls; the tests wait on it from their own thread.
    final class Calls: Sendable {
        private let count = Mutex(0)
        func record() { count.withLock { $0 += 1 } }
        var value: Int { count.withLock { $0 } }

        /// Waits until at least `expected` calls came, or 60 s passed: a bound against a watcher that
        /// never calls (a busy machine may take seconds), not a speed test; it returns at once when met.
        @discardableResult
        func wait(for expected: Int) -> Int {
            for _ in 0..<12_000 where value < expected { usleep(5_000) }
            return value
        }
    }

    /// A new folder with `style.swift` in it, removed when `body` returns.
    func withFolder(_ body: (_ folder: String, _ file: String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("FileWatcherTests-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/style.swift"
        try write("struct A {}", to: file)
        try body(folder, file)
    }

    /// Truncates and writes the file in place, as an editor that keeps the inode does.
    func write(_ text: String, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        guard bytes.withUnsafeBytes({ systemWrite(fd, $0.baseAddress, $0.count) }) == bytes.count else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    /// Enough time for a burst to be delivered if one were coming (the watcher waits 20–80 ms).
    func settle() { usleep(300_000) }

    @Test func inPlaceWriteIsOneCall() throws {
        try withFolder { _, file in
            let calls = Calls()
            let watcher = try FileWatcher(path: file, onChange: calls.record)
            defer { watcher.stop() }
            try write("struct B {}", to: file)
            #expect(calls.wait(for: 1) == 1)
            settle()
            // The truncate, the write and the close of one save are coalesced.
            #expect(calls.value == 1)
        }
    }

    @Test func aBurstOfEventsIsCoalesced() throws {
        try withFolder { folder, file in
            let calls = Calls()
            let watcher = try FileWatcher(path: file, onChange: calls.record)
            defer { watcher.stop() }
            // One save as some editors do it: delete, create, write, then set the mode — six events.
            #expect(unlink(file) == 0)
            try write("struct J {}", to: file)
            try write("struct J { }", to: file)
            #expect(chmod(file, 0o600) == 0)
            try write("x", to: folder + "/.style.swift.tmp")
            #expect(rename(folder + "/.style.swift.tmp", file) == 0)
            #expect(calls.wait(for: 1) >= 1)
            settle()
            // One call; two only if the machine stalled over 20 ms mid-burst.
            #expect((1...2).contains(calls.value))
        }
    }

    @Test func renameOverTheFileIsSeen() throws {
        try withFolder { folder, file in
            let calls = Calls()
            let watcher = try FileWatcher(path: file, onChange: calls.record)
            defer { watcher.stop() }
            // vim and VS Code: write a temporary beside the file, then rename it over the file.
            let temporary = folder + "/.style.swift.tmp"
            try write("struct C {}", to: temporary)
            #expect(rename(temporary, file) == 0)
            #expect(calls.wait(for: 1) >= 1)
            // The watch follows the name, not the replaced inode: the next save is seen too.
            settle()
            let before = calls.value
            try write("struct D {}", to: file)
            #expect(calls.wait(for: before + 1) == before + 1)
        }
    }

    @Test func fileMadeAgainAfterDeletionIsStillWatched() throws {
        try withFolder { _, file in
            let calls = Calls()
            let watcher = try FileWatcher(path: file, onChange: calls.record)
            defer { watcher.stop() }
            #expect(unlink(file) == 0)
            #expect(calls.wait(for: 1) == 1)
            settle()
            try write("struct E {}", to: file)
            #expect(calls.wait(for: 2) == 2)
        }
    }

    @Test func otherFilesInTheFolderAreIgnored() throws {
        try withFolder { folder, file in
            let calls = Calls()
            let watcher = try FileWatcher(path: file, onChange: calls.record)
            defer { watcher.stop() }
            try write("x", to: folder + "/other.swift")
            try write("x", to: folder + "/style.swift~")
            try write("x", to: folder + "/style.swif")
            #expect(rename(folder + "/other.swift", folder + "/renamed.swift") == 0)
            #expect(unlink(folder + "/renamed.swift") == 0)
            settle()
            #expect(calls.value == 0)
        }
    }

    @Test func stopEndsTheWatch() throws {
        try withFolder { _, file in
            let calls = Calls()
            let watcher = try FileWatcher(path: file, onChange: calls.record)
            // stop() waits for the thread, so it hangs if the thread does not end: run it aside.
            let stopped = Calls()
            DispatchQueue.global().async {
                watcher.stop()
                stopped.record()
            }
            #expect(stopped.wait(for: 1) == 1)
            watcher.stop()
            try write("struct F {}", to: file)
            settle()
            #expect(calls.value == 0)
        }
    }

    @Test func releasingTheWatcherStopsIt() throws {
        try withFolder { _, file in
            let calls = Calls()
            var watcher: FileWatcher? = try FileWatcher(path: file, onChange: calls.record)
            #expect(watcher != nil)
            watcher = nil
            try write("struct G {}", to: file)
            settle()
            #expect(calls.value == 0)
        }
    }

    @Test func stopFromOnChangeDoesNotWaitForItself() throws {
        try withFolder { _, file in
            let calls = Calls()
            let holder = Mutex<FileWatcher?>(nil)
            let watcher = try FileWatcher(path: file) {
                holder.withLock { $0 }?.stop()
                calls.record()
            }
            holder.withLock { $0 = watcher }
            try write("struct H {}", to: file)
            #expect(calls.wait(for: 1) == 1)
            holder.withLock { $0 = nil }
            try write("struct I {}", to: file)
            settle()
            #expect(calls.value == 1)
        }
    }

    /// A module's files in two folders: one watch a folder, each call naming what was saved.
    @Test func aModulesFilesAreWatchedTogetherAndNamedWhenSaved() throws {
        try withFolder { folder, file in
            let views = folder + "/Views"
            try FileManager.default.createDirectory(atPath: views, withIntermediateDirectories: false)
            let card = views + "/Card.swift"
            let row = views + "/Row.swift"
            try write("struct Card {}", to: card)
            try write("struct Row {}", to: row)
            let saved = Mutex<[[String]]>([])
            let watcher = try FileWatcher(paths: [file, card, row]) { paths in saved.withLock { $0.append(paths) } }
            defer { watcher.stop() }
            func wait(for count: Int) {
                for _ in 0..<12_000 where saved.withLock({ $0.count }) < count { usleep(5_000) }
            }
            try write("struct Card { var x = 1 }", to: card)
            wait(for: 1)
            try write("x", to: folder + "/.style.swift.tmp")
            #expect(rename(folder + "/.style.swift.tmp", file) == 0)
            wait(for: 2)
            // A file of the folder that is not watched is no change.
            try write("struct Other {}", to: views + "/Other.swift")
            settle()
            #expect(saved.withLock { $0 } == [[card], [file]])
        }
    }

    @Test func noFilesIsAnError() {
        #expect(throws: FileWatcher.Failure.self) { try FileWatcher(paths: []) { _ in } }
    }

    @Test func missingFolderIsAnErrorNamingThePath() {
        let path = "/no-such-folder-\(UUID())/styles/style.swift"
        let error = #expect(throws: FileWatcher.Failure.self) { try FileWatcher(path: path) {} }
        #expect(error?.path == path)
        #expect(error?.description.contains(path) == true)
        #expect(error?.description.contains("no folder") == true)
    }

    @Test func unusablePathsAreErrors() throws {
        try withFolder { folder, file in
            // A file where the folder should be.
            let underFile = #expect(throws: FileWatcher.Failure.self) { try FileWatcher(path: file + "/x.swift") {} }
            #expect(underFile?.description.contains("not a folder") == true)
            let folderOnly = #expect(throws: FileWatcher.Failure.self) { try FileWatcher(path: folder + "/") {} }
            #expect(folderOnly?.description.contains(folder) == true)
            #expect(throws: FileWatcher.Failure.self) { try FileWatcher(path: "") {} }
        }
    }
}

/// `Window.wake()` from another thread ends a blocked `waitEvents` without an event of its own.
@MainActor struct WindowWakeTests {
    @Test func wakeEndsAWaitWithNoEvent() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let window = try Window(title: "Neumorph wake", width: 320, height: 240)
        // Whatever opening the window queued.
        _ = window.waitEvents(timeout: 0)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) { Window.wake() }
        let start = ContinuousClock.now
        let events = window.waitEvents(timeout: 30)
        // Woken, not timed out: a generous bound, not a speed test.
        #expect(ContinuousClock.now - start < .seconds(20))
        #expect(events.isEmpty)
    }
}
