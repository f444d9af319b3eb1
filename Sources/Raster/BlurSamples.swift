/// What the blur methods share: sample planes, the sample types and the SIMD helpers of their hot loops.
extension GaussianBlur {
    /// A read-only view of row-major samples.
    struct Plane<Sample> {
        let pixels: UnsafePointer<Sample>
        let width: Int
        let height: Int
    }

    /// A sample type the blur reads and writes: coverage bytes, or floats for the half-resolution pass.
    protocol BlurSample: AdditiveArithmetic {
        /// Four consecutive samples as floats.
        static func load4(_ p: UnsafePointer<Self>) -> Float4
        /// One sample as a float.
        static func float(_ v: Self) -> Float
        /// Stores `count` floats clamped to 0…255 (and rounded, for bytes).
        static func store(_ source: UnsafePointer<Float>, _ destination: UnsafeMutablePointer<Self>, _ count: Int)
    }

    // MARK: - SIMD helpers

    // SIMD4<Float> is the native vector on baseline x86-64 (SSE2) and on ARM (NEON); wider generic SIMD types get
    // split and partly scalarised by the compiler in recurrences. Hot loops use unsafe pointers: checked
    // subscripts cost several times more.
    typealias Float4 = SIMD4<Float>

    /// Rounds up to a multiple of 4 (the SIMD width).
    @inline(__always) static func roundUpTo4(_ n: Int) -> Int { (n &+ 3) & ~3 }

    /// ⌊a / b⌋ for b > 0.
    @inline(__always) static func floorDivide(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

    /// Transposes a 4×4 block given as rows. The 64-bit halves are moved as Double lanes so the compiler keeps
    /// the 8-shuffle two-stage form rather than a 12-shuffle one.
    @inline(__always) static func transpose4(
        _ a: Float4, _ b: Float4, _ c: Float4, _ d: Float4
    ) -> (Float4, Float4, Float4, Float4) {
        let ab0 = unsafeBitCast(Float4(a[0], b[0], a[1], b[1]), to: SIMD2<Double>.self)
        let ab1 = unsafeBitCast(Float4(a[2], b[2], a[3], b[3]), to: SIMD2<Double>.self)
        let cd0 = unsafeBitCast(Float4(c[0], d[0], c[1], d[1]), to: SIMD2<Double>.self)
        let cd1 = unsafeBitCast(Float4(c[2], d[2], c[3], d[3]), to: SIMD2<Double>.self)
        return (
            unsafeBitCast(SIMD2(ab0[0], cd0[0]), to: Float4.self),
            unsafeBitCast(SIMD2(ab0[1], cd0[1]), to: Float4.self),
            unsafeBitCast(SIMD2(ab1[0], cd1[0]), to: Float4.self),
            unsafeBitCast(SIMD2(ab1[1], cd1[1]), to: Float4.self)
        )
    }

    /// Rounds and clamps `count` floats to bytes.
    @inline(__always) static func convertToBytes(
        _ source: UnsafePointer<Float>, _ destination: UnsafeMutablePointer<UInt8>, _ count: Int
    ) {
        // Written per scalar so the loop vectoriser emits min/max and packs; SIMD pointwiseMin/Max, clamped()
        // and Float→Int conversions compile to scalar code.
        for i in 0..<count {
            let v = source[i]
            let low = v > 0 ? v : 0
            destination[i] = UInt8(truncatingIfNeeded: (low < 255 ? low : 255).roundedBits)
        }
    }
}

extension UInt8: GaussianBlur.BlurSample {
    @inline(__always) static func float(_ v: UInt8) -> Float { Float(v) }

    @inline(__always) static func load4(_ p: UnsafePointer<UInt8>) -> GaussianBlur.Float4 {
        GaussianBlur.Float4(SIMD4<Int32>(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt8>.self)))
    }

    @inline(__always) static func store(
        _ source: UnsafePointer<Float>, _ destination: UnsafeMutablePointer<UInt8>, _ count: Int
    ) {
        GaussianBlur.convertToBytes(source, destination, count)
    }
}

extension Float: GaussianBlur.BlurSample {
    @inline(__always) static func float(_ v: Float) -> Float { v }

    @inline(__always) static func load4(_ p: UnsafePointer<Float>) -> GaussianBlur.Float4 {
        UnsafeRawPointer(p).loadUnaligned(as: GaussianBlur.Float4.self)
    }

    @inline(__always) static func store(
        _ source: UnsafePointer<Float>, _ destination: UnsafeMutablePointer<Float>, _ count: Int
    ) {
        // Per scalar so it vectorises to min/max.
        for i in 0..<count {
            let v = source[i]
            let low = v > 0 ? v : 0
            destination[i] = low < 255 ? low : 255
        }
    }
}
