/// SF Symbols' enclosed variants built from a glyph the library has: `X.circle.fill` is a disc with the glyph
/// cut out of it, `X.circle` a ring around the glyph, and `.square.fill` and `.square` the same in a rounded
/// square, as SF Symbols draws them. Used for a name the library lacks, and for one it maps to a bare glyph
/// (Bootstrap has no `tray-circle-fill`, so `tray.circle.fill` drew a tray without its disc).
enum EnclosedSymbol {
    enum Enclosure: CaseIterable {
        case circleFill, circle, squareFill, square

        var suffix: String {
            switch self {
            case .circleFill: ".circle.fill"
            case .circle: ".circle"
            case .squareFill: ".square.fill"
            case .square: ".square"
            }
        }

        var isFilled: Bool { self == .circleFill || self == .squareFill }

        /// The enclosure's outline in the 16-unit box the library's icons are drawn in.
        func outline(inset: Double) -> Path {
            let box = Rect(x: inset, y: inset, width: 16 - 2 * inset, height: 16 - 2 * inset)
            switch self {
            case .circleFill, .circle: return Path(ellipseIn: box)
            case .squareFill, .square: return RoundedRectangle(cornerRadius: 3 - inset).path(in: box)
            }
        }
    }

    /// `X.slash` (and `X.slash.fill`) the set lacks: the glyph with a stroke across it from its top-leading
    /// corner to its bottom-trailing one, as SF Symbols crosses out (without the gap SF cuts beside it).
    static func slashed(_ glyph: SymbolDrawing) -> SymbolDrawing {
        let box = Rect(x: 0, y: 0, width: 16, height: 16)
        let (from, to, halfWidth) = (Point(x: 2, y: 1.5), Point(x: 14, y: 14.5), 0.65)
        let length = ((to.x - from.x) * (to.x - from.x) + (to.y - from.y) * (to.y - from.y)).squareRoot()
        let normal = Point(x: -(to.y - from.y) / length * halfWidth, y: (to.x - from.x) / length * halfWidth)
        var slash = Path()
        slash.move(to: from + normal)
        slash.addLine(to: to + normal)
        slash.addLine(to: to - normal)
        slash.addLine(to: from - normal)
        slash.closeSubpath()
        return SymbolDrawing(
            designBox: box,
            layers: glyph.layers(in: box, displayScale: 0) + [SymbolLayer(path: slash, fillRule: .nonZero)])
    }

    /// The enclosure `name` ends with and the glyph's name before it (`tray.circle.fill` → `tray`), nil for
    /// a name without one.
    static func split(_ name: String) -> (glyph: String, enclosure: Enclosure)? {
        for enclosure in Enclosure.allCases where name.hasSuffix(enclosure.suffix) {
            let glyph = String(name.dropLast(enclosure.suffix.count))
            if !glyph.isEmpty { return (glyph, enclosure) }
        }
        return nil
    }

    /// `glyph` inside `enclosure`: filled, one even-odd layer (the glyph's shapes cut out of the disc, its own
    /// holes filled again); outlined, a one-unit ring and the glyph inside it.
    static func drawing(_ glyph: SymbolDrawing, in enclosure: Enclosure) -> SymbolDrawing {
        let box = Rect(x: 0, y: 0, width: 16, height: 16)
        let inner = Rect(x: 4, y: 4, width: 8, height: 8)
        let glyphLayers = glyph.layers(in: inner, displayScale: 0)
        if enclosure.isFilled {
            var path = enclosure.outline(inset: 0)
            for layer in glyphLayers { path.addPath(layer.path) }
            return SymbolDrawing(designBox: box, layers: [SymbolLayer(path: path, fillRule: .evenOdd)])
        }
        var ring = enclosure.outline(inset: 0)
        ring.addPath(enclosure.outline(inset: 1))
        return SymbolDrawing(designBox: box, layers: [SymbolLayer(path: ring, fillRule: .evenOdd)] + glyphLayers)
    }
}
