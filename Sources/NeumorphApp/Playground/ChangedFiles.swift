import Synchronization

/// The files a watcher saw saved, gathered until the window loop takes them: the watcher calls back
/// on its own thread, while the playground they change lives on the main actor.
final class ChangedFiles: Sendable {
    /// Whether anything was raised since the last take, and which files.
    private let pending = Mutex<(raised: Bool, paths: Set<String>)>((false, []))

    init() {}

    /// Notes `paths` as saved; none means the file on show.
    func raise(_ paths: [String] = []) {
        pending.withLock {
            $0.raised = true
            $0.paths.formUnion(paths)
        }
    }

    /// The files saved since the last call (empty when raised without names), or nil when none
    /// were; forgets them.
    func take() -> Set<String>? {
        pending.withLock { pending in
            defer { pending = (false, []) }
            return pending.raised ? pending.paths : nil
        }
    }
}
