import SwiftSource

/// Swift's `Task { … }` on a screen. An `await` completes at once here (there is no network and no
/// other actor to wait for), so a task's body runs when the task is made, to its end, before the view
/// that made it is drawn: what a preview shows once its work has finished. It runs with an evaluator
/// of its own, as an action does, so a task that never ends (`while true { … }`) spends its own
/// budget, not the screen's, and what stops it is a note, not the end of the preview.
enum TaskWork {
    /// A task's value: nothing to wait for or cancel, as it has already run.
    static let typeName = "Swift.Task"

    /// `Task { … }`, `Task(priority: .high) { … }`, `Task.detached { … }`.
    static func run(_ arguments: [EvaluatedArgument], at: SourceLocation, _ e: Evaluator) throws(EvaluationError)
        -> Value
    {
        var list = ArgumentList(arguments, callee: "Task", at: at)
        _ = list.take("priority")
        _ = list.take("name")
        _ = list.take("executorPreference")
        let operation = try list.required("operation", or: nil)
        try list.finish()
        let evaluator = Evaluator(program: e.program, screen: e.screen, notes: e.noted)
        evaluator.environmentOverrides = e.environmentOverrides
        do throws(EvaluationError) {
            var scope = Scope()
            _ = try evaluator.callValue(operation.value, [], arguments: [], at: operation.location, &scope)
        } catch {
            e.noteIgnored(
                "Task", at: error.location ?? at, message: "the Task stopped here: \(error.message.prefix(160))")
        }
        return .instance(Instance(typeName: typeName, properties: ["isCancelled": .bool(false)]))
    }

    /// `Task.sleep(…)`, `Task.yield()`, `Task.checkCancellation()`: nothing to wait for here.
    static func staticCall(_ name: String) -> Value? {
        ["sleep", "yield", "checkCancellation"].contains(name) ? .void : nil
    }

    /// A task's `cancel()`, which has nothing left to stop.
    static func method(_ name: String, on instance: Instance) -> Value? {
        guard instance.typeName == typeName, name == "cancel" else { return nil }
        return .void
    }
}
