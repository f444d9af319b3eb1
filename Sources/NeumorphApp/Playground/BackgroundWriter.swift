import Foundation

/// File writes off the frame: one serial queue, so frames stay in order and the loop never waits.
/// The queue never calls SDL: the window loop polls `isBusy` instead, since waking SDL's event wait
/// from another thread sent an X event to a window being destroyed (BadWindow ends the process).
final class BackgroundWriter: @unchecked Sendable {
    private let queue = DispatchQueue(label: "neumorph.writer")
    private let group = DispatchGroup()
    private let lock = NSLock()
    private var pending = 0

    func write(_ work: @escaping @Sendable () -> Void) {
        lock.lock()
        pending += 1
        lock.unlock()
        queue.async(group: group) { [self] in
            work()
            lock.lock()
            pending -= 1
            lock.unlock()
        }
    }

    /// Writes are queued or running.
    var isBusy: Bool {
        lock.lock()
        defer { lock.unlock() }
        return pending > 0
    }

    func drain() { group.wait() }
}
