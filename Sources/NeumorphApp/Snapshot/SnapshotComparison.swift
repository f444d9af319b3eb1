import Foundation
import Raster

/// `--tolerance PIXEL,AREA`: a pixel counts as different when one of its channels moves by more than
/// PIXEL (0–255), and a picture when more than AREA percent of its pixels do. Without it, only the same
/// pixels match.
struct SnapshotTolerance: Sendable, Equatable {
    var pixel: Int
    var area: Double

    static let exact = SnapshotTolerance(pixel: 0, area: 0)

    /// `PIXEL,AREA` (`2,0.1`), or nil when it is not that.
    init?(argument text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let pixel = Int(parts[0]), (0...255).contains(pixel), let area = Double(parts[1]),
            area.isFinite, (0...100).contains(area)
        else { return nil }
        self.init(pixel: pixel, area: area)
    }

    init(pixel: Int, area: Double) {
        self.pixel = pixel
        self.area = area
    }
}

/// Two pictures of a preview compared pixel by pixel, and the picture of where they differ: the new
/// picture faded to a light grey, each differing pixel red, so a change reads at a glance.
enum SnapshotComparison {
    struct Result {
        var matches: Bool
        /// What differs, in words: `3.2 % of the pixels (4 120 of 128 000)`, or the two sizes.
        var detail: String
        /// The difference picture (nil when the sizes differ).
        var difference: Pixmap?
    }

    static func compare(recorded: Pixmap, new: Pixmap, tolerance: SnapshotTolerance) -> Result {
        guard recorded.width == new.width, recorded.height == new.height else {
            return Result(
                matches: false,
                detail: "the size changed from \(recorded.width)×\(recorded.height) to \(new.width)×\(new.height)",
                difference: nil)
        }
        var marked = [UInt32](repeating: 0, count: new.pixels.count)
        var differing = 0
        recorded.pixels.withUnsafeBufferPointer { old in
            new.pixels.withUnsafeBufferPointer { now in
                marked.withUnsafeMutableBufferPointer { out in
                    for i in 0..<now.count {
                        let a = old[i]
                        let b = now[i]
                        if a != b && largestChannelChange(a, b) > tolerance.pixel {
                            differing += 1
                            out[i] = 0xFFFF_0000
                        } else {
                            // A light grey of the new pixel's brightness, opaque.
                            let grey = 200 + (Int((b >> 16) & 0xFF) + Int((b >> 8) & 0xFF) + Int(b & 0xFF)) / 15
                            let level = UInt32(min(grey, 255))
                            out[i] = 0xFF00_0000 | level << 16 | level << 8 | level
                        }
                    }
                }
            }
        }
        let total = max(new.pixels.count, 1)
        let percent = Double(differing) / Double(total) * 100
        let matches = differing == 0 || percent <= tolerance.area && tolerance != .exact
        let detail =
            differing == 0
            ? "no pixel differs beyond the tolerance"
            : "\(Self.format(percent)) % of the pixels differ (\(differing) of \(total))"
        return Result(
            matches: matches, detail: detail, difference: Pixmap(width: new.width, height: new.height, pixels: marked))
    }

    /// The largest change of one channel (alpha, red, green, blue) between two pixels.
    static func largestChannelChange(_ a: UInt32, _ b: UInt32) -> Int {
        var largest = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            let x = Int((a >> UInt32(shift)) & 0xFF)
            let y = Int((b >> UInt32(shift)) & 0xFF)
            largest = max(largest, abs(x - y))
        }
        return largest
    }

    static func format(_ percent: Double) -> String {
        percent >= 0.01 ? String(format: "%.2f", percent) : String(format: "%.4f", percent)
    }
}
