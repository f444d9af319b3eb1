// swift-tools-version:6.0
import Foundation
import PackageDescription

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

        /// Swift source → tokens → AST with locations: the subset style files are written in; no SwiftUI.
        .target(name: "SwiftSource"),
        /// Hand-edited text files (scripts, presets, sources) read one way: limits, encodings, line endings.
        .target(name: "PlainText"),
        /// The files a Swift file belongs to (its package target, its Xcode project folder, else its folder)
        /// and the module's asset catalogs, read as data; no SwiftUI, no swift-syntax.
        .target(name: "SwiftModule", dependencies: ["PlainText"]),
        /// Pure Swift CPU raster pipeline: geometry, shapes, coverage, paints, blending, blur.
        .target(name: "Raster", dependencies: ["CSupport"]),
        /// Colours, appearances, the seed styles and the parametric style, as draw commands.
        .target(name: "Style", dependencies: ["Raster"]),
        /// The immediate-mode UI: input events in, draw commands out. No pixels, no SDL.
        .target(name: "UI", dependencies: ["Raster", "Style"]),
        /// Draw commands → pixels, with the mask cache and a glyph source for text.
        .target(name: "Render", dependencies: ["Raster", "Style"]),
        /// Style files: SwiftUI `ButtonStyle` / `ToggleStyle` code interpreted into styles that draw.
        .target(name: "SwiftUIInterpreter", dependencies: ["SwiftSource", "PlainText", "Raster", "Style", "UI"]),
        /// Preset files: the parametric style and the appearance as JSON, and the JSON reader and writer.
        .target(name: "Presets", dependencies: ["PlainText", "Raster", "Style"]),
        /// The only code that calls SDL (and libwebp).
        .target(name: "Platform", dependencies: ["CSDL2", "CWebP", "CSupport", "Raster", "Render"]),
        /// Command line, scenes, the playground.
        .target(
            name: "NeumorphApp",
            dependencies: [
                "CSupport", "PlainText", "Raster", "Style", "UI", "Render", "Platform", "Presets", "SwiftUIInterpreter",
            ]),
        .executableTarget(name: "neumorph", dependencies: ["NeumorphApp"]),

        // MARK: - Tests

        .target(name: "TestSupport", dependencies: ["Raster", "Platform"], path: "Tests/TestSupport"),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "TestSupport"], exclude: ["Goldens"]),
        .testTarget(
            name: "StyleTests", dependencies: ["Style", "Render", "TestSupport"], exclude: ["Goldens", "Fixtures"]),
        .testTarget(name: "UITests", dependencies: ["UI", "TestSupport"]),
        .testTarget(name: "PlainTextTests", dependencies: ["PlainText"]),
        .testTarget(name: "SwiftModuleTests", dependencies: ["SwiftModule"], exclude: ["Fixtures"]),
        .testTarget(name: "SwiftSourceTests", dependencies: ["SwiftSource", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "SwiftUIInterpreterTests",
            dependencies: ["SwiftUIInterpreter", "Style", "UI", "Render", "TestSupport"],
            exclude: ["Goldens"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "TestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "PlatformTests", dependencies: ["Platform", "TestSupport"]),
        .testTarget(name: "PresetsTests", dependencies: ["Presets", "Style", "Raster", "TestSupport"]),
        .testTarget(
            name: "NeumorphAppTests", dependencies: ["NeumorphApp", "TestSupport"], exclude: ["Goldens", "Fixtures"]),
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
                swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
    }
}
