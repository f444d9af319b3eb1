import CSupport
import Foundation
import NeumorphApp

/// The fuzz entry: any bytes as an input script for `neumorph record`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScript(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let script = try? InputScript(text: text, file: "fuzz.txt") {
        // Parsed scripts are in time order with finite times.
        var last = 0.0
        for event in script.events {
            if !(event.time >= last && event.time.isFinite) { fatalError("script out of order: \(text)") }
            last = event.time
        }
    }
    return 0
}

/// The executable's entry (SwiftPM links `main` to `FuzzScript_main`): libFuzzer's driver.
@_cdecl("FuzzScript_main")
public func fuzzScriptMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { fuzzScript($0, $1) }
}
