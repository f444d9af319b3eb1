import SwiftSource

/// A call's evaluated arguments, taken one by one by label so that a misspelt or extra argument is
/// reported rather than ignored.
struct ArgumentList {
    private var items: [EvaluatedArgument]
    private var used: [Bool]
    /// What is being called, for messages: `RoundedRectangle`, `.shadow`.
    let callee: String
    let location: SourceLocation

    init(_ items: [EvaluatedArgument], callee: String, at location: SourceLocation) {
        self.items = items
        self.used = Array(repeating: false, count: items.count)
        self.callee = callee
        self.location = location
    }

    var isEmpty: Bool { items.isEmpty }
    var labels: [String?] { items.map(\.label) }

    /// The first unused argument with this label (nil: unlabelled).
    mutating func take(_ label: String?) -> EvaluatedArgument? {
        guard let index = items.indices.first(where: { !used[$0] && items[$0].label == label }) else { return nil }
        used[index] = true
        return items[index]
    }

    /// The first unused argument with this label, left unused.
    func peek(_ label: String?) -> EvaluatedArgument? {
        items.indices.first(where: { !used[$0] && items[$0].label == label }).map { items[$0] }
    }

    /// Every remaining unlabelled argument (a variadic parameter).
    mutating func takeAll(_ label: String?) -> [EvaluatedArgument] {
        var taken: [EvaluatedArgument] = []
        while let next = take(label) { taken.append(next) }
        return taken
    }

    mutating func required(_ label: String?) throws(EvaluationError) -> EvaluatedArgument {
        guard let argument = take(label) else {
            let name = label.map { "'\($0):'" } ?? "an unlabelled argument"
            throw EvaluationError(location: location, message: "\(callee) needs \(name)")
        }
        return argument
    }

    /// The argument with the first label, else the one with the second (a builder given as a
    /// trailing closure or as `content:`).
    mutating func required(_ label: String?, or other: String?) throws(EvaluationError) -> EvaluatedArgument {
        if let argument = take(label) { return argument }
        return try required(other)
    }

    /// Fails on any argument not taken.
    func finish() throws(EvaluationError) {
        guard let index = used.firstIndex(of: false) else { return }
        let extra = items[index]
        let message =
            extra.label.map { "\(callee) has no argument '\($0):'" } ?? "\(callee) takes no unlabelled argument here"
        throw EvaluationError(location: extra.location, message: message)
    }
}
