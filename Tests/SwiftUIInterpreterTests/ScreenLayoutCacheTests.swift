import Raster
import Style
import Synchronization
import Testing
import UI

@testable import SwiftUIInterpreter

/// A screen kept between frames is laid out once: a `GeometryReader`'s content, made when the reader is
/// placed, prints in the first frame and never again, unless it reads the clock.
@MainActor struct ScreenLayoutCacheTests {
    private func placements(_ content: String, frames: Int) throws -> Int {
        let source = """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    GeometryReader { proxy in
                        let _ = print("placed")
                        \(content)
                    }
                }
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "Cache.swift")
        let (state, memo, printed) = (ScreenState(), ScreenMemo(), ScreenMemoTests.Printed())
        let context = UIContext()
        for index in 0..<frames {
            let time = Double(index) / 60
            state.tick(time)
            let view = try file.view(
                preview: 0, colorScheme: .light, state: state, output: { _ in printed.count.withLock { $0 += 1 } },
                time: time, memo: memo)
            _ = context.frame(view, size: Size(width: 400, height: 300), time: time)
        }
        return printed.value
    }

    @Test func aScreenIsPlacedOnceWhileNothingChanges() throws {
        // However many times one frame makes the content (measured, then placed), no frame after it does.
        let first = try placements(#"Button("Go") {}"#, frames: 1)
        #expect(first > 0)
        #expect(try placements(#"Button("Go") {}"#, frames: 4) == first)
    }

    @Test func aLayoutThatReadsTheClockIsPlacedEveryFrame() throws {
        let content = #"Button(action: {}) { Text(Date(), style: .time) }"#
        let first = try placements(content, frames: 1)
        #expect(try placements(content, frames: 4) == 4 * first)
    }
}
