import Raster

/// What a shape is painted with, in colours that resolve per appearance (SwiftUI's `ShapeStyle`).
public enum Fill: Hashable, Sendable {
    case color(Color)
    /// Colours evenly spaced along the line between two unit points of the shape's frame.
    case linearGradient([Color], startPoint: UnitPoint, endPoint: UnitPoint)

    /// The seed articles' `LinearGradient(c1, c2, …)`: top-leading to bottom-trailing.
    public static func linear(_ colors: Color...) -> Fill {
        .linearGradient(colors, startPoint: .topLeading, endPoint: .bottomTrailing)
    }

    public func resolve(in appearance: Appearance) -> Paint {
        switch self {
        case .color(let c): return .color(c.resolve(in: appearance))
        case .linearGradient(let colors, let start, let end):
            return .linearGradient(
                LinearGradient(
                    gradient: Gradient(colors: colors.map { $0.resolve(in: appearance) }), startPoint: start,
                    endPoint: end))
        }
    }

    /// Every colour fully opaque in this appearance.
    public func isOpaque(in appearance: Appearance) -> Bool {
        switch self {
        case .color(let c): return c.resolve(in: appearance).alpha >= 1
        case .linearGradient(let colors, _, _): return colors.allSatisfy { $0.resolve(in: appearance).alpha >= 1 }
        }
    }
}
