import Foundation
import Testing

@testable import Style

/// Every SwiftUI export type-checks against a declarations-only SwiftUI (Fixtures/SwiftUIInterface),
/// all of them together in one module beside the seed articles' own helpers, as an app that pastes
/// several exports into a project built from the articles would compile them.
@Suite struct ExportTypeCheckTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let interface = repository.appendingPathComponent("Tests/StyleTests/Fixtures/SwiftUIInterface/SwiftUI.swift")

    /// The helpers an app following the articles already declares, taken from `Assets/Styles`: the
    /// `Color` palette, `LinearGradient(_ colors: Color...)`, `DarkBackground` and
    /// `ColorfulBackground`, each once. Not the styles themselves (an export of the article's
    /// `DarkButtonStyle` replaces it) and not seed 003's `AdaptiveColors.swift`, which needs UIKit
    /// and declares no neumorphism helper.
    static func tutorialHelpers() throws -> String {
        let folder = repository.appendingPathComponent("Assets/Styles")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") && $0 != "AdaptiveColors.swift" }.sorted()
        var seen = Set<String>()
        var helpers = ["import SwiftUI"]
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for block in topLevelDeclarations(text) {
                let header = block[0]
                let isStyle = ["ButtonStyle", "ToggleStyle"].contains { header.contains($0) }
                if isStyle || header.hasPrefix("import ") || !seen.insert(header).inserted { continue }
                helpers += [""] + block
            }
        }
        return helpers.joined(separator: "\n") + "\n"
    }

    /// A file's top-level declarations, each from its first line at column 0 to the `}` that closes it.
    static func topLevelDeclarations(_ text: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil {
                guard let first = line.first, first.isLetter || first == "@" else { continue }
                current = [line]
            } else {
                current!.append(line)
            }
            if line == "}" || (current!.count == 1 && !line.hasSuffix("{")) {
                blocks.append(current!)
                current = nil
            }
        }
        return blocks
    }

    /// `swiftc` checks `@available(iOS …)` only when it compiles for iOS, which it cannot do here. So
    /// the availability pass renames those iOS versions to `_PackageDescription`'s, a versioned
    /// domain `swiftc` checks on every platform, and sets its "deployment target" to 14: an app that
    /// still supports iOS 14 must find every iOS 15 and 16 API it meets inside a declaration that says so.
    static func availabilityChecked(_ source: String) -> String {
        source.replacing(/@available\(iOS (\d+), macOS [\d.]+, \*\)/) {
            "@available(_PackageDescription, introduced: \($0.1))"
        }
    }
    static let deploymentTarget = ["-Xfrontend", "-package-description-version", "-Xfrontend", "14"]

    /// Writes the interface and the sources into a new folder, builds the interface as the module
    /// SwiftUI and type-checks the sources against it.
    static func typeCheck(
        _ sources: [String: String], swiftVersion: String = "6", availability: Bool = false
    ) throws -> Swiftc.Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "neumorph-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func rewrite(_ text: String) -> String { availability ? availabilityChecked(text) : text }
        let interface = try rewrite(String(contentsOf: Self.interface, encoding: .utf8))
        try interface.write(to: folder.appendingPathComponent("SwiftUI.swift"), atomically: true, encoding: .utf8)
        let module = try Swiftc.run(
            [
                "-emit-module", "-module-name", "SwiftUI", "-parse-as-library", "-swift-version", "6", "SwiftUI.swift",
                "-o", "SwiftUI.swiftmodule",
            ],
            in: folder)
        guard module.succeeded else { return module }
        let sourceFolder = folder.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: sourceFolder, withIntermediateDirectories: true)
        for (name, text) in sources {
            try rewrite(text).write(to: sourceFolder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let files = sources.keys.sorted().map { "app/\($0)" }
        return try Swiftc.run(
            ["-typecheck", "-swift-version", swiftVersion, "-module-name", "App", "-I", "."] + files
                + (availability ? deploymentTarget : []),
            in: folder)
    }

    static func allExports() throws -> [String: String] {
        var sources = ["TutorialHelpers.swift": try tutorialHelpers()]
        for (name, model) in ExportTests.models {
            sources["\(name).swift"] = SwiftUIExporter.source(for: model)
        }
        return sources
    }

    @Test(arguments: ["5", "6"])
    func everyExportCompilesBesideTheOthersAndTheArticlesHelpers(swiftVersion: String) throws {
        guard Swiftc.available(for: "type-check the SwiftUI exports") else { return }
        let run = try Self.typeCheck(Self.allExports(), swiftVersion: swiftVersion)
        #expect(run.succeeded, "swiftc -typecheck (Swift \(swiftVersion)):\n\(run.output)")
    }

    @Test func everyNewerAPIIsGuardedWithAvailability() throws {
        guard Swiftc.available(for: "check the SwiftUI exports' availability") else { return }
        let run = try Self.typeCheck(Self.allExports(), availability: true)
        #expect(run.succeeded, "swiftc -typecheck, iOS 14 as the deployment target:\n\(run.output)")
    }

    /// The two checks above would pass on nothing: each must catch what it is there to catch.
    @Test func theChecksCatchRedeclarationsAndUnguardedAPIs() throws {
        guard Swiftc.available(for: "check the type-check's own harness") else { return }
        let helpers = try Self.tutorialHelpers()
        #expect(helpers.contains("init(_ colors: Color...)") && helpers.contains("struct ColorfulBackground"))
        let twice = try Self.typeCheck(["A.swift": helpers, "B.swift": helpers])
        #expect(!twice.succeeded && twice.output.contains("invalid redeclaration"))
        let unguarded = """
            import SwiftUI
            struct Pressed: View {
                var body: some View { Circle().fill(Color.white.shadow(.inner(radius: 4))) }
            }
            """
        #expect(try Self.typeCheck(["Pressed.swift": unguarded]).succeeded)
        let run = try Self.typeCheck(["Pressed.swift": unguarded], availability: true)
        #expect(!run.succeeded && run.output.contains("'shadow' is unavailable"))
    }
}
