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
            RGBA(red: 1, green: 1, blue: 1, alpha: 0.5).premultipliedPixel, 0,
            RGBA(r8: 50, g8: 60, b8: 65).premultipliedPixel,
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

    /// Found by the asset fuzzer: these bytes sent SDL2_image's SVG reader into a 16-byte leak. Only
    /// PNG reaches the decoder now; anything else is a clear message.
    @Test func nonPNGBytesAreRefusedBeforeTheDecoder() throws {
        let svgish = folder + "/leak.png"
        let bytes = Data(base64Encoded: "PHN2ZwAAMQAAAEX/PHN2ZwAAgA==")!
        _ = FileManager.default.createFile(atPath: svgish, contents: bytes)
        do {
            _ = try PNGFile.read(svgish)
            Issue.record("read an SVG fragment as an image")
        } catch {
            #expect(error.description.contains("not a PNG file"))
            #expect(error.description.contains("leak.png"))
        }
        // Found by the asset fuzzer too: a chunk claiming more bytes than the file has kept libpng
        // busy for seconds; it is refused before decoding now.
        let header: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 4, 0, 0, 0, 4,
            1, 3, 0, 0, 0, 0, 0, 0, 0,
        ]
        let longChunk = folder + "/long-chunk.png"
        _ = FileManager.default.createFile(
            atPath: longChunk, contents: Data(header + [0x7F, 0xFF, 0xFF, 0xFF, 0x63, 0x48, 0x52, 0x4D, 1, 2, 3, 4]))
        do {
            _ = try PNGFile.read(longChunk)
            Issue.record("read a PNG whose chunk runs past the end")
        } catch {
            #expect(error.description.contains("runs past the end"), "\(error)")
        }
        // A PNG signature followed by garbage is refused with a reason.
        let truncated = folder + "/truncated.png"
        _ = FileManager.default.createFile(
            atPath: truncated, contents: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]))
        #expect(throws: PNGFile.Failure.self) { try PNGFile.read(truncated) }
    }
}
