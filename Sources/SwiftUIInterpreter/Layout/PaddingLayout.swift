import Raster
import Style
import UI

/// SwiftUI's `.padding(_:)`.
///
/// The rule: the child is offered the offer less the insets (never below zero) on each axis offered a
/// length, and the padded view is the child's size plus the insets (16 points on each side named when no
/// length is given, `paddingInsets`). The child sits inside the insets.
extension ViewNode {
    static func paddedSize(_ child: ViewNode, _ e: EdgeInsets, proposed p: ProposedSize, _ environment: DrawEnvironment)
        -> Size
    {
        let inner = ProposedSize(
            width: p.width.map { max(0, $0 - e.leading - e.trailing) },
            height: p.height.map { max(0, $0 - e.top - e.bottom) })
        let s = child.size(proposed: inner, in: environment)
        return Size(width: s.width + e.leading + e.trailing, height: s.height + e.top + e.bottom)
    }
}
