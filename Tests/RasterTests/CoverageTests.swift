import Foundation
import Testing

@testable import Raster

/// The rasterizer's coverage must add up to the shapes' true areas.
@Suite struct CoverageTests {
    static let canvas = IntRect(x: 0, y: 0, width: 400, height: 400)

    func area<S: Shape>(_ shape: S, in rect: Rect, fillRule: FillRule = .nonZero) -> Double {
        var rasterizer = Rasterizer()
        return rasterizer.mask(for: shape.path(in: rect), fillRule: fillRule, clip: Self.canvas).area
    }

    @Test(arguments: [3.0, 10.0, 37.5, 120.0], [0.0, 0.25, 0.5, 0.73])
    func circleAreaIsExact(diameter: Double, offset: Double) {
        let rect = Rect(x: 50 + offset, y: 60 + offset / 2, width: diameter, height: diameter)
        let expected = Double.pi * diameter * diameter / 4
        let measured = area(Circle(), in: rect)
        #expect(abs(measured - expected) / expected < 0.001, "circle d=\(diameter): \(measured) vs \(expected)")
    }

    @Test(arguments: [(7.0, 3.0), (40.0, 90.0), (250.0, 35.5)], [0.0, 0.4])
    func ellipseAreaIsExact(size: (Double, Double), offset: Double) {
        let rect = Rect(x: 20 + offset, y: 30 + offset, width: size.0, height: size.1)
        let expected = Double.pi * size.0 * size.1 / 4
        let measured = area(Ellipse(), in: rect)
        #expect(abs(measured - expected) / expected < 0.001, "ellipse \(size): \(measured) vs \(expected)")
    }

    @Test(arguments: [(220.0, 90.0, 20.0), (60.0, 40.0, 10.0), (30.0, 30.0, 15.0), (12.0, 8.0, 3.0)], [0.0, 0.3])
    func roundedRectAreaIsExact(shape: (Double, Double, Double), offset: Double) {
        let (w, h, r) = shape
        let rect = Rect(x: 10 + offset, y: 10 + offset * 2, width: w, height: h)
        let expected = w * h - (4 - Double.pi) * r * r
        let measured = area(RoundedRectangle(cornerRadius: r), in: rect)
        #expect(abs(measured - expected) / expected < 0.001, "rounded rect \(shape): \(measured) vs \(expected)")
    }

    @Test func integerRectangleIsExact() {
        var rasterizer = Rasterizer()
        let mask = rasterizer.mask(for: Rectangle().path(in: Rect(x: 3, y: 4, width: 10, height: 5)), clip: Self.canvas)
        #expect(mask.bounds == IntRect(x: 3, y: 4, width: 10, height: 5))
        #expect(mask.coverage.allSatisfy { $0 == 255 })
    }

    @Test func edgeThroughPixelMiddleIsHalfCovered() {
        var rasterizer = Rasterizer()
        let mask = rasterizer.mask(
            for: Rectangle().path(in: Rect(x: 2.5, y: 2, width: 3, height: 1)), clip: Self.canvas)
        #expect(mask.value(atX: 2, y: 2) == 128)
        #expect(mask.value(atX: 3, y: 2) == 255)
        #expect(mask.value(atX: 5, y: 2) == 128)
        // A diagonal edge through a pixel's centre also halves it.
        var triangle = Path()
        triangle.move(to: Point(x: 0, y: 0))
        triangle.addLine(to: Point(x: 10, y: 10))
        triangle.addLine(to: Point(x: 0, y: 10))
        triangle.closeSubpath()
        let diagonal = rasterizer.mask(for: triangle, clip: Self.canvas)
        #expect(diagonal.value(atX: 4, y: 4) == 128)
        #expect(diagonal.value(atX: 3, y: 4) == 255)
        #expect(diagonal.value(atX: 5, y: 4) == 0)
    }

    @Test func fillRulesDifferOnOverlap() {
        // Two squares drawn in the same direction overlap in the middle 10×10.
        var path = Path()
        path.addRect(Rect(x: 0, y: 0, width: 20, height: 20))
        path.addRect(Rect(x: 10, y: 10, width: 20, height: 20))
        var rasterizer = Rasterizer()
        let nonZero = rasterizer.mask(for: path, fillRule: .nonZero, clip: Self.canvas)
        let evenOdd = rasterizer.mask(for: path, fillRule: .evenOdd, clip: Self.canvas)
        #expect(nonZero.value(atX: 15, y: 15) == 255)
        #expect(evenOdd.value(atX: 15, y: 15) == 0)
        #expect(abs(nonZero.area - 700) < 0.01)
        #expect(abs(evenOdd.area - 600) < 0.01)
        #expect(evenOdd.value(atX: 5, y: 5) == 255)
    }

    @Test func pentagramCentreDependsOnFillRule() {
        var star = Path()
        for i in 0..<5 {
            let angle = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            let p = Point(x: 100 + 80 * cos(angle), y: 100 + 80 * sin(angle))
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        var rasterizer = Rasterizer()
        #expect(rasterizer.mask(for: star, fillRule: .nonZero, clip: Self.canvas).value(atX: 100, y: 100) == 255)
        #expect(rasterizer.mask(for: star, fillRule: .evenOdd, clip: Self.canvas).value(atX: 100, y: 100) == 0)
    }

    @Test func partlyOffCanvasShapesAreClippedNotDistorted() {
        var rasterizer = Rasterizer()
        let clip = IntRect(x: 0, y: 0, width: 50, height: 50)
        // A circle centred on the clip's corner: exactly a quarter of it shows.
        let mask = rasterizer.mask(for: Circle().path(in: Rect(x: -20, y: -20, width: 40, height: 40)), clip: clip)
        let quarter = Double.pi * 400 / 4
        #expect(abs(mask.area - quarter) / quarter < 0.001)
        #expect(mask.bounds == IntRect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func strokeIsCentredAndBorderIsInside() {
        var canvas = Canvas(width: 200, height: 200)!
        let rect = Rect(x: 50, y: 50, width: 100, height: 100)
        canvas.stroke(Circle(), in: rect, lineWidth: 10, with: .color(.white))
        let strokeArea = Double(canvas.pixmap.pixels.reduce(0) { $0 + Int($1 >> 24) }) / 255
        let expectedStroke = Double.pi * (55 * 55 - 45 * 45)
        #expect(abs(strokeArea - expectedStroke) / expectedStroke < 0.002)

        var border = Canvas(width: 200, height: 200)!
        border.strokeBorder(Circle(), in: rect, lineWidth: 10, with: .color(.white))
        let borderArea = Double(border.pixmap.pixels.reduce(0) { $0 + Int($1 >> 24) }) / 255
        let expectedBorder = Double.pi * (50 * 50 - 40 * 40)
        #expect(abs(borderArea - expectedBorder) / expectedBorder < 0.002)
        // Nothing of the border is outside the shape.
        #expect(border.pixmap.pixel(x: 100, y: 48) == 0)
    }
}
