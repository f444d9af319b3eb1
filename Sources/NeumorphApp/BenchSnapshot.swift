import Foundation
import Platform

/// `snapshot_100_previews_s`: a generated module of 100 previews (50 files of two each, an ordinary
/// screen of rows and a card) snapshotted as `neumorph snapshot` does it — found, drawn in light and
/// dark at 2×, encoded, digested and written on every core — in seconds, once.
extension BenchCommand {
    static let snapshotFiles = 50

    static func snapshotFigure() throws(CommandFailure) -> Double {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent(
            "neumorph-bench-snapshot-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let module = parent + "/Generated"
        do {
            try FileManager.default.createDirectory(atPath: module, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: parent + "/shots", withIntermediateDirectories: true)
            for index in 0..<snapshotFiles {
                try previewFile(index).write(
                    toFile: "\(module)/Screen\(index).swift", atomically: true, encoding: .utf8)
            }
        } catch {
            throw CommandFailure("neumorph: bench: cannot write the generated module in \(parent): \(error)")
        }
        let start = Stopwatch.now()
        let plan = SnapshotPlan.make(paths: [module], devices: [])
        guard plan.pictures.count == snapshotFiles * 2 * SnapshotPlan.appearances.count else {
            throw CommandFailure("neumorph: bench: the generated module has \(plan.pictures.count) pictures")
        }
        let progress = BatchProgress(total: plan.pictures.count, isTerminal: false, isSilent: true)
        let entries = try SnapshotCommand.record(
            plan.pictures, of: plan, into: parent + "/shots", scale: 2, threads: ThreadsOption.cores, audit: false,
            progress: progress)
        guard !SnapshotOutput.fails(entries) else {
            throw CommandFailure(
                "neumorph: bench: a generated preview failed: \(entries.first { $0.error != nil }?.error ?? "")")
        }
        return Stopwatch.now() - start
    }

    private static func previewFile(_ index: Int) -> String {
        """
        import SwiftUI
        struct Screen\(index): View {
            var accent: Color = .blue
            var body: some View {
                NavigationStack {
                    List {
                        Section("Today") {
                            ForEach(0..<8) { row in
                                HStack {
                                    Image(systemName: "star.fill").foregroundStyle(accent)
                                    Text("Item \\(row + \(index))")
                                    Spacer()
                                    Text("\\(row * 3) min").foregroundStyle(.secondary)
                                }
                            }
                        }
                        Section {
                            RoundedRectangle(cornerRadius: 16)
                                .fill(accent.gradient)
                                .frame(height: 120)
                                .shadow(radius: 8, y: 4)
                        }
                    }
                    .navigationTitle("Screen \(index)")
                }
            }
        }
        #Preview("Blue") { Screen\(index)() }
        #Preview("Orange") { Screen\(index)(accent: .orange) }
        """
    }
}
