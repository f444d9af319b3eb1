import Style
import Testing

@Suite struct FontTests {
    @Test func textStylesHaveIOSDefaultSizes() {
        let expected: [(Font, Double)] = [
            (.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12), (.caption2, 11),
        ]
        for (font, size) in expected { #expect(font.size == size) }
        #expect(Font.headline.weight == .semibold)
        // Only the headline is heavier than regular; a bold large title is asked for with `.bold()`.
        let others = Font.TextStyle.allCases.filter { $0 != .headline }
        #expect(others.allSatisfy { Font.system($0).weight == .regular })
        #expect(Font.largeTitle.bold().weight == .bold)
    }

    @Test func systemStyleTakesDesignAndWeight() {
        let font = Font.system(.title3, design: .rounded, weight: .heavy)
        #expect(font == Font(size: 20, weight: .heavy, design: .rounded, relativeTo: .title3))
        #expect(Font.system(.headline, design: .serif).weight == .semibold)
    }

    @Test func weightsAreOrderedLightestFirst() {
        let classes = Font.Weight.allCases.map(\.weightClass)
        #expect(classes == [100, 200, 300, 400, 500, 600, 700, 800, 900])
        #expect(Font.Weight.allCases.count == 9)
    }

    @Test func modifiersChangeOneFieldEach() {
        let body = Font.body
        #expect(body.italic().isItalic && body.italic().size == 17)
        #expect(!body.italic().italic(false).isItalic)
        #expect(body.monospaced().design == .monospaced)
        #expect(body.monospacedDigit().hasMonospacedDigits && body.monospacedDigit().design == .default)
        #expect(body.kerning(2).kerning == 2 && body.tracking(3).tracking == 3)
        #expect(body.kerning(.nan).kerning == 0)
        #expect(body.weight(.black).design(.serif) == Font(size: 17, weight: .black, design: .serif, relativeTo: .body))
    }

    /// Kerning moves the trailing edge too (n·k); tracking only goes between characters ((n − 1)·t).
    @Test func extraSpacingCountsKerningAfterEveryCharacterAndTrackingBetween() {
        #expect(Font.body.kerning(2).extraSpacing(characters: 5) == 10)
        #expect(Font.body.tracking(2).extraSpacing(characters: 5) == 8)
        #expect(Font.body.kerning(1).tracking(0.5).extraSpacing(characters: 4) == 4 + 1.5)
        #expect(Font.body.kerning(2).extraSpacing(characters: 0) == 0)
        #expect(Font.body.tracking(2).extraSpacing(characters: 1) == 0)
    }

    @Test func estimatedMetricsWidenBySpacing() {
        let metrics = EstimatedTextMetrics()
        let plain = metrics.size(of: "Hello", font: .body).width
        #expect(metrics.size(of: "Hello", font: .body.kerning(3)).width == plain + 15)
        #expect(metrics.size(of: "Hello", font: .body.tracking(-100)).width == 0)
    }

    @Test func customNamesPickAShippedFamilyOrInter() {
        #expect(Font.custom("Inter-SemiBoldItalic", size: 14) == Font(size: 14, weight: .semibold, italic: true))
        #expect(Font.custom("DejaVu Sans Mono", size: 12).design == .monospaced)
        #expect(
            Font.custom("DejaVuSerif-BoldItalic", size: 12)
                == Font(size: 12, weight: .bold, design: .serif, italic: true))
        #expect(Font.custom("Quicksand-Light", size: 12) == Font(size: 12, weight: .light, design: .rounded))
        // Inter's Thin is 100, SwiftUI's ultraLight; ExtraLight is 200, SwiftUI's thin.
        #expect(Font.custom("Inter Thin", size: 12).weight == .ultraLight)
        #expect(Font.custom("Inter ExtraLight", size: 12).weight == .thin)
        #expect(Font.custom("Helvetica Neue", size: 12) == Font(size: 12))
        #expect(Font.custom("Avenir-Heavy", size: 12) == Font(size: 12, weight: .heavy))
    }
}
