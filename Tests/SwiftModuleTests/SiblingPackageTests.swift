import Foundation
import Testing

@testable import SwiftModule

/// `import NeumorphismUI` in an app whose repository holds that package.
@Suite struct SiblingPackageTests {
    let sandbox: Sandbox
    let locator = ModuleLocator()

    init() throws {
        sandbox = try Sandbox()
        try sandbox.copy("Repository")
    }

    func app() throws(ModuleLocator.Failure) -> ModuleLayout {
        try locator.module(containing: sandbox.path("Repository/MyApp/MyApp/ContentView.swift"))
    }

    @Test func aLibraryProductGivesItsTargets() throws {
        try sandbox.makeRepository("Repository")
        let app = try app()
        #expect(app.name == "MyApp" && app.kind == .xcodeProject)
        let modules = try locator.package(named: "NeumorphismUI", near: app)
        let package = sandbox.path("Repository/Packages/NeumorphismUI")
        #expect(modules.map(\.name) == ["NeumorphismUI", "NeumorphismShapes"])
        #expect(modules.allSatisfy { $0.kind == .packageTarget && $0.packageRoot == package })
        #expect(modules[0].files == [package + "/Sources/NeumorphismUI/SoftButtonStyle.swift"])
        #expect(modules[1].files == [package + "/Sources/NeumorphismShapes/Blob.swift"])
    }

    @Test func aTargetIsFoundByItsNameToo() throws {
        try sandbox.makeRepository("Repository")
        let modules = try locator.package(named: "NeumorphismShapes", near: try app())
        #expect(modules.map(\.name) == ["NeumorphismShapes"])
        // Test targets are never imported.
        #expect(throws: ModuleLocator.Failure.self) {
            try locator.package(named: "NeumorphismUITests", near: try app())
        }
    }

    @Test func anUnknownNameIsAFailureNamingTheFolderSearched() throws {
        try sandbox.makeRepository("Repository")
        do {
            _ = try locator.package(named: "SwiftUI", near: try app())
            Issue.record("expected a failure")
        } catch {
            #expect(error.path == sandbox.path("Repository"))
            #expect(error.message.contains("named SwiftUI"))
        }
    }

    @Test func withoutGitTheHighestProjectFolderIsTheRoot() throws {
        // Alone, the app's folder is the highest with a project: the package beside it is not seen.
        #expect(throws: ModuleLocator.Failure.self) { try locator.package(named: "NeumorphismUI", near: try app()) }
        try sandbox.folder("Repository/Workspace.xcodeproj")
        #expect(try locator.package(named: "NeumorphismUI", near: try app()).count == 2)
    }

    @Test func packagesDeeperThanFourLevelsAreNotSearched() throws {
        try sandbox.makeRepository("Repository")
        try sandbox.folder("Repository/A/B/C")
        try FileManager.default.moveItem(
            atPath: sandbox.path("Repository/Packages"), toPath: sandbox.path("Repository/A/B/C/Packages"))
        #expect(throws: ModuleLocator.Failure.self) { try locator.package(named: "NeumorphismUI", near: try app()) }
        try FileManager.default.moveItem(
            atPath: sandbox.path("Repository/A/B/C/Packages/NeumorphismUI"),
            toPath: sandbox.path("Repository/A/B/NeumorphismUI"))
        #expect(try locator.package(named: "NeumorphismUI", near: try app()).count == 2)
    }

    @Test func anUnreadableManifestIsNamedWhenNothingIsFound() throws {
        try sandbox.makeRepository("Repository")
        let bad = sandbox.path("Repository/Packages/Broken/Package.swift")
        try sandbox.folder("Repository/Packages/Broken")
        try Data([0x00, 0x01]).write(to: URL(fileURLWithPath: bad))
        do {
            _ = try locator.package(named: "Missing", near: try app())
            Issue.record("expected a failure")
        } catch {
            #expect(error.message.contains("could not read \(bad)"))
        }
        #expect(try locator.package(named: "NeumorphismUI", near: try app()).count == 2)
    }
}

/// An example app whose project bears the library's name (`Example/Kit.xcodeproj` beside the package `Kit`)
/// imports the library: the import is the package, never the app itself.
@Suite struct ExampleAppTests {
    @Test func anExampleNamedAsItsLibraryStillImportsIt() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "Kit/Package.swift",
            #"Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit")])"#
        )
        try sandbox.write("Kit/Sources/Kit/Soft.swift", "public struct Soft {}")
        try sandbox.folder("Kit/Example/Kit.xcodeproj")
        let screen = try sandbox.write("Kit/Example/App/ContentView.swift", "import Kit\nstruct ContentView {}")
        let module = SourceModule.containing(screen)
        #expect(module.paths.contains(sandbox.path("Kit/Sources/Kit/Soft.swift")), "\(module.paths)")
    }
}
