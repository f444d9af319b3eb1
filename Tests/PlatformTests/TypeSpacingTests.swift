import Foundation
import Platform
import Raster
import Style
import Testing

/// Weights, slants, letter spacing and digit cells as SDL_ttf draws them.
@Suite(.serialized) @MainActor struct TypeSpacingTests {
    func ink(_ mask: Mask) -> Int { mask.coverage.reduce(0) { $0 + Int($1) } }

    /// SwiftUI's kerning moves the trailing edge too: five letters widen by 5·k.
    @Test func kerningWidensByOneStepPerCharacter() throws {
        let glyphs = TTFGlyphSource()
        try #require(glyphs.isAvailable, "\(glyphs.problems)")
        let plain = glyphs.size(of: "Hello", font: .body).width
        #expect(glyphs.size(of: "Hello", font: .body.kerning(3)).width == plain + 15)
        #expect(glyphs.size(of: "Hello", font: .body.kerning(-1)).width == plain - 5)
        let mask = try #require(glyphs.mask(for: "Hello", font: .body.kerning(3), scale: 1))
        #expect(Double(mask.width) == plain + 15)
        // At two pixels a point the steps are two pixels each.
        let doubled = try #require(glyphs.mask(for: "Hello", font: .body.kerning(3), scale: 2))
        let plainDoubled = try #require(glyphs.mask(for: "Hello", font: .body, scale: 2))
        #expect(doubled.width == plainDoubled.width + 30)
    }

    /// Tracking goes between characters only: five letters widen by 4·t.
    @Test func trackingWidensByOneStepPerGap() throws {
        let glyphs = TTFGlyphSource()
        try #require(glyphs.isAvailable)
        let plain = glyphs.size(of: "Hello", font: .body).width
        #expect(glyphs.size(of: "Hello", font: .body.tracking(3)).width == plain + 12)
        #expect(glyphs.size(of: "H", font: .body.tracking(3)).width == glyphs.size(of: "H", font: .body).width)
        // Spaced letters keep their ink: none is lost or drawn twice.
        let spaced = try #require(glyphs.mask(for: "Hello", font: .body.tracking(6), scale: 1))
        let letters = "Hello".map { glyphs.mask(for: String($0), font: .body, scale: 1).map(ink) ?? 0 }
        #expect(ink(spaced) == letters.reduce(0, +))
    }

    /// Inter's digits are proportional (1 is narrower than 8); monospacedDigit gives them one width.
    @Test func monospacedDigitsShareOneWidth() throws {
        let glyphs = TTFGlyphSource()
        try #require(glyphs.isAvailable)
        #expect(glyphs.size(of: "111", font: .body).width < glyphs.size(of: "888", font: .body).width)
        let tabular = Font.body.monospacedDigit()
        #expect(glyphs.size(of: "111", font: tabular).width == glyphs.size(of: "888", font: tabular).width)
        #expect(glyphs.size(of: "abc", font: tabular) == glyphs.size(of: "abc", font: .body))
    }

    @Test func heavierWeightsCarryMoreInk() throws {
        let glyphs = TTFGlyphSource()
        try #require(glyphs.isAvailable)
        let inks = Font.Weight.allCases.map { weight in
            glyphs.mask(for: "Hamburg", font: Font(size: 24, weight: weight), scale: 1).map(ink) ?? 0
        }
        #expect(zip(inks, inks.dropFirst()).allSatisfy { $0 < $1 }, "\(inks)")
        let upright = try #require(glyphs.mask(for: "Hamburg", font: Font(size: 24), scale: 1))
        let italic = try #require(glyphs.mask(for: "Hamburg", font: Font(size: 24, italic: true), scale: 1))
        #expect(upright.coverage != italic.coverage)
    }

    /// With only Inter Regular and Bold in the folder, every font is drawn in the nearer of them.
    @Test func aFolderMissingFacesFallsBackToTheNearest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("neumorph-fonts-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Inter-Regular.otf", "Inter-Bold.otf"] {
            try FileManager.default.copyItem(
                atPath: Assets.path("Fonts/\(name)"), toPath: folder.appendingPathComponent(name).path)
        }
        let glyphs = TTFGlyphSource(folder: folder.path, systemFallback: false)
        #expect(glyphs.isAvailable)
        #expect(glyphs.problems.count == 1, "\(glyphs.problems)")
        #expect(glyphs.face(for: Font(size: 17, weight: .semibold))?.file == "Inter-Bold.otf")
        #expect(glyphs.face(for: Font(size: 17, weight: .light))?.file == "Inter-Regular.otf")
        #expect(glyphs.face(for: Font(size: 17, weight: .bold, design: .serif, italic: true))?.file == "Inter-Bold.otf")
        // The italic asked of an upright face is slanted by SDL_ttf rather than drawn upright.
        let upright = try #require(glyphs.mask(for: "Hamburg", font: Font(size: 24), scale: 1))
        let slanted = try #require(glyphs.mask(for: "Hamburg", font: Font(size: 24, italic: true), scale: 1))
        #expect(upright.coverage != slanted.coverage)
    }
}
