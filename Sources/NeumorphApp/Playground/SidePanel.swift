import UI

/// A panel laid out beside the scene, at one side of the window, `width` points wide.
struct SidePanel {
    enum Side: String, Sendable { case leading, trailing }
    var view: View
    var width: Double
    var side: Side
}
