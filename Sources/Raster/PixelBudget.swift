import CSupport

/// How many pixels may be allocated for a purpose, checked before anything is: the one rule for
/// frames, the audit's frames together and images declared by assets, and the one wording for a
/// refusal. A size over the budget would otherwise allocate gigabytes (or abort when the address
/// space is limited) before anything could say why.
public struct PixelBudget: Sendable, Equatable {
    /// The most pixels, all surfaces together.
    public let pixels: Int
    /// What the budget is for, for messages ("frame", "image").
    public let name: String

    /// A frame: 8192×8192 pixels, 256 MB (a 2560×1600 window at scale 3 is 37 M pixels).
    public static let frame = PixelBudget(pixels: 8192 * 8192, name: "frame")
    /// An image asset: 4096×4096 pixels, 64 MB once decoded (the icons and photos are far smaller).
    public static let image = PixelBudget(pixels: 4096 * 4096, name: "image")

    /// Premultiplied RGBA, one `UInt32` a pixel.
    public static let bytesPerPixel = 4

    /// Why `count` surfaces of `width`×`height` pixels do not fit, or `nil` when they do. The reason
    /// names the size, the memory it would need and the budget.
    public func refusal(width: Int, height: Int, count: Int = 1) -> String? {
        guard width > 0, height > 0, count > 0 else { return "\(width)×\(height) pixels is not a size" }
        let (one, overflowOne) = width.multipliedReportingOverflow(by: height)
        let (total, overflowTotal) = one.multipliedReportingOverflow(by: count)
        guard overflowOne || overflowTotal || total > pixels else { return nil }
        let surfaces = count == 1 ? "\(width)×\(height) pixels" : "\(count) × \(width)×\(height) pixels"
        let need = overflowOne || overflowTotal ? "more than any machine has" : Self.bytes(total)
        return
            "\(surfaces) would need \(need); the \(name) budget is \(Self.millions(pixels)) pixels (\(Self.bytes(pixels)))"
    }

    /// Whether the process can still map `count` surfaces of `width`×`height` pixels, tried with an
    /// address-space reservation that touches no memory: under `ulimit -v` a
    /// size inside the budget can still be too much, and Swift aborts when an allocation fails.
    public static func fitsInAddressSpace(width: Int, height: Int, count: Int = 1) -> Bool {
        let (bytes, overflow) = (width * height).multipliedReportingOverflow(by: count * bytesPerPixel)
        return !overflow && neu_can_reserve(bytes) != 0
    }

    /// "1.0 GB", "256 MB".
    public static func bytes(_ pixels: Int) -> String {
        let megabytes = Double(pixels) * Double(bytesPerPixel) / 1_048_576
        if megabytes >= 1024 {
            let tenths = Int((megabytes / 1024 * 10).rounded())
            return "\(tenths / 10).\(tenths % 10) GB"
        }
        return "\(Int(megabytes.rounded())) MB"
    }

    /// "67 M".
    static func millions(_ count: Int) -> String { "\(Int((Double(count) / 1_000_000).rounded())) M" }
}
