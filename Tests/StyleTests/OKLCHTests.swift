import Raster
import Testing

@testable import Style

/// OKLCH against the values Björn Ottosson's reference code and CSS Color 4 give.
@Suite struct OKLCHTests {
    /// sRGB colours and their OKLCH (lightness, chroma, hue), as CSS Color 4's conversion gives them.
    static let known: [(hex: String, l: Double, c: Double, h: Double)] = [
        ("#FFFFFF", 1.0, 0, 0),
        ("#000000", 0, 0, 0),
        ("#FF0000", 0.627_955, 0.257_683, 29.233_885),
        ("#00FF00", 0.866_440, 0.294_827, 142.495_339),
        ("#0000FF", 0.452_014, 0.313_214, 264.052_021),
        ("#808080", 0.599_871, 0, 0),
    ]

    @Test func knownColoursConvert() {
        for k in Self.known {
            let c = OKLCH(RGBA(hex: k.hex)!)
            #expect(abs(c.lightness - k.l) < 1e-4, "\(k.hex) L \(c.lightness)")
            #expect(abs(c.chroma - k.c) < 1e-4, "\(k.hex) C \(c.chroma)")
            if k.c > 0 { #expect(abs(c.hue - k.h) < 1e-2, "\(k.hex) h \(c.hue)") }
        }
    }

    @Test func roundTripsEveryEighthByte() {
        for r in stride(from: 0, through: 255, by: 32) {
            for g in stride(from: 0, through: 255, by: 32) {
                for b in stride(from: 0, through: 255, by: 32) {
                    let color = RGBA(r8: r, g8: g, b8: b)
                    let back = OKLCH(color).rgba
                    #expect(back.hex == color.hex, "\(color.hex) came back \(back.hex)")
                }
            }
        }
    }

    /// Outside sRGB the chroma gives way: lightness and hue stay, and the colour is in gamut.
    @Test func outOfGamutKeepsLightnessAndHue() {
        let wanted = OKLCH(lightness: 0.9, chroma: 0.37, hue: 264)
        #expect(!wanted.unmapped.inGamut)
        let mapped = OKLCH(wanted.rgba)
        #expect(abs(mapped.lightness - 0.9) < 0.005)
        #expect(abs(mapped.hue - 264) < 1)
        #expect(mapped.chroma < 0.37 && mapped.chroma > 0.02)
        for value in [Double.nan, .infinity, -5, 7] {
            let c = OKLCH(lightness: value, chroma: value, hue: value).rgba
            #expect([c.red, c.green, c.blue].allSatisfy { $0.isFinite && (0...1).contains($0) }, "\(value)")
        }
    }

    /// A channel knob sets its colour from the colour drawn and leaves the others derived.
    @Test func channelKnobsSetOneColour() {
        var p = ParametricStyle()
        p.baseColor = RGBA(hex: "#E0E5EC")
        let derivedDark = p.resolvedDarkShadow
        p[.base, .hue] = 30
        #expect(abs(OKLCH(p.resolvedBaseColor).hue - 30) < 0.5)
        #expect(p.darkShadowColor == nil, "the shadows stay derived")
        #expect(p.resolvedDarkShadow != derivedDark, "and follow the new base")
        p[.lightShadow, .lightness] = 1
        #expect(p.lightShadowColor?.hex == "#FFFFFF")
        #expect(p.backgroundColor == nil)
        #expect(p.chosenBackgroundColor == p.baseColor, "the page follows a picked base")
        for spec in ParametricStyle.colors.flatMap(\.channels) {
            #expect(spec.colorRole != nil)
            #expect(spec.range.contains(ParametricStyle()[keyPath: spec.keyPath]), "\(spec.key)")
        }
    }

    /// The accent stands out from the base in lightness, on light bases and dark ones.
    @Test func theAccentContrastsWithTheBase() {
        for hex in ["#E0E5EC", "#252A2F", "#FF8800", "#1E5078", "#FFFFFF", "#000000"] {
            var p = ParametricStyle()
            p.baseColor = RGBA(hex: hex)
            let base = OKLCH(p.resolvedBaseColor).lightness
            let accent = OKLCH(p.accentColor).lightness
            #expect(abs(base - accent) > 0.15, "\(hex): base \(base), accent \(accent)")
        }
    }
}
