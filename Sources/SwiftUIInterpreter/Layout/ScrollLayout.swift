import Raster
import Style

/// SwiftUI's `ScrollView`.
///
/// The rule: the viewport takes all it is offered (its content's size on an axis offered nothing); its
/// content is offered no length along the axes it scrolls and the viewport's across them, so a long
/// VStack or a grid takes its whole ideal length; the content is shown from its top and leading edges
/// (moved by the scroll offset in the window, `placingScrollView`) and clipped to the viewport.
extension ViewNode {
    static func viewportSize(
        _ content: ViewNode, horizontal: Bool, vertical: Bool, proposed p: ProposedSize, _ environment: DrawEnvironment
    ) -> Size {
        let size = content.size(
            proposed: ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height),
            in: environment)
        return Size(width: p.width ?? size.width, height: p.height ?? size.height)
    }

    /// Whether a ScrollView's clip (`clipShape(.rectangle)` round its viewport, `child`) would cut nothing:
    /// its content fits the viewport `rect`, so it cannot scroll either. Drawn without the clip, the
    /// screen is spared a layer the size of the viewport (a whole phone screen at @3x) every frame.
    static func viewportClipsNothing(
        _ child: ViewNode, _ modifier: ViewModifier, in rect: Rect, _ environment: DrawEnvironment
    ) -> Bool {
        guard case .clipShape(.rectangle) = modifier,
            case .modified(let content, .scrollContent(let horizontal, let vertical)) = child
        else { return false }
        let size = content.size(
            proposed: ProposedSize(width: horizontal ? nil : rect.width, height: vertical ? nil : rect.height),
            in: environment)
        return size.width <= rect.width + 0.5 && size.height <= rect.height + 0.5
    }
}
