// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The toolchain's own swift-syntax (`lib/swift/host` beside the compiler's `bin`): the parser the
/// compiler uses, shipped as `.swiftinterface` and shared libraries. Found from `swift` on PATH, as
/// `make` checks (scripts/check-toolchain.sh says what is missing); NEUMORPH_SWIFT_HOST overrides it.
let swiftSyntaxHost: String = {
    let environment = ProcessInfo.processInfo.environment
    if let host = environment["NEUMORPH_SWIFT_HOST"] { return host }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
        let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
        let bin = swift.resolvingSymlinksInPath().deletingLastPathComponent()
        let host = bin.deletingLastPathComponent().appendingPathComponent("lib/swift/host").path
        if FileManager.default.fileExists(atPath: host) { return host }
    }
    // Xcode's toolchain, whose `swift` on PATH is a shim in /usr/bin (untested: see the README).
    return "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/swift/host"
}()

/// The swift-syntax libraries the Swift source layer links.
let swiftSyntaxLibraries = [
    "SwiftSyntax", "SwiftDiagnostics", "SwiftBasicFormat", "SwiftParser", "SwiftParserDiagnostics", "SwiftOperators",
    "SwiftIfConfig",
]

/// Every target that imports the Swift source layer finds swift-syntax's module interfaces here.
let swiftSyntaxModules: [SwiftSetting] = [.unsafeFlags(["-I", swiftSyntaxHost])]

let package = Package(
    name: "Neumorph",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "neumorph", targets: ["neumorph"])
    ],
    targets: [
        // MARK: - C libraries

        /// SDL2, SDL2_ttf and SDL2_image. Named `CSDL2`: a module named `SDL2` would shadow `-lSDL2`.
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [
                .apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"]),
                .brew(["sdl2", "sdl2_ttf", "sdl2_image"]),
            ]
        ),
        /// libwebp with its animation encoder (libwebpmux) and decoder (libwebpdemux): the clips `record`
        /// and R write.
        .systemLibrary(
            name: "CWebP",
            pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"]), .brew(["webp"])]
        ),
        /// Flush-to-zero for the recursive blur (denormals over black areas slow it several times)
        /// and returning freed memory to the system.
        .target(name: "CSupport"),

        // MARK: - Layers (each imports only those below it)

        /// Swift source → Apple's swift-syntax tree → our declarations with locations; no SwiftUI.
        .target(
            name: "SwiftSource",
            swiftSettings: [.unsafeFlags(["-I", swiftSyntaxHost])],
            linkerSettings: [
                .unsafeFlags(["-L", swiftSyntaxHost, "-Xlinker", "-rpath", "-Xlinker", swiftSyntaxHost])
            ] + swiftSyntaxLibraries.map { .linkedLibrary($0) }),
        /// Hand-edited text files (scripts, presets, sources) read one way: limits, encodings, line endings.
        .target(name: "PlainText"),
        /// Pure Swift CPU raster pipeline: geometry, shapes, coverage, paints, blending, blur. Reads
        /// the symbol library (`Assets/Symbols/symbols.tsv`) with PlainText's file reader.
        .target(name: "Raster", dependencies: ["CSupport", "PlainText"]),
        /// Colours, appearances, the seed styles and the parametric style, as draw commands.
        .target(name: "Style", dependencies: ["Raster"]),
        /// The immediate-mode UI: input events in, draw commands out. No pixels, no SDL.
        .target(name: "UI", dependencies: ["Raster", "Style"]),
        /// Draw commands → pixels, with the mask cache and a glyph source for text.
        .target(name: "Render", dependencies: ["Raster", "Style"]),
        /// The files a Swift file belongs to (its package target, its Xcode project folder, else its
        /// folder), read as their names are used, and the module's asset catalogs; no SwiftUI.
        .target(name: "SwiftModule", dependencies: ["SwiftSource", "PlainText"], swiftSettings: swiftSyntaxModules),
        /// Style files: SwiftUI `ButtonStyle` / `ToggleStyle` code interpreted into styles that draw.
        .target(
            name: "SwiftUIInterpreter",
            dependencies: ["CSupport", "SwiftSource", "SwiftModule", "PlainText", "Raster", "Style", "UI"],
            swiftSettings: swiftSyntaxModules),
        /// Preset files: the parametric style and the appearance as JSON, and the JSON reader and writer.
        .target(name: "Presets", dependencies: ["PlainText", "Raster", "Style"]),
        /// The only code that calls SDL (and libwebp).
        .target(name: "Platform", dependencies: ["CSDL2", "CWebP", "CSupport", "Raster", "Render"]),
        /// Command line, scenes, the playground.
        .target(
            name: "NeumorphApp",
            dependencies: [
                "CSupport", "PlainText", "Raster", "Style", "UI", "Render", "Platform", "Presets", "SwiftModule",
                "SwiftUIInterpreter",
            ], swiftSettings: swiftSyntaxModules),
        .executableTarget(name: "neumorph", dependencies: ["NeumorphApp"], swiftSettings: swiftSyntaxModules),

        // MARK: - Tests

        .target(name: "TestSupport", dependencies: ["Raster", "Style", "Platform"], path: "Tests/TestSupport"),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "TestSupport"], exclude: ["Goldens"]),
        .testTarget(
            name: "StyleTests", dependencies: ["Style", "Render", "TestSupport"], exclude: ["Goldens", "Fixtures"]),
        .testTarget(name: "UITests", dependencies: ["UI", "TestSupport"]),
        .testTarget(name: "PlainTextTests", dependencies: ["PlainText"]),
        .testTarget(
            name: "SwiftModuleTests", dependencies: ["SwiftModule"], exclude: ["Fixtures"],
            swiftSettings: swiftSyntaxModules),
        .testTarget(
            name: "SwiftSourceTests", dependencies: ["SwiftSource", "TestSupport"], exclude: ["Fixtures"],
            swiftSettings: swiftSyntaxModules),
        .testTarget(
            name: "SwiftUIInterpreterTests",
            dependencies: ["SwiftUIInterpreter", "Style", "UI", "Render", "TestSupport", "Platform"],
            exclude: ["Goldens"], swiftSettings: swiftSyntaxModules),
        .testTarget(name: "RenderTests", dependencies: ["Render", "TestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "PlatformTests", dependencies: ["Platform", "TestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "PresetsTests", dependencies: ["Presets", "Style", "Raster", "TestSupport"]),
        .testTarget(
            name: "NeumorphAppTests", dependencies: ["NeumorphApp", "TestSupport"],
            exclude: ["Goldens", "Fixtures", "Snapshots"],
            swiftSettings: swiftSyntaxModules),
    ],
    swiftLanguageModes: [.v6]
)

// MARK: - libFuzzer targets
// Only with NEUMORPH_FUZZ=1 (`make fuzz`), linked with `-sanitize=fuzzer`. Each defines
// `LLVMFuzzerTestOneInput` and an entry point (SwiftPM names it `<Target>_main`) that starts
// libFuzzer's driver.
if ProcessInfo.processInfo.environment["NEUMORPH_FUZZ"] == "1" {
    for name in ["FuzzPreset", "FuzzScript", "FuzzAssets", "FuzzSwiftUI"] {
        package.targets.append(
            .executableTarget(
                name: name,
                dependencies: ["NeumorphApp", "Presets", "SwiftSource", "SwiftUIInterpreter", "UI", "CSupport"],
                path: "Fuzz/\(name)",
                swiftSettings: [.unsafeFlags(["-parse-as-library"])] + swiftSyntaxModules))
    }
}
