import Raster

/// Renders scenes into pixmaps at a scale factor: the one place where points become pixels.
enum Frame {
    /// Device pixels per point that `--scale` accepts, in every command.
    static let scales: ClosedRange<Double> = 1...4

    /// Surfaces of a frame's size that rendering and writing one may hold at once (the frame, a
    /// full-frame layer, its blurred copy, the PNG encoder's copy): what the address space must allow.
    static let workingSurfaces = 4

    /// A frame of `size` points at `scale` device pixels per point, or a failure for sizes that
    /// cannot make a pixmap.
    static func canvas(size: Size, scale: Double) throws(CommandFailure) -> Canvas {
        let (width, height) = try pixels(size: size, scale: scale, frames: 1)
        guard var canvas = Canvas(width: width, height: height) else {
            throw CommandFailure(
                "neumorph: cannot make a \(width)×\(height) pixel frame (each side must be 1…\(Mask.maxSide))")
        }
        canvas.transform = AffineTransform(scaleX: scale, y: scale)
        return canvas
    }

    /// The pixel size of `frames` frames of `size` points at `scale`, checked against the frame
    /// budget (all of them together) and against the address space before anything is allocated.
    @discardableResult
    static func pixels(size: Size, scale: Double, frames: Int) throws(CommandFailure) -> (width: Int, height: Int) {
        let width = Int((size.width * scale).rounded())
        let height = Int((size.height * scale).rounded())
        let subject =
            "cannot render \(size.width.formatted)×\(size.height.formatted) points at scale \(scale.formatted)"
            + (frames == 1 ? "" : " (\(frames) frames)")
        if let refusal = PixelBudget.frame.refusal(width: width, height: height, count: frames) {
            throw CommandFailure("neumorph: \(subject): \(refusal); choose a smaller --size or --scale")
        }
        let surfaces = frames + workingSurfaces - 1
        guard PixelBudget.fitsInAddressSpace(width: width, height: height, count: surfaces) else {
            throw CommandFailure(
                "neumorph: \(subject): not enough memory for \(width)×\(height) pixels"
                    + " (about \(PixelBudget.bytes(width * height * surfaces)) with working space;"
                    + " is the address space limited, as by ulimit -v?)")
        }
        return (width, height)
    }
}

extension Double {
    /// "8192", "1.5": sizes and scales as a person typed them.
    fileprivate var formatted: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
