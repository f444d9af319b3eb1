import Raster
import Style

/// Where text coverage comes from. The platform implements it with a font engine; the renderer only
/// composites the masks it returns.
public protocol GlyphSource: AnyObject, TextMetrics {
    /// Coverage of one line of `text` at `scale` device pixels per point, with its top-left at the
    /// mask's origin (0,0); `nil` when nothing can be drawn.
    func mask(for text: String, font: Font, scale: Double) -> Mask?
}

/// Where named images come from (the ZStackBackground watermark).
public protocol ImageSource: AnyObject {
    func image(named name: String) -> Pixmap?
}
