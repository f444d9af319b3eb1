import Testing

@testable import Raster

/// Path data read into the elements worked out by hand from the SVG grammar.
@Suite struct SVGPathDataTests {
    typealias Element = Path.Element

    func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    func elements(_ data: String) -> [Element]? { Path(svgPathData: data)?.elements }

    /// Whether two element lists agree to within `tolerance` in every coordinate.
    func close(_ a: [Element]?, _ b: [Element], tolerance: Double = 1e-9) -> Bool {
        guard let a, a.count == b.count else { return false }
        func near(_ u: Point, _ v: Point) -> Bool { abs(u.x - v.x) <= tolerance && abs(u.y - v.y) <= tolerance }
        for (x, y) in zip(a, b) {
            switch (x, y) {
            case (.move(let u), .move(let v)), (.line(let u), .line(let v)):
                if !near(u, v) { return false }
            case (.quadCurve(let u, let c), .quadCurve(let v, let d)):
                if !near(u, v) || !near(c, d) { return false }
            case (.curve(let u, let c1, let c2), .curve(let v, let d1, let d2)):
                if !near(u, v) || !near(c1, d1) || !near(c2, d2) { return false }
            case (.closeSubpath, .closeSubpath): break
            default: return false
            }
        }
        return true
    }

    @Test func relativeCommandsMoveFromThePen() {
        // m10 20, then 5 right, 5 down, and back to the start.
        #expect(
            elements("m10 20 l5 0 l0 5 z") == [
                .move(to: p(10, 20)), .line(to: p(15, 20)), .line(to: p(15, 25)), .closeSubpath,
            ])
        #expect(
            elements("M1 1 h2 v3 H0 V0")
                == [.move(to: p(1, 1)), .line(to: p(3, 1)), .line(to: p(3, 4)), .line(to: p(0, 4)), .line(to: p(0, 0))])
    }

    @Test func repeatedMovetoDrawsLines() {
        #expect(elements("M0 0 1 1 2 2") == [.move(to: p(0, 0)), .line(to: p(1, 1)), .line(to: p(2, 2))])
        // Relative: the second pair is relative to the first point.
        #expect(elements("m1 1 2 2") == [.move(to: p(1, 1)), .line(to: p(3, 3))])
        #expect(
            elements("M0 0L1 1 2 3,4 5") == [
                .move(to: p(0, 0)), .line(to: p(1, 1)), .line(to: p(2, 3)), .line(to: p(4, 5)),
            ])
    }

    @Test func compactNumbersSplitWhereTheGrammarSays() {
        // "1.5.5" is 1.5 then .5; "-.5e-3-2" is -0.0005 then -2.
        #expect(elements("M1.5.5L-.5e-3-2") == [.move(to: p(1.5, 0.5)), .line(to: p(-0.0005, -2))])
        #expect(elements("M+1E1 2e+1") == [.move(to: p(10, 20))])
    }

    @Test func aQuarterCircleArcIsOneCubicWithTheCircleArm() {
        // From (10, 0) to (0, 10) on a circle of radius 10 about the origin, the short way, with
        // increasing angle (sweep 1): one cubic whose arms are 10 × 4/3 × tan(π/8) = 5.5228… long.
        let arm = 10 * 0.552_284_749_830_793_4
        let quarter: [Element] = [
            .move(to: p(10, 0)), .curve(to: p(0, 10), control1: p(10, arm), control2: p(arm, 10)),
        ]
        #expect(close(elements("M10 0 A10 10 0 0 1 0 10"), quarter))
        // The same arc relative, with its flags written without separators.
        #expect(close(elements("M10 0a10 10 0 01-10 10"), quarter))
        // The other sweep goes round the other centre, (10, 10): arms point away from it.
        #expect(
            close(
                elements("M10 0 A10 10 0 0 0 0 10"),
                [.move(to: p(10, 0)), .curve(to: p(0, 10), control1: p(10 - arm, 0), control2: p(0, 10 - arm))]))
    }

    @Test func radiiTooSmallAreScaledUpToAHalfCircle() throws {
        // A radius of 1 cannot span (0, 0)–(10, 0): it grows to 5, centred at (5, 0), and the arc is
        // a half circle of two quarter pieces through the top, (5, -5), since sweep 1 increases the angle
        // from π to 2π.
        let arc = try #require(elements("M0 0 A1 1 0 0 1 10 0"))
        #expect(arc.count == 3)
        guard case .curve(let middle, _, _) = arc[1], case .curve(let end, _, _) = arc[2] else {
            Issue.record("expected two cubics, got \(arc)")
            return
        }
        #expect(abs(middle.x - 5) < 1e-9 && abs(middle.y + 5) < 1e-9)
        #expect(end == p(10, 0))
    }

    @Test func degenerateArcsAreLinesOrNothing() {
        // A zero radius is a straight line; an arc to where the pen already is draws nothing.
        #expect(elements("M0 0 A0 5 0 0 1 4 4") == [.move(to: p(0, 0)), .line(to: p(4, 4))])
        #expect(elements("M3 3 A5 5 0 1 1 3 3") == [.move(to: p(3, 3))])
    }

    @Test func smoothCurvesReflectThePreviousControl() {
        // S after C: the first control is (10, 10) mirrored through (10, 0), that is (10, -10).
        #expect(
            elements("M0 0 C0 10 10 10 10 0 S20 -10 20 0")
                == [
                    .move(to: p(0, 0)), .curve(to: p(10, 0), control1: p(0, 10), control2: p(10, 10)),
                    .curve(to: p(20, 0), control1: p(10, -10), control2: p(20, -10)),
                ])
        // S after anything else: the first control is the pen.
        #expect(
            elements("M0 0 L2 0 s3 5 8 0")
                == [.move(to: p(0, 0)), .line(to: p(2, 0)), .curve(to: p(10, 0), control1: p(2, 0), control2: p(5, 5))])
        // T after Q mirrors (5, 10) through (10, 0) to (15, -10); relative forms agree.
        let quads: [Element] = [
            .move(to: p(0, 0)), .quadCurve(to: p(10, 0), control: p(5, 10)),
            .quadCurve(to: p(20, 0), control: p(15, -10)),
        ]
        #expect(elements("M0 0 Q5 10 10 0 T20 0") == quads)
        #expect(elements("M0 0 q5 10 10 0 t10 0") == quads)
    }

    @Test func drawingAfterClosepathStartsAtTheClosedSubpathsStart() {
        #expect(
            elements("M1 1 L4 1 L4 4 Z l2 0")
                == [
                    .move(to: p(1, 1)), .line(to: p(4, 1)), .line(to: p(4, 4)), .closeSubpath, .move(to: p(1, 1)),
                    .line(to: p(3, 1)),
                ])
    }

    @Test func emptyDataIsAnEmptyPath() {
        #expect(elements("") == [])
        #expect(elements("  \n ") == [])
    }

    @Test(arguments: [
        "L1 1", "M1", "M1 2 X3 4", "M0 0 A1 1 0 2 1 1 1", "M1e999 0", "M0 0 L1 1 z 3", "M1 2e", "M1 2 L é",
        "M1,,2", "M . 2", "M0 0 C1 1 2 2",
    ])
    func badDataIsRejected(data: String) {
        #expect(Path(svgPathData: data) == nil)
    }

    @Test func mangledDataNeverTraps() throws {
        // Every prefix of a real icon's data, and copies with bytes swapped for path-data characters
        // by a fixed generator, read to a finite path or to nil.
        let entry = try #require(SymbolLibrary.entries.first { $0.name == "arrow.clockwise" })
        let data = Array(entry.layers.map(\.data).joined(separator: " ").utf8)
        var parsed = 0
        for end in 0...data.count {
            if let path = Path(svgPathData: String(decoding: data[..<end], as: UTF8.self)) {
                #expect(path.isValid)
                parsed += 1
            }
        }
        #expect(parsed > data.count / 10)
        let alphabet = Array("MmLlHhVvCcSsQqTtAaZz0123456789.-+eE, \n\u{1}é".utf8)
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<300 {
            var mangled = data
            for _ in 0..<4 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let at = Int(state >> 33) % mangled.count
                mangled[at] = alphabet[Int(state >> 17) % alphabet.count]
            }
            if let path = Path(svgPathData: String(decoding: mangled, as: UTF8.self)) { #expect(path.isValid) }
        }
    }

    @Test func errorsSayWhereAndWhy() {
        #expect(throws: SVGPathDataError(offset: 12, message: "an arc flag must be 0 or 1")) {
            try Path.parsing(svgPathData: "M0 0 A1 1 0 2 1 1 1")
        }
        #expect(throws: SVGPathDataError(offset: 5, message: "'X' is not a path command")) {
            try Path.parsing(svgPathData: "M1 2 X")
        }
    }
}
