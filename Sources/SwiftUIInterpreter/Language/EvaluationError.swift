import SwiftSource

/// An error at a place in a file of the module (the location names the file; `file` names one that
/// could not be read, which has no place).
struct EvaluationError: Error {
    var location: SourceLocation?
    var message: String
    var reason: StyleFileError.Reason = .other
    var file: String?

    init(location: SourceLocation?, message: String, reason: StyleFileError.Reason = .other, file: String? = nil) {
        self.location = location
        self.message = message
        self.reason = reason
        self.file = file
    }

    /// What `x?` throws when `x` is nil: caught where the optional chain ends, which is then nil.
    static func nilChain(at location: SourceLocation) -> EvaluationError {
        EvaluationError(location: location, message: Self.nilChainMessage)
    }

    var isNilChain: Bool { message == Self.nilChainMessage }

    private static let nilChainMessage = "an optional chain met nil outside any chain"
}

/// How a statement left the statements around it.
enum Flow {
    /// `return value` (or the end of a function without one: `.void`).
    case returned(Value)
    /// `break` and `continue`, with their loop's label when written.
    case broke(String?)
    case continued(String?)

    /// The value a `return` gave; nothing for `break` and `continue`.
    var value: Value {
        if case .returned(let v) = self { return v }
        return .void
    }
}

/// The standard library's `contains(where:)`, `filter` and `first(where:)` rethrow untyped errors;
/// these keep the evaluator's typed ones.
extension Sequence {
    func anySatisfies<E: Error>(_ predicate: (Element) throws(E) -> Bool) throws(E) -> Bool {
        for element in self where try predicate(element) { return true }
        return false
    }

    func filtered<E: Error>(_ isIncluded: (Element) throws(E) -> Bool) throws(E) -> [Element] {
        var kept: [Element] = []
        for element in self where try isIncluded(element) { kept.append(element) }
        return kept
    }

    func firstMatch<E: Error>(_ predicate: (Element) throws(E) -> Bool) throws(E) -> Element? {
        for element in self where try predicate(element) { return element }
        return nil
    }
}

extension Collection {
    func firstIndexMatching<E: Error>(_ predicate: (Element) throws(E) -> Bool) throws(E) -> Index? {
        var index = startIndex
        while index != endIndex {
            if try predicate(self[index]) { return index }
            index = self.index(after: index)
        }
        return nil
    }
}
