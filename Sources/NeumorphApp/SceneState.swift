import Foundation
import UI

/// What a scene keeps between frames: its toggles' values and a log of the actions its buttons ran.
/// A reference, so the bindings and actions a scene's view hands the UI write straight into it
/// while the frame is handled; a lock keeps it safe to share as views are `Sendable`.
public final class SceneState: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Bool] = [:]
    private var actions: [String] = []

    public init() {}

    /// Every toggle's value by the key its scene gave it.
    public var toggles: [String: Bool] { lock.withLock { values } }

    /// The actions that ran, oldest first.
    public var log: [String] { lock.withLock { actions } }

    /// The toggle value stored under `key` (off until first flipped), for `ToggleItem(isOn:)`.
    public func isOn(_ key: String) -> Binding<Bool> {
        Binding(
            get: { self.lock.withLock { self.values[key] ?? false } },
            set: { value in self.lock.withLock { self.values[key] = value } })
    }

    /// A button action that records `name` in the log (the seeds' buttons do nothing else).
    public func logAction(_ name: String) -> @Sendable () -> Void {
        { self.lock.withLock { self.actions.append(name) } }
    }
}
