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
}
