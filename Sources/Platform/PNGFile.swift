import CSDL2
import Foundation
import Raster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading and writing PNG files through SDL2_image (no video subsystem needed).
public enum PNGFile {
    /// Why a PNG could not be read or written, in words a user understands.
    public enum Failure: Error, CustomStringConvertible, Sendable {
        case cannotRead(path: String, reason: String)
        case cannotWrite(path: String, reason: String)
        case exists(path: String)

        public var description: String {
            switch self {
            case .cannotRead(let path, let reason): "cannot read image '\(path)': \(reason)"
            case .cannotWrite(let path, let reason): "cannot write '\(path)': \(reason)"
            case .exists(let path): "'\(path)' already exists; not overwriting it"
            }
        }
    }

    /// Why `bytes` are not a PNG worth decoding, or `nil`: the signature, an IHDR chunk first with a
    /// size inside `budget` (read before anything is decoded: a small file can declare gigabytes),
    /// every chunk inside the file, and an IEND.
    static func structureProblem(_ bytes: [UInt8], budget: PixelBudget = .image) -> String? {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { return "not a PNG file" }
        func word(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        var offset = 8
        var first = true
        while offset + 12 <= bytes.count {
            let length = word(offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard length <= bytes.count - offset - 12 else { return "the \(type) chunk runs past the end of the file" }
            if first {
                guard type == "IHDR", length == 13 else { return "the header chunk is missing" }
                let width = word(offset + 8)
                let height = word(offset + 12)
                guard (1...Mask.maxSide).contains(width), (1...Mask.maxSide).contains(height) else {
                    return "the image is \(width)×\(height); each side must be 1…\(Mask.maxSide)"
                }
                if let refusal = budget.refusal(width: width, height: height) { return "not decoded: \(refusal)" }
                first = false
            }
            if type == "IEND" { return nil }
            offset += length + 12
        }
        return "the file is cut short"
    }

    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Loads a PNG file as a premultiplied pixmap. Only PNG and JPEG (`JPEGFile`) are handed to SDL2_image's
    /// decoders (the asset fuzzer found its SVG reader leaking on malformed input), and only after the chunk
    /// structure checks out: a chunk claiming more bytes than the file holds kept libpng busy for
    /// seconds, and a huge size in the header would allocate without limit.
    public static func read(_ path: String, budget: PixelBudget = .image) throws(Failure) -> Pixmap {
        let bytes = try contents(of: path)
        if let problem = structureProblem(bytes, budget: budget) { throw .cannotRead(path: path, reason: problem) }
        return try decoded(bytes, path: path) { IMG_LoadPNG_RW($0) }
    }

    /// A file's bytes, for a decoder that checks them first.
    static func contents(of path: String) throws(Failure) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .cannotRead(path: path, reason: access(path, F_OK) == 0 ? "permission denied" : "no such file")
        }
        do {
            let data = try handle.readToEnd() ?? Data()
            try handle.close()
            return [UInt8](data)
        } catch {
            throw .cannotRead(path: path, reason: error.localizedDescription)
        }
    }

    /// Checked `bytes` decoded by one of SDL2_image's loaders into a premultiplied pixmap.
    static func decoded(
        _ bytes: [UInt8], path: String, loader: (UnsafeMutablePointer<SDL_RWops>) -> UnsafeMutablePointer<SDL_Surface>?
    ) throws(Failure) -> Pixmap {
        let loaded: UnsafeMutablePointer<SDL_Surface>? = bytes.withUnsafeBytes { raw in
            guard let rw = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)) else { return nil }
            defer { SDL_RWclose(rw) }
            return loader(rw)
        }
        guard let loaded else {
            throw .cannotRead(path: path, reason: String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(loaded) }
        guard let surface = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw .cannotRead(path: path, reason: String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(surface) }
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        let pitch = Int(surface.pointee.pitch)
        guard var pixmap = Pixmap(width: width, height: height), let base = surface.pointee.pixels else {
            throw .cannotRead(path: path, reason: "the image is empty or larger than \(Mask.maxSide) pixels")
        }
        pixmap.pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let p = row[x]
                    out[y * width + x] =
                        PixelFormat.scale(p | 0xFF00_0000, by: p >> 24) & 0x00FF_FFFF | (p & 0xFF00_0000)
                }
            }
        }
        return pixmap
    }

    /// Writes a pixmap as PNG through `OutputFile`: the file appears whole or not at all, and an
    /// existing file is kept unless `overwrite` is set (and then only a regular file is replaced).
    public static func write(
        _ pixmap: Pixmap, to path: String, overwrite: Bool = false,
        using writeFunction: @escaping OutputFile.WriteFunction = OutputFile.systemWrite
    ) throws(Failure) {
        let bytes = try encoded(pixmap, path: path)
        do {
            try OutputFile.write(
                bytes, to: path, existing: overwrite ? .replaceRegularFile : .keep, using: writeFunction)
        } catch {
            switch error {
            case .exists: throw .exists(path: path)
            case .notRegular, .cannotWrite:
                throw .cannotWrite(path: path, reason: error.reason)
            }
        }
    }

    /// The PNG file's bytes, encoded in memory.
    public static func encoded(_ pixmap: Pixmap, path: String = "image") throws(Failure) -> [UInt8] {
        // Straight alpha for the file: PNG does not store premultiplied colour.
        var straight = pixmap.pixels
        for i in straight.indices {
            let p = straight[i]
            let a = p >> 24
            if a != 255 && a != 0 {
                let c = PixelFormat.unpremultiplied(p)
                straight[i] =
                    RGBA(red: c.red, green: c.green, blue: c.blue, alpha: 1).premultipliedPixel & 0x00FF_FFFF | a << 24
            }
        }
        var bytes: UnsafeMutablePointer<UInt8>?
        var count = 0
        let status: Int32 = straight.withUnsafeMutableBytes { pixels in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    pixels.baseAddress, Int32(pixmap.width), Int32(pixmap.height), 32, Int32(pixmap.width * 4),
                    SDL_PIXELFORMAT_ARGB8888.rawValue)
            else { return -1 }
            defer { SDL_FreeSurface(surface) }
            return neu_encode_png(surface, &bytes, &count)
        }
        guard status == 0, let bytes else {
            let reason = String(cString: SDL_GetError())
            throw .cannotWrite(path: path, reason: reason.isEmpty ? "the PNG could not be encoded" : reason)
        }
        defer { free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: count))
    }
}
