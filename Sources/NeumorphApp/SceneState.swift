import Synchronization
import UI

/// What a scene keeps between frames: its toggles' values and a log of the actions its buttons ran.
/// A reference, so the bindings and actions a scene's view hands the UI write straight into it
/// while the frame is handled; a `Mutex` makes it safe to share, as views are `Sendable`.
final class SceneState: Sendable {
    private struct Storage {
        var toggles: [String: Bool] = [:]
        var log: [String] = []
    }
    private let storage = Mutex(Storage())

    init() {}

    /// Every toggle's value by the key its scene gave it.
    var toggles: [String: Bool] { storage.withLock { $0.toggles } }

    /// The actions that ran, oldest first.
    var log: [String] { storage.withLock { $0.log } }

    /// The toggle value stored under `key` (off until first flipped), for `ToggleItem(isOn:)`.
    func isOn(_ key: String) -> Binding<Bool> {
        Binding(
            get: { self.storage.withLock { $0.toggles[key] ?? false } },
            set: { value in self.storage.withLock { $0.toggles[key] = value } })
    }

    /// A button action that records `name` in the log (the seeds' buttons do nothing else).
    func logAction(_ name: String) -> @Sendable () -> Void {
        { self.storage.withLock { $0.log.append(name) } }
    }
}
