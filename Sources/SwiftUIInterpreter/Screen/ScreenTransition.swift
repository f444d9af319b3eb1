import Style
import Synchronization

/// What a screen showed before its state last changed, so the next frames can animate from it
/// (`ViewNode.animated(from:elapsed:)`). Kept by the playground beside the screen's state, one per
/// scene, across frames and reloads.
public final class ScreenTransition: Sendable {
    private struct Memory {
        var version = -1
        /// The tree shown at the last frame, and the one the running animation started from.
        var shown: ViewNode?
        var from: ViewNode?
        var changedAt = 0.0
    }
    private let memory = Mutex(Memory())

    public init() {}

    /// Whether no animation of a change is running: the screen shown is the state's own.
    var isSettled: Bool { memory.withLock { $0.from == nil } }

    /// The tree to show at `time`: `current` (evaluated from the state's `version`), animated from
    /// what was on screen when the state changed at `changedAt`.
    /// `explicit`: the animation `withAnimation` gave the change, for every view it changed.
    func shown(
        _ current: ViewNode, version: Int, changedAt: Double, time: Double, explicit: Animation? = nil
    ) -> ViewNode {
        memory.withLock { m in
            if version != m.version {
                // A change mid-animation starts from what is on screen, as SwiftUI's does.
                m.from = m.version < 0 ? nil : m.shown
                m.version = version
                m.changedAt = changedAt
            }
            var result = current
            if let from = m.from {
                let elapsed = max(0, time - m.changedAt)
                if elapsed >= Animation.longestSettle {
                    m.from = nil
                } else {
                    result = current.animated(from: from, elapsed: elapsed, explicit: explicit)
                }
            }
            m.shown = result
            return result
        }
    }
}
