import Foundation
import Platform
import Raster
import Testing

/// The files of a module's asset catalogs: PNG and JPEG told apart by their bytes, a JPEG's size read from its
/// frame header, a catalog file's size in points at its scale, and bad files refused before the decoder.
@Suite struct ImageFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("neumorph-image-\(UUID().uuidString)")
        .path

    /// A 16 × 8 JPEG (quality 95): red on the left half, blue on the right.
    static let jpeg = Data(
        base64Encoded:
            "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAIABADASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD5brzeiiv2r6Ff/M+/7lf/AHYP6G+m/wD8yD/ua/8AdY//2Q=="
    )!

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    @Test func aJPEGIsReadWhateverItsName() throws {
        // Named .png, as catalogs sometimes hold it: the bytes decide.
        let path = folder + "/photo.png"
        try Self.jpeg.write(to: URL(fileURLWithPath: path))
        #expect(JPEGFile.pixelSize([UInt8](Self.jpeg)).map { [$0.width, $0.height] } == [16, 8])
        #expect(ImageFile.pixelSize(path) == Size(width: 16, height: 8))
        let pixmap = try ImageFile.read(path)
        #expect(pixmap.width == 16 && pixmap.height == 8)
        let left = PixelFormat.unpremultiplied(pixmap.pixels[4 * 16 + 2])
        let right = PixelFormat.unpremultiplied(pixmap.pixels[4 * 16 + 13])
        #expect(abs(left.red - 220 / 255) < 0.05 && abs(left.blue - 30 / 255) < 0.05, "\(left)")
        #expect(abs(right.red - 30 / 255) < 0.05 && abs(right.blue - 220 / 255) < 0.05, "\(right)")
        #expect(left.alpha == 1)
        // A catalog's @2x file is half its pixels in points.
        let sizes = AssetSizes(folder: folder)
        #expect(sizes.size(named: ImageFileReference(path: path, scale: 2).name) == Size(width: 8, height: 4))
        #expect(AssetImages(folder: folder).image(named: ImageFileReference(path: path, scale: 2).name)?.width == 16)
    }

    @Test func aPNGIsReadThroughTheSameDoor() throws {
        var pixmap = Pixmap(width: 3, height: 5)!
        pixmap.pixels = Array(repeating: 0xFF00_FF00, count: 15)
        let path = folder + "/green.jpg"
        try PNGFile.write(pixmap, to: path)
        #expect(ImageFile.pixelSize(path) == Size(width: 3, height: 5))
        #expect(try ImageFile.read(path).pixels == pixmap.pixels)
    }

    @Test func badFilesAreRefusedWithTheirReason() throws {
        func refusal(_ bytes: [UInt8], _ name: String) -> String {
            let path = folder + "/" + name
            _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
            do {
                _ = try ImageFile.read(path)
                return "read"
            } catch {
                return error.description
            }
        }
        #expect(refusal(Array("GIF89a".utf8), "a.gif").hasSuffix("not a PNG or JPEG file"))
        #expect(refusal([], "empty.jpg").hasSuffix("no such file, or it is empty"))
        // Cut before its frame header, and one that claims 60000 × 60000 pixels.
        let bytes = [UInt8](Self.jpeg)
        #expect(refusal(Array(bytes.prefix(40)), "cut.jpg").hasSuffix("no frame header before the image data"))
        let header = try #require(bytes.indices.first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        var huge = bytes
        huge[header + 5] = 0xEA
        huge[header + 6] = 0x60
        huge[header + 7] = 0xEA
        huge[header + 8] = 0x60
        #expect(refusal(huge, "huge.jpg").contains("each side must be 1…16384"))
        #expect(ImageFile.pixelSize(folder + "/nowhere.png") == nil)
        #expect(ImageFileReference(name: "photo") == nil)
        #expect(ImageFileReference(name: ImageFileReference(path: "/a b/ç.png", scale: 3).name)?.path == "/a b/ç.png")
    }
}
