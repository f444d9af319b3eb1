import Raster
import Style

public enum HorizontalAlignment: Sendable { case leading, center, trailing }
public enum VerticalAlignment: Sendable { case top, center, bottom }

/// Where content sits in a larger box (SwiftUI's `Alignment`).
public struct Alignment: Hashable, Sendable {
    public var horizontal: Double
    public var vertical: Double
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: 0.5, vertical: 0.5)
    public static let top = Alignment(horizontal: 0.5, vertical: 0)
    public static let bottom = Alignment(horizontal: 0.5, vertical: 1)
    public static let leading = Alignment(horizontal: 0, vertical: 0.5)
    public static let trailing = Alignment(horizontal: 1, vertical: 0.5)
    public static let topLeading = Alignment(horizontal: 0, vertical: 0)
    public static let topTrailing = Alignment(horizontal: 1, vertical: 0)
    public static let bottomLeading = Alignment(horizontal: 0, vertical: 1)
    public static let bottomTrailing = Alignment(horizontal: 1, vertical: 1)

    /// The rectangle of `size` placed in `box`.
    public func place(_ size: Size, in box: Rect) -> Rect {
        Rect(
            x: box.minX + (box.width - size.width) * horizontal, y: box.minY + (box.height - size.height) * vertical,
            width: size.width, height: size.height)
    }
}

/// A frame's description, rebuilt every frame and laid out at once: the immediate-mode tree.
public indirect enum View: Sendable {
    case vstack(spacing: Double, alignment: HorizontalAlignment, [View])
    case hstack(spacing: Double, alignment: VerticalAlignment, [View])
    case zstack(alignment: Alignment, [View])
    case padding(Double, View)
    /// A fixed-size box (either side may follow the content) with the content aligned in it.
    case frame(width: Double?, height: Double?, alignment: Alignment, View)
    /// Moves the content when drawn without changing layout, as SwiftUI's `.offset`.
    case offset(x: Double, y: Double, View)
    /// `content.overlay(alignment:) { overlay }`: laid out in the content's frame.
    case overlay(View, alignment: Alignment, View)
    /// Fills the whole proposed size with drawing behind `content` (a window background).
    case background(draw: @Sendable (Rect) -> [DrawCommand], View)
    /// Content placed by alignment in the whole proposed size.
    case fill(alignment: Alignment, View)
    /// Ids of controls inside are scoped by `name`.
    case scope(String, View)
    case button(ButtonItem)
    case toggle(ToggleItem)
    case text(String, font: Font, color: Color)
    case spacer(Double)
    /// Custom drawing of a fixed size.
    case drawing(Size, @Sendable (Rect) -> [DrawCommand])
    case empty
}
