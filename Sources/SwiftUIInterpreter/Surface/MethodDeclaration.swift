import Raster
import Style
import SwiftSource

/// A method of a value that is not a view modifier — `Color.opacity`, `Shape.fill`, `Path.addLine`,
/// `Font.bold()` — declared as modifiers are: its SwiftUI signatures, what it does, how it runs. A
/// mutating method (`path.move(to:)`) returns the receiver's new value as `updated`.
struct MethodDeclaration: Sendable {
    typealias Apply =
        @Sendable (Evaluator, Value, inout ArgumentList, SourceLocation) throws(EvaluationError)
        -> MethodResult?

    /// What the method is called on, for the docs ("Shape", "Path").
    let receiver: String
    let name: String
    let signatures: [String]
    let summary: String
    /// Nil when the receiver is not one this declaration applies to (the next one with the name is tried).
    let apply: Apply

    init(_ receiver: String, _ name: String, _ signatures: [String], _ summary: String, _ apply: @escaping Apply) {
        self.receiver = receiver
        self.name = name
        self.signatures = signatures
        self.summary = summary
        self.apply = apply
    }
}

struct MethodResult {
    var value: Value
    /// The receiver after a mutating method.
    var updated: Value?

    init(_ value: Value, updated: Value? = nil) {
        self.value = value
        self.updated = updated
    }
}

enum MethodCatalog {
    static let all: [MethodDeclaration] = shapes + paths + values

    static let byName: [String: [MethodDeclaration]] = Dictionary(grouping: all, by: \.name)

    /// Whether some declared method has this name (the call is a method, not an unknown modifier).
    static func declares(_ name: String) -> Bool { byName[name] != nil }
}

extension Evaluator {
    /// `receiver.name(…)` by the method declarations, nil when none applies to this receiver.
    func declaredMethod(_ name: String, on receiver: Value, _ arguments: [EvaluatedArgument], at: SourceLocation)
        throws(EvaluationError) -> MethodResult?
    {
        guard let candidates = MethodCatalog.byName[name] else { return nil }
        for method in candidates {
            var list = ArgumentList(arguments, callee: ".\(name)", at: at)
            if let result = try method.apply(self, receiver, &list, at) {
                try list.finish()
                return result
            }
        }
        return nil
    }
}
