import Foundation
import Platform
import Raster
import Style
import Testing

/// Emoji are drawn in their own colours from Noto Color Emoji, scaled to the text's size, beside the
/// text's mask and left out of it; text around them is drawn as before.
@Suite(.serialized) @MainActor struct EmojiTests {
    private func glyphs() throws -> TTFGlyphSource {
        let glyphs = TTFGlyphSource()
        try #require(glyphs.isAvailable, "Inter is needed: \(glyphs.problems)")
        // `make test` installs it (scripts/install-deps.sh); a machine without it says so.
        try #require(
            FileManager.default.fileExists(atPath: TTFGlyphSource.emojiPath), "install fonts-noto-color-emoji")
        return glyphs
    }

    @Test func anEmojiIsDrawnInItsColoursBesideTheText() throws {
        let glyphs = try glyphs()
        let mask = try #require(glyphs.mask(for: "Hi 🔥", font: .body, scale: 2))
        let colors = try #require(glyphs.colorGlyphs(for: "Hi 🔥", font: .body, scale: 2))
        #expect(colors.width == mask.width && colors.height == mask.height)
        let hi = try #require(glyphs.mask(for: "Hi ", font: .body, scale: 2))
        // The flame is orange and red, where the mask has no ink; the letters are in the mask only.
        var warm = 0
        var inkUnderFlame = 0
        for y in 0..<colors.height {
            for x in hi.width..<colors.width {
                let c = colors.color(x: x, y: y)
                if c.alpha > 0.5, c.red > 0.8, c.blue < 0.4 { warm += 1 }
                inkUnderFlame += Int(mask.value(atX: x, y: y))
            }
            for x in 0..<hi.width { #expect(colors.pixel(x: x, y: y) == 0) }
        }
        #expect(warm > 100)
        #expect(inkUnderFlame == 0)
        // About an em and a quarter wide at 34 px per em, as Noto draws it: not a box, not its 136-pixel bitmap.
        let flame = mask.width - hi.width
        #expect(flame > 34 && flame < 50, "\(flame)")
        #expect(glyphs.size(of: "Hi 🔥", font: .body).width == Double(mask.width) / 2)
    }

    @Test func sequencesAreOneGlyphAndPlainTextHasNoColours() throws {
        let glyphs = try glyphs()
        let single = glyphs.size(of: "👍", font: .body).width
        // A skin tone, a family joined by U+200D, a flag and a keycap are each one emoji wide.
        for sequence in ["👍🏽", "👨‍👩‍👧", "🇫🇷", "1️⃣", "❤️"] {
            #expect(abs(glyphs.size(of: sequence, font: .body).width - single) <= 1, "\(sequence)")
            #expect(glyphs.colorGlyphs(for: sequence, font: .body, scale: 1) != nil, "\(sequence)")
        }
        // Digits, arrows and © are text, in the text's colour.
        #expect(glyphs.colorGlyphs(for: "1 ← → ©", font: .body, scale: 1) == nil)
        #expect(glyphs.colorGlyphs(for: "Plain", font: .body, scale: 1) == nil)
    }
}
