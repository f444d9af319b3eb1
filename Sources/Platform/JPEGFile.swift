import CSDL2
import Raster

/// Reading JPEG files (an asset catalog's photos) through SDL2_image, after the same kind of check `PNGFile`
/// makes: the file must start as a JPEG and declare, in its frame header, a size inside the budget before a
/// pixel is decoded.
public enum JPEGFile {
    /// Loads a JPEG file as an opaque pixmap.
    public static func read(_ path: String, budget: PixelBudget = .image) throws(PNGFile.Failure) -> Pixmap {
        let bytes = try PNGFile.contents(of: path)
        if let problem = structureProblem(bytes, budget: budget) { throw .cannotRead(path: path, reason: problem) }
        return try PNGFile.decoded(bytes, path: path) { IMG_LoadJPG_RW($0) }
    }

    /// Whether `bytes` start as a JPEG file does (the start-of-image marker and a second marker).
    public static func isJPEG(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF
    }

    /// The width and height the frame header (SOF) declares, or nil when the markers before it do not lead to one
    /// inside `bytes`.
    public static func pixelSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard isJPEG(bytes) else { return nil }
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            // Fill bytes before a marker, and the markers that have no length.
            if marker == 0xFF {
                offset += 1
                continue
            }
            if marker == 0x01 || (0xD0...0xD8).contains(marker) {
                offset += 2
                continue
            }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2 else { return nil }
            // The frame headers: baseline, progressive and the rarer ones (C4, C8 and CC are other tables).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard offset + 9 <= bytes.count else { return nil }
                let height = Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6])
                let width = Int(bytes[offset + 7]) << 8 | Int(bytes[offset + 8])
                return (width, height)
            }
            // The image data begins, or the image ends, before any frame header.
            if marker == 0xDA || marker == 0xD9 { return nil }
            offset += 2 + length
        }
        return nil
    }

    /// Why `bytes` are not a JPEG worth decoding, or nil.
    static func structureProblem(_ bytes: [UInt8], budget: PixelBudget) -> String? {
        guard isJPEG(bytes) else { return "not a JPEG file" }
        guard let (width, height) = pixelSize(bytes) else { return "no frame header before the image data" }
        guard (1...Mask.maxSide).contains(width), (1...Mask.maxSide).contains(height) else {
            return "the image is \(width)×\(height); each side must be 1…\(Mask.maxSide)"
        }
        if let refusal = budget.refusal(width: width, height: height) { return "not decoded: \(refusal)" }
        return nil
    }
}
