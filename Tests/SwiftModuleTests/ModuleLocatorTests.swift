import Foundation
import Testing

@testable import SwiftModule

/// Which module a file belongs to: packages, Xcode project folders, plain folders, and the failures.
@Suite struct ModuleLocatorTests {
    let sandbox: Sandbox
    let locator = ModuleLocator()

    init() throws {
        sandbox = try Sandbox()
    }

    // MARK: - Packages

    @Test func aFileInATargetWithItsOwnPathBelongsToThatTarget() throws {
        let package = try sandbox.copy("Package")
        let module = try locator.module(containing: package + "/Sources/CoreKit/Styles/SoftButtonStyle.swift")
        #expect(module.name == "Core")
        #expect(module.kind == .packageTarget)
        #expect(module.root == package + "/Sources/CoreKit")
        #expect(module.packageRoot == package)
        #expect(
            module.files == [
                package + "/Sources/CoreKit/Shapes.swift", package + "/Sources/CoreKit/Styles/SoftButtonStyle.swift",
            ])
        #expect(module.assetCatalogs == [package + "/Sources/CoreKit/Resources/Colors.xcassets"])
        #expect(!module.reachedFileLimit && !module.reachedDepthLimit && module.limitNote == nil)
    }

    @Test func targetsWithoutAPathAreInSourcesOrTests() throws {
        let package = try sandbox.copy("Package")
        let app = try locator.module(containing: package + "/Sources/App/main.swift")
        #expect(app.name == "App" && app.files == [package + "/Sources/App/main.swift"])
        let tests = try locator.module(containing: package + "/Tests/CoreTests/CoreTests.swift")
        #expect(tests.name == "CoreTests" && tests.root == package + "/Tests/CoreTests")
    }

    @Test func aFolderIsLocatedAsAFileInItWouldBe() throws {
        let package = try sandbox.copy("Package")
        #expect(try locator.module(containing: package + "/Sources/CoreKit/Styles").name == "Core")
        #expect(try locator.module(containing: package + "/Sources/CoreKit").name == "Core")
    }

    @Test func aFileInNoTargetBelongsToItsFolder() throws {
        let package = try sandbox.copy("Package")
        let module = try locator.module(containing: package + "/Scripts/generate.swift")
        #expect(module.kind == .folder)
        #expect(module.name == "Scripts")
        #expect(module.files == [package + "/Scripts/generate.swift"])
    }

    /// A library's package with a demo app beside it in its own project: the demo's files are the
    /// project's module, not the package's (which has no target holding them).
    @Test func aDemoAppBesideAPackageIsItsProjectsModule() throws {
        try sandbox.write("Kit/Package.swift", #"Package(name: "Kit", targets: [.target(name: "Kit")])"#)
        try sandbox.write("Kit/Sources/Kit/Soft.swift", "struct Soft {}")
        try sandbox.folder("Kit/Demo/Demo.xcodeproj")
        try sandbox.write("Kit/Demo/App/Model/Model.swift", "final class Model {}")
        try sandbox.write("Kit/Demo/App/Views/Settings.swift", "struct Settings {}")
        let module = try locator.module(containing: sandbox.path("Kit/Demo/App/Views/Settings.swift"))
        #expect(module.kind == .xcodeProject && module.name == "Demo")
        #expect(module.files.contains(sandbox.path("Kit/Demo/App/Model/Model.swift")))
        #expect(try locator.module(containing: sandbox.path("Kit/Sources/Kit/Soft.swift")).name == "Kit")
    }

    @Test func nestedTargetsGiveTheDeepestAndKeepApart() throws {
        try sandbox.write(
            "Nest/Package.swift",
            #"Package(name: "Nest", targets: [.target(name: "Outer", path: "Sources/Outer"), .target(name: "Inner", path: "Sources/Outer/Inner")])"#
        )
        let outerFile = try sandbox.write("Nest/Sources/Outer/A.swift")
        let innerFile = try sandbox.write("Nest/Sources/Outer/Inner/B.swift")
        let inner = try locator.module(containing: innerFile)
        #expect(inner.name == "Inner" && inner.files == [innerFile])
        let outer = try locator.module(containing: outerFile)
        #expect(outer.name == "Outer" && outer.files == [outerFile])
    }

    @Test func theNearestManifestDecides() throws {
        try sandbox.copy("Package", to: "Outer/Vendor/Package")
        try sandbox.write(
            "Outer/Package.swift", #"Package(name: "Outer", targets: [.target(name: "Everything", path: ".")])"#)
        let own = try sandbox.write("Outer/Own.swift")
        let inner = try locator.module(containing: sandbox.path("Outer/Vendor/Package/Sources/App/main.swift"))
        #expect(inner.name == "App")
        let outer = try locator.module(containing: own)
        // The target at the package's root lists its files but not the manifest or the package nested in it.
        #expect(outer.name == "Everything" && outer.files == [own])
    }

    // MARK: - Xcode projects and folders

    @Test func anXcodeProjectFolderIsTheModuleOfEveryFileBelowIt() throws {
        let app = try sandbox.copy("XcodeApp")
        let module = try locator.module(containing: app + "/App/Views/CardView.swift")
        #expect(module.name == "App")
        #expect(module.kind == .xcodeProject)
        #expect(module.root == app)
        #expect(module.packageRoot == nil)
        #expect(
            module.files
                == [
                    "App/NeumorphApp.swift", "App/Styles/NeumorphicStyle.swift", "App/Views/CardView.swift",
                    "App/Views/ContentView.swift",
                ]
                .map { app + "/" + $0 })
        #expect(module.assetCatalogs == [app + "/App/Assets.xcassets"])
    }

    /// A project that lists its sources one by one compiles only those: a stray copy beside them that
    /// declares the same type is not part of the app. Xcode 16's synchronized folders compile everything.
    @Test func aProjectsModuleIsTheFilesItCompiles() throws {
        let listed = """
            /* Begin PBXBuildFile section */
            		AA01 /* Card.swift in Sources */ = {isa = PBXBuildFile; fileRef = AA02 /* Card.swift */; };
            		AA03 /* Content.swift in Sources */ = {isa = PBXBuildFile; fileRef = AA04 /* Content.swift */; };
            """
        try sandbox.write("Shop/Shop.xcodeproj/project.pbxproj", listed)
        try sandbox.write("Shop/Shop/Card.swift", "struct Card {}")
        try sandbox.write("Shop/Shop/Content.swift", "struct Content {}")
        try sandbox.write("Shop/Shop/File.swift", "struct Card {}")
        let module = try locator.module(containing: sandbox.path("Shop/Shop/Content.swift"))
        #expect(module.files.map(Paths.name) == ["Card.swift", "Content.swift"])
        try sandbox.write("Shop/Shop.xcodeproj/project.pbxproj", listed + "\nPBXFileSystemSynchronizedRootGroup\n")
        #expect(try locator.module(containing: sandbox.path("Shop/Shop/Content.swift")).files.count == 3)
    }

    @Test func aPlainFolderIsItsOwnFilesOnly() throws {
        let plain = try sandbox.copy("Plain")
        let module = try locator.module(containing: plain + "/Tips.swift")
        #expect(module.kind == .folder && module.name == "Plain" && module.root == plain)
        #expect(module.files == [plain + "/Insets.swift", plain + "/Tips.swift"])
        try sandbox.folder("Plain/Local.xcassets")
        #expect(try locator.module(containing: plain).assetCatalogs == [plain + "/Local.xcassets"])
    }

    /// An app checked in without its `.xcodeproj` is still one module: the folder of its `Info.plist`.
    @Test func anAppFolderWithoutItsProjectIsTheModuleOfEveryFileBelowIt() throws {
        try sandbox.write("Weather/Info.plist", "<plist/>")
        try sandbox.write("Weather/Controller/Forecast.swift", "final class Forecast {}")
        try sandbox.write("Weather/View/Today.swift", "struct Today {}")
        let module = try locator.module(containing: sandbox.path("Weather/View/Today.swift"))
        #expect(module.kind == .folder && module.name == "Weather")
        #expect(
            module.files == ["Controller/Forecast.swift", "View/Today.swift"].map { sandbox.path("Weather/" + $0) })
        // Without the plist, the view's folder alone.
        try FileManager.default.removeItem(atPath: sandbox.path("Weather/Info.plist"))
        #expect(try locator.module(containing: sandbox.path("Weather/View/Today.swift")).name == "View")
    }

    @Test func walkingUpStopsAtTheRepositoryRoot() throws {
        try sandbox.write("Package.swift", #"Package(name: "Above", targets: [.target(name: "All", path: ".")])"#)
        try sandbox.folder("Above.xcodeproj")
        try sandbox.copy("Plain", to: "Repo/Plain")
        try sandbox.makeRepository("Repo")
        let module = try locator.module(containing: sandbox.path("Repo/Plain/Tips.swift"))
        #expect(module.kind == .folder && module.name == "Plain")
        // A worktree's `.git` is a file: it marks the root as well.
        try FileManager.default.removeItem(atPath: sandbox.path("Repo/.git"))
        try sandbox.write("Repo/.git", "gitdir: /elsewhere")
        #expect(try locator.module(containing: sandbox.path("Repo/Plain/Tips.swift")).kind == .folder)
        try FileManager.default.removeItem(atPath: sandbox.path("Repo/.git"))
        #expect(try locator.module(containing: sandbox.path("Repo/Plain/Tips.swift")).name == "All")
    }

    // MARK: - Errors

    @Test func aMissingPathIsAFailureNamingIt() {
        let missing = sandbox.path("Nowhere/View.swift")
        #expect(throws: ModuleLocator.Failure(path: missing, message: "no such file or folder")) {
            try locator.module(containing: missing)
        }
    }

    @Test func anUnreadableManifestIsAFailureNamingIt() throws {
        let file = try sandbox.write("Bad/Sources/X/X.swift")
        try Data([0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: sandbox.path("Bad/Package.swift")))
        do {
            _ = try locator.module(containing: file)
            Issue.record("expected a failure")
        } catch {
            #expect(error.path == sandbox.path("Bad/Package.swift"))
            #expect(error.message.hasPrefix("cannot read the package manifest"))
        }
    }

    @Test func aTargetWhoseFolderIsMissingIsAFailureNamingTheFolder() throws {
        try sandbox.write("Gone/Package.swift", #"Package(name: "Gone", targets: [.target(name: "Gone")])"#)
        #expect(
            throws: ModuleLocator.Failure(
                path: sandbox.path("Gone/Sources/Gone"), message: "the folder of target Gone is missing")
        ) {
            try locator.module(forStyleFolder: sandbox.path("Gone"))
        }
    }
}
