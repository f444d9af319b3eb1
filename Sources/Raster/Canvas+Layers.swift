/// What a layer is masked by when it is composited onto its parent.
public enum LayerMask {
    /// Clipped to a path in the canvas's user space (e.g. a circle for a circular image), inside by
    /// the rule given.
    case path(Path, FillRule)
    /// Multiplied by a coverage mask in device pixels (e.g. another layer's alpha).
    case coverage(Mask)
    /// Multiplied by the alpha of what the closure draws (SwiftUI's `.mask { … }`).
    case layer((inout Canvas) -> Void)
}

extension Canvas {
    /// Draws `body` into a transparent layer, then composites it with opacity, blend mode and mask.
    /// `bounds` (user space) limits the layer's size; by default it covers this whole canvas.
    /// `blur` is a SwiftUI `.blur(radius:)` in points applied to the layer before compositing, and
    /// `filters` (SwiftUI's colour effects, first to last) are applied after the blur.
    public mutating func drawLayer(
        bounds: Rect? = nil, opacity: Double = 1, blendMode: BlendMode = .normal, blur: Double = 0,
        filters: [ColorFilter] = [], mask: LayerMask? = nil, _ body: (inout Canvas) throws -> Void
    ) rethrows {
        let sigma = blur.isFinite ? deviceSigma(forRadius: blur) : 0
        let pad = sigma > 0 ? GaussianBlur.padding(forSigma: sigma) : 0
        // A blurred layer draws what lies up to 3σ outside the canvas, since it blurs inwards. With
        // its bounds known it covers all of them however little of the canvas it reaches: the blur's
        // result then does not depend on where the canvas ends, so a region redrawn alone (damage
        // tracking) or a band of the frame matches the whole frame bit for bit.
        let reach = geometryBounds.insetBy(-pad)
        let whole =
            sigma > 0
            ? (bounds.map { deviceRect($0).roundedOut.insetBy(-pad) } ?? reach)
            : (bounds.map { deviceRect($0).roundedOut } ?? reach).intersection(reach)
        // A band of the frame draws the rows of the frame's layer that fall in it; all of it when
        // blurred, since every row's blur depends on its neighbours.
        let region = frameBounds == nil || pad > 0 ? whole : whole.intersection(deviceBounds)
        guard !region.isEmpty, !whole.insetBy(-pad).intersection(deviceBounds).isEmpty,
            let pixmap = Pixmap(width: region.width, height: region.height)
        else { return }
        var layer = sublayer(pixmap, at: IntPoint(x: region.x, y: region.y), frame: whole)
        swap(&layer.rasterizer, &rasterizer)
        defer { swap(&layer.rasterizer, &rasterizer) }
        try body(&layer)
        if sigma > 0 {
            let blurred = layer.pixmap.blurred(sigma: sigma)
            layer = Canvas(
                pixmap: blurred.pixmap,
                origin: IntPoint(x: layer.origin.x + blurred.offset.x, y: layer.origin.y + blurred.offset.y))
        }
        // Each pixel's filtered colour depends on that pixel alone, so a band or a damaged region
        // filters to the same values as the whole frame.
        ColorFilter.apply(filters, to: &layer.pixmap)
        let coverage: Mask?
        switch mask {
        case .none: coverage = nil
        case .path(let path, let rule):
            coverage = rasterizer.mask(for: path, transform: transform, fillRule: rule, clip: layer.geometryBounds)
        case .coverage(let m): coverage = m
        case .layer(let draw):
            var maskLayer = Canvas(
                pixmap: Pixmap(width: layer.pixmap.width, height: layer.pixmap.height)!, origin: layer.origin)
            maskLayer.frameBounds = layer.frameBounds
            maskLayer.transform = transform
            maskLayer.dithering = dithering
            maskLayer.maskCache = maskCache
            maskLayer.gradientTables = gradientTables
            draw(&maskLayer)
            coverage = maskLayer.alphaMask
        }
        composite(layer: layer, mask: coverage, blendMode: blendMode, opacity: Self.opacityByte(opacity))
    }

    /// A canvas for a layer's pixels at `origin` that draws as this one does (its transform, dithering
    /// and caches); in a band of the frame, its own frame is `frame`. The caller lends it the rasterizer.
    func sublayer(_ pixmap: Pixmap, at origin: IntPoint, frame: IntRect) -> Canvas {
        var layer = Canvas(pixmap: pixmap, origin: origin)
        if frameBounds != nil { layer.frameBounds = frame }
        layer.transform = transform
        layer.dithering = dithering
        layer.maskCache = maskCache
        layer.gradientTables = gradientTables
        return layer
    }

    /// Composites another canvas's pixels (placed at its own origin) onto this one.
    mutating func composite(
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
}
