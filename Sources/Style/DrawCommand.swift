import Raster

extension Shadow where ShadowColor == Color {
    /// The shadow with its colour resolved for `appearance`, ready to draw.
    public func resolve(in appearance: Appearance) -> Shadow<RGBA> {
        Shadow<RGBA>(color: color.resolve(in: appearance), radius: radius, x: x, y: y)
    }
}

/// One step of drawing, in points: what styles and the UI emit and the renderer turns into pixels.
/// Colours stay dynamic until rendering, so a scheme switch needs no rebuilt commands.
public indirect enum DrawCommand: Equatable, Sendable {
    /// `shape.fill(fill).shadow(shadows[0]).shadow(shadows[1])…` (a `nil` fill casts shadows only).
    case filled(AnyInsettableShape, in: Rect, Fill?, shadows: [Shadow<Color>], composition: ShadowComposition)
    /// `stroke(lineWidth:)` (centred) or `strokeBorder(lineWidth:)` (`inside`).
    case stroked(AnyInsettableShape, in: Rect, Fill, lineWidth: Double, inside: Bool)
    /// A shadow inside the shape, cast by its outside.
    case innerShadowed(AnyInsettableShape, in: Rect, Shadow<Color>)
    /// A group drawn into its own layer.
    case layer(Layer)
    /// One line of text whose box has its top-left at `origin`.
    case text(String, font: Font, color: Color, origin: Point)
    /// A vector symbol fitted into `frame`.
    case icon(SystemImage, in: Rect, color: Color)
    /// An image asset by name, stretched over `frame`.
    case image(String, in: Rect, opacity: Double)
}

/// A group of commands with the effects SwiftUI applies to a whole view.
public struct Layer: Equatable, Sendable {
    public var content: [DrawCommand]
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    /// `.blur(radius:)` in points.
    public var blur: Double = 0
    /// SwiftUI's colour effects (`.saturation(_:)`, `.colorInvert()`, …), first to last, applied to
    /// the layer's pixels after the blur and before opacity, mask and blend mode.
    public var filters: [ColorFilter] = []
    /// `.scaleEffect(scale)` about `anchor`, applied to everything inside (fill, stroke and shadows).
    public var scale: Double = 1
    public var anchor: Point = .zero
    /// `.offset(x:y:)`.
    public var offset: Point = .zero
    /// `.clipShape(shape)` laid out in the rect.
    public var clip: (shape: AnyInsettableShape, rect: Rect)?
    /// `.mask { … }`: the layer shows where these commands are opaque.
    public var mask: [DrawCommand]?
    /// `.environment(\.colorScheme, …)`: the content resolves its colours in this scheme.
    public var colorScheme: Appearance.ColorScheme?
    /// `.rotationEffect`, `.scaleEffect(x:y:)`: any affine change of the content, after its scale and
    /// before its offset (nil: none).
    public var transform: AffineTransform?
    /// `.rotation3DEffect` with perspective: the content drawn flat, then laid on the parent through
    /// this projection (its user space; nil: none).
    public var projection: Projection?
    /// `.compositingGroup()`: drawn into a layer of its own even with nothing else to apply, so the
    /// blend modes inside blend with each other, not with what is under the group.
    public var isolated = false

    public init(
        _ content: [DrawCommand], opacity: Double = 1, blendMode: BlendMode = .normal, blur: Double = 0,
        filters: [ColorFilter] = [], scale: Double = 1, anchor: Point = .zero, offset: Point = .zero,
        clip: (shape: AnyInsettableShape, rect: Rect)? = nil, mask: [DrawCommand]? = nil,
        colorScheme: Appearance.ColorScheme? = nil
    ) {
        self.colorScheme = colorScheme
        self.content = content
        self.opacity = opacity
        self.blendMode = blendMode
        self.blur = blur
        self.filters = filters
        self.scale = scale
        self.anchor = anchor
        self.offset = offset
        self.clip = clip
        self.mask = mask
    }

    public static func == (a: Layer, b: Layer) -> Bool {
        a.content == b.content && a.opacity == b.opacity && a.blendMode == b.blendMode && a.blur == b.blur
            && a.filters == b.filters
            && a.scale == b.scale && a.anchor == b.anchor && a.offset == b.offset && a.clip?.shape == b.clip?.shape
            && a.clip?.rect == b.clip?.rect && a.mask == b.mask && a.colorScheme == b.colorScheme
            && a.transform == b.transform && a.projection == b.projection && a.isolated == b.isolated
    }
}

extension DrawCommand {
    /// A filled shape with drop shadows: the seed styles' most common step.
    public static func fill<S: InsettableShape>(
        _ shape: S, in rect: Rect, _ fill: Fill?, shadows: [Shadow<Color>] = [],
        composition: ShadowComposition = .chained
    ) -> DrawCommand {
        .filled(AnyInsettableShape(shape), in: rect, fill, shadows: shadows, composition: composition)
    }

    public static func stroke<S: InsettableShape>(_ shape: S, in rect: Rect, _ fill: Fill, lineWidth: Double)
        -> DrawCommand
    {
        .stroked(AnyInsettableShape(shape), in: rect, fill, lineWidth: lineWidth, inside: false)
    }

    public static func strokeBorder<S: InsettableShape>(_ shape: S, in rect: Rect, _ fill: Fill, lineWidth: Double)
        -> DrawCommand
    {
        .stroked(AnyInsettableShape(shape), in: rect, fill, lineWidth: lineWidth, inside: true)
    }

    public static func innerShadow<S: InsettableShape>(_ shape: S, in rect: Rect, _ shadow: Shadow<Color>)
        -> DrawCommand
    {
        .innerShadowed(AnyInsettableShape(shape), in: rect, shadow)
    }
}
