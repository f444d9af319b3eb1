extension Pixmap {
    /// The image blurred with σ device pixels, each premultiplied channel as its own mask, grown by
    /// 3σ on each side; `offset` is where the result's top-left lies relative to this pixmap's.
    public func blurred(sigma: Double) -> (pixmap: Pixmap, offset: IntPoint) {
        var channels: [Mask] = []
        for shift in [UInt32(24), 16, 8, 0] {
            var mask = Mask(width: width, height: height)!
            mask.coverage.withUnsafeMutableBufferPointer { out in
                pixels.withUnsafeBufferPointer { px in
                    for i in 0..<px.count { out[i] = UInt8(truncatingIfNeeded: px[i] >> shift) }
                }
            }
            channels.append(mask.blurred(sigma: sigma))
        }
        let a = channels[0]
        guard var out = Pixmap(width: max(a.width, 1), height: max(a.height, 1)), !a.isEmpty else {
            return (self, .zero)
        }
        out.pixels.withUnsafeMutableBufferPointer { px in
            for i in 0..<px.count {
                let alpha = UInt32(channels[0].coverage[i])
                // Independent rounding can leave a channel one above alpha; keep it premultiplied.
                let r = min(UInt32(channels[1].coverage[i]), alpha)
                let g = min(UInt32(channels[2].coverage[i]), alpha)
                let b = min(UInt32(channels[3].coverage[i]), alpha)
                px[i] = alpha << 24 | r << 16 | g << 8 | b
            }
        }
        return (out, a.origin)
    }
}
