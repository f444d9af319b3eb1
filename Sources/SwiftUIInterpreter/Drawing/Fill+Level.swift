import Style

/// SwiftUI's hierarchical styles: `.secondary` where a foreground style is set is that style at a
/// lower opacity, as SwiftUI's system colour definition gives each level (OpenSwiftUI's
/// `SystemColorDefinition.opacity(at:)`: 1, 0.5, 0.25, 0.18); under the default foreground, the
/// label greys iOS draws (`secondaryLabel`…).
extension Fill {
    /// `.primary` … `.quinary`, a level each.
    static let levelNames = ["primary", "secondary", "tertiary", "quaternary", "quinary"]
    static let hierarchicalLevels = Dictionary(uniqueKeysWithValues: levelNames.enumerated().map { ($1, $0) })

    static let levelOpacities = [1, 0.5, 0.25, 0.18, 0.18]

    /// The `level`th level of this foreground.
    func level(_ level: Int) -> Fill {
        guard level > 0 else { return self }
        let opacity = Self.levelOpacities[min(level, Self.levelOpacities.count - 1)]
        switch self {
        case .color(let c) where c == .primary:
            let name = Self.levelNames[min(level, Self.levelNames.count - 1)]
            return .color(Builtins.shapeStyles[name] ?? Builtins.colors[name] ?? c.opacity(opacity))
        case .color(let c): return .color(c.opacity(opacity))
        case .linearGradient(let colors, let start, let end):
            return .linearGradient(colors.map { $0.opacity(opacity) }, startPoint: start, endPoint: end)
        default: return self
        }
    }
}
