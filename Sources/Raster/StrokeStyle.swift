/// How a stroke ends and turns, as SwiftUI's `StrokeStyle`.
public enum LineCap: String, Hashable, Sendable, CaseIterable {
    /// Flat, at the end point (SwiftUI's default).
    case butt
    case round
    /// Flat, half the width past the end point.
    case square
}

public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    /// Sharp, cut to a bevel where longer than `miterLimit` times the half width (SwiftUI's default).
    case miter
    case round
    case bevel
}

/// `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)`.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double
    /// Alternating lengths drawn and skipped along the line; empty: solid.
    public var dash: [Double]
    /// How far into the dash pattern the line starts.
    public var dashPhase: Double

    /// SwiftUI's defaults: butt caps, miter joins with a limit of 10, no dashes.
    public init(
        lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
        dash: [Double] = [], dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The stroker's own shape, round all round: what `stroke(lineWidth:)` of the built-in styles draws.
    public static func rounded(lineWidth: Double) -> StrokeStyle {
        StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round)
    }

    /// A dash pattern that draws: finite, non-negative lengths that add up to more than nothing.
    var usableDash: [Double]? {
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.reduce(0, +) > 1e-6 else { return nil }
        return dash.count % 2 == 0 ? dash : dash + dash
    }
}

extension Path {
    /// The outline whose non-zero fill is this path stroked in `style`.
    public func strokedOutline(style: StrokeStyle, tolerance: Double = Path.flatteningTolerance) -> Path {
        let lineWidth = style.lineWidth
        guard lineWidth.isFinite, lineWidth > 0, isValid, !isEmpty else { return Path() }
        let tolerance = Self.usableTolerance(tolerance)
        guard var polylines = strokePolylines(tolerance: tolerance) else { return Path() }
        if let dash = style.usableDash { polylines = Self.dashed(polylines, dash, phase: style.dashPhase) }
        var out = Path()
        for polyline in polylines {
            StrokeBuilder.addStroke(of: polyline, radius: lineWidth / 2, style: style, into: &out)
        }
        return out.isValid ? out : Path()
    }

    /// The polylines cut into the pattern's "on" pieces, open, the pattern running on across subpaths'
    /// vertices as Core Graphics runs it (each subpath starts the pattern anew).
    static func dashed(_ polylines: [StrokePolyline], _ dash: [Double], phase: Double) -> [StrokePolyline] {
        let period = dash.reduce(0, +)
        var out: [StrokePolyline] = []
        for polyline in polylines {
            var points = polyline.points
            if polyline.isClosed, let first = points.first { points.append(first) }
            // Where in the pattern we are, and how much of that piece is left.
            var offset = phase.truncatingRemainder(dividingBy: period)
            if offset < 0 { offset += period }
            var index = 0
            while offset >= dash[index] {
                offset -= dash[index]
                index = (index + 1) % dash.count
            }
            var left = dash[index] - offset
            var current: [Point] = index % 2 == 0 ? [points[0]] : []
            var pieces = 0
            for (a, b) in zip(points, points.dropFirst()) {
                var start = a
                var length = a.distance(to: b)
                while length > 0 {
                    if left > length {
                        if index % 2 == 0 { current.append(b) }
                        left -= length
                        length = 0
                    } else {
                        let p = start.lerp(to: b, left / length)
                        if index % 2 == 0 {
                            current.append(p)
                            if current.count > 1 { out.append(StrokePolyline(points: current, isClosed: false)) }
                            current = []
                        } else {
                            current = [p]
                        }
                        length -= left
                        start = p
                        index = (index + 1) % dash.count
                        left = dash[index]
                        pieces += 1
                        // A pattern finer than the budget allows is drawn solid from here on.
                        if pieces > Self.maxStrokePoints { return polylines }
                    }
                }
            }
            if index % 2 == 0, current.count > 1 { out.append(StrokePolyline(points: current, isClosed: false)) }
        }
        return out
    }
}
