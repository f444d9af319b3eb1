/// An 8-bit coverage (alpha) mask placed at an integer origin in device pixels.
///
/// Masks are what the rasterizer produces and what shadows blur: a shadow only depends on a mask,
/// never on colour, so masks are what the shadow cache stores.
public struct Mask: Sendable, Equatable {
    /// Device-pixel position of the mask's top-left sample.
    public var origin: IntPoint
    public private(set) var width: Int
    public private(set) var height: Int
    /// Row-major coverage, 0 (outside) … 255 (inside), stride = width.
    public var coverage: [UInt8]

    /// An all-zero mask, or `nil` for a negative size or one too large to allocate sensibly.
    public init?(origin: IntPoint = .zero, width: Int, height: Int) {
        guard width >= 0, height >= 0, width <= Mask.maxSide, height <= Mask.maxSide else { return nil }
        self.origin = origin
        self.width = width
        self.height = height
        self.coverage = [UInt8](repeating: 0, count: width * height)
    }

    /// Wraps existing samples; `nil` when the count does not match the size.
    public init?(origin: IntPoint = .zero, width: Int, height: Int, coverage: [UInt8]) {
        guard width >= 0, height >= 0, width <= Mask.maxSide, height <= Mask.maxSide,
            coverage.count == width * height
        else { return nil }
        self.origin = origin
        self.width = width
        self.height = height
        self.coverage = coverage
    }

    /// Largest side accepted for any mask or pixmap (a 16k × 16k mask is already 256 MB).
    public static let maxSide = 16_384

    public var isEmpty: Bool { width == 0 || height == 0 }

    /// A mask with no pixels.
    public static let empty = Mask(width: 0, height: 0)!

    /// The device-pixel rectangle the mask covers.
    public var bounds: IntRect { IntRect(x: origin.x, y: origin.y, width: width, height: height) }

    /// Coverage at a device pixel, 0 outside the mask.
    public func value(atX x: Int, y: Int) -> UInt8 {
        let lx = x - origin.x
        let ly = y - origin.y
        guard lx >= 0, ly >= 0, lx < width, ly < height else { return 0 }
        return coverage[ly * width + lx]
    }

    /// Sum of all coverage values (in units of 1/255 pixel).
    public var totalCoverage: Int {
        coverage.withUnsafeBufferPointer { buffer in
            var sum = 0
            for value in buffer { sum &+= Int(value) }
            return sum
        }
    }

    /// Covered area in pixels.
    public var area: Double { Double(totalCoverage) / 255 }
}
