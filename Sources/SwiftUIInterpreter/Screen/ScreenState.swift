import Synchronization

/// The `@State` of a file's screen: values by key (`ContentView.isToggled#1`), owned by the
/// playground, read when the screen is evaluated and written by controls and actions. Keys are made
/// of type and property names, so a hot reload that keeps both keeps the value, as Xcode's previews try to.
public final class ScreenState: Sendable {
    private let values = Mutex<[String: Value]>([:])
    private let changes = Mutex(0)
    /// The frame time now (`tick`), when the last write happened by it, and the first frame's time.
    private let clock = Mutex((now: 0.0, lastChange: 0.0, first: Double?.none))
    /// Gestures, appearances, timers and deferred work: what the screen remembers besides its values.
    let activity = ScreenActivity()
    /// Whether an evaluation read the clock since `watchClock()`: its screen then changes with time.
    private let clockRead = Mutex(false)

    public init() {}

    /// Bumped by every write: the screen is evaluated again when it changes.
    public var version: Int { changes.withLock { $0 } }

    func value(_ key: String) -> Value? { values.withLock { $0[key] } }

    /// The stored value, or `initial` stored now. `initial` is made outside the lock: making it may
    /// read the state itself (an object whose property's type converts through another object).
    func value(_ key: String, initial: @autoclosure () -> Value) -> Value {
        if let v = value(key) { return v }
        let made = initial()
        return values.withLock { values in
            if let v = values[key] { return v }
            values[key] = made
            return made
        }
    }

    func set(_ key: String, _ value: Value) {
        values.withLock { $0[key] = value }
        changes.withLock { $0 += 1 }
        clock.withLock { $0.lastChange = $0.now }
        activity.stateChanged()
    }

    /// Sets the frame time (seconds): writes made by this frame's input are stamped with it, and an
    /// animation of the change starts then.
    public func tick(_ time: Double) {
        clock.withLock { c in
            c.now = time
            if c.first == nil { c.first = time }
        }
    }

    /// The frame time now.
    var now: Double {
        clockRead.withLock { $0 = true }
        return clock.withLock { $0.now }
    }

    /// Seconds since the screen's first frame: what a `Date` adds to the preview's moment, so a clock
    /// shows 9:41 when the screen opens, in the window as in a screenshot.
    var sinceFirstFrame: Double {
        clockRead.withLock { $0 = true }
        return clock.withLock { $0.now - ($0.first ?? $0.now) }
    }

    /// What the last evaluation of the screen could not draw or left out (`Evaluator.noteIgnored`),
    /// in the order met, each once.
    public var notes: [IgnoredModifier] { noted.withLock { $0 } }
    private let noted = Mutex<[IgnoredModifier]>([])

    func record(_ note: IgnoredModifier) {
        noted.withLock { if !$0.contains(note) { $0.append(note) } }
    }

    /// Forgets the notes: an evaluation begins that will make its own.
    func clearNotes() { noted.withLock { $0 = [] } }

    /// Starts noting whether the clock is read (an evaluation begins).
    func watchClock() { clockRead.withLock { $0 = false } }

    /// Whether the clock was read since `watchClock()`.
    var readClock: Bool { clockRead.withLock { $0 } }

    /// `work`'s result, and whether it read the clock; what was read before it still counts.
    func watchingClock<Result>(_ work: () -> Result) -> (result: Result, readClock: Bool) {
        let before = clockRead.withLock { read in
            defer { read = false }
            return read
        }
        let result = work()
        let read = clockRead.withLock { read in
            defer { read = read || before }
            return read
        }
        return (result, read)
    }

    /// A timer of the screen ticks, deferred work waits (`asyncAfter`) or a `TimelineView` shows:
    /// frames must keep coming with no input.
    public var isWaiting: Bool { activity.isWaiting || activity.showsTimeline(at: clock.withLock { $0.now }) }

    /// When the last write happened, in frame time.
    var lastChangeTime: Double { clock.withLock { $0.lastChange } }

    /// A `Bool` state's value (false for any other kind).
    public func bool(_ key: String) -> Bool {
        if case .bool(let b)? = value(key) { return b }
        return false
    }

    public func setBool(_ key: String, _ value: Bool) { set(key, .bool(value)) }

    /// The keys held, for tests and reload notes.
    public var keys: [String] { values.withLock { $0.keys.sorted() } }
}
