import Raster
import Style
import Testing

@testable import UI

/// A stack shares its length as SwiftUI's does: the children that take what they are offered (a
/// Spacer, a Slider without a width, a view that fills) divide what the fixed ones leave.
struct StackSharingTests {
    let layout = Layout(metrics: EstimatedTextMetrics())

    func slider(width: Double? = nil) -> View {
        .slider(
            SliderItem(
                "s", value: .constant(0.5), in: 0...1, step: 0.1, width: width,
                style: SoftSliderStyle(ParametricStyle())))
    }

    /// 300 points: a 40-point icon, a 20-point gap, 10 points of spacing twice; the Slider takes the
    /// other 220, and a fixed-width one keeps its width whatever it is offered.
    @Test func aSliderBesideAFixedViewTakesTheRestOfTheRow() {
        let icon = View.drawing(Size(width: 40, height: 20), { _ in [] })
        let row = View.hstack(spacing: 10, alignment: .center, [icon, .spacer(20), slider()])
        let sizes = layout.stackSizes(
            [icon, .spacer(20), slider()], along: .horizontal, spacing: 10, proposed: Size(width: 300, height: 100))
        #expect(sizes.map(\.width) == [40, 20, 220])
        #expect(layout.size(of: row, proposed: Size(width: 300, height: 100)).width == 300)
        let fixed = layout.stackSizes(
            [icon, slider(width: 120)], along: .horizontal, spacing: 10, proposed: Size(width: 300, height: 100))
        #expect(fixed.map(\.width) == [40, 120])
    }

    /// Two Spacers around a view centre it, each at least its minimum; a fixed gap stays fixed.
    @Test func spacersShareTheRoomLeftAndKeepTheirMinimum() {
        let box = View.drawing(Size(width: 50, height: 50), { _ in [] })
        let children: [View] = [.flexibleSpacer(minLength: 8), box, .flexibleSpacer(minLength: 8)]
        let tall = layout.stackSizes(children, along: .vertical, spacing: 0, proposed: Size(width: 100, height: 250))
        #expect(tall.map(\.height) == [100, 50, 100])
        let cramped = layout.stackSizes(children, along: .vertical, spacing: 0, proposed: Size(width: 100, height: 40))
        #expect(cramped.map(\.height) == [8, 50, 8])
        #expect(!Layout.isFlexible(.spacer(8), along: .vertical))
        // Not flexible across: a VStack of a Spacer and a box is as wide as the box.
        #expect(
            layout.size(of: .vstack(spacing: 0, alignment: .center, children), proposed: Size(width: 100, height: 250))
                .width == 50)
    }

    /// Unbounded (a fixed-size container), a Slider without a width falls back to 200 points.
    @Test func aSliderOfferedNoBoundTakesTheDefaultWidth() {
        #expect(layout.size(of: slider(), proposed: Size(width: .infinity, height: 40)).width == 200)
    }
}
