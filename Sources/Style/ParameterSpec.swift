/// One numeric knob of `ParametricStyle`: its range, steps and default — the single table the
/// playground's tweaking keys, the HUD, presets and the docs all read.
public struct ParameterSpec: Sendable {
    public let key: String
    public let label: String
    public let range: ClosedRange<Double>
    public let coarseStep: Double
    public let fineStep: Double
    public let keyPath: WritableKeyPath<ParametricStyle, Double> & Sendable
    /// The colour whose OKLCH channel this is; `nil` for a plain number.
    public var colorRole: ColorRole? = nil
    /// Which of that colour's channels.
    public var colorChannel: ColorChannel? = nil

    public var defaultValue: Double { ParametricStyle()[keyPath: keyPath] }

    public func clamp(_ value: Double) -> Double {
        guard value.isFinite else { return defaultValue }
        return min(max(value, range.lowerBound), range.upperBound)
    }
}

extension ParametricStyle {
    /// Every numeric knob, in the order the HUD shows them.
    public static let parameters: [ParameterSpec] = [
        ParameterSpec(
            key: "distance", label: "Distance", range: 0...60, coarseStep: 2, fineStep: 0.5, keyPath: \.distance),
        ParameterSpec(
            key: "blurRadius", label: "Blur radius", range: 0...100, coarseStep: 2, fineStep: 0.5, keyPath: \.blurRadius
        ),
        ParameterSpec(
            key: "intensity", label: "Intensity", range: 0...0.6, coarseStep: 0.05, fineStep: 0.01, keyPath: \.intensity
        ),
        ParameterSpec(
            key: "lightAngle", label: "Light angle", range: 0...360, coarseStep: 15, fineStep: 1, keyPath: \.lightAngle),
        ParameterSpec(
            key: "cornerRadius", label: "Corner radius", range: 0...100, coarseStep: 2, fineStep: 0.5,
            keyPath: \.cornerRadius),
        ParameterSpec(
            key: "strokeWidth", label: "Stroke width", range: 0...12, coarseStep: 1, fineStep: 0.25,
            keyPath: \.strokeWidth),
        ParameterSpec(
            key: "pressScale", label: "Scale on press", range: 0.5...1, coarseStep: 0.05, fineStep: 0.01,
            keyPath: \.pressScale),
        ParameterSpec(
            key: "pressedDistance", label: "Pressed distance", range: 0...60, coarseStep: 2, fineStep: 0.5,
            keyPath: \.pressedDistance),
        ParameterSpec(
            key: "pressedBlurRadius", label: "Pressed blur", range: 0...100, coarseStep: 2, fineStep: 0.5,
            keyPath: \.pressedBlurRadius),
        ParameterSpec(key: "padding", label: "Padding", range: 4...60, coarseStep: 2, fineStep: 1, keyPath: \.padding),
    ]
}
