/// A drawing target: a pixmap placed at a device-pixel origin, a user → device transform, and the
/// pipeline that fills shapes: coverage → shader → blend.
public struct Canvas: Sendable {
    public internal(set) var pixmap: Pixmap
    /// Device position of the pixmap's top-left pixel (non-zero for layers).
    public let origin: IntPoint
    /// The device pixels of the whole frame when this canvas holds only a band of it (rendering on
    /// several threads), `nil` when the canvas is the frame. Geometry is limited, masks are made and
    /// layers are sized for these pixels, never for the band's, so a band draws exactly the pixels
    /// the whole frame would: a clipped mask rasterizes and blurs differently near the clip.
    public var frameBounds: IntRect?
    /// User space (points) → device pixels.
    public var transform: AffineTransform = .identity
    /// Ordered dithering of gradients (on by default; tests switch it off for exact values).
    public var dithering = true
    public var rasterizer = Rasterizer()
    /// Where coverage and blurred masks are kept between frames; `nil` renders everything afresh.
    public var maskCache: MaskCache?
    /// Where gradient lookup tables are kept between fills: this canvas's own, shared with its layers,
    /// or one handed over by whoever draws many frames (the renderer) so tables outlive a canvas.
    public var gradientTables = GradientTableCache()
    /// Row scratch for the compositing loops (shaded colours, coverage), kept to avoid reallocation.
    var colors: [UInt32] = []
    var coverageRow: [UInt8] = []

    public init?(width: Int, height: Int) {
        guard let pixmap = Pixmap(width: width, height: height) else { return nil }
        self.init(pixmap: pixmap)
    }

    public init(pixmap: Pixmap, origin: IntPoint = .zero) {
        self.pixmap = pixmap
        self.origin = origin
    }

    /// The device pixels this canvas covers.
    public var deviceBounds: IntRect {
        IntRect(x: origin.x, y: origin.y, width: pixmap.width, height: pixmap.height)
    }

    /// The pixels geometry is limited to and masks are made for: the whole frame's.
    var geometryBounds: IntRect { frameBounds ?? deviceBounds }

    public mutating func clear(_ color: RGBA = .clear) { pixmap.fill(color) }

    /// Replaces every pixel with `image`'s (same size), e.g. a cached background.
    public mutating func replacePixels(with image: Pixmap) {
        guard image.width == pixmap.width, image.height == pixmap.height else { return }
        // Copied into the existing buffer: sharing it would make the next write copy 4 MB anyway.
        image.pixels.withUnsafeBufferPointer { source in
            pixmap.pixels.withUnsafeMutableBufferPointer {
                $0.baseAddress!.update(from: source.baseAddress!, count: source.count)
            }
        }
    }

    /// Copies `image` over the pixels at `origin` (device pixels; clipped to this canvas): a region
    /// redrawn on its own canvas put back into the frame.
    public mutating func replacePixels(at origin: IntPoint, with image: Pixmap) {
        let target = IntRect(x: origin.x, y: origin.y, width: image.width, height: image.height).intersection(
            deviceBounds)
        guard !target.isEmpty else { return }
        let width = pixmap.width
        let canvasOrigin = self.origin
        image.pixels.withUnsafeBufferPointer { source in
            pixmap.pixels.withUnsafeMutableBufferPointer { destination in
                for y in target.y..<target.maxY {
                    let from = (y - origin.y) * image.width + (target.x - origin.x)
                    let to = (y - canvasOrigin.y) * width + (target.x - canvasOrigin.x)
                    (destination.baseAddress! + to).update(from: source.baseAddress! + from, count: target.width)
                }
            }
        }
    }

    // MARK: - Filling

    /// Fills a path (user space). Gradient unit points refer to `bounds`, or to the path's bounds.
    public mutating func fill(
        _ path: Path, with paint: Paint, bounds: Rect? = nil, fillRule: FillRule = .nonZero,
        blendMode: BlendMode = .normal, opacity: Double = 1
    ) {
        guard transform.isFinite, path.isValid, !path.isEmpty else { return }
        let shader = makeShader(paint, bounds: bounds ?? path.controlPointBounds)
        fill(path, shader: shader, fillRule: fillRule, blendMode: blendMode, opacity: opacity)
    }

    /// Fills a path (user space) with colours from `shader`.
    mutating func fill(
        _ path: Path, shader: Shader, fillRule: FillRule = .nonZero, blendMode: BlendMode = .normal,
        opacity: Double = 1
    ) {
        guard transform.isFinite, path.isValid, !path.isEmpty else { return }
        let alpha = Self.opacityByte(opacity)
        guard alpha > 0 else { return }
        if transform.isAxisAligned, let rect = path.axisAlignedRect {
            fillRect(deviceRect(rect), shader: shader, blendMode: blendMode, opacity: alpha)
            return
        }
        guard let coverage = coverage(of: path, fillRule: fillRule, limit: geometryBounds) else { return }
        composite(mask: coverage.mask, shader: shader, blendMode: blendMode, opacity: alpha)
    }

    /// Fills a shape laid out in `rect`; gradients span `rect`, as SwiftUI's `.fill` does.
    public mutating func fill<S: Shape>(
        _ shape: S, in rect: Rect, with paint: Paint, blendMode: BlendMode = .normal, opacity: Double = 1
    ) {
        fill(
            shape.path(in: rect), with: paint, bounds: rect, fillRule: shape.fillRule, blendMode: blendMode,
            opacity: opacity)
    }

    /// `stroke(lineWidth:)`: a band of width `lineWidth` centred on the outline.
    public mutating func stroke<S: InsettableShape>(
        _ shape: S, in rect: Rect, lineWidth: Double, with paint: Paint, blendMode: BlendMode = .normal,
        opacity: Double = 1
    ) {
        fillBand(shape, in: rect, outer: -lineWidth / 2, inner: lineWidth / 2, paint, blendMode, opacity)
    }

    /// `strokeBorder(lineWidth:)`: a band of width `lineWidth` just inside the outline.
    public mutating func strokeBorder<S: InsettableShape>(
        _ shape: S, in rect: Rect, lineWidth: Double, with paint: Paint, blendMode: BlendMode = .normal,
        opacity: Double = 1
    ) {
        fillBand(shape, in: rect, outer: 0, inner: lineWidth, paint, blendMode, opacity)
    }

    /// The region between two insets of a shape: the outer outline minus the inner one.
    private mutating func fillBand<S: InsettableShape>(
        _ shape: S, in rect: Rect, outer: Double, inner: Double, _ paint: Paint, _ blendMode: BlendMode,
        _ opacity: Double
    ) {
        guard inner > outer, inner.isFinite, outer.isFinite else { return }
        var band = shape.inset(by: outer).path(in: rect)
        band.addPath(shape.inset(by: inner).path(in: rect))
        fill(band, with: paint, bounds: rect, fillRule: .evenOdd, blendMode: blendMode, opacity: opacity)
    }

    /// Composites a coverage mask (device pixels) painted with `paint`; gradient unit points refer
    /// to the mask's bounds, or to `bounds` in user space when given.
    public mutating func fill(
        mask: Mask, with paint: Paint, bounds: Rect? = nil, blendMode: BlendMode = .normal, opacity: Double = 1
    ) {
        let alpha = Self.opacityByte(opacity)
        guard alpha > 0, !mask.isEmpty else { return }
        if case .color(let c) = paint, blendMode == .normal {
            compositeSolid(
                mask: mask, color: c.clamped.withAlpha(c.clamped.alpha * Double(alpha) / 255).premultipliedPixel)
            return
        }
        let userBounds = bounds ?? inverseRect(mask.bounds)
        composite(mask: mask, shader: makeShader(paint, bounds: userBounds), blendMode: blendMode, opacity: alpha)
    }

    /// Draws an image stretched over `rect` (user space), bilinearly sampled.
    public mutating func draw(_ image: Pixmap, in rect: Rect, opacity: Double = 1) {
        var path = Path()
        path.addRect(rect)
        fill(path, with: .image(image, in: rect), opacity: opacity)
    }

    // MARK: - Pipeline

    func makeShader(_ paint: Paint, bounds: Rect) -> Shader {
        switch paint {
        case .color(let c): return .solid(c.premultipliedPixel)
        case .linearGradient(let g):
            let start = transform.apply(bounds.point(at: g.startPoint))
            let end = transform.apply(bounds.point(at: g.endPoint))
            return .gradient(
                GradientShader(
                    gradient: g.gradient, start: start, end: end, dithered: dithering, tables: gradientTables))
        case .radialGradient(let g):
            let centre = bounds.point(at: g.center)
            return .radialGradient(
                RadialGradientShader(
                    gradient: g.gradient, toGradientSpace: deviceToUser(centredAt: centre),
                    startRadius: g.startRadius, endRadius: g.endRadius, dithered: dithering, tables: gradientTables))
        case .ellipticalGradient(let g):
            // The frame squashed to a unit square about the centre, where the ellipses are circles.
            let centre = bounds.point(at: g.center)
            let squash =
                bounds.width > 0 && bounds.height > 0
                ? deviceToUser(centredAt: centre)?.concatenating(
                    AffineTransform(scaleX: 1 / bounds.width, y: 1 / bounds.height)) : nil
            return .radialGradient(
                RadialGradientShader(
                    gradient: g.gradient, toGradientSpace: squash, startRadius: g.startRadiusFraction,
                    endRadius: g.endRadiusFraction, dithered: dithering, tables: gradientTables))
        case .angularGradient(let g):
            let centre = bounds.point(at: g.center)
            return .angularGradient(
                AngularGradientShader(
                    gradient: g.gradient, toGradientSpace: deviceToUser(centredAt: centre), startAngle: g.startAngle,
                    endAngle: g.endAngle, dithered: dithering, tables: gradientTables))
        case .image(let image, let rect):
            // Image pixels → user rect → device; the shader needs the inverse.
            let toUser = AffineTransform(
                a: rect.width / Double(image.width), b: 0, c: 0, d: rect.height / Double(image.height),
                tx: rect.minX, ty: rect.minY)
            let forward = toUser.concatenating(transform)
            return .image(ImageShader(image: image, inverse: forward.inverted ?? .identity))
        }
    }

    /// Device pixels → user space with `centre` at the origin; `nil` when the transform is singular.
    private func deviceToUser(centredAt centre: Point) -> AffineTransform? {
        transform.inverted?.concatenating(AffineTransform(translationX: -centre.x, y: -centre.y))
    }

    func deviceRect(_ r: Rect) -> Rect {
        let p0 = transform.apply(r.origin)
        let p1 = transform.apply(Point(x: r.maxX, y: r.maxY))
        return Rect(x: min(p0.x, p1.x), y: min(p0.y, p1.y), width: abs(p1.x - p0.x), height: abs(p1.y - p0.y))
    }

    func inverseRect(_ r: IntRect) -> Rect {
        let device = Rect(x: Double(r.x), y: Double(r.y), width: Double(r.width), height: Double(r.height))
        guard let inverse = transform.inverted else { return device }
        let p0 = inverse.apply(device.origin)
        let p1 = inverse.apply(Point(x: device.maxX, y: device.maxY))
        return Rect(x: min(p0.x, p1.x), y: min(p0.y, p1.y), width: abs(p1.x - p0.x), height: abs(p1.y - p0.y))
    }

    static func opacityByte(_ opacity: Double) -> UInt32 {
        guard opacity.isFinite else { return opacity == .infinity ? 255 : 0 }
        return UInt32((min(max(opacity, 0), 1) * 255).rounded())
    }

    mutating func ensureScratch(_ count: Int) {
        if colors.count < count { colors = [UInt32](repeating: 0, count: count) }
        if coverageRow.count < count { coverageRow = [UInt8](repeating: 0, count: count) }
    }
}
