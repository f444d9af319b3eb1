import Foundation
import Testing

@testable import SwiftModule

/// `Package.swift` read as text: declarations, comments, literals, and what is not a declaration.
@Suite struct PackageManifestTests {
    @Test func targetsOfEveryKindAndLibrariesAreRead() {
        let manifest = PackageManifest(
            text: """
                let package = Package(
                    name: "Kit",
                    products: [.library(name: "Kit", type: .dynamic, targets: ["Core", "Shapes",])],
                    targets: [
                        .target(name: "Core"),
                        .target(path: "Lib/Shapes", name: "Shapes", exclude: ["README.md"]),
                        .executableTarget(name: "Tool", path: "Tools/Tool"),
                        .macro(name: "KitMacros", dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax")]),
                        .plugin(name: "Lint", capability: .buildTool()),
                        .testTarget(name: "CoreTests", dependencies: ["Core"]),
                    ]
                )
                """)
        #expect(manifest.name == "Kit")
        #expect(
            manifest.targets == [
                .init(name: "Core", kind: .target, path: nil),
                .init(name: "Shapes", kind: .target, path: "Lib/Shapes"),
                .init(name: "Tool", kind: .executableTarget, path: "Tools/Tool"),
                .init(name: "KitMacros", kind: .macro, path: nil),
                .init(name: "Lint", kind: .plugin, path: nil),
                .init(name: "CoreTests", kind: .testTarget, path: nil),
            ])
        #expect(manifest.libraries == [.init(name: "Kit", targets: ["Core", "Shapes"])])
    }

    @Test func commentsHideDeclarations() {
        let manifest = PackageManifest(
            text: """
                // .target(name: "LineComment"),
                /* .target(name: "Block") /* nested */ .target(name: "StillBlock") */
                let package = Package(name: "P", targets: [
                    .target(name: "Real" /* , path: "Not/This" */), // path: "Nor/This"
                ])
                """)
        #expect(manifest.targets == [.init(name: "Real", kind: .target, path: nil)])
    }

    @Test func stringLiteralsAreDecodedAndComputedOnesAreNotGuessed() {
        let manifest = PackageManifest(
            text: #"""
                let prefix = "Neu"
                let package = Package(name: "Esc\"aped", targets: [
                    .target(name: "Tab\tbed", path: "Sources/With \"Quotes\""),
                    .target(name: #"Raw\n"#, path: ##"Sources/"#raw"#"##),
                    .target(name: "\u{4E}eu"),
                    .target(name: "\(prefix)Computed"),
                    .target(name: """
                        Multi
                        """),
                ])
                """#)
        #expect(manifest.name == "Esc\"aped")
        #expect(
            manifest.targets == [
                .init(name: "Tab\tbed", kind: .target, path: "Sources/With \"Quotes\""),
                .init(name: #"Raw\n"#, kind: .target, path: ##"Sources/"#raw"#"##),
                .init(name: "Neu", kind: .target, path: nil),
                .init(name: "Multi", kind: .target, path: nil),
            ])
    }

    @Test func dependenciesAndOtherArgumentsAreNotDeclarations() {
        let manifest = PackageManifest(
            text: """
                let package = Package(
                    name: "P",
                    dependencies: [.package(path: "../Other")],
                    targets: [
                        .target(
                            name: "A",
                            dependencies: [.target(name: "B", condition: .when(platforms: [.linux])), "C"],
                            swiftSettings: [.unsafeFlags(["-Xfrontend", "-warn-long-expression-type-checking=100"])],
                            plugins: [.plugin(name: "Lint", package: "Tools")]
                        ),
                        .target(name: "B", resources: [.process("Resources"), .copy("Data/x.json")]),
                    ]
                )
                """)
        #expect(manifest.targets.map(\.name) == ["A", "B"])
    }

    @Test func aTargetNamedTwiceKeepsItsPath() {
        let manifest = PackageManifest(
            text: """
                let core: Target.Dependency = .target(name: "Core")
                let package = Package(name: "P", targets: [.target(name: "Core", path: "Core"), .target(name: "App")])
                """)
        #expect(
            manifest.targets == [
                .init(name: "Core", kind: .target, path: "Core"), .init(name: "App", kind: .target, path: nil),
            ])
    }

    @Test func brokenTextReadsWhatItCan() {
        #expect(PackageManifest(text: "").targets.isEmpty)
        #expect(PackageManifest(text: ".target(name: \"Open\", path: \"Unterminated").targets.map(\.name) == ["Open"])
        #expect(PackageManifest(text: "/* never closed .target(name: \"X\")").targets.isEmpty)
        #expect(PackageManifest(text: ".target(name: someVariable)").targets.isEmpty)
    }

    @Test func defaultFoldersFollowSwiftPM() throws {
        let sandbox = try Sandbox()
        try sandbox.folder("Source/Old")
        let manifest = PackageManifest(
            text: """
                Package(name: "P", targets: [.target(name: "New"), .target(name: "Old"), .testTarget(name: "NewTests"),
                    .target(name: "Custom", path: "Lib/./Custom/"), .plugin(name: "Gen")])
                """)
        let folders = manifest.targets.map { manifest.folder(of: $0, packageRoot: sandbox.root) }
        #expect(
            folders == ["Sources/New", "Source/Old", "Tests/NewTests", "Lib/Custom", "Plugins/Gen"].map(sandbox.path))
    }

    @Test func anUnreadableManifestIsAFailureNamingIt() throws {
        let sandbox = try Sandbox()
        let path = sandbox.path("Package.swift")
        try Data([0x2F, 0x2F, 0x20, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: path))
        #expect(throws: ModuleLocator.Failure.self) { try PackageManifest.read(path) }
        do {
            _ = try PackageManifest.read(path)
        } catch {
            #expect(error.path == path)
            #expect(error.description.hasPrefix(path + ": cannot read the package manifest: line 1: byte 0xE9"))
        }
    }
}
