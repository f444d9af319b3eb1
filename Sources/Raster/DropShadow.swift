/// The one place where a SwiftUI shadow or blur radius becomes a Gaussian: σ = radius (iOS shadow
/// radius ≈ σ; a CSS blur length is 2σ). Lengths are in points and scale to device pixels.
public enum ShadowRadius {
    /// σ in points for a SwiftUI `radius`.
    @inline(__always) public static func sigma(forRadius radius: Double) -> Double { radius }
    /// The CSS `box-shadow` / `filter: blur()` length for a SwiftUI radius.
    @inline(__always) public static func cssBlur(forRadius radius: Double) -> Double { 2 * sigma(forRadius: radius) }
}

/// `.shadow(color:radius:x:y:)`: the layer's alpha, blurred, tinted and offset, drawn beneath it.
public struct DropShadow: Hashable, Sendable {
    public var color: RGBA
    /// SwiftUI radius in points (σ, see `ShadowRadius`).
    public var radius: Double
    public var x: Double
    public var y: Double

    public init(color: RGBA, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

/// A shadow inside a shape, cast by its outside (CSS `box-shadow: inset`): what makes a surface look
/// pressed or concave.
public struct InnerShadow: Hashable, Sendable {
    public var color: RGBA
    public var radius: Double
    public var x: Double
    public var y: Double

    public init(color: RGBA, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

/// How several shadows on one layer combine.
public enum ShadowComposition: String, Hashable, Sendable, CaseIterable {
    /// SwiftUI: `.shadow(A).shadow(B)` casts B from the layer together with shadow A.
    case chained
    /// CSS `box-shadow`: every shadow is cast by the layer alone.
    case independent
}
