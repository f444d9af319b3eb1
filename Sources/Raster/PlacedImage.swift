/// An image resampled once for one placement: one pixel per device pixel of `region`, each exactly the colour
/// `Canvas.draw(_:in:opacity:)` samples there. A frame that draws the image at the same place again copies these
/// instead of sampling bilinearly, with identical pixels.
public struct PlacedImage: Sendable {
    public let pixels: Pixmap
    /// Device pixels covered, the drawn rect's rounded-out bounds within the canvas it was placed for.
    public let region: IntRect
}

extension Canvas {
    /// `image` resampled for drawing over `rect` (user space) on this canvas; nil when the transform rotates or
    /// skews, or when nothing of it is on the canvas.
    public func placed(_ image: Pixmap, in rect: Rect) -> PlacedImage? {
        guard transform.isFinite, transform.isAxisAligned, rect.isFinite else { return nil }
        let region = deviceRect(rect).roundedOut.intersection(deviceBounds)
        guard !region.isEmpty, var pixels = Pixmap(width: region.width, height: region.height),
            case .image(let shader) = makeShader(.image(image, in: rect), bounds: rect)
        else { return nil }
        pixels.pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<region.height {
                shader.shade(
                    x0: region.x, y: region.y + y, count: region.width, into: out.baseAddress! + y * region.width)
            }
        }
        return PlacedImage(pixels: pixels, region: region)
    }

    /// Draws a placed image over `rect`, exactly as `draw(image, in: rect, opacity:)` draws the image it was made
    /// from, provided the transform and canvas are those it was placed for.
    public mutating func draw(_ placed: PlacedImage, in rect: Rect, opacity: Double = 1) {
        var path = Path()
        path.addRect(rect)
        guard transform.isFinite, path.isValid else { return }
        // Device pixel (x, y) reads placed pixel (x − region.x, y − region.y): a whole-pixel translation, which the
        // image shader copies.
        let inverse = AffineTransform(
            a: 1, b: 0, c: 0, d: 1, tx: -Double(placed.region.x), ty: -Double(placed.region.y))
        fill(path, shader: .image(ImageShader(image: placed.pixels, inverse: inverse)), opacity: opacity)
    }
}

extension Canvas {
    /// Draws `image` one pixel per device pixel, its top-left at device pixel `origin`: colour glyphs
    /// beside the text mask placed there.
    public mutating func draw(_ image: Pixmap, atDevicePixel origin: IntPoint, opacity: Double = 1) {
        let region = IntRect(x: origin.x, y: origin.y, width: image.width, height: image.height)
        var path = Path()
        path.addRect(inverseRect(region))
        guard transform.isFinite, path.isValid else { return }
        let inverse = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: -Double(origin.x), ty: -Double(origin.y))
        fill(path, shader: .image(ImageShader(image: image, inverse: inverse)), opacity: opacity)
    }
}
