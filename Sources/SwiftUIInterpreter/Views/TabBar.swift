import Raster
import Style
import SwiftSource
import UI

/// `TabView` on a screen, as an iPhone draws one: the chosen tab's content in the room above a bar
/// 49 points high, on the bar each tab's `.tabItem` icon over its title, the chosen one in the accent
/// colour and the others grey. A press on a tab chooses it (the selection's state, or one the TabView
/// keeps itself when it has no `selection:`).
enum TabBar {
    static let height = 49.0
    static var barColor: Color { Builtins.systemColors["secondarySystemBackground"] ?? .white }
    static var unselected: Color { Builtins.systemColors["secondaryLabel"] ?? .gray }

    /// One tab: its content, what its bar item shows, and the value choosing it stands for.
    struct Tab {
        var content: ViewNode
        var item: ViewNode
        var value: Value
    }

    /// A tab's content without its `.tabItem` and `.tag`, and those.
    static func tab(_ node: ViewNode, index: Int) -> Tab {
        var item: ViewNode = .empty
        var value: Value = .int(index)
        func strip(_ node: ViewNode) -> ViewNode {
            switch node {
            case .modified(let child, .tabItem(let found)):
                item = found
                return strip(child)
            case .modified(let child, .tag(let tag)):
                value = tag
                return strip(child)
            case .modified(let child, let modifier):
                return .modified(strip(child), modifier)
            default:
                return node
            }
        }
        let content = strip(node)
        return Tab(content: content, item: item, value: value)
    }

    static func make(_ tabs: [Tab], chosen: Int, stateKey: String?, accent: Color, at location: SourceLocation)
        -> ViewNode
    {
        guard tabs.indices.contains(chosen) else { return .empty }
        let content = tabs[chosen].content.filling(alignment: .center)
        var items: [ViewNode] = []
        for (index, tab) in tabs.enumerated() {
            let tint = index == chosen ? accent : unselected
            let look = ViewNode.modified(barItem(tab.item), .foregroundColor(.color(tint)))
            let pressable: ViewNode =
                stateKey.map { key in
                    .control(
                        ControlNode(kind: .choice(stateKey: key, value: tab.value), label: look, location: location))
                } ?? look
            items.append(
                .modified(
                    pressable,
                    .flexibleFrame(
                        FlexibleFrame(
                            minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: nil, alignment: .center))))
        }
        let row = ViewNode.modified(
            .stack(.h, spacing: 0, alignment: .center, items), .frame(width: nil, height: height, alignment: .center))
        // iOS 15's scroll-edge appearance: over content that does not scroll (an empty state, a form of
        // fixed views) the bar has no background and no hairline; over a list or a scroll view, whose
        // rows run on under it at rest, its bar colour and hairline.
        let scrolls = tabs[chosen].content.scrollsUnderBars
        let bar = ViewNode.modified(
            .modified(
                .stack(.v, spacing: 0, alignment: .center, scrolls ? [.divider, row] : [row]),
                .background(.paint(.color(scrolls ? barColor : .clear)), alignment: .center)),
            .tabBar(pages: tabs.count, chosen: chosen))
        return .stack(.v, spacing: 0, alignment: .center, [content, bar])
    }

    /// The colours of a page style's dots: UIKit's page control's, white over the page, or what the
    /// app set on `UIPageControl.appearance()`.
    struct PageDots {
        var current: Color = .white
        var other: Color = Color.white.opacity(0.35)
    }

    /// `node`, a TabView made by `make` (under modifiers), in `.tabViewStyle(.page)`: the chosen page
    /// filling the room, and over its foot a dot for each page, the chosen one solid, as iOS's page
    /// control draws them (7 points across, 9 apart); no dots for one page or `indexDisplayMode:
    /// .never`. Nil for a view that is not a TabView.
    static func paged(_ node: ViewNode, showsIndex: Bool, dots colours: PageDots) -> ViewNode? {
        switch node {
        case .stack(.v, _, _, let children) where children.count == 2:
            guard case .modified(_, .tabBar(let pages, let chosen)) = children[1] else { return nil }
            guard showsIndex, pages > 1 else { return children[0] }
            let dots = (0..<pages).map { index -> ViewNode in
                .modified(
                    .shape(.circle, .fill(.color(index == chosen ? colours.current : colours.other), innerShadows: [])),
                    .frame(width: 7, height: 7, alignment: .center))
            }
            let row = ViewNode.modified(
                .stack(.h, spacing: 9, alignment: .center, dots),
                .padding(EdgeInsets(top: 0, leading: 0, bottom: 14, trailing: 0)))
            return .stack(.z, spacing: nil, alignment: .bottom, [children[0], row])
        case .modified(let child, let modifier):
            return paged(child, showsIndex: showsIndex, dots: colours).map { .modified($0, modifier) }
        default:
            return nil
        }
    }

    /// A tab's icon over its title, in the bar's sizes: a Label's parts, an Image and a Text, or the
    /// item as written.
    private static func barItem(_ item: ViewNode) -> ViewNode {
        var parts: [ViewNode]
        if let (icon, title) = LabelView.parts(item) {
            parts = [icon, title]
        } else if case .stack(_, _, _, let children) = item.unmarked {
            parts = children
        } else if case .modified(let group, .group) = item.unmarked, case .stack(_, _, _, let children) = group.unmarked
        {
            // `.tabItem { Image(…); Text(…) }`: the builder's views, side by side as written.
            parts = children
        } else {
            parts = [item]
        }
        parts = parts.map { part in
            if case .text = part.unmarked { return .modified(part, .font(Font(size: 10, weight: .medium))) }
            // iOS draws a tab's symbol filled where it has a filled variant.
            return .modified(part.symbolVariant("fill"), .font(Font(size: 22)))
        }
        return .stack(.v, spacing: 2, alignment: .center, parts)
    }
}

extension ViewNode {
    /// Whether the view holds content that scrolls: a List or Form with rows, or a ScrollView (not
    /// looking into backgrounds and overlays, which do not scroll with it).
    var scrollsUnderBars: Bool {
        switch self {
        case .list(let list): return list.sections.contains { !$0.rows.isEmpty }
        case .stack(_, _, _, let children): return children.contains(where: \.scrollsUnderBars)
        // A ScrollView whose content is nothing (a ForEach of an empty array) has nothing under the bar.
        case .modified(let content, .scrollContent): return !content.isBlank
        case .modified(let child, _): return child.scrollsUnderBars
        // A reader's content is built at layout and may scroll; a canvas never does.
        case .geometry(let content): return !content.isCanvas
        default: return false
        }
    }

    /// Whether the view draws nothing at all: an `EmptyView`, or stacks and grids of only such views (what
    /// a `ForEach` over an empty array leaves), through the modifiers around them; a NavigationStack's large
    /// title above them does not count.
    var isBlank: Bool {
        switch self {
        case .empty: return true
        // The large title a NavigationStack lifts into its ScrollView is the bar's, not content.
        case .stack(_, _, _, let children):
            return children.allSatisfy { $0.isBlank || NavigationChrome.isLargeTitleRow($0) }
        case .grid(let grid): return grid.cells.allSatisfy(\.isBlank)
        case .modified(let child, let modifier):
            switch modifier {
            case .background, .overlay: return false
            default: return child.isBlank
            }
        default: return false
        }
    }
}
