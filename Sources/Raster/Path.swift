#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An outline made of subpaths of lines and Bézier curves, as SwiftUI's `Path`.
///
/// Building never fails: non-finite points are kept and make the path `isValid == false`, which the
/// rasterizer turns into an empty mask rather than a trap.
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(to: Point)
        case line(to: Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []
    private var subpathStart: Point?
    public private(set) var currentPoint: Point?

    public init() {}

    /// A closed rectangle, as SwiftUI's `Path(_ rect:)`.
    public init(_ rect: Rect) {
        self.init()
        addRect(rect)
    }

    /// The ellipse inscribed in `rect`, as SwiftUI's `Path(ellipseIn:)`.
    public init(ellipseIn rect: Rect) {
        self.init()
        addEllipse(in: rect)
    }

    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) {
        elements.append(.move(to: p))
        subpathStart = p
        currentPoint = p
    }

    public mutating func addLine(to p: Point) {
        if currentPoint == nil { move(to: p) }
        elements.append(.line(to: p))
        currentPoint = p
    }

    public mutating func addQuadCurve(to p: Point, control: Point) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: p, control: control))
        currentPoint = p
    }

    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: p, control1: control1, control2: control2))
        currentPoint = p
    }

    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath)
        currentPoint = subpathStart
    }

    /// Appends another path's subpaths.
    public mutating func addPath(_ other: Path) {
        for element in other.elements {
            switch element {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// A circular arc, in radians, measured from the positive x axis towards positive y (down on
    /// screen), drawn as cubics of at most a quarter turn each. Starts with a line from the
    /// current point, or a move when there is none.
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool = true
    ) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite, radius >= 0 else {
            move(to: Point(x: .nan, y: .nan))
            return
        }
        // "Clockwise" on screen (y down) means increasing angle.
        var sweep = endAngle - startAngle
        let fullTurn = 2 * Double.pi
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
        }
        sweep = max(-fullTurn, min(fullTurn, sweep))
        appendArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
    }

    /// A closed rectangle, clockwise on screen from the top-left corner.
    public mutating func addRect(_ r: Rect) {
        move(to: Point(x: r.minX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.maxY))
        addLine(to: Point(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// A closed ellipse inscribed in `r`, clockwise on screen, from its rightmost point.
    public mutating func addEllipse(in r: Rect) {
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        // The quarter-circle cubic control ratio that minimises the radial error (±0.02 %), so
        // areas come out right without bias.
        let k = 0.551_915_024_493_510_6
        move(to: Point(x: cx + rx, y: cy))
        addCurve(
            to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry),
            control2: Point(x: cx + k * rx, y: cy + ry))
        addCurve(
            to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry),
            control2: Point(x: cx - rx, y: cy + k * ry))
        addCurve(
            to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry),
            control2: Point(x: cx - k * rx, y: cy - ry))
        addCurve(
            to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry),
            control2: Point(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// The path with every point mapped by `t`.
    public func applying(_ t: AffineTransform) -> Path {
        if t.isIdentity { return self }
        var out = Path()
        out.elements.reserveCapacity(elements.count)
        for element in elements {
            switch element {
            case .move(let p): out.move(to: t.apply(p))
            case .line(let p): out.addLine(to: t.apply(p))
            case .quadCurve(let p, let c): out.addQuadCurve(to: t.apply(p), control: t.apply(c))
            case .curve(let p, let c1, let c2):
                out.addCurve(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
            case .closeSubpath: out.closeSubpath()
            }
        }
        return out
    }

    public func offsetBy(dx: Double, dy: Double) -> Path {
        applying(AffineTransform(translationX: dx, y: dy))
    }

    /// Every point is finite.
    public var isValid: Bool {
        for element in elements {
            switch element {
            case .move(let p), .line(let p): if !p.isFinite { return false }
            case .quadCurve(let p, let c): if !p.isFinite || !c.isFinite { return false }
            case .curve(let p, let c1, let c2):
                if !p.isFinite || !c1.isFinite || !c2.isFinite { return false }
            case .closeSubpath: break
            }
        }
        return true
    }

    /// The bounds of all points, control points included (a safe superset of the outline).
    public var controlPointBounds: Rect {
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        func add(_ p: Point) {
            minX = Swift.min(minX, p.x)
            minY = Swift.min(minY, p.y)
            maxX = Swift.max(maxX, p.x)
            maxY = Swift.max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c):
                add(p)
                add(c)
            case .curve(let p, let c1, let c2):
                add(p)
                add(c1)
                add(c2)
            case .closeSubpath: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// If the path is exactly one axis-aligned rectangle, that rectangle (fills take a fast path).
    public var axisAlignedRect: Rect? {
        var points: [Point] = []
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let p) where index == 0: points.append(p)
            case .line(let p) where index > 0: points.append(p)
            case .closeSubpath where index == elements.count - 1: break
            default: return nil
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return nil }
        let xs = Set(points.map(\.x))
        let ys = Set(points.map(\.y))
        guard xs.count == 2, ys.count == 2 else { return nil }
        for i in 0..<4 {
            let p = points[i]
            let q = points[(i + 1) % 4]
            if p.x != q.x && p.y != q.y { return nil }
        }
        let r = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return r.isFinite ? r : nil
    }
}
