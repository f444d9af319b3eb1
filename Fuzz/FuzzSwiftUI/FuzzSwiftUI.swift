import CSupport
import SwiftSource

/// The fuzz entry: any bytes as a SwiftUI style file for the parser (the evaluator joins when it
/// lands). Whatever the input, the parser returns; every diagnostic points inside the source.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftUI(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let result = Parser.parse(text)
    // Swift's line breaks: LF, CR and CRLF (counted once).
    var lines = 1
    var previous: Unicode.Scalar = " "
    for scalar in text.unicodeScalars {
        if scalar == "\r" || (scalar == "\n" && previous != "\r") { lines += 1 }
        previous = scalar
    }
    for diagnostic in result.diagnostics where diagnostic.line < 1 || diagnostic.line > lines + 1 {
        fatalError("diagnostic outside the source: \(diagnostic)")
    }
    return 0
}

/// The executable's entry (SwiftPM links `main` to `FuzzSwiftUI_main`): libFuzzer's driver.
@_cdecl("FuzzSwiftUI_main")
public func fuzzSwiftUIMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { fuzzSwiftUI($0, $1) }
}
