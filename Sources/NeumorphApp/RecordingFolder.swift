import Foundation
import Platform
import Raster

/// A folder of numbered frames and `frames.txt`, kept so that it always describes what it holds:
/// `frames.txt` is made first (empty) and a frame's line is appended only after its PNG is
/// published, with fatal signals held over the pair. An interrupted recording (a signal, a full
/// disk, a size limit) leaves whole frames, each listed once.
struct RecordingFolder: Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let path: String
    /// The system call that writes, replaceable to simulate a slow or full disk in tests.
    let writeFunction: OutputFile.WriteFunction

    var timesPath: String { "\(path)/frames.txt" }

    static func frameName(_ number: Int) -> String { String(format: "frame-%05d.png", number) }

    /// Makes `path` ready for a recording: a new folder (its parent must exist), an empty one, or —
    /// with `replacingPrevious` (`--force`) — one holding only a previous recording, whose
    /// `frame-*.png` and `frames.txt` are removed. Anything else in the folder is never touched.
    static func prepare(
        _ path: String, replacingPrevious: Bool = false,
        using writeFunction: @escaping OutputFile.WriteFunction = OutputFile.systemWrite
    ) throws(Failure) -> RecordingFolder {
        var info = stat()
        if lstat(path, &info) != 0 {
            do {
                try OutputFile.makeFolder(path)
            } catch {
                throw Failure(description: error.description)
            }
        } else {
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                throw Failure(description: "'\(path)' exists and is not a folder")
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            let recording = names.filter(isRecordingFile)
            if recording.count < names.count {
                throw Failure(description: "'\(path)' holds files other than a recording; record into a new folder")
            }
            if !recording.isEmpty {
                guard replacingPrevious else {
                    throw Failure(description: "'\(path)' holds a previous recording; --force replaces it")
                }
                for name in recording where unlink("\(path)/\(name)") != 0 {
                    throw Failure(
                        description: "cannot remove '\(path)/\(name)': \(OutputFile.systemReason(errno))")
                }
            }
        }
        let folder = RecordingFolder(path: path, writeFunction: writeFunction)
        do {
            try OutputFile.write("", to: folder.timesPath, using: writeFunction)
        } catch {
            throw Failure(description: error.description)
        }
        return folder
    }

    /// `frame-NNNNN.png` or `frames.txt`: what a recording leaves, and all `--force` removes.
    static func isRecordingFile(_ name: String) -> Bool {
        if name == "frames.txt" { return true }
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst("frame-".count).dropLast(".png".count)
        return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }

    /// Writes frame `number` and lists it with its time; throws at the first failure, leaving the
    /// folder as it was before the call.
    func add(_ pixmap: Pixmap, number: Int, time: Double) throws(Failure) {
        let name = Self.frameName(number)
        let framePath = "\(path)/\(name)"
        let bytes: [UInt8]
        do {
            bytes = try PNGFile.encoded(pixmap, path: framePath)
        } catch {
            throw Failure(description: error.description)
        }
        try Signals.holding { () throws(Failure) in
            do throws(OutputFile.Failure) {
                try OutputFile.write(bytes, to: framePath, using: writeFunction)
            } catch {
                throw Failure(description: error.description)
            }
            do throws(OutputFile.Failure) {
                try OutputFile.append(String(format: "%@ %.4f\n", name, time), to: timesPath, using: writeFunction)
            } catch {
                // An unlisted frame would make the folder lie about what it holds.
                unlink(framePath)
                throw Failure(description: error.description)
            }
        }
    }
}
