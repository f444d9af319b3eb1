/// A Swift expression of the SwiftUI export, laid out as Xcode's formatter would: on one line when it
/// fits, otherwise one argument (or one chained call) per line, so that the pasted file reads like code a
/// person wrote rather than 200-column lines.
indirect enum SwiftUICode {
    /// Written as it is: `.topLeading`, `10`, `configuration.isPressed`.
    case atom(String)
    /// `callee(label: value, …)`; a `nil` label is an unlabelled argument.
    case call(String, [(label: String?, value: SwiftUICode)])
    /// `[a, b]`.
    case array([SwiftUICode])
    /// `base.first(…).second(…)`: each element is a call or atom written after a dot.
    case chain(SwiftUICode, [SwiftUICode])

    static let lineLength = 120

    /// The expression on one line.
    var inline: String {
        switch self {
        case .atom(let text): text
        case .call(let callee, let arguments):
            callee + "("
                + arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value.inline }
                .joined(separator: ", ") + ")"
        case .array(let elements): "[" + elements.map(\.inline).joined(separator: ", ") + "]"
        case .chain(let base, let calls): base.inline + calls.map { "." + $0.inline }.joined()
        }
    }

    /// The expression's lines, the first starting after `prefix` (already at `indent`), with `suffix`
    /// after the last.
    func lines(indent: String, prefix: String = "", suffix: String = "") -> [String] {
        let oneLine = indent + prefix + inline + suffix
        if oneLine.count <= Self.lineLength { return [oneLine] }
        let inner = indent + "    "
        switch self {
        case .atom: return [oneLine]
        case .call(let callee, let arguments):
            var out = [indent + prefix + callee + "("]
            for (index, argument) in arguments.enumerated() {
                let comma = index == arguments.count - 1 ? "" : ","
                out += argument.value.lines(
                    indent: inner, prefix: argument.label.map { "\($0): " } ?? "", suffix: comma)
            }
            return out + [indent + ")" + suffix]
        case .array(let elements):
            var out = [indent + prefix + "["]
            for (index, element) in elements.enumerated() {
                out += element.lines(indent: inner, suffix: index == elements.count - 1 ? "" : ",")
            }
            return out + [indent + "]" + suffix]
        case .chain(let base, let calls):
            var out = base.lines(indent: indent, prefix: prefix)
            for (index, call) in calls.enumerated() {
                out += call.lines(indent: inner, prefix: ".", suffix: index == calls.count - 1 ? suffix : "")
            }
            return out
        }
    }
}
