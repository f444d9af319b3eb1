import SwiftSource

/// An error at a place in a file of the module (the location names the file; `file` names one that
/// could not be read, which has no place).
struct EvaluationError: Error {
    var location: SourceLocation?
    var message: String
    var reason: StyleFileError.Reason = .other
    var file: String?
    /// An error that ends the evaluation wherever it happens: a budget spent (a loop that does not
    /// end), the code's own `fatalError` or failed `precondition`. Every other error, a name or a form
    /// the interpreter lacks, ends only the view it happened in: the rest is drawn, with a note
    /// (`Evaluator.buildsViews`).
    var isFatal = false
    /// An error Swift code throws and may catch (`throw`, a decoding failure, a file that cannot be read):
    /// `do`–`catch` runs its catch body for it and `try?` makes it nil; uncaught, it is like any other.
    var isThrown = false

    init(location: SourceLocation?, message: String, reason: StyleFileError.Reason = .other, file: String? = nil) {
        self.location = location
        self.message = message
        self.reason = reason
        // A place in another file of the module names that file, not the one being shown.
        self.file = file ?? location.flatMap { $0.file.isEmpty ? nil : $0.file }
    }

    /// What `x?` throws when `x` is nil: caught where the optional chain ends, which is then nil.
    static func nilChain(at location: SourceLocation) -> EvaluationError {
        var error = EvaluationError(location: location, message: Self.nilChainMessage)
        // Caught where the chain ends, never by a view.
        error.isFatal = true
        return error
    }

    /// The message in one line, without the long lists that may follow it (every modifier, every view
    /// Neumorph makes): a note's words. A short list of the names a member could be stays.
    var brief: String {
        var text = message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? message
        for cut in ["; supported", "; the views and types"] {
            if let range = text.range(of: cut) { text = String(text[..<range.lowerBound]) }
        }
        return text
    }

    /// The same error, thrown as Swift code throws, to be caught.
    var thrown: EvaluationError {
        var error = self
        error.isThrown = true
        return error
    }

    /// The same error, fatal.
    var fatal: EvaluationError {
        var error = self
        error.isFatal = true
        return error
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
