/// Something that can describe its outline in a rectangle, as SwiftUI's `Shape`.
public protocol Shape: Sendable {
    func path(in rect: Rect) -> Path
    /// Which parts of the path are inside: SwiftUI fills by the non-zero rule unless a
    /// `FillStyle(eoFill: true)` asks for even-odd (a ring drawn as two circles, a star's hole).
    var fillRule: FillRule { get }
}

extension Shape {
    public var fillRule: FillRule { .nonZero }
}

/// A shape filled by the even-odd rule: `.fill(style: FillStyle(eoFill: true))`.
public struct EvenOddShape<Base: InsettableShape & Hashable>: InsettableShape, Hashable {
    public var base: Base
    public init(_ base: Base) { self.base = base }
    public func path(in rect: Rect) -> Path { base.path(in: rect) }
    public var fillRule: FillRule { .evenOdd }
    public func inset(by amount: Double) -> Self { Self(base.inset(by: amount)) }
}

/// A shape that can be inset (or outset, for negative amounts) along its outline, which is what
/// `strokeBorder` (inside) and a centred `stroke` need.
public protocol InsettableShape: Shape {
    func inset(by amount: Double) -> Self
}

/// A built-in shape that keeps how far it is inset and applies it when it makes its path.
public protocol InsetAmountShape: InsettableShape {
    var insetAmount: Double { get set }
}

extension InsetAmountShape {
    /// `rect` with the inset applied on every side.
    func insetFrame(_ rect: Rect) -> Rect { rect.insetBy(dx: insetAmount, dy: insetAmount) }

    public func inset(by amount: Double) -> Self {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// Whether rounded corners are circular arcs or Apple's smooth "continuous" corners.
public enum RoundedCornerStyle: String, Hashable, Sendable, CaseIterable {
    case circular
    case continuous
}

public struct Rectangle: InsetAmountShape, Hashable {
    public var insetAmount: Double = 0
    public init() {}
    public func path(in rect: Rect) -> Path {
        let r = insetFrame(rect)
        return r.width >= 0 && r.height >= 0 ? Path(r) : Path()
    }
}

/// The largest circle centred in the rectangle.
public struct Circle: InsetAmountShape, Hashable {
    public var insetAmount: Double = 0
    public init() {}
    public func path(in rect: Rect) -> Path {
        let side = min(rect.width, rect.height) - 2 * insetAmount
        return side > 0 ? Path(ellipseIn: Rect(center: rect.center, size: Size(width: side, height: side))) : Path()
    }
}

public struct Ellipse: InsetAmountShape, Hashable {
    public var insetAmount: Double = 0
    public init() {}
    public func path(in rect: Rect) -> Path {
        let r = insetFrame(rect)
        return r.width > 0 && r.height > 0 ? Path(ellipseIn: r) : Path()
    }
}

/// A rectangle with rounded corners; insetting shrinks the corner radius by the same amount, so
/// strokes stay concentric.
public struct RoundedRectangle: InsetAmountShape, Hashable {
    public var cornerRadius: Double
    public var style: RoundedCornerStyle
    public var insetAmount: Double = 0

    public init(cornerRadius: Double, style: RoundedCornerStyle = .circular) {
        self.cornerRadius = cornerRadius
        self.style = style
    }

    public func path(in rect: Rect) -> Path {
        let r = insetFrame(rect)
        guard r.width > 0, r.height > 0 else { return Path() }
        let radius = max(0, (cornerRadius.isFinite ? cornerRadius : 0) - insetAmount)
        switch style {
        case .circular: return Self.circularPath(in: r, radius: radius)
        case .continuous: return ContinuousCorners.path(in: r, radius: radius)
        }
    }

    static func circularPath(in r: Rect, radius: Double) -> Path {
        let radius = min(radius, r.width / 2, r.height / 2)
        var p = Path()
        guard radius > 0 else {
            p.addRect(r)
            return p
        }
        let half = Double.pi / 2
        p.move(to: Point(x: r.minX + radius, y: r.minY))
        p.addArc(center: Point(x: r.maxX - radius, y: r.minY + radius), radius: radius, startAngle: -half, endAngle: 0)
        p.addArc(center: Point(x: r.maxX - radius, y: r.maxY - radius), radius: radius, startAngle: 0, endAngle: half)
        p.addArc(
            center: Point(x: r.minX + radius, y: r.maxY - radius), radius: radius, startAngle: half, endAngle: 2 * half)
        p.addArc(
            center: Point(x: r.minX + radius, y: r.minY + radius), radius: radius, startAngle: 2 * half,
            endAngle: 3 * half)
        p.closeSubpath()
        return p
    }
}

/// A rectangle whose short sides are fully rounded.
public struct Capsule: InsetAmountShape, Hashable {
    public var style: RoundedCornerStyle
    public var insetAmount: Double = 0
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    public func path(in rect: Rect) -> Path {
        let r = insetFrame(rect)
        guard r.width > 0, r.height > 0 else { return Path() }
        return RoundedRectangle.circularPath(in: r, radius: min(r.width, r.height) / 2)
    }
}

/// Any path is a shape: it ignores the rectangle, as SwiftUI's `Path` does.
extension Path: Shape {
    public func path(in rect: Rect) -> Path { self }
}

/// A type-erased shape, for styles that take "any shape".
public struct AnyShape: Shape {
    private let makePath: @Sendable (Rect) -> Path
    public init<S: Shape>(_ shape: S) { makePath = { shape.path(in: $0) } }
    public func path(in rect: Rect) -> Path { makePath(rect) }
}

/// A shape whose outline is not bounded by its frame.
public protocol FreeformShape: Shape {}

extension AnyInsettableShape {
    /// Where the outline can paint in `rect`: the frame, or for a freeform shape or one inset outwards
    /// (a focus ring round a control) its path's bounds too.
    public func reach(in rect: Rect) -> Rect {
        guard mayLeaveFrame || insetAmount < 0 else { return rect }
        let bounds = path(in: rect).controlPointBounds
        return bounds.width.isFinite && bounds.height.isFinite ? rect.union(bounds) : rect
    }
}

/// A type-erased insettable shape, so lists of mixed shapes can still be stroked. Two are equal when
/// they wrap equal shapes inset by the same amount, so a frame's draw commands can be compared with
/// the last frame's (damage tracking); a shape that is not `Hashable` equals only itself.
public struct AnyInsettableShape: InsettableShape, Hashable {
    private let makePath: @Sendable (Rect, Double) -> Path
    private var insetAmount: Double = 0
    private let identity: ShapeIdentity
    /// The outline may leave its frame (a file's own `path(in:)`, a `Path`): what it reaches is read
    /// from the path, not the frame.
    public let mayLeaveFrame: Bool
    public let fillRule: FillRule

    public init<S: InsettableShape>(_ shape: S) {
        makePath = { shape.inset(by: $1).path(in: $0) }
        fillRule = shape.fillRule
        // A wrapped type-erased shape inset outwards (a focus ring) leaves its frame too.
        let erased = shape as? AnyInsettableShape
        mayLeaveFrame = shape is any FreeformShape || erased.map { $0.mayLeaveFrame || $0.insetAmount < 0 } ?? false
        if let hashable = shape as? any Hashable {
            identity = ShapeIdentity(value: AnyHashable(hashable))
        } else {
            identity = ShapeIdentity(value: AnyHashable(ShapeIdentity.Unique()))
        }
    }

    public func path(in rect: Rect) -> Path { makePath(rect, insetAmount) }

    /// The shape wrapped, when it is an `S` (how a style's shape is read back, e.g. its corner radius).
    public func wrapped<S: InsettableShape & Hashable>(as type: S.Type) -> S? {
        if let shape = identity.value.base as? S { return shape }
        return (identity.value.base as? AnyInsettableShape)?.wrapped(as: type)
    }

    public func inset(by amount: Double) -> AnyInsettableShape {
        var copy = self
        copy.insetAmount += amount
        return copy
    }

    public static func == (a: AnyInsettableShape, b: AnyInsettableShape) -> Bool {
        a.insetAmount == b.insetAmount && a.identity == b.identity
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(insetAmount)
        hasher.combine(identity)
    }
}

/// What a type-erased shape is, for equality: the wrapped shape's value. `@unchecked` because
/// `AnyHashable` is not `Sendable`, but what it holds is: a `Shape` (which is `Sendable`) or `Unique`.
struct ShapeIdentity: Hashable, @unchecked Sendable {
    let value: AnyHashable

    /// Stands for a shape that cannot be compared: equal only to itself (by object identity).
    final class Unique: Hashable, Sendable {
        static func == (a: Unique, b: Unique) -> Bool { a === b }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

}
