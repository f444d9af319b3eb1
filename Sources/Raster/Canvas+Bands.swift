/// A frame drawn as horizontal bands, each a canvas of its own, so that several threads draw it at once.
///
/// A band is a canvas over some of the frame's rows at their device origin, with the frame's transform
/// and `frameBounds` set to the frame: pixels that depend on absolute positions (ordered dithering,
/// gradients, images, text) land where they would, and masks are made for the whole frame, so every
/// band holds exactly the pixels the whole frame would have there, whatever the number of bands.
extension Canvas {
    /// The rows of each of `count` bands: equal heights, top to bottom.
    public static func bandRows(height: Int, count: Int) -> [Range<Int>] {
        let n = max(1, min(count, height))
        return (0..<n).map { i in (i * height / n)..<((i + 1) * height / n) }
    }

    /// Draws `body` into each band of this canvas, then puts the bands' pixels back.
    ///
    /// `bands` keeps the band canvases from frame to frame (their pixels and rasterizer scratch are
    /// reused while the size stays). A band starts with `initial`'s pixels in its rows (a cached
    /// background), or this canvas's. `parallel(n, work)` must call `work` once for each index
    /// 0..<n, on any threads, and return when every call has; each call touches only its own band.
    public mutating func drawInBands(
        _ bands: inout [Canvas], count: Int, startingFrom initial: Pixmap? = nil,
        parallel: (Int, @Sendable (Int) -> Void) -> Void, _ body: @Sendable (inout Canvas) -> Void
    ) {
        let rows = Self.bandRows(height: pixmap.height, count: count)
        if let initial, initial.width != pixmap.width || initial.height != pixmap.height { return }
        bands = rows.indices.map { i in
            let spare = i < bands.count ? bands[i] : nil
            return band(rows: rows[i], reusing: spare)
        }
        let width = pixmap.width
        let initialPixels = initial?.pixels ?? []
        pixmap.pixels.withUnsafeMutableBufferPointer { frame in
            initialPixels.withUnsafeBufferPointer { source in
                bands.withUnsafeMutableBufferPointer { canvases in
                    let shared = SharedBands(
                        frame: frame.baseAddress!, initial: initial == nil ? nil : source.baseAddress!,
                        canvases: canvases.baseAddress!)
                    // The two closures are called only within this call; Swift cannot see that `parallel`
                    // does not keep `work`, hence the non-escaping body is lent as an escaping one.
                    withoutActuallyEscaping(body) { body in
                        parallel(rows.count) { i in
                            let first = rows[i].lowerBound * width
                            let count = rows[i].count * width
                            let band = shared.canvases + i
                            let start = shared.initial.map { $0 + first } ?? UnsafePointer(shared.frame + first)
                            band.pointee.pixmap.pixels.withUnsafeMutableBufferPointer { pixels in
                                pixels.baseAddress!.update(from: start, count: count)
                            }
                            body(&band.pointee)
                            band.pointee.pixmap.pixels.withUnsafeBufferPointer { pixels in
                                (shared.frame + first).update(from: pixels.baseAddress!, count: count)
                            }
                        }
                    }
                }
            }
        }
    }

    /// A canvas over `rows` of this one, drawing as this one does.
    private func band(rows: Range<Int>, reusing spare: Canvas?) -> Canvas {
        let origin = IntPoint(x: self.origin.x, y: self.origin.y + rows.lowerBound)
        var band: Canvas
        if let spare, spare.origin == origin, spare.pixmap.width == pixmap.width, spare.pixmap.height == rows.count {
            band = spare
        } else {
            band = Canvas(pixmap: Pixmap(width: pixmap.width, height: rows.count)!, origin: origin)
            if let spare { band.rasterizer = spare.rasterizer }
        }
        band.frameBounds = geometryBounds
        band.transform = transform
        band.dithering = dithering
        band.maskCache = maskCache
        band.gradientTables = gradientTables
        return band
    }
}

/// Where the bands of one frame read and write while they are drawn on several threads.
///
/// `@unchecked Sendable` because it holds raw pointers, which are not `Sendable`. It is safe: the
/// pointers are valid for the whole of `drawInBands`'s parallel call (the buffers they point into
/// are borrowed around it and it returns only when every band is done); band `i` writes only
/// `canvases[i]` and the frame's rows of band `i`, which no other band reads or writes; `initial`
/// is only read.
private struct SharedBands: @unchecked Sendable {
    let frame: UnsafeMutablePointer<UInt32>
    let initial: UnsafePointer<UInt32>?
    let canvases: UnsafeMutablePointer<Canvas>
}
