import Raster
import Style

public enum HorizontalAlignment: Sendable { case leading, center, trailing }
public enum VerticalAlignment: Sendable { case top, center, bottom }

/// Where content sits in a larger box (SwiftUI's `Alignment`): a unit point of the box, so
/// `.topLeading` is (0, 0) and `.center` is (0.5, 0.5), the same values as gradients' `UnitPoint`.
public typealias Alignment = UnitPoint

extension UnitPoint {
    /// The rectangle of `size` placed in `box` at this alignment.
    public func place(_ size: Size, in box: Rect) -> Rect {
        Rect(
            x: box.minX + (box.width - size.width) * x, y: box.minY + (box.height - size.height) * y,
            width: size.width, height: size.height)
    }
}

/// A frame's description, rebuilt every frame and laid out at once: the immediate-mode tree.
public indirect enum View: Sendable {
    case vstack(spacing: Double, alignment: HorizontalAlignment, [View])
    case hstack(spacing: Double, alignment: VerticalAlignment, [View])
    case zstack(alignment: Alignment, [View])
    case padding(EdgeInsets, View)
    /// A fixed-size box (either side may follow the content) with the content aligned in it.
    case frame(width: Double?, height: Double?, alignment: Alignment, View)
    /// Moves the content when drawn without changing layout, as SwiftUI's `.offset`.
    case offset(x: Double, y: Double, View)
    /// `content.overlay(alignment:) { overlay }`: laid out in the content's frame.
    case overlay(View, alignment: Alignment, View)
    /// `content.background(alignment:) { underlay }`: laid out in the content's frame, drawn first.
    case underlay(View, alignment: Alignment, View)
    /// Fills the whole proposed size with drawing behind `content` (a window background).
    case background(draw: @Sendable (Rect) -> [DrawCommand], View)
    /// Content placed by alignment in the proposed size, which it takes along the axes asked for
    /// (SwiftUI's `.frame(maxWidth: .infinity)`; both, by default).
    case fill(alignment: Alignment, horizontally: Bool = true, vertically: Bool = true, View)
    /// Ids of controls inside are scoped by `name`.
    case scope(String, View)
    case button(ButtonItem)
    case toggle(ToggleItem)
    case slider(SliderItem)
    case picker(PickerItem)
    /// `content` with a region over or under it that hears the pointer (SwiftUI's gestures).
    case gesture(GestureItem, View)
    case textField(TextFieldItem)
    /// A determinate progress bar, `fraction` 0…1 done, `width` points wide (nil: the width offered);
    /// it takes no input.
    case progress(Double, width: Double?, style: any ProgressStyle)
    case text(String, font: Font, color: Color)
    /// A fixed gap of this many points along the stack (and across it).
    case spacer(Double)
    /// SwiftUI's `Spacer`: at least `minLength` along its stack, and a share of the room the stack's
    /// other children leave.
    case flexibleSpacer(minLength: Double)
    /// SwiftUI's `GeometryReader`: all the room offered, the content made for its size and placed at
    /// its top-leading corner.
    case geometryReader(@Sendable (Size) -> View)
    /// Custom drawing of a fixed size.
    case drawing(Size, @Sendable (Rect) -> [DrawCommand])
    /// Drawing already placed: its commands are in the frame's points, wherever the view is put.
    case commands([DrawCommand])
    /// A view laid out by the caller's own layout (a SwiftUI screen): its size for an offer (an
    /// infinite length is no offer on that axis), and its content made for the rect it is given.
    case laidOut(@Sendable (Size) -> Size, @Sendable (Rect) -> View)
    /// `content` in exactly this rect of the frame, whatever room it is offered: a part of a
    /// `laidOut` view, placed there.
    case positioned(Rect, View)
    /// Views placed in the same room, drawn in order (later ones over earlier ones).
    case group([View])
    /// `content` drawn through an effect (an opacity, a scale, a shadow around controls): what the
    /// controls inside draw is given to `effect` with the rest, and they take the pointer where the
    /// effect's transform puts them.
    case effect(ViewEffect, View)
    /// Custom drawing whose size depends on the room offered (text that wraps to the width).
    case measuredDrawing(@Sendable (Size) -> Size, @Sendable (Rect) -> [DrawCommand])
    case empty
}

/// What `View.effect` does to the drawing of the views inside it.
public struct ViewEffect: Sendable {
    /// The content's commands, wrapped (in a layer with an opacity, a transform, a shadow…).
    public var wrap: @Sendable ([DrawCommand]) -> [DrawCommand]
    /// Where a point of the content is drawn in the frame (a scale or a rotation about an anchor); the
    /// controls inside are hit-tested through it.
    public var transform: AffineTransform?

    public init(transform: AffineTransform? = nil, wrap: @escaping @Sendable ([DrawCommand]) -> [DrawCommand]) {
        self.transform = transform
        self.wrap = wrap
    }
}
