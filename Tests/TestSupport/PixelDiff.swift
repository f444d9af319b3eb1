import Raster

/// Per-channel comparison of two pixmaps of the same size.
public enum PixelDiff {
    public struct Comparison {
        /// Pixels where some channel differs by more than the tolerance.
        public let differingPixels: Int
        /// The largest channel difference anywhere.
        public let maxDifference: Int
        /// Red where pixels differ beyond the tolerance, a faint grey copy of the expected image elsewhere.
        public let diffImage: Pixmap
    }

    public static func compare(_ actual: Pixmap, _ expected: Pixmap, tolerance: Int) -> Comparison {
        var diff = Pixmap(width: actual.width, height: actual.height)!
        var differing = 0
        var maxDifference = 0
        for i in actual.pixels.indices {
            let a = actual.pixels[i]
            let e = expected.pixels[i]
            var worst = 0
            for shift in stride(from: 0, through: 24, by: 8) {
                let d = abs(Int((a >> UInt32(shift)) & 0xFF) - Int((e >> UInt32(shift)) & 0xFF))
                worst = max(worst, d)
            }
            maxDifference = max(maxDifference, worst)
            if worst > tolerance {
                differing += 1
                diff.pixels[i] = 0xFFFF_0000
            } else {
                let grey = UInt32(PixelFormat.green(e) / 4 + 160)
                diff.pixels[i] = 0xFF00_0000 | grey << 16 | grey << 8 | grey
            }
        }
        return Comparison(differingPixels: differing, maxDifference: maxDifference, diffImage: diff)
    }

    /// The largest channel difference between two pixels.
    public static func channelDistance(_ a: UInt32, _ b: UInt32) -> Int {
        var worst = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            worst = max(worst, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
        }
        return worst
    }
}
