import Raster
import Style

/// Where text coverage comes from. The platform implements it with a font engine; the renderer only
/// composites the masks it returns.
public protocol GlyphSource: AnyObject, TextMetrics {
    /// Coverage of one line of `text` at `scale` device pixels per point, with its top-left at the
    /// mask's origin (0,0); `nil` when nothing can be drawn.
    func mask(for text: String, font: Font, scale: Double) -> Mask?
    /// The glyphs of the same line that carry their own colours (emoji), premultiplied, aligned with
    /// the line's mask (same size, same top-left); nil when the line has none. The mask leaves them out.
    func colorGlyphs(for text: String, font: Font, scale: Double) -> Pixmap?
}

extension GlyphSource {
    public func colorGlyphs(for text: String, font: Font, scale: Double) -> Pixmap? { nil }
}

/// Where named images come from (the ZStackBackground watermark).
public protocol ImageSource: AnyObject {
    func image(named name: String) -> Pixmap?
}
