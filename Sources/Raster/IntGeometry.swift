/// A device-pixel position.
public struct IntPoint: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
    public static let zero = IntPoint(x: 0, y: 0)
}

/// A rectangle of whole device pixels; `maxX`/`maxY` are exclusive.
public struct IntRect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public static let zero = IntRect(x: 0, y: 0, width: 0, height: 0)

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var area: Int { width * height }

    public func intersection(_ other: IntRect) -> IntRect {
        let x0 = Swift.max(x, other.x)
        let y0 = Swift.max(y, other.y)
        let x1 = Swift.min(maxX, other.maxX)
        let y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func union(_ other: IntRect) -> IntRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = Swift.min(x, other.x)
        let y0 = Swift.min(y, other.y)
        return IntRect(
            x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
    }

    public func insetBy(_ amount: Int) -> IntRect {
        IntRect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    public func offsetBy(dx: Int, dy: Int) -> IntRect {
        IntRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && py >= y && px < maxX && py < maxY
    }
}
