#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The SF-Symbol-like icons Neumorph draws itself (Apple's symbols redrawn from scratch as vector
/// paths, hinted at small sizes); `SystemImage` draws every other name from `SymbolLibrary`.
enum HandDrawnSymbol: String, CaseIterable, Sendable {
    case heart, heartFill = "heart.fill", person, globe, plus, gear, checkmark
    // Symbols of fitness and food apps that the imported set has no icon for.
    case dumbbell, dumbbellFill = "dumbbell.fill", forkKnife = "fork.knife"
    case figureRun = "figure.run", figureWalk = "figure.walk"
    case figureStrength = "figure.strengthtraining.traditional"

    // Every symbol is drawn on a grid 24 units high with a 2-unit stroke (1/12 of the size, close
    // to SF's regular weight). Outline symbols are centre lines stroked with `strokedOutline`, so
    // they all share one weight and one kind of rounding. A design box is the extent of the
    // symbol's ink (only the plus keeps side bearings, as in SF, or it would look larger than its
    // neighbours), so aspect-fitting centres the ink itself in the rectangle.

    /// The icon's outline fitted (aspect-fit, centred) into `rect`, with the fill rule to fill it with.
    func path(in rect: Rect) -> Path { path(in: rect, displayScale: 1) }

    /// `path(in:)` pixel-fitted for a canvas that draws one unit as `displayScale` device pixels.
    func path(in rect: Rect, displayScale: Double) -> Path {
        // Hinting must know where device pixels are: at 2× a whole unit is two pixels, and rounding
        // the stroke to whole units would make it up to a pixel too heavy.
        let pixel = displayScale.isFinite && displayScale > 0 ? 1 / displayScale : 0
        guard let grid = Grid(fitting: designSize, into: rect, pixel: pixel) else { return Path() }
        let (stroke, fill) = design(on: grid)
        let transform = grid.transform
        // Stroke after scaling, so the tolerance is in output units at every size: 1/50 of a
        // design unit keeps a small icon exact, a twentieth of a pixel keeps a large one smooth.
        let tolerance = min(0.05 * (pixel > 0 ? pixel : 1), grid.scale * 0.02)
        var out = fill.applying(transform)
        out.addPath(stroke.applying(transform).strokedOutline(lineWidth: grid.lineWidth, tolerance: tolerance))
        return out
    }

    /// The fill rule for `path(in:)`.
    var fillRule: FillRule {
        // Non-zero: stroke pieces overlap, and even-odd would punch holes where two lines cross.
        .nonZero
    }

    /// Width ÷ height of the symbol's design box (so callers can lay it out), e.g. 1.0 for square ones.
    var aspectRatio: Double { designSize.width / designSize.height }

    // MARK: - Design

    /// Stroke width in design units.
    static let weight = 2.0
    /// Half the stroke: how far the ink reaches past a centre line.
    private static let half = weight / 2

    /// The extent of the symbol's ink, in design units.
    var designSize: Size {
        switch self {
        case .heart, .heartFill: Size(width: 24, height: 22)
        case .person: Size(width: 20, height: 24)
        case .globe, .plus, .gear: Size(width: 24, height: 24)
        case .checkmark: Size(width: 22, height: 17)
        case .dumbbell, .dumbbellFill: Size(width: 24, height: 14)
        case .forkKnife: Size(width: 18, height: 24)
        case .figureRun: Size(width: 21, height: 24)
        case .figureWalk: Size(width: 15, height: 24)
        case .figureStrength: Size(width: 24, height: 24)
        }
    }

    /// Centre lines to stroke and areas to fill, in design units. Fills wind clockwise on screen,
    /// as the stroke's contours do, so where they overlap the winding adds up rather than cancels.
    func design(on grid: Grid) -> (stroke: Path, fill: Path) {
        switch self {
        case .heart: (Self.heartCentreLine(size: designSize), Path())
        // The filled heart is its outline plus the inside, so both have the same silhouette.
        case .heartFill: (Self.heartCentreLine(size: designSize), Self.heartCentreLine(size: designSize))
        case .person: (Self.person(size: designSize), Path())
        case .globe: (Self.globe(on: grid), Path())
        case .plus: (Self.plus(on: grid), Path())
        case .gear: (Self.gearOutline, Path())
        case .checkmark: (Self.checkmark(size: designSize), Path())
        case .dumbbell: (Self.dumbbell(size: designSize), Path())
        // Filled plates inside the outline, so both have the same silhouette.
        case .dumbbellFill: (Self.dumbbell(size: designSize), Self.dumbbellPlates(size: designSize))
        case .forkKnife: (Self.forkAndKnife, Path())
        case .figureRun: (Self.runningFigure, Path())
        case .figureWalk: (Self.walkingFigure, Path())
        case .figureStrength: (Self.liftingFigure, Path())
        }
    }

    /// A bar through two plates on each side, the inner ones taller, as SF's `dumbbell`.
    static func dumbbell(size: Size) -> Path {
        var p = Path()
        for rect in plateCentreLines(size: size) { p.addPath(roundedRect(rect, corner: 0.8)) }
        // The bar between the inner plates.
        p.move(to: Point(x: 8, y: size.height / 2))
        p.addLine(to: Point(x: size.width - 8, y: size.height / 2))
        return p
    }

    /// The dumbbell's plates as areas (their centre lines; the stroke adds the rest of the ink).
    static func dumbbellPlates(size: Size) -> Path {
        var p = Path()
        for rect in plateCentreLines(size: size) { p.addPath(roundedRect(rect, corner: 0.8)) }
        return p
    }

    /// The four plates' centre lines, outer and inner on each side, mirrored about the middle.
    private static func plateCentreLines(size: Size) -> [Rect] {
        let inner = Rect(x: 4.5, y: half, width: 3.5, height: size.height - 2 * half)
        let outer = Rect(x: half, y: 3.5, width: 3.5, height: size.height - 7)
        func mirrored(_ r: Rect) -> Rect { Rect(x: size.width - r.maxX, y: r.minY, width: r.width, height: r.height) }
        return [outer, inner, mirrored(inner), mirrored(outer)]
    }

    /// A rectangle with rounded corners, clockwise on screen from the top-left corner's end.
    private static func roundedRect(_ r: Rect, corner c: Double) -> Path {
        Path { p in
            p.move(to: Point(x: r.minX + c, y: r.minY))
            p.addLine(to: Point(x: r.maxX - c, y: r.minY))
            p.addQuadCurve(to: Point(x: r.maxX, y: r.minY + c), control: Point(x: r.maxX, y: r.minY))
            p.addLine(to: Point(x: r.maxX, y: r.maxY - c))
            p.addQuadCurve(to: Point(x: r.maxX - c, y: r.maxY), control: Point(x: r.maxX, y: r.maxY))
            p.addLine(to: Point(x: r.minX + c, y: r.maxY))
            p.addQuadCurve(to: Point(x: r.minX, y: r.maxY - c), control: Point(x: r.minX, y: r.maxY))
            p.addLine(to: Point(x: r.minX, y: r.minY + c))
            p.addQuadCurve(to: Point(x: r.minX + c, y: r.minY), control: Point(x: r.minX, y: r.minY))
            p.closeSubpath()
        }
    }

    /// A fork of three tines on a handle, and a knife whose blade bellies out to the left of its
    /// straight back, as SF's `fork.knife`.
    static var forkAndKnife: Path {
        var p = Path()
        // The fork: tines joined by a rounded yoke, then the handle.
        for x in [2.0, 5.0, 8.0] {
            p.move(to: Point(x: x, y: half))
            p.addLine(to: Point(x: x, y: 7))
        }
        p.move(to: Point(x: 2, y: 7))
        p.addCurve(to: Point(x: 8, y: 7), control1: Point(x: 2, y: 11), control2: Point(x: 8, y: 11))
        p.move(to: Point(x: 5, y: 10))
        p.addLine(to: Point(x: 5, y: 24 - half))
        // The knife: the back from the tip to the end of the handle, the blade's edge out and back.
        p.move(to: Point(x: 16, y: 24 - half))
        p.addLine(to: Point(x: 16, y: half))
        p.addCurve(to: Point(x: 12.5, y: 13), control1: Point(x: 13, y: 2.5), control2: Point(x: 12, y: 8))
        p.addLine(to: Point(x: 16, y: 13))
        return p
    }

    /// A figure: its head a dot (a tiny ring the stroke fills in), each limb (the spine too) a
    /// polyline through its joints, in design units.
    private static func figure(head: (x: Double, y: Double), limbs: [[(x: Double, y: Double)]]) -> Path {
        var p = Path()
        p.addEllipse(in: Rect(center: Point(x: head.x, y: head.y), size: Size(width: 1.6, height: 1.6)))
        for limb in limbs {
            guard let first = limb.first else { continue }
            p.move(to: Point(x: first.x, y: first.y))
            for joint in limb.dropFirst() { p.addLine(to: Point(x: joint.x, y: joint.y)) }
        }
        return p
    }

    /// A figure in mid-stride, leaning forward: SF's `figure.run`. The front arm bent forward and up,
    /// the back one down and back; the front knee up, the back foot kicked out behind.
    static var runningFigure: Path {
        figure(
            head: (14, 2.5),
            limbs: [
                [(12.5, 7), (9.5, 14)], [(12.5, 7.5), (16, 11), (19.5, 9.5)], [(12.5, 7.5), (8, 8.5), (5.5, 11.5)],
                [(9.5, 14), (13.5, 17), (12, 23)], [(9.5, 14), (6.5, 18.5), (1, 19.5)],
            ])
    }

    /// A figure walking upright, one arm and one leg forward: SF's `figure.walk`.
    static var walkingFigure: Path {
        figure(
            head: (8.5, 2.5),
            limbs: [
                [(8, 7), (7, 14)], [(8, 7.5), (11, 10.5), (13.5, 12)], [(8, 7.5), (5, 10.5), (3.5, 13.5)],
                [(7, 14), (10, 18.5), (11, 23)], [(7, 14), (5, 18.5), (2, 23)],
            ])
    }

    /// A figure standing with a barbell held overhead: SF's `figure.strengthtraining.traditional`. The
    /// bar with a plate near each end; arms up from the shoulders to it; legs apart, feet turned out,
    /// so the stance carries the weight of the bar above.
    static var liftingFigure: Path {
        figure(
            head: (12, 8.5),
            limbs: [
                [(half, 3), (24 - half, 3)], [(3, 1), (3, 5)], [(21, 1), (21, 5)],
                [(7, 3), (8, 8.5), (12, 12)], [(17, 3), (16, 8.5), (12, 12)], [(12, 12), (12, 15.5)],
                [(12, 15.5), (8, 18.5), (8, 23), (5.5, 23)], [(12, 15.5), (16, 18.5), (16, 23), (18.5, 23)],
            ])
    }

    /// A tick: a short stroke down to the corner and a long one up to the right, as SF's
    /// `checkmark` (a checked checkbox draws it).
    static func checkmark(size: Size) -> Path {
        Path { p in
            p.move(to: Point(x: half, y: size.height * 0.55))
            p.addLine(to: Point(x: size.width * 0.36, y: size.height - half))
            p.addLine(to: Point(x: size.width - half, y: half))
        }
    }

    /// The heart's centre line, clockwise from the notch between the lobes: each lobe is a circular
    /// arc, and each side a cubic leaving its lobe tangentially and meeting the other at the tip.
    static func heartCentreLine(size: Size) -> Path {
        let radius = 6.0
        let midX = size.width / 2
        // The lobes touch the sides of the box and overlap in the middle, which makes the notch.
        let lobeOffset = midX - half - radius
        let lobeY = half + radius
        let right = Point(x: midX + lobeOffset, y: lobeY)
        let left = Point(x: midX - lobeOffset, y: lobeY)
        let notchY = lobeY - (radius * radius - lobeOffset * lobeOffset).squareRoot()
        let notchAngle = atan2(notchY - lobeY, midX - right.x)
        // Where the side leaves the lobe, in radians below the lobe's widest point.
        let sideAngle = 0.30
        let tip = Point(x: midX, y: size.height - half)
        let sidePoint = Point(x: right.x + radius * cos(sideAngle), y: lobeY + radius * sin(sideAngle))
        let sideTangent = Point(x: -sin(sideAngle), y: cos(sideAngle))
        let tipDirection = unit(Point(x: -1, y: 1.15))
        let control1 = sidePoint + sideTangent * 6.0
        let control2 = tip - tipDirection * 3.6
        // The left half is the right one mirrored and run backwards.
        func mirrored(_ q: Point) -> Point { Point(x: 2 * midX - q.x, y: q.y) }
        return Path { p in
            p.appendArc(center: right, radius: radius, startAngle: notchAngle, sweep: sideAngle - notchAngle)
            p.addCurve(to: tip, control1: control1, control2: control2)
            p.addCurve(to: mirrored(sidePoint), control1: mirrored(control2), control2: mirrored(control1))
            p.appendArc(
                center: left, radius: radius, startAngle: Double.pi - sideAngle, sweep: sideAngle - notchAngle)
            p.closeSubpath()
        }
    }

    /// A round head over a body: a flat base with small rounded corners under a half-ellipse of
    /// shoulders.
    static func person(size: Size) -> Path {
        let headRadius = 4.6
        let head = Point(x: size.width / 2, y: half + headRadius)
        var p = Path()
        p.addEllipse(in: Rect(center: head, size: Size(width: 2 * headRadius, height: 2 * headRadius)))
        let (minX, maxX) = (half, size.width - half)
        let bottom = size.height - half
        let top = 14.4
        let shoulderY = 20.0
        let corner = 1.5
        // Quarter-ellipse control arm.
        let k = 0.5523
        let (cx, rx, ry) = (size.width / 2, (maxX - minX) / 2, shoulderY - top)
        p.move(to: Point(x: minX, y: shoulderY))
        p.addCurve(
            to: Point(x: cx, y: top), control1: Point(x: minX, y: shoulderY - k * ry),
            control2: Point(x: cx - k * rx, y: top))
        p.addCurve(
            to: Point(x: maxX, y: shoulderY), control1: Point(x: cx + k * rx, y: top),
            control2: Point(x: maxX, y: shoulderY - k * ry))
        p.addLine(to: Point(x: maxX, y: bottom - corner))
        p.addQuadCurve(to: Point(x: maxX - corner, y: bottom), control: Point(x: maxX, y: bottom))
        p.addLine(to: Point(x: minX + corner, y: bottom))
        p.addQuadCurve(to: Point(x: minX, y: bottom - corner), control: Point(x: minX, y: bottom))
        p.closeSubpath()
        return p
    }

    /// A circle with a meridian ellipse, the equator and two parallels. The straight lines and the
    /// ellipse's sides are snapped to the pixel grid, so they stay sharp at small sizes.
    static func globe(on grid: Grid) -> Path {
        let c = Point(x: 12, y: 12)
        let r = 12 - half
        var p = Path()
        p.addEllipse(in: Rect(center: c, size: Size(width: 2 * r, height: 2 * r)))
        let meridian = 0.46 * r
        let (left, right) = (grid.stemX(c.x - meridian), grid.stemX(c.x + meridian))
        // The meridian stops half a stroke short of the poles: running along the circle there, its
        // edge would share the circle's edge pixels, and the rasterizer (which adds up coverage)
        // would draw those too dark.
        let pole = r - half
        p.addEllipse(in: Rect(x: left, y: c.y - pole, width: right - left, height: 2 * pole))
        for offset in [-0.56 * r, 0, 0.56 * r] {
            let y = grid.stemY(c.y + offset)
            let dy = y - c.y
            // Ends half a unit inside the circle's centre line: the round caps then stay within the
            // ring instead of bulging out of it.
            let dx = max(0, (r * r - dy * dy).squareRoot() - 0.5)
            p.move(to: Point(x: c.x - dx, y: y))
            p.addLine(to: Point(x: c.x + dx, y: y))
        }
        return p
    }

    /// Two crossing strokes with round caps, their stems snapped to the pixel grid.
    static func plus(on grid: Grid) -> Path {
        let (a, b) = (3.5, 20.5)
        let (x, y) = (grid.stemX(12), grid.stemY(12))
        var p = Path()
        p.move(to: Point(x: x, y: a))
        p.addLine(to: Point(x: x, y: b))
        p.move(to: Point(x: a, y: y))
        p.addLine(to: Point(x: b, y: y))
        return p
    }

    /// Eight tapered teeth around a rim, and the axle hole.
    static var gearOutline: Path {
        let c = Point(x: 12, y: 12)
        let teeth = 8
        let outer = 12 - half
        let root = 8.4
        let tipHalfAngle = 0.16
        let baseHalfAngle = 0.27
        func polar(_ radius: Double, _ angle: Double) -> Point {
            Point(x: c.x + radius * cos(angle), y: c.y + radius * sin(angle))
        }
        var p = Path()
        for i in 0..<teeth {
            let a = Double(i) * 2 * Double.pi / Double(teeth) - Double.pi / 2
            if i == 0 { p.move(to: polar(root, a - baseHalfAngle)) }
            p.addLine(to: polar(outer, a - tipHalfAngle))
            p.appendArc(center: c, radius: outer, startAngle: a - tipHalfAngle, sweep: 2 * tipHalfAngle)
            p.addLine(to: polar(root, a + baseHalfAngle))
            let nextBase = a + 2 * Double.pi / Double(teeth) - baseHalfAngle
            p.appendArc(center: c, radius: root, startAngle: a + baseHalfAngle, sweep: nextBase - a - baseHalfAngle)
        }
        p.closeSubpath()
        p.addEllipse(in: Rect(center: c, size: Size(width: 8, height: 8)))
        return p
    }

    private static func unit(_ v: Point) -> Point {
        let length = v.length
        return length > 0 ? v * (1 / length) : v
    }

    /// How a design box maps onto a rectangle, with light hinting at small sizes.
    ///
    /// At 1× and 2× a stroke of 1.7 or 3.3 px straddles pixels and comes out as two grey rows. So
    /// while the stroke is a few pixels wide its width is rounded to whole pixels and the centre
    /// lines are fitted into the rectangle inset by half that width: the outermost ink then lands on
    /// the rectangle's edges. The box is moved by under half a pixel along its free axis so that its
    /// edges fall on pixel boundaries, and straight stems are snapped individually (`stemX`/`stemY`).
    struct Grid {
        /// Output units per design unit.
        let scale: Double
        /// Where the design's origin lands.
        let origin: Point
        /// Stroke width in output units.
        let lineWidth: Double
        /// One device pixel in output units; 0 when unknown, which turns hinting off.
        let pixel: Double
        /// Whether stems are snapped (`lineWidth` is then a whole number of pixels).
        let hinted: Bool

        /// Largest unhinted stroke (in pixels) that is still hinted; beyond it, rounding would gain
        /// no sharpness worth the change of weight.
        static let hintingLimit = 8.0

        init?(fitting size: Size, into rect: Rect, pixel: Double = 1) {
            guard rect.isFinite, rect.width > 0, rect.height > 0 else { return nil }
            var scale = min(rect.width / size.width, rect.height / size.height)
            var lineWidth = weight * scale
            let pixels = pixel > 0 ? lineWidth / pixel : 0
            let hinted = pixels >= 0.75 && pixels <= Self.hintingLimit
            if hinted {
                lineWidth = max(1, pixels.rounded()) * pixel
                scale = min(
                    (rect.width - lineWidth) / (size.width - weight), (rect.height - lineWidth) / (size.height - weight)
                )
            }
            guard scale.isFinite, scale > 0 else { return nil }
            var origin = Point(
                x: rect.midX - size.width / 2 * scale, y: rect.midY - size.height / 2 * scale)
            if hinted {
                // Align the ink's leading edge to a pixel boundary where there is room to move.
                func aligned(_ origin: Double, side: Double, min: Double, max: Double) -> Double {
                    let inkStart = origin + half * scale - lineWidth / 2
                    let inkEnd = inkStart + (side - weight) * scale + lineWidth
                    let shift = (inkStart / pixel).rounded() * pixel - inkStart
                    let fits = inkStart + shift >= min - 1e-9 && inkEnd + shift <= max + 1e-9
                    return fits ? origin + shift : origin
                }
                origin.x = aligned(origin.x, side: size.width, min: rect.minX, max: rect.maxX)
                origin.y = aligned(origin.y, side: size.height, min: rect.minY, max: rect.maxY)
            }
            self.scale = scale
            self.origin = origin
            self.lineWidth = lineWidth
            self.pixel = pixel
            self.hinted = hinted
        }

        /// Design space to output space.
        var transform: AffineTransform {
            AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: origin.x, ty: origin.y)
        }

        /// The design x nearest `x` whose vertical stroke has both edges on pixel boundaries.
        func stemX(_ x: Double) -> Double { snapped(x, origin: origin.x) }

        /// The design y nearest `y` whose horizontal stroke has both edges on pixel boundaries.
        func stemY(_ y: Double) -> Double { snapped(y, origin: origin.y) }

        private func snapped(_ value: Double, origin: Double) -> Double {
            guard hinted else { return value }
            // Odd widths centre on pixel centres, even ones on pixel boundaries.
            let phase = (lineWidth / pixel).rounded().truncatingRemainder(dividingBy: 2) / 2 * pixel
            let output = origin + value * scale
            return (((output - phase) / pixel).rounded() * pixel + phase - origin) / scale
        }
    }
}
