import Raster

/// Raised and sunken surfaces in a parametric style's light, at a fraction of its depth: what the
/// small soft controls (switch, slider, checkbox, radio, segmented, progress) are built from. A
/// 26-point knob under a button's 10-point shadow would float off the page, so each part takes the
/// style's distance and blur scaled by `depth`.
public struct SoftRelief: Sendable {
    public var parameters: ParametricStyle

    /// `.tint(_:)`: the accent a screen chose for its controls, instead of the base's own.
    public var tint: Color?

    public init(_ parameters: ParametricStyle, tint: Color? = nil) {
        self.parameters = parameters
        self.tint = tint
    }

    var base: Color { Color(parameters.resolvedBaseColor) }
    public var accent: Color { tint ?? Color(parameters.accentColor) }
    public var label: Color { Color(parameters.labelColor) }

    private func shadows(depth: Double) -> (dark: Shadow<Color>, light: Shadow<Color>) {
        let d = parameters.lightDirection
        let distance = max(0, parameters.distance * depth)
        let radius = max(0, parameters.blurRadius * depth)
        return (
            Shadow(
                color: Color(parameters.resolvedDarkShadow), radius: radius, x: -d.x * distance, y: -d.y * distance),
            Shadow(
                color: Color(parameters.resolvedLightShadow), radius: radius, x: d.x * distance, y: d.y * distance)
        )
    }

    /// A surface standing out of the page: the two drop shadows, then the fill.
    public func raised<S: InsettableShape>(_ shape: S, in rect: Rect, depth: Double, fill: Fill? = nil)
        -> [DrawCommand]
    {
        let s = shadows(depth: depth)
        return [
            .fill(shape, in: rect, nil, shadows: [s.dark, s.light], composition: parameters.composition),
            .fill(shape, in: rect, fill ?? .color(base)),
        ]
    }

    /// A surface pressed into the page: the fill, then the two inner shadows.
    public func sunken<S: InsettableShape>(_ shape: S, in rect: Rect, depth: Double, fill: Fill? = nil)
        -> [DrawCommand]
    {
        let s = shadows(depth: depth)
        return [
            .fill(shape, in: rect, fill ?? .color(base)),
            .innerShadow(shape, in: rect, s.dark),
            .innerShadow(shape, in: rect, s.light),
        ]
    }

    /// A knob or box between raised (`pressAmount` 0) and flattened into the page (1): the drop
    /// shadows shrink and the inner ones fade in, as the parametric button sinks.
    public func pressable<S: InsettableShape>(_ shape: S, in rect: Rect, depth: Double, pressAmount t: Double)
        -> [DrawCommand]
    {
        let amount = min(max(t.isFinite ? t : 0, 0), 1)
        var commands = raised(shape, in: rect, depth: depth * (1 - 0.7 * amount))
        if amount > 0 {
            let inner = Array(sunken(shape, in: rect, depth: depth * 0.5).dropFirst())
            commands.append(.layer(Layer(inner, opacity: amount)))
        }
        return commands
    }

    /// The style's edge ring, when it has one (stroke width > 0), scaled like the shadows.
    public func ring<S: InsettableShape>(_ shape: S, in rect: Rect, scale: Double) -> [DrawCommand] {
        guard parameters.strokeWidth > 0 else { return [] }
        let colors =
            parameters.strokeColors.isEmpty
            ? [Color(parameters.resolvedLightShadow), Color(parameters.resolvedDarkShadow)]
            : parameters.strokeColors.map { Color($0) }
        let (toward, away) = parameters.lightUnitPoints
        return [
            .stroke(
                shape, in: rect, .linearGradient(colors, startPoint: toward, endPoint: away),
                lineWidth: max(1, parameters.strokeWidth * scale))
        ]
    }
}
