import SwiftSource

/// The names visible where an expression is evaluated: locals (innermost last), the instance whose
/// member is running, and the type whose static member is running.
struct Scope: Sendable {
    private var frames: [[String: Slot]] = [[:]]
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
            if let slot = frame[name] { return slot.value }
        }
        return nil
    }

    /// A `let`, a parameter, a pattern's binding: a value of this scope's own.
    mutating func define(_ name: String, _ value: Value) {
        frames[frames.count - 1][name] = .value(value)
    }

    /// A `var`: kept in a cell that the closures made in this scope share with it, so that
    /// `items.forEach { total += $0 }` changes `total`, and a closure's own counter lasts between calls.
    mutating func defineVariable(_ name: String, _ value: Value) {
        frames[frames.count - 1][name] = .variable(VariableCell(value))
    }

    /// A local of the whole function, whichever block defines it (`self = …` inside an `if`).
    mutating func defineOutermost(_ name: String, _ value: Value) {
        frames[0][name] = .value(value)
    }

    /// Assigns to the innermost local called `name`; false when there is none.
    mutating func assign(_ name: String, _ value: Value) -> Bool {
        for index in frames.indices.reversed() {
            switch frames[index][name] {
            case .variable(let cell)?:
                cell.value = value
                return true
            case .value?:
                frames[index][name] = .value(value)
                return true
            case nil:
                continue
            }
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

/// A local as a scope holds it.
private enum Slot: Sendable {
    case value(Value)
    case variable(VariableCell)

    var value: Value {
        switch self {
        case .value(let value): value
        case .variable(let cell): cell.value
        }
    }
}

/// A `var`'s storage, shared by the scope that declares it and every closure that captures it.
/// Unchecked: an evaluation runs on one thread, and a closure a screen keeps in its state runs on
/// the window's thread, as the screen does.
private final class VariableCell: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
