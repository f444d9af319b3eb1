/// The one JSON writer: presets, the audit report and the layout report all go through it, so
/// escaping and numbers are written one way.
extension JSONValue {
    /// Pretty-printed JSON with two-space indentation.
    public func formatted(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .object(let members):
            if members.isEmpty { return "{}" }
            return "{\n"
                + members.map {
                    "\(inner)\(JSONValue.string($0.key).formatted()): \($0.value.formatted(indent: inner))"
                }.joined(separator: ",\n") + "\n\(indent)}"
        case .array(let items):
            if items.isEmpty { return "[]" }
            // Scalars on one line; objects and arrays one per line.
            let nested = items.contains {
                if case .object = $0 { return true } else if case .array = $0 { return true } else { return false }
            }
            if !nested { return "[" + items.map { $0.formatted(indent: inner) }.joined(separator: ", ") + "]" }
            return "[\n" + items.map { inner + $0.formatted(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .string(let s):
            var out = "\""
            for scalar in s.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\t": out += "\\t"
                case "\r": out += "\\r"
                default:
                    if scalar.value < 0x20 {
                        out +=
                            "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                            + String(scalar.value, radix: 16)
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
            return out + "\""
        case .number(let n):
            // JSON has no NaN or infinity; like JavaScript's JSON.stringify, they are written as null.
            guard n.isFinite else { return "null" }
            // Whole numbers without ".0", as people write them.
            if n == n.rounded() && abs(n) < 1e15 { return String(Int(n)) }
            return "\(n)"
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        }
    }
}
