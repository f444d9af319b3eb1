import Raster

/// How far a style moved from another, as the fix measures it: each colour's perceptual difference
/// (OKLab ΔE) plus each numeric knob's change as a share of its range. A darker base by ΔE 0.05 and
/// a fifth more intensity (0.12 of 0.6) cost about the same; a ring costs its width's share of 12 pt
/// and how far its colour is from the surface it edges.
public enum StyleDistance {
    public static func between(_ a: ParametricStyle, _ b: ParametricStyle) -> Double {
        var total = 0.0
        for role in ColorRole.allCases { total += ColorDifference.oklab(a.resolved(role), b.resolved(role)) }
        for spec in ParametricStyle.parameters {
            total += abs(a[keyPath: spec.keyPath] - b[keyPath: spec.keyPath]) / spec.range.upperBound
        }
        if b.strokeWidth > 0 && a.ringColors != b.ringColors {
            // A ring where there was none is measured against the surface it now edges.
            let before = a.strokeWidth > 0 ? a.ringColors : [a.resolvedBaseColor]
            let after = b.ringColors
            total += after.map { c in before.map { ColorDifference.oklab(c, $0) }.min() ?? 0 }.max() ?? 0
        }
        if a.shape != b.shape { total += 1 }
        if a.surface != b.surface { total += 1 }
        return total
    }
}

extension ParametricStyle {
    /// The edge stroke's colours as drawn: the ones set, else light to dark shadow.
    public var ringColors: [RGBA] { strokeColors.isEmpty ? [resolvedLightShadow, resolvedDarkShadow] : strokeColors }
}
