import Synchronization
import UI

/// What a scene keeps between frames: its toggles' values and a log of the actions its buttons ran.
/// A reference, so the bindings and actions a scene's view hands the UI write straight into it
/// while the frame is handled; a `Mutex` makes it safe to share, as views are `Sendable`.
final class SceneState: Sendable {
    private struct Storage {
        var toggles: [String: Bool] = [:]
        var log: [String] = []
        var numbers: [String: Double] = [:]
        var gestures: [String] = []
        var texts: [String: String] = [:]
    }
    private let storage = Mutex(Storage())

    init() {}

    /// Every toggle's value by the key its scene gave it.
    var toggles: [String: Bool] { storage.withLock { $0.toggles } }

    /// The actions that ran, oldest first.
    var log: [String] { storage.withLock { $0.log } }

    /// The toggle value stored under `key` (`initial` until first flipped), for `ToggleItem(isOn:)`.
    func isOn(_ key: String, initial: Bool = false) -> Binding<Bool> {
        Binding(
            get: { self.storage.withLock { $0.toggles[key] ?? initial } },
            set: { value in self.storage.withLock { $0.toggles[key] = value } })
    }

    /// Every slider's value and picker's choice by its key.
    var numbers: [String: Double] { storage.withLock { $0.numbers } }

    /// The slider value stored under `key` (`initial` until first moved), for `SliderItem(value:)`.
    func value(_ key: String, initial: Double) -> Binding<Double> {
        Binding(
            get: { self.storage.withLock { $0.numbers[key] ?? initial } },
            set: { value in self.storage.withLock { $0.numbers[key] = value } })
    }

    /// The chosen index stored under `key`, for `PickerItem(selection:)`.
    func selection(_ key: String, initial: Int = 0) -> Binding<Int> {
        Binding(
            get: { self.storage.withLock { Int($0.numbers[key] ?? Double(initial)) } },
            set: { value in self.storage.withLock { $0.numbers[key] = Double(value) } })
    }

    /// What the gestures heard, oldest first: "g3 began", "g3 moved", "g3 ended inside"….
    var gestureLog: [String] { storage.withLock { $0.gestures } }

    /// A gesture's listener that records each step it hears under `key`.
    func gestureEvents(_ key: String) -> @Sendable (GestureEvent) -> Void {
        { event in
            let step =
                switch event.phase {
                case .began: "began"
                case .moved: "moved"
                case .held: "held"
                case .ended(let inside): inside ? "ended inside" : "ended outside"
                case .cancelled: "cancelled"
                }
            self.storage.withLock { $0.gestures.append("\(key) \(step)") }
        }
    }

    /// Every text field's text by its key.
    var texts: [String: String] { storage.withLock { $0.texts } }

    /// The text stored under `key` (empty until typed into), for `TextFieldItem(text:)`.
    func text(_ key: String) -> Binding<String> {
        Binding(
            get: { self.storage.withLock { $0.texts[key] ?? "" } },
            set: { value in self.storage.withLock { $0.texts[key] = value } })
    }

    /// A button action that records `name` in the log (the seeds' buttons do nothing else).
    func logAction(_ name: String) -> @Sendable () -> Void {
        { self.storage.withLock { $0.log.append(name) } }
    }
}
