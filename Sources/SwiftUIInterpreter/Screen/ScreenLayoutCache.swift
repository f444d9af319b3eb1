import Raster
import Synchronization
import UI

/// One screen's layout, kept while the screen is: its size for each offer the UI made, and its views
/// placed in the last rectangle it was given. SwiftUI caches a view's size per proposal and lays out
/// again only when something changes; here the screen itself is made anew when its state, file or
/// environment change (`ScreenMemo`), so what was measured for the same offer stays true, and a frame
/// where nothing changed lays out nothing. A layout that read the clock (a `GeometryReader`'s content
/// showing the time) or while a timer or deferred work waits is not kept: it changes from frame to frame.
final class ScreenLayoutCache: Sendable {
    private struct Kept {
        var sizes: [Size: Size] = [:]
        var placed: (rect: Rect, view: View)?
    }
    private let kept = Mutex(Kept())
    private let state: ScreenState

    init(state: ScreenState) { self.state = state }

    /// The size for `offer`, measured once.
    func size(for offer: Size, _ measure: () -> Size) -> Size {
        if let size = kept.withLock({ $0.sizes[offer] }) { return size }
        let (size, keepable) = watching(measure)
        if keepable { kept.withLock { $0.sizes[offer] = size } }
        return size
    }

    /// The views placed in `rect`, placed once while the rectangle stays the same.
    func placed(in rect: Rect, _ place: () -> View) -> View {
        if let placed = kept.withLock({ $0.placed }), placed.rect == rect { return placed.view }
        let (view, keepable) = watching(place)
        if keepable { kept.withLock { $0.placed = (rect, view) } }
        return view
    }

    /// `work`'s result, and whether it may be kept for the next frames.
    private func watching<Result>(_ work: () -> Result) -> (Result, keepable: Bool) {
        let (result, readClock) = state.watchingClock(work)
        return (result, !readClock && !state.isWaiting)
    }
}
