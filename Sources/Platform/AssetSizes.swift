import Foundation
import Raster
import Synchronization

/// The sizes of the PNG assets in `Assets/Images` and of the files of asset catalogs, read from each file's header (24 bytes, not the
/// pixels) the first time a screen lays out `Image("name")`, and kept. Layout runs every frame and off
/// the main thread, so this is `Sendable` where `AssetImages`, which holds decoded pixels for the
/// renderer, is not.
public final class AssetSizes: Sendable {
    private let sizes = Mutex<[String: Size?]>([:])
    private let folder: String

    public init(folder: String = Assets.path("Images")) { self.folder = folder }

    /// The image's size in points (one pixel a point; a catalog's file, `ImageFileReference`, at its scale), or
    /// nil when there is no such image.
    public func size(named name: String) -> Size? {
        if let known = sizes.withLock({ $0[name] }) { return known }
        let size: Size?
        if let reference = ImageFileReference(name: name) {
            size = ImageFile.pixelSize(reference.path).map {
                Size(width: $0.width / reference.scale, height: $0.height / reference.scale)
            }
        } else {
            size = Self.headerSize(path: "\(folder)/\(name).png")
        }
        sizes.withLock { $0[name] = size }
        return size
    }

    /// Width and height from the IHDR chunk that every PNG starts with.
    static func headerSize(path: String) -> Size? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 24), data.count == 24 else { return nil }
        let bytes = [UInt8](data)
        guard Array(bytes[0..<8]) == PNGFile.signature, String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR" else {
            return nil
        }
        func word(_ at: Int) -> Double {
            Double(Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]))
        }
        let size = Size(width: word(16), height: word(20))
        return size.width > 0 && size.height > 0 ? size : nil
    }
}
