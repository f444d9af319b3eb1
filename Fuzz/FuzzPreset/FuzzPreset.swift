import CSupport
import Foundation
import Presets

/// The fuzz entry: any bytes as a preset file. It must give a preset or a message, never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPreset(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let preset = try? Preset.parse(text, file: "fuzz.json") {
        // What parses must round-trip.
        let again = try? Preset.parse(preset.json, file: "again.json")
        if again != preset { fatalError("preset did not round-trip: \(text)") }
    }
    return 0
}

/// The executable's entry (SwiftPM links `main` to `FuzzPreset_main`): libFuzzer's driver.
@_cdecl("FuzzPreset_main")
public func fuzzPresetMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { fuzzPreset($0, $1) }
}
