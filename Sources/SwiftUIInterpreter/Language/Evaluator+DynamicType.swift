import Style
import SwiftSource

/// Dynamic Type as a file reads and sets it: `@Environment(\.dynamicTypeSize)` (and the older
/// `\.sizeCategory`), `.dynamicTypeSize(_:)` with a size or a range, `isAccessibilitySize`, sizes compared
/// (`size >= .accessibility1`), and `@ScaledMetric`. The size comes from the preview's canvas setting
/// (`--dynamic-type`), else iOS's default, Large.
extension Evaluator {
    /// The size the views being made are shown at: the nearest `.dynamicTypeSize` around them, else the
    /// canvas's.
    var dynamicTypeSize: DynamicTypeSize {
        if case .implicitMember(let name, _)? = environmentOverrides["dynamicTypeSize"],
            let size = DynamicTypeSize(named: name)
        {
            return size
        }
        return screen?.dynamicTypeSize ?? .standard
    }

    /// `.xxLarge`, `DynamicTypeSize.xxLarge`, `ContentSizeCategory.extraExtraLarge`: one size.
    func dynamicTypeSize(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> DynamicTypeSize {
        guard case .implicitMember(let name, _) = value, let size = DynamicTypeSize(named: name) else {
            throw EvaluationError(
                location: location,
                message: "expected a DynamicTypeSize (.xSmall … .xxxLarge, .accessibility1 … .accessibility5), got "
                    + value.kindName)
        }
        return size
    }

    /// What `.dynamicTypeSize(_:)` takes: one size, or a range of them (`...DynamicTypeSize.xxxLarge`,
    /// `.small ... .large`, `.large...`, `..<DynamicTypeSize.accessibility1`).
    func dynamicTypeRange(_ value: Value, at location: SourceLocation) throws(EvaluationError)
        -> ClosedRange<DynamicTypeSize>
    {
        guard case .range(let low, let high, let closed) = value else {
            let size = try dynamicTypeSize(value, at: location)
            return size...size
        }
        func bound(_ end: Value, open: DynamicTypeSize) throws(EvaluationError) -> DynamicTypeSize {
            if case .number(let n) = end, n.isInfinite { return open }
            return try dynamicTypeSize(end, at: location)
        }
        let lower = try bound(low, open: .xSmall)
        var upper = try bound(high, open: .accessibility5)
        if !closed, case .implicitMember = high {
            guard upper > .xSmall else {
                throw EvaluationError(location: location, message: "the range ..<.xSmall holds no size")
            }
            upper = DynamicTypeSize.allCases[upper.index - 1]
        }
        guard lower <= upper else {
            throw EvaluationError(
                location: location,
                message: "the range of sizes is empty: .\(lower.rawValue) is above .\(upper.rawValue)"
            )
        }
        return lower...upper
    }

    /// What a `.dynamicTypeSize(_:)` or `.environment(\.dynamicTypeSize, _)` sets for the views inside it,
    /// under both of the environment's names.
    func dynamicTypeOverrides(_ range: ClosedRange<DynamicTypeSize>, at location: SourceLocation) -> [String: Value] {
        let size = dynamicTypeSize.clamped(to: range)
        return [
            "dynamicTypeSize": .implicitMember(size.rawValue, at: location),
            "sizeCategory": .implicitMember(size.contentSizeCategory, at: location),
        ]
    }

    /// `@ScaledMetric var padding = 16` (`relativeTo: .title`): the value scaled as the style's text is at
    /// the size shown.
    func scaledMetric(_ value: Value, relativeTo style: Font.TextStyle) -> Value {
        guard dynamicTypeSize != .standard, let number = value.numeric else { return value }
        return .number(dynamicTypeSize.scaled(number, relativeTo: style))
    }

    /// `size.isAccessibilitySize`, `category.isAccessibilityCategory`; nil for anything else.
    static func dynamicTypeProperty(_ name: String, of value: Value) -> Value? {
        guard name == "isAccessibilitySize" || name == "isAccessibilityCategory",
            case .implicitMember(let member, _) = value, let size = DynamicTypeSize(named: member)
        else { return nil }
        return .bool(size.isAccessibilitySize)
    }

    /// A size's place for comparing (`size >= .accessibility1`, `case ...DynamicTypeSize.large:`): its
    /// index, or an open end of a range; nil for a value that is no size.
    static func dynamicTypeOrder(_ value: Value) -> Double? {
        switch value {
        case .implicitMember(let name, _): DynamicTypeSize(named: name).map { Double($0.index) }
        case .number(let n) where n.isInfinite: n
        default: nil
        }
    }
}
