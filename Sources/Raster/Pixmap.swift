/// A premultiplied 8-bit RGBA image, one `UInt32` per pixel in `PixelFormat`'s layout, stride = width.
public struct Pixmap: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt32]

    /// A transparent pixmap; `nil` for empty, negative or absurd sizes (more than `Mask.maxSide`).
    public init?(width: Int, height: Int) {
        guard width > 0, height > 0, width <= Mask.maxSide, height <= Mask.maxSide else { return nil }
        self.width = width
        self.height = height
        pixels = [UInt32](repeating: 0, count: width * height)
    }

    /// Wraps existing pixels; `nil` when the count does not match the size.
    public init?(width: Int, height: Int, pixels: [UInt32]) {
        guard width > 0, height > 0, width <= Mask.maxSide, height <= Mask.maxSide,
            pixels.count == width * height
        else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public var bounds: IntRect { IntRect(x: 0, y: 0, width: width, height: height) }

    public func pixel(x: Int, y: Int) -> UInt32 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return pixels[y * width + x]
    }

    /// The straight colour at a pixel (components 0…1).
    public func color(x: Int, y: Int) -> RGBA { PixelFormat.unpremultiplied(pixel(x: x, y: y)) }

    /// Fills every pixel with one colour.
    public mutating func fill(_ color: RGBA) {
        let p = color.premultipliedPixel
        pixels.withUnsafeMutableBufferPointer { $0.update(repeating: p) }
    }

    /// A copy with a pixel buffer of its own. Plain assignment shares the buffer until one side writes,
    /// and then that write copies every pixel; a cache kept beside a frame being drawn copies once, now.
    public func copyingPixels() -> Pixmap {
        let copy = [UInt32](unsafeUninitializedCapacity: pixels.count) { out, count in
            pixels.withUnsafeBufferPointer { out.baseAddress!.initialize(from: $0.baseAddress!, count: $0.count) }
            count = pixels.count
        }
        return Pixmap(width: width, height: height, pixels: copy)!
    }
}

extension Pixmap {
    /// The pixels inside `rect` (clipped to the pixmap) as a pixmap of their own; nil when nothing
    /// is left.
    public func cropped(to rect: IntRect) -> Pixmap? {
        let x0 = max(0, rect.x)
        let y0 = max(0, rect.y)
        let x1 = min(width, rect.x + rect.width)
        let y1 = min(height, rect.y + rect.height)
        guard x1 > x0, y1 > y0 else { return nil }
        var out: [UInt32] = []
        out.reserveCapacity((x1 - x0) * (y1 - y0))
        for y in y0..<y1 { out += pixels[(y * width + x0)..<(y * width + x1)] }
        return Pixmap(width: x1 - x0, height: y1 - y0, pixels: out)
    }
}
