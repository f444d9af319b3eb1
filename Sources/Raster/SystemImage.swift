#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A symbol named as in SF Symbols, as SwiftUI's `Image(systemName:)`: one of the few Neumorph
/// draws itself (`HandDrawnSymbol`), an icon of the imported set (`SymbolLibrary`, Bootstrap
/// Icons), or for a name neither knows a placeholder that shows at a glance something is missing.
public struct SystemImage: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The SF Symbols name (for a placeholder, the unknown name it stands in for).
    public let rawValue: String
    private let look: Look

    private enum Look: Sendable {
        case handDrawn(HandDrawnSymbol)
        case library(SymbolDrawing)
        case placeholder
    }

    /// The symbol of this name, or nil when Neumorph has no drawing for it.
    public init?(rawValue: String) {
        if let drawn = HandDrawnSymbol(rawValue: rawValue) {
            self.init(name: rawValue, look: .handDrawn(drawn))
        } else if let drawing = Self.libraryDrawings[rawValue] {
            self.init(name: rawValue, look: .library(drawing))
        } else if let drawing = Self.enclosedDrawing(rawValue) {
            self.init(name: rawValue, look: .library(drawing))
        } else {
            return nil
        }
    }

    /// The symbol of this name, or the placeholder standing in for it.
    public init(named name: String) {
        self = SystemImage(rawValue: name) ?? SystemImage(placeholderFor: name)
    }

    /// The placeholder drawing, named after the symbol it stands in for.
    public init(placeholderFor name: String) {
        self.init(name: name, look: .placeholder)
    }

    private init(name: String, look: Look) {
        self.rawValue = name
        self.look = look
    }

    public static let heart = SystemImage(name: "heart", look: .handDrawn(.heart))
    public static let heartFill = SystemImage(name: "heart.fill", look: .handDrawn(.heartFill))
    public static let person = SystemImage(name: "person", look: .handDrawn(.person))
    public static let globe = SystemImage(name: "globe", look: .handDrawn(.globe))
    public static let plus = SystemImage(name: "plus", look: .handDrawn(.plus))
    public static let gear = SystemImage(name: "gear", look: .handDrawn(.gear))
    public static let checkmark = SystemImage(name: "checkmark", look: .handDrawn(.checkmark))

    init(handDrawn symbol: HandDrawnSymbol) {
        self.init(name: symbol.rawValue, look: .handDrawn(symbol))
    }

    /// The symbols Neumorph draws itself, hinted stroke by stroke.
    public static let handDrawn: [SystemImage] = HandDrawnSymbol.allCases.map(SystemImage.init(handDrawn:))

    /// The imported symbols, by name.
    public static let library: [SystemImage] = libraryDrawings.sorted { $0.key < $1.key }.map {
        SystemImage(name: $0.key, look: .library($0.value))
    }

    /// Every symbol with a drawing of its own: the hand-drawn ones, then the library's.
    public static var allCases: [SystemImage] { handDrawn + library }

    /// The library read once, on first use (an empty one when its file is missing: see `SymbolLibrary`).
    private static let libraryDrawings = drawings(of: SymbolLibrary.entries)

    /// The entries' drawings by name. A hand-drawn name wins over a library entry of the same name. An
    /// enclosed name (`tray.circle.fill`) the set maps to a bare glyph (`inbox-fill`) gets its enclosure, and a
    /// crossed-out one (`star.slash` as `star`) its slash, unless its icon is crossed out in its own way
    /// (`wifi-off`, `volume-mute`, `file-earmark-x`).
    static func drawings(of entries: [LibrarySymbol]) -> [String: SymbolDrawing] {
        var drawings: [String: SymbolDrawing] = [:]
        for entry in entries where HandDrawnSymbol(rawValue: entry.name) == nil {
            guard var drawing = entry.parsed else { continue }
            let shape = entry.name.hasSuffix(".circle") || entry.name.hasSuffix(".circle.fill") ? "circle" : "square"
            if let (_, enclosure) = EnclosedSymbol.split(entry.name), !entry.bootstrapName.contains(shape) {
                drawing = EnclosedSymbol.drawing(drawing, in: enclosure)
            } else if entry.name.hasSuffix(".slash") || entry.name.hasSuffix(".slash.fill"),
                !["slash", "off", "mute", "-x"].contains(where: entry.bootstrapName.contains)
            {
                drawing = EnclosedSymbol.slashed(drawing)
            }
            drawings[entry.name] = drawing
        }
        return drawings
    }

    /// A name the set lacks made of one it has and an enclosure (`ellipsis.circle` from `ellipsis`), the glyph
    /// filled where the enclosure is (`X.fill` inside `.circle.fill` when the set has it), or crossed out
    /// (`X.slash`); nil otherwise.
    private static func enclosedDrawing(_ name: String) -> SymbolDrawing? {
        for suffix in [".slash.fill", ".slash"] where name.hasSuffix(suffix) {
            // `square.stack.3d.up.slash.fill`: the glyph (filled where the set has it so) crossed out.
            let glyph = String(name.dropLast(suffix.count))
            let filled = suffix == ".slash.fill" ? [glyph + ".fill", glyph] : [glyph]
            if let drawing = filled.lazy.compactMap({ libraryDrawings[$0] }).first {
                return EnclosedSymbol.slashed(drawing)
            }
        }
        guard let (glyph, enclosure) = EnclosedSymbol.split(name) else { return nil }
        let candidates = enclosure.isFilled ? [glyph + ".fill", glyph] : [glyph]
        for candidate in candidates {
            if let drawing = libraryDrawings[candidate] { return EnclosedSymbol.drawing(drawing, in: enclosure) }
            if let drawn = HandDrawnSymbol(rawValue: candidate) {
                let layer = SymbolLayer(
                    path: drawn.path(in: Rect(x: 0, y: 0, width: 16, height: 16), displayScale: 0),
                    fillRule: drawn.fillRule)
                let drawing = SymbolDrawing(designBox: Rect(x: 0, y: 0, width: 16, height: 16), layers: [layer])
                return EnclosedSymbol.drawing(drawing, in: enclosure)
            }
        }
        return nil
    }

    /// Whether this is the placeholder for a name Neumorph does not draw.
    public var isPlaceholder: Bool {
        if case .placeholder = look { return true }
        return false
    }

    public var description: String { rawValue }

    public static func == (a: SystemImage, b: SystemImage) -> Bool {
        a.rawValue == b.rawValue && a.isPlaceholder == b.isPlaceholder
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    // MARK: - Drawing

    /// The shapes to fill, each with its own fill rule, aspect-fitted and centred in `rect`, for a
    /// canvas that draws one unit as `displayScale` device pixels (hinting needs to know where
    /// device pixels are). Empty for an empty or non-finite rectangle.
    public func layers(in rect: Rect, displayScale: Double = 1) -> [SymbolLayer] {
        switch look {
        case .handDrawn(let symbol):
            let path = symbol.path(in: rect, displayScale: displayScale)
            return path.isEmpty ? [] : [SymbolLayer(path: path, fillRule: symbol.fillRule)]
        case .library(let drawing):
            return drawing.layers(in: rect, displayScale: displayScale)
        case .placeholder:
            return Self.placeholderDrawing.layers(in: rect, displayScale: displayScale)
        }
    }

    /// All the layers in one outline, to fill with `fillRule`: exact for symbols whose layers share
    /// one rule (the hand-drawn ones and most others); `layers(in:displayScale:)` is always exact.
    public func path(in rect: Rect, displayScale: Double = 1) -> Path {
        var path = Path()
        for layer in layers(in: rect, displayScale: displayScale) { path.addPath(layer.path) }
        return path
    }

    /// The fill rule for `path(in:)`: the first layer's.
    public var fillRule: FillRule {
        switch look {
        case .handDrawn(let symbol): symbol.fillRule
        case .library(let drawing): drawing.layers.first?.fillRule ?? .nonZero
        case .placeholder: Self.placeholderDrawing.layers.first?.fillRule ?? .nonZero
        }
    }

    /// Width ÷ height of the symbol's design box, so callers can lay it out (1 for square ones).
    public var aspectRatio: Double {
        switch look {
        case .handDrawn(let symbol): symbol.aspectRatio
        case .library(let drawing): drawing.aspectRatio
        case .placeholder: Self.placeholderDrawing.aspectRatio
        }
    }

    // MARK: - Placeholder

    /// A rounded square broken in the middle of each side, with a question mark inside: unlike any
    /// real symbol, so a misspelt name shows at once, and the same weight as the library's icons.
    static let placeholderDrawing = placeholder(questionMark: libraryDrawings["questionmark"])

    /// The placeholder with `questionMark` (the library's) inside its square; without it, the
    /// square alone (when the library could not be read).
    static func placeholder(questionMark: SymbolDrawing?) -> SymbolDrawing {
        let box = Rect(x: 0, y: 0, width: 16, height: 16)
        let (inset, radius, reach, weight) = (1.0, 3.5, 1.6, 1.0)
        let (lo, hi) = (inset, 16 - inset)
        var corners = Path()
        // Each corner: a short straight piece, the quarter circle, another short piece.
        let centres = [
            (Point(x: hi - radius, y: lo + radius), -Double.pi / 2),
            (Point(x: hi - radius, y: hi - radius), 0.0),
            (Point(x: lo + radius, y: hi - radius), Double.pi / 2),
            (Point(x: lo + radius, y: lo + radius), Double.pi),
        ]
        for (centre, angle) in centres {
            let (cosA, sinA) = (cos(angle), sin(angle))
            // The point where the arc begins, and the direction back along the side before it.
            let arcStart = Point(x: centre.x + radius * cosA, y: centre.y + radius * sinA)
            let back = Point(x: sinA, y: -cosA)
            corners.move(to: arcStart + back * reach)
            corners.addLine(to: arcStart)
            corners.addArc(center: centre, radius: radius, startAngle: angle, endAngle: angle + Double.pi / 2)
            let arcEnd = corners.currentPoint ?? arcStart
            corners.addLine(to: arcEnd + Point(x: -cosA, y: -sinA) * reach)
        }
        var layers = [SymbolLayer(path: corners.strokedOutline(lineWidth: weight, tolerance: 0.01), fillRule: .nonZero)]
        // Bootstrap's question mark, shrunk into the middle of the square.
        if let questionMark {
            let inner = Rect(x: 4, y: 4, width: 8, height: 8)
            layers += questionMark.layers(in: inner, displayScale: 0)
        }
        return SymbolDrawing(designBox: box, layers: layers)
    }
}
