#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a string of SVG path data (the `d` attribute of a `<path>`) could not be read.
public struct SVGPathDataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where reading stopped, in UTF-8 bytes from the start of the data.
    public var offset: Int
    public var message: String
    public var description: String { "path data at byte \(offset): \(message)" }
}

extension Path {
    /// The outline SVG path data describes, or nil when the data is malformed.
    public init?(svgPathData data: String) {
        guard let path = try? Path.parsing(svgPathData: data) else { return nil }
        self = path
    }

    /// The outline SVG path data describes (SVG 1.1 §8.3): every command in absolute and relative
    /// form, implicit repeats, numbers written as compactly as the grammar allows ("1.5.5" is two,
    /// "a1 1 0 011 1" has flags without separators), elliptical arcs as cubic Béziers.
    public static func parsing(svgPathData data: String) throws(SVGPathDataError) -> Path {
        var reader = SVGPathReader(Array(data.utf8))
        return try reader.read()
    }
}

/// Reads path data one command at a time, keeping what the relative and smooth commands refer to.
struct SVGPathReader {
    private let bytes: [UInt8]
    private var index = 0
    private var path = Path()
    /// The pen, and where the current subpath began (where `Z` returns to).
    private var current = Point.zero
    private var start = Point.zero
    /// The second control point of the last cubic, or the control of the last quadratic, which the
    /// smooth forms (`S`, `T`) reflect. Nil after any other command.
    private var lastCubicControl: Point?
    private var lastQuadControl: Point?
    /// Set by `Z`: a drawing command after it starts a new subpath at the closed one's start.
    private var needsMove = false

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func read() throws(SVGPathDataError) -> Path {
        skipSeparators()
        guard index < bytes.count else { return path }
        var command = try nextCommand()
        guard command == UInt8(ascii: "M") || command == UInt8(ascii: "m") else {
            throw error("path data must begin with a moveto (M or m)")
        }
        while true {
            try perform(command)
            skipSeparators()
            guard index < bytes.count else { return path }
            if startsNumber(bytes[index]) {
                // A repeated moveto draws lines, as the grammar says.
                if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
                if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
                if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                    throw error("a number cannot follow closepath (Z)")
                }
            } else {
                command = try nextCommand()
            }
        }
    }

    // MARK: - Commands

    private mutating func perform(_ command: UInt8) throws(SVGPathDataError) {
        let relative = command >= UInt8(ascii: "a")
        let origin = relative ? current : .zero
        var cubicControl: Point?
        var quadControl: Point?
        switch command | 0x20 {  // lower-cased
        case UInt8(ascii: "m"):
            let p = origin + (try point())
            path.move(to: p)
            (current, start, needsMove) = (p, p, false)
        case UInt8(ascii: "l"):
            lineTo(origin + (try point()))
        case UInt8(ascii: "h"):
            let x = try number()
            lineTo(Point(x: relative ? current.x + x : x, y: current.y))
        case UInt8(ascii: "v"):
            let y = try number()
            lineTo(Point(x: current.x, y: relative ? current.y + y : y))
        case UInt8(ascii: "c"):
            let (c1, c2, p) = (origin + (try point()), origin + (try point()), origin + (try point()))
            curveTo(p, c1, c2)
            cubicControl = c2
        case UInt8(ascii: "s"):
            let c1 = reflected(lastCubicControl)
            let (c2, p) = (origin + (try point()), origin + (try point()))
            curveTo(p, c1, c2)
            cubicControl = c2
        case UInt8(ascii: "q"):
            let (c, p) = (origin + (try point()), origin + (try point()))
            quadTo(p, c)
            quadControl = c
        case UInt8(ascii: "t"):
            let c = reflected(lastQuadControl)
            let p = origin + (try point())
            quadTo(p, c)
            quadControl = c
        case UInt8(ascii: "a"):
            let (rx, ry, rotation) = (try number(), try number(), try number())
            let (largeArc, sweep) = (try flag(), try flag())
            arcTo(origin + (try point()), radii: (rx, ry), rotation: rotation, largeArc: largeArc, sweep: sweep)
        case UInt8(ascii: "z"):
            path.closeSubpath()
            current = start
            needsMove = true
        default:
            // `nextCommand` lets only the letters above through.
            break
        }
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }

    /// The previous control point mirrored through the pen, or the pen itself when the previous
    /// command was not of the same kind.
    private func reflected(_ control: Point?) -> Point {
        guard let control else { return current }
        return current + (current - control)
    }

    private mutating func beginIfClosed() {
        if needsMove {
            path.move(to: current)
            needsMove = false
        }
    }

    private mutating func lineTo(_ p: Point) {
        beginIfClosed()
        path.addLine(to: p)
        current = p
    }

    private mutating func curveTo(_ p: Point, _ c1: Point, _ c2: Point) {
        beginIfClosed()
        path.addCurve(to: p, control1: c1, control2: c2)
        current = p
    }

    private mutating func quadTo(_ p: Point, _ c: Point) {
        beginIfClosed()
        path.addQuadCurve(to: p, control: c)
        current = p
    }

    /// An elliptical arc from the pen to `end`, converted from SVG's endpoint form to a centre and
    /// angles (SVG 1.1 appendix F.6.5), then drawn as cubics of at most a quarter turn each.
    private mutating func arcTo(
        _ end: Point, radii: (Double, Double), rotation degrees: Double, largeArc: Bool, sweep: Bool
    ) {
        let from = current
        // Coincident ends draw nothing; a zero radius makes the arc a straight line (F.6.2).
        if from == end { return }
        var (rx, ry) = (abs(radii.0), abs(radii.1))
        if rx == 0 || ry == 0 {
            lineTo(end)
            return
        }
        let phi = degrees * Double.pi / 180
        let (cosPhi, sinPhi) = (cos(phi), sin(phi))
        // The half-chord in the ellipse's own axes.
        let dx = (from.x - end.x) / 2
        let dy = (from.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        // Radii too small to reach are scaled up until the ellipse just spans the ends (F.6.6).
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let grow = lambda.squareRoot()
            (rx, ry) = (rx * grow, ry * grow)
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = (max(0, numerator) / denominator).squareRoot()
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry
        let cy1 = -factor * ry * x1 / rx
        let centre = Point(
            x: cosPhi * cx1 - sinPhi * cy1 + (from.x + end.x) / 2,
            y: sinPhi * cx1 + cosPhi * cy1 + (from.y + end.y) / 2)
        // Angles on the unit circle the ellipse is a stretched copy of.
        let startAngle = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        let endAngle = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx)
        var delta = endAngle - startAngle
        if sweep && delta < 0 { delta += 2 * Double.pi }
        if !sweep && delta > 0 { delta -= 2 * Double.pi }
        guard centre.isFinite, delta.isFinite else {
            lineTo(end)
            return
        }
        // A point of the ellipse at angle `t`, and its derivative there.
        func at(_ t: Double) -> Point {
            let (x, y) = (rx * cos(t), ry * sin(t))
            return Point(x: centre.x + cosPhi * x - sinPhi * y, y: centre.y + sinPhi * x + cosPhi * y)
        }
        func tangent(_ t: Double) -> Point {
            let (x, y) = (-rx * sin(t), ry * cos(t))
            return Point(x: cosPhi * x - sinPhi * y, y: sinPhi * x + cosPhi * y)
        }
        let pieces = max(1, Int((abs(delta) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(pieces)
        // The control arm that makes a cubic follow a circular arc of `step` radians.
        let arm = 4.0 / 3.0 * tan(step / 4)
        var t = startAngle
        for piece in 0..<pieces {
            let next = t + step
            // The last piece ends exactly where the data says, whatever the rounding on the way.
            let to = piece == pieces - 1 ? end : at(next)
            curveTo(to, at(t) + tangent(t) * arm, to - tangent(next) * arm)
            t = next
        }
    }

    // MARK: - Scanning

    /// The command letters, lower-cased.
    private static let commands = Set("mzlhvcsqta".utf8)

    private mutating func nextCommand() throws(SVGPathDataError) -> UInt8 {
        let byte = bytes[index]
        guard Self.commands.contains(byte | 0x20) else {
            throw error("'\(Character(Unicode.Scalar(byte)))' is not a path command")
        }
        index += 1
        return byte
    }

    private mutating func point() throws(SVGPathDataError) -> Point {
        let x = try number()
        return Point(x: x, y: try number())
    }

    /// A number: sign, digits with at most one point, optional exponent. It ends at the first byte
    /// that cannot continue it, so "1.5.5" reads as 1.5 then .5 and "1-2" as 1 then -2.
    private mutating func number() throws(SVGPathDataError) -> Double {
        skipSeparators()
        let begin = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digitsBefore = skipDigits()
        var digitsAfter = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            digitsAfter = skipDigits()
        }
        guard digitsBefore + digitsAfter > 0 else {
            index = begin
            throw error(index < bytes.count ? "expected a number" : "the data ends where a number was expected")
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard skipDigits() > 0 else { throw error("an exponent needs digits") }
        }
        let text = String(decoding: bytes[begin..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = begin
            throw error("'\(text.prefix(40))' is not a finite number")
        }
        return value
    }

    /// An arc flag: a single 0 or 1, which needs no separator before the next number.
    private mutating func flag() throws(SVGPathDataError) -> Bool {
        skipSeparators()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            throw error("an arc flag must be 0 or 1")
        }
        index += 1
        return bytes[index - 1] == UInt8(ascii: "1")
    }

    private mutating func skipDigits() -> Int {
        let begin = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
        return index - begin
    }

    /// White space, and at most one comma among it.
    private mutating func skipSeparators() {
        var comma = false
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0C: index += 1
            case UInt8(ascii: ",") where !comma:
                comma = true
                index += 1
            default: return
            }
        }
    }

    private func startsNumber(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
    }

    private func error(_ message: String) -> SVGPathDataError {
        SVGPathDataError(offset: index, message: message)
    }
}
