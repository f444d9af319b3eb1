import TestSupport
import Testing

@testable import Raster

/// The imported icons: every one reads, stays in its view box, and draws; unknown names draw the
/// placeholder. A contact sheet of them all is a golden under `Goldens/symbols/`.
@Suite struct SymbolLibraryTests {
    @Test func everyEntryParsesAndIsReachableByName() {
        for entry in SymbolLibrary.entries {
            #expect(entry.parsed != nil, "\(entry.name) (\(entry.bootstrapName)) does not parse")
            #expect(SystemImage(rawValue: entry.name)?.isPlaceholder == false, "\(entry.name)")
        }
        #expect(SystemImage.library.count == SymbolLibrary.entries.count)
        #expect(SystemImage.library.count >= 150)
        #expect(Set(SymbolLibrary.entries.map(\.name)).count == SymbolLibrary.entries.count)
    }

    @Test func everyEntryStaysInItsDesignBoxWhichIsItsViewBox() throws {
        // Bootstrap's bell-slash pair overhang their 16-unit view box (to y = 17); their design box
        // grows by that much on every side. Every other icon's design box is its view box.
        let overhanging: Set = ["bell.slash", "bell.slash.fill"]
        for entry in SymbolLibrary.entries {
            let drawing = try #require(entry.parsed)
            let viewBox = Rect(
                x: entry.viewBox[0], y: entry.viewBox[1], width: entry.viewBox[2], height: entry.viewBox[3])
            if overhanging.contains(entry.name) {
                #expect(drawing.designBox.width > viewBox.width && drawing.designBox.width < viewBox.width + 2.2)
                #expect(drawing.designBox.center == viewBox.center)
            } else {
                #expect(drawing.designBox == viewBox, "\(entry.name)")
            }
            // The curves themselves, flattened finely, not their control points (an arc's reach out).
            let points = drawing.layers.flatMap { $0.path.flattened(tolerance: 0.005).joined() }
            #expect(!points.isEmpty, "\(entry.name) draws nothing")
            // Within 0.05 units: the data's own rounding, ignored when fitting (under 0.06 px at 19 px).
            let box = drawing.designBox.insetBy(dx: -0.05, dy: -0.05)
            let outside = points.filter { $0.x < box.minX || $0.x > box.maxX || $0.y < box.minY || $0.y > box.maxY }
            #expect(outside.isEmpty, "\(entry.name) reaches \(outside.prefix(3)) outside \(drawing.designBox)")
        }
    }

    @Test func theHandDrawnNamesKeepTheirDrawings() {
        for image in SystemImage.handDrawn {
            let drawn = HandDrawnSymbol(rawValue: image.rawValue)!
            let rect = Rect(x: 3, y: 5, width: 20, height: 20)
            #expect(image.path(in: rect, displayScale: 2) == drawn.path(in: rect, displayScale: 2))
            #expect(SystemImage(rawValue: image.rawValue) == image)
        }
        #expect(
            SystemImage.handDrawn.map(\.rawValue) == [
                "heart", "heart.fill", "person", "globe", "plus", "gear", "checkmark", "dumbbell", "dumbbell.fill",
                "fork.knife", "figure.run", "figure.walk", "figure.strengthtraining.traditional",
            ])
    }

    @Test func librarySymbolsFillTheirFrameCentredAndSquare() throws {
        // A full-circle icon at 19 pt (a body-size label) spans the whole frame at 1× and 2×.
        let circle = try #require(SystemImage(rawValue: "circle.fill"))
        #expect(circle.aspectRatio == 1)
        for scale in [1.0, 2.0] {
            let rect = Rect(x: 10, y: 10, width: 19, height: 19)
            let bounds = circle.path(in: rect, displayScale: scale).controlPointBounds
            #expect(abs(bounds.minX - 10) < 1e-9 && abs(bounds.maxX - 29) < 1e-9, "\(bounds)")
            #expect(abs(bounds.minY - 10) < 1e-9 && abs(bounds.maxY - 29) < 1e-9, "\(bounds)")
        }
        // In a wide frame it is centred, a whole number of device pixels wide, on pixel edges:
        // 40 × 15.5 at 1× gives a 15 px circle starting at x = 13 (centred would be 12.5).
        let wide = circle.path(in: Rect(x: 0, y: 0, width: 40, height: 15.5), displayScale: 1).controlPointBounds
        #expect(abs(wide.width - 15) < 1e-9 && abs(wide.minX - 13) < 1e-9 && abs(wide.minY) < 1e-9, "\(wide)")
    }

    @Test func mixedFillRulesStayPerLayer() throws {
        // person.circle: a head filled non-zero and a ring-with-shoulders filled even-odd.
        let person = try #require(SystemImage(rawValue: "person.circle"))
        let layers = person.layers(in: Rect(x: 0, y: 0, width: 32, height: 32))
        #expect(layers.map(\.fillRule) == [.nonZero, .evenOdd])
    }

    /// `X.circle.fill` and `X.square.fill` are a disc or rounded square with the glyph cut out; `X.circle` a
    /// ring around it: for names the set lacks (`ellipsis.circle`) and names it maps to a bare glyph
    /// (`tray.circle.fill` to `inbox-fill`). Drawn at 64 px: the disc's edge is ink, the glyph's centre is not.
    @Test func enclosedVariantsAreDrawnAroundTheirGlyph() throws {
        var rasterizer = Rasterizer()
        func mask(_ name: String) throws -> [Mask] {
            let symbol = try #require(SystemImage(rawValue: name), "\(name)")
            return symbol.layers(in: Rect(x: 0, y: 0, width: 64, height: 64)).map {
                rasterizer.mask(for: $0.path, fillRule: $0.fillRule, clip: IntRect(x: 0, y: 0, width: 64, height: 64))
            }
        }
        for name in ["tray.circle.fill", "line.3.horizontal.circle.fill", "heart.circle.fill", "trash.square.fill"] {
            let layers = try mask(name)
            #expect(layers.count == 1, "\(name)")
            let disc = try #require(layers.first)
            #expect(disc.value(atX: 32, y: 3) == 255, "\(name): the enclosure's top edge")
            // The glyph's ink, cut out of the disc, somewhere in the middle: the disc is far from full there.
            let middle = (24..<40).flatMap { y in (24..<40).map { x in Int(disc.value(atX: x, y: y)) } }
            #expect(middle.filter { $0 < 128 }.count > 20, "\(name): no glyph cut out")
        }
        let ring = try mask("ellipsis.circle")
        #expect(ring.count == 2)
        #expect(ring[0].value(atX: 32, y: 1) == 255 && ring[0].value(atX: 32, y: 10) == 0, "a ring, open inside")
        #expect(ring[1].area > 50, "the glyph inside the ring")
        // Crossed out: the glyph and a stroke from its top-leading corner to its bottom-trailing one.
        let slashed = try mask("star.slash")
        #expect(slashed.count == 2 && slashed[1].value(atX: 8, y: 6) == 255 && slashed[1].value(atX: 48, y: 49) == 255)
        // A glyph with its own enclosure in the set keeps the set's drawing; a made-up glyph has none.
        #expect(SystemImage(rawValue: "xmark.circle.fill") != nil)
        #expect(SystemImage(rawValue: "no.such.glyph.circle.fill") == nil)
    }

    @Test func unknownNamesDrawThePlaceholder() {
        #expect(SystemImage(rawValue: "no.such.symbol") == nil)
        let placeholder = SystemImage(named: "no.such.symbol")
        #expect(placeholder.isPlaceholder)
        #expect(placeholder.rawValue == "no.such.symbol")
        #expect(SystemImage(named: "star.fill").isPlaceholder == false)
        // Drawn at 40 px (2.5 px a unit): the broken square, then the question mark, both inside the frame.
        var rasterizer = Rasterizer()
        let masks = placeholder.layers(in: Rect(x: 10, y: 10, width: 40, height: 40)).map {
            rasterizer.mask(for: $0.path, fillRule: $0.fillRule, clip: IntRect(x: 0, y: 0, width: 60, height: 60))
        }
        #expect(masks.count == 2)
        for mask in masks {
            #expect(mask.bounds.x >= 10 && mask.bounds.maxX <= 50 && mask.bounds.y >= 10 && mask.bounds.maxY <= 50)
        }
        let square = masks[0]
        // The top side's centre line is 1 unit down, y = 12.5, its stroke 2.5 px: row 12 is inside it
        // along the corner piece (x from 4.5 to 6.1 units, 21.25…25.25 px) and empty mid-side.
        #expect(square.value(atX: 23, y: 12) == 255, "the top-left corner piece")
        #expect(square.value(atX: 30, y: 12) == 0, "the sides are broken in the middle")
        // Four pieces of 2 × 1.6 straight and a quarter circle of radius 3.5 units, 1 unit wide:
        // about 34.8 units², 218 px², plus the round caps.
        #expect(square.area > 200 && square.area < 260, "\(square.area)")
        #expect(masks[1].area > 20)
    }

    @Test func contactSheetOfEverySymbol() {
        // Every symbol at a body-size label's 19 pt, in 28 pt cells, at 2×, with the placeholder last.
        let symbols = SystemImage.allCases + [SystemImage(placeholderFor: "unknown")]
        let (columns, cell, side, scale) = (16, 28.0, 19.0, 2.0)
        let rows = (symbols.count + columns - 1) / columns
        var canvas = Canvas(width: Int(Double(columns) * cell * scale), height: Int(Double(rows) * cell * scale))!
        canvas.dithering = false
        canvas.clear(RGBA(r8: 236, g8: 238, b8: 242))
        canvas.transform = AffineTransform(scaleX: scale, y: scale)
        let ink = Paint.color(RGBA(r8: 40, g8: 44, b8: 52))
        for (index, symbol) in symbols.enumerated() {
            let (row, column) = index.quotientAndRemainder(dividingBy: columns)
            let inset = (cell - side) / 2
            let frame = Rect(x: Double(column) * cell + inset, y: Double(row) * cell + inset, width: side, height: side)
            for layer in symbol.layers(in: frame, displayScale: scale) {
                canvas.fill(layer.path, with: ink, bounds: frame, fillRule: layer.fillRule)
            }
        }
        let result = Golden.check(canvas.pixmap, area: "symbols", name: "contact-sheet")
        #expect(result.matches, "\(result)")
    }
}
