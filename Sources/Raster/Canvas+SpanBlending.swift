/// The innermost loops: one span of pixels blended onto the destination, four at a time in SIMD lanes.
extension Canvas {
    /// Pixels `start..<end` of a row: four at a time in SIMD lanes, the rest one by one.
    @inline(__always)
    static func blendSolid(
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
            while start + 4 <= count {
                var k = SIMD4<UInt32>(coverage(start), coverage(start + 1), coverage(start + 2), coverage(start + 3))
                if k != .zero {
                    if opacity != 255 { k = PixelFormat.divideBy255(k &* opacityVector) }
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
                if opacity != 255 { k = PixelFormat.divideBy255(k * opacity) }
                let s = k == 255 ? src[i] : PixelFormat.scale(src[i], by: k)
                let sa = s >> 24
                if sa == 255 {
                    dst[i] = s
                } else if sa != 0 {
                    dst[i] = PixelFormat.sourceOver(s, dst[i])
                }
            }
        } else {
            @inline(__always) func each(_ blend: (UInt32, UInt32) -> UInt32) {
                for i in 0..<count {
                    var k = coverage(i)
                    if k == 0 { continue }
                    if opacity != 255 { k = PixelFormat.divideBy255(k * opacity) }
                    let s = k == 255 ? src[i] : PixelFormat.scale(src[i], by: k)
                    dst[i] = blend(s, dst[i])
                }
            }
            // The common modes get a loop each, their formula chosen once rather than per pixel.
            switch mode {
            case .multiply: each { BlendMode.multiplied($0, $1) }
            case .screen: each { BlendMode.screened($0, $1) }
            case .overlay: each { BlendMode.overlaid($0, $1) }
            default: each { mode.blend($0, onto: $1) }
            }
        }
    }
}
