/// Drop shadows, inner shadows and blurred fills, all drawn from cached blurred coverage
/// (`Canvas+Coverage`): steady frames only tint and composite.
extension Canvas {
    /// Draws the drop shadows of a path (user space), given in modifier order —
    /// `[A, B]` is `.shadow(A).shadow(B)` — so the last one is painted first, lowest.
    public mutating func drawShadows(
        of path: Path, fillRule: FillRule = .nonZero, shadows: [Shadow<RGBA>],
        composition: ShadowComposition = .chained
    ) {
        drawShadows(of: path, fillRule: fillRule, shadows: shadows, composition: composition, occluded: false)
    }

    /// Fills a shape above its drop shadows (`.fill(paint).shadow(…)…`). Shadow pixels that an
    /// opaque fill will cover are never drawn.
    public mutating func fill<S: Shape>(
        _ shape: S, in rect: Rect, with paint: Paint, shadows: [Shadow<RGBA>],
        composition: ShadowComposition = .chained
    ) {
        let path = shape.path(in: rect)
        drawShadows(
            of: path, fillRule: shape.fillRule, shadows: shadows, composition: composition, occluded: paint.isOpaque)
        fill(path, with: paint, bounds: rect, fillRule: shape.fillRule)
    }

    private mutating func drawShadows(
        of path: Path, fillRule: FillRule, shadows: [Shadow<RGBA>], composition: ShadowComposition, occluded: Bool
    ) {
        let scale = transform.scaleFactor
        let usable = shadows.filter(\.isVisible)
        guard !usable.isEmpty, scale > 0, scale.isFinite else { return }
        // Geometry further than every shadow's reach from the canvas cannot show.
        var reach = Self.edgeSlack
        for s in usable {
            let d = deviceOffset(s)
            reach = max(
                reach,
                GaussianBlur.padding(forSigma: deviceSigma(forRadius: s.radius)) + abs(d.x) + abs(d.y)
                    + Self.edgeSlack)
        }
        guard let shape = coverage(of: path, fillRule: fillRule, limit: geometryBounds.insetBy(-reach))
        else { return }
        var source = shape
        var layers: [(mask: Mask, offset: IntPoint, color: RGBA)] = []
        for (index, s) in usable.enumerated() {
            let offset = deviceOffset(s)
            let blurred = self.blurred(
                composition == .chained ? source : shape, sigma: deviceSigma(forRadius: s.radius))
            let color = s.color.clamped
            layers.append((blurred.mask, offset, color))
            if composition == .chained && index < usable.count - 1 {
                let alpha = Int(Self.opacityByte(color.alpha))
                let key = MaskKey.withShadow(
                    source.key, shadow: blurred.key, dx: offset.x, dy: offset.y, alpha: alpha)
                let under = source.mask
                let next = cachedMask(key, relativeTo: under.origin) { _ in
                    var top = under
                    top.origin = .zero
                    var shadow = blurred.mask
                    shadow.origin = IntPoint(
                        x: shadow.origin.x - under.origin.x + offset.x, y: shadow.origin.y - under.origin.y + offset.y)
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
        guard radius.isFinite, color.clamped.alpha > 0 else { return }
        let sigma = deviceSigma(forRadius: radius)
        let limit = geometryBounds.insetBy(-(GaussianBlur.padding(forSigma: sigma) + Self.edgeSlack))
        guard let shape = coverage(of: path, fillRule: fillRule, limit: limit) else { return }
        compositeSolid(mask: blurred(shape, sigma: sigma).mask, color: color.clamped.premultipliedPixel)
    }

    /// Draws an inner shadow inside a path (`.shadow(.inner(…))`, CSS `box-shadow: inset`): the shape's
    /// outside, blurred and offset, seen through the shape.
    public mutating func drawInnerShadow(_ shadow: Shadow<RGBA>, in path: Path, fillRule: FillRule = .nonZero) {
        guard shadow.isVisible else { return }
        let sigma = deviceSigma(forRadius: shadow.radius)
        let offset = deviceOffset(shadow)
        let limit = geometryBounds.insetBy(-Self.edgeSlack)
        guard let shape = coverage(of: path, fillRule: fillRule, limit: limit) else { return }
        // The outside reaches far enough that its blur, shifted by the offset, still covers the shape.
        let pad = GaussianBlur.padding(forSigma: sigma) + max(abs(offset.x), abs(offset.y)) + 1
        let shapeMask = shape.mask
        let outside = blurredMask(.outside(shape.key, pad: pad), sigma: sigma, relativeTo: shapeMask.origin) {
            var unplaced = shapeMask
            unplaced.origin = .zero
            return unplaced.outside(pad: pad)
        }
        fill(mask: shapeMask.multiplied(byOutside: outside.mask, offsetBy: offset), with: .color(shadow.color.clamped))
    }

    // MARK: - Device units

    /// Pixels kept beyond what a blur can reach when limiting geometry to the canvas, so that
    /// anti-aliased edges and rounding never cut a visible pixel.
    static let edgeSlack = 2

    /// σ in device pixels for a SwiftUI radius in points, capped where the blur caps it.
    func deviceSigma(forRadius radius: Double) -> Double {
        min(max(0, ShadowRadius.sigma(forRadius: radius) * transform.scaleFactor), GaussianBlur.maxSigma)
    }

    /// Offsets are whole device pixels: a blurred mask is then reused as it is.
    func deviceOffset(_ s: Shadow<RGBA>) -> IntPoint {
        let dx = transform.a * s.x + transform.c * s.y
        let dy = transform.b * s.x + transform.d * s.y
        let limit = Self.maxDeviceOffset
        return IntPoint(x: Int(min(max(dx, -limit), limit).rounded()), y: Int(min(max(dy, -limit), limit).rounded()))
    }

    /// Largest offset in device pixels: far beyond any canvas, and safe to convert to `Int`.
    static let maxDeviceOffset = 1e6
}
