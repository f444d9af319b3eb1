import Foundation
import PlainText
import Platform
import Raster

/// `snapshot --verify RECORDED`: each picture of the run beside the recorded one of the same path —
/// the same SHA-256 is the same picture; otherwise, under `--tolerance`, the pixels decide — and the
/// recorded pictures the run did not draw as gone. For the report it writes, under the run's folder,
/// each changed picture's recorded version (`report/recorded/…`) and its difference (`report/diff/…`);
/// the recorded folder is only read.
enum SnapshotVerification {
    static func verify(
        _ entries: [SnapshotManifest.Entry], in folder: String, against recorded: SnapshotManifest.Document,
        recordedFolder: String, tolerance: SnapshotTolerance, isPartOfShard: (String) -> Bool = { _ in true }
    ) -> [SnapshotManifest.Entry] {
        let before = Dictionary(recorded.entries.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        var checked: [SnapshotManifest.Entry] = []
        for var entry in entries {
            defer { checked.append(entry) }
            if entry.error != nil {
                entry.verdict = .failed
                entry.detail = entry.error
                continue
            }
            guard let old = before[entry.path], old.error == nil, let oldSHA = old.sha256 else {
                entry.verdict = .new
                entry.detail =
                    before[entry.path] == nil ? "not in the recorded folder" : "it could not be drawn when recorded"
                continue
            }
            // The recorded file's own digest, not only its manifest's: a picture damaged or replaced since
            // it was recorded is not taken for the same.
            let recordedPath = "\(recordedFolder)/\(entry.path)"
            guard let recordedBytes = try? TextFile.readBytes(recordedPath, byteLimit: 1 << 30) else {
                entry.verdict = .changed
                entry.detail = "the recorded picture \(recordedPath) is missing or cannot be read"
                continue
            }
            let recordedSHA = SHA256.hex(recordedBytes)
            if recordedSHA == oldSHA && oldSHA == entry.sha256 {
                entry.verdict = .same
                continue
            }
            let compared = compare(entry.path, folder: folder, recordedFolder: recordedFolder, tolerance: tolerance)
            entry.verdict = compared.matches ? .same : .changed
            entry.detail = compared.detail
            if recordedSHA != oldSHA {
                entry.detail =
                    "the recorded picture \(recordedPath) is not the one its manifest lists (damaged or"
                    + " replaced since); " + (entry.detail ?? "")
            }
        }
        // What was recorded and not drawn now (within this shard, when the run is one).
        let drawn = Set(entries.map(\.path))
        for old in recorded.entries.sorted(by: { $0.path < $1.path })
        where !drawn.contains(old.path) && old.verdict != .gone && isPartOfShard(old.path) {
            var gone = old
            gone.verdict = .gone
            gone.detail = "recorded, but this run drew no such preview"
            gone.notes = []
            checked.append(gone)
        }
        return checked
    }

    /// One picture's pixels beside the recorded one's; the recorded copy and the difference written for
    /// the report when they differ.
    private static func compare(_ path: String, folder: String, recordedFolder: String, tolerance: SnapshotTolerance)
        -> SnapshotComparison.Result
    {
        let recordedPath = "\(recordedFolder)/\(path)"
        let old: Pixmap
        let new: Pixmap
        do {
            old = try PNGFile.read(recordedPath)
        } catch {
            return SnapshotComparison.Result(
                matches: false, detail: "the recorded picture \(recordedPath) cannot be read: \(error)", difference: nil
            )
        }
        do {
            new = try PNGFile.read("\(folder)/\(path)")
        } catch {
            return SnapshotComparison.Result(
                matches: false, detail: "the new picture cannot be read back: \(error)", difference: nil)
        }
        var result = SnapshotComparison.compare(recorded: old, new: new, tolerance: tolerance)
        guard !result.matches else { return result }
        do {
            try write(PNGFile.encoded(old), as: "\(SnapshotReport.recordedFolder)/\(path)", in: folder)
            if let difference = result.difference {
                try write(PNGFile.encoded(difference), as: "\(SnapshotReport.differenceFolder)/\(path)", in: folder)
            }
        } catch {
            result.detail += " (its pictures for the report could not be written: \(error))"
        }
        return result
    }

    private static func write(_ bytes: [UInt8], as relativePath: String, in folder: String) throws {
        try SnapshotWriter.makeFolders(of: relativePath, in: folder)
        try OutputFile.write(bytes, to: "\(folder)/\(relativePath)", existing: .replaceRegularFile)
    }
}
