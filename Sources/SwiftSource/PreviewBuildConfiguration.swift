internal import SwiftIfConfig
internal import SwiftSyntax

/// The system frameworks an iOS app can import (those a SwiftUI file uses): `canImport` is true for
/// them, and a file may import them without the interpreter knowing more of them than SwiftUI.
public enum PreviewModules {
    public static let names: Set<String> = [
        "Swift", "SwiftUI", "UIKit", "Foundation", "CoreGraphics", "Combine", "Observation", "Darwin", "QuartzCore",
        "CoreImage", "CoreText", "CoreFoundation", "Dispatch", "os", "Charts", "MapKit", "AVFoundation", "AVKit",
        "PhotosUI", "SwiftData", "WidgetKit", "CoreData", "CoreHaptics", "CoreMotion", "Accelerate", "simd", "OSLog",
    ]
}

/// What `#if` is decided under: an iOS 18 app built for Xcode's canvas, which runs previews as a debug
/// build in the simulator on an Apple-silicon Mac. So `#if os(iOS)`, `canImport(UIKit)`,
/// `targetEnvironment(simulator)` and `DEBUG` are true; `os(macOS)`, `canImport(AppKit)` are not.
struct PreviewBuildConfiguration: BuildConfiguration {
    func isCustomConditionSet(name: String) -> Bool { name == "DEBUG" }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { true }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        guard let module = importPath.first?.1 else { return false }
        return PreviewModules.names.contains(module)
    }
    func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
    func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    func isActiveTargetEnvironment(name: String) -> Bool { name == "simulator" }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(6, 0) }
    var compilerVersion: VersionTuple { VersionTuple(6, 2) }
}
