import Raster
import Style
import Synchronization
import UI

/// The screen a frame laid out, kept for the next frames while nothing it read has changed: SwiftUI
/// evaluates a body again when what it reads changes, not every frame. What a screen reads: its state
/// (the version every write bumps), the file (a save makes a new program), the preview, the scheme, the
/// Dynamic Type size, the
/// safe area, the screen's size and the text metrics. A screen that reads the clock (`Date()`, a timer's ticks), waits for
/// deferred work or a timer, shows a `TimelineView`, or is animating a change is evaluated every frame.
struct ScreenMemoKey: Equatable, Sendable {
    let program: ObjectIdentifier
    let preview: Int
    let colorScheme: Appearance.ColorScheme
    let dynamicTypeSize: DynamicTypeSize
    let safeArea: EdgeInsets
    let screenSize: Size
    let version: Int
    let metrics: String

    init(
        program: Program, preview: Int, colorScheme: Appearance.ColorScheme,
        dynamicTypeSize: DynamicTypeSize = .standard, safeArea: EdgeInsets, screenSize: Size = Device.standard.portrait,
        version: Int, metrics: (any TextMetrics & Sendable)?
    ) {
        self.program = ObjectIdentifier(program)
        self.preview = preview
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
        self.safeArea = safeArea
        self.screenSize = screenSize
        self.version = version
        // A glyph source is one object for the window's life; value metrics are told apart by type.
        if let metrics, type(of: metrics) is AnyClass {
            self.metrics = "\(ObjectIdentifier(metrics as AnyObject).hashValue)"
        } else {
            self.metrics = metrics.map { "\(type(of: $0))" } ?? ""
        }
    }
}

/// The last screen kept (`ScreenMemoKey`). Owned by whoever shows the screen (the playground's scene),
/// not by its state: the screen's controls hold the state, and a state holding them back would never be
/// freed.
public final class ScreenMemo: Sendable {
    private let kept = Mutex<(key: ScreenMemoKey, view: View)?>(nil)

    public init() {}

    func view(for key: ScreenMemoKey) -> View? {
        kept.withLock { kept in kept.flatMap { $0.key == key ? $0.view : nil } }
    }

    func keep(_ view: View?, for key: ScreenMemoKey) {
        kept.withLock { $0 = view.map { (key, $0) } }
    }
}
