import Raster
import Style
import UI

/// `List { … }`, `Form { … }` and `Section { … }` as written: sections of rows (rows written between
/// sections make untitled sections of their own), drawn in the style the environment gives where the
/// list is laid out: `.listStyle` is set around a List, often around the NavigationStack holding it, so
/// the style is known only at layout, as SwiftUI's environment knows it (`lowered(width:in:)`).
struct ListContent: Sendable {
    enum Kind: Sendable {
        /// A `List`: the list style around it; iOS's automatic style is inset grouped.
        case list
        /// A `Form`: grouped on iOS whatever the list style.
        case form
        /// A `Section` on its own; in a List's or Form's content it is one of its sections.
        case section
    }

    var kind: Kind
    var sections: [ListSection]
    /// The safe area and the bars over the list: its rows start inside them and scroll under them, and
    /// its background reaches the screen's edges (`NavigationChrome.insetting`).
    var contentInsets = EdgeInsets()
    /// The navigation bar's large title, at the top of the rows, scrolling with them.
    var largeTitle: ViewNode?

    /// `children` of a List or Form: its Sections, and the rows between them gathered into untitled ones.
    init(_ kind: Kind, children: [ViewNode]) {
        self.kind = kind
        var sections: [ListSection] = []
        var loose: [ViewNode] = []
        func flush() {
            if !loose.isEmpty {
                sections.append(ListSection(rows: loose.map(ListRow.titled), header: nil, footer: nil))
            }
            loose = []
        }
        for child in children {
            if let (inner, modifiers) = Self.section(child) {
                flush()
                // `Section { … }.listRowBackground(.purple)`: a modifier on a section is on each of its rows.
                sections += inner.sections.map { section in
                    var section = section
                    section.rows = section.rows.map { row in modifiers.reduce(row) { .modified($0, $1) } }
                    return section
                }
            } else {
                loose.append(child)
            }
        }
        flush()
        self.sections = sections
    }

    /// A Section written in a list, and the modifiers written after it (innermost first).
    private static func section(_ node: ViewNode) -> (ListContent, [ViewModifier])? {
        var modifiers: [ViewModifier] = []
        var node = node
        while case .modified(let child, let modifier) = node {
            if case .source = modifier {} else { modifiers.insert(modifier, at: 0) }
            node = child
        }
        guard case .list(let inner) = node, inner.kind == .section else { return nil }
        return (inner, modifiers)
    }

    init(section: ListSection) {
        kind = .section
        var section = section
        section.rows = section.rows.map(ListRow.titled)
        sections = [section]
    }

    /// Every view written in the list: rows, headers and footers.
    var views: [ViewNode] {
        sections.flatMap { $0.rows + [$0.header, $0.footer].compactMap { $0 } }
    }

    func mapViews(_ transform: (ViewNode) throws(EvaluationError) -> ViewNode) throws(EvaluationError)
        -> ListContent
    {
        var mapped = self
        mapped.sections = []
        for section in sections {
            var rows: [ViewNode] = []
            for row in section.rows { rows.append(try transform(row)) }
            mapped.sections.append(
                ListSection(
                    rows: rows, header: try section.header.map(transform), footer: try section.footer.map(transform)))
        }
        return mapped
    }

    /// The style it is drawn in, from the environment.
    func style(in environment: DrawEnvironment) -> ListStyleKind {
        switch kind {
        case .form, .section: .insetGrouped
        case .list: environment.listStyle ?? .insetGrouped
        }
    }

    /// The list as the stacks, paddings and backgrounds its style draws, for a list `width` points wide
    /// (nil: a phone's). iOS sets a list in from the screen's edges by its layout margins: 16 points on a
    /// phone narrower than 414 points, 20 on the larger ones and on an iPad.
    func lowered(width: Double?, in environment: DrawEnvironment) -> ViewNode {
        let margin = (width ?? 402) >= 414 ? 20.0 : 16.0
        let style = style(in: environment)
        if kind == .section {
            return GroupedList.section(sections[0], style: style, margin: margin, index: 0)
        }
        let rows =
            style == .plain
            ? PlainList.lowered(sections, margin: margin)
            : GroupedList.lowered(
                sections, style: style, margin: margin, rowSpacing: environment.listRowSpacing,
                sectionSpacing: environment.listSectionSpacing ?? GroupedList.sectionSpacing)
        let content = largeTitle.map { ViewNode.stack(.v, spacing: 0, alignment: .leading, [$0, rows]) } ?? rows
        // A list scrolls its rows under the bars; its background reaches under them too.
        let inset =
            contentInsets == EdgeInsets()
            ? content : .modified(.modified(content, .padding(contentInsets)), .scrollEdge(top: contentInsets.top))
        let scrolled = ViewNode.modified(
            .modified(inset, .scrollContent(horizontal: false, vertical: true)), .clipShape(.rectangle))
        guard !environment.hidesScrollContentBackground else { return scrolled }
        // Grouped styles on the grouped grey, plain ones on the system background (white, black in dark).
        let grouped = style == .insetGrouped || style == .grouped
        let background =
            grouped ? GroupedList.background : Builtins.systemColors["systemBackground"] ?? .white
        return .stack(.z, spacing: nil, alignment: .center, [.paint(.color(background)), scrolled])
    }
}

/// A `Section`'s rows, header and footer.
struct ListSection: Sendable {
    var rows: [ViewNode]
    var header: ViewNode?
    var footer: ViewNode?
}

/// `.listStyle(_:)`: how a List draws its rows. `.automatic` and `.sidebar` are inset grouped on an
/// iPhone.
enum ListStyleKind: String, Sendable {
    case plain, grouped, insetGrouped, inset

    init?(named name: String) {
        switch name {
        case "plain", "PlainListStyle": self = .plain
        case "grouped", "GroupedListStyle": self = .grouped
        case "insetGrouped", "InsetGroupedListStyle", "automatic", "DefaultListStyle", "sidebar", "SidebarListStyle":
            self = .insetGrouped
        case "inset", "InsetListStyle": self = .inset
        default: return nil
        }
    }
}

/// What the list modifiers say: the style and background around a list, and of a row its insets, its
/// background and whether a separator follows it.
enum ListTrait: Sendable {
    case style(ListStyleKind)
    /// `.scrollContentBackground(.hidden)`: no grouped background behind the list.
    case contentBackgroundHidden(Bool)
    case rowInsets(EdgeInsets)
    case rowBackground(ViewNode)
    case rowSeparatorHidden(Bool)
    /// `.listRowSeparatorTint(_:)`: the colour of the hairline after the row.
    case rowSeparatorTint(Color)
    /// `.listRowSpacing(_:)`: in a grouped list, each row a group of its own, this far from the next.
    case rowSpacing(Double)
    /// `.listSectionSpacing(_:)`: the gap between a grouped list's sections.
    case sectionSpacing(Double)
    /// `.badge(_:)`: a count or a text at the row's trailing edge.
    case badge(ViewNode)
}

extension ListContent {
    /// What `--layout` calls it.
    var typeName: String {
        switch kind {
        case .list: "List"
        case .form: "Form"
        case .section: "Section"
        }
    }
}
