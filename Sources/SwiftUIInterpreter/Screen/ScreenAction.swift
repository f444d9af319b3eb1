import SwiftSource

/// Runs the file's code for something that happened in the window — a press completed, a gesture
/// moved, a view appeared, a timer ticked — with the screen's state, an error going to the output
/// with its place (the screen goes on, as an app's would after a failed action).
struct ScreenAction: Sendable {
    let program: Program
    let context: ScreenContext
    let path: String

    /// Calls `callable` (a closure or a function of the file) with `arguments`.
    func run(_ callable: Value, _ arguments: [Value], at location: SourceLocation) {
        let evaluator = Evaluator.running(program, in: context)
        do throws(EvaluationError) {
            var scope = Scope()
            let evaluated = arguments.map { EvaluatedArgument(label: nil, value: $0, location: location) }
            _ = try evaluator.callValue(callable, evaluated, arguments: [], at: location, &scope)
        } catch {
            let place = error.location.map { "\($0.line):\($0.column): " } ?? ""
            context.output("\(path):\(place)\(error.message)")
        }
    }
}

extension Evaluator {
    /// An evaluator for an action. The objects it makes are keyed apart from those of every other
    /// action and of the screen's evaluations (whose instance counts start again each time): a model
    /// an `.onAppear` inserts is not taken for the first one the preview's container was filled with.
    static func running(_ program: Program, in context: ScreenContext) -> Evaluator {
        let evaluator = Evaluator(program: program, screen: context)
        evaluator.runsAction = true
        evaluator.objectOwner = "action#\(context.state.nextActionNumber())"
        return evaluator
    }
}
