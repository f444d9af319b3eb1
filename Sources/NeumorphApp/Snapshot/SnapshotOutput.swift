import Foundation
import PlainText
import Platform

/// What a snapshot run leaves in its folder besides the pictures: the manifest, written last so a run
/// cut short leaves none that lists missing pictures, and with `--verify` (or `--audit`) the report and
/// the JUnit file.
enum SnapshotOutput {
    static func write(
        _ entries: [SnapshotManifest.Entry], to folder: String, scale: Double, shard: (index: Int, count: Int)?,
        verified: Bool
    ) throws(CommandFailure) {
        let audited = entries.contains { $0.auditFailures != nil }
        do throws(OutputFile.Failure) {
            if verified || audited {
                try OutputFile.write(
                    SnapshotReport.html(entries, title: "Snapshots of \(folder)"),
                    to: "\(folder)/\(SnapshotReport.fileName)",
                    existing: .replaceRegularFile)
                try OutputFile.write(
                    SnapshotJUnit.xml(entries), to: "\(folder)/\(SnapshotJUnit.fileName)", existing: .replaceRegularFile
                )
            }
            try OutputFile.write(
                SnapshotManifest.json(entries, scale: scale, shard: shard),
                to: "\(folder)/\(SnapshotManifest.fileName)",
                existing: .replaceRegularFile)
        } catch {
            throw CommandFailure("neumorph: \(error.description)")
        }
    }

    /// `--record` with `--verify`: the run's pictures become the recorded ones — each drawn picture copied
    /// over, each gone one removed — and the recorded manifest replaced by the run's (without verdicts).
    static func accept(
        _ entries: [SnapshotManifest.Entry], from folder: String, into recorded: String, scale: Double,
        shard: (index: Int, count: Int)?
    ) throws(CommandFailure) {
        var kept: [SnapshotManifest.Entry] = []
        if shard != nil, let before = try? SnapshotManifest.read(folder: recorded) {
            // A shard records its share: the rest of the recorded manifest stays.
            let mine = Set(entries.map(\.path))
            kept = before.entries.filter { !mine.contains($0.path) }
        }
        // Every drawn picture (a same one within --tolerance too, so the manifest's digests hold), each
        // checked before anything in the recording is touched: one that is gone from the run's folder
        // leaves the recording as it was.
        let drawn = entries.filter { $0.verdict != .gone && $0.verdict != .failed }.map(\.path)
        if let missing = drawn.first(where: { !FileManager.default.isReadableFile(atPath: "\(folder)/\($0)") }) {
            throw CommandFailure("neumorph: --record: the run's picture \(folder)/\(missing) cannot be read")
        }
        do throws(OutputFile.Failure) {
            for entry in entries where entry.verdict == .gone { unlink("\(recorded)/\(entry.path)") }
            for path in drawn {
                guard let bytes = try? TextFile.readBytes("\(folder)/\(path)", byteLimit: 1 << 30) else {
                    throw .cannotWrite(path: "\(recorded)/\(path)", reason: "the run's picture cannot be read")
                }
                try SnapshotWriter.makeFolders(of: path, in: recorded)
                try OutputFile.write(bytes, to: "\(recorded)/\(path)", existing: .replaceRegularFile)
            }
            var accepted = kept
            for var entry in entries where entry.verdict != .gone {
                entry.verdict = nil
                entry.detail = nil
                accepted.append(entry)
            }
            try OutputFile.write(
                SnapshotManifest.json(accepted, scale: scale, shard: nil),
                to: "\(recorded)/\(SnapshotManifest.fileName)", existing: .replaceRegularFile)
        } catch {
            throw CommandFailure("neumorph: --record: \(error.description)")
        }
        Console.out("recorded the run's pictures in \(recorded)")
    }

    /// Whether the run fails: a picture not drawn, one that differs, is new or is gone, or one that fails
    /// the audit.
    static func fails(_ entries: [SnapshotManifest.Entry]) -> Bool {
        entries.contains { entry in
            entry.error != nil || (entry.verdict?.fails ?? false) || !(entry.auditFailures ?? []).isEmpty
        }
    }

    /// The run's last line: what was written, and what differs.
    static func summary(_ entries: [SnapshotManifest.Entry], folder: String, seconds: Double) -> String {
        let drawn = entries.filter { $0.sha256 != nil && $0.verdict != .gone }.count
        var text =
            "wrote \(drawn) pictures and \(folder)/\(SnapshotManifest.fileName) in \(String(format: "%.1f", seconds)) s"
        let failed = entries.filter { $0.error != nil && $0.verdict != .gone }.count
        if failed > 0 { text += "; \(failed) could not be drawn (their errors are in the manifest)" }
        if entries.contains(where: { $0.verdict != nil }) {
            let counts = SnapshotVerdict.allCases.filter { $0 != .failed }.map { verdict in
                "\(entries.filter { $0.verdict == verdict }.count) \(verdict.rawValue)"
            }
            text += "\nverified: " + counts.joined(separator: ", ") + "; see \(folder)/\(SnapshotReport.fileName)"
        }
        let audited = entries.filter { !($0.auditFailures ?? []).isEmpty }.count
        if entries.contains(where: { $0.auditFailures != nil }) {
            text += "\naudit: \(audited) picture\(audited == 1 ? "" : "s") with controls failing a rule"
        }
        return text
    }
}
