import Raster
import Style

/// SwiftUI's `.frame(width:height:alignment:)`, `.frame(minWidth:idealWidth:maxWidth:…)` and
/// `.fixedSize()`.
///
/// The rules: a fixed frame offers its child the lengths it fixes (the offer on an axis it leaves free)
/// and is those lengths, its child's where it gives none; the child is aligned in it. A flexible frame
/// offered nothing on an axis is offered its ideal length there; it offers its child the offer clamped
/// between its bounds and is its child's length clamped the same way, except that a bound it gives lets
/// it follow the offer past the child (`FlexibleFrame.length`: a `maxWidth` grows toward the offer, a
/// `minWidth` shrinks toward it). `.fixedSize` offers its child nothing on its axes: its ideal length.
extension ViewNode {
    static func fixedFrameSize(
        _ child: ViewNode, width: Double?, height: Double?, proposed p: ProposedSize, _ environment: DrawEnvironment
    ) -> Size {
        let s = child.size(proposed: ProposedSize(width: width ?? p.width, height: height ?? p.height), in: environment)
        return Size(width: width ?? s.width, height: height ?? s.height)
    }

    static func flexibleFrameSize(
        _ child: ViewNode, _ frame: FlexibleFrame, proposed p: ProposedSize, _ environment: DrawEnvironment
    ) -> Size {
        var f = frame
        // Offered nothing on an axis, the frame is offered its ideal length there.
        let p = ProposedSize(width: p.width ?? f.idealWidth, height: p.height ?? f.idealHeight)
        if p.width != nil, f.idealWidth != nil, f.minWidth == nil, f.maxWidth == nil {
            (f.minWidth, f.maxWidth) = (p.width, p.width)
        }
        if p.height != nil, f.idealHeight != nil, f.minHeight == nil, f.maxHeight == nil {
            (f.minHeight, f.maxHeight) = (p.height, p.height)
        }
        let inner = ProposedSize(
            width: p.width.map { FlexibleFrame.length(offered: $0, child: $0, min: f.minWidth, max: f.maxWidth) },
            height: p.height.map { FlexibleFrame.length(offered: $0, child: $0, min: f.minHeight, max: f.maxHeight) })
        let s = child.size(proposed: inner, in: environment)
        return Size(
            width: FlexibleFrame.length(offered: p.width, child: s.width, min: f.minWidth, max: f.maxWidth),
            height: FlexibleFrame.length(offered: p.height, child: s.height, min: f.minHeight, max: f.maxHeight))
    }

    static func fixedSize(
        _ child: ViewNode, horizontal: Bool, vertical: Bool, proposed p: ProposedSize, _ environment: DrawEnvironment
    ) -> Size {
        child.size(
            proposed: ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height),
            in: environment)
    }
}
