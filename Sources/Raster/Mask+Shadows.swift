/// Mask arithmetic for shadows: a chained shadow's caster, an inner shadow's outside and its clip.
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
                        o[row + x] = UInt8(truncatingIfNeeded: PixelFormat.divideBy255(v))
                    }
                }
            }
            coverage.withUnsafeBufferPointer { t in
                for y in 0..<height {
                    let row = (y + origin.y - box.y) * box.width + (origin.x - box.x)
                    for x in 0..<width {
                        let top = UInt32(t[y * width + x])
                        let under = UInt32(o[row + x]) * (255 - top)
                        o[row + x] = UInt8(truncatingIfNeeded: top + PixelFormat.divideBy255(under))
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

    /// This mask's coverage times `shadow` moved by `offset`, where `shadow` is a blurred outside: the
    /// part of an inner shadow that falls inside the shape. Beyond `shadow`'s box everything is outside,
    /// so it counts as full coverage there.
    func multiplied(byOutside shadow: Mask, offsetBy offset: IntPoint) -> Mask {
        var out = self
        out.coverage.withUnsafeMutableBufferPointer { o in
            shadow.coverage.withUnsafeBufferPointer { s in
                for y in 0..<height {
                    let sy = y + origin.y - offset.y - shadow.origin.y
                    for x in 0..<width {
                        let i = y * width + x
                        let c = UInt32(o[i])
                        if c == 0 { continue }
                        let sx = x + origin.x - offset.x - shadow.origin.x
                        let v: UInt32 =
                            sy >= 0 && sy < shadow.height && sx >= 0 && sx < shadow.width
                            ? UInt32(s[sy * shadow.width + sx]) : 255
                        o[i] = UInt8(truncatingIfNeeded: PixelFormat.divideBy255(c * v))
                    }
                }
            }
        }
        return out
    }
}
