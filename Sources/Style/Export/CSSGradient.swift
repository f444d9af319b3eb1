import Raster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A SwiftUI `LinearGradient(startPoint:endPoint:)` as a CSS `linear-gradient()`.
///
/// CSS draws a gradient along a line through the box's centre, at an angle, as long as it takes for
/// the corners to land on 0 % and 100 %; SwiftUI runs it between two unit points of the shape's frame.
/// On a square frame the two agree when the angle is the unit points' direction and each colour stop
/// sits where its point projects onto the CSS line. The stops are written as `calc(P% + Lpx)` so they
/// hold in any square box, and a box grown by `grownBy` on every side (a ring's border box around the
/// shape) still places them on the shape's frame. On other frames the angle stays the square's: CSS
/// cannot make an angle from the box's own aspect ratio.
struct CSSGradient {
    var colors: [String]
    var start: UnitPoint
    var end: UnitPoint
    /// How far the painted box extends beyond the shape's frame on each side, in points.
    var grownBy: Double = 0
    /// Each colour's location from 0 to 1; evenly spaced when `nil`.
    var locations: [Double]? = nil

    /// The direction in CSS degrees: clockwise from "to top".
    var degrees: Double {
        var degrees = atan2(end.x - start.x, -(end.y - start.y)) * 180 / Double.pi
        if degrees < 0 { degrees += 360 }
        return degrees
    }

    var css: String {
        guard colors.count > 1, start != end else {
            return "linear-gradient(\(colors.first ?? "transparent"), \(colors.first ?? "transparent"))"
        }
        let radians = degrees * Double.pi / 180
        let axis = (x: sin(radians), y: -cos(radians))
        // The CSS line's length in units of the square's side (100 % of it).
        let lineLength = abs(axis.x) + abs(axis.y)
        var stops: [String] = []
        var isPlain = grownBy == 0
        for (index, color) in colors.enumerated() {
            let t = locations.map { index < $0.count ? $0[index] : 1 } ?? Double(index) / Double(colors.count - 1)
            let point = (x: start.x + (end.x - start.x) * t - 0.5, y: start.y + (end.y - start.y) * t - 0.5)
            let along = point.x * axis.x + point.y * axis.y
            let percent = 50 + 100 * along / lineLength
            let length = -2 * grownBy * along
            // CSS spaces unplaced stops evenly: a stop is left unplaced only where that puts it.
            let expected = 100 * Double(index) / Double(colors.count - 1)
            if abs(percent - expected) > 1e-6 { isPlain = false }
            stops.append(Self.position(percent: percent, length: length).map { "\(color) \($0)" } ?? color)
        }
        let angle = "\(CSSExporter.number(degrees))deg"
        // Stops at 0 % and 100 % in order are CSS's defaults: leave them out.
        if isPlain { return "linear-gradient(\(angle), \(colors.joined(separator: ", ")))" }
        return "linear-gradient(\(angle), \(stops.joined(separator: ", ")))"
    }

    static func position(percent: Double, length: Double) -> String? {
        let p = CSSExporter.number(percent)
        let l = CSSExporter.number(abs(length))
        if l == "0" { return "\(p)%" }
        return "calc(\(p)% \(length < 0 ? "-" : "+") \(l)px)"
    }
}
