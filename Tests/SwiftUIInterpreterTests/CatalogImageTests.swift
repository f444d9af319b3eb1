import Foundation
import Platform
import Raster
import SwiftModule
import Testing

@testable import SwiftUIInterpreter

/// `Image("name")` and `Image(.name)` of the module's own asset catalog: the file for the phone's scale, at its
/// size in points; a set of only vector files, a placeholder with a note saying so.
@Suite @MainActor struct CatalogImageTests {
    @Test func anImageSetIsDrawnAtItsScale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("neumorph-catalog-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sets = folder + "/Assets.xcassets"
        try FileManager.default.createDirectory(atPath: folder + "/App.xcodeproj", withIntermediateDirectories: true)
        for set in ["Avatar.imageset", "Badge.imageset", "Crest.imageset", "Poster.imageset"] {
            try FileManager.default.createDirectory(atPath: sets + "/" + set, withIntermediateDirectories: true)
        }
        // 90 × 60 pixels at 3× (30 × 20 points) beside a 1× file of another size; a 2× JPEG-less badge; a PDF crest.
        try PNGFile.write(Pixmap(width: 90, height: 60)!, to: sets + "/Avatar.imageset/me@3x.png")
        try PNGFile.write(Pixmap(width: 7, height: 7)!, to: sets + "/Avatar.imageset/me.png")
        try
            #"{"images": [{"filename": "me.png", "scale": "1x", "idiom": "universal"}, {"filename": "me@3x.png", "scale": "3x", "idiom": "universal"}]}"#
            .write(toFile: sets + "/Avatar.imageset/Contents.json", atomically: true, encoding: .utf8)
        try PNGFile.write(Pixmap(width: 40, height: 40)!, to: sets + "/Badge.imageset/badge.png")
        try #"{"images": [{"filename": "badge.png", "scale": "2x", "idiom": "universal"}]}"#
            .write(toFile: sets + "/Badge.imageset/Contents.json", atomically: true, encoding: .utf8)
        try "%PDF-1.4".write(toFile: sets + "/Crest.imageset/crest.pdf", atomically: true, encoding: .utf8)
        try #"{"images": [{"filename": "crest.pdf", "idiom": "universal"}]}"#
            .write(toFile: sets + "/Crest.imageset/Contents.json", atomically: true, encoding: .utf8)
        // A poster whose header declares 5000 × 5000 pixels: over the renderer's budget, so never decoded.
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        header += Array("IHDR".utf8) + [0, 0, 0x13, 0x88, 0, 0, 0x13, 0x88, 8, 6, 0, 0, 0]
        try Data(header).write(to: URL(fileURLWithPath: sets + "/Poster.imageset/poster.png"))
        try #"{"images": [{"filename": "poster.png", "scale": "1x", "idiom": "universal"}]}"#
            .write(toFile: sets + "/Poster.imageset/Contents.json", atomically: true, encoding: .utf8)
        let path = folder + "/Profile.swift"
        try """
        import SwiftUI
        struct Profile: View {
            var body: some View {
                VStack {
                    Image("Avatar")
                    Image(.badge)
                    Image("Crest")
                    Image("Poster")
                }
            }
        }
        #Preview { Profile() }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let file = try ScreenFile.interpret(module: SourceModule.containing(path), path: path)
        let state = ScreenState()
        let sizes = AssetSizes()
        let views = try file.laidOutViews(
            preview: 0, colorScheme: .light, state: state, size: Size(width: 400, height: 300),
            imageSize: { sizes.size(named: $0) })
        let images = views.filter { $0.type == "Image" }
        #expect(images.map(\.frame.size) == [Size(width: 30, height: 20), Size(width: 20, height: 20)], "\(views)")
        #expect(views.filter(\.isPlaceholder).count == 2)
        let notes = state.notes.map(\.text)
        #expect(notes.count == 2)
        #expect(
            notes.first
                == "the image 'Crest' is a vector drawing (PDF), which Neumorph does not draw (a placeholder stands in for it)"
        )
        #expect(
            notes.last?.hasPrefix("the image 'Poster' (poster.png) is not drawn: 5000×5000 pixels would need") == true)
    }
}
