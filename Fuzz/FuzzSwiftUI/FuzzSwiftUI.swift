import CSupport
import Raster
import Style
import SwiftSource
import SwiftUIInterpreter
import UI

/// The fuzz entry: any bytes as a SwiftUI style file, through the parser and then the interpreter,
/// and every style the file declares drawn in each state. Whatever the input, the parser returns with
/// every diagnostic inside the source, and the interpreter gives styles or a `StyleFileError` (an
/// expected outcome). A trap, a hang, or an input slower than `slowInput` is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftUI(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let clock = ContinuousClock()
    let start = clock.now
    checkDiagnostics(of: text)
    interpretAndDraw(text)
    runScreen(text)
    let elapsed = clock.now - start
    if elapsed > slowInput {
        // A busy machine can stall any one run; an input slow twice is slow itself.
        let again = clock.measure {
            interpretAndDraw(text)
            runScreen(text)
        }
        if again > slowInput {
            fatalError("slow input: \(elapsed), then \(again) (the limit is \(slowInput))")
        }
    }
    return 0
}

/// A style file re-renders within 100 ms of a save; an input taking ten times that is a finding.
let slowInput: Duration = .seconds(1)

/// Every diagnostic names a line of the source: Swift's line breaks are LF, CR and CRLF (counted once).
func checkDiagnostics(of text: String) {
    let result = SourceFile.parse(text, file: "fuzz.swift")
    var lines = 1
    var previous: Unicode.Scalar = " "
    for scalar in text.unicodeScalars {
        if scalar == "\r" || (scalar == "\n" && previous != "\r") { lines += 1 }
        previous = scalar
    }
    for diagnostic in result.diagnostics where diagnostic.location.line < 1 || diagnostic.location.line > lines + 1 {
        fatalError("diagnostic outside the source: \(diagnostic)")
    }
}

/// The file as a screen (its previews or ContentView): evaluated in both schemes (dark at the largest
/// Dynamic Type size) and laid out, then every control pressed, as the playground runs a screen (an
/// action may change state or print).
func runScreen(_ text: String) {
    guard let file = try? ScreenFile.interpret(source: text, path: "fuzz.swift") else { return }
    let state = ScreenState()
    let size = Size(width: 320, height: 240)
    for index in file.previewNames.indices {
        for scheme in [Appearance.ColorScheme.light, .dark] {
            let textSize: DynamicTypeSize = scheme == .dark ? .accessibility5 : .standard
            guard
                let view = try? file.view(
                    preview: index, colorScheme: scheme, dynamicTypeSize: textSize, state: state, output: { _ in })
            else { continue }
            let ui = UIContext()
            let frame = ui.frame(view, size: size, time: 0)
            for control in frame.controls.prefix(8) {
                let p = control.frame.center
                guard p.x.isFinite, p.y.isFinite else { continue }
                _ = ui.frame(view, size: size, time: 0, events: [.pointerMoved(p), .pointerDown(p), .pointerUp(p)])
            }
        }
    }
}

/// Interprets the file and draws each style released and pressed (a toggle also off and on), and
/// asks each for its size, as the playground does with a style file a user saves.
func interpretAndDraw(_ text: String) {
    guard let file = try? StyleFile.interpret(source: text, path: "fuzz.swift") else { return }
    let label = Label("OK")
    let metrics = EstimatedTextMetrics()
    let frame = Rect(x: 0, y: 0, width: 120, height: 60)
    for style in file.buttonStyles {
        _ = style.size(forLabel: label, metrics: metrics)
        for isPressed in [false, true] {
            _ = style.makeBody(configuration: ButtonConfiguration(label: label, isPressed: isPressed), in: frame)
        }
    }
    for style in file.toggleStyles {
        _ = style.size(forLabel: label, metrics: metrics)
        for isOn in [false, true] {
            for isPressed in [false, true] {
                let button = ButtonConfiguration(label: label, isPressed: isPressed)
                _ = style.makeBody(configuration: ToggleConfiguration(button: button, isOn: isOn), in: frame)
            }
        }
    }
}

/// LeakSanitizer's suppressions, built in because `make fuzz` passes none: objects made once by
/// `static let` initialisers (symbols ending in `_WZ`, such as `Color.primary` in the interpreter's
/// colour table) live for the whole process, but Swift stores enum payload pointers with tag bits set,
/// so at exit LeakSanitizer sees them unreferenced and reports leaks (the same entry as in
/// Tests/lsan-suppressions.txt, with the syntax tree's boxes, referenced the same way).
@_cdecl("__lsan_default_suppressions")
public func leakSuppressions() -> UnsafePointer<CChar> {
    // A literal in the binary's constant data (NUL-terminated): valid for as long as the process runs.
    let suppressions: StaticString = "leak:_WZ\nleak:11SwiftSource8Lowering\n"
    return UnsafeRawPointer(suppressions.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// The executable's entry (SwiftPM links `main` to `FuzzSwiftUI_main`): libFuzzer's driver.
@_cdecl("FuzzSwiftUI_main")
public func fuzzSwiftUIMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { fuzzSwiftUI($0, $1) }
}
