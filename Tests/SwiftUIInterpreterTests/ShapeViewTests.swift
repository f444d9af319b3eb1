import Raster
import Render
import Style
import TestSupport
import Testing
import UI

@testable import SwiftUIInterpreter

/// iOS 17's `ShapeView`: a shape filled or stroked with a style can be filled or stroked again, each
/// drawing the same shape over what came before; a stroke given no style is still iOS 13's stroked
/// shape, which a fill paints.
@MainActor struct ShapeViewTests {
    /// `shape` 80 points wide on a white 100-point canvas, at 1×.
    private func pixels(_ shape: String) throws -> Pixmap {
        let source = """
            import SwiftUI
            struct Ring: View {
                var body: some View { \(shape).frame(width: 80, height: 80) }
            }
            #Preview(traits: .fixedLayout(width: 100, height: 100)) { Ring() }
            """
        let file = try ScreenFile.interpret(source: source, path: "Ring.swift")
        let view = try file.view(preview: 0, colorScheme: .light, state: ScreenState(), output: { _ in })
        let size = Size(width: 100, height: 100)
        var canvas = Canvas(width: 100, height: 100)!
        let page = DrawCommand.fill(Rectangle(), in: Rect(origin: .zero, size: size), .color(.white))
        Renderer().render(
            [page] + UIContext().frame(view, size: size, time: 0).commands, appearance: Appearance(), into: &canvas)
        return canvas.pixmap
    }

    private func isRed(_ c: RGBA) -> Bool { c.red > 0.8 && c.green < 0.3 && c.blue < 0.3 }
    private func isYellow(_ c: RGBA) -> Bool { c.red > 0.8 && c.green > 0.7 && c.blue < 0.3 }

    /// A red ring 8 points wide with a yellow fill over it: the fill covers the ring's inner half.
    @Test func aFillAfterAStrokeIsDrawnOverIt() throws {
        let image = try pixels("Circle().stroke(.red, lineWidth: 8).fill(.yellow)")
        #expect(isYellow(image.color(x: 50, y: 50)))
        #expect(isYellow(image.color(x: 50, y: 12)), "the inner half of the stroke is under the fill")
        #expect(isRed(image.color(x: 50, y: 7)), "the outer half shows: \(image.color(x: 50, y: 7))")
    }

    /// A fill then a stroke: the stroke over the fill.
    @Test func aStrokeAfterAFillIsDrawnOverIt() throws {
        let image = try pixels("Circle().fill(.yellow).stroke(.red, lineWidth: 8)")
        #expect(isYellow(image.color(x: 50, y: 50)))
        #expect(isRed(image.color(x: 50, y: 12)))
        #expect(isRed(image.color(x: 50, y: 7)))
    }

    /// iOS 13's `stroke(lineWidth:)` makes a shape: a fill after it paints the ring, not the disc.
    @Test func aFillAfterAPlainStrokePaintsTheRing() throws {
        let image = try pixels("Circle().stroke(lineWidth: 8).fill(.red)")
        #expect(isRed(image.color(x: 50, y: 10)))
        #expect(image.color(x: 50, y: 50).red > 0.95 && image.color(x: 50, y: 50).blue > 0.95)
    }
}
