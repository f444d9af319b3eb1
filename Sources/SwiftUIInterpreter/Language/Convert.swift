import Raster
import Style
import SwiftSource

/// Conversions that need no declarations: numbers, Booleans, lengths.
enum Convert {
    static func number(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> Double {
        guard let n = value.numeric else {
            throw EvaluationError(location: location, message: "expected a number, got \(value.kindName)")
        }
        return n
    }

    /// A whole number: an `Int`, or a `Double` that is whole (an index written `2.0`).
    static func integer(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> Int {
        switch value {
        case .int(let i): return i
        case .number(let n) where n == n.rounded() && abs(n) < 9e18: return Int(n)
        default: throw EvaluationError(location: location, message: "expected an Int, got \(value.kindName)")
        }
    }

    static func bool(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> Bool {
        guard case .bool(let b) = value else {
            throw EvaluationError(location: location, message: "expected a Bool, got \(value.kindName)")
        }
        return b
    }

    /// The largest length a control's geometry may use, in points: beyond it, a value is a mistake
    /// (and would ask the renderer for gigantic layers).
    static let maxLength = 10_000.0

    /// A length in points (padding, radius, offset): finite and within ±`maxLength`.
    static func length(_ value: Value, at location: SourceLocation, _ what: String) throws(EvaluationError) -> Double {
        let n = try number(value, at: location)
        guard abs(n) <= maxLength else {
            throw EvaluationError(
                location: location, message: "\(what) \(n) is out of range (at most \(Int(maxLength)) points)")
        }
        return n
    }

    /// A corner radius: a shape holds its radius to half its shorter side, so any larger one, even
    /// `.infinity` (written for a capsule), draws the same as `maxLength`; a negative one draws square.
    static func cornerRadius(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> Double {
        let n = try number(value, at: location)
        guard !n.isNaN else {
            throw EvaluationError(location: location, message: "the corner radius is not a number")
        }
        return min(max(0, n), maxLength)
    }

    static func string(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> String {
        guard case .string(let s) = value else {
            throw EvaluationError(location: location, message: "expected a string, got \(value.kindName)")
        }
        return s
    }
}
