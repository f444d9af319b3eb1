import Platform
import Raster
import Render
import Style
import TestSupport
import Testing

/// A type specimen: every weight upright and italic, each design, letter spacing and tabular digits,
/// drawn through the renderer as the playground draws labels.
@Suite(.serialized) @MainActor struct TypeSpecimenTests {
    static let width = 560
    static let sample = "Hamburgefonstiv 0123"

    func specimenLines() -> [(String, Font)] {
        var lines: [(String, Font)] = []
        for weight in Font.Weight.allCases {
            lines.append(("\(weight.rawValue): \(Self.sample)", Font(size: 17, weight: weight)))
            lines.append(("\(weight.rawValue) italic: \(Self.sample)", Font(size: 17, weight: weight, italic: true)))
        }
        for design in Font.Design.allCases {
            lines.append(("\(design.rawValue): \(Self.sample)", Font(size: 17, design: design)))
            lines.append(
                ("\(design.rawValue) bold italic", Font(size: 17, weight: .bold, design: design, italic: true)))
        }
        lines.append(("kerning 3: SPACED CAPS", Font.headline.kerning(3)))
        lines.append(("tracking −0.8: Tight headline", Font.headline.tracking(-0.8)))
        lines.append(("proportional 1111 8888", Font.body))
        lines.append(("monospacedDigit 1111 8888", Font.body.monospacedDigit()))
        return lines
    }

    @Test func typeSpecimenMatchesGolden() throws {
        let glyphs = TTFGlyphSource()
        try #require(glyphs.isAvailable, "\(glyphs.problems)")
        let lines = specimenLines()
        let lineHeight = 24.0
        let height = Int(Double(lines.count) * lineHeight) + 16
        var commands: [DrawCommand] = [
            .fill(Rectangle(), in: Rect(x: 0, y: 0, width: Double(Self.width), height: Double(height)), .color(.white))
        ]
        for (index, line) in lines.enumerated() {
            commands.append(
                .text(line.0, font: line.1, color: .black, origin: Point(x: 12, y: 8 + Double(index) * lineHeight)))
        }
        var canvas = try #require(Canvas(width: Self.width, height: height))
        canvas.dithering = false
        Renderer(glyphs: glyphs).render(commands, appearance: .light, into: &canvas)
        let result = Golden.check(canvas.pixmap, area: "type", name: "specimen")
        #expect(result.matches, "\(result)")
    }
}
