import Testing

@testable import Raster

/// `trim(from:to:)` and `StrokeStyle`, with lengths worked by hand.
struct PathTrimTests {
    private func line(_ points: [Point]) -> Path {
        var p = Path()
        p.move(to: points[0])
        for q in points.dropFirst() { p.addLine(to: q) }
        return p
    }

    private func ends(_ path: Path) -> (Point?, Point?) {
        let lines = path.centreLines()
        return (lines.first?.first, lines.last?.last)
    }

    @Test func aLineKeepsTheMiddleHalf() {
        // 100 long: a quarter in from each end is 25 and 75.
        let (start, end) = ends(line([Point(x: 0, y: 0), Point(x: 100, y: 0)]).trimmed(from: 0.25, to: 0.75))
        #expect(start == Point(x: 25, y: 0))
        #expect(end == Point(x: 75, y: 0))
    }

    @Test func aRectangleIsTrimmedAlongItsOwnDirectionWithItsClosingEdge() {
        // Perimeter 40, clockwise from the top-left corner: half is the top edge and the right edge.
        let square = Path(Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(ends(square.trimmed(from: 0, to: 0.5)).1 == Point(x: 10, y: 10))
        // The last tenth is the closing edge, from (0, 4) back up to the start.
        let last = ends(square.trimmed(from: 0.9, to: 1))
        #expect(last.0 == Point(x: 0, y: 4))
        #expect(last.1 == Point(x: 0, y: 0))
    }

    @Test func aCircleStartsAtThreeOClockAndTurnsClockwiseOnScreen() {
        let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 20))
        let (start, end) = ends(circle.trimmed(from: 0, to: 0.25))
        #expect(start == Point(x: 20, y: 10))
        // A quarter turn clockwise on screen (y down) ends at the bottom.
        #expect(abs(end!.x - 10) < 1e-6 && abs(end!.y - 20) < 1e-6)
    }

    @Test func anEmptyOrInvertedTrimIsNothingAndTheWholeTrimIsThePath() {
        let l = line([Point(x: 0, y: 0), Point(x: 10, y: 0)])
        #expect(l.trimmed(from: 0.6, to: 0.4).isEmpty)
        #expect(l.trimmed(from: .nan, to: 0).isEmpty)
        #expect(l.trimmed(from: -1, to: 2) == l)
    }

    @Test func capsReachWhereTheyShould() {
        let l = line([Point(x: 0, y: 0), Point(x: 10, y: 0)])
        let butt = l.strokedOutline(style: StrokeStyle(lineWidth: 2)).controlPointBounds
        #expect(butt.minX == 0 && butt.maxX == 10 && butt.minY == -1 && butt.maxY == 1)
        // A square cap goes half the width past each end.
        let square = l.strokedOutline(style: StrokeStyle(lineWidth: 2, lineCap: .square)).controlPointBounds
        #expect(square.minX == -1 && square.maxX == 11)
    }

    @Test func aMiterJoinIsSharpAndABevelCutsIt() {
        // A right angle at (10, 0), 2 wide: the miter's outer corner is (11, −1), √2 half-widths out.
        let corner = line([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)])
        func hasVertex(_ path: Path, _ p: Point) -> Bool {
            path.centreLines().joined().contains { abs($0.x - p.x) < 1e-9 && abs($0.y - p.y) < 1e-9 }
        }
        let miter = corner.strokedOutline(style: StrokeStyle(lineWidth: 2, lineJoin: .miter))
        let bevel = corner.strokedOutline(style: StrokeStyle(lineWidth: 2, lineJoin: .bevel))
        #expect(hasVertex(miter, Point(x: 11, y: -1)))
        #expect(!hasVertex(bevel, Point(x: 11, y: -1)))
        // A miter limit below √2 turns the right angle's miter into a bevel.
        let limited = corner.strokedOutline(style: StrokeStyle(lineWidth: 2, lineJoin: .miter, miterLimit: 1.2))
        #expect(!hasVertex(limited, Point(x: 11, y: -1)))
    }

    @Test func dashesCutTheLineIntoItsOnPieces() {
        // 10 long, 2 on 2 off: pieces at 0–2, 4–6 and 8–10.
        let l = line([Point(x: 0, y: 0), Point(x: 10, y: 0)])
        let dashed = l.strokedOutline(style: StrokeStyle(lineWidth: 1, dash: [2, 2]))
        let pieces = dashed.elements.filter { if case .move = $0 { true } else { false } }.count
        #expect(pieces == 3)
        // A phase of 1 starts half way into the first dash: 0–1, 3–5, 7–9.
        let shifted = l.strokedOutline(style: StrokeStyle(lineWidth: 1, dash: [2, 2], dashPhase: 1)).controlPointBounds
        #expect(shifted.minX == 0 && shifted.maxX == 9)
    }

    @Test func aTangentArcRoundsTheCorner() {
        // From (0, 0) towards (10, 0) then down to (10, 10), radius 2: the arc runs from (8, 0) to (10, 2).
        var p = Path()
        p.move(to: .zero)
        p.addArc(tangent1End: Point(x: 10, y: 0), tangent2End: Point(x: 10, y: 10), radius: 2)
        let points = p.centreLines()[0]
        #expect(abs(points[1].x - 8) < 1e-9 && abs(points[1].y) < 1e-9)
        #expect(abs(points.last!.x - 10) < 1e-6 && abs(points.last!.y - 2) < 1e-6)
    }
}
