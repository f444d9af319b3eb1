import Testing

@testable import Raster

/// Every blend mode on a pixel pair worked by hand from the W3C formulas (Core Graphics' for the
/// "plus" modes), each opaque and with a half-transparent source or backdrop.
///
/// The opaque pair is source Cs = (0.6, 0.2, 0.4) over backdrop Cb = (0.4, 0.8, 0.2), where
/// `co = B(Cb, Cs)`. The translucent source is the same colour at αs = 0.5 (bytes 128; 77, 26, 51) over
/// the same opaque backdrop, where `co = 0.5·Cb + 0.5·B(Cb, Cs)`. Bytes are × 255; one level of slack
/// covers 128 standing for 0.5 and the rounding of the hand values.
@Suite struct BlendModeFormulaTests {
    static func pixel(_ a: UInt32, _ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 {
        PixelFormat.pack(a: a, r: r, g: g, b: b)
    }
    static let source = pixel(255, 153, 51, 102)
    static let halfSource = pixel(128, 77, 26, 51)
    static let backdrop = pixel(255, 102, 204, 51)
    /// Cb = (0.4, 0.8, 0.2) at αb = 0.5, for the compositing operators.
    static let halfBackdrop = pixel(128, 51, 102, 26)

    func expectBlend(
        _ mode: BlendMode, _ src: UInt32, _ dst: UInt32, _ expected: UInt32,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let result = mode.blend(src, onto: dst)
        for shift: UInt32 in [24, 16, 8, 0] {
            let got = Int((result >> shift) & 0xFF)
            let want = Int((expected >> shift) & 0xFF)
            #expect(
                abs(got - want) <= 1, "\(mode) channel \(shift): \(got) ≠ \(want)", sourceLocation: sourceLocation)
        }
    }

    @Test func multiply() {
        // (0.4·0.6, 0.8·0.2, 0.2·0.4) = (0.24, 0.16, 0.08)
        expectBlend(.multiply, Self.source, Self.backdrop, Self.pixel(255, 61, 41, 20))
        // 0.5·(0.4, 0.8, 0.2) + 0.5·(0.24, 0.16, 0.08) = (0.32, 0.48, 0.14)
        expectBlend(.multiply, Self.halfSource, Self.backdrop, Self.pixel(255, 82, 122, 36))
    }

    @Test func screen() {
        // Cb + Cs − Cb·Cs: (0.76, 0.84, 0.52)
        expectBlend(.screen, Self.source, Self.backdrop, Self.pixel(255, 194, 214, 133))
        // (0.58, 0.82, 0.36)
        expectBlend(.screen, Self.halfSource, Self.backdrop, Self.pixel(255, 148, 209, 92))
    }

    @Test func overlay() {
        // By the backdrop: R 2·0.4·0.6 = 0.48; G screen(0.2, 0.6) = 0.68; B 2·0.2·0.4 = 0.16
        expectBlend(.overlay, Self.source, Self.backdrop, Self.pixel(255, 122, 173, 41))
        // (0.44, 0.74, 0.18)
        expectBlend(.overlay, Self.halfSource, Self.backdrop, Self.pixel(255, 112, 189, 46))
    }

    @Test func darkenAndLighten() {
        // min: (0.4, 0.2, 0.2); max: (0.6, 0.8, 0.4)
        expectBlend(.darken, Self.source, Self.backdrop, Self.pixel(255, 102, 51, 51))
        expectBlend(.lighten, Self.source, Self.backdrop, Self.pixel(255, 153, 204, 102))
        // darken (0.4, 0.5, 0.2); lighten (0.5, 0.8, 0.3)
        expectBlend(.darken, Self.halfSource, Self.backdrop, Self.pixel(255, 102, 128, 51))
        expectBlend(.lighten, Self.halfSource, Self.backdrop, Self.pixel(255, 128, 204, 76))
    }

    @Test func colorDodge() {
        // Cb / (1 − Cs), at most 1: R 0.4/0.4 = 1; G 0.8/0.8 = 1; B 0.2/0.6 = 1/3
        expectBlend(.colorDodge, Self.source, Self.backdrop, Self.pixel(255, 255, 255, 85))
        // (0.7, 0.9, 0.2667)
        expectBlend(.colorDodge, Self.halfSource, Self.backdrop, Self.pixel(255, 179, 230, 68))
    }

    @Test func colorBurn() {
        // 1 − min(1, (1 − Cb)/Cs) with Cs = 0.8 over Cb = 0.6: 1 − 0.4/0.8 = 0.5
        expectBlend(
            .colorBurn, Self.pixel(255, 204, 204, 204), Self.pixel(255, 153, 153, 153), Self.pixel(255, 128, 128, 128))
        // At αs = 0.5: 0.5·0.6 + 0.5·0.5 = 0.55
        expectBlend(
            .colorBurn, Self.pixel(128, 102, 102, 102), Self.pixel(255, 153, 153, 153), Self.pixel(255, 140, 140, 140))
        // A white backdrop stays white; a black source burns the rest to black.
        expectBlend(.colorBurn, Self.pixel(255, 0, 0, 0), Self.pixel(255, 255, 10, 10), Self.pixel(255, 255, 0, 0))
    }

    @Test func softLight() {
        // R Cs > 0.5: 0.4 + 0.2·(√0.4 − 0.4) = 0.4465; G 0.8 − 0.6·0.8·0.2 = 0.704; B 0.2 − 0.2·0.2·0.8 = 0.168
        expectBlend(.softLight, Self.source, Self.backdrop, Self.pixel(255, 114, 180, 43))
        // (0.4233, 0.752, 0.184)
        expectBlend(.softLight, Self.halfSource, Self.backdrop, Self.pixel(255, 108, 192, 47))
        // The cubic branch for a dark backdrop: Cb = 0.2, Cs = 1: D = ((3.2 − 12)·0.2 + 4)·0.2 = 0.448
        expectBlend(
            .softLight, Self.pixel(255, 255, 255, 255), Self.pixel(255, 51, 51, 51), Self.pixel(255, 114, 114, 114))
    }

    @Test func hardLight() {
        // By the source: R screen(0.4, 0.2) = 0.52; G 0.8·0.4 = 0.32; B 0.2·0.8 = 0.16
        expectBlend(.hardLight, Self.source, Self.backdrop, Self.pixel(255, 133, 82, 41))
        // (0.46, 0.56, 0.18)
        expectBlend(.hardLight, Self.halfSource, Self.backdrop, Self.pixel(255, 117, 143, 46))
    }

    @Test func differenceAndExclusion() {
        // |Cb − Cs| = (0.2, 0.6, 0.2); Cb + Cs − 2·Cb·Cs = (0.52, 0.68, 0.44)
        expectBlend(.difference, Self.source, Self.backdrop, Self.pixel(255, 51, 153, 51))
        expectBlend(.exclusion, Self.source, Self.backdrop, Self.pixel(255, 133, 173, 112))
        // difference (0.3, 0.7, 0.2); exclusion (0.46, 0.74, 0.32)
        expectBlend(.difference, Self.halfSource, Self.backdrop, Self.pixel(255, 77, 178, 51))
        expectBlend(.exclusion, Self.halfSource, Self.backdrop, Self.pixel(255, 117, 188, 82))
    }

    // Lum(Cs) = 0.18 + 0.118 + 0.044 = 0.342, Lum(Cb) = 0.12 + 0.472 + 0.022 = 0.614,
    // Sat(Cs) = 0.6 − 0.2 = 0.4, Sat(Cb) = 0.8 − 0.2 = 0.6.

    @Test func hue() {
        // SetSat(Cs, 0.6) = (0.6, 0, 0.3), Lum 0.213; + 0.401 = (1.001, 0.401, 0.701); ClipColor scales
        // about 0.614 by 0.386/0.387: (1.0, 0.4015, 0.7008)
        expectBlend(.hue, Self.source, Self.backdrop, Self.pixel(255, 255, 102, 179))
        // (0.7, 0.6008, 0.4504)
        expectBlend(.hue, Self.halfSource, Self.backdrop, Self.pixel(255, 179, 153, 115))
    }

    @Test func saturation() {
        // SetSat(Cb, 0.4) = (0.1333, 0.4, 0), Lum 0.276; + 0.338 = (0.4713, 0.738, 0.338)
        expectBlend(.saturation, Self.source, Self.backdrop, Self.pixel(255, 120, 188, 86))
        // (0.4357, 0.769, 0.269)
        expectBlend(.saturation, Self.halfSource, Self.backdrop, Self.pixel(255, 111, 196, 69))
    }

    @Test func color() {
        // SetLum(Cs, 0.614): Cs + 0.272 = (0.872, 0.472, 0.672)
        expectBlend(.color, Self.source, Self.backdrop, Self.pixel(255, 222, 120, 171))
        // (0.636, 0.636, 0.436)
        expectBlend(.color, Self.halfSource, Self.backdrop, Self.pixel(255, 162, 162, 111))
    }

    @Test func luminosity() {
        // SetLum(Cb, 0.342): Cb − 0.272 = (0.128, 0.528, −0.072); ClipColor scales about 0.342 by
        // 0.342/0.414: (0.1652, 0.4957, 0)
        expectBlend(.luminosity, Self.source, Self.backdrop, Self.pixel(255, 42, 126, 0))
        // (0.2826, 0.6479, 0.1)
        expectBlend(.luminosity, Self.halfSource, Self.backdrop, Self.pixel(255, 72, 165, 25))
    }

    @Test func sourceAtop() {
        // cs·αb + cb·(1 − αs), αo = αb. Opaque source on the half backdrop: 0.5·(0.6, 0.2, 0.4)
        expectBlend(.sourceAtop, Self.source, Self.halfBackdrop, Self.pixel(128, 77, 26, 51))
        // Half source on the opaque backdrop: (0.3, 0.1, 0.2) + 0.5·(0.4, 0.8, 0.2) = (0.5, 0.5, 0.3)
        expectBlend(.sourceAtop, Self.halfSource, Self.backdrop, Self.pixel(255, 128, 128, 76))
    }

    @Test func destinationOver() {
        // cs·(1 − αb) + cb: an opaque backdrop hides the source entirely.
        expectBlend(.destinationOver, Self.source, Self.backdrop, Self.backdrop)
        // 0.5·(0.6, 0.2, 0.4) + (0.2, 0.4, 0.1) = (0.5, 0.5, 0.3), αo = 0.5 + 0.5 = 1
        expectBlend(.destinationOver, Self.source, Self.halfBackdrop, Self.pixel(255, 127, 127, 77))
    }

    @Test func destinationOut() {
        // cb·(1 − αs), αo = αb·(1 − αs): an opaque source erases, a half one halves.
        expectBlend(.destinationOut, Self.source, Self.halfBackdrop, 0)
        expectBlend(.destinationOut, Self.halfSource, Self.backdrop, Self.pixel(127, 51, 102, 25))
    }

    @Test func plusLighter() {
        // min(1, S + D): (1, 1, 0.6)
        expectBlend(.plusLighter, Self.source, Self.backdrop, Self.pixel(255, 255, 255, 153))
        // Premultiplied sums: α 0.5 + 0.5 = 1, (0.3 + 0.2, 0.1 + 0.4, 0.2 + 0.1) = (0.5, 0.5, 0.3)
        expectBlend(.plusLighter, Self.halfSource, Self.halfBackdrop, Self.pixel(255, 128, 128, 77))
    }

    @Test func plusDarker() {
        // max(0, S + D − 1) for opaque pixels: (0.8 + 0.6 − 1, 0.9 + 0.2 − 1, 0.5 + 0.8 − 1) = (0.4, 0.1, 0.3)
        expectBlend(
            .plusDarker, Self.pixel(255, 204, 230, 128), Self.pixel(255, 153, 51, 204), Self.pixel(255, 102, 26, 77))
        // αo = min(1, 0.5 + 1) = 1; co = αo − (αs − cs) − (αb − cb) = cs + cb − 0.5:
        // (0.3 + 0.4 − 0.5, 0.1 + 0.8 − 0.5, 0.2 + 0.2 − 0.5 → 0) = (0.2, 0.4, 0)
        expectBlend(.plusDarker, Self.halfSource, Self.backdrop, Self.pixel(255, 51, 102, 0))
    }

    @Test(arguments: BlendMode.allCases)
    func transparentSourceLeavesTheBackdrop(mode: BlendMode) {
        #expect(mode.blend(0, onto: Self.halfBackdrop) == Self.halfBackdrop)
    }

    @Test(arguments: BlendMode.allCases)
    func resultsStayPremultiplied(mode: BlendMode) {
        for (src, dst) in [(Self.source, Self.halfBackdrop), (Self.halfSource, Self.backdrop), (Self.halfSource, 0)] {
            let p = mode.blend(src, onto: dst)
            #expect(PixelFormat.red(p) <= PixelFormat.alpha(p))
            #expect(PixelFormat.green(p) <= PixelFormat.alpha(p))
            #expect(PixelFormat.blue(p) <= PixelFormat.alpha(p))
        }
    }

    @Test func rawValuesAreSwiftUINames() {
        #expect(BlendMode(rawValue: "colorDodge") == .colorDodge)
        #expect(BlendMode(rawValue: "plusLighter") == .plusLighter)
        #expect(BlendMode.allCases.count == 21)
    }
}
