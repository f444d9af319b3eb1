import Foundation
import Platform
import Synchronization

/// What a batch says as its images are written: on a terminal, one line redrawn in place (a bar, the
/// count, the rate and the time left); otherwise (a pipe, a log, a test) a plain line per file, which
/// is what a script wants to read. Writers on several threads report through it.
final class BatchProgress: Sendable {
    private struct State {
        var done = 0
        var shownAt = -Double.infinity
    }

    let total: Int
    let isTerminal: Bool
    /// Says nothing at all: a run timed by `bench`.
    let isSilent: Bool
    /// What is counted: `images` (batch) or `frames` (record).
    let unit: String
    private let start: Double
    private let state = Mutex(State())
    /// The bar is redrawn at most this often (seconds), so a fast batch does not spend its time printing.
    private static let redrawInterval = 0.1
    private static let barWidth = 24

    init(
        total: Int, isTerminal: Bool, unit: String = "images", start: Double = Stopwatch.now(), isSilent: Bool = false
    ) {
        self.total = total
        self.isTerminal = isTerminal
        self.isSilent = isSilent
        self.unit = unit
        self.start = start
    }

    /// One image is written.
    func wrote(_ path: String, width: Int, height: Int) {
        advance(or: "wrote \(path) (\(width)×\(height))")
    }

    /// One more is done: the bar moves on a terminal; otherwise `line`, if any, is printed.
    func advance(or line: String? = nil) {
        if isSilent { return }
        state.withLock { state in
            state.done += 1
            guard isTerminal else {
                if let line { Console.out(line) }
                return
            }
            let now = Stopwatch.now()
            guard state.done == total || now - state.shownAt >= Self.redrawInterval else { return }
            state.shownAt = now
            _ = StandardStream.output.write(
                "\r" + Self.line(done: state.done, total: total, elapsed: now - start, unit: unit))
        }
    }

    /// Ends the bar's line, so what follows starts on a line of its own.
    func finish() {
        if isTerminal && !isSilent { _ = StandardStream.output.write("\n") }
    }

    /// `[#########---------------]  120/288  41.3 images/s  4 s left`
    static func line(done: Int, total: Int, elapsed: Double, unit: String = "images") -> String {
        let filled = total == 0 ? barWidth : barWidth * done / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled)
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let count = String(repeating: " ", count: max(0, String(total).count - String(done).count)) + "\(done)/\(total)"
        var text = "[\(bar)] \(count)  \(String(format: "%.1f", rate)) \(unit)/s"
        if done < total, rate > 0 {
            text += "  \(Int((Double(total - done) / rate).rounded(.up))) s left"
        } else if done == total {
            text += "  \(String(format: "%.1f", elapsed)) s"
        }
        // Padded so a shorter line fully covers the longer one drawn before it.
        return text.padding(toLength: max(text.count, 72), withPad: " ", startingAt: 0)
    }
}
