import Raster
import Style

/// Values for a style's stored properties that have no default: from `--style-arg NAME=VALUE`, or from
/// the built-in style the scene would use when the file's type has its name.
public struct StyleArguments: Sendable {
    /// `--style-arg` assignments as typed: parsed when the property's type is known.
    public var assignments: [String: String]
    /// By type name: the stored properties of a built-in style the scene uses.
    public var builtIns: [String: [String: StyleArgumentValue]]

    public init(assignments: [String: String] = [:], builtIns: [String: [String: StyleArgumentValue]] = [:]) {
        self.assignments = assignments
        self.builtIns = builtIns
    }

    /// Splits `NAME=VALUE`; nil when there is no `=` or no name.
    public static func assignment(_ text: String) -> (name: String, value: String)? {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else { return nil }
        return (String(text[..<equals]), String(text[text.index(after: equals)...]))
    }

    /// The stored properties of `style` that a file's style can take (colours, numbers, Booleans),
    /// read by reflection so every built-in style offers its own without a table to keep.
    public static func properties(of style: Any) -> [String: StyleArgumentValue] {
        var values: [String: StyleArgumentValue] = [:]
        for child in Mirror(reflecting: style).children {
            guard let name = child.label else { continue }
            switch child.value {
            case let color as Color: values[name] = .color(color)
            case let number as Double: values[name] = .number(number)
            case let number as Int: values[name] = .number(Double(number))
            case let flag as Bool: values[name] = .bool(flag)
            default: continue
            }
        }
        return values
    }
}

/// A value given to a stored property from outside the file.
public enum StyleArgumentValue: Hashable, Sendable {
    case color(Color)
    case number(Double)
    case bool(Bool)
}
