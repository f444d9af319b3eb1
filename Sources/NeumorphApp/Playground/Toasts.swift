import Foundation

/// Short messages at the bottom of the window; thread-safe, since writes finish on the writer queue.
final class Toasts: @unchecked Sendable {
    struct Toast: Sendable {
        let text: String
        let isError: Bool
        let shown: Double
    }
    private let lock = NSLock()
    private var items: [Toast] = []
    static let duration = 3.0

    func show(_ text: String, isError: Bool = false) {
        if isError { Console.error("neumorph: \(text)") }
        lock.lock()
        items.append(Toast(text: text, isError: isError, shown: Stopwatch.now()))
        if items.count > 4 { items.removeFirst(items.count - 4) }
        lock.unlock()
    }

    func current(at time: Double) -> [Toast] {
        lock.lock()
        defer { lock.unlock() }
        items.removeAll { time - $0.shown > Self.duration }
        return items
    }

    func isShowing(at time: Double) -> Bool { !current(at: time).isEmpty }
}
