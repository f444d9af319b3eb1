import Raster
import Style

/// Turns draw commands into pixels through the raster layer. Owns the mask cache, so shadows and
/// shapes that did not change are never rasterized or blurred again, and the gradient tables.
public final class Renderer {
    public let maskCache: MaskCache
    public let gradientTables = GradientTableCache()
    public var glyphs: GlyphSource?
    public var images: ImageSource?
    /// Threads a full frame is drawn on (in bands, see `Renderer+Bands`); 1 draws on the caller's alone.
    public var threads = 1
    /// The bands of the last frame drawn on several threads, kept so their pixels are reused.
    var bands: [Canvas] = []

    /// The last full-frame opaque background, reused while its paint and size stay the same.
    private var background: (key: BackgroundKey, pixmap: Pixmap)?
    private struct BackgroundKey: Equatable {
        let paint: Paint
        let width: Int
        let height: Int
        let transform: AffineTransform
        let dithering: Bool
    }

    public init(maskCache: MaskCache = MaskCache(), glyphs: GlyphSource? = nil, images: ImageSource? = nil) {
        self.maskCache = maskCache
        self.glyphs = glyphs
        self.images = images
    }

    /// Draws `commands` resolved for `appearance`; `canvas.transform` maps points to pixels.
    public func render(_ commands: [DrawCommand], appearance: Appearance, into canvas: inout Canvas) {
        canvas.maskCache = maskCache
        canvas.gradientTables = gradientTables
        if threads > 1 && renderInBands(commands, appearance, into: &canvas) { return }
        // Whatever lies under the last opaque fill of the whole frame cannot show: a screen's window
        // background under its own full-window gradient was drawn every frame for nothing, and the two
        // took turns in the one cached background.
        let start = commands.lastIndex { opaqueFullFrame($0, appearance, canvas) != nil } ?? commands.startIndex
        for command in commands[start...] { draw(command, appearance, &canvas) }
    }

    /// The shape, frame and paint of a command that paints every pixel of the canvas opaquely; nil for
    /// any other.
    func opaqueFullFrame(_ command: DrawCommand, _ appearance: Appearance, _ canvas: Canvas)
        -> (shape: AnyInsettableShape, rect: Rect, paint: Paint)?
    {
        guard case .filled(let shape, let rect, let fill?, let shadows, _) = command, shadows.isEmpty,
            fill.isOpaque(in: appearance), covers(shape, rect, canvas)
        else { return nil }
        return (shape, rect, fill.resolve(in: appearance))
    }

    func draw(_ command: DrawCommand, _ appearance: Appearance, _ canvas: inout Canvas) {
        switch command {
        case .filled(let shape, let rect, let fill, let shadows, let composition):
            if let background = opaqueFullFrame(command, appearance, canvas) {
                drawBackground(background.shape, background.rect, background.paint, &canvas)
                return
            }
            let resolved = shadows.map { $0.resolve(in: appearance) }
            if let fill {
                canvas.fill(
                    shape, in: rect, with: fill.resolve(in: appearance), shadows: resolved, composition: composition)
            } else if !resolved.isEmpty {
                canvas.drawShadows(of: shape.path(in: rect), shadows: resolved, composition: composition)
            }
        case .stroked(let shape, let rect, let fill, let lineWidth, let inside):
            if inside {
                canvas.strokeBorder(shape, in: rect, lineWidth: lineWidth, with: fill.resolve(in: appearance))
            } else {
                canvas.stroke(shape, in: rect, lineWidth: lineWidth, with: fill.resolve(in: appearance))
            }
        case .innerShadowed(let shape, let rect, let shadow):
            canvas.drawInnerShadow(shadow.resolve(in: appearance), in: shape.path(in: rect))
        case .layer(let layer):
            drawLayer(layer, appearance, &canvas)
        case .text(let string, let font, let color, let origin):
            guard let glyphs, let mask = glyphs.mask(for: string, font: font, scale: canvas.transform.scaleFactor)
            else { return }
            let p = canvas.transform.apply(origin)
            guard p.isFinite, abs(p.x) < Self.farText, abs(p.y) < Self.farText else { return }
            var placed = mask
            placed.origin = IntPoint(x: Int(p.x.rounded()) + mask.origin.x, y: Int(p.y.rounded()) + mask.origin.y)
            canvas.fill(mask: placed, with: .color(color.resolve(in: appearance)))
        case .icon(let image, let rect, let color):
            // Strokes snap to whole device pixels at small sizes, so the icon knows the scale.
            let path = image.path(in: rect, displayScale: canvas.transform.scaleFactor)
            canvas.fill(path, with: .color(color.resolve(in: appearance)), bounds: rect, fillRule: image.fillRule)
        case .image(let name, let rect, let opacity):
            if let pixmap = images?.image(named: name) { canvas.draw(pixmap, in: rect, opacity: opacity) }
        }
    }

    /// Text further than this many device pixels from the origin is off any canvas, and its
    /// position would not fit the mask's `Int` origin safely.
    private static let farText = 1e7

    /// A shape or stroke in one colour under `.blur(radius:)`: blurred from cached coverage.
    private func drawBlurred(_ command: DrawCommand, blur: Double, _ appearance: Appearance, _ canvas: inout Canvas)
        -> Bool
    {
        switch command {
        case .filled(let shape, let rect, .color(let color)?, let shadows, _) where shadows.isEmpty:
            canvas.fillBlurred(shape.path(in: rect), with: color.resolve(in: appearance), radius: blur)
            return true
        case .stroked(let shape, let rect, .color(let color), let lineWidth, let inside):
            let (outer, inner) = inside ? (0.0, lineWidth) : (-lineWidth / 2, lineWidth / 2)
            guard inner > outer, lineWidth.isFinite else { return true }
            var band = shape.inset(by: outer).path(in: rect)
            band.addPath(shape.inset(by: inner).path(in: rect))
            canvas.fillBlurred(band, fillRule: .evenOdd, with: color.resolve(in: appearance), radius: blur)
            return true
        default:
            return false
        }
    }

    /// Whether `shape` in `rect` covers every pixel of the canvas.
    private func covers(_ shape: AnyInsettableShape, _ rect: Rect, _ canvas: Canvas) -> Bool {
        // The frame rect must cover the canvas before any path is built: most opaque fills are
        // controls, and this runs for each of them every frame.
        let t = canvas.transform
        let corner0 = t.apply(rect.origin)
        let corner1 = t.apply(Point(x: rect.maxX, y: rect.maxY))
        // A band of a frame is never the whole frame, even the top one at the origin.
        guard canvas.origin == .zero, canvas.frameBounds == nil, t.isAxisAligned, min(corner0.x, corner1.x) <= 0,
            min(corner0.y, corner1.y) <= 0,
            max(corner0.x, corner1.x) >= Double(canvas.pixmap.width),
            max(corner0.y, corner1.y) >= Double(canvas.pixmap.height),
            let device = shape.path(in: rect).applying(t).axisAlignedRect
        else { return false }
        return device.minX <= 0 && device.minY <= 0 && device.maxX >= Double(canvas.pixmap.width)
            && device.maxY >= Double(canvas.pixmap.height)
    }

    /// An opaque fill of the whole frame (a window background) is drawn once and then copied while
    /// nothing about it changes.
    func drawBackground(_ shape: AnyInsettableShape, _ rect: Rect, _ paint: Paint, _ canvas: inout Canvas) {
        let key = backgroundKey(paint, canvas)
        if let background, background.key == key {
            canvas.replacePixels(with: background.pixmap)
            return
        }
        canvas.fill(shape, in: rect, with: paint)
        // A copy of its own, so that drawing on the frame never copies the background back.
        background = (key, canvas.pixmap.copyingPixels())
    }

    /// The cached background's pixels when they are `paint`'s on `canvas`.
    func cachedBackground(_ paint: Paint, _ canvas: Canvas) -> Pixmap? {
        guard let background, background.key == backgroundKey(paint, canvas) else { return nil }
        return background.pixmap
    }

    private func backgroundKey(_ paint: Paint, _ canvas: Canvas) -> BackgroundKey {
        BackgroundKey(
            paint: paint, width: canvas.pixmap.width, height: canvas.pixmap.height, transform: canvas.transform,
            dithering: canvas.dithering)
    }

    /// The transform a layer's content is drawn with: its scale about its anchor, then its offset.
    static func contentTransform(of layer: Layer, under saved: AffineTransform) -> AffineTransform {
        var local = AffineTransform.identity
        if layer.scale != 1 && layer.scale.isFinite {
            local = AffineTransform(scale: layer.scale, about: layer.anchor)
        }
        if layer.offset != .zero {
            local = local.concatenating(AffineTransform(translationX: layer.offset.x, y: layer.offset.y))
        }
        return local.concatenating(saved)
    }

    private func drawLayer(_ layer: Layer, _ appearance: Appearance, _ canvas: inout Canvas) {
        var appearance = appearance
        if let scheme = layer.colorScheme { appearance.colorScheme = scheme }
        let saved = canvas.transform
        defer { canvas.transform = saved }
        canvas.transform = Self.contentTransform(of: layer, under: saved)
        if layer.blur > 0, layer.opacity >= 1, layer.blendMode == .normal, layer.clip == nil, layer.mask == nil,
            layer.content.count == 1, drawBlurred(layer.content[0], blur: layer.blur, appearance, &canvas)
        {
            return
        }
        let isolated =
            layer.opacity < 1 || layer.blendMode != .normal || layer.blur > 0 || layer.clip != nil || layer.mask != nil
        guard isolated else {
            for command in layer.content { draw(command, appearance, &canvas) }
            return
        }
        let mask: LayerMask?
        if let clip = layer.clip {
            mask = .path(clip.shape.path(in: clip.rect))
        } else if let commands = layer.mask {
            mask = .layer({ [self] m in
                // The mask is laid out where the un-offset content would be.
                m.transform = saved
                for command in commands { self.draw(command, appearance, &m) }
            })
        } else {
            mask = nil
        }
        let bounds = DrawBounds.of(layer.content)
        canvas.drawLayer(
            bounds: bounds, opacity: layer.opacity, blendMode: layer.blendMode, blur: layer.blur, mask: mask
        ) { inner in
            for command in layer.content { draw(command, appearance, &inner) }
        }
    }
}
