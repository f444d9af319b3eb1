import Dispatch
import Foundation
import Synchronization

/// Runs a loop's iterations on several threads at once: the bands of a frame, the masks it needs.
///
/// Its own threads, started once and parked on a semaphore between frames, rather than
/// `DispatchQueue.concurrentPerform`: with two free cores both measured the same (reference scene cold
/// on 2 threads, 1.01–1.13 ms each), but on a loaded machine the dispatch pool's worker was often not
/// running when the work was handed out, and the calling thread drew both bands itself, one after the
/// other (1.9–2.1 ms, slower than one thread, in one run of three; our threads: 1.05–1.15).
public final class WorkerPool: Sendable {
    /// The pool every renderer shares: one frame is drawn at a time per process in practice, and a
    /// second caller while it is busy simply runs its loop itself.
    public static let shared = WorkerPool()

    /// The work of the current run, set before the workers are woken and cleared once they are done: the
    /// closure is lent to them (`withoutActuallyEscaping`) only between their wake-up and their `done`.
    private struct Run: Sendable {
        let work: @Sendable (Int) -> Void
        let count: Int
    }

    private final class Worker: Sendable {
        let wake = DispatchSemaphore(value: 0)
    }

    private let state = Mutex<(workers: [Worker], busy: Bool)>(([], false))
    private let current = Mutex<Run?>(nil)
    private let next = Atomic<Int>(0)
    private let done = DispatchSemaphore(value: 0)

    init() {}

    /// Calls `work` once for each index 0..<count, on the calling thread and up to `count - 1`
    /// workers, and returns when every call has returned.
    public static func perform(_ count: Int, _ work: @Sendable (Int) -> Void) {
        shared.perform(count, work)
    }

    public func perform(_ count: Int, _ work: @Sendable (Int) -> Void) {
        guard count > 1, let workers = claim(count - 1) else {
            for i in 0..<max(count, 0) { work(i) }
            return
        }
        withoutActuallyEscaping(work) { work in
            current.withLock { $0 = Run(work: work, count: count) }
            next.store(0, ordering: .relaxed)
            for worker in workers { worker.wake.signal() }
            drain()
            for _ in workers { done.wait() }
            current.withLock { $0 = nil }
        }
        state.withLock { $0.busy = false }
    }

    /// `count` workers, started when there are fewer, marked busy; `nil` when another caller has them.
    private func claim(_ count: Int) -> [Worker]? {
        let (workers, started) = state.withLock { state -> ([Worker]?, [Worker]) in
            guard !state.busy else { return (nil, []) }
            state.busy = true
            var started: [Worker] = []
            while state.workers.count < count {
                let worker = Worker()
                state.workers.append(worker)
                started.append(worker)
            }
            return (Array(state.workers.prefix(count)), started)
        }
        for worker in started {
            let thread = Thread { [self] in
                while true {
                    worker.wake.wait()
                    drain()
                    done.signal()
                }
            }
            thread.name = "neumorph.worker"
            thread.start()
        }
        return workers
    }

    /// Takes indices until none is left.
    private func drain() {
        guard let run = current.withLock({ $0 }) else { return }
        while true {
            let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
            guard i < run.count else { return }
            run.work(i)
        }
    }
}
