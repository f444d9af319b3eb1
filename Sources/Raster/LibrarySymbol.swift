/// One icon of the imported set (`SymbolLibrary`): the SF Symbol name it stands in for, and its
/// drawing as SVG path data, read once into paths in the icon's own units.
struct LibrarySymbol: Sendable {
    /// A filled shape of the drawing, with the fill rule its SVG gives it.
    struct Layer: Sendable {
        var fillRule: FillRule
        var data: String
    }

    var name: String
    /// The icon's name in the set it comes from, for the docs and for people comparing drawings.
    var bootstrapName: String
    /// The SVG `viewBox`: minimum x, minimum y, width, height.
    var viewBox: [Double]
    var layers: [Layer]

    /// The drawing read into paths, or nil if any layer's data is malformed or the view box is not
    /// a positive rectangle (the library's tests check that none is). Reading all of them takes a
    /// few milliseconds, once (`SystemImage` keeps the results).
    var parsed: SymbolDrawing? {
        guard viewBox.count == 4 else { return nil }
        let box = Rect(x: viewBox[0], y: viewBox[1], width: viewBox[2], height: viewBox[3])
        guard !box.isEmpty else { return nil }
        var shapes: [SymbolLayer] = []
        for layer in layers {
            guard let path = Path(svgPathData: layer.data) else { return nil }
            shapes.append(SymbolLayer(path: path, fillRule: layer.fillRule))
        }
        // A few icons reach a little past their view box (bell.slash's slash does): the box grows
        // by the overhang on every side, so it stays centred, and nothing is cut off.
        var overhang = 0.0
        for point in shapes.flatMap({ $0.path.flattened(tolerance: 0.01).joined() }) {
            overhang = max(
                overhang, box.minX - point.x, point.x - box.maxX, box.minY - point.y, point.y - box.maxY)
        }
        // Rounding in the data leaves many icons a few thousandths over: invisible, so ignored.
        if overhang < 0.05 { overhang = 0 }
        return SymbolDrawing(designBox: box.insetBy(dx: -overhang, dy: -overhang), layers: shapes)
    }
}

/// A filled shape of a symbol, ready to fill.
public struct SymbolLayer: Hashable, Sendable {
    public var path: Path
    public var fillRule: FillRule

    public init(path: Path, fillRule: FillRule) {
        self.path = path
        self.fillRule = fillRule
    }
}

/// A symbol drawn as filled layers in design units, fitted whole into a rectangle.
struct SymbolDrawing: Sendable {
    /// The area the drawing is designed in (the SVG view box): it, not the ink, is fitted, so
    /// small icons such as a play triangle keep their margins as their designer meant.
    var designBox: Rect
    var layers: [SymbolLayer]

    var aspectRatio: Double { designBox.width / designBox.height }

    /// The layers aspect-fitted and centred in `rect`. With a known display scale the fitted box is
    /// a whole number of device pixels and starts on a pixel boundary where it fits, so the edges
    /// the set draws on its grid land on pixel edges at 1× and 2× rather than straddling them.
    func layers(in rect: Rect, displayScale: Double) -> [SymbolLayer] {
        guard rect.isFinite, rect.width > 0, rect.height > 0 else { return [] }
        var scale = min(rect.width / designBox.width, rect.height / designBox.height)
        let pixel = displayScale.isFinite && displayScale > 0 ? 1 / displayScale : 0
        // Past a few dozen pixels the rounding would be invisible; below one pixel there is nothing to round to.
        let devicePixels = pixel > 0 ? scale * max(designBox.width, designBox.height) / pixel : 0
        let hinted = devicePixels >= 1 && devicePixels <= 256
        if hinted { scale *= (devicePixels + 1e-9).rounded(.down) / devicePixels }
        guard scale.isFinite, scale > 0 else { return [] }
        let size = Size(width: designBox.width * scale, height: designBox.height * scale)
        var origin = Point(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2)
        if hinted {
            origin.x = Self.aligned(origin.x, length: size.width, within: rect.minX...rect.maxX, pixel: pixel)
            origin.y = Self.aligned(origin.y, length: size.height, within: rect.minY...rect.maxY, pixel: pixel)
        }
        let transform = AffineTransform(
            a: scale, b: 0, c: 0, d: scale, tx: origin.x - designBox.minX * scale, ty: origin.y - designBox.minY * scale
        )
        return layers.map { SymbolLayer(path: $0.path.applying(transform), fillRule: $0.fillRule) }
    }

    /// `start` moved onto the nearest pixel boundary that keeps `start + length` within `range`, or
    /// left where it is when none does.
    private static func aligned(_ start: Double, length: Double, within range: ClosedRange<Double>, pixel: Double)
        -> Double
    {
        let cell = start / pixel
        for candidate in [cell.rounded(), cell.rounded(.down), cell.rounded(.up)] {
            let moved = candidate * pixel
            if moved >= range.lowerBound - 1e-9 && moved + length <= range.upperBound + 1e-9 { return moved }
        }
        return start
    }
}
