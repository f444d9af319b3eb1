import Raster
import Style
import SwiftSource
import Synchronization

/// What a screen remembers between frames besides its `@State`: how far each gesture has got, the
/// `@GestureState` values to go back to, which views have appeared, what each `.onChange` last saw,
/// each timer's ticks, and the work `asyncAfter` has put off. Time is the frame clock's, so a
/// recording played back runs the same actions at the same frames.
final class ScreenActivity: Sendable {
    /// One gesture's recognition, from the press that began it.
    struct GestureProgress: Sendable {
        /// A drag has moved its minimum distance; a long press or a tap has completed; a long press
        /// moved too far.
        var isRecognized = false
        var hasFailed = false
        /// The last location and time heard, for the drag's velocity.
        var last: (location: Point, time: Double)?
        var velocity = Point(x: 0, y: 0)
    }

    /// `DispatchQueue.main.asyncAfter(deadline:)`: an action and when it is due.
    struct Deferred: Sendable {
        var due: Double
        var action: Value
        var location: SourceLocation
        /// `Timer.scheduledTimer(withTimeInterval:repeats: true)`: due again this much later.
        var interval: Double? = nil
        /// What the action is given (the `Timer` itself, to a timer's block).
        var arguments: [Value] = []
        /// A timer's number, for `invalidate()`.
        var id = 0
    }

    private struct Memory {
        var gestures: [String: GestureProgress] = [:]
        var gestureStateInitials: [String: Value] = [:]
        var appeared: Set<String> = []
        var watched: [String: Value] = [:]
        /// A timer's first frame and how many ticks it has delivered.
        var timers: [String: (start: Double, ticks: Int)] = [:]
        var deferred: [Deferred] = []
        var timerCount = 0
        /// The animation `withAnimation` gave the last change of state, until the next change.
        var explicitAnimation: Animation?
        var isInExplicitAnimation: Animation?
        /// The frame time of the last evaluation that built a `TimelineView`.
        var timelineShown: Double?
        /// When each `TimelineView` with a schedule `from: .now` was first seen, by where it is written.
        var timelineStarts: [String: Double] = [:]
    }
    private let memory = Mutex(Memory())

    func progress(_ key: String) -> GestureProgress { memory.withLock { $0.gestures[key] ?? GestureProgress() } }
    func setProgress(_ key: String, _ p: GestureProgress) { memory.withLock { $0.gestures[key] = p } }

    /// `@GestureState`'s initial value, kept the first time its key is made: the state goes back to
    /// it when the gesture ends.
    func rememberGestureState(_ key: String, initial: Value) {
        memory.withLock { m in
            if m.gestureStateInitials[key] == nil { m.gestureStateInitials[key] = initial }
        }
    }
    func gestureStateInitial(_ key: String) -> Value? { memory.withLock { $0.gestureStateInitials[key] } }

    /// The views with lifecycle actions on screen this frame, by key: those that were not on the
    /// last frame are returned (they appear now); those gone are forgotten, their timers stopped.
    func present(_ keys: Set<String>) -> Set<String> {
        memory.withLock { m in
            let new = keys.subtracting(m.appeared)
            m.appeared = keys
            m.timers = m.timers.filter { keys.contains($0.key) }
            m.watched = m.watched.filter { keys.contains($0.key) }
            return new
        }
    }

    /// What `.onChange` under `key` last saw, replaced by `value`.
    func watch(_ key: String, _ value: Value) -> Value? {
        memory.withLock { m in
            defer { m.watched[key] = value }
            return m.watched[key]
        }
    }

    /// The timer under `key`, ticking every `interval` seconds from the first frame it was seen: how
    /// many ticks are due at `time` that it has not delivered (delivered now).
    func dueTicks(_ key: String, interval: Double, at time: Double) -> Int {
        memory.withLock { m in
            guard let timer = m.timers[key] else {
                m.timers[key] = (time, 0)
                return 0
            }
            let total = interval > 0 ? Int(((time - timer.start) / interval).rounded(.down)) : 0
            let due = max(0, total - timer.ticks)
            m.timers[key] = (timer.start, max(timer.ticks, total))
            return due
        }
    }

    /// A `TimelineView` was built in the frame at `time`: the window draws the next frame.
    func timelineShown(at time: Double) { memory.withLock { $0.timelineShown = time } }
    func showsTimeline(at time: Double) -> Bool { memory.withLock { $0.timelineShown == time } }

    /// The date a timeline's `.periodic(from: .now, …)` counts from: `now` the first time it is seen.
    func timelineStart(_ key: String, now: Double) -> Double {
        memory.withLock { m in
            if let start = m.timelineStarts[key] { return start }
            m.timelineStarts[key] = now
            return now
        }
    }

    func schedule(_ work: Deferred) { memory.withLock { $0.deferred.append(work) } }

    /// A number for a new timer.
    func nextTimerID() -> Int {
        memory.withLock { m in
            m.timerCount += 1
            return m.timerCount
        }
    }

    /// `timer.invalidate()`: the timer's work is dropped.
    func cancel(timer id: Int) { memory.withLock { $0.deferred.removeAll { $0.id == id } } }

    /// The deferred work due at `time`, in the order it was due, taken out; a repeating timer comes
    /// once for each of its ticks due (at most `limit`) and stays, due at its next tick after `time`.
    func takeDue(at time: Double, limit: Int) -> [Deferred] {
        memory.withLock { m in
            var due: [Deferred] = []
            for work in m.deferred where work.due <= time {
                guard let interval = work.interval else {
                    due.append(work)
                    continue
                }
                let ticks = Int(((time - work.due) / interval).rounded(.down)) + 1
                for tick in 0..<min(ticks, limit) {
                    var one = work
                    one.due += Double(tick) * interval
                    due.append(one)
                }
            }
            m.deferred.removeAll { $0.due <= time && $0.interval == nil }
            for index in m.deferred.indices where m.deferred[index].due <= time {
                let interval = m.deferred[index].interval ?? 1
                let ticks = ((time - m.deferred[index].due) / interval).rounded(.down) + 1
                m.deferred[index].due += ticks * interval
            }
            return due.sorted { $0.due < $1.due }
        }
    }

    /// Something will happen with no input: a timer ticks, deferred work is waiting. The window keeps
    /// drawing frames while this holds.
    var isWaiting: Bool { memory.withLock { !$0.timers.isEmpty || !$0.deferred.isEmpty } }

    /// Runs `body` with changes of state animated by `animation` (`withAnimation`).
    func animating<T>(_ animation: Animation, _ body: () throws(EvaluationError) -> T) throws(EvaluationError) -> T {
        let outer = memory.withLock { m in
            defer { m.isInExplicitAnimation = animation }
            return m.isInExplicitAnimation
        }
        defer { memory.withLock { $0.isInExplicitAnimation = outer } }
        return try body()
    }

    /// A change of state happened: it is animated if it happened inside `withAnimation`.
    func stateChanged() { memory.withLock { $0.explicitAnimation = $0.isInExplicitAnimation } }

    /// The animation `withAnimation` gave the last change of state, if it did.
    var explicitAnimation: Animation? { memory.withLock { $0.explicitAnimation } }
}
