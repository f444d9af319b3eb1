/// A projective change of the plane (a homography): where a flat picture turned in space lands on
/// the screen, as Core Animation draws a layer with perspective. `[X·w, Y·w, w] = m · [x, y, 1]`,
/// `m` row by row; points with `w ≤ 0` are behind the eye.
public struct Projection: Hashable, Sendable {
    public var m: [Double]

    public init(_ m: [Double]) {
        precondition(m.count == 9, "a projection is a 3×3 matrix")
        self.m = m
    }

    public init(_ t: AffineTransform) { self.init([t.a, t.c, t.tx, t.b, t.d, t.ty, 0, 0, 1]) }

    /// Where `p` lands; nil behind the eye.
    public func apply(_ p: Point) -> Point? {
        let w = m[6] * p.x + m[7] * p.y + m[8]
        guard w > 1e-9, w.isFinite else { return nil }
        return Point(x: (m[0] * p.x + m[1] * p.y + m[2]) / w, y: (m[3] * p.x + m[4] * p.y + m[5]) / w)
    }

    /// `self` then `other`.
    public func concatenating(_ other: Projection) -> Projection {
        let (a, b) = (other.m, m)
        var r = [Double](repeating: 0, count: 9)
        for i in 0..<3 {
            for j in 0..<3 { r[i * 3 + j] = a[i * 3] * b[j] + a[i * 3 + 1] * b[3 + j] + a[i * 3 + 2] * b[6 + j] }
        }
        return Projection(r)
    }

    /// The change back; nil when the matrix is singular.
    public var inverted: Projection? {
        let (a, b, c, d, e, f, g, h, i) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        guard abs(det) > 1e-12, det.isFinite else { return nil }
        let adjugate = [
            e * i - f * h, c * h - b * i, b * f - c * e,
            f * g - d * i, a * i - c * g, c * d - a * f,
            d * h - e * g, b * g - a * h, a * e - b * d,
        ]
        return Projection(adjugate.map { $0 / det })
    }

    /// The box round `r`'s four corners moved; nil when one is behind the eye.
    public func bounds(of r: Rect) -> Rect? {
        var xs: [Double] = []
        var ys: [Double] = []
        for corner in [r.origin, Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
        {
            guard let p = apply(corner) else { return nil }
            xs.append(p.x)
            ys.append(p.y)
        }
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

extension Canvas {
    /// Draws `body` flat into a layer covering `bounds` (user space), then lays it onto this canvas
    /// through `projection` (user space too): each pixel here takes the layer's colour where the
    /// projection's inverse lands, sampled between its four nearest pixels. The layer is drawn whole
    /// whatever part of the frame this canvas holds, so a band or a damaged region matches the frame.
    public mutating func drawProjected(bounds: Rect, projection: Projection, _ body: (inout Canvas) throws -> Void)
        rethrows
    {
        let device = Projection(transform)
        guard let toUser = device.inverted else { return }
        // Device → user, projected, user → device.
        let onDevice = toUser.concatenating(projection).concatenating(device)
        let source = deviceRect(bounds).roundedOut.intersection(geometryBounds.insetBy(-Self.projectionReach))
        guard !source.isEmpty, let inverse = onDevice.inverted,
            let pixmap = Pixmap(width: source.width, height: source.height)
        else { return }
        var layer = sublayer(pixmap, at: IntPoint(x: source.x, y: source.y), frame: source)
        swap(&layer.rasterizer, &rasterizer)
        defer { swap(&layer.rasterizer, &rasterizer) }
        try body(&layer)
        let sourceRect = Rect(
            x: Double(source.x), y: Double(source.y), width: Double(source.width), height: Double(source.height))
        let landed = onDevice.bounds(of: sourceRect).map(\.roundedOut) ?? geometryBounds
        let target = landed.intersection(deviceBounds)
        guard !target.isEmpty, var out = Pixmap(width: target.width, height: target.height) else { return }
        let (sw, sh) = (source.width, source.height)
        layer.pixmap.pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for y in 0..<target.height {
                    for x in 0..<target.width {
                        let p = Point(x: Double(target.x + x) + 0.5, y: Double(target.y + y) + 0.5)
                        guard let s = inverse.apply(p) else { continue }
                        let fx = s.x - 0.5 - Double(source.x)
                        let fy = s.y - 0.5 - Double(source.y)
                        guard fx > -1, fy > -1, fx < Double(sw), fy < Double(sh) else { continue }
                        dst[y * target.width + x] = Self.bilinear(src, sw, sh, fx, fy)
                    }
                }
            }
        }
        composite(layer: Canvas(pixmap: out, origin: IntPoint(x: target.x, y: target.y)))
    }

    /// How far outside the frame a projected layer's flat picture is drawn: a view turned in space
    /// may bring in what lies beyond the window's edge.
    static let projectionReach = 512

    /// The premultiplied colour at (`x`, `y`) between pixel centres, transparent outside.
    private static func bilinear(_ p: UnsafeBufferPointer<UInt32>, _ w: Int, _ h: Int, _ x: Double, _ y: Double)
        -> UInt32
    {
        let x0 = Int(x.rounded(.down))
        let y0 = Int(y.rounded(.down))
        let (tx, ty) = (x - Double(x0), y - Double(y0))
        func at(_ i: Int, _ j: Int) -> UInt32 { i >= 0 && j >= 0 && i < w && j < h ? p[j * w + i] : 0 }
        let (a, b, c, d) = (at(x0, y0), at(x0 + 1, y0), at(x0, y0 + 1), at(x0 + 1, y0 + 1))
        // Each premultiplied channel on its own, by shift (a tuple: nothing allocated per pixel).
        func channel(_ shift: UInt32) -> UInt32 {
            func v(_ q: UInt32) -> Double { Double((q >> shift) & 0xFF) }
            let top = v(a) + (v(b) - v(a)) * tx
            let bottom = v(c) + (v(d) - v(c)) * tx
            return UInt32(min(max((top + (bottom - top) * ty).rounded(), 0), 255)) << shift
        }
        return channel(24) | channel(16) | channel(8) | channel(0)
    }
}
