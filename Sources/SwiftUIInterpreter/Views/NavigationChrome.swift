import Raster
import Style
import UI

/// `NavigationView` and `NavigationStack` on a screen, drawn as an iPhone draws one at rest: a bar
/// 44 pt high with the toolbar's leading, principal and trailing items; the `.navigationTitle` in
/// large type below it; a bottom bar 49 pt high when an item asks for `.bottomBar`; and the content
/// in the room left between them (the safe area), except views marked `.ignoresSafeArea()`, which
/// still reach the window's edges (a background gradient under the bars).
///
/// The title and the items are found in the content, however deep (`.navigationTitle` and
/// `.toolbar` on a child view, as SwiftUI lets them rise to the nearest navigation container), and
/// taken out of it so they are not drawn twice.
enum NavigationChrome {
    static let barHeight = 44.0
    static let largeTitleHeight = 52.0
    static let bottomBarHeight = 49.0
    /// The bars' margin at the window's sides.
    static let margin = 16.0
    /// Between two items on one side of a bar.
    static let itemSpacing = 16.0

    static func make(_ content: ViewNode) -> ViewNode {
        var title: String?
        var items: [ToolbarItem] = []
        var inline = false
        var search: String?
        let body = lifting(content, title: &title, items: &items, inline: &inline, search: &search)
        if inline, let text = title {
            // An inline title is the bar's principal item, 17 points semibold, unless the toolbar has one.
            title = nil
            if !items.contains(where: { $0.placement == .top }) {
                items.append(ToolbarItem(placement: .top, content: .modified(.text(text), .font(.headline))))
            }
        }
        let top = items.filter { $0.placement.y < 0.5 }
        let bottom = items.filter { $0.placement.y >= 0.5 }
        // Over a List or a ScrollView the large title (and the search field under it) is the first thing
        // in what scrolls, and goes up with it under the bar; over anything else it stays below the bar.
        var block: [ViewNode] = []
        if let title { block.append(largeTitleRow(title)) }
        if let search { block.append(pinned(searchRow(search))) }
        let blockHeight = (title == nil ? 0 : largeTitleHeight) + (search == nil ? 0 : searchRowHeight)
        let largeTitle: ViewNode? =
            block.isEmpty ? nil : block.count == 1 ? block[0] : .stack(.v, spacing: 0, alignment: .leading, block)
        let titleScrolls = largeTitle != nil && body.reachesIgnoredSafeArea(scrolling: true)
        let insets = EdgeInsets(top: barHeight + blockHeight, bottom: bottom.isEmpty ? 0 : bottomBarHeight)
        var layers = [insetting(body, by: insets, title: titleScrolls ? largeTitle : nil, titleHeight: blockHeight)]
        var header: [ViewNode] = []
        if !top.isEmpty { header.append(pinned(bar(top, height: barHeight))) }
        if let largeTitle, !titleScrolls {
            header.append(largeTitle)
            // The empty bar above the title: a fixed gap (a Spacer would grow into the room below).
            if top.isEmpty {
                header.insert(.modified(.empty, .frame(width: nil, height: barHeight, alignment: .center)), at: 0)
            }
        }
        if !header.isEmpty {
            layers.append(ViewNode.stack(.v, spacing: 0, alignment: .leading, header).filling(alignment: .top))
        }
        if !bottom.isEmpty {
            layers.append(pinned(bar(bottom, height: bottomBarHeight)).filling(alignment: .bottom))
        }
        return layers.count == 1 ? layers[0] : .stack(.z, spacing: nil, alignment: .center, layers)
    }

    /// A bar's contents (and the search field under the title) at the standard text size, whatever the
    /// screen's: UIKit's bars keep their size at every Dynamic Type size (a long press shows the Large Content
    /// Viewer instead), and their heights here are fixed.
    private static func pinned(_ bar: ViewNode) -> ViewNode {
        .modified(bar, .dynamicTypeSize(DynamicTypeSize.standard...DynamicTypeSize.standard))
    }

    /// The large title's row: iOS draws a large navigation title bold, heavier than the plain largeTitle
    /// style, at the leading edge of the whole width, however wide the bar's other rows are. It is the bar's,
    /// in the label colour: a `.foregroundColor` on the content does not reach it, even where it scrolls
    /// with a List.
    private static func largeTitleRow(_ title: String) -> ViewNode {
        let text = pinned(
            .modified(.modified(.text(title), .font(.largeTitle.bold())), .foregroundColor(.color(.primary))))
        let padded = ViewNode.modified(text, .padding(EdgeInsets(leading: margin, trailing: margin)))
        let row = ViewNode.modified(padded, .frame(width: nil, height: largeTitleHeight, alignment: .leading))
        return .modified(
            row,
            .flexibleFrame(
                FlexibleFrame(minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: nil, alignment: .leading)))
    }

    /// Whether `node` is a large title's row (`largeTitleRow`), lifted into what scrolls under the bars: it
    /// is the bar's, not content that runs on under a tab bar.
    static func isLargeTitleRow(_ node: ViewNode) -> Bool {
        guard
            case .modified(
                .modified(_, .frame(width: nil, height: largeTitleHeight, alignment: .leading)), .flexibleFrame) = node
        else {
            return false
        }
        return true
    }

    /// `.searchable`'s field at rest, as iOS draws it under the title: a rounded grey field with the
    /// magnifying glass and the prompt.
    static let searchRowHeight = 52.0

    private static func searchRow(_ prompt: String) -> ViewNode {
        let glass = ViewNode.modified(.image(SystemImage(named: "magnifyingglass")), .font(.body))
        let field = ViewNode.modified(
            .stack(.h, spacing: 6, alignment: .center, [glass, .text(prompt)]), .foregroundColor(.color(.secondary)))
        let filled = ViewNode.modified(
            .modified(
                .modified(
                    .modified(field, .padding(EdgeInsets(leading: 8, trailing: 8))),
                    .frame(width: nil, height: 36, alignment: .leading)),
                .flexibleFrame(
                    FlexibleFrame(
                        minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: nil, alignment: .leading))),
            .background(
                .shape(
                    .roundedRectangle(cornerRadius: 10, style: .continuous),
                    .fill(
                        .color(Builtins.systemColors["tertiarySystemFill"] ?? Color.gray.opacity(0.12)),
                        innerShadows: [])),
                alignment: .center))
        return .modified(
            .modified(filled, .padding(EdgeInsets(leading: margin, trailing: margin))),
            .frame(width: nil, height: searchRowHeight, alignment: .center))
    }

    /// A bar as wide as the window: the items of each side in a row, in the order written, at that side
    /// and centred across the bar (two leading items sit side by side, not one over the other).
    private static func bar(_ items: [ToolbarItem], height: Double) -> ViewNode {
        var sides: [Double] = []
        for item in items where !sides.contains(item.placement.x) { sides.append(item.placement.x) }
        let placed = sides.map { x -> ViewNode in
            let group = items.filter { $0.placement.x == x }.map { iconsOnly($0.content) }
            let row = group.count == 1 ? group[0] : ViewNode.stack(.h, spacing: itemSpacing, alignment: .center, group)
            let padded = ViewNode.modified(row, .padding(EdgeInsets(leading: margin, trailing: margin)))
            return padded.filling(alignment: UnitPoint(x: x, y: 0.5))
        }
        let row = ViewNode.stack(.z, spacing: nil, alignment: .center, placed)
        return .modified(row, .frame(width: nil, height: height, alignment: .center))
    }

    /// A bar's item as iOS draws it: a Label (or a Button's title with a symbol) shows its icon alone.
    private static func iconsOnly(_ node: ViewNode) -> ViewNode {
        if let (icon, _) = LabelView.parts(node) { return icon }
        switch node {
        case .control(var control):
            control.label = iconsOnly(control.label)
            return .control(control)
        case .modified(let child, let modifier):
            let item = ViewNode.modified(iconsOnly(child), modifier)
            return isDisabled(node) ? greyed(item) : item
        case .stack(let kind, let spacing, let alignment, let children):
            return .stack(kind, spacing: spacing, alignment: alignment, children.map(iconsOnly))
        default:
            return node
        }
    }

    /// Whether `.disabled` is among the modifiers around the item's view.
    private static func isDisabled(_ node: ViewNode) -> Bool {
        guard case .modified(let child, let modifier) = node else { return false }
        if case .disabled = modifier { return true }
        return isDisabled(child)
    }

    /// A disabled bar item as UIKit greys it: its own colours too (a `+` in the app's colour, a colour
    /// given around the button), not only the title the button style would grey.
    private static func greyed(_ node: ViewNode) -> ViewNode {
        let grey = Fill.color(Builtins.systemColors["tertiaryLabel"] ?? .gray)
        switch node {
        case .control(var control):
            control.label = greyed(control.label)
            return .control(control)
        case .modified(let child, .foregroundColor(let fill)):
            return .modified(greyed(child), .foregroundColor(fill == nil ? nil : grey))
        case .modified(let child, let modifier):
            return .modified(greyed(child), modifier)
        case .stack(let kind, let spacing, let alignment, let children):
            return .stack(kind, spacing: spacing, alignment: alignment, children.map(greyed))
        default:
            return node
        }
    }

    /// The content without its `.navigationTitle` and `.toolbar` modifiers, which are collected.
    /// The outermost title wins, as SwiftUI's preference does.
    private static func lifting(
        _ node: ViewNode, title: inout String?, items: inout [ToolbarItem], inline: inout Bool, search: inout String?
    ) -> ViewNode {
        switch node {
        case .modified(let child, .navigationTitle(let text)):
            if title == nil { title = text }
            return lifting(child, title: &title, items: &items, inline: &inline, search: &search)
        case .modified(let child, .toolbar(let found)):
            items += found
            return lifting(child, title: &title, items: &items, inline: &inline, search: &search)
        case .modified(let child, .searchField(let prompt)):
            if search == nil { search = prompt }
            return lifting(child, title: &title, items: &items, inline: &inline, search: &search)
        case .modified(let child, .inlineTitle):
            inline = true
            return lifting(child, title: &title, items: &items, inline: &inline, search: &search)
        case .modified(let child, let modifier):
            return .modified(lifting(child, title: &title, items: &items, inline: &inline, search: &search), modifier)
        case .stack(let kind, let spacing, let alignment, let children):
            return .stack(
                kind, spacing: spacing, alignment: alignment,
                children.map { lifting($0, title: &title, items: &items, inline: &inline, search: &search) })
        default:
            return node
        }
    }

    /// The content kept inside the bars. Views that ignore the safe area, and the stacks and
    /// modifiers that lead to them, are left at full size; every other view is padded by `insets`.
    /// `title` goes at the top of what scrolls under the bars (a List's, a ScrollView's content).
    static func insetting(
        _ node: ViewNode, by insets: EdgeInsets, title: ViewNode? = nil, titleHeight: Double = largeTitleHeight
    ) -> ViewNode {
        guard node.reachesIgnoredSafeArea(scrolling: false) else { return .modified(node, .padding(insets)) }
        switch node {
        case .stack(.v, let spacing, let alignment, let children) where children.last?.isTabBar == true:
            // A TabView: its bar reaches the bottom edge, its items above the home indicator; the tab's
            // content is kept inside the other edges (a List's background reaching under the status bar).
            guard
                case .modified(.modified(let bar, .background(let material, let at)), .tabBar(let pages, let chosen))? =
                    children.last
            else { return .modified(node, .padding(insets)) }
            var above = insets
            above.bottom = 0
            let padded = ViewNode.modified(
                bar,
                .padding(EdgeInsets(top: 0, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)))
            let reaching = ViewNode.modified(
                .modified(padded, .background(material, alignment: at)), .tabBar(pages: pages, chosen: chosen))
            let content = children.dropLast().map { insetting($0, by: above, title: title, titleHeight: titleHeight) }
            return .stack(.v, spacing: spacing, alignment: alignment, content + [reaching])
        case .modified(let child, .ignoresSafeArea(let edges)):
            // A TabView's bar and the bars of the screens in it are UIKit's: they keep the device's insets
            // whatever the SwiftUI view around the TabView ignores (a login overlay's `.ignoresSafeArea()`),
            // and so does the tab's content between them.
            guard let tabs = Self.insettingTabView(child, by: insets, title: title, titleHeight: titleHeight) else {
                return node
            }
            return .modified(tabs, .ignoresSafeArea(edges: edges))
        case .stack(.v, let spacing, let alignment, var children) where !children.isEmpty:
            // A VStack is laid out in the safe area; a child at its top or bottom that reaches past the
            // safe area (a List under a header, a background) grows through the edge it meets, as SwiftUI
            // extends a view whose frame touches the safe area's edge. The insets are given to the
            // children (the top to the first, the bottom to the last, the sides to each) rather than
            // around the stack, so that a later pass (the device's, after a NavigationStack's bars)
            // still finds the child that reaches. The large title goes into the first child only when
            // that one scrolls (`reachesIgnoredSafeArea(scrolling: true)`).
            guard children.count > 1 else {
                return .stack(
                    .v, spacing: spacing, alignment: alignment,
                    [insetting(children[0], by: insets, title: title, titleHeight: titleHeight)])
            }
            let sides = EdgeInsets(top: 0, leading: insets.leading, bottom: 0, trailing: insets.trailing)
            let lastIndex = children.count - 1
            for index in children.indices {
                var edges = sides
                if index == 0 { edges.top = insets.top }
                if index == lastIndex { edges.bottom = insets.bottom }
                guard edges != EdgeInsets() else { continue }
                children[index] = insetting(
                    children[index], by: edges, title: index == 0 ? title : nil, titleHeight: titleHeight)
            }
            return .stack(.v, spacing: spacing, alignment: alignment, children)
        case .list(var list):
            // A List scrolls under the bars: its rows start inside them, its background reaches past them.
            list.contentInsets = list.contentInsets + insets
            if let title {
                // The title's row is in the inset, above the rows, and scrolls with them.
                list.contentInsets.top -= titleHeight
                list.largeTitle = title
            }
            return .list(list)
        case .modified(.modified(let content, .scrollContent(let horizontal, true)), .clipShape(let shape)):
            // So does a vertical ScrollView: its content starts inside them, its viewport reaches the
            // screen's edges, and what scrolls up passes under the bars.
            var inside = insets
            var titled = content
            if let title {
                inside.top -= titleHeight
                titled = .stack(.v, spacing: 0, alignment: .center, [title, content])
            }
            let padded = ViewNode.modified(.modified(titled, .padding(inside)), .scrollEdge(top: inside.top))
            return .modified(
                .modified(padded, .scrollContent(horizontal: horizontal, vertical: true)), .clipShape(shape))
        case .modified(let child, let modifier) where modifier.keepsPlace || modifier.fillsOffer:
            return .modified(insetting(child, by: insets, title: title, titleHeight: titleHeight), modifier)
        case .modified(let child, .padding(let padding)) where padding.top == 0 && padding.bottom == 0:
            // Padded at its sides: the top and bottom insets go to what it pads, the sides less the padding.
            var inner = insets
            inner.leading = max(0, insets.leading - padding.leading)
            inner.trailing = max(0, insets.trailing - padding.trailing)
            return .modified(insetting(child, by: inner, title: title, titleHeight: titleHeight), .padding(padding))
        case .stack(.z, let spacing, let alignment, let children):
            return .stack(
                .z, spacing: spacing, alignment: alignment,
                children.map { insetting($0, by: insets, title: title, titleHeight: titleHeight) })
        case .geometry(var reader) where title == nil:
            reader.safeArea = reader.safeArea + insets
            return .geometry(reader)
        case .modified(let child, .background(let other, _)):
            // The background reaches the screen's edges behind a view that fills the safe area (it
            // meets every edge), and the view stays inside.
            return .stack(
                .z, spacing: nil, alignment: .center,
                [Self.ignoringSafeArea(other), insetting(child, by: insets, title: title, titleHeight: titleHeight)])
        default:
            return .modified(node, .padding(insets))
        }
    }

    /// The TabView under `node`'s modifiers inset by `insets` (its content inside the bars, its bar over the
    /// home indicator); nil when there is none.
    private static func insettingTabView(
        _ node: ViewNode, by insets: EdgeInsets, title: ViewNode?, titleHeight: Double
    ) -> ViewNode? {
        switch node {
        case .stack(.v, _, _, let children) where children.last?.isTabBar == true:
            return insetting(node, by: insets, title: title, titleHeight: titleHeight)
        case .modified(let child, let modifier):
            return insettingTabView(child, by: insets, title: title, titleHeight: titleHeight).map {
                .modified($0, modifier)
            }
        default:
            return nil
        }
    }

    /// `view.ignoresSafeArea()`, unless it already does.
    private static func ignoringSafeArea(_ view: ViewNode) -> ViewNode {
        if case .modified(_, .ignoresSafeArea) = view { return view }
        return .modified(view, .ignoresSafeArea(edges: ["top", "leading", "bottom", "trailing"]))
    }
}

extension ViewNode {
    /// Whether `.ignoresSafeArea()` is on this view, or on a view it lays over the whole of its room
    /// (a ZStack's layer), through modifiers that only set the environment; a List and a vertical
    /// ScrollView reach under the bars too. `scrolling`: only those that scroll count.
    fileprivate func reachesIgnoredSafeArea(scrolling: Bool) -> Bool {
        switch self {
        case .modified(_, .ignoresSafeArea): !scrolling
        // What a GeometryReader holds is known only once it is laid out: it takes the insets inside
        // (`GeometryContent.safeArea`) and its content decides there.
        case .geometry(let reader): !scrolling && !reader.isCanvas
        case .list(let list): list.kind != .section
        case .modified(.modified(_, .scrollContent(_, true)), .clipShape): true
        case .modified(let child, let modifier) where modifier.keepsPlace || modifier.fillsOffer:
            child.reachesIgnoredSafeArea(scrolling: scrolling)
        // A Form padded at its sides still meets the top and bottom edges, and reaches past them there.
        case .modified(let child, .padding(let padding)) where padding.top == 0 && padding.bottom == 0:
            child.reachesIgnoredSafeArea(scrolling: scrolling)
        case .stack(.z, _, _, let children): children.contains { $0.reachesIgnoredSafeArea(scrolling: scrolling) }
        case .stack(.v, _, _, let children) where children.last?.isTabBar == true: !scrolling
        case .stack(.v, _, _, let children) where !children.isEmpty && isFlexible(horizontally: false):
            // A stack that fills the safe area's height meets its top and bottom edges: through its first
            // child (what scrolls under the title), or, not scrolling, its last.
            children[0].reachesIgnoredSafeArea(scrolling: scrolling)
                || (!scrolling && children[children.count - 1].reachesIgnoredSafeArea(scrolling: false))
        case .modified(let child, .background(let other, _)):
            // iOS 15's `.background(Color…)` is the `ShapeStyle` one, which ignores the safe area's
            // edges; a background view that ignores it itself does too. Either reaches past the safe
            // area only where the view meets its edges: a view that fills it.
            scrolling
                ? child.reachesIgnoredSafeArea(scrolling: true)
                : (other.isPaint || other.reachesIgnoredSafeArea(scrolling: false))
                    && child.isFlexible(horizontally: true)
                    && child.isFlexible(horizontally: false)
        default: false
        }
    }

    /// A TabView's bar (`TabBar.make`).
    fileprivate var isTabBar: Bool {
        if case .modified(_, .tabBar) = self { return true }
        return false
    }

    /// A colour or gradient used as a view, through modifiers that only set the environment.
    fileprivate var isPaint: Bool {
        switch self {
        case .paint: true
        case .modified(let child, let modifier) where modifier.keepsPlace: child.isPaint
        default: false
        }
    }
}

extension ViewModifier {
    /// `.frame(maxWidth: .infinity, maxHeight: .infinity)`: the view fills what it is offered, so what
    /// reaches past the safe area inside it still does.
    fileprivate var fillsOffer: Bool {
        guard case .flexibleFrame(let f) = self else { return false }
        // A frame of minimums only (`.frame(minWidth: 200)` on a sidebar List) takes the size of what it
        // frames, which here reaches past the safe area and so fills the screen.
        return (f.maxWidth == .infinity && f.maxHeight == .infinity) || (f.maxWidth == nil && f.maxHeight == nil)
    }

    /// Modifiers that change what views inside draw with or how they behave, not where they are or how
    /// big: a view under one reaches past the safe area as the view inside does (a NavigationStack with
    /// an `.onAppear`, a `.sheet` and an `.alert` on it is still the screen's).
    fileprivate var keepsPlace: Bool {
        switch self {
        case .foregroundColor, .foregroundLevel, .font, .fontWeight, .fontChange, .animation, .buttonStyle,
            .toggleStyle,
            .controlStyle, .navigationTitle, .toolbar, .source, .list, .textCase, .imageScale, .lineLimit,
            .minimumScaleFactor, .truncationMode, .multilineTextAlignment, .disabled, .tag, .presentation, .tint,
            .labelsHidden, .gesture, .hitTestingDisabled, .lifecycle, .colorScheme, .dynamicTypeSize, .zIndex,
            .contentShape,
            .layoutPriority, .opacity, .blendMode, .compositingGroup, .colorFilter, .inlineTitle, .group:
            true
        default: false
        }
    }
}
