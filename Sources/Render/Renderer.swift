import Raster
import Style

/// Turns draw commands into pixels through the raster layer. Owns the mask cache, so shadows and
/// shapes that did not change are never rasterized or blurred again, and the gradient tables.
public final class Renderer {
    public let maskCache: MaskCache
    public let gradientTables = GradientTableCache()
    public var glyphs: GlyphSource? {
        didSet { if !lendsSources { groups.removeAll() } }
    }
    public var images: ImageSource? {
        didSet {
            guard !lendsSources else { return }
            placedImages = [:]
            groups.removeAll()
        }
    }
    /// Set while a frame in bands draws with prefetched text and images in place of the sources, which
    /// come back after: what was kept from them stays valid.
    var lendsSources = false
    /// Groups that paint their own opaque backdrop, kept as pixels while their commands stay the same.
    let groups = OpaqueGroupCache()
    /// Off while regions are redrawn on canvases of their own, or a frame in bands: nothing is kept from,
    /// or put into, them (and no thread writes the caches).
    var keepsPixels = true
    /// Threads a full frame is drawn on (in bands, see `Renderer+Bands`); 1 draws on the caller's alone.
    public var threads = 1
    /// The bands of the last frame drawn on several threads, kept so their pixels are reused.
    var bands: [Canvas] = []

    /// Images resampled where they were last drawn (a screen's watermark, every frame at the same place).
    private var placedImages: [PlacedImageKey: PlacedImage] = [:]
    private struct PlacedImageKey: Hashable {
        let name: String
        let rect: Rect
        let transform: AffineTransform
        let bounds: IntRect
    }
    /// Placements kept; a screen draws a handful of images, so more means they move and the cache starts over.
    private static let placedImageLimit = 8

    /// The last full-frame opaque background, reused while its paint and size stay the same.
    private var background: (key: BackgroundKey, pixmap: Pixmap)?
    struct BackgroundKey: Equatable {
        /// The opaque fill, then the full-frame fills drawn over it, with the frames their gradients span.
        let paints: [Paint]
        let rects: [Rect]
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
        guard let run = backgroundRun(commands, appearance, canvas) else {
            for command in commands { draw(command, appearance, &canvas) }
            return
        }
        // Whatever lies under the last opaque fill of the whole frame cannot show: a screen's window
        // background under its own full-window gradient was drawn every frame for nothing, and the two
        // took turns in the one cached background.
        if keepsPixels {
            drawBackground(run, commands[run.start..<run.end], appearance, &canvas)
        } else {
            for command in commands[run.start..<run.end] { draw(command, appearance, &canvas) }
        }
        for command in commands[run.end...] { draw(command, appearance, &canvas) }
    }

    /// The window's background in `commands`: the last opaque fill of the whole canvas (`start`) and the
    /// full-canvas fills right over it (up to `end`), with the key their pixels are kept under.
    func backgroundRun(_ commands: [DrawCommand], _ appearance: Appearance, _ canvas: Canvas) -> (
        start: Int, end: Int, shape: AnyInsettableShape, key: BackgroundKey
    )? {
        guard let start = commands.lastIndex(where: { opaqueFullFrame($0, appearance, canvas) != nil }),
            let background = opaqueFullFrame(commands[start], appearance, canvas)
        else { return nil }
        // Translucent fills of the whole frame right over it (seed 004's gradient to 0.7 opacity) belong to the
        // background too: blending one over every pixel each frame cost more than the rest of the frame.
        var paints = [background.paint], rects = [background.rect]
        var end = start + 1
        while end < commands.endIndex, let over = fullFrameFill(commands[end], appearance, canvas) {
            paints.append(over.paint)
            rects.append(over.rect)
            end += 1
        }
        let key = BackgroundKey(
            paints: paints, rects: rects, width: canvas.pixmap.width, height: canvas.pixmap.height,
            transform: canvas.transform, dithering: canvas.dithering)
        return (start, end, background.shape, key)
    }

    /// Redraws only `rects` (device pixels) of `canvas`, each on a canvas of its own with every
    /// command that reaches it, then copied back: the pixels a full redraw would give there, at the
    /// cost of the damaged area. Passes are drawn in order, each in its own appearance (the scene,
    /// then the HUD over it).
    public func render(
        _ passes: [(commands: [DrawCommand], appearance: Appearance)], into canvas: inout Canvas,
        within rects: [IntRect]
    ) {
        // A region's canvas is not the frame: what is kept (background, images, groups) stays the frame's.
        keepsPixels = false
        defer { keepsPixels = true }
        for rect in rects {
            let region = rect.intersection(canvas.deviceBounds)
            guard !region.isEmpty, let pixmap = Pixmap(width: region.width, height: region.height) else { continue }
            var part = Canvas(pixmap: pixmap, origin: IntPoint(x: region.x, y: region.y))
            part.transform = canvas.transform
            part.dithering = canvas.dithering
            for (index, pass) in passes.enumerated() {
                var commands = pass.commands[...]
                // The window's background, drawn whole in an earlier frame, is copied, not shaded again.
                // It holds the full-window fills over the opaque one too, so those are skipped with it.
                if index == 0, let run = backgroundRun(pass.commands, pass.appearance, canvas), let background,
                    background.key == run.key
                {
                    part.replacePixels(at: .zero, with: background.pixmap)
                    commands = commands[run.end...]
                }
                let reaching = commands.filter { command in
                    guard let area = Damage.deviceArea(of: command, transform: canvas.transform) else { return true }
                    return !area.intersection(region).isEmpty
                }
                render(reaching, appearance: pass.appearance, into: &part)
            }
            canvas.replacePixels(at: part.origin, with: part.pixmap)
        }
    }

    /// The shape, frame and paint of a command that paints every pixel of the canvas opaquely; nil for
    /// any other.
    func opaqueFullFrame(_ command: DrawCommand, _ appearance: Appearance, _ canvas: Canvas)
        -> (shape: AnyInsettableShape, rect: Rect, paint: Paint)?
    {
        guard case .filled(_, _, let fill?, _, _) = command, fill.isOpaque(in: appearance) else { return nil }
        return fullFrameFill(command, appearance, canvas)
    }

    /// The shape, frame and paint of a command that paints every pixel of the canvas, opaque or not, without
    /// shadows; nil for any other.
    private func fullFrameFill(_ command: DrawCommand, _ appearance: Appearance, _ canvas: Canvas)
        -> (shape: AnyInsettableShape, rect: Rect, paint: Paint)?
    {
        guard case .filled(let shape, let rect, let fill?, let shadows, _) = command, shadows.isEmpty,
            covers(shape, rect, canvas)
        else { return nil }
        return (shape, rect, fill.resolve(in: appearance))
    }

    func draw(_ command: DrawCommand, _ appearance: Appearance, _ canvas: inout Canvas) {
        switch command {
        case .filled(let shape, let rect, let fill, let shadows, let composition):
            let resolved = shadows.map { $0.resolve(in: appearance) }
            if let fill {
                canvas.fill(
                    shape, in: rect, with: fill.resolve(in: appearance), shadows: resolved, composition: composition)
            } else if !resolved.isEmpty {
                canvas.drawShadows(
                    of: shape.path(in: rect), fillRule: shape.fillRule, shadows: resolved, composition: composition)
            }
        case .stroked(let shape, let rect, let fill, let lineWidth, let inside):
            if inside {
                canvas.strokeBorder(shape, in: rect, lineWidth: lineWidth, with: fill.resolve(in: appearance))
            } else {
                canvas.stroke(shape, in: rect, lineWidth: lineWidth, with: fill.resolve(in: appearance))
            }
        case .innerShadowed(let shape, let rect, let shadow):
            canvas.drawInnerShadow(shadow.resolve(in: appearance), in: shape.path(in: rect), fillRule: shape.fillRule)
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
            // Emoji keep their own colours, whatever the text's.
            if let colors = glyphs.colorGlyphs(for: string, font: font, scale: canvas.transform.scaleFactor) {
                canvas.draw(colors, atDevicePixel: placed.origin)
            }
        case .icon(let image, let rect, let color):
            // Strokes snap to whole device pixels at small sizes, so the icon knows the scale. Each
            // layer keeps its own fill rule, as the SVG it was imported from fills it.
            let paint = Paint.color(color.resolve(in: appearance))
            for layer in image.layers(in: rect, displayScale: canvas.transform.scaleFactor) {
                canvas.fill(layer.path, with: paint, bounds: rect, fillRule: layer.fillRule)
            }
        case .image(let name, let rect, let opacity):
            guard let pixmap = images?.image(named: name) else { return }
            let key = PlacedImageKey(name: name, rect: rect, transform: canvas.transform, bounds: canvas.deviceBounds)
            if keepsPixels, placedImages[key] == nil, let placed = canvas.placed(pixmap, in: rect) {
                if placedImages.count >= Self.placedImageLimit { placedImages = [:] }
                placedImages[key] = placed
            }
            if let placed = placedImages[key] {
                canvas.draw(placed, in: rect, opacity: opacity)
            } else {
                canvas.draw(pixmap, in: rect, opacity: opacity)
            }
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
            canvas.fillBlurred(
                shape.path(in: rect), fillRule: shape.fillRule, with: color.resolve(in: appearance), radius: blur)
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

    /// Whether `shape` in `rect` covers every pixel of the canvas (a whole frame, or a region of one).
    private func covers(_ shape: AnyInsettableShape, _ rect: Rect, _ canvas: Canvas) -> Bool {
        // The frame rect must cover the canvas before any path is built: most opaque fills are
        // controls, and this runs for each of them every frame.
        let t = canvas.transform
        let corner0 = t.apply(rect.origin)
        let corner1 = t.apply(Point(x: rect.maxX, y: rect.maxY))
        // A band of a frame is never the whole frame, even the top one at the origin.
        guard canvas.frameBounds == nil else { return false }
        let b = canvas.deviceBounds
        let (minX, minY, maxX, maxY) = (Double(b.x), Double(b.y), Double(b.maxX), Double(b.maxY))
        guard t.isAxisAligned, min(corner0.x, corner1.x) <= minX, min(corner0.y, corner1.y) <= minY,
            max(corner0.x, corner1.x) >= maxX, max(corner0.y, corner1.y) >= maxY,
            let device = shape.path(in: rect).applying(t).axisAlignedRect
        else { return false }
        return device.minX <= minX && device.minY <= minY && device.maxX >= maxX && device.maxY >= maxY
    }

    /// An opaque fill of the whole frame (a window background), with the full-frame fills over it, is drawn once
    /// and then copied while nothing about it changes.
    /// The kept background's pixels when they are `key`'s.
    func cachedBackground(_ key: BackgroundKey) -> Pixmap? {
        guard let background, background.key == key else { return nil }
        return background.pixmap
    }

    func drawBackground(
        _ run: (start: Int, end: Int, shape: AnyInsettableShape, key: BackgroundKey),
        _ commands: ArraySlice<DrawCommand>, _ appearance: Appearance, _ canvas: inout Canvas
    ) {
        let key = run.key
        if let background, background.key == key {
            canvas.replacePixels(with: background.pixmap)
            return
        }
        canvas.fill(run.shape, in: key.rects[0], with: key.paints[0])
        for command in commands.dropFirst() { draw(command, appearance, &canvas) }
        // A copy of its own, so that drawing on the frame never copies the background back.
        background = (key, canvas.pixmap.copyingPixels())
    }

    /// A group's commands drawn in place, or its pixels copied when it is an opaque group that did not change
    /// (see `OpaqueGroupCache`).
    private func drawGroup(_ content: [DrawCommand], _ appearance: Appearance, _ canvas: inout Canvas) {
        guard keepsPixels, let region = OpaqueGroupCache.backdrop(of: content, appearance, canvas),
            !groups.spills(region)
        else {
            for command in content { draw(command, appearance, &canvas) }
            return
        }
        let key = OpaqueGroupCache.Key(
            content: content, appearance: appearance, transform: canvas.transform, canvasBounds: canvas.deviceBounds,
            dithering: canvas.dithering)
        if let pixels = groups.pixels(for: key, region: region) {
            canvas.replacePixels(in: region, with: pixels)
            return
        }
        // Drawn on a transparent scratch canvas over the part of this one it can reach, placed alike, so every
        // pixel comes out as it would here.
        let reach = DrawBounds.of(content).map { canvas.deviceBounds(of: $0) } ?? canvas.deviceBounds
        let area = reach.intersection(canvas.deviceBounds)
        guard area.intersection(region) == region, let pixmap = Pixmap(width: area.width, height: area.height)
        else {
            for command in content { draw(command, appearance, &canvas) }
            return
        }
        var scratch = Canvas(pixmap: pixmap, origin: IntPoint(x: area.x, y: area.y))
        scratch.transform = canvas.transform
        scratch.dithering = canvas.dithering
        scratch.maskCache = canvas.maskCache
        scratch.gradientTables = canvas.gradientTables
        for command in content { draw(command, appearance, &scratch) }
        guard OpaqueGroupCache.isTransparent(scratch, outside: region) else {
            groups.markSpilling(region)
            for command in content { draw(command, appearance, &canvas) }
            return
        }
        let pixels = scratch.pixels(in: region)
        canvas.replacePixels(in: region, with: pixels)
        groups.store(pixels, for: key, region: region)
    }

    /// Where a layer's content is drawn: its scale about its anchor and its offset, then `transform`.
    static func contentTransform(of layer: Layer, under transform: AffineTransform) -> AffineTransform {
        var local = AffineTransform.identity
        if layer.scale != 1 && layer.scale.isFinite {
            local = AffineTransform(scale: layer.scale, about: layer.anchor)
        }
        if let t = layer.transform { local = local.concatenating(t) }
        if layer.offset != .zero {
            local = local.concatenating(AffineTransform(translationX: layer.offset.x, y: layer.offset.y))
        }
        return local.concatenating(transform)
    }

    private func drawLayer(_ layer: Layer, _ appearance: Appearance, _ canvas: inout Canvas) {
        var appearance = appearance
        if let scheme = layer.colorScheme { appearance.colorScheme = scheme }
        let saved = canvas.transform
        defer { canvas.transform = saved }
        canvas.transform = Self.contentTransform(of: layer, under: saved)
        if let projection = layer.projection {
            // A layer of its own (the interpreter gives a projection nothing else): drawn flat, then projected.
            guard let bounds = DrawBounds.of(layer.content) else { return }
            canvas.drawProjected(bounds: bounds, projection: projection) { inner in
                for command in layer.content { draw(command, appearance, &inner) }
            }
            return
        }
        if layer.blur > 0, layer.opacity >= 1, layer.blendMode == .normal, layer.clip == nil, layer.mask == nil,
            layer.filters.isEmpty, layer.content.count == 1,
            drawBlurred(layer.content[0], blur: layer.blur, appearance, &canvas)
        {
            return
        }
        let isolated =
            layer.isolated || layer.opacity < 1 || layer.blendMode != .normal || layer.blur > 0 || layer.clip != nil
            || layer.mask != nil || !layer.filters.isEmpty
        guard isolated else {
            drawGroup(layer.content, appearance, &canvas)
            return
        }
        let mask: LayerMask?
        if let clip = layer.clip {
            mask = .path(clip.shape.path(in: clip.rect), clip.shape.fillRule)
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
            bounds: bounds, opacity: layer.opacity, blendMode: layer.blendMode, blur: layer.blur,
            filters: layer.filters, mask: mask
        ) { inner in
            for command in layer.content { draw(command, appearance, &inner) }
        }
    }
}
