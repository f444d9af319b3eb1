/// Drop shadows, inner shadows and cached coverage: the masks behind them depend only on geometry
/// and σ in device pixels, so they come from `maskCache` when one is set.
extension Canvas {
    /// The device-space coverage of a user-space path, limited to `limit` (device pixels), with
    /// the key it is cached under. `nil` when nothing of it lies inside `limit`.
    public mutating func coverage(of path: Path, fillRule: FillRule = .nonZero, limit: IntRect) -> (
        mask: Mask, key: MaskKey
    )? {
        guard transform.isFinite, path.isValid, !path.isEmpty else { return nil }
        let device = path.applying(transform)
        let bounds = device.controlPointBounds
        // Far-away geometry cannot be placed on a pixel grid of Int32; it is off-screen anyway.
        let far = 1e8
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
        let clip = full.intersection(limit.offsetBy(dx: -origin.x, dy: -origin.y))
        guard !clip.isEmpty else { return nil }
        let key = MaskKey.shape(relative, fillRule, clip: clip == full ? nil : clip)
        var mask = cachedMask(key) { canvas in
            canvas.rasterizer.mask(for: relative, fillRule: fillRule, clip: clip)
        }
        mask.origin = IntPoint(x: mask.origin.x + origin.x, y: mask.origin.y + origin.y)
        return (mask, key)
    }

    /// Draws the drop shadows of a path (user space), given in modifier order —
    /// `[A, B]` is `.shadow(A).shadow(B)` — so the last one is painted first, lowest.
    public mutating func drawShadows(
        of path: Path, fillRule: FillRule = .nonZero, shadows: [DropShadow], composition: ShadowComposition = .chained
    ) {
        drawShadows(of: path, fillRule: fillRule, shadows: shadows, composition: composition, occluded: false)
    }

    /// Fills a shape above its drop shadows (`.fill(paint).shadow(…)…`). Shadow pixels that an
    /// opaque fill will cover are never drawn.
    public mutating func fill<S: Shape>(
        _ shape: S, in rect: Rect, with paint: Paint, shadows: [DropShadow], composition: ShadowComposition = .chained
    ) {
        let path = shape.path(in: rect)
        var opaque = false
        switch paint {
        case .color(let c): opaque = c.clamped.alpha >= 1
        case .linearGradient(let g): opaque = g.gradient.stops.allSatisfy { $0.color.clamped.alpha >= 1 }
        case .image: opaque = false
        }
        drawShadows(of: path, fillRule: .nonZero, shadows: shadows, composition: composition, occluded: opaque)
        fill(path, with: paint, bounds: rect)
    }

    private mutating func drawShadows(
        of path: Path, fillRule: FillRule, shadows: [DropShadow], composition: ShadowComposition, occluded: Bool
    ) {
        let scale = transform.scaleFactor
        let usable = shadows.filter {
            $0.radius.isFinite && $0.x.isFinite && $0.y.isFinite && $0.color.clamped.alpha > 0
        }
        guard !usable.isEmpty, scale > 0, scale.isFinite else { return }
        // Geometry further than every shadow's reach from the canvas cannot show.
        var reach = 2
        for s in usable {
            let d = deviceOffset(s)
            reach = max(reach, Self.pad(forSigma: deviceSigma(s)) + abs(d.x) + abs(d.y) + 2)
        }
        guard let shape = coverage(of: path, fillRule: fillRule, limit: deviceBounds.insetBy(-reach)) else { return }
        var source = shape
        var layers: [(mask: Mask, offset: IntPoint, color: RGBA)] = []
        for (index, s) in usable.enumerated() {
            let sigma = deviceSigma(s)
            let offset = deviceOffset(s)
            let base = composition == .chained ? source : shape
            let blurKey = MaskKey.blurred(base.key, sigma: Int((sigma * 64).rounded()))
            let blurred = cachedMask(blurKey, relativeTo: base.mask.origin) { _ in
                var m = base.mask
                m.origin = .zero
                return m.blurred(sigma: sigma)
            }
            let color = s.color.clamped
            layers.append((blurred, offset, color))
            if composition == .chained && index < usable.count - 1 {
                let alpha = Int((color.alpha * 255).rounded())
                let key = MaskKey.withShadow(source.key, shadow: blurKey, dx: offset.x, dy: offset.y, alpha: alpha)
                let under = source.mask
                let next = cachedMask(key, relativeTo: under.origin) { _ in
                    var top = under
                    top.origin = .zero
                    var shadow = blurred
                    shadow.origin = IntPoint(
                        x: blurred.origin.x - under.origin.x + offset.x, y: blurred.origin.y - under.origin.y + offset.y
                    )
                    return top.over(shadow, alpha: UInt32(alpha))
                }
                source = (next, key)
            }
        }
        for layer in layers.reversed() {
            var mask = layer.mask
            mask.origin = IntPoint(x: mask.origin.x + layer.offset.x, y: mask.origin.y + layer.offset.y)
            compositeSolid(mask: mask, color: layer.color.premultipliedPixel, occluder: occluded ? shape.mask : nil)
        }
    }

    /// `.blur(radius:)` of a path filled with one colour: the blurred coverage comes from the
    /// cache, so a blurred stroke costs a composite, not a blur, on steady frames.
    public mutating func fillBlurred(_ path: Path, fillRule: FillRule = .nonZero, with color: RGBA, radius: Double) {
        let probe = DropShadow(color: color, radius: radius)
        guard radius.isFinite, color.clamped.alpha > 0 else { return }
        let sigma = deviceSigma(probe)
        guard
            let shape = coverage(
                of: path, fillRule: fillRule, limit: deviceBounds.insetBy(-(Self.pad(forSigma: sigma) + 2)))
        else { return }
        let base = shape.mask
        let blurred = cachedMask(.blurred(shape.key, sigma: Int((sigma * 64).rounded())), relativeTo: base.origin) {
            _ in
            var m = base
            m.origin = .zero
            return m.blurred(sigma: sigma)
        }
        compositeSolid(mask: blurred, color: color.clamped.premultipliedPixel)
    }

    /// Draws an inner shadow inside a path: the blurred outside, offset, clipped to the shape.
    public mutating func drawInnerShadow(_ shadow: InnerShadow, in path: Path, fillRule: FillRule = .nonZero) {
        let probe = DropShadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y)
        guard shadow.radius.isFinite, shadow.x.isFinite, shadow.y.isFinite, shadow.color.clamped.alpha > 0 else {
            return
        }
        let sigma = deviceSigma(probe)
        let offset = deviceOffset(probe)
        guard let shape = coverage(of: path, fillRule: fillRule, limit: deviceBounds.insetBy(-2)) else { return }
        let pad = Self.pad(forSigma: sigma) + max(abs(offset.x), abs(offset.y)) + 1
        let outsideKey = MaskKey.outside(shape.key, pad: pad)
        let blurKey = MaskKey.blurred(outsideKey, sigma: Int((sigma * 64).rounded()))
        let shapeMask = shape.mask
        let blurred = cachedMask(blurKey, relativeTo: shapeMask.origin) { _ in
            var m = shapeMask
            m.origin = .zero
            return m.outside(pad: pad).blurred(sigma: sigma)
        }
        // Inside the shape only: shape coverage × the shifted, blurred outside.
        var clipped = shapeMask
        clipped.coverage.withUnsafeMutableBufferPointer { out in
            blurred.coverage.withUnsafeBufferPointer { b in
                for y in 0..<shapeMask.height {
                    let by = y + shapeMask.origin.y - offset.y - blurred.origin.y
                    for x in 0..<shapeMask.width {
                        let i = y * shapeMask.width + x
                        let c = UInt32(out[i])
                        if c == 0 { continue }
                        let bx = x + shapeMask.origin.x - offset.x - blurred.origin.x
                        // Beyond the blurred box everything is outside: full shadow.
                        let v: UInt32 =
                            by >= 0 && by < blurred.height && bx >= 0 && bx < blurred.width
                            ? UInt32(b[by * blurred.width + bx]) : 255
                        out[i] = UInt8((c * v + 127) / 255)
                    }
                }
            }
        }
        fill(mask: clipped, with: .color(shadow.color.clamped))
    }

    /// A layer's alpha as a coverage mask in device pixels (for masking one layer by another).
    public var alphaMask: Mask {
        var mask = Mask(origin: origin, width: pixmap.width, height: pixmap.height)!
        mask.coverage.withUnsafeMutableBufferPointer { out in
            pixmap.pixels.withUnsafeBufferPointer { px in
                for i in 0..<px.count { out[i] = UInt8(truncatingIfNeeded: px[i] >> 24) }
            }
        }
        return mask
    }

    // MARK: - Helpers

    /// Blur reaches 3σ; buffers are padded by that.
    static func pad(forSigma sigma: Double) -> Int { Int((3 * sigma).rounded(.up)) }

    func deviceSigma(_ s: DropShadow) -> Double {
        min(max(0, ShadowRadius.sigma(forRadius: s.radius) * transform.scaleFactor), 512)
    }

    /// Offsets are whole device pixels: a blurred mask is then reused as it is.
    func deviceOffset(_ s: DropShadow) -> IntPoint {
        let dx = transform.a * s.x + transform.c * s.y
        let dy = transform.b * s.x + transform.d * s.y
        let limit = 1e6
        return IntPoint(x: Int(min(max(dx, -limit), limit).rounded()), y: Int(min(max(dy, -limit), limit).rounded()))
    }

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
}

extension Mask {
    /// `self` over `shadow` scaled by `alpha`/255 (both in the same coordinates): the alpha of a
    /// layer together with its shadow.
    func over(_ shadow: Mask, alpha: UInt32) -> Mask {
        let box = bounds.union(shadow.bounds)
        guard var out = Mask(origin: IntPoint(x: box.x, y: box.y), width: box.width, height: box.height) else {
            return self
        }
        out.coverage.withUnsafeMutableBufferPointer { o in
            // The shadow first (scaled by its colour's alpha), then `self` over it, row by row.
            shadow.coverage.withUnsafeBufferPointer { s in
                for y in 0..<shadow.height {
                    let row = (y + shadow.origin.y - box.y) * box.width + (shadow.origin.x - box.x)
                    for x in 0..<shadow.width {
                        let v = UInt32(s[y * shadow.width + x]) * alpha
                        o[row + x] = UInt8(truncatingIfNeeded: (v + 128 + ((v + 128) >> 8)) >> 8)
                    }
                }
            }
            coverage.withUnsafeBufferPointer { t in
                for y in 0..<height {
                    let row = (y + origin.y - box.y) * box.width + (origin.x - box.x)
                    for x in 0..<width {
                        let top = UInt32(t[y * width + x])
                        let under = UInt32(o[row + x]) * (255 - top)
                        o[row + x] = UInt8(truncatingIfNeeded: top + ((under + 128 + ((under + 128) >> 8)) >> 8))
                    }
                }
            }
        }
        return out
    }

    /// 255 − coverage over the mask's box grown by `pad` on each side.
    func outside(pad: Int) -> Mask {
        guard
            var out = Mask(
                origin: IntPoint(x: origin.x - pad, y: origin.y - pad), width: width + 2 * pad, height: height + 2 * pad
            )
        else { return self }
        out.coverage.withUnsafeMutableBufferPointer { o in
            o.update(repeating: 255)
            coverage.withUnsafeBufferPointer { c in
                for y in 0..<height {
                    for x in 0..<width { o[(y + pad) * out.width + x + pad] = 255 - c[y * width + x] }
                }
            }
        }
        return out
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
