import Foundation
import Testing

@testable import NeumorphApp

/// `neumorph check`: the names a module uses, by what Neumorph does with them, as a table and as JSON.
@MainActor struct CheckCommandTests {
    static let screen = """
        import SwiftUI
        struct ContentView: View {
            var body: some View {
                VStack {
                    Text("Sales").lowercaseSmallCaps()
                    Chart(points) { LineMark(x: .value("x", $0)) }
                    Row().accessibilityLabel("row")
                    Text("Total").padding()
                    Text(decoder.string(from: Date()))
                }
            }
            let decoder = JSONEncoder()
        }
        """
    static let row = """
        import SwiftUI
        struct Row: View {
            var body: some View { Text("Row").padding(8) }
        }
        """

    private func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        _ = folder.write("ContentView.swift", Self.screen)
        _ = folder.write("Row.swift", Self.row)
        return folder
    }

    @Test func aModulesNamesByWhatIsDoneWithThem() throws {
        let folder = try folder()
        let files = CheckCommand.swiftFiles(in: folder.path)
        #expect(files.count == 2)
        let report = CheckCommand.check(files)
        func status(_ name: String) -> String? { report.entries.first { $0.name == name }?.status.rawValue }
        #expect(status("Chart") == "unknown")
        // Known only by name: what it makes is a stand-in.
        #expect(status("JSONEncoder") == "unknown")
        #expect(status("lowercaseSmallCaps") == "unknown", "found by running the preview")
        #expect(status("accessibilityLabel") == "draws nothing")
        #expect(status("Text") == "drawn" && status("padding") == "drawn")
        // The file's own views are not SwiftUI's to judge.
        #expect(status("Row") == nil)
        // Texts in both files: every use counted, the first places given.
        let text = try #require(report.entries.first { $0.name == "Text" })
        #expect(text.locations.count == 4)
        // Each thing left out or drawn as a placeholder, the accessibility label included.
        #expect(report.notes.count == 5 && report.errors.isEmpty, "\(report.notes)")
        // Unknown names first.
        #expect(report.entries.first?.status == .unknown)
        let table = CheckCommand.table(report, files: files.count)
        #expect(table.hasPrefix("2 files, 2 previews run"), "\(table)")
        #expect(table.contains("unknown       modifier .lowercaseSmallCaps"))
        #expect(table.contains("ContentView.swift:6:"))
    }

    @Test func theJSONReadsBack() throws {
        let folder = try folder()
        let files = CheckCommand.swiftFiles(in: folder.path)
        let text = CheckCommand.json(CheckCommand.check(files), files: files.count)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["files"] as? Double == 2)
        let names = try #require(json["names"] as? [[String: Any]])
        let chart = try #require(names.first { $0["name"] as? String == "Chart" })
        #expect(chart["status"] as? String == "unknown" && chart["kind"] as? String == "type")
        #expect((chart["locations"] as? [String])?.first?.hasSuffix("ContentView.swift:6:13") == true)
        let totals = try #require(json["totals"] as? [String: [String: Double]])
        #expect(totals["unknown"]?["names"] == 4)  // Chart, LineMark, .lowercaseSmallCaps, JSONEncoder
        #expect((json["notes"] as? [String])?.count == 5)
    }

    @Test func badPathsAreUsageErrors() {
        #expect(throws: CommandFailure.self) { try CheckCommand.run([]) }
        do {
            try CheckCommand.run(["/no/such/folder"])
            Issue.record("a missing folder was checked")
        } catch {
            #expect(error.status == 2 && error.description.contains("/no/such/folder"))
        }
    }
}
