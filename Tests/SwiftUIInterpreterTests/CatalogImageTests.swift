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
        for set in ["Avatar.imageset", "Badge.imageset", "Crest.imageset"] {
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
        let path = folder + "/Profile.swift"
        try """
        import SwiftUI
        struct Profile: View {
            var body: some View {
                VStack {
                    Image("Avatar")
                    Image(.badge)
                    Image("Crest")
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
        #expect(views.contains { $0.isPlaceholder })
        #expect(
            state.notes.map(\.text) == [
                "the image 'Crest' is a vector drawing (PDF), which Neumorph does not draw (a placeholder stands in for it)"
            ])
    }
}
