import Raster

/// `.symbolVariant(.fill)` and its kin: each symbol inside drawn in that variant where one exists (`heart` as
/// `heart.fill`, `xmark` as `xmark.circle` for `.circle`), as SF Symbols picks the variant by name. A tab bar's
/// items take `.fill`, as iOS draws them.
enum SymbolVariant {
    /// The variants, as `SymbolVariants` names them.
    static let names: Set<String> = ["fill", "circle", "square", "none"]

    /// `name` in `variant`, when the symbols have it; nil otherwise.
    static func name(_ name: String, in variant: String) -> String? {
        var parts = name.split(separator: ".").map(String.init)
        switch variant {
        case "fill":
            guard parts.last != "fill" else { return nil }
            parts.append("fill")
        case "circle", "square":
            guard !parts.contains("circle"), !parts.contains("square") else { return nil }
            // The enclosure goes before `.fill`: `heart.fill` → `heart.circle.fill`.
            if parts.last == "fill" { parts.insert(variant, at: parts.count - 1) } else { parts.append(variant) }
        default:
            return nil
        }
        let varied = parts.joined(separator: ".")
        return SystemImage(rawValue: varied) == nil ? nil : varied
    }
}

extension ViewNode {
    /// The view with its symbols in `variant` (`SymbolVariant`), through stacks and modifiers.
    func symbolVariant(_ variant: String) -> ViewNode {
        switch self {
        case .image(let image) where !image.isPlaceholder:
            return SymbolVariant.name(image.rawValue, in: variant).map { .image(SystemImage(named: $0)) } ?? self
        case .modified(let child, let modifier):
            return .modified(child.symbolVariant(variant), modifier)
        case .stack(let axis, let spacing, let alignment, let children):
            return .stack(axis, spacing: spacing, alignment: alignment, children.map { $0.symbolVariant(variant) })
        default:
            return self
        }
    }
}
