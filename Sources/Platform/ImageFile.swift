import Foundation
import Raster

/// A PNG or JPEG file, told apart by its first bytes rather than its name (an asset catalog's `photo.png` may
/// hold a JPEG).
public enum ImageFile {
    /// The file's pixels.
    public static func read(_ path: String, budget: PixelBudget = .image) throws(PNGFile.Failure) -> Pixmap {
        let start = head(path, count: 8)
        if start.starts(with: PNGFile.signature) { return try PNGFile.read(path, budget: budget) }
        if JPEGFile.isJPEG(start) { return try JPEGFile.read(path, budget: budget) }
        throw .cannotRead(path: path, reason: start.isEmpty ? "no such file, or it is empty" : "not a PNG or JPEG file")
    }

    /// The file's size in pixels, read from its header without decoding it; nil when it is not a PNG or JPEG
    /// whose header says.
    public static func pixelSize(_ path: String) -> Size? {
        let start = head(path, count: 24)
        if start.starts(with: PNGFile.signature) { return AssetSizes.headerSize(path: path) }
        // A JPEG's frame header follows its metadata (EXIF, a colour profile), which can run to tens of kilobytes.
        guard JPEGFile.isJPEG(start), let (width, height) = JPEGFile.pixelSize(head(path, count: 1 << 20)),
            width > 0, height > 0
        else { return nil }
        return Size(width: Double(width), height: Double(height))
    }

    /// Up to `count` bytes from the file's start; none when it cannot be read.
    private static func head(_ path: String, count: Int) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: count)).map { [UInt8]($0) } ?? []
    }
}
