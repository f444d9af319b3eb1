/// Space added around a view on each edge, as SwiftUI's `EdgeInsets`: `.padding`, and the safe
/// area a navigation bar takes from its content.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same amount on every edge.
    public init(all amount: Double) {
        self.init(top: amount, leading: amount, bottom: amount, trailing: amount)
    }

    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }

    /// Both insets, edge by edge (a bar's inside a device's safe area).
    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: a.top + b.top, leading: a.leading + b.leading, bottom: a.bottom + b.bottom,
            trailing: a.trailing + b.trailing)
    }
}
