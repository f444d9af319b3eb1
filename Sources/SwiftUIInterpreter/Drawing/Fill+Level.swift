import Style

/// SwiftUI's hierarchical styles: `.secondary` where a foreground style is set is that style at a
/// lower opacity, as SwiftUI's system colour definition gives each level (OpenSwiftUI's
/// `SystemColorDefinition.opacity(at:)`: 1, 0.5, 0.25, 0.18); under the default foreground, the
/// label greys iOS draws (`secondaryLabel`…).
extension Fill {
    /// `.primary` … `.quinary` by level.
    static let hierarchicalLevels = ["primary": 0, "secondary": 1, "tertiary": 2, "quaternary": 3, "quinary": 4]

    static let levelOpacities = [1, 0.5, 0.25, 0.18, 0.18]

    /// The `level`th level of this foreground.
    func level(_ level: Int) -> Fill {
        guard level > 0 else { return self }
        let opacity = Self.levelOpacities[min(level, Self.levelOpacities.count - 1)]
        switch self {
        case .color(let c) where c == .primary:
            let name = Self.hierarchicalLevels.first { $0.value == level }?.key ?? "secondary"
            return .color(Builtins.shapeStyles[name] ?? Builtins.colors[name] ?? c.opacity(opacity))
        case .color(let c): return .color(c.opacity(opacity))
        case .linearGradient(let colors, let start, let end):
            return .linearGradient(colors.map { $0.opacity(opacity) }, startPoint: start, endPoint: end)
        default: return self
        }
    }
}
