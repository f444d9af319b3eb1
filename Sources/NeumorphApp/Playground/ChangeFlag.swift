import Synchronization

/// A flag another thread raises and the window loop lowers: a file watcher calls back on its own
/// thread, while the playground it changes lives on the main actor.
final class ChangeFlag: Sendable {
    private let raised = Atomic<Bool>(false)

    init() {}

    func raise() { raised.store(true, ordering: .releasing) }

    /// Whether it was raised since the last call; lowers it.
    func take() -> Bool { raised.exchange(false, ordering: .acquiringAndReleasing) }
}
