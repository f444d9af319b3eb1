import Dispatch

/// Runs a loop's iterations on several threads at once: the bands of a frame, the masks it needs.
public enum WorkerPool {
    /// Calls `work` once for each index 0..<count, on up to as many threads as there are cores, and
    /// returns when every call has returned.
    public static func perform(_ count: Int, _ work: @Sendable (Int) -> Void) {
        guard count > 1 else {
            if count == 1 { work(0) }
            return
        }
        DispatchQueue.concurrentPerform(iterations: count, execute: work)
    }
}
