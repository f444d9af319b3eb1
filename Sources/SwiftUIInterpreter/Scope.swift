import SwiftSource

/// The names visible where an expression is evaluated: locals (innermost last), the instance whose
/// member is running, and the type whose static member is running.
struct Scope: Sendable {
    private var frames: [[String: Value]] = [[:]]
    var instance: Instance?
    /// The type `Self` names inside a static member or an extension's initialiser.
    var selfType: String?
    /// The view a `View` extension's method runs on: `self`, and the receiver of unqualified modifiers.
    var receiver: Value?

    init(instance: Instance? = nil, selfType: String? = nil) {
        self.instance = instance
        self.selfType = selfType ?? instance?.typeName
    }

    /// Every local name, for "did you mean" suggestions.
    var names: [String] { frames.flatMap(\.keys) }

    func lookup(_ name: String) -> Value? {
        for frame in frames.reversed() {
            if let value = frame[name] { return value }
        }
        return nil
    }

    mutating func define(_ name: String, _ value: Value) {
        frames[frames.count - 1][name] = value
    }

    /// Assigns to the innermost local called `name`; false when there is none.
    mutating func assign(_ name: String, _ value: Value) -> Bool {
        for index in frames.indices.reversed() where frames[index][name] != nil {
            frames[index][name] = value
            return true
        }
        return false
    }

    /// Runs `body` with a new frame of locals (an `if` branch, a closure).
    mutating func nested<T>(_ body: (inout Scope) throws(EvaluationError) -> T) throws(EvaluationError) -> T {
        frames.append([:])
        defer { frames.removeLast() }
        return try body(&self)
    }
}
