import Raster
import Style
import Synchronization
import Testing
import UI

@testable import SwiftUIInterpreter

/// A body is evaluated again when what it reads changes, not every frame: each evaluation of these
/// bodies prints once, and the prints are counted.
@MainActor struct ScreenMemoTests {
    final class Printed: Sendable {
        let count = Mutex(0)
        var value: Int { count.withLock { $0 } }
    }

    static func file(_ body: String) throws -> ScreenFile {
        let source = """
            import SwiftUI
            struct ContentView: View {
                @State private var taps = 0
                var body: some View {
                    let _ = print("body")
                    \(body)
                }
            }
            """
        return try ScreenFile.interpret(source: source, path: "Memo.swift")
    }

    static func frames(
        _ file: ScreenFile, _ state: ScreenState, times: [Double], _ printed: Printed, memo: ScreenMemo = ScreenMemo()
    ) throws {
        for time in times {
            state.tick(time)
            _ = try file.view(
                preview: 0, colorScheme: .light, state: state, output: { _ in printed.count.withLock { $0 += 1 } },
                time: time, memo: memo)
        }
    }

    @Test func aScreenThatReadsNothingChangingIsEvaluatedOnce() throws {
        let file = try Self.file("Text(\"\\(taps) taps\")")
        let (state, printed) = (ScreenState(), Printed())
        try Self.frames(file, state, times: [0, 0.016, 0.033, 0.05], printed)
        #expect(printed.value == 1)
        // A write to the state: evaluated again, once.
        state.set("ContentView.taps#1", .int(3))
        try Self.frames(file, state, times: [0.066, 0.083], printed)
        #expect(printed.value == 2)
        // Another scheme is another screen.
        _ = try file.view(
            preview: 0, colorScheme: .dark, state: state, output: { _ in printed.count.withLock { $0 += 1 } })
        #expect(printed.value == 3)
    }

    @Test func aScreenThatReadsTheClockIsEvaluatedEveryFrame() throws {
        let file = try Self.file("Text(Date(), style: .time)")
        let (state, printed) = (ScreenState(), Printed())
        try Self.frames(file, state, times: [0, 0.5, 1.0], printed)
        #expect(printed.value == 3)
    }

    @Test func aScreenWithATimerIsEvaluatedEveryFrame() throws {
        let file = try Self.file(
            """
            Text("\\(taps)")
                        .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in taps += 1 }
            """)
        let (state, printed) = (ScreenState(), Printed())
        try Self.frames(file, state, times: [0, 0.25, 0.5], printed)
        #expect(printed.value == 3)
    }
}
