import Raster

/// SwiftUI's gradients with stops as CSS: `linear-gradient` (through `CSSGradient`'s geometry),
/// `radial-gradient` for `RadialGradient` and `EllipticalGradient`, `conic-gradient` for
/// `AngularGradient`.
///
/// A radial gradient is a circle of the end radius about the centre, its stops at their radii in
/// pixels. An elliptical one is the ellipse of the end fraction of the box's width and height, its stops
/// at their share of that ray. A conic one starts 90° later (CSS counts from the top, SwiftUI from +x),
/// and a sweep short of a turn gets SwiftUI's gap: the last colour, then the first from halfway
/// across. CSS cannot sweep anticlockwise, so such a sweep is mirrored into a clockwise list; nor show
/// the last of several turns, so a sweep past a turn is drawn as one turn.
struct CSSStopsGradient {
    var stops: [(color: String, location: Double)]
    var shape: ExportModel.GradientShape
    /// How far the painted box extends beyond the shape's frame on each side, in points.
    var grownBy: Double = 0

    var css: String {
        let sorted = stops.filter { $0.location.isFinite }.sorted { $0.location < $1.location }
        guard let first = sorted.first, let last = sorted.last else {
            return "linear-gradient(transparent, transparent)"
        }
        switch shape {
        case .linear(let start, let end):
            return CSSGradient(
                colors: sorted.map(\.color), start: start, end: end, grownBy: grownBy, locations: sorted.map(\.location)
            ).css
        case .radial(let center, let startRadius, let endRadius):
            let list = sorted.map {
                "\($0.color) \(CSSExporter.px(startRadius + $0.location * (endRadius - startRadius)))"
            }
            return
                "radial-gradient(circle \(CSSExporter.px(max(endRadius, 0))) at \(at(center)), \(list.joined(separator: ", ")))"
        case .elliptical(let center, let startFraction, let endFraction):
            guard endFraction > 0, endFraction.isFinite else { return "linear-gradient(\(last.color), \(last.color))" }
            let size = "\(CSSExporter.number(100 * endFraction))%"
            let list = sorted.map {
                let radius = startFraction + $0.location * (endFraction - startFraction)
                return "\($0.color) \(CSSExporter.number(100 * radius / endFraction))%"
            }
            return "radial-gradient(ellipse \(size) \(size) at \(at(center)), \(list.joined(separator: ", ")))"
        case .angular(let center, let startAngle, let endAngle):
            var sweep = abs(endAngle - startAngle) * 180 / Double.pi
            if !(sweep > 1e-9) || sweep > 360 { sweep = 360 }
            let clockwise = endAngle >= startAngle
            var list: [(String, Double)]
            if clockwise {
                list = sorted.map { ($0.color, $0.location * sweep) }
                if sweep < 360 {
                    let half = (sweep + 360) / 2
                    list += [(last.color, half), (first.color, half), (first.color, 360)]
                }
            } else {
                list = sorted.reversed().map { ($0.color, 360 - $0.location * sweep) }
                if sweep < 360 {
                    let half = (360 - sweep) / 2
                    list = [(first.color, 0), (first.color, half), (last.color, half)] + list
                }
            }
            let from = CSSExporter.number(startAngle * 180 / Double.pi + 90)
            let stops = list.map { "\($0.0) \(CSSExporter.number($0.1))deg" }.joined(separator: ", ")
            return "conic-gradient(from \(from)deg at \(at(center)), \(stops))"
        }
    }

    /// A unit point of the shape's frame as a position in the painted box, which is `grownBy` larger on
    /// every side: x% of the grown box plus (1 − 2x)·grownBy.
    func at(_ point: UnitPoint) -> String {
        func coordinate(_ u: Double) -> String {
            CSSGradient.position(percent: 100 * u, length: (1 - 2 * u) * grownBy) ?? "\(CSSExporter.number(100 * u))%"
        }
        return "\(coordinate(point.x)) \(coordinate(point.y))"
    }
}
