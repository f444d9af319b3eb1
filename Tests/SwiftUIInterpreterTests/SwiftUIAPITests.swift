import Foundation
import Testing

@testable import SwiftUIInterpreter

/// The catalogue of SwiftUI's API (`docs/swiftui-api.tsv`) says what Neumorph does with each name, and the
/// README and docs/swiftui.md give the figures counted from it. When Neumorph learns a name, this fails
/// until the catalogue is rewritten: `NEUMORPH_RECORD_GOLDENS=1 swift test --filter SwiftUIAPITests`.
struct SwiftUIAPITests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    private static let path = root.appendingPathComponent("docs/swiftui-api.tsv").path

    private func catalogue() throws -> (entries: [SwiftUIAPI.Entry], comments: [String]) {
        let text = try String(contentsOfFile: Self.path, encoding: .utf8)
        let comments = text.split(separator: "\n").filter { $0.hasPrefix("#") }.map(String.init)
        return (try SwiftUIAPI.parse(text), comments)
    }

    @Test func everyStatusIsWhatNeumorphDoesNow() throws {
        let (entries, comments) = try catalogue()
        let now = SwiftUIAPI.restated(entries)
        if ProcessInfo.processInfo.environment["NEUMORPH_RECORD_GOLDENS"] != nil {
            try SwiftUIAPI.written(now, comments: comments).write(toFile: Self.path, atomically: true, encoding: .utf8)
            return
        }
        let changed = zip(entries, now).filter { $0.status != $1.status }.map {
            "\($1.kind.rawValue) \($1.name): \($0.status.rawValue) → \($1.status.rawValue)"
        }
        #expect(
            changed.isEmpty,
            "\(changed.count) statuses changed (rewrite with NEUMORPH_RECORD_GOLDENS=1): \(changed.prefix(20))")
    }

    @Test func theCatalogueHoldsSwiftUIsPublicAPI() throws {
        let (entries, _) = try catalogue()
        let coverage = SwiftUIAPI.coverage(entries)
        // Apple's iOS SDK: about 110 views a file can name and 400 modifiers of View.
        #expect(coverage.views.total > 100 && coverage.modifiers.total > 380)
        #expect(Set(entries.map { "\($0.kind.rawValue) \($0.name)" }).count == entries.count, "no name twice")
        for (kind, name) in [
            (SwiftUIAPI.Kind.view, "Text"), (.view, "NavigationStack"), (.modifier, "padding"),
            (.modifier, "foregroundStyle"), (.shapeModifier, "trim"), (.type, "Font"),
        ] {
            #expect(entries.contains { $0.kind == kind && $0.name == name }, "\(name)")
        }
        // Names Apple's frameworks around SwiftUI declare are not SwiftUI's.
        #expect(!entries.contains { $0.name == "Chart" || $0.name == "Map" })
    }

    /// Each view Neumorph makes that SwiftUI declares is drawn; a view it does not know is unknown.
    @Test func statusesFollowWhatTheInterpreterDeclares() throws {
        #expect(SwiftUIAPI.status(of: "Text", as: .view) == .drawn)
        #expect(SwiftUIAPI.status(of: "padding", as: .modifier) == .drawn)
        #expect(SwiftUIAPI.status(of: "accessibilityLabel", as: .modifier) == .drawsNothing)
        #expect(SwiftUIAPI.status(of: "trim", as: .shapeModifier) == .drawn)
        #expect(SwiftUIAPI.status(of: "MeshGradient", as: .view) == .unknown)
        #expect(SwiftUIAPI.status(of: "glassEffect", as: .modifier) == .unknown)
    }

    @Test func theDocsGiveTheCataloguesFigures() throws {
        let entries = try catalogue().entries
        let summary = SwiftUIAPI.summary(entries)
        func read(_ document: String) throws -> String {
            try String(contentsOfFile: Self.root.appendingPathComponent(document).path, encoding: .utf8)
        }
        for document in ["README.md", "docs/swiftui.md"] {
            #expect(try read(document).contains(summary), "\(document) should say: \(summary)")
        }
        // The README's table beside the other tools' figures.
        let c = SwiftUIAPI.coverage(entries)
        let row =
            "| Neumorph (this catalogue) | \(c.views.figure) | \(c.modifiers.figure) drawn, "
            + "\(c.modifiers.drawsNothing) more accepted; \(c.typeModifiers.figure) of Shape's, Text's and Image's own |"
        #expect(try read("README.md").contains(row), "README.md's table should have: \(row)")
    }

    @Test func aBadLineIsNamed() {
        #expect(throws: CatalogueError.self) { try SwiftUIAPI.parse("view\tText\t13.0\t\tdrawn\nview\tImage\n") }
        do {
            _ = try SwiftUIAPI.parse("# comment\nkind\tname\tintroduced\tdeprecated\tstatus\nwidget\tX\t1\t\tdrawn\n")
        } catch {
            #expect(error.line == 3 && error.description.contains("widget"))
        }
    }
}
