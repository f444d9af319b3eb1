/// The one place where a SwiftUI shadow or blur radius becomes a Gaussian: σ = radius (iOS shadow
/// radius ≈ σ; a CSS blur length is 2σ). Lengths are in points and scale to device pixels.
public enum ShadowRadius {
    /// σ in points for a SwiftUI `radius`.
    @inline(__always) public static func sigma(forRadius radius: Double) -> Double { radius }
    /// The CSS `box-shadow` / `filter: blur()` length for a SwiftUI radius.
    @inline(__always) public static func cssBlur(forRadius radius: Double) -> Double { 2 * sigma(forRadius: radius) }
}

/// A shadow as SwiftUI's `.shadow(color:radius:x:y:)` takes it: the layer's alpha (its outside, for an
/// inner shadow) blurred by `radius`, tinted and offset by (`x`, `y`) points. Whether it falls beneath the
/// layer (`Canvas.drawShadows`) or inside it (`Canvas.drawInnerShadow`) is the drawing call's business,
/// as in SwiftUI's `ShadowStyle.drop` / `.inner`, which take the same four values.
///
/// `ShadowColor` is what the colour is until it is drawn: `RGBA` here, a dynamic colour in the style layer
/// that resolves to `RGBA` per appearance.
public struct Shadow<ShadowColor: Hashable & Sendable>: Hashable, Sendable {
    public var color: ShadowColor
    /// SwiftUI radius in points (σ, see `ShadowRadius`).
    public var radius: Double
    public var x: Double
    public var y: Double

    public init(color: ShadowColor, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

extension Shadow where ShadowColor == RGBA {
    /// Something to draw: finite lengths and a colour that is not transparent.
    var isVisible: Bool { radius.isFinite && x.isFinite && y.isFinite && color.clamped.alpha > 0 }
}

/// How several shadows on one layer combine.
public enum ShadowComposition: String, Hashable, Sendable, CaseIterable {
    /// SwiftUI: `.shadow(A).shadow(B)` casts B from the layer together with shadow A.
    case chained
    /// CSS `box-shadow`: every shadow is cast by the layer alone.
    case independent
}
