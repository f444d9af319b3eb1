import Testing

@testable import Raster

/// Radial, angular and elliptical gradients, black to white unless said otherwise, undithered, on
/// canvases whose centre pixel sits at the gradient's centre so distances and angles come out whole.
/// A grey level is t·255; the table quantizes t to 1/1023, so one level of slack.
@Suite struct GradientShapeTests {
    static let blackToWhite = Gradient(colors: [.black, .white])

    func paint(_ paint: Paint, frame: Rect, width: Int, height: Int, dithered: Bool = false) -> Pixmap {
        var canvas = Canvas(width: width, height: height)!
        canvas.dithering = dithered
        canvas.fill(Rectangle(), in: frame, with: paint)
        return canvas.pixmap
    }

    /// A 101 × 101 square: its centre (50.5, 50.5) is the centre of pixel (50, 50).
    func square(_ p: Paint, dithered: Bool = false) -> Pixmap {
        paint(p, frame: Rect(x: 0, y: 0, width: 101, height: 101), width: 101, height: 101, dithered: dithered)
    }

    func expectGrey(
        _ pixmap: Pixmap, _ x: Int, _ y: Int, _ level: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let p = pixmap.pixel(x: x, y: y)
        #expect(PixelFormat.alpha(p) == 255, sourceLocation: sourceLocation)
        #expect(
            abs(Int(PixelFormat.red(p)) - level) <= 1, "(\(x), \(y)): \(PixelFormat.red(p)) ≠ \(level)",
            sourceLocation: sourceLocation)
    }

    @Test func radialRunsFromTheStartRadiusToTheEndRadius() {
        let pixmap = square(
            .radialGradient(RadialGradient(gradient: Self.blackToWhite, startRadius: 10, endRadius: 50)))
        // Inside the start radius: the first colour; the centre too.
        expectGrey(pixmap, 50, 50, 0)
        expectGrey(pixmap, 55, 50, 0)
        // Distance 20: t = (20 − 10)/40 = 0.25 → 63.75.
        expectGrey(pixmap, 70, 50, 64)
        // (18, 24) away, distance 30: t = 0.5 → 127.5, the same in every direction.
        expectGrey(pixmap, 68, 74, 128)
        expectGrey(pixmap, 26, 32, 128)
        // (30, 40) away, distance 50: the end radius, white; beyond it white too.
        expectGrey(pixmap, 80, 90, 255)
        expectGrey(pixmap, 100, 100, 255)
    }

    @Test func stopsAtTheirOwnLocations() {
        // Black at 0, white at 0.25, black at 1 over radii 0…100.
        let gradient = Gradient(stops: [
            GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 0.25),
            GradientStop(color: .black, location: 1),
        ])
        let pixmap = square(.radialGradient(RadialGradient(gradient: gradient, endRadius: 100)))
        // Distance 10: t = 0.1, 0.4 of the way to white → 102.
        expectGrey(pixmap, 60, 50, 102)
        // Distance 25: the white stop.
        expectGrey(pixmap, 50, 75, 255)
        // Distance 50: t = 0.5, a third of the way from white (0.25) to black (1) → 2/3 → 170.
        expectGrey(pixmap, 100, 50, 170)
    }

    @Test func angularTurnsClockwiseFromTheTrailingSide() {
        // Equal angles: one full turn from +x, clockwise on screen (y down).
        let pixmap = square(.angularGradient(AngularGradient(gradient: Self.blackToWhite)))
        // Just below the +x axis (angle 1/30 rad ≈ 0.0053 turns): nearly black.
        expectGrey(pixmap, 80, 51, 1)
        // A quarter turn: straight down → 0.25 → 63.75.
        expectGrey(pixmap, 50, 80, 64)
        // Half a turn, to the left → 127.5; three quarters, up → 191.25.
        expectGrey(pixmap, 20, 50, 128)
        expectGrey(pixmap, 50, 20, 191)
        // Down-left, 3/8 of a turn → 95.6.
        expectGrey(pixmap, 20, 80, 96)
    }

    @Test func angularSweepsShortLongAndBackwards() {
        // A quarter sweep from down (π/2) to left (π): down-left is its middle → 127.5.
        let quarter = square(
            .angularGradient(AngularGradient(gradient: Self.blackToWhite, startAngle: .pi / 2, endAngle: .pi)))
        expectGrey(quarter, 20, 80, 128)
        // The gap: up is π past the start, before the gap's middle (1.25π): the last colour. Right is
        // 1.5π past it, after the middle: the first.
        expectGrey(quarter, 50, 20, 255)
        expectGrey(quarter, 80, 50, 0)
        // Anticlockwise from right to up (0 to −π/2): up-right is halfway.
        let backwards = square(
            .angularGradient(AngularGradient(gradient: Self.blackToWhite, startAngle: 0, endAngle: -.pi / 2)))
        expectGrey(backwards, 80, 20, 128)
        expectGrey(backwards, 50, 20, 255)
        // One and a half turns (0 to 3π): only the last turn, positions π…3π, shows. Down is at 2.5π
        // → t = 5/6 → 212.5; right (1/30 rad below the axis) is at 2π + 0.033 → 0.670 → 171.
        let long = square(
            .angularGradient(AngularGradient(gradient: Self.blackToWhite, startAngle: 0, endAngle: 3 * .pi)))
        expectGrey(long, 50, 80, 212)
        expectGrey(long, 80, 51, 171)
    }

    @Test func ellipticalFitsTheFrame() {
        // A 100 × 52 frame at (0.5, 0.5): its centre (50.5, 26.5) is pixel (50, 26)'s. Fraction 0.5
        // reaches the middle of every edge, so 25 px across and 13 px down are both t = 0.5.
        let frame = Rect(x: 0.5, y: 0.5, width: 100, height: 52)
        let pixmap = paint(
            .ellipticalGradient(EllipticalGradient(gradient: Self.blackToWhite)), frame: frame, width: 102, height: 54)
        expectGrey(pixmap, 50, 26, 0)
        expectGrey(pixmap, 75, 26, 128)
        expectGrey(pixmap, 50, 39, 128)
        // (0.25, 0.25) of the square away: t = √0.125 / 0.5 = 0.707 → 180.
        expectGrey(pixmap, 25, 13, 180)
        // 49 px across: 0.49 of the square, t = 0.98 → 250.
        expectGrey(pixmap, 99, 26, 250)
        // Fractions 0.25 to 0.5: 25 px across is the start.
        let ring = paint(
            .ellipticalGradient(
                EllipticalGradient(gradient: Self.blackToWhite, startRadiusFraction: 0.25, endRadiusFraction: 0.5)),
            frame: frame, width: 102, height: 54)
        expectGrey(ring, 75, 26, 0)
        // 20 px down, 20/52 = 0.3846: t = (0.3846 − 0.25) / 0.25 = 0.538 → 137.
        expectGrey(ring, 50, 46, 137)
    }

    @Test func ditheringKeepsTheRadialAverage() {
        // A dark, shallow ring where banding would show; every 4 × 4 tile averages to the true colour.
        let gradient = Gradient(colors: [RGBA(r8: 50, g8: 60, b8: 65), RGBA(r8: 25, g8: 25, b8: 30)])
        let p = Paint.radialGradient(RadialGradient(gradient: gradient, startRadius: 0, endRadius: 160))
        let dithered = square(p, dithered: true)
        for tile in stride(from: 52, to: 96, by: 8) {
            var sum = 0.0
            var truth = 0.0
            for y in 52..<56 {
                for x in tile..<(tile + 4) {
                    sum += Double(PixelFormat.green(dithered.pixel(x: x, y: y)))
                    let dx = Double(x) + 0.5 - 50.5
                    let dy = Double(y) + 0.5 - 50.5
                    truth += gradient.premultipliedColor(at: (dx * dx + dy * dy).squareRoot() / 160).g * 255
                }
            }
            #expect(abs(sum - truth) / 16 < 0.6, "tile at \(tile)")
        }
    }

    @Test func degenerateGradientsDoNotTrap() {
        for p: Paint in [
            .radialGradient(RadialGradient(gradient: Self.blackToWhite, startRadius: 20, endRadius: 20)),
            .radialGradient(RadialGradient(gradient: Self.blackToWhite, startRadius: .nan, endRadius: .infinity)),
            .angularGradient(AngularGradient(gradient: Self.blackToWhite, startAngle: .infinity, endAngle: 1e300)),
            .ellipticalGradient(EllipticalGradient(gradient: Self.blackToWhite, endRadiusFraction: 0)),
        ] {
            _ = square(p)
            _ = paint(p, frame: Rect(x: 0, y: 0, width: 0, height: 10), width: 8, height: 8)
        }
        // Equal radii are a hard step at the radius.
        let step = square(.radialGradient(RadialGradient(gradient: Self.blackToWhite, startRadius: 20, endRadius: 20)))
        expectGrey(step, 60, 50, 0)
        expectGrey(step, 80, 50, 255)
    }

    @Test func opaqueGradientsAreStoredAndTranslucentOnesBlended() {
        var canvas = Canvas(width: 101, height: 101)!
        canvas.dithering = false
        canvas.clear(.white)
        let fade = Gradient(colors: [.black, RGBA.black.withAlpha(0)])
        canvas.fill(
            Rectangle(), in: Rect(x: 0, y: 0, width: 101, height: 101),
            with: .radialGradient(RadialGradient(gradient: fade, endRadius: 50)))
        // Distance 25: half-transparent black over white → 127.5.
        expectGrey(canvas.pixmap, 75, 50, 128)
        #expect(!Paint.radialGradient(RadialGradient(gradient: fade, endRadius: 50)).isOpaque)
        #expect(Paint.angularGradient(AngularGradient(gradient: Self.blackToWhite)).isOpaque)
    }
}
