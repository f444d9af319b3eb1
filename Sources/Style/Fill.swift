import Raster

/// What a shape is painted with, in colours that resolve per appearance (SwiftUI's `ShapeStyle`).
public enum Fill: Hashable, Sendable {
    case color(Color)
    /// Colours evenly spaced along the line between two unit points of the shape's frame.
    case linearGradient([Color], startPoint: UnitPoint, endPoint: UnitPoint)
    /// `LinearGradient(stops:startPoint:endPoint:)`: colours at locations of their own.
    case linearGradientStops([Stop], startPoint: UnitPoint, endPoint: UnitPoint)
    /// `RadialGradient(gradient:center:startRadius:endRadius:)`, radii in points.
    case radialGradient([Stop], center: UnitPoint, startRadius: Double, endRadius: Double)
    /// `AngularGradient(gradient:center:startAngle:endAngle:)`, angles in radians clockwise from +x
    /// (equal angles are a full turn; see `Raster.AngularGradient`).
    case angularGradient([Stop], center: UnitPoint, startAngle: Double, endAngle: Double)
    /// `EllipticalGradient(gradient:center:startRadiusFraction:endRadiusFraction:)`.
    case ellipticalGradient([Stop], center: UnitPoint, startRadiusFraction: Double, endRadiusFraction: Double)

    /// SwiftUI's `Gradient.Stop`: a colour at a location from 0 (start) to 1 (end).
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: Double
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// `Gradient(colors:)`'s stops: evenly spaced from 0 to 1.
    public static func stops(_ colors: [Color]) -> [Stop] {
        let last = Double(max(colors.count - 1, 1))
        return colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / last) }
    }

    /// The seed articles' `LinearGradient(c1, c2, …)`: top-leading to bottom-trailing.
    public static func linear(_ colors: Color...) -> Fill {
        .linearGradient(colors, startPoint: .topLeading, endPoint: .bottomTrailing)
    }

    /// The gradient's stops (a colour is one stop at 0).
    public var stops: [Stop] {
        switch self {
        case .color(let c): [Stop(color: c, location: 0)]
        case .linearGradient(let colors, _, _): Self.stops(colors)
        case .linearGradientStops(let stops, _, _), .radialGradient(let stops, _, _, _),
            .angularGradient(let stops, _, _, _), .ellipticalGradient(let stops, _, _, _):
            stops
        }
    }

    public func resolve(in appearance: Appearance) -> Paint {
        func gradient(_ stops: [Stop]) -> Gradient {
            Gradient(stops: stops.map { GradientStop(color: $0.color.resolve(in: appearance), location: $0.location) })
        }
        switch self {
        case .color(let c): return .color(c.resolve(in: appearance))
        case .linearGradient(let colors, let start, let end):
            return .linearGradient(
                LinearGradient(
                    gradient: Gradient(colors: colors.map { $0.resolve(in: appearance) }), startPoint: start,
                    endPoint: end))
        case .linearGradientStops(let stops, let start, let end):
            return .linearGradient(LinearGradient(gradient: gradient(stops), startPoint: start, endPoint: end))
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            return .radialGradient(
                RadialGradient(
                    gradient: gradient(stops), center: center, startRadius: startRadius, endRadius: endRadius))
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            return .angularGradient(
                AngularGradient(gradient: gradient(stops), center: center, startAngle: startAngle, endAngle: endAngle))
        case .ellipticalGradient(let stops, let center, let startFraction, let endFraction):
            return .ellipticalGradient(
                EllipticalGradient(
                    gradient: gradient(stops), center: center, startRadiusFraction: startFraction,
                    endRadiusFraction: endFraction))
        }
    }

    /// Every colour fully opaque in this appearance.
    public func isOpaque(in appearance: Appearance) -> Bool {
        switch self {
        case .color(let c): return c.resolve(in: appearance).alpha >= 1
        case .linearGradient(let colors, _, _): return colors.allSatisfy { $0.resolve(in: appearance).alpha >= 1 }
        default: return stops.allSatisfy { $0.color.resolve(in: appearance).alpha >= 1 }
        }
    }
}
