import Raster
import Style

/// The text masks one frame draws, fetched beforehand from the real glyph source on its own thread, so
/// that bands drawn on other threads never call the font engine (SDL_ttf is not thread-safe).
final class PrefetchedGlyphs: GlyphSource, Sendable {
    /// The whole `Font` is in the key: weight, design, italic, letter spacing and digit cells all
    /// change the mask.
    struct Key: Hashable, Sendable {
        let text: String
        let font: Font
        let scale: Double
    }

    /// A `nil` mask is a line the source could not draw: it is drawn as nothing, as it would be.
    let masks: [Key: Mask?]
    /// The lines' colour glyphs, for the lines that have any.
    let colors: [Key: Pixmap]

    init(_ masks: [Key: Mask?], colors: [Key: Pixmap] = [:]) {
        self.masks = masks
        self.colors = colors
    }

    func mask(for text: String, font: Font, scale: Double) -> Mask? {
        masks[Key(text: text, font: font, scale: scale)] ?? nil
    }

    func colorGlyphs(for text: String, font: Font, scale: Double) -> Pixmap? {
        colors[Key(text: text, font: font, scale: scale)]
    }

    /// Never asked while drawing (layout measures text before the frame); an estimate keeps it total.
    func size(of text: String, font: Font) -> Size { EstimatedTextMetrics().size(of: text, font: font) }
}
