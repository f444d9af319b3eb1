import Style
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

    func value(_ key: String) -> Value? {
        guard Self.isMemberPath(key) else { return values.withLock { $0[key] } }
        // `$book.title`: the member of the value kept under the base key.
        var path = key.split(separator: Self.memberSeparator, omittingEmptySubsequences: false).map(String.init)
        var current = values.withLock { $0[path.removeFirst()] }
        for member in path {
            guard let value = current else { return nil }
            switch Self.element(member, of: value) {
            case .stateReference(let stored)?: current = values.withLock { $0[stored] }
            case let other: current = other
            }
        }
        return current
    }

    /// What separates a binding's key from the members it reaches into (`$book.title`): a character no
    /// Swift name has.
    static let memberSeparator: Character = "\u{1F}"

    /// Whether a key reaches into a member: a byte scan, since every read of the state asks.
    private static func isMemberPath(_ key: String) -> Bool { key.utf8.contains(0x1F) }

    /// The key of the binding to `member` of the value kept under `key`.
    static func key(_ key: String, member: String) -> String { "\(key)\(memberSeparator)\(member)" }

    /// A struct's stored property, a tuple's element, an array's element (`[2]`).
    private static func element(_ member: String, of value: Value) -> Value? {
        switch value {
        case .instance(let instance): return instance.properties[member]
        case .tuple(let elements):
            if let index = Int(member), elements.indices.contains(index) { return elements[index].value }
            return elements.first { $0.label == member }?.value
        case .array(let elements):
            guard member.hasPrefix("["), let index = Int(member.dropFirst().dropLast()),
                elements.indices.contains(index)
            else { return nil }
            return elements[index]
        default: return nil
        }
    }

    /// `value` with `member` replaced by `new`: nil when it has no such member.
    private static func replacing(_ member: String, of value: Value, with new: Value) -> Value? {
        switch value {
        case .instance(var instance):
            guard instance.properties[member] != nil else { return nil }
            instance.properties[member] = new
            return .instance(instance)
        case .tuple(var elements):
            let index = Int(member) ?? elements.firstIndex { $0.label == member }
            guard let index, elements.indices.contains(index) else { return nil }
            elements[index].value = new
            return .tuple(elements)
        case .array(var elements):
            guard member.hasPrefix("["), let index = Int(member.dropFirst().dropLast()),
                elements.indices.contains(index)
            else { return nil }
            elements[index] = new
            return .array(elements)
        default: return nil
        }
    }

    /// Writes `new` at `path` inside the value under `key`, as Swift writes `book.title = new`: the
    /// struct copied and written back; a class's property written where the object keeps it.
    private func write(_ new: Value, at path: ArraySlice<String>, under key: String) {
        guard !path.isEmpty else {
            values.withLock { $0[key] = new }
            return
        }
        guard let base = values.withLock({ $0[key] }), let updated = updating(base, at: path, with: new) else { return }
        values.withLock { $0[key] = updated }
    }

    /// `value` with `new` at `path` inside it; nil when the path leads nowhere, or into an object,
    /// whose property is then written where the object keeps it (nothing to put back).
    private func updating(_ value: Value, at path: ArraySlice<String>, with new: Value) -> Value? {
        guard let member = path.first else { return new }
        guard let inner = Self.element(member, of: value) else { return nil }
        if case .stateReference(let stored) = inner {
            write(new, at: path.dropFirst(), under: stored)
            return nil
        }
        guard let changed = updating(inner, at: path.dropFirst(), with: new) else { return nil }
        return Self.replacing(member, of: value, with: changed)
    }

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
        if Self.isMemberPath(key) {
            let path = key.split(separator: Self.memberSeparator, omittingEmptySubsequences: false).map(String.init)
            write(value, at: path.dropFirst(), under: path[0])
        } else {
            values.withLock { $0[key] = value }
        }
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

    /// A number no action run before had: what keys the objects an action makes.
    func nextActionNumber() -> Int {
        actions.withLock {
            $0 += 1; return $0
        }
    }
    private let actions = Mutex(0)

    /// Forgets the notes: an evaluation begins that will make its own.
    func clearNotes() { noted.withLock { $0 = [] } }

    /// Forgets the first `count` notes, an evaluation's that actions have since superseded (a list
    /// empty until `.onAppear` filled it), and keeps what came after (the actions' own).
    func supersedeNotes(first count: Int) { noted.withLock { $0.removeFirst(min(count, $0.count)) } }

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

    /// The scheme the last evaluation's `.preferredColorScheme(…)` asked for, which the whole window
    /// takes (its background, its bars), as SwiftUI hands the preference up to the presentation.
    public var preferredColorScheme: Appearance.ColorScheme? { preferred.withLock { $0 } }
    private let preferred = Mutex<Appearance.ColorScheme?>(nil)

    func preferColorScheme(_ scheme: Appearance.ColorScheme?) { preferred.withLock { $0 = scheme } }

    /// The keys held, for tests and reload notes.
    public var keys: [String] { values.withLock { $0.keys.sorted() } }
}
