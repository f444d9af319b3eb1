import Foundation
import PlainText
import Platform

/// `snapshot --merge SHARD… --out DIR`: the folders of a run split with `--shard K/N` joined into one,
/// as a single run would have written it — every picture (and a changed one's recorded copy and
/// difference) copied in, one manifest, one report, one JUnit file — and the exit status a single run
/// would give. A shard folder without a manifest, or two shards that drew the same picture, is said by name.
enum SnapshotMerge {
    static func run(shards: [String], into folder: String) throws(CommandFailure) {
        var documents: [(folder: String, document: SnapshotManifest.Document)] = []
        for shard in shards {
            let path = shard.hasSuffix("/") && shard.count > 1 ? String(shard.dropLast()) : shard
            if OutputFile.sameTarget(path, folder) {
                throw CommandFailure("neumorph: --merge: \(path) is the --out folder; merge into a new one", status: 2)
            }
            do {
                documents.append((path, try SnapshotManifest.read(folder: path)))
            } catch {
                throw CommandFailure("neumorph: --merge: \(error.description)", status: 2)
            }
        }
        do {
            try OutputFiles.ensureFolder(folder)
        } catch {
            throw CommandFailure("neumorph: \(error.description)")
        }
        var entries: [SnapshotManifest.Entry] = []
        var owner: [String: String] = [:]
        var problems: [String] = []
        for (shard, document) in documents {
            for entry in document.entries {
                if let first = owner[entry.path] {
                    problems.append("\(entry.path) is in both \(first) and \(shard)")
                    continue
                }
                owner[entry.path] = shard
                entries.append(entry)
                var copies = [entry.path]
                if entry.verdict == .changed {
                    copies += [
                        "\(SnapshotReport.recordedFolder)/\(entry.path)",
                        "\(SnapshotReport.differenceFolder)/\(entry.path)",
                    ]
                }
                for relative in copies {
                    guard let bytes = try? TextFile.readBytes("\(shard)/\(relative)", byteLimit: 1 << 30) else {
                        if relative == entry.path, entry.sha256 != nil, entry.verdict != .gone {
                            problems.append("\(shard)/\(relative) is listed in its manifest but cannot be read")
                        }
                        continue
                    }
                    do throws(OutputFile.Failure) {
                        try SnapshotWriter.makeFolders(of: relative, in: folder)
                        try OutputFile.write(bytes, to: "\(folder)/\(relative)", existing: .replaceRegularFile)
                    } catch {
                        throw CommandFailure("neumorph: --merge: \(error.description)")
                    }
                }
            }
        }
        let scale = documents.first?.document.scale ?? 2
        let verified = entries.contains { $0.verdict != nil }
        try SnapshotOutput.write(entries, to: folder, scale: scale, shard: nil, verified: verified)
        for problem in problems { Console.error("neumorph: --merge: \(problem)") }
        Console.out(
            "merged \(documents.count) shard\(documents.count == 1 ? "" : "s"): "
                + SnapshotOutput.summary(entries, folder: folder, seconds: 0).replacingOccurrences(
                    of: " in 0.0 s", with: ""))
        if !problems.isEmpty || SnapshotOutput.fails(entries) { throw CommandFailure("", status: 1) }
    }
}
