import Raster
import Testing

@testable import Style

/// The colour-vision simulations against Machado, Oliveira & Fernandes (2009)'s published table.
@Suite struct ColorVisionTests {
    /// The paper's severity-1.0 rows, as printed (its supplementary table, also in colorspacious and
    /// DaltonLens).
    static let published: [ColorVision: [[Double]]] = [
        .protanopia: [
            [0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998],
        ],
        .deuteranopia: [
            [0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881],
        ],
        .tritanopia: [
            [1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900],
        ],
    ]

    /// Pure primaries through the published matrices in linear sRGB, encoded to 0…255 (worked out
    /// apart, in double precision): (input, protanopia, deuteranopia, tritanopia).
    static let primaries: [(RGBA, [Double], [Double], [Double])] = [
        (RGBA(r8: 255, g8: 0, b8: 0), [108.79, 95.03, 0], [163.22, 144.28, 0], [255, 0, 14.89]),
        (RGBA(r8: 0, g8: 255, b8: 0), [255, 229.35, 0], [238.69, 214.01, 58.44], [0, 247.08, 216.65]),
        (RGBA(r8: 0, g8: 0, b8: 255), [0, 88.71, 255], [0, 61.5, 251.48], [0, 107.2, 149.76]),
    ]

    @Test func matricesAreThePublishedRows() {
        for (vision, rows) in Self.published {
            #expect(vision.matrix == rows, "\(vision)")
            // Each row sums to 1 (within the table's rounding): white stays white.
            for row in rows { #expect(abs(row.reduce(0, +) - 1) < 2e-6, "\(vision) \(row)") }
        }
        #expect(ColorVision.normal.matrix == nil)
        #expect(ColorVision.achromatopsia.matrix?.allSatisfy { $0 == [0.2126, 0.7152, 0.0722] } == true)
    }

    @Test func primariesLookAsPublished() {
        for (input, protan, deutan, tritan) in Self.primaries {
            for (vision, wanted) in [(ColorVision.protanopia, protan), (.deuteranopia, deutan), (.tritanopia, tritan)] {
                let c = vision.simulate(input)
                let got = [c.red, c.green, c.blue].map { $0 * 255 }
                for i in 0..<3 { #expect(abs(got[i] - wanted[i]) < 0.01, "\(vision) of \(input.hex): \(got)") }
            }
        }
        // Protanopes see red darker: about half its luminance.
        let red = RGBA(r8: 255, g8: 0, b8: 0)
        let seen = ColorVision.protanopia.simulate(red)
        #expect(Contrast.luminance(seen) < 0.55 * Contrast.luminance(red))
    }

    @Test func greysStayPut() {
        for level in [0, 1, 17, 64, 128, 200, 254, 255] {
            let grey = RGBA(r8: level, g8: level, b8: level)
            for vision in ColorVision.allCases {
                let c = vision.simulate(grey)
                for v in [c.red, c.green, c.blue] { #expect(abs(v * 255 - Double(level)) < 0.01, "\(vision) \(level)") }
                let pixel = grey.premultipliedPixel
                #expect(vision.simulate(pixel: pixel) == pixel, "\(vision) \(level)")
            }
        }
    }

    @Test func achromatopsiaIsTheLuminanceAsGrey() {
        for hex in ["#FF0000", "#00FF00", "#0000FF", "#3B82F6", "#E0E5EC", "#FF8800"] {
            let color = RGBA(hex: hex)!
            let c = ColorVision.achromatopsia.simulate(color)
            #expect(c.red == c.green && c.green == c.blue, "\(hex)")
            #expect(abs(Contrast.luminance(c) - Contrast.luminance(color)) < 1e-9, "\(hex)")
            let p = ColorVision.achromatopsia.simulate(pixel: color.premultipliedPixel)
            #expect(PixelFormat.red(p) == PixelFormat.green(p) && PixelFormat.green(p) == PixelFormat.blue(p))
        }
    }

    /// The table-driven pixel path is within one level of the exact colour, and keeps alpha.
    @Test func pixelsFollowTheExactColour() {
        for vision in ColorVision.allCases {
            for r in stride(from: 0, through: 255, by: 15) {
                for g in stride(from: 0, through: 255, by: 15) {
                    for b in stride(from: 0, through: 255, by: 15) {
                        let color = RGBA(r8: r, g8: g, b8: b)
                        let exact = vision.simulate(color).premultipliedPixel
                        let fast = vision.simulate(pixel: color.premultipliedPixel)
                        for shift: UInt32 in [0, 8, 16, 24] {
                            let d = abs(Int((exact >> shift) & 0xFF) - Int((fast >> shift) & 0xFF))
                            #expect(d <= 1, "\(vision) of \(color.hex)")
                        }
                    }
                }
            }
            // Translucent: the straight colour is transformed and premultiplied again.
            let half = RGBA(r8: 255, g8: 0, b8: 0, alpha: 0.5)
            let p = vision.simulate(pixel: half.premultipliedPixel)
            let wanted = vision.simulate(half).premultipliedPixel
            #expect(PixelFormat.alpha(p) == PixelFormat.alpha(wanted))
            for shift: UInt32 in [0, 8, 16] {
                #expect(abs(Int((p >> shift) & 0xFF) - Int((wanted >> shift) & 0xFF)) <= 1, "\(vision)")
            }
            #expect(vision.simulate(pixel: 0) == 0)
        }
    }

    /// The whole-frame transform gives each pixel what the per-pixel function gives, in place and
    /// only inside the rectangle asked for.
    @Test func pixmapTransformIsThePixelFunction() throws {
        var pixmap = try #require(Pixmap(width: 37, height: 23))
        var seed: UInt32 = 12_345
        for i in pixmap.pixels.indices {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            let a = i % 5 == 0 ? (seed >> 24) : 255
            let channel = { (shift: UInt32) in min((seed >> shift) & 0xFF, a) }
            // Runs of equal pixels, as frames have, exercise the reuse of the last answer.
            pixmap.pixels[i] =
                i % 7 == 3 ? pixmap.pixels[i - 1] : PixelFormat.pack(a: a, r: channel(0), g: channel(8), b: channel(16))
        }
        for vision in ColorVision.allCases {
            let whole = pixmap.simulating(vision)
            #expect(whole.pixels == pixmap.pixels.map { vision.simulate(pixel: $0) }, "\(vision)")
            var part = pixmap
            let rect = IntRect(x: 5, y: 3, width: 40, height: 7)
            part.simulate(vision, in: rect)
            for y in 0..<pixmap.height {
                for x in 0..<pixmap.width {
                    let inside = x >= 5 && y >= 3 && y < 10
                    let original = pixmap.pixel(x: x, y: y)
                    #expect(part.pixel(x: x, y: y) == (inside ? vision.simulate(pixel: original) : original))
                }
            }
        }
    }
}
