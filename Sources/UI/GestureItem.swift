import Raster
import Style

/// A region that hears the pointer, for gestures the caller recognises itself (SwiftUI's
/// `.gesture(DragGesture()…)`, `.onTapGesture`, `.onLongPressGesture`). It draws nothing: its content
/// is drawn by the view it wraps. It takes the one active slot as a button does, so a drag on it
/// and a press on a button never happen at once, and the context tells it each step of the press:
/// where the pointer went down, each move, the frame clock while it is held (a long press completes
/// with no event at all), and the release.
public struct GestureItem: Sendable {
    public var key: String
    public var isEnabled: Bool
    /// Where it takes the pointer, in the frame it is laid out in.
    public var contentShape: AnyInsettableShape
    /// Over the content (`highPriorityGesture`: it wins over the controls inside), or under it (the
    /// controls inside win, as SwiftUI gives a child's gestures precedence).
    public var isOverContent: Bool
    /// It also hears a press that a control inside takes (`simultaneousGesture`): a Button pressed
    /// inside it fires as ever, and the region hears the same press alongside.
    public var isSimultaneous: Bool
    public var onEvent: @Sendable (GestureEvent) -> Void
    /// The wheel over it (a ScrollView's viewport), in steps, up positive; nil: it does not hear the wheel.
    public var onScroll: (@Sendable (Double) -> Void)?

    public init(
        _ key: String, isEnabled: Bool = true, contentShape: AnyInsettableShape = AnyInsettableShape(Rectangle()),
        isOverContent: Bool = false, isSimultaneous: Bool = false,
        onEvent: @escaping @Sendable (GestureEvent) -> Void, onScroll: (@Sendable (Double) -> Void)? = nil
    ) {
        self.key = key
        self.isEnabled = isEnabled
        self.contentShape = contentShape
        self.isOverContent = isOverContent
        self.isSimultaneous = isSimultaneous
        self.onEvent = onEvent
        self.onScroll = onScroll
    }
}

/// One step of a press on a `GestureItem`, in window points and frame-clock seconds.
public struct GestureEvent: Sendable, Equatable {
    public enum Phase: Sendable, Equatable {
        case began
        case moved
        /// Time passed while held, with or without a move (sent once a frame, after the events).
        case held
        /// The pointer came up; `isInside`: over the item's shape.
        case ended(isInside: Bool)
        /// The press ended without a release: the item left the tree or was disabled.
        case cancelled
    }
    public var phase: Phase
    public var location: Point
    public var startLocation: Point
    public var time: Double
    public var startTime: Double
    /// The item's frame this frame: where its own coordinates start.
    public var frame: Rect
    /// Presses in a row on this item, each within the double-click time and distance of the last
    /// (1 for a single click): what `TapGesture(count:)` counts.
    public var clickCount: Int

    public init(
        phase: Phase, location: Point, startLocation: Point, time: Double, startTime: Double, frame: Rect,
        clickCount: Int
    ) {
        self.phase = phase
        self.location = location
        self.startLocation = startLocation
        self.time = time
        self.startTime = startTime
        self.frame = frame
        self.clickCount = clickCount
    }
}
