/// A colour stop of a gradient, at a location from 0 (start) to 1 (end).
public struct GradientStop: Hashable, Sendable {
    public var color: RGBA
    public var location: Double
    public init(color: RGBA, location: Double) {
        self.color = color
        self.location = location
    }
}

/// A gradient's colours; `Gradient(colors:)` spaces them evenly, as SwiftUI does.
public struct Gradient: Hashable, Sendable {
    public var stops: [GradientStop]

    public init(stops: [GradientStop]) { self.stops = stops }
    public init(colors: [RGBA]) {
        let last = Double(max(colors.count - 1, 1))
        stops = colors.enumerated().map { GradientStop(color: $0.element, location: Double($0.offset) / last) }
    }

    /// The colour at `t` (0…1, clamped), interpolated in premultiplied sRGB so that fading to a
    /// transparent colour does not darken.
    public func premultipliedColor(at t: Double) -> (r: Double, g: Double, b: Double, a: Double) {
        let sorted = stops.filter { $0.location.isFinite }.sorted { $0.location < $1.location }
        guard let first = sorted.first, let last = sorted.last else { return (0, 0, 0, 0) }
        let t = t.isNaN ? 0 : t
        func premultiplied(_ c: RGBA) -> (Double, Double, Double, Double) {
            let c = c.clamped
            return (c.red * c.alpha, c.green * c.alpha, c.blue * c.alpha, c.alpha)
        }
        if t <= first.location { return premultiplied(first.color) }
        if t >= last.location { return premultiplied(last.color) }
        for i in 1..<sorted.count where t <= sorted[i].location {
            let a = sorted[i - 1]
            let b = sorted[i]
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            let pa = premultiplied(a.color)
            let pb = premultiplied(b.color)
            return (
                pa.0 + (pb.0 - pa.0) * f, pa.1 + (pb.1 - pa.1) * f, pa.2 + (pb.2 - pa.2) * f,
                pa.3 + (pb.3 - pa.3) * f
            )
        }
        return premultiplied(last.color)
    }
}

/// A gradient along the line from `startPoint` to `endPoint`, unit points of the bounds it paints.
public struct LinearGradient: Hashable, Sendable {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// The seed articles' convenience: colours evenly spaced from top-leading to bottom-trailing.
    public init(_ colors: RGBA..., startPoint: UnitPoint = .topLeading, endPoint: UnitPoint = .bottomTrailing) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
}

/// SwiftUI's `RadialGradient`: circles about `center` (a unit point of the frame), the first stop at
/// `startRadius` and the last at `endRadius`, in points; inside and beyond, the end colours extend.
public struct RadialGradient: Hashable, Sendable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: Double
    public var endRadius: Double

    public init(gradient: Gradient, center: UnitPoint = .center, startRadius: Double = 0, endRadius: Double) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
}

/// SwiftUI's `AngularGradient` (a conic gradient) about `center`. Angles are in radians from the +x
/// axis, growing clockwise on screen (y points down), as SwiftUI's `Angle`s do in view space; equal
/// angles (SwiftUI's default `.zero`, `.zero`) mean one full turn from `startAngle`. A sweep short of a
/// turn fills the rest with the last colour, then the first, switching halfway across the gap; a
/// sweep past a turn shows its last turn only; a negative sweep turns anticlockwise.
public struct AngularGradient: Hashable, Sendable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startAngle: Double
    public var endAngle: Double

    public init(gradient: Gradient, center: UnitPoint = .center, startAngle: Double = 0, endAngle: Double = 0) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
}

/// SwiftUI's `EllipticalGradient`: a radial gradient in the frame squashed to a unit square, so its
/// circles become ellipses that fit the frame. Radii are fractions of that square: 0.5 about the centre
/// reaches the middle of every edge.
public struct EllipticalGradient: Hashable, Sendable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadiusFraction: Double
    public var endRadiusFraction: Double

    public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: Double = 0,
        endRadiusFraction: Double = 0.5
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
}

/// What fills a shape.
public enum Paint: Hashable, Sendable {
    case color(RGBA)
    case linearGradient(LinearGradient)
    case radialGradient(RadialGradient)
    case angularGradient(AngularGradient)
    case ellipticalGradient(EllipticalGradient)
    /// An image stretched over a rectangle in user space.
    case image(Pixmap, in: Rect)
}

extension Paint {
    /// Every pixel it paints is opaque (an image may have holes, so never).
    var isOpaque: Bool {
        switch self {
        case .color(let c): return c.clamped.alpha >= 1
        case .linearGradient(let g): return g.gradient.isOpaque
        case .radialGradient(let g): return g.gradient.isOpaque
        case .angularGradient(let g): return g.gradient.isOpaque
        case .ellipticalGradient(let g): return g.gradient.isOpaque
        case .image: return false
        }
    }
}

extension Gradient {
    /// Every stop is opaque, so every colour between them is.
    var isOpaque: Bool { stops.allSatisfy { $0.color.clamped.alpha >= 1 } }
}

extension Pixmap: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(pixels.count > 0 ? pixels[pixels.count / 2] : 0)
    }
}
