import Foundation
import Testing

@testable import SwiftModule

/// What a module's listing steps over, and where its bounds stop it.
@Suite struct FolderWalkTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
    }

    @Test func buildProductsCachesAndOtherModulesAreSkipped() throws {
        let app = try sandbox.copy("XcodeApp")
        for skipped in [
            ".build/debug/Generated.swift", ".swiftpm/Gen.swift", ".git/hooks/Hook.swift", "App/.hidden/Secret.swift",
            "App/.Dotted.swift", "build/Derived.swift", "DerivedData/App/Sources.swift", "Pods/Alamofire/AF.swift",
            "Carthage/Checkouts/Kit.swift", "node_modules/pkg/index.swift", "App.xcodeproj/Inside.swift",
            "App.xcworkspace/Inside.swift", "LocalPackage/Sources/Local/Local.swift", "App/Assets.xcassets/Odd.swift",
        ] {
            try sandbox.write("XcodeApp/" + skipped)
        }
        try sandbox.write(
            "XcodeApp/LocalPackage/Package.swift", #"Package(name: "Local", targets: [.target(name: "Local")])"#)
        let module = try ModuleLocator().module(containing: app + "/App/NeumorphApp.swift")
        #expect(module.files.count == 4)
        #expect(module.files.allSatisfy { $0.hasPrefix(app + "/App/") && !$0.contains("/.") })
    }

    @Test func aSymbolicLinkLoopIsWalkedOnce() throws {
        let app = try sandbox.copy("XcodeApp")
        try FileManager.default.createSymbolicLink(atPath: app + "/App/Views/Loop", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: app + "/App/Self", withDestinationPath: app + "/App")
        try FileManager.default.createSymbolicLink(atPath: app + "/App/Dangling", withDestinationPath: app + "/Nowhere")
        let module = try ModuleLocator().module(containing: app + "/App/NeumorphApp.swift")
        #expect(module.files.count == 4)
        #expect(Set(module.files).count == module.files.count)
        #expect(!module.reachedDepthLimit && !module.reachedFileLimit)
    }

    @Test func theFileLimitStopsTheListingAndSaysSo() throws {
        for index in 0..<30 { try sandbox.write("Plain/File\(index).swift") }
        let walk = FolderWalk(limits: .init(files: 10, depth: 20))
        let listing = walk.list(sandbox.path("Plain"))
        #expect(listing.swiftFiles.count == 10)
        #expect(listing.reachedFileLimit && !listing.reachedDepthLimit)
        try sandbox.folder("Plain/App.xcodeproj")
        let module = try ModuleLocator(limits: .init(files: 10, depth: 20)).module(containing: sandbox.path("Plain"))
        #expect(module.reachedFileLimit)
        #expect(module.limitNote == sandbox.path("Plain") + " holds too many files: the module was read only in part")
    }

    @Test func theDepthLimitStopsTheListingAndSaysSo() throws {
        let deep = (1...6).map { "L\($0)" }.joined(separator: "/")
        try sandbox.write("Deep/Top.swift")
        try sandbox.write("Deep/L1/One.swift")
        try sandbox.write("Deep/" + deep + "/Bottom.swift")
        try sandbox.folder("Deep/Deep.xcodeproj")
        let module = try ModuleLocator(limits: .init(files: 100, depth: 3)).module(containing: sandbox.path("Deep"))
        #expect(module.files == [sandbox.path("Deep/L1/One.swift"), sandbox.path("Deep/Top.swift")])
        #expect(module.reachedDepthLimit && !module.reachedFileLimit)
        #expect(module.limitNote?.hasSuffix("has folders nested too deeply: the deepest were not read") == true)
        let everything = try ModuleLocator().module(containing: sandbox.path("Deep"))
        #expect(everything.files.count == 3 && !everything.reachedDepthLimit)
    }

    @Test func theDefaultLimitsAreFiveThousandFilesAndTwentyLevels() {
        #expect(ModuleLocator().limits == ModuleLocator.Limits(files: 5_000, depth: 20))
    }
}
