import Raster
import Style
import UI

/// A `NavigationLink` in a Form's or a List's row, as iOS draws it: the label at the leading edge and
/// a small grey chevron at the trailing one; the label is the link. (A preview shows one screen: the
/// link is pressed, and goes nowhere.)
enum NavigationLinkRow {
    static var chevronColor: Color { Builtins.systemColors["tertiaryLabel"] ?? .gray }
    /// The room the chevron keeps at the row's trailing edge: its width and the gap before it.
    static let chevronRoom = 20.0

    static func row(_ link: ControlNode) -> ViewNode {
        // A row's link reads as the row's text, not in the accent colour a Button's title takes.
        var link = link
        link.label = rowLabel(link.label, in: .color(.primary))
        let chevron = ViewNode.modified(
            .modified(.modified(.image(SystemImage(named: "chevron.right")), .fontWeight(.semibold)), .font(.footnote)),
            .foregroundColor(.color(chevronColor)))
        return .row(.control(link), trailing: chevron)
    }

    /// A control's label under a `.foregroundColor` written around it (on the row, its Section, its
    /// List): a link row's label takes that colour instead of the primary it reads in otherwise, as
    /// SwiftUI's environment gives the nearer colour; any other label is wrapped in it.
    static func label(of control: ControlNode, in foreground: Fill) -> ViewNode {
        if control.leadsOn,
            case .modified(.modified(let label, .foregroundColor(.color(.primary)?)), .padding) = control.label
        {
            return rowLabel(label, in: foreground)
        }
        return .modified(control.label, .foregroundColor(foreground))
    }

    /// The link's label as its row shows it, in `colour`. It ends short of the chevron, as a cell's content
    /// ends before its accessory: a long label wraps there rather than running under it.
    private static func rowLabel(_ label: ViewNode, in colour: Fill) -> ViewNode {
        .modified(.modified(label, .foregroundColor(colour)), .padding(EdgeInsets(trailing: chevronRoom)))
    }
}
