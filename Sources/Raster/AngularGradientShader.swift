#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An angular (conic) gradient: the colour at a pixel follows its angle about the centre in user space,
/// clockwise on screen from the +x axis, with SwiftUI's rules for sweeps other than one turn (see
/// `AngularGradient`). Table and dithering as `GradientShader`.
struct AngularGradientShader {
    let table: [UInt64]
    /// Device pixel → user space, the centre at the origin; `nil` paints the last colour.
    let toGradientSpace: AffineTransform?
    let startAngle: Float
    /// The sweep's size, in (0, ∞): a whole turn when the two angles are equal.
    let sweep: Float
    /// +1 for a clockwise sweep, −1 for an anticlockwise one.
    let direction: Float
    let dithered: Bool
    let isOpaque: Bool

    static let turn = 2 * Float.pi

    init(
        gradient: Gradient, toGradientSpace: AffineTransform?, startAngle: Double, endAngle: Double, dithered: Bool,
        tables: GradientTableCache
    ) {
        table = tables.table(for: gradient)
        isOpaque = gradient.isOpaque
        let finite = startAngle.isFinite && endAngle.isFinite && toGradientSpace?.isFinite ?? false
        self.toGradientSpace = finite ? toGradientSpace : nil
        // Past a few hundred turns only the last one shows, and Float loses the angle: keep the last turns.
        let span = finite ? min(max(endAngle - startAngle, -1000), 1000) : 0
        self.startAngle = finite ? Float(startAngle.truncatingRemainder(dividingBy: 2 * Double.pi)) : 0
        sweep = abs(span) < 1e-9 ? Self.turn : Float(abs(span))
        direction = span < 0 ? -1 : 1
        self.dithered = dithered
    }

    /// The gradient location (0…1) at an angle `a` already measured from the start in the sweep's
    /// direction, in [0, 2π).
    @inline(__always)
    func location(_ a: Float) -> Float {
        if sweep <= Self.turn {
            if a <= sweep { return a / sweep }
            // The gap after a short sweep: the last colour, then the first from halfway across.
            return a < (sweep + Self.turn) / 2 ? 1 : 0
        }
        // Past a whole turn only the last one shows: the position in (sweep − 2π, sweep] at this angle.
        var back = (sweep - a).truncatingRemainder(dividingBy: Self.turn)
        if back < 0 { back += Self.turn }
        return (sweep - back) / sweep
    }

    @inline(__always)
    func shade(x0: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let last = Float(GradientShader.tableSize - 1)
        table.withUnsafeBufferPointer { lut in
            GradientShader.bayer.withUnsafeBufferPointer { bayer in
                let row = (y & 3) * 4
                guard let map = toGradientSpace else {
                    for i in 0..<count {
                        let threshold = dithered ? bayer[row + ((x0 + i) & 3)] : GradientShader.noDither
                        out[i] = GradientShader.pack(lut[lut.count - 1], threshold)
                    }
                    return
                }
                let start = map.apply(Point(x: Double(x0) + 0.5, y: Double(y) + 0.5))
                var (qx, qy) = (Float(start.x), Float(start.y))
                let (dx, dy) = (Float(map.a), Float(map.b))
                for i in 0..<count {
                    // atan2 in y-down coordinates grows clockwise on screen.
                    var a = direction * (atan2(qy, qx) - startAngle)
                    a = a.truncatingRemainder(dividingBy: Self.turn)
                    if a < 0 { a += Self.turn }
                    let position = min(max(location(a) * last, 0), last)
                    let threshold = dithered ? bayer[row + ((x0 + i) & 3)] : GradientShader.noDither
                    out[i] = GradientShader.pack(lut[Int(position.roundedBits)], threshold)
                    qx += dx
                    qy += dy
                }
            }
        }
    }
}
