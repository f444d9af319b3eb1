/// Coverage masks of paths and their blurs, the masks every shadow and `.blur` is made of. They depend
/// only on geometry and σ in device pixels, so they come from `maskCache` when one is set.
extension Canvas {
    /// The device-space coverage of a user-space path, limited to `limit` (device pixels), with
    /// the key it is cached under. `nil` when nothing of it lies inside `limit`. A shape that reaches
    /// `limit` is covered whole when it is no bigger than `wholeShapeSide` a side: its coverage (the
    /// rasteriser works in `Float` relative to the mask's origin) and what is blurred from it then do
    /// not depend on where the canvas ends, so a region drawn on its own (damage tracking, bands)
    /// matches the whole frame bit for bit, and finds the whole frame's masks in the cache.
    mutating func coverage(of path: Path, fillRule: FillRule = .nonZero, limit: IntRect) -> (
        mask: Mask, key: MaskKey
    )? {
        guard transform.isFinite, path.isValid, !path.isEmpty else { return nil }
        let device = path.applying(transform)
        let bounds = device.controlPointBounds
        let far = Self.farCoordinate
        guard bounds.isFinite else { return nil }
        guard abs(bounds.minX) < far, abs(bounds.minY) < far, abs(bounds.maxX) < far, abs(bounds.maxY) < far else {
            // Huge geometry is clipped where it is drawn; its key is its absolute placement.
            let mask = rasterizer.mask(for: device, fillRule: fillRule, clip: limit)
            return mask.isEmpty ? nil : (mask, .shape(device, fillRule, clip: limit))
        }
        let origin = IntPoint(x: Int(bounds.minX.rounded(.down)), y: Int(bounds.minY.rounded(.down)))
        let relative = device.offsetBy(dx: -Double(origin.x), dy: -Double(origin.y)).quantized
        let full = IntRect(
            x: 0, y: 0, width: Int((bounds.maxX - Double(origin.x)).rounded(.up)),
            height: Int((bounds.maxY - Double(origin.y)).rounded(.up)))
        var clip = full.intersection(limit.offsetBy(dx: -origin.x, dy: -origin.y))
        guard !clip.isEmpty else { return nil }
        if full.width <= Self.wholeShapeSide, full.height <= Self.wholeShapeSide { clip = full }
        let key = MaskKey.shape(relative, fillRule, clip: clip == full ? nil : clip)
        var mask = cachedMask(key) { canvas in
            canvas.rasterizer.mask(for: relative, fillRule: fillRule, clip: clip)
        }
        mask.origin = IntPoint(x: mask.origin.x + origin.x, y: mask.origin.y + origin.y)
        return (mask, key)
    }

    /// Beyond this many device pixels geometry is not placed on a whole-pixel grid (it could not be in
    /// Int32, and it is off-screen anyway).
    static let farCoordinate = 1e8

    /// The largest side (device pixels) of a shape whose coverage is made whole.
    static let wholeShapeSide = 4096

    /// A mask from the cache (or made now when there is no cache), stored relative to an origin and
    /// returned placed at `relativeTo` + its own origin.
    mutating func cachedMask(_ key: MaskKey, relativeTo base: IntPoint = .zero, make: (inout Canvas) -> Mask) -> Mask {
        var mask: Mask
        if let cache = maskCache {
            mask = cache.mask(for: key) { make(&self) }
        } else {
            mask = make(&self)
        }
        mask.origin = IntPoint(x: mask.origin.x + base.x, y: mask.origin.y + base.y)
        return mask
    }

    /// A mask blurred with σ device pixels, cached under `source` blurred. `make` builds the unblurred
    /// mask relative to `origin` (called only when the blur is not cached); the result is placed there.
    mutating func blurredMask(
        _ source: MaskKey, sigma: Double, relativeTo origin: IntPoint, make: () -> Mask
    ) -> (mask: Mask, key: MaskKey) {
        let key = MaskKey.blurred(source, sigma: sigma)
        return (cachedMask(key, relativeTo: origin) { _ in make().blurred(sigma: sigma) }, key)
    }

    /// A placed, cached mask (a shape's coverage) blurred with σ device pixels.
    mutating func blurred(_ source: (mask: Mask, key: MaskKey), sigma: Double) -> (mask: Mask, key: MaskKey) {
        blurredMask(source.key, sigma: sigma, relativeTo: source.mask.origin) {
            var unplaced = source.mask
            unplaced.origin = .zero
            return unplaced
        }
    }

    /// A layer's alpha as a coverage mask in device pixels (for masking one layer by another).
    var alphaMask: Mask {
        var mask = Mask(origin: origin, width: pixmap.width, height: pixmap.height)!
        mask.coverage.withUnsafeMutableBufferPointer { out in
            pixmap.pixels.withUnsafeBufferPointer { px in
                for i in 0..<px.count { out[i] = UInt8(truncatingIfNeeded: px[i] >> 24) }
            }
        }
        return mask
    }
}

extension Path {
    /// Points snapped to 1/256 px, so that equal geometry gives equal cache keys.
    var quantized: Path {
        func q(_ p: Point) -> Point { Point(x: (p.x * 256).rounded() / 256, y: (p.y * 256).rounded() / 256) }
        var out = Path()
        for element in elements {
            switch element {
            case .move(let p): out.move(to: q(p))
            case .line(let p): out.addLine(to: q(p))
            case .quadCurve(let p, let c): out.addQuadCurve(to: q(p), control: q(c))
            case .curve(let p, let c1, let c2): out.addCurve(to: q(p), control1: q(c1), control2: q(c2))
            case .closeSubpath: out.closeSubpath()
            }
        }
        return out
    }
}
