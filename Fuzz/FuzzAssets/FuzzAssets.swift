import CSupport
import Foundation
import NeumorphApp
import Platform

/// The fuzz entry: any bytes as an image asset (PNG, or JPEG as an asset catalog may hold) and as a font
/// file, through the same loading path the app uses (SDL2_image, SDL2_ttf). Errors are fine; traps and
/// memory errors are not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAssets(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Data(bytes: data, count: size)
    let folder = NSTemporaryDirectory() + "neumorph-fuzz-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let image = folder + "/asset.png"
    _ = FileManager.default.createFile(atPath: image, contents: bytes)
    _ = try? PNGFile.read(image)
    _ = try? ImageFile.read(image)
    _ = ImageFile.pixelSize(image)
    let font = folder + "/Inter-Regular.otf"
    _ = FileManager.default.createFile(atPath: font, contents: bytes)
    // The glyph source belongs to the main actor (SDL_ttf is not thread-safe); libFuzzer calls this
    // on the main thread.
    MainActor.assumeIsolated {
        let glyphs = TTFGlyphSource(folder: folder, systemFallback: false)
        _ = glyphs.size(of: "Neumorph", font: .body)
        _ = glyphs.mask(for: "Neumorph", font: .body, scale: 2)
    }
    return 0
}

/// The executable's entry (SwiftPM links `main` to `FuzzAssets_main`): libFuzzer's driver.
@_cdecl("FuzzAssets_main")
public func fuzzAssetsMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { fuzzAssets($0, $1) }
}
