import Raster
import Render
import Style
import TestSupport
import Testing
import UI

@testable import SwiftUIInterpreter

/// SwiftUI's `Canvas`: its renderer runs for the canvas's size with a `GraphicsContext` that fills,
/// strokes and draws text and images, under its transform, opacity, clip and filters; and Core
/// Graphics' `CGAffineTransform`, which paths and points are mapped by.
@MainActor struct CanvasTests {
    /// The view `body` on a white 200 × 100 canvas at 1×, and the notes its file raised.
    private func render(_ body: String) throws -> (Pixmap, [String]) {
        let (image, notes, _) = try renderWithCommands(body)
        return (image, notes)
    }

    private func renderWithCommands(_ body: String) throws -> (Pixmap, [String], [DrawCommand]) {
        let source = """
            import SwiftUI
            struct Drawing: View {
                var body: some View { \(body) }
            }
            #Preview(traits: .fixedLayout(width: 200, height: 100)) { Drawing() }
            """
        let file = try ScreenFile.interpret(source: source, path: "Drawing.swift")
        let view = try file.view(preview: 0, colorScheme: .light, state: ScreenState(), output: { _ in })
        let size = Size(width: 200, height: 100)
        var canvas = Canvas(width: 200, height: 100)!
        let page = DrawCommand.fill(Rectangle(), in: Rect(origin: .zero, size: size), .color(.white))
        let commands = UIContext().frame(view, size: size, time: 0).commands
        Renderer().render([page] + commands, appearance: Appearance(), into: &canvas)
        let (_, notes) = try laidOutViewsAndNotes(file)
        return (canvas.pixmap, notes.map(\.text), commands)
    }

    private func isRed(_ c: RGBA) -> Bool { c.red > 0.8 && c.green < 0.3 && c.blue < 0.3 }
    private func isBlue(_ c: RGBA) -> Bool { c.blue > 0.8 && c.red < 0.3 && c.green < 0.6 }
    private func isWhite(_ c: RGBA) -> Bool { c.red > 0.95 && c.green > 0.95 && c.blue > 0.95 }

    /// A fill over the whole size, then a red square filled and a blue line stroked where the size puts them.
    @Test func fillsAndStrokesInTheCanvasesSpace() throws {
        let (image, notes) = try render(
            """
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.yellow))
                context.fill(Path(CGRect(x: 10, y: 10, width: 30, height: 30)), with: .color(.red))
                var line = Path()
                line.move(to: CGPoint(x: size.width - 20, y: 0))
                line.addLine(to: CGPoint(x: size.width - 20, y: size.height))
                context.stroke(line, with: .color(.blue), lineWidth: 6)
            }
            """)
        #expect(notes.isEmpty, "\(notes)")
        #expect(isRed(image.color(x: 25, y: 25)))
        #expect(isBlue(image.color(x: 180, y: 50)), "\(image.color(x: 180, y: 50))")
        let yellow = image.color(x: 100, y: 80)
        #expect(yellow.red > 0.9 && yellow.green > 0.7 && yellow.blue < 0.2, "the size is the canvas's: \(yellow)")
    }

    /// `translateBy` moves what a context draws after it; a copy's opacity is its own, and its drawing
    /// still lands on the canvas; a clip keeps a fill inside it.
    @Test func theContextsTransformOpacityAndClip() throws {
        let (image, _) = try render(
            """
            Canvas { context, size in
                var moved = context
                moved.translateBy(x: 100, y: 50)
                moved.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.red))
                var faint = context
                faint.opacity = 0.5
                faint.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.blue))
                context.clip(to: Path(CGRect(x: 150, y: 0, width: 10, height: 100)))
                context.fill(Path(CGRect(x: 140, y: 0, width: 40, height: 100)), with: .color(.red))
            }
            """)
        #expect(isRed(image.color(x: 110, y: 60)), "drawn at the translated origin")
        #expect(isWhite(image.color(x: 5, y: 45)))
        let faint = image.color(x: 10, y: 10)
        #expect(faint.blue > 0.9 && faint.red > 0.4 && faint.red < 0.6, "half-opaque blue on white: \(faint)")
        #expect(isRed(image.color(x: 155, y: 50)))
        #expect(isWhite(image.color(x: 145, y: 50)), "outside the clip")
        #expect(isWhite(image.color(x: 170, y: 50)), "outside the clip")
    }

    /// A linear gradient's points are the canvas's: red at the start point, blue at the end.
    @Test func aGradientShadingRunsBetweenCanvasPoints() throws {
        let (image, notes) = try render(
            """
            Canvas { context, size in
                context.fill(
                    Path(CGRect(origin: .zero, size: size)),
                    with: .linearGradient(
                        Gradient(colors: [.red, .blue]), startPoint: CGPoint(x: 50, y: 0),
                        endPoint: CGPoint(x: 150, y: 0)))
            }
            """)
        #expect(notes.isEmpty, "\(notes)")
        #expect(isRed(image.color(x: 20, y: 50)))
        #expect(isBlue(image.color(x: 180, y: 50)))
        let middle = image.color(x: 100, y: 50)
        #expect(middle.red > 0.3 && middle.blue > 0.3, "between the two at the middle: \(middle)")
    }

    /// Text drawn at a point is centred on it at its own size; a layer's blur spreads its fill.
    @Test func textAtAPointAndABlurredLayer() throws {
        let (image, notes, commands) = try renderWithCommands(
            """
            Canvas { context, size in
                context.draw(Text("MMMM").font(.system(size: 20)).foregroundColor(.red), at: CGPoint(x: 50, y: 50))
                context.draw(Text("MMMM"), at: CGPoint(x: 50, y: 80), anchor: .topLeading)
                context.drawLayer { layer in
                    layer.addFilter(.blur(radius: 6))
                    layer.fill(Path(CGRect(x: 140, y: 40, width: 20, height: 20)), with: .color(.blue))
                }
            }
            """)
        #expect(notes.isEmpty, "\(notes)")
        func origins(_ commands: [DrawCommand]) -> [Point] {
            commands.flatMap { command -> [Point] in
                switch command {
                case .text("MMMM", _, _, let origin): [origin]
                case .layer(let layer): origins(layer.content)
                default: []
                }
            }
        }
        let placed = origins(commands)
        try #require(placed.count == 2, "the texts are drawn whole")
        // Its top-leading corner at the point; centred, as far left of it as half its width.
        #expect(abs(placed[1].x - 50) < 1.5 && placed[1].y >= 80, "\(placed[1])")
        #expect(placed[0].x < 40 && placed[0].y < 50, "centred on the point: \(placed[0])")
        let edge = image.color(x: 136, y: 50)
        #expect(edge.blue > edge.red + 0.05, "the blur reaches past the square's edge: \(edge)")
    }

    /// A filter drawn without is a note naming it, and the rest is drawn.
    @Test func anUnknownFilterIsANote() throws {
        let (image, notes) = try render(
            """
            Canvas { context, size in
                context.addFilter(.alphaThreshold(min: 0.5, color: .black))
                context.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(.red))
            }
            """)
        #expect(notes.contains { $0.contains("alphaThreshold") }, "\(notes)")
        #expect(isRed(image.color(x: 25, y: 25)))
    }

    /// `CGAffineTransform`: made, combined, applied to a point, a rect and a path, as Core Graphics does.
    @Test func affineTransformsMapPointsRectsAndPaths() throws {
        let (image, notes) = try render(
            """
            ZStack(alignment: .topLeading) {
                Color.white
                Path(CGRect(x: 0, y: 0, width: 10, height: 10))
                    .applying(CGAffineTransform(scaleX: 2, y: 2).concatenating(.init(translationX: 100, y: 0)))
                    .fill(.red)
            }
            """)
        #expect(notes.isEmpty, "\(notes)")
        #expect(isRed(image.color(x: 110, y: 10)), "scaled, then moved")
        #expect(isWhite(image.color(x: 95, y: 10)))
        #expect(isWhite(image.color(x: 110, y: 25)))
        let file = try ScreenFile.interpret(
            source: """
                import SwiftUI
                struct T: View {
                    let moved = CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 10, y: 20))
                    let turned = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
                    let box = CGRect(x: 0, y: 0, width: 10, height: 20)
                        .applying(CGAffineTransform.identity.scaledBy(x: 2, y: 3))
                    let back = CGAffineTransform(translationX: 5, y: 0).inverted()
                    let origin = CGRect(origin: .zero, size: CGSize(width: 3, height: 4))
                    var body: some View {
                        Text("\\(Int(moved.x)),\\(Int(moved.y)) \\(Int(turned.y.rounded())) \\(Int(box.width))x\\(Int(box.height)) \\(Int(back.tx)) \\(Int(origin.maxX + origin.maxY))")
                    }
                }
                #Preview { T() }
                """, path: "T.swift")
        let view = try file.view(preview: 0, colorScheme: .light, state: ScreenState(), output: { _ in })
        let commands = UIContext().frame(view, size: Size(width: 400, height: 800), time: 0).commands
        #expect(drawnTexts(commands) == ["11,22 1 20x60 -5 7"])
    }
}
