import Platform
import Raster
import Testing

/// Animated WebP through libwebp: frames come back as they went in (exactly when lossless), at the
/// times they were given.
@Suite struct AnimatedWebPTests {
    /// A 48×32 frame with a square at `x` over a gradient: a small moving change, like a press.
    static func frame(square x: Int) -> Pixmap {
        var pixmap = Pixmap(width: 48, height: 32)!
        for y in 0..<32 {
            for column in 0..<48 {
                let inside = (x..<(x + 8)).contains(column) && (10..<18).contains(y)
                pixmap.pixels[y * 48 + column] =
                    inside
                    ? 0xFFE0_4020 : PixelFormat.pack(a: 255, r: UInt32(column * 5), g: UInt32(y * 7), b: 90)
            }
        }
        return pixmap
    }

    static func decoded(_ bytes: [UInt8]) throws -> [(frame: Pixmap, start: Int, end: Int)] {
        var frames: [(Pixmap, Int, Int)] = []
        try AnimatedWebP.decode(bytes) { frame, start, end in
            frames.append((frame, start, end))
            return true
        }
        return frames
    }

    @Test func losslessFramesComeBackExactlyAtTheirTimes() throws {
        let encoder = try AnimatedWebP.Encoder(width: 48, height: 32)
        for i in 0..<5 { try encoder.add(Self.frame(square: i * 6), milliseconds: i * 40) }
        let bytes = try encoder.finish(milliseconds: 200)
        #expect(AnimatedWebP.isWebP(bytes))
        let frames = try Self.decoded(bytes)
        #expect(frames.count == 5)
        for (i, decoded) in frames.enumerated() {
            #expect(decoded.frame == Self.frame(square: i * 6), "frame \(i)")
            #expect(decoded.start == i * 40 && decoded.end == (i + 1) * 40)
        }
    }

    @Test func anUnchangedFrameLengthensTheOneBefore() throws {
        let encoder = try AnimatedWebP.Encoder(width: 48, height: 32)
        try encoder.add(Self.frame(square: 0), milliseconds: 0)
        try encoder.add(Self.frame(square: 0), milliseconds: 100)
        try encoder.add(Self.frame(square: 20), milliseconds: 150)
        let frames = try Self.decoded(try encoder.finish(milliseconds: 300))
        #expect(frames.map(\.start) == [0, 150])
        #expect(frames.map(\.end) == [150, 300])
    }

    @Test func translucentPixelsAreUnpremultipliedForTheFile() throws {
        var pixmap = Pixmap(width: 2, height: 1)!
        pixmap.pixels = [RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.5).premultipliedPixel, 0]
        let encoder = try AnimatedWebP.Encoder(width: 2, height: 1)
        try encoder.add(pixmap, milliseconds: 0)
        let back = try Self.decoded(try encoder.finish(milliseconds: 10))[0].frame
        for channel in [24, 16, 8, 0] as [UInt32] {
            let (a, b) = ((pixmap.pixels[0] >> channel) & 0xFF, (back.pixels[0] >> channel) & 0xFF)
            #expect(abs(Int(a) - Int(b)) <= 1, "channel at bit \(channel): \(a) vs \(b)")
        }
        #expect(back.pixels[1] >> 24 == 0)
    }

    @Test func lossyFramesStayClose() throws {
        let encoder = try AnimatedWebP.Encoder(width: 48, height: 32, compression: .lossy(quality: 90))
        try encoder.add(Self.frame(square: 10), milliseconds: 0)
        let back = try Self.decoded(try encoder.finish(milliseconds: 10))[0].frame
        let original = Self.frame(square: 10)
        // Chroma is subsampled, so a sharp coloured edge is off by more; on average a channel is close.
        var total = 0
        for i in original.pixels.indices {
            for shift in [16, 8, 0] as [UInt32] {
                total += abs(Int((original.pixels[i] >> shift) & 0xFF) - Int((back.pixels[i] >> shift) & 0xFF))
            }
        }
        let mean = Double(total) / Double(original.pixels.count * 3)
        #expect(mean > 0 && mean < 4, "mean channel error \(mean)")
    }

    @Test func badFramesAndBytesAreErrorsNotCrashes() throws {
        let encoder = try AnimatedWebP.Encoder(width: 48, height: 32)
        #expect(throws: AnimatedWebP.Failure.self) { try encoder.add(Pixmap(width: 4, height: 4)!, milliseconds: 0) }
        #expect(throws: AnimatedWebP.Failure.self) { try AnimatedWebP.Encoder(width: 0, height: 10) }
        #expect(throws: AnimatedWebP.Failure.self) {
            try AnimatedWebP.decode(Array("RIFF0000WEBPjunk".utf8)) { _, _, _ in true }
        }
        #expect(throws: AnimatedWebP.Failure.self) { try encoder.finish(milliseconds: 10) }  // no frames
        #expect(throws: AnimatedWebP.Failure.self) { try encoder.finish(milliseconds: 10) }  // finished
    }
}
