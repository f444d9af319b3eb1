import Raster

/// Renders scenes into pixmaps at a scale factor: the one place where points become pixels.
enum Frame {
    /// Device pixels per point that `--scale` accepts, in every command.
    static let scales: ClosedRange<Double> = 1...4

    /// A frame of `size` points at `scale` device pixels per point, or a failure for sizes that
    /// cannot make a pixmap.
    static func canvas(size: Size, scale: Double) throws(CommandFailure) -> Canvas {
        let width = Int((size.width * scale).rounded())
        let height = Int((size.height * scale).rounded())
        guard var canvas = Canvas(width: width, height: height) else {
            throw CommandFailure(
                "neumorph: cannot make a \(width)×\(height) pixel frame (each side must be 1…\(Mask.maxSide))")
        }
        canvas.transform = AffineTransform(scaleX: scale, y: scale)
        return canvas
    }
}
