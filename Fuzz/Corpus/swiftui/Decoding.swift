import SwiftUI

struct Tag: Codable { var name: String }
enum Level: String, Codable { case low, high }
struct Entry: Codable, Identifiable {
    enum CodingKeys: String, CodingKey { case id, title = "entry_title", level, tags, created_at }
    var id: Int
    var title: String
    var level: Level?
    var tags: [Tag]
    var created_at: Date
}

let sample = """
    [{"id": 1, "entry_title": "First", "level": "high", "tags": [{"name": "a"}], "created_at": "2024-01-02T03:04:05Z"},
     {"id": 2, "entry_title": "Second", "tags": [], "created_at": "2024-02-02T03:04:05Z",},]
    """

struct Entries: View {
    var entries: [Entry] {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode([Entry].self, from: sample.data(using: .utf8)!)
        } catch {
            return []
        }
    }
    var body: some View {
        List(entries) { entry in
            LabeledContent(entry.title) { Text(entry.created_at, style: .date) }
        }
        .navigationTitle(NSLocalizedString("entries_title", comment: ""))
    }
}

#Preview { Entries() }
