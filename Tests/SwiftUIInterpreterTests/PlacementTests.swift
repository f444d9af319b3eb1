import Raster
import Style
import Testing
import UI

@testable import SwiftUIInterpreter

/// A view placed in its own size is laid out as the longer offer it was sized for laid it out (SwiftUI
/// keeps that offer when it places). Worked by hand with the estimated metrics: 9.35 points a
/// character at 17 points, 15.4 at the title's 28.
@MainActor struct PlacementTests {
    /// Two columns of text side by side in a VStack: offered the canvas' 400, the row takes its ideal
    /// 9 × 9.35 + 8 + 8 × 9.35 = 166.95 and no text wraps. Placed in those 166.95, the row would share
    /// them out (75 or so each) and wrap "Full name"; it does not.
    @Test func aRowOfTextsKeepsItsLinesWhenPlaced() throws {
        let views = try laidOutViews(
            """
            VStack {
                        HStack {
                            VStack { Text("Full name") }
                            VStack { Text("Username") }
                        }
                    }
            """)
        let name = try #require(views.first { $0.text == "Full name" }?.frame)
        #expect(abs(name.width - 9 * 9.35) < 0.01)
        #expect(name.height == 21)
    }

    /// Buttons whose labels have `.frame(maxWidth: 124, maxHeight: 50)`: offered a third of 400 less
    /// the gaps each, (400 − 16) / 3 = 128, each takes its maximum, 124 × 50, in a VStack as alone.
    @Test func buttonsWithCappedLabelsTakeTheirMaximum() throws {
        let views = try laidOutViews(
            """
            VStack {
                        HStack {
                            ForEach(1...3, id: \\.self) { j in
                                Button(action: {}) {
                                    Text("\\(j)").frame(maxWidth: 124, maxHeight: 50).background(Color.orange)
                                }
                            }
                        }
                    }
            """)
        let buttons = views.filter { $0.type == "Button" }.map(\.frame)
        #expect(buttons.count == 3)
        #expect(buttons.allSatisfy { abs($0.width - 124) < 0.01 && abs($0.height - 50) < 0.01 })
    }
}
