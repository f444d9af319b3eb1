/// The row loops behind every fill: rectangles, shaded masks and solid (shadow) masks.
extension Canvas {
    /// An axis-aligned rectangle without rasterizing: its coverage is a column profile times a row
    /// profile, exact for fractional edges.
    mutating func fillRect(_ rect: Rect, shader: Shader, blendMode: BlendMode, opacity: UInt32) {
        let region = rect.roundedOut.intersection(deviceBounds)
        guard !region.isEmpty else { return }
        ensureScratch(region.width)
        func profile(_ lo: Double, _ hi: Double, _ i: Int) -> Double {
            max(0, min(hi, Double(i + 1)) - max(lo, Double(i)))
        }
        var columns = [Double](repeating: 1, count: region.width)
        columns[0] = profile(rect.minX, rect.maxX, region.x)
        columns[region.width - 1] = profile(rect.minX, rect.maxX, region.maxX - 1)
        let ownWidth = pixmap.width
        let (ox, oy) = (origin.x, origin.y)
        let opaque = shader.isOpaque && blendMode == .normal && opacity == 255
        colors.withUnsafeMutableBufferPointer { colorBuffer in
            coverageRow.withUnsafeMutableBufferPointer { cov in
                pixmap.pixels.withUnsafeMutableBufferPointer { dst in
                    let colorsBase = colorBuffer.baseAddress!
                    let covBase = UnsafePointer(cov.baseAddress!)
                    if case .solid(let p) = shader { colorsBase.update(repeating: p, count: region.width) }
                    var preparedRowCoverage = -1.0
                    for y in region.y..<region.maxY {
                        let rowCoverage = profile(rect.minY, rect.maxY, y)
                        if rowCoverage != preparedRowCoverage {
                            for i in 0..<region.width {
                                cov[i] = UInt8((columns[i] * rowCoverage * 255).rounded())
                            }
                            preparedRowCoverage = rowCoverage
                        }
                        let dstRow = dst.baseAddress! + (y - oy) * ownWidth + (region.x - ox)
                        if opaque && rowCoverage == 1 {
                            // Interior rows of an opaque fill: blend the two edge pixels, store the rest
                            // straight from the shader.
                            let last = region.width - 1
                            let first = cov[0] == 255 ? 0 : 1
                            let end = cov[last] == 255 ? region.width : last
                            if first == 1 || end == last {
                                shader.shade(x0: region.x, y: y, count: region.width, into: colorsBase)
                                if first == 1 {
                                    Self.blendSpan(
                                        dst: dstRow, src: colorsBase, coverage: covBase, count: 1, opacity: 255,
                                        mode: .normal)
                                }
                                if end == last && last > 0 {
                                    Self.blendSpan(
                                        dst: dstRow + last, src: colorsBase + last, coverage: covBase + last, count: 1,
                                        opacity: 255, mode: .normal)
                                }
                            }
                            if end > first {
                                shader.shade(x0: region.x + first, y: y, count: end - first, into: dstRow + first)
                            }
                            continue
                        }
                        if !shader.isSolid {
                            shader.shade(x0: region.x, y: y, count: region.width, into: colorsBase)
                        }
                        Self.blendSpan(
                            dst: dstRow, src: colorsBase, coverage: covBase, count: region.width, opacity: opacity,
                            mode: blendMode)
                    }
                }
            }
        }
    }

    /// Paints every row of a coverage mask with a shader, run by run: uncovered runs (the inside of
    /// a stroke, the corners of a circle's box) cost nothing, and fully covered runs of an opaque
    /// paint are shaded straight into the destination.
    mutating func composite(mask: Mask, shader: Shader, blendMode: BlendMode, opacity: UInt32) {
        let region = mask.bounds.intersection(deviceBounds)
        guard !region.isEmpty else { return }
        ensureScratch(region.width)
        let ownWidth = pixmap.width
        let (ox, oy) = (origin.x, origin.y)
        let storeFullRuns = shader.isOpaque && blendMode == .normal && opacity == 255
        colors.withUnsafeMutableBufferPointer { colorBuffer in
            mask.coverage.withUnsafeBufferPointer { cov in
                pixmap.pixels.withUnsafeMutableBufferPointer { dst in
                    let colorsBase = colorBuffer.baseAddress!
                    if case .solid(let p) = shader { colorsBase.update(repeating: p, count: region.width) }
                    let width = region.width
                    for y in region.y..<region.maxY {
                        let covRow = cov.baseAddress! + (y - mask.origin.y) * mask.width + (region.x - mask.origin.x)
                        let dstRow = dst.baseAddress! + (y - oy) * ownWidth + (region.x - ox)
                        var x = 0
                        while x < width {
                            // Skip the uncovered run.
                            while x < width && covRow[x] == 0 { x += 1 }
                            if x == width { break }
                            let runStart = x
                            if storeFullRuns && covRow[x] == 255 {
                                while x < width && covRow[x] == 255 { x += 1 }
                                shader.shade(
                                    x0: region.x + runStart, y: y, count: x - runStart, into: dstRow + runStart)
                                continue
                            }
                            while x < width && covRow[x] != 0 && !(storeFullRuns && covRow[x] == 255) { x += 1 }
                            let count = x - runStart
                            let src: UnsafePointer<UInt32>
                            if shader.isSolid {
                                src = UnsafePointer(colorsBase)
                            } else {
                                shader.shade(x0: region.x + runStart, y: y, count: count, into: colorsBase)
                                src = UnsafePointer(colorsBase)
                            }
                            Self.blendSpan(
                                dst: dstRow + runStart, src: src, coverage: covRow + runStart, count: count,
                                opacity: opacity, mode: blendMode)
                        }
                    }
                }
            }
        }
    }

    /// A solid colour through a mask with source-over: the shadow path. Colours for each coverage
    /// level come from a 256-entry table, and pixels where `occluder` is fully covered are skipped
    /// (an opaque fill will be painted over them).
    mutating func compositeSolid(mask: Mask, color: UInt32, occluder: Mask? = nil) {
        let region = mask.bounds.intersection(deviceBounds)
        guard !region.isEmpty, color >> 24 != 0 else { return }
        var table = [UInt32](repeating: 0, count: 256)
        for k in 0..<256 { table[k] = PixelFormat.scale(color, by: UInt32(k)) }
        let ownWidth = pixmap.width
        let (ox, oy) = (origin.x, origin.y)
        table.withUnsafeBufferPointer { tint in
            mask.coverage.withUnsafeBufferPointer { cov in
                pixmap.pixels.withUnsafeMutableBufferPointer { dst in
                    for y in region.y..<region.maxY {
                        let covRow = cov.baseAddress! + (y - mask.origin.y) * mask.width + (region.x - mask.origin.x)
                        let dstRow = dst.baseAddress! + (y - oy) * ownWidth + (region.x - ox)
                        var (skipStart, skipEnd) = (0, 0)
                        if let occluder {
                            (skipStart, skipEnd) = Self.fullRun(of: occluder, y: y, x0: region.x, count: region.width)
                        }
                        if skipEnd > skipStart {
                            Self.blendSolid(dstRow, covRow, 0, skipStart, color, tint)
                            Self.blendSolid(dstRow, covRow, skipEnd, region.width, color, tint)
                        } else {
                            Self.blendSolid(dstRow, covRow, 0, region.width, color, tint)
                        }
                    }
                }
            }
        }
    }

    /// The first run of full coverage on row `y` of `mask`, relative to `x0` (empty when none).
    private static func fullRun(of mask: Mask, y: Int, x0: Int, count: Int) -> (Int, Int) {
        let ly = y - mask.origin.y
        guard ly >= 0, ly < mask.height else { return (0, 0) }
        return mask.coverage.withUnsafeBufferPointer { c in
            let row = c.baseAddress! + ly * mask.width
            var x = 0
            while x < mask.width && row[x] != 255 { x += 1 }
            let start = x
            while x < mask.width && row[x] == 255 { x += 1 }
            let lo = min(max(start + mask.origin.x - x0, 0), count)
            let hi = min(max(x + mask.origin.x - x0, 0), count)
            return (lo, hi)
        }
    }
}
