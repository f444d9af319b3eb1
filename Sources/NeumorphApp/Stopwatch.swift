#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Monotonic time for measuring frames.
enum Stopwatch {
    /// Seconds on a monotonic clock.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// Runs `body` `count` times and returns each run's duration in milliseconds.
    @MainActor static func measure(_ count: Int, _ body: () -> Void) -> [Double] {
        (0..<count).map { _ in
            let start = now()
            body()
            return (now() - start) * 1000
        }
    }
}

extension Array where Element == Double {
    /// The middle value (mean of the two middle ones for even counts).
    var median: Double {
        guard !isEmpty else { return .nan }
        let s = sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }
    func percentile(_ p: Double) -> Double {
        guard !isEmpty else { return .nan }
        let s = sorted()
        return s[Swift.min(s.count - 1, Int((Double(s.count - 1) * p).rounded()))]
    }
}
