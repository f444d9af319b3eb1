import Foundation
import Platform
import Raster
import Testing

@Suite struct PNGFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("neumorph-png-\(UUID().uuidString)").path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    @Test func roundTripKeepsPixelsIncludingTranslucentOnes() throws {
        var pixmap = Pixmap(width: 3, height: 2)!
        pixmap.pixels = [
            0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF,
            RGBA(red: 1, green: 1, blue: 1, alpha: 0.5).premultipliedPixel, 0, RGBA(r8: 50, g8: 60, b8: 65).premultipliedPixel,
        ]
        let path = folder + "/round.png"
        try PNGFile.write(pixmap, to: path)
        let back = try PNGFile.read(path)
        #expect(back.width == 3 && back.height == 2)
        for i in pixmap.pixels.indices {
            #expect(abs(Int(back.pixels[i] >> 24) - Int(pixmap.pixels[i] >> 24)) <= 1)
            #expect(abs(Int(back.pixels[i] & 0xFF) - Int(pixmap.pixels[i] & 0xFF)) <= 1)
        }
    }

    @Test func neverOverwritesUnlessAsked() throws {
        let pixmap = Pixmap(width: 1, height: 1)!
        let path = folder + "/keep.png"
        try PNGFile.write(pixmap, to: path)
        #expect(throws: PNGFile.Failure.self) { try PNGFile.write(pixmap, to: path) }
        try PNGFile.write(pixmap, to: path, overwrite: true)
    }

    @Test func missingFolderAndUnreadableFilesGiveMessages() {
        let pixmap = Pixmap(width: 1, height: 1)!
        do {
            try PNGFile.write(pixmap, to: folder + "/no/such/folder/x.png")
            Issue.record("wrote into a missing folder")
        } catch {
            #expect(error.description.contains("does not exist"))
        }
        do {
            _ = try PNGFile.read(folder + "/missing.png")
            Issue.record("read a missing file")
        } catch {
            #expect(error.description.contains("missing.png"))
        }
        let garbage = folder + "/garbage.png"
        _ = FileManager.default.createFile(atPath: garbage, contents: Data("not a png".utf8))
        #expect(throws: PNGFile.Failure.self) { try PNGFile.read(garbage) }
    }
}
