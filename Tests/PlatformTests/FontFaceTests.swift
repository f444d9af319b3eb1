import Foundation
import Platform
import Style
import Testing

/// Which file draws a font: the design, then the slant, then the nearest weight.
@Suite struct FontFaceTests {
    func file(_ font: Font, among faces: [FontFace] = FontFace.bundled) -> String? {
        FontFace.nearest(to: font, among: faces)?.file
    }

    @Test func everyWeightAndSlantOfInterHasItsOwnFile() {
        let inter = FontFace.bundled.filter { $0.design == .default }
        #expect(inter.count == 18)
        #expect(Set(inter.map(\.file)).count == 18)
        #expect(file(Font(size: 17)) == "Inter-Regular.otf")
        #expect(file(Font(size: 17, italic: true)) == "Inter-Italic.otf")
        #expect(file(Font(size: 17, weight: .ultraLight)) == "Inter-Thin.otf")
        #expect(file(Font(size: 17, weight: .thin)) == "Inter-ExtraLight.otf")
        #expect(file(Font(size: 17, weight: .semibold)) == "Inter-SemiBold.otf")
        #expect(file(Font(size: 17, weight: .heavy, italic: true)) == "Inter-ExtraBoldItalic.otf")
        #expect(file(Font(size: 17, weight: .black, italic: true)) == "Inter-BlackItalic.otf")
    }

    @Test func designsPickTheirFamilies() {
        #expect(file(Font(size: 17, design: .monospaced)) == "DejaVuSansMono.ttf")
        #expect(
            file(Font(size: 17, weight: .bold, design: .monospaced, italic: true)) == "DejaVuSansMono-BoldOblique.ttf")
        #expect(file(Font(size: 17, design: .serif, italic: true)) == "DejaVuSerif-Italic.ttf")
        #expect(file(Font(size: 17, weight: .medium, design: .rounded)) == "Quicksand-Medium.ttf")
    }

    /// Weight classes: serif has 400 and 700, rounded 300, 400, 500 and 700.
    @Test func missingWeightsFallToTheNearest() {
        #expect(file(Font(size: 17, weight: .medium, design: .serif)) == "DejaVuSerif.ttf")  // 400 is 100 away
        #expect(file(Font(size: 17, weight: .semibold, design: .serif)) == "DejaVuSerif-Bold.ttf")  // 700 is 100 away
        #expect(file(Font(size: 17, weight: .black, design: .monospaced)) == "DejaVuSansMono-Bold.ttf")
        #expect(file(Font(size: 17, weight: .ultraLight, design: .rounded)) == "Quicksand-Light.ttf")
        // 600 lies between 500 and 700: from regular up, the heavier wins.
        #expect(file(Font(size: 17, weight: .semibold, design: .rounded)) == "Quicksand-Bold.ttf")
        // Quicksand has no italic: the upright face, which the glyph source slants.
        #expect(file(Font(size: 17, design: .rounded, italic: true)) == "Quicksand-Regular.ttf")
    }

    @Test func aMissingDesignFallsToInter() {
        let inter = FontFace.bundled.filter { $0.design == .default && !$0.isItalic }
        #expect(file(Font(size: 17, weight: .bold, design: .serif), among: inter) == "Inter-Bold.otf")
        #expect(file(Font(size: 17, italic: true), among: inter) == "Inter-Regular.otf")
        #expect(FontFace.nearest(to: .body, among: []) == nil)
        // Inter is the only family every font may fall back to.
        let mono = FontFace.bundled.filter { $0.design == .monospaced }
        #expect(FontFace.nearest(to: .body, among: mono) == nil)
    }

    /// Between two equally near weights below regular, the lighter wins.
    @Test func belowRegularTiesGoLighter() {
        let faces = FontFace.bundled.filter {
            $0.design == .default && !$0.isItalic && [.ultraLight, .light].contains($0.weight)
        }
        #expect(file(Font(size: 17, weight: .thin), among: faces) == "Inter-Thin.otf")
    }

    @Test func everyBundledFileIsInTheAssets() {
        let folder = Assets.path("Fonts")
        for face in FontFace.bundled {
            #expect(FileManager.default.fileExists(atPath: "\(folder)/\(face.file)"), "\(face.file)")
        }
    }
}
