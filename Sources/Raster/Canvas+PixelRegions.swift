/// Copying a rectangle of device pixels out of a canvas and back, for groups kept as pixels between frames.
extension Canvas {
    /// The whole device pixels a user-space rectangle touches under an axis-aligned transform.
    public func deviceBounds(of rect: Rect) -> IntRect { deviceRect(rect).roundedOut }

    /// The pixels of `region` (device pixels, within this canvas), row by row.
    public func pixels(in region: IntRect) -> [UInt32] {
        guard !region.isEmpty, region.intersection(deviceBounds) == region else { return [] }
        let width = pixmap.width
        return [UInt32](unsafeUninitializedCapacity: region.width * region.height) { out, count in
            pixmap.pixels.withUnsafeBufferPointer { px in
                for y in 0..<region.height {
                    let start = (region.y + y - origin.y) * width + (region.x - origin.x)
                    (out.baseAddress! + y * region.width).initialize(from: px.baseAddress! + start, count: region.width)
                }
            }
            count = region.width * region.height
        }
    }

    /// Replaces the pixels of `region` with `pixels` as `pixels(in:)` returned them.
    public mutating func replacePixels(in region: IntRect, with pixels: [UInt32]) {
        guard !region.isEmpty, region.intersection(deviceBounds) == region,
            pixels.count == region.width * region.height
        else { return }
        let width = pixmap.width
        let (ox, oy) = (origin.x, origin.y)
        pixels.withUnsafeBufferPointer { source in
            pixmap.pixels.withUnsafeMutableBufferPointer { px in
                for y in 0..<region.height {
                    let start = (region.y + y - oy) * width + (region.x - ox)
                    (px.baseAddress! + start).update(from: source.baseAddress! + y * region.width, count: region.width)
                }
            }
        }
    }
}
