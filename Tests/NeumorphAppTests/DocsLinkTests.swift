import Foundation
import Testing

/// The README is the front door and docs/ the reference behind it: every relative link and image in
/// them leads to a file that exists and, with a `#fragment`, to a heading of that page (GitHub's
/// anchors), so moving a section cannot leave a dead link behind.
@Suite struct DocsLinkTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// README.md and every page of docs/.
    static func pages() throws -> [URL] {
        let docs = root.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }
        return [root.appendingPathComponent("README.md")] + names.sorted().map { docs.appendingPathComponent($0) }
    }

    /// A page's name for messages: its path from the repository's root.
    static func name(_ page: URL) -> String {
        String(page.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
    }

    @Test func everyLinkResolves() throws {
        var checked = 0
        for page in try Self.pages() {
            let markdown = Markdown(try String(contentsOf: page, encoding: .utf8))
            for link in markdown.links where !link.target.isExternalLink {
                checked += 1
                let place = "\(Self.name(page)):\(link.line): (\(link.target))"
                let (path, fragment) = link.target.splitFragment
                let target =
                    path.isEmpty
                    ? page : page.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                guard FileManager.default.fileExists(atPath: target.path) else {
                    Issue.record("\(place): no file \(Self.name(target))")
                    continue
                }
                guard let fragment else { continue }
                guard target.pathExtension == "md" else {
                    Issue.record("\(place): a #fragment on a file that is not Markdown")
                    continue
                }
                let anchors = Markdown(try String(contentsOf: target, encoding: .utf8)).anchors
                #expect(anchors.contains(fragment), "\(place): \(Self.name(target)) has no heading '#\(fragment)'")
            }
        }
        #expect(checked > 50, "found only \(checked) links: the link finder is broken")
    }

    @Test func theReadmeIsAShortFrontDoorToEveryPage() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines < 250, "README.md has \(lines) lines; the reference belongs in docs/")
        let linked = Set(Markdown(readme).links.map { $0.target.splitFragment.path })
        for page in try Self.pages().dropFirst() {
            #expect(linked.contains(Self.name(page)), "README.md does not link \(Self.name(page))")
        }
    }

    @Test func slugsAreGitHubs() {
        #expect(Markdown.slug("Fix: the nearest style that passes") == "fix-the-nearest-style-that-passes")
        #expect(Markdown.slug("`fuzz-ui`") == "fuzz-ui")
        #expect(Markdown.slug("Time limits and the sanitizer pass") == "time-limits-and-the-sanitizer-pass")
        #expect(Markdown.slug("Run the articles' code") == "run-the-articles-code")
        #expect(Markdown.slug("1280×800 cold_warm") == "1280800-cold_warm")
        let repeated = Markdown("# A\n## Notes\n```\n# not a heading [x](nowhere.md)\n```\n## Notes\n")
        #expect(repeated.anchors == ["a", "notes", "notes-1"])
        #expect(repeated.links.isEmpty)
    }

    @Test func linksInCodeAreNotLinks() {
        let page = Markdown("See [the audit](audit.md#rules), `[not](this.md)` and ![a](b.png \"title\").\n")
        #expect(page.links.map(\.target) == ["audit.md#rules", "b.png"])
    }
}

/// The little of Markdown the link check needs: headings and links outside code.
struct Markdown {
    struct Link {
        let target: String
        let line: Int
    }

    private(set) var links: [Link] = []
    private(set) var anchors: [String] = []

    init(_ text: String) {
        var inFence = false
        var seen: [String: Int] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                inFence.toggle()
                continue
            }
            guard !inFence else { continue }
            let prose = Self.withoutCodeSpans(line)
            if let heading = Self.heading(prose) {
                let slug = Self.slug(heading)
                let count = seen[slug, default: 0]
                seen[slug] = count + 1
                anchors.append(count == 0 ? slug : "\(slug)-\(count)")
            }
            links += Self.targets(in: prose).map { Link(target: $0, line: index + 1) }
        }
    }

    /// An ATX heading's text (`## Text ##` → `Text`), or nil.
    static func heading(_ line: String) -> String? {
        let hashes = line.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
        var text = line.dropFirst(hashes).trimmingCharacters(in: .whitespaces)
        while text.hasSuffix("#") { text.removeLast() }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// GitHub's anchor for a heading: lowercase, punctuation and symbols dropped except `-` and `_`,
    /// spaces turned into `-`.
    static func slug(_ heading: String) -> String {
        String(
            heading.lowercased().compactMap { c -> Character? in
                if c == " " { return "-" }
                return c.isLetter || c.isNumber || c == "-" || c == "_" ? c : nil
            })
    }

    /// The line with every inline code span removed (a run of backticks up to the next run as long).
    static func withoutCodeSpans(_ line: Substring) -> String {
        var out = ""
        var rest = line[...]
        while let open = rest.firstIndex(of: "`") {
            out += rest[..<open]
            let run = rest[open...].prefix { $0 == "`" }
            let after = rest[run.endIndex...]
            guard let close = after.range(of: String(run)) else {
                out += rest[open...]
                return out
            }
            rest = after[close.upperBound...].drop { $0 == "`" }
        }
        return out + rest
    }

    /// The targets of `[text](target)` and `![alt](target "title")` on a line.
    static func targets(in line: String) -> [String] {
        var targets: [String] = []
        var rest = line[...]
        while let open = rest.range(of: "](") {
            let body = rest[open.upperBound...]
            guard let close = body.firstIndex(of: ")") else { break }
            var target = body[..<close].trimmingCharacters(in: .whitespaces)
            if let space = target.firstIndex(of: " ") { target = String(target[..<space]) }
            if target.hasPrefix("<") && target.hasSuffix(">") { target = String(target.dropFirst().dropLast()) }
            if !target.isEmpty { targets.append(target) }
            rest = body[close...]
        }
        return targets
    }
}

extension String {
    /// A link to the web or to mail, which the link check leaves alone.
    fileprivate var isExternalLink: Bool {
        ["http://", "https://", "mailto:"].contains { lowercased().hasPrefix($0) }
    }

    /// `path#fragment` as its path (percent-decoded) and its fragment.
    fileprivate var splitFragment: (path: String, fragment: String?) {
        let parts = split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0]).removingPercentEncoding ?? String(parts[0])
        return (path, parts.count > 1 ? String(parts[1]) : nil)
    }
}
