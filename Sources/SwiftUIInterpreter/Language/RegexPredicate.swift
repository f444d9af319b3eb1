import Foundation
import SwiftSource

/// `NSPredicate(format: "SELF MATCHES %@", pattern)`, the form app code validates an email or a password
/// with: the whole string matched against an ICU regular expression (`MATCHES[c]` ignoring case, `[d]`
/// diacritics). Foundation on Linux has no format predicates, so this one form is read here, through
/// `NSRegularExpression`, which is ICU's as on Apple's platforms; any other format is an error naming it.
enum RegexPredicate {
    static func make(_ arguments: [EvaluatedArgument], at: SourceLocation) throws(EvaluationError) -> Instance {
        guard let format = arguments.first, format.label == "format" else {
            throw EvaluationError(location: at, message: "NSPredicate is read here only as NSPredicate(format:…)")
        }
        let text = try Convert.string(format.value, at: format.location)
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count == 3, words[0].uppercased() == "SELF", words[1].uppercased().hasPrefix("MATCHES"),
            words[2] == "%@" || words[2].hasPrefix("'")
        else {
            throw EvaluationError(
                location: format.location,
                message: "NSPredicate(format: \"\(text)\") is not read here; only \"SELF MATCHES %@\" with a pattern is"
            )
        }
        let options = words[1].dropFirst("MATCHES".count).lowercased()
        let pattern: String
        if words[2] == "%@" {
            guard arguments.count == 2 else {
                throw EvaluationError(location: at, message: "NSPredicate(format:) with %@ takes one pattern after it")
            }
            pattern = try Convert.string(arguments[1].value, at: arguments[1].location)
        } else {
            pattern = String(words[2].dropFirst().dropLast())
        }
        return Instance(
            typeName: "NSPredicate",
            properties: [
                "pattern": .string(pattern), "ignoresCase": .bool(options.contains("c")),
                "ignoresDiacritics": .bool(options.contains("d")),
            ])
    }

    /// `predicate.evaluate(with: text)`: whether the pattern matches all of `text`.
    static func evaluate(_ predicate: Instance, _ value: Value, at: SourceLocation) throws(EvaluationError) -> Bool {
        guard case .string(let pattern)? = predicate.properties["pattern"] else { return false }
        // A value that is not a string does not match, as in Foundation (evaluated against nil).
        guard case .string(var text) = value else { return false }
        var options: NSRegularExpression.Options = []
        if case .bool(true)? = predicate.properties["ignoresCase"] { options.insert(.caseInsensitive) }
        if case .bool(true)? = predicate.properties["ignoresDiacritics"] {
            text = text.folding(options: .diacriticInsensitive, locale: nil)
        }
        let expression: NSRegularExpression
        do {
            expression = try NSRegularExpression(pattern: "^(?:\(pattern))$", options: options)
        } catch {
            throw EvaluationError(
                location: at, message: "the predicate's pattern is not a regular expression: \(pattern)")
        }
        let range = NSRange(text.startIndex..., in: text)
        return expression.firstMatch(in: text, options: [.anchored], range: range) != nil
    }
}
