/// What a layer is masked by when it is composited onto its parent.
public enum LayerMask {
    /// Clipped to a path in the canvas's user space (e.g. a circle for a circular image).
    case path(Path)
    /// Multiplied by a coverage mask in device pixels (e.g. another layer's alpha).
    case coverage(Mask)
    /// Multiplied by the alpha of what the closure draws (SwiftUI's `.mask { … }`).
    case layer((inout Canvas) -> Void)
}

/// A drawing target: a pixmap placed at a device-pixel origin, a user → device transform, and the
/// pipeline that fills shapes: coverage → shader → blend.
public struct Canvas {
    public private(set) var pixmap: Pixmap
    /// Device position of the pixmap's top-left pixel (non-zero for layers).
    public let origin: IntPoint
    /// User space (points) → device pixels.
    public var transform: AffineTransform = .identity
    /// Ordered dithering of gradients (on by default; tests switch it off for exact values).
    public var dithering = true
    public var rasterizer = Rasterizer()
    /// Where coverage and blurred masks are kept between frames; `nil` renders everything afresh.
    public var maskCache: MaskCache?
    private var colors: [UInt32] = []
    private var coverageRow: [UInt8] = []

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

    // MARK: - Filling

    /// Fills a path (user space). Gradient unit points refer to `bounds`, or to the path's bounds.
    public mutating func fill(
        _ path: Path, with paint: Paint, bounds: Rect? = nil, fillRule: FillRule = .nonZero,
        blendMode: BlendMode = .normal, opacity: Double = 1
    ) {
        guard transform.isFinite, path.isValid, !path.isEmpty else { return }
        let shader = makeShader(paint, bounds: bounds ?? path.controlPointBounds)
        let alpha = Self.opacityByte(opacity)
        guard alpha > 0 else { return }
        if transform.isAxisAligned, let rect = path.axisAlignedRect {
            fillRect(deviceRect(rect), shader: shader, blendMode: blendMode, opacity: alpha)
            return
        }
        guard let coverage = coverage(of: path, fillRule: fillRule, limit: deviceBounds) else { return }
        composite(mask: coverage.mask, shader: shader, blendMode: blendMode, opacity: alpha)
    }

    /// Fills a shape laid out in `rect`; gradients span `rect`, as SwiftUI's `.fill` does.
    public mutating func fill<S: Shape>(
        _ shape: S, in rect: Rect, with paint: Paint, blendMode: BlendMode = .normal, opacity: Double = 1
    ) {
        fill(shape.path(in: rect), with: paint, bounds: rect, blendMode: blendMode, opacity: opacity)
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

    // MARK: - Layers

    /// Draws `body` into a transparent layer, then composites it with opacity, blend mode and mask.
    /// `bounds` (user space) limits the layer's size; by default it covers this whole canvas.
    /// `blur` is a SwiftUI `.blur(radius:)` in points applied to the layer before compositing.
    public mutating func drawLayer(
        bounds: Rect? = nil, opacity: Double = 1, blendMode: BlendMode = .normal, blur: Double = 0,
        mask: LayerMask? = nil, _ body: (inout Canvas) throws -> Void
    ) rethrows {
        let sigma = blur.isFinite ? min(max(0, ShadowRadius.sigma(forRadius: blur) * transform.scaleFactor), 512) : 0
        let pad = sigma > 0 ? Self.pad(forSigma: sigma) : 0
        // A blurred layer draws what lies up to 3σ outside the canvas, since it blurs inwards.
        let reach = deviceBounds.insetBy(-pad)
        let region = (bounds.map { deviceRect($0).roundedOut.insetBy(-pad) } ?? reach).intersection(reach)
        guard !region.isEmpty, let pixmap = Pixmap(width: region.width, height: region.height) else { return }
        var layer = Canvas(pixmap: pixmap, origin: IntPoint(x: region.x, y: region.y))
        layer.transform = transform
        layer.dithering = dithering
        layer.maskCache = maskCache
        swap(&layer.rasterizer, &rasterizer)
        defer { swap(&layer.rasterizer, &rasterizer) }
        try body(&layer)
        if sigma > 0 {
            let blurred = layer.pixmap.blurred(sigma: sigma)
            layer = Canvas(
                pixmap: blurred.pixmap,
                origin: IntPoint(x: layer.origin.x + blurred.offset.x, y: layer.origin.y + blurred.offset.y))
        }
        let coverage: Mask?
        switch mask {
        case .none: coverage = nil
        case .path(let path):
            coverage = rasterizer.mask(for: path, transform: transform, clip: layer.deviceBounds)
        case .coverage(let m): coverage = m
        case .layer(let draw):
            var maskLayer = Canvas(
                pixmap: Pixmap(width: layer.pixmap.width, height: layer.pixmap.height)!, origin: layer.origin)
            maskLayer.transform = transform
            maskLayer.dithering = dithering
            maskLayer.maskCache = maskCache
            draw(&maskLayer)
            coverage = maskLayer.alphaMask
        }
        composite(layer: layer, mask: coverage, blendMode: blendMode, opacity: Self.opacityByte(opacity))
    }

    /// Composites another canvas's pixels (placed at its own origin) onto this one.
    public mutating func composite(
        layer: Canvas, mask: Mask? = nil, blendMode: BlendMode = .normal, opacity: UInt32 = 255
    ) {
        let region = layer.deviceBounds.intersection(deviceBounds)
        guard !region.isEmpty, opacity > 0 else { return }
        ensureScratch(region.width)
        let ownWidth = pixmap.width
        let layerWidth = layer.pixmap.width
        let (ox, oy) = (origin.x, origin.y)
        layer.pixmap.pixels.withUnsafeBufferPointer { src in
            pixmap.pixels.withUnsafeMutableBufferPointer { dst in
                coverageRow.withUnsafeMutableBufferPointer { cov in
                    for y in region.y..<region.maxY {
                        let srcStart = (y - layer.origin.y) * layerWidth + (region.x - layer.origin.x)
                        let dstStart = (y - oy) * ownWidth + (region.x - ox)
                        let coverage: UnsafePointer<UInt8>?
                        if let mask {
                            Self.maskRow(mask, y: y, x0: region.x, count: region.width, into: cov.baseAddress!)
                            coverage = UnsafePointer(cov.baseAddress!)
                        } else {
                            coverage = nil
                        }
                        Self.blendSpan(
                            dst: dst.baseAddress! + dstStart, src: src.baseAddress! + srcStart, coverage: coverage,
                            count: region.width, opacity: opacity, mode: blendMode)
                    }
                }
            }
        }
    }

    // MARK: - Pipeline

    private func makeShader(_ paint: Paint, bounds: Rect) -> Shader {
        switch paint {
        case .color(let c): return .solid(c.premultipliedPixel)
        case .linearGradient(let g):
            let start = transform.apply(bounds.point(at: g.startPoint))
            let end = transform.apply(bounds.point(at: g.endPoint))
            return .gradient(GradientShader(gradient: g.gradient, start: start, end: end, dithered: dithering))
        case .image(let image, let rect):
            // Image pixels → user rect → device; the shader needs the inverse.
            let toUser = AffineTransform(
                a: rect.width / Double(image.width), b: 0, c: 0, d: rect.height / Double(image.height),
                tx: rect.minX, ty: rect.minY)
            let forward = toUser.concatenating(transform)
            return .image(ImageShader(image: image, inverse: forward.inverted ?? .identity))
        }
    }

    private func deviceRect(_ r: Rect) -> Rect {
        let p0 = transform.apply(r.origin)
        let p1 = transform.apply(Point(x: r.maxX, y: r.maxY))
        return Rect(x: min(p0.x, p1.x), y: min(p0.y, p1.y), width: abs(p1.x - p0.x), height: abs(p1.y - p0.y))
    }

    private func inverseRect(_ r: IntRect) -> Rect {
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

    private mutating func ensureScratch(_ count: Int) {
        if colors.count < count { colors = [UInt32](repeating: 0, count: count) }
        if coverageRow.count < count { coverageRow = [UInt8](repeating: 0, count: count) }
    }

    /// An axis-aligned rectangle without rasterizing: its coverage is a column profile times a row
    /// profile, exact for fractional edges.
    private mutating func fillRect(_ rect: Rect, shader: Shader, blendMode: BlendMode, opacity: UInt32) {
        let region = rect.roundedOut.intersection(deviceBounds)
        guard !region.isEmpty else { return }
        ensureScratch(region.width)
        func profile(_ lo: Double, _ hi: Double, _ i: Int) -> Double {
            max(0, min(hi, Double(i + 1)) - max(lo, Double(i)))
        }
        var columns = [Double](repeating: 1, count: region.width)
        columns[0] = profile(rect.minX, rect.maxX, region.x)
        columns[region.width - 1] = profile(rect.minX, rect.maxX, region.maxX - 1)
        let ownWidth = pixmap.width
        let (ox, oy) = (origin.x, origin.y)
        let opaque = shader.isOpaque && blendMode == .normal && opacity == 255
        colors.withUnsafeMutableBufferPointer { colorBuffer in
            coverageRow.withUnsafeMutableBufferPointer { cov in
                pixmap.pixels.withUnsafeMutableBufferPointer { dst in
                    let colorsBase = colorBuffer.baseAddress!
                    let covBase = UnsafePointer(cov.baseAddress!)
                    if case .solid(let p) = shader { colorsBase.update(repeating: p, count: region.width) }
                    var preparedRowCoverage = -1.0
                    for y in region.y..<region.maxY {
                        let rowCoverage = profile(rect.minY, rect.maxY, y)
                        if rowCoverage != preparedRowCoverage {
                            for i in 0..<region.width {
                                cov[i] = UInt8((columns[i] * rowCoverage * 255).rounded())
                            }
                            preparedRowCoverage = rowCoverage
                        }
                        let dstRow = dst.baseAddress! + (y - oy) * ownWidth + (region.x - ox)
                        if opaque && rowCoverage == 1 {
                            // Interior rows of an opaque fill: blend the two edge pixels, store the rest
                            // straight from the shader.
                            let last = region.width - 1
                            let first = cov[0] == 255 ? 0 : 1
                            let end = cov[last] == 255 ? region.width : last
                            if first == 1 || end == last {
                                shader.shade(x0: region.x, y: y, count: region.width, into: colorsBase)
                                if first == 1 {
                                    Self.blendSpan(
                                        dst: dstRow, src: colorsBase, coverage: covBase, count: 1, opacity: 255,
                                        mode: .normal)
                                }
                                if end == last && last > 0 {
                                    Self.blendSpan(
                                        dst: dstRow + last, src: colorsBase + last, coverage: covBase + last, count: 1,
                                        opacity: 255, mode: .normal)
                                }
                            }
                            if end > first {
                                shader.shade(x0: region.x + first, y: y, count: end - first, into: dstRow + first)
                            }
                            continue
                        }
                        if !shader.isSolid {
                            shader.shade(x0: region.x, y: y, count: region.width, into: colorsBase)
                        }
                        Self.blendSpan(
                            dst: dstRow, src: colorsBase, coverage: covBase, count: region.width, opacity: opacity,
                            mode: blendMode)
                    }
                }
            }
        }
    }

    /// Paints every row of a coverage mask with a shader, run by run: uncovered runs (the inside of
    /// a stroke, the corners of a circle's box) cost nothing, and fully covered runs of an opaque
    /// paint are shaded straight into the destination.
    private mutating func composite(mask: Mask, shader: Shader, blendMode: BlendMode, opacity: UInt32) {
        let region = mask.bounds.intersection(deviceBounds)
        guard !region.isEmpty else { return }
        ensureScratch(region.width)
        let ownWidth = pixmap.width
        let (ox, oy) = (origin.x, origin.y)
        let storeFullRuns = shader.isOpaque && blendMode == .normal && opacity == 255
        colors.withUnsafeMutableBufferPointer { colorBuffer in
            mask.coverage.withUnsafeBufferPointer { cov in
                pixmap.pixels.withUnsafeMutableBufferPointer { dst in
                    let colorsBase = colorBuffer.baseAddress!
                    if case .solid(let p) = shader { colorsBase.update(repeating: p, count: region.width) }
                    let width = region.width
                    for y in region.y..<region.maxY {
                        let covRow = cov.baseAddress! + (y - mask.origin.y) * mask.width + (region.x - mask.origin.x)
                        let dstRow = dst.baseAddress! + (y - oy) * ownWidth + (region.x - ox)
                        var x = 0
                        while x < width {
                            // Skip the uncovered run.
                            while x < width && covRow[x] == 0 { x += 1 }
                            if x == width { break }
                            let runStart = x
                            if storeFullRuns && covRow[x] == 255 {
                                while x < width && covRow[x] == 255 { x += 1 }
                                shader.shade(
                                    x0: region.x + runStart, y: y, count: x - runStart, into: dstRow + runStart)
                                continue
                            }
                            while x < width && covRow[x] != 0 && !(storeFullRuns && covRow[x] == 255) { x += 1 }
                            let count = x - runStart
                            let src: UnsafePointer<UInt32>
                            if shader.isSolid {
                                src = UnsafePointer(colorsBase)
                            } else {
                                shader.shade(x0: region.x + runStart, y: y, count: count, into: colorsBase)
                                src = UnsafePointer(colorsBase)
                            }
                            Self.blendSpan(
                                dst: dstRow + runStart, src: src, coverage: covRow + runStart, count: count,
                                opacity: opacity, mode: blendMode)
                        }
                    }
                }
            }
        }
    }

    /// A solid colour through a mask with source-over: the shadow path. Colours for each coverage
    /// level come from a 256-entry table, and pixels where `occluder` is fully covered are skipped
    /// (an opaque fill will be painted over them).
    mutating func compositeSolid(mask: Mask, color: UInt32, occluder: Mask? = nil) {
        let region = mask.bounds.intersection(deviceBounds)
        guard !region.isEmpty, color >> 24 != 0 else { return }
        var table = [UInt32](repeating: 0, count: 256)
        for k in 0..<256 { table[k] = PixelFormat.scale(color, by: UInt32(k)) }
        let ownWidth = pixmap.width
        let (ox, oy) = (origin.x, origin.y)
        table.withUnsafeBufferPointer { tint in
            mask.coverage.withUnsafeBufferPointer { cov in
                pixmap.pixels.withUnsafeMutableBufferPointer { dst in
                    for y in region.y..<region.maxY {
                        let covRow = cov.baseAddress! + (y - mask.origin.y) * mask.width + (region.x - mask.origin.x)
                        let dstRow = dst.baseAddress! + (y - oy) * ownWidth + (region.x - ox)
                        var (skipStart, skipEnd) = (0, 0)
                        if let occluder {
                            (skipStart, skipEnd) = Self.fullRun(of: occluder, y: y, x0: region.x, count: region.width)
                        }
                        if skipEnd > skipStart {
                            Self.blendSolid(dstRow, covRow, 0, skipStart, color, tint)
                            Self.blendSolid(dstRow, covRow, skipEnd, region.width, color, tint)
                        } else {
                            Self.blendSolid(dstRow, covRow, 0, region.width, color, tint)
                        }
                    }
                }
            }
        }
    }

    /// Pixels `start..<end` of a row: four at a time in SIMD lanes, the rest one by one.
    @inline(__always)
    private static func blendSolid(
        _ dst: UnsafeMutablePointer<UInt32>, _ coverage: UnsafePointer<UInt8>, _ start: Int, _ end: Int,
        _ color: UInt32,
        _ tint: UnsafeBufferPointer<UInt32>
    ) {
        var x = start
        let colors = SIMD4<UInt32>(repeating: color)
        let raw = UnsafeMutableRawPointer(dst)
        while x + 4 <= end {
            let word = UnsafeRawPointer(coverage + x).loadUnaligned(as: UInt32.self)
            if word != 0 {
                let k = SIMD4<UInt32>(word & 0xFF, (word >> 8) & 0xFF, (word >> 16) & 0xFF, word >> 24)
                let s = PixelFormat.scale(colors, by: k)
                let d = raw.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<UInt32>.self)
                let blended = s &+ PixelFormat.scale(d, by: SIMD4(repeating: 255) &- (s &>> 24))
                raw.storeBytes(of: blended, toByteOffset: x * 4, as: SIMD4<UInt32>.self)
            }
            x += 4
        }
        while x < end {
            let k = Int(coverage[x])
            if k != 0 {
                let s = tint[k]
                dst[x] = s &+ PixelFormat.scale(dst[x], by: 255 - (s >> 24))
            }
            x += 1
        }
    }

    /// The first run of full coverage on row `y` of `mask`, relative to `x0` (empty when none).
    private static func fullRun(of mask: Mask, y: Int, x0: Int, count: Int) -> (Int, Int) {
        let ly = y - mask.origin.y
        guard ly >= 0, ly < mask.height else { return (0, 0) }
        return mask.coverage.withUnsafeBufferPointer { c in
            let row = c.baseAddress! + ly * mask.width
            var x = 0
            while x < mask.width && row[x] != 255 { x += 1 }
            let start = x
            while x < mask.width && row[x] == 255 { x += 1 }
            let lo = min(max(start + mask.origin.x - x0, 0), count)
            let hi = min(max(x + mask.origin.x - x0, 0), count)
            return (lo, hi)
        }
    }

    /// Copies one row of a mask (zeros outside it) for compositing a layer through it.
    private static func maskRow(_ mask: Mask, y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        out.update(repeating: 0, count: count)
        let ly = y - mask.origin.y
        guard ly >= 0, ly < mask.height else { return }
        let start = max(x0, mask.origin.x)
        let end = min(x0 + count, mask.origin.x + mask.width)
        guard end > start else { return }
        mask.coverage.withUnsafeBufferPointer { m in
            for x in start..<end { out[x - x0] = m[ly * mask.width + (x - mask.origin.x)] }
        }
    }

    /// The inner loop: scale each source pixel by coverage × opacity, blend it onto the destination.
    @inline(__always)
    static func blendSpan(
        dst: UnsafeMutablePointer<UInt32>, src: UnsafePointer<UInt32>, coverage: UnsafePointer<UInt8>?, count: Int,
        opacity: UInt32, mode: BlendMode
    ) {
        guard let coverage else {
            blendSpan(dst: dst, src: src, count: count, opacity: opacity, mode: mode) { _ in 255 }
            return
        }
        blendSpan(dst: dst, src: src, count: count, opacity: opacity, mode: mode) { UInt32(coverage[$0]) }
    }

    @inline(__always)
    private static func blendSpan(
        dst: UnsafeMutablePointer<UInt32>, src: UnsafePointer<UInt32>, count: Int, opacity: UInt32, mode: BlendMode,
        coverage: (Int) -> UInt32
    ) {
        if mode == .normal {
            // Four pixels per step in SIMD lanes; the tail one by one.
            var start = 0
            let raw = UnsafeMutableRawPointer(dst)
            let rawSrc = UnsafeRawPointer(src)
            let opacityVector = SIMD4<UInt32>(repeating: opacity)
            let half = SIMD4<UInt32>(repeating: 128)
            while start + 4 <= count {
                var k = SIMD4<UInt32>(coverage(start), coverage(start + 1), coverage(start + 2), coverage(start + 3))
                if k != .zero {
                    if opacity != 255 {
                        let t = k &* opacityVector &+ half
                        k = (t &+ (t &>> 8)) &>> 8
                    }
                    let s = PixelFormat.scale(
                        rawSrc.loadUnaligned(fromByteOffset: start * 4, as: SIMD4<UInt32>.self), by: k)
                    let d = raw.loadUnaligned(fromByteOffset: start * 4, as: SIMD4<UInt32>.self)
                    let blended = s &+ PixelFormat.scale(d, by: SIMD4(repeating: 255) &- (s &>> 24))
                    raw.storeBytes(of: blended, toByteOffset: start * 4, as: SIMD4<UInt32>.self)
                }
                start += 4
            }
            for i in start..<count {
                var k = coverage(i)
                if k == 0 { continue }
                if opacity != 255 { k = (k * opacity + 128 + ((k * opacity + 128) >> 8)) >> 8 }
                let s = k == 255 ? src[i] : PixelFormat.scale(src[i], by: k)
                let sa = s >> 24
                if sa == 255 {
                    dst[i] = s
                } else if sa != 0 {
                    dst[i] = PixelFormat.sourceOver(s, dst[i])
                }
            }
        } else {
            for i in 0..<count {
                var k = coverage(i)
                if k == 0 { continue }
                if opacity != 255 { k = (k * opacity + 128 + ((k * opacity + 128) >> 8)) >> 8 }
                let s = k == 255 ? src[i] : PixelFormat.scale(src[i], by: k)
                dst[i] = mode.blend(s, onto: dst[i])
            }
        }
    }
}

extension AffineTransform {
    /// The inverse map, or `nil` when the transform collapses space (zero scale).
    public var inverted: AffineTransform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det
        let ib = -b / det
        let ic = -c / det
        let id = a / det
        return AffineTransform(
            a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }
}
