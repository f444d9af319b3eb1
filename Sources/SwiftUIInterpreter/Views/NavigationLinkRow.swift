import Raster
import Style

/// A `NavigationLink` in a Form's or a List's row, as iOS draws it: the label at the leading edge and
/// a small grey chevron at the trailing one; the label is the link. (A preview shows one screen: the
/// link is pressed, and goes nowhere.)
enum NavigationLinkRow {
    static var chevronColor: Color { Builtins.systemColors["tertiaryLabel"] ?? .gray }

    static func row(_ link: ControlNode) -> ViewNode {
        // A row's link reads as the row's text, not in the accent colour a Button's title takes.
        var link = link
        link.label = .modified(link.label, .foregroundColor(.color(.primary)))
        let chevron = ViewNode.modified(
            .modified(.modified(.image(SystemImage(named: "chevron.right")), .fontWeight(.semibold)), .font(.footnote)),
            .foregroundColor(.color(chevronColor)))
        return .row(.control(link), trailing: chevron)
    }
}
