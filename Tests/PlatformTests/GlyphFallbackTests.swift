import Foundation
import Platform
import Raster
import Style
import Testing

/// Text in scripts Inter does not cover (seed 002's Chinese captions) is drawn by a system CJK font,
/// on Inter's baseline, instead of as boxes.
@Suite(.serialized) @MainActor struct GlyphFallbackTests {
    /// The coverage of `mask` in columns `range`, summed.
    func ink(_ mask: Mask, columns range: Range<Int>) -> Int {
        var total = 0
        for y in 0..<mask.height {
            for x in range where x < mask.width { total += Int(mask.coverage[y * mask.width + x]) }
        }
        return total
    }

    @Test func chineseIsDrawnByTheFallbackFont() throws {
        let glyphs = TTFGlyphSource()
        try #require(glyphs.isAvailable, "Inter is needed: \(glyphs.problems)")
        // `make test` installs the fallback (scripts/install-deps.sh); a machine without any says so.
        try #require(
            TTFGlyphSource.fallbackCandidates.contains { FileManager.default.fileExists(atPath: $0) },
            "no CJK font: install fonts-wqy-microhei")
        let caption = "點一下就會下沉"
        let mask = try #require(glyphs.mask(for: caption, font: .body, scale: 1))
        // Seven ideographs, each about one em wide: not seven narrow boxes.
        let size = glyphs.size(of: caption, font: .body)
        #expect(size.width > 7 * Font.body.size * 0.85)
        #expect(Double(mask.width) == size.width)
        // A missing glyph is the same box for every character; 一 (one stroke) and 點 (seventeen) differ.
        let one = try #require(glyphs.mask(for: "一", font: .body, scale: 1))
        let dot = try #require(glyphs.mask(for: "點", font: .body, scale: 1))
        #expect(ink(one, columns: 0..<one.width) * 3 < ink(dot, columns: 0..<dot.width))
    }

    @Test func mixedTextSharesOneLine() throws {
        let glyphs = TTFGlyphSource()
        try #require(glyphs.isAvailable)
        let latin = glyphs.size(of: "Hello ", font: .body)
        let mixed = glyphs.size(of: "Hello 世界", font: .body)
        #expect(mixed.width > latin.width + Font.body.size * 1.7)
        // The line keeps Inter's height, so layout does not jump when a caption is translated.
        #expect(mixed.height == latin.height)
        let mask = try #require(glyphs.mask(for: "Hello 世界", font: .body, scale: 2))
        // The Latin part is drawn by Inter as before, the rest follows it.
        let hello = try #require(glyphs.mask(for: "Hello ", font: .body, scale: 2))
        #expect(ink(mask, columns: 0..<hello.width) == ink(hello, columns: 0..<hello.width))
        #expect(ink(mask, columns: hello.width..<mask.width) > 0)
    }

    /// Text in a bold face has its CJK run emboldened (the system's CJK fonts come in one weight), so a bold
    /// Korean label is bold; a regular one is not.
    @Test func boldTextHasABoldFallback() throws {
        let glyphs = TTFGlyphSource()
        try #require(glyphs.isAvailable)
        try #require(TTFGlyphSource.fallbackCandidates.contains { FileManager.default.fileExists(atPath: $0) })
        let regular = try #require(glyphs.mask(for: "블러버튼", font: .title, scale: 2))
        let bold = try #require(glyphs.mask(for: "블러버튼", font: Font.title.weight(.bold), scale: 2))
        #expect(
            Double(ink(bold, columns: 0..<bold.width)) > 1.2 * Double(ink(regular, columns: 0..<regular.width)))
    }
}
