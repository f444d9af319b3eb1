import Testing

@testable import SwiftModule

/// `--style FOLDER`: a folder stands for a module.
@Suite struct StyleFolderTests {
    let sandbox: Sandbox
    let locator = ModuleLocator()

    init() throws {
        sandbox = try Sandbox()
    }

    @Test func aPackageFolderIsAllItsTargetsAsOneList() throws {
        let package = try sandbox.copy("Package")
        let module = try locator.module(forStyleFolder: package)
        #expect(module.kind == .package && module.name == "Widgets" && module.root == package)
        #expect(
            module.files
                == [
                    "Sources/App/main.swift", "Sources/CoreKit/Shapes.swift",
                    "Sources/CoreKit/Styles/SoftButtonStyle.swift", "Tests/CoreTests/CoreTests.swift",
                ]
                .map { package + "/" + $0 })
        #expect(module.assetCatalogs == [package + "/Sources/CoreKit/Resources/Colors.xcassets"])
    }

    @Test func aPackageOfOneTargetIsThatTarget() throws {
        try sandbox.write("One/Package.swift", #"Package(name: "One", targets: [.target(name: "Styles")])"#)
        let file = try sandbox.write("One/Sources/Styles/Soft.swift")
        let module = try locator.module(forStyleFolder: sandbox.path("One"))
        #expect(module.kind == .packageTarget && module.name == "Styles" && module.files == [file])
    }

    @Test func aPackageWithoutReadableTargetsIsItsSwiftFiles() throws {
        try sandbox.write("Odd/Package.swift", "let package = Package(name: name, targets: targets)")
        let file = try sandbox.write("Odd/Sources/Any/Soft.swift")
        let module = try locator.module(forStyleFolder: sandbox.path("Odd"))
        #expect(module.kind == .folder && module.files == [file])
    }

    @Test func anXcodeFolderIsItsProject() throws {
        let app = try sandbox.copy("XcodeApp")
        #expect(try locator.module(forStyleFolder: app).kind == .xcodeProject)
        #expect(try locator.module(forStyleFolder: app + "/App/Styles").name == "App")
    }

    @Test func aPlainFolderIsEverySwiftFileBelowIt() throws {
        let plain = try sandbox.copy("Plain")
        let module = try locator.module(forStyleFolder: plain)
        #expect(module.kind == .folder)
        #expect(module.files == ["Drafts/Draft.swift", "Insets.swift", "Tips.swift"].map { plain + "/" + $0 })
    }

    @Test func aTargetFolderInAPackageIsThatTarget() throws {
        let package = try sandbox.copy("Package")
        #expect(try locator.module(forStyleFolder: package + "/Sources/CoreKit/Styles").name == "Core")
    }

    @Test func aFileOrAMissingFolderIsAFailure() throws {
        let plain = try sandbox.copy("Plain")
        #expect(throws: ModuleLocator.Failure(path: plain + "/Tips.swift", message: "this is a file, not a folder")) {
            try locator.module(forStyleFolder: plain + "/Tips.swift")
        }
        #expect(throws: ModuleLocator.Failure(path: plain + "/Gone", message: "no such folder")) {
            try locator.module(forStyleFolder: plain + "/Gone")
        }
    }
}
