internal import CSupport

/// How much of its thread's stack an evaluation may use. Counting levels alone cannot keep a deep
/// file from overflowing the stack: a level's frames are several times larger in a debug build than
/// in a release one, and threads' stacks differ (8 MB on the main thread, far less on some pools).
/// So the evaluator also measures, and stops with an error at the place once less than `reserve`
/// is left.
struct StackBudget {
    /// Enough for what runs after the check (a modifier, a library call) in a debug build.
    static let reserve: UInt = 256 * 1024
    /// The lowest address the stack may reach before the evaluation stops; zero when unknown.
    let floor: UInt

    /// The current thread's budget, read once: asking for the bounds is not cheap.
    init() {
        var lowest: UInt = 0
        floor = neu_stack_lowest_address(&lowest) == 0 ? lowest + Self.reserve : 0
    }

    /// Whether the stack has room for another level where the caller is.
    func hasRoom() -> Bool {
        floor == 0 || UInt(neu_stack_here()) > floor
    }
}
