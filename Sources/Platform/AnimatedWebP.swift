import CWebP
import Raster

/// Animated WebP files through libwebp: `AnimatedWebP.Encoder` takes frames one at a time and
/// `decode` hands them back one at a time, so neither holds a clip of raw frames.
public enum AnimatedWebP {
    /// Why a clip could not be encoded or decoded, in words a user understands.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// How frames are compressed: exact pixels, or libwebp's lossy codec at a quality of 0…100.
    public enum Compression: Sendable, Equatable {
        case lossless
        case lossy(quality: Int)
    }

    /// Whether `bytes` start like a WebP file (`RIFF….WEBP`).
    public static func isWebP(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 12 && bytes[0..<4].elementsEqual("RIFF".utf8) && bytes[8..<12].elementsEqual("WEBP".utf8)
    }

    /// Builds an animated WebP through libwebp's `WebPAnimEncoder`. Each frame is unpremultiplied
    /// into one reused picture and encoded as it is added: the encoder keeps only the encoded
    /// rectangle that changed since the previous frame (an unchanged frame lengthens the one before),
    /// plus a few canvases of its own. Not thread-safe: one thread at a time (the writer's queue).
    public final class Encoder: @unchecked Sendable {
        public let width: Int
        public let height: Int
        public let compression: Compression
        /// Frames added so far.
        public private(set) var frameCount = 0
        private let encoder: OpaquePointer
        private var picture = WebPPicture()
        private var config = WebPConfig()
        private var lastTimestamp = 0
        private var finished = false

        /// libwebp's lossless effort, 0…9, for a clip made as fast as frames come (the window): a
        /// changing 1280×800 frame in about 10 ms. Level 6 makes files a sixth to a quarter smaller
        /// for about a fifth more time (measured on Assets/Recordings/press-dark.txt and on springs in motion).
        public static let fastLosslessLevel = 1
        /// The effort for a clip made offline (`record`).
        public static let compactLosslessLevel = 6

        /// A clip of `width`×`height` pixels; `losslessLevel` (0…9) trades time for size when lossless.
        public init(
            width: Int, height: Int, compression: Compression = .lossless, losslessLevel: Int = fastLosslessLevel
        ) throws(Failure) {
            guard (1...16383).contains(width), (1...16383).contains(height) else {
                throw Failure(description: "a WebP frame is at most 16383×16383 pixels, not \(width)×\(height)")
            }
            self.width = width
            self.height = height
            self.compression = compression
            let configured: Bool
            switch compression {
            case .lossless:
                configured =
                    WebPConfigInit(&config) != 0
                    && WebPConfigLosslessPreset(&config, Int32(min(max(losslessLevel, 0), 9))) != 0
            case .lossy(let quality):
                configured = WebPConfigPreset(&config, WEBP_PRESET_DEFAULT, Float(min(max(quality, 0), 100))) != 0
            }
            var options = WebPAnimEncoderOptions()
            guard configured, WebPAnimEncoderOptionsInit(&options) != 0, WebPPictureInit(&picture) != 0 else {
                throw Failure(description: "libwebp's encoder does not match its header")
            }
            options.anim_params.loop_count = 0
            // Lossy frames may still be stored lossless where that is smaller (flat areas).
            options.allow_mixed = compression == .lossless ? 0 : 1
            picture.use_argb = 1
            picture.width = Int32(width)
            picture.height = Int32(height)
            guard WebPPictureAlloc(&picture) != 0 else {
                throw Failure(description: "not enough memory for a \(width)×\(height) WebP frame")
            }
            // Made last: once it is set the encoder is whole, and `deinit` frees both.
            guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
                WebPPictureFree(&picture)
                throw Failure(description: "not enough memory for a \(width)×\(height) WebP encoder")
            }
            self.encoder = encoder
        }

        deinit {
            WebPPictureFree(&picture)
            WebPAnimEncoderDelete(encoder)
        }

        /// Adds a frame shown from `milliseconds` after the start until the next frame's time (an
        /// earlier time than the last is taken as the last).
        public func add(_ pixmap: Pixmap, milliseconds: Int) throws(Failure) {
            guard !finished else { throw Failure(description: "the clip is already finished") }
            guard pixmap.width == width, pixmap.height == height else {
                throw Failure(
                    description: "a \(pixmap.width)×\(pixmap.height) frame in a \(width)×\(height) clip")
            }
            let count = width * height
            // WebP's ARGB word is our pixel layout without premultiplication.
            pixmap.pixels.withUnsafeBufferPointer { source in
                let target = picture.argb!
                for i in 0..<count {
                    let p = source[i]
                    let a = p >> 24
                    if a == 255 {
                        target[i] = p
                    } else if a == 0 {
                        target[i] = 0
                    } else {
                        let r = min(255, (PixelFormat.red(p) * 255 + a / 2) / a)
                        let g = min(255, (PixelFormat.green(p) * 255 + a / 2) / a)
                        let b = min(255, (PixelFormat.blue(p) * 255 + a / 2) / a)
                        target[i] = PixelFormat.pack(a: a, r: r, g: g, b: b)
                    }
                }
            }
            lastTimestamp = max(lastTimestamp, milliseconds)
            guard WebPAnimEncoderAdd(encoder, &picture, Int32(clamping: lastTimestamp), &config) != 0 else {
                throw Failure(description: "libwebp could not encode frame \(frameCount + 1): \(error)")
            }
            frameCount += 1
        }

        /// Ends the last frame at `milliseconds` and returns the file's bytes.
        public func finish(milliseconds: Int) throws -> [UInt8] {
            try finish(milliseconds: milliseconds) { Array($0) }
        }

        /// Ends the last frame at `milliseconds` and hands the file's bytes to `body` in libwebp's own
        /// buffer, so a long clip is not copied once more to be written. Throws a `Failure` or what
        /// `body` throws.
        public func finish<T>(milliseconds: Int, _ body: (UnsafeRawBufferPointer) throws -> T) throws -> T {
            guard !finished else { throw Failure(description: "the clip is already finished") }
            finished = true
            guard frameCount > 0 else { throw Failure(description: "the clip has no frames") }
            // A clip's last frame lasts at least 1 ms (a zero duration would mean "unknown" to a viewer).
            let end = max(milliseconds, lastTimestamp + 1)
            guard WebPAnimEncoderAdd(encoder, nil, Int32(clamping: end), nil) != 0 else {
                throw Failure(description: "libwebp could not end the clip: \(error)")
            }
            var data = WebPData()
            guard WebPAnimEncoderAssemble(encoder, &data) != 0 else {
                throw Failure(description: "libwebp could not assemble the clip: \(error)")
            }
            defer { WebPFree(UnsafeMutableRawPointer(mutating: data.bytes)) }
            return try body(UnsafeRawBufferPointer(start: data.bytes, count: data.size))
        }

        private var error: String {
            WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
        }
    }

    /// The clip's size and frame count.
    public struct Info: Sendable, Equatable {
        public let width: Int
        public let height: Int
        public let frameCount: Int
    }

    /// Decodes an animated (or still) WebP frame by frame: `body` gets each frame as a premultiplied
    /// pixmap and the time it starts and ends, in milliseconds, and returns false to stop.
    @discardableResult
    public static func decode(
        _ bytes: [UInt8], _ body: (_ frame: Pixmap, _ start: Int, _ end: Int) -> Bool
    ) throws(Failure) -> Info {
        var options = WebPAnimDecoderOptions()
        guard WebPAnimDecoderOptionsInit(&options) != 0 else {
            throw Failure(description: "libwebp's animation decoder does not match its header")
        }
        options.color_mode = MODE_rgbA
        options.use_threads = 0
        return try bytes.withUnsafeBufferPointer { buffer throws(Failure) -> Info in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            guard let decoder = WebPAnimDecoderNew(&data, &options) else {
                throw Failure(description: "not an animated WebP file, or a damaged one")
            }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else {
                throw Failure(description: "the WebP file's header cannot be read")
            }
            let width = Int(info.canvas_width)
            let height = Int(info.canvas_height)
            var start = 0
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var rgba: UnsafeMutablePointer<UInt8>?
                var end: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &rgba, &end) != 0, let rgba else {
                    throw Failure(description: "frame at \(start) ms cannot be decoded")
                }
                guard var frame = Pixmap(width: width, height: height) else {
                    throw Failure(description: "a \(width)×\(height) frame is larger than a pixmap may be")
                }
                frame.pixels.withUnsafeMutableBufferPointer { out in
                    for i in 0..<(width * height) {
                        let o = i * 4
                        out[i] = PixelFormat.pack(
                            a: UInt32(rgba[o + 3]), r: UInt32(rgba[o]), g: UInt32(rgba[o + 1]), b: UInt32(rgba[o + 2]))
                    }
                }
                if !body(frame, start, Int(end)) { break }
                start = Int(end)
            }
            return Info(width: width, height: height, frameCount: Int(info.frame_count))
        }
    }
}
