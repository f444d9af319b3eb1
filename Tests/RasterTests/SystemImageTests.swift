import Testing

@testable import Raster

/// The stroker must cover exactly the round-joined, round-capped band, and the symbols must come
/// out as recognisable, centred, in-bounds marks at toolbar sizes.
@Suite struct SystemImageTests {
    static let canvas = IntRect(x: 0, y: 0, width: 400, height: 400)

    func mask(_ path: Path, fillRule: FillRule = .nonZero, clip: IntRect = Self.canvas) -> Mask {
        var rasterizer = Rasterizer()
        return rasterizer.mask(for: path, fillRule: fillRule, clip: clip)
    }

    func line(from a: Point, to b: Point) -> Path {
        Path { p in
            p.move(to: a)
            p.addLine(to: b)
        }
    }

    // MARK: - Stroker

    @Test(arguments: [(100.0, 10.0), (57.0, 3.0), (20.0, 1.5), (250.0, 24.0)], [0.0, 0.3])
    func strokedLineHasCapsuleArea(size: (length: Double, width: Double), offset: Double) {
        let start = Point(x: 40 + offset, y: 100.5 + offset / 3)
        let path = line(from: start, to: start + Point(x: size.length, y: 0))
        let measured = mask(path.strokedOutline(lineWidth: size.width)).area
        let r = size.width / 2
        let expected = size.length * size.width + Double.pi * r * r
        #expect(abs(measured - expected) / expected < 0.01, "line \(size): \(measured) vs \(expected)")
    }

    @Test func slantedLineHasTheSameAreaAsAStraightOne() {
        let path = line(from: Point(x: 50, y: 60), to: Point(x: 50 + 60 * 0.6, y: 60 + 60 * 0.8))
        let measured = mask(path.strokedOutline(lineWidth: 6)).area
        let expected = 60.0 * 6 + Double.pi * 9
        #expect(abs(measured - expected) / expected < 0.01, "\(measured) vs \(expected)")
    }

    @Test(arguments: [(80.0, 8.0), (30.0, 2.0), (150.0, 17.0)])
    func strokedClosedSquareHasRoundedRingArea(size: (side: Double, width: Double)) {
        let square = Rect(x: 60.25, y: 70.5, width: size.side, height: size.side)
        var path = Path()
        path.addRect(square)
        let measured = mask(path.strokedOutline(lineWidth: size.width)).area
        // Outside: the square grown by w/2 with quarter-circle corners; inside: the square shrunk.
        let (s, w) = (size.side, size.width)
        let expected = 4 * s * w - w * w + Double.pi * w * w / 4
        #expect(abs(measured - expected) / expected < 0.01, "square \(size): \(measured) vs \(expected)")
    }

    @Test func squareWoundEitherWayStrokesTheSame() {
        let corners = [Point(x: 50, y: 50), Point(x: 150, y: 50), Point(x: 150, y: 150), Point(x: 50, y: 150)]
        func outline(_ points: [Point]) -> Path {
            Path { p in
                p.move(to: points[0])
                for point in points.dropFirst() { p.addLine(to: point) }
                p.closeSubpath()
            }
        }
        let clockwise = mask(outline(corners).strokedOutline(lineWidth: 10))
        let counter = mask(outline(corners.reversed()).strokedOutline(lineWidth: 10))
        #expect(abs(clockwise.area - counter.area) < 0.5)
        // The hole stays a hole.
        #expect(clockwise.value(atX: 100, y: 100) == 0)
        #expect(counter.value(atX: 100, y: 100) == 0)
    }

    @Test(arguments: [3.0, 12.0, 80.0])
    func strokedCircleHasRingArea(radius: Double) {
        let width = 2.0
        var path = Path()
        path.addEllipse(in: Rect(center: Point(x: 200.3, y: 199.6), size: Size(width: 2 * radius, height: 2 * radius)))
        let measured = mask(path.strokedOutline(lineWidth: width, tolerance: 0.05)).area
        let expected = 2 * Double.pi * radius * width
        #expect(abs(measured - expected) / expected < 0.01, "r=\(radius): \(measured) vs \(expected)")
    }

    @Test func sharpTurnsAreFilledWithoutGaps() {
        // A zigzag much tighter than its width: inner joins overlap, and non-zero must still fill.
        var path = Path()
        path.move(to: Point(x: 100, y: 100))
        for i in 1...8 {
            path.addLine(to: Point(x: 100 + Double(i) * 4, y: i.isMultiple(of: 2) ? 100 : 130))
        }
        let m = mask(path.strokedOutline(lineWidth: 12))
        for x in 100...132 {
            #expect(m.value(atX: x, y: 115) == 255, "gap at x=\(x)")
        }
    }

    @Test func zeroLengthSubpathIsADot() {
        let m = mask(line(from: Point(x: 100, y: 100), to: Point(x: 100, y: 100)).strokedOutline(lineWidth: 20))
        let expected = Double.pi * 100
        #expect(abs(m.area - expected) / expected < 0.01)
    }

    @Test(arguments: [Double.nan, 0, -3, Double.infinity, -Double.infinity])
    func invalidWidthGivesEmptyOutline(width: Double) {
        let path = line(from: Point(x: 10, y: 10), to: Point(x: 90, y: 40))
        #expect(path.strokedOutline(lineWidth: width).isEmpty)
    }

    @Test func invalidPathsGiveEmptyOutlines() {
        #expect(Path().strokedOutline(lineWidth: 4).isEmpty)
        #expect(line(from: Point(x: .nan, y: 0), to: Point(x: 10, y: 10)).strokedOutline(lineWidth: 4).isEmpty)
        #expect(line(from: Point(x: 0, y: 0), to: Point(x: .infinity, y: 10)).strokedOutline(lineWidth: 4).isEmpty)
        var moveOnly = Path()
        moveOnly.move(to: Point(x: 5, y: 5))
        #expect(moveOnly.strokedOutline(lineWidth: 4).isEmpty)
        // Outlines that overflow to infinity are dropped rather than passed on; huge finite ones
        // stay valid.
        let farOut = line(from: Point(x: 1.5e308, y: 0), to: Point(x: 1.7e308, y: 0))
        #expect(farOut.strokedOutline(lineWidth: 1e308).isEmpty)
        #expect(line(from: .zero, to: Point(x: 1, y: 1)).strokedOutline(lineWidth: 1e307).isValid)
    }

    @Test func badToleranceFallsBackToTheDefault() {
        let path = line(from: Point(x: 20, y: 20), to: Point(x: 120, y: 20))
        for tolerance in [Double.nan, 0, -1, .infinity] {
            let area = mask(path.strokedOutline(lineWidth: 4, tolerance: tolerance)).area
            #expect(abs(area - (400 + 4 * Double.pi)) < 4)
        }
    }

    @Test func absurdInputStaysBounded() {
        // Curves with enormous control points flatten into a capped number of pieces...
        var huge = Path()
        huge.move(to: .zero)
        for i in 0..<300 {
            huge.addCurve(
                to: Point(x: Double(i), y: 0), control1: Point(x: 1e12, y: -1e12), control2: Point(x: -1e12, y: 1e12))
        }
        #expect(huge.strokedOutline(lineWidth: 1, tolerance: 1e-4).isEmpty)
        // ...and a path within budget still strokes.
        var normal = Path()
        normal.move(to: .zero)
        normal.addCurve(to: Point(x: 100, y: 0), control1: Point(x: 1e6, y: -1e6), control2: Point(x: -1e6, y: 1e6))
        #expect(!normal.strokedOutline(lineWidth: 1).isEmpty)
    }

    // MARK: - Symbols

    /// The icon rasterized in a square of `side` pixels at (offset, offset) on a larger canvas, so
    /// that ink outside the square would show.
    func render(_ icon: SystemImage, side: Int, offset: Int = 10) -> (mask: Mask, box: IntRect) {
        let box = IntRect(x: offset, y: offset, width: side, height: side)
        let rect = Rect(x: Double(offset), y: Double(offset), width: Double(side), height: Double(side))
        let clip = IntRect(x: 0, y: 0, width: side + 2 * offset, height: side + 2 * offset)
        return (mask(icon.path(in: rect), fillRule: icon.fillRule, clip: clip), box)
    }

    /// Coverage fraction of the box that each icon must fall within at 20 and 40 px: wide enough for
    /// the hinted weights of both sizes, narrow enough that a lost or runaway subpath fails.
    static let coverageBounds: [SystemImage: ClosedRange<Double>] = [
        .heart: 0.15...0.35,
        .heartFill: 0.55...0.75,
        .person: 0.17...0.40,
        .globe: 0.38...0.70,
        .plus: 0.08...0.20,
        .gear: 0.28...0.55,
        .checkmark: 0.06...0.20,
        SystemImage(handDrawn: .dumbbell): 0.20...0.45,
        SystemImage(handDrawn: .dumbbellFill): 0.30...0.50,
        SystemImage(handDrawn: .forkKnife): 0.18...0.42,
        SystemImage(handDrawn: .figureRun): 0.11...0.30,
        SystemImage(handDrawn: .figureWalk): 0.10...0.28,
        SystemImage(handDrawn: .figureStrength): 0.18...0.42,
    ]

    @Test(arguments: SystemImage.handDrawn, [20, 40])
    func iconIsInsideItsBoxCentredAndSensiblyInked(icon: SystemImage, side: Int) throws {
        let (m, box) = render(icon, side: side)
        #expect(!m.isEmpty)
        var total = 0.0
        var (sumX, sumY) = (0.0, 0.0)
        for y in m.origin.y..<(m.origin.y + m.height) {
            for x in m.origin.x..<(m.origin.x + m.width) {
                let value = m.value(atX: x, y: y)
                guard value > 0 else { continue }
                if !box.contains(x: x, y: y) {
                    // Anti-aliasing may spill half a pixel, no more.
                    let touching = box.insetBy(-1).contains(x: x, y: y)
                    #expect(touching && value <= 128, "\(icon) ink outside its box at (\(x), \(y)): \(value)")
                }
                let v = Double(value) / 255
                total += v
                sumX += v * (Double(x) + 0.5)
                sumY += v * (Double(y) + 0.5)
            }
        }
        let fraction = total / Double(box.area)
        let bounds = try #require(Self.coverageBounds[icon])
        #expect(bounds.contains(fraction), "\(icon) at \(side) px covers \(fraction)")
        // Centroid within 10 % of the box. The person's comes closest (about 9 % low): its body
        // outweighs its head, as in SF's own symbol.
        let centre = Double(box.x) + Double(side) / 2
        #expect(abs(sumX / total - centre) < 0.1 * Double(side), "\(icon) centroid x")
        #expect(abs(sumY / total - centre) < 0.1 * Double(side), "\(icon) centroid y")
    }

    @Test(arguments: [20, 40, 200])
    func heartIsHollowAndHeartFillIsSolid(side: Int) {
        let centre = 10 + side / 2
        #expect(render(.heart, side: side).mask.value(atX: centre, y: centre) == 0)
        #expect(render(.heartFill, side: side).mask.value(atX: centre, y: centre) == 255)
    }

    @Test(arguments: [
        (SystemImage.heart, SystemImage.heartFill), (.init(handDrawn: .dumbbell), .init(handDrawn: .dumbbellFill)),
    ])
    func aFilledSymbolSharesItsOutlinesSilhouette(outlined: SystemImage, filledIcon: SystemImage) {
        // Same outer edge: every pixel inked by the outline is inked at least as much by the fill.
        let outline = render(outlined, side: 40).mask
        let filled = render(filledIcon, side: 40).mask
        var lighter = 0
        for y in 0..<60 {
            for x in 0..<60 where filled.value(atX: x, y: y) < outline.value(atX: x, y: y) {
                lighter += 1
            }
        }
        #expect(lighter == 0)
    }

    @Test func holesStayOpen() {
        // The globe's cells, the gear's axle hole and the person's body are empty inside.
        let globe = render(.globe, side: 40).mask
        #expect(globe.value(atX: 10 + 20, y: 10 + 13) == 0)
        let gear = render(.gear, side: 40).mask
        #expect(gear.value(atX: 10 + 20, y: 10 + 20) == 0)
        let person = render(.person, side: 40).mask
        #expect(person.value(atX: 10 + 20, y: 10 + 33) == 0)
        #expect(person.value(atX: 10 + 20, y: 10 + 8) == 0)
    }

    @Test(arguments: [(17, 1), (20, 2), (40, 3)])
    func plusStemsAreWholePixels(size: (side: Int, stem: Int)) {
        // Hinting: at 1× and 2× the stems cover whole pixel columns and rows, no grey fringes.
        let m = render(.plus, side: size.side, offset: 0).mask
        let row = size.side / 4
        let inked = (0..<size.side).filter { m.value(atX: $0, y: row) > 0 }
        #expect(inked.count == size.stem, "columns inked: \(inked)")
        #expect(inked.allSatisfy { m.value(atX: $0, y: row) == 255 })
    }

    @Test(arguments: [(20.0, 3), (17.0, 3), (10.0, 2)])
    func retinaStemsAreWholeDevicePixels(size: (points: Double, stem: Int)) {
        // At 2× the weight is rounded to device pixels (3 px for a 20 pt plus), not to whole points.
        let rect = Rect(x: 5, y: 5, width: size.points, height: size.points)
        let path = SystemImage.plus.path(in: rect, displayScale: 2)
        var rasterizer = Rasterizer()
        let m = rasterizer.mask(
            for: path, transform: AffineTransform(scaleX: 2, y: 2), clip: IntRect(x: 0, y: 0, width: 60, height: 60))
        let row = 10 + Int(size.points / 2)
        let inked = (0..<60).filter { m.value(atX: $0, y: row) > 0 }
        #expect(inked.count == size.stem, "columns inked: \(inked)")
        #expect(inked.allSatisfy { m.value(atX: $0, y: row) == 255 })
    }

    @Test(arguments: [Double.nan, 0, -2, .infinity])
    func unknownDisplayScaleDrawsUnhinted(scale: Double) {
        let rect = Rect(x: 0, y: 0, width: 20, height: 20)
        let m = mask(SystemImage.globe.path(in: rect, displayScale: scale))
        // Still drawn, at the exact 1/12 weight: about 214 px², against 239 for the 2 px hinted one.
        #expect(m.area > 190 && m.area < 230)
        #expect(m.area < mask(SystemImage.globe.path(in: rect)).area)
    }

    @Test func largeIconsAreNotHinted() throws {
        // At 240 px the weight is exactly 1/12 of the design box.
        let box = Rect(x: 0, y: 0, width: 240, height: 240)
        let grid = try #require(HandDrawnSymbol.Grid(fitting: Size(width: 24, height: 24), into: box))
        #expect(grid.lineWidth == 20)
        #expect(!grid.hinted)
    }

    @Test func aspectRatiosMatchTheDesigns() {
        #expect(SystemImage.globe.aspectRatio == 1)
        #expect(SystemImage.plus.aspectRatio == 1)
        #expect(SystemImage.gear.aspectRatio == 1)
        #expect(SystemImage.heart.aspectRatio > 1)
        #expect(SystemImage.heart.aspectRatio == SystemImage.heartFill.aspectRatio)
        #expect(SystemImage.person.aspectRatio < 1)
        #expect(SystemImage(rawValue: "heart.fill") == .heartFill)
    }

    @Test func wideRectsCentreTheSymbol() {
        // Aspect-fit: a 60×20 box gets a 20 px tall globe in its middle.
        let m = mask(SystemImage.globe.path(in: Rect(x: 0, y: 0, width: 60, height: 20)))
        #expect(m.origin.x >= 19 && m.origin.x + m.width <= 41)
        let inkedColumns = (0..<60).filter { x in (0..<20).contains { m.value(atX: x, y: $0) > 0 } }
        #expect(inkedColumns.first == 20 && inkedColumns.last == 39)
    }

    @Test(arguments: [
        Rect(x: 0, y: 0, width: 0, height: 20), Rect(x: 0, y: 0, width: -5, height: 20),
        Rect(x: .nan, y: 0, width: 20, height: 20), Rect(x: 0, y: 0, width: .infinity, height: 20),
    ])
    func degenerateRectsGiveEmptyPaths(rect: Rect) {
        for icon in SystemImage.allCases {
            #expect(icon.path(in: rect).isEmpty)
        }
    }

    @Test func hugeRectsDoNotTrap() {
        for icon in SystemImage.allCases {
            let path = icon.path(in: Rect(x: 0, y: 0, width: 1e200, height: 1e200))
            #expect(path.isValid)
        }
    }
}
