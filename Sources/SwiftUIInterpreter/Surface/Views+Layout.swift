import Raster
import Style
import SwiftSource
import Synchronization
import UI

extension ViewCatalog {
    static let layout: [ViewDeclaration] = [
        ViewDeclaration(
            "VStack", ["VStack(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, content:)"],
            "children top to bottom"
        ) { e, list, _ throws(EvaluationError) in try e.stack(.v, "VStack", &list) },
        ViewDeclaration(
            "HStack", ["HStack(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, content:)"],
            "children side by side"
        ) { e, list, _ throws(EvaluationError) in try e.stack(.h, "HStack", &list) },
        ViewDeclaration(
            "ZStack", ["ZStack(alignment: Alignment = .center, content:)"],
            "children over one another, placed by the alignment"
        ) { e, list, _ throws(EvaluationError) in try e.stack(.z, "ZStack", &list) },
        ViewDeclaration(
            "LazyVStack", ["LazyVStack(alignment:spacing:pinnedViews:content:)"],
            "a VStack: laziness changes what is built off screen, not what is drawn"
        ) { e, list, _ throws(EvaluationError) in
            _ = list.take("pinnedViews")
            return try e.stack(.v, "LazyVStack", &list)
        },
        ViewDeclaration("LazyHStack", ["LazyHStack(alignment:spacing:pinnedViews:content:)"], "an HStack") {
            e, list, _ throws(EvaluationError) in
            _ = list.take("pinnedViews")
            return try e.stack(.h, "LazyHStack", &list)
        },
        ViewDeclaration(
            "LazyVGrid",
            [
                "LazyVGrid(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, "
                    + "pinnedViews: PinnedScrollableViews = .init(), content:)"
            ],
            "the cells in rows across its columns: .fixed columns that wide, .flexible ones sharing the rest, an "
                + ".adaptive one as many columns of at least its minimum as fit"
        ) { e, list, _ throws(EvaluationError) in try e.grid(vertical: true, &list) },
        ViewDeclaration(
            "LazyHGrid",
            [
                "LazyHGrid(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, "
                    + "pinnedViews: PinnedScrollableViews = .init(), content:)"
            ],
            "the cells in columns down its rows, as LazyVGrid turned"
        ) { e, list, _ throws(EvaluationError) in try e.grid(vertical: false, &list) },
        ViewDeclaration(
            "GridItem",
            ["GridItem(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil)"],
            "one column of a LazyVGrid (a row of a LazyHGrid): .fixed(_:), .flexible(minimum:maximum:) or "
                + ".adaptive(minimum:maximum:)"
        ) { _, list, _ throws(EvaluationError) in
            var properties: [String: Value] = [:]
            if let size = list.take(nil) { properties["size"] = size.value }
            for label in ["spacing", "alignment"] { properties[label] = list.take(label)?.value }
            return .instance(Instance(typeName: "GridItem", properties: properties))
        },
        ViewDeclaration(
            "Grid",
            [
                "Grid(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, "
                    + "content:)"
            ],
            "rows whose cells line up in columns, each column as wide as its widest cell; a view outside a GridRow "
                + "is a row across every column"
        ) { e, list, _ throws(EvaluationError) in try e.alignedGrid(&list) },
        ViewDeclaration(
            "GridRow", ["GridRow(alignment: VerticalAlignment? = nil, content:)"],
            "one row of a Grid (outside a Grid, its cells side by side)"
        ) { e, list, _ throws(EvaluationError) in
            let alignment = try list.take("alignment").map { a throws(EvaluationError) in
                try e.unitPoint(a.value, at: a.location).y
            }
            let cells = try e.children(try e.contentClosure("GridRow", &list))
            return .view(
                .modified(
                    .stack(.h, spacing: nil, alignment: UnitPoint(x: 0.5, y: alignment ?? 0.5), cells),
                    .gridRow(alignment: alignment)))
        },
        ViewDeclaration(
            "HStackLayout", ["HStackLayout(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil)"],
            "an HStack as a Layout value: `layout { … }` lays its views out side by side"
        ) { e, list, _ throws(EvaluationError) in try e.stackLayout(.h, "HStackLayout", &list) },
        ViewDeclaration(
            "VStackLayout", ["VStackLayout(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil)"],
            "a VStack as a Layout value"
        ) { e, list, _ throws(EvaluationError) in try e.stackLayout(.v, "VStackLayout", &list) },
        ViewDeclaration(
            "ZStackLayout", ["ZStackLayout(alignment: Alignment = .center)"], "a ZStack as a Layout value"
        ) { e, list, _ throws(EvaluationError) in try e.stackLayout(.z, "ZStackLayout", &list) },
        ViewDeclaration(
            "AnyLayout", ["AnyLayout(_ layout: some Layout)"],
            "the layout it wraps: `let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`"
        ) { e, list, _ throws(EvaluationError) in
            let layout = try list.required(nil)
            try list.finish()
            guard case .instance(let instance) = layout.value, e.isLayout(instance) else {
                throw EvaluationError(
                    location: layout.location, message: "AnyLayout takes a Layout, got \(layout.value.kindName)")
            }
            return layout.value
        },
        ViewDeclaration("Group", ["Group(content:)"], "its children, as if written in its place") {
            e, list, _ throws(EvaluationError) in .view(try e.grouped(try e.contentClosure("Group", &list)))
        },
        ViewDeclaration(
            "buildIf", ["ViewBuilder.buildIf(_ condition: Bool, content:)"],
            "ViewBuilder's optional content, called as a function: the content when the condition holds"
        ) { e, list, _ throws(EvaluationError) in
            let condition = try list.required(nil)
            let closure = try e.contentClosure("buildIf", &list)
            return .view(try Convert.bool(condition.value, at: condition.location) ? try e.content(closure) : .empty)
        },
        ViewDeclaration("Spacer", ["Spacer(minLength: CGFloat? = nil)"], "the room its stack has left") {
            _, list, _ throws(EvaluationError) in
            let minimum = try list.take("minLength").map { a throws(EvaluationError) in
                try Convert.length(a.value, at: a.location, "the minimum length")
            }
            return .view(.spacer(minLength: max(0, minimum ?? 8)))
        },
        ViewDeclaration("Divider", ["Divider()"], "a hairline across its stack") { _, _, _ in .view(.divider) },
        ViewDeclaration(
            "ViewThatFits", ["ViewThatFits(in axes: Axis.Set = [.horizontal, .vertical], content:)"],
            "the first of its views whose ideal size fits the room offered on those axes, else the last"
        ) { e, list, _ throws(EvaluationError) in
            var horizontal = true
            var vertical = true
            if let axes = list.take("in") {
                let names = Evaluator.axisNames(axes.value)
                horizontal = names.contains("horizontal")
                vertical = names.contains("vertical")
            }
            let views = try e.children(try e.contentClosure("ViewThatFits", &list))
            return .view(
                .modified(
                    .stack(.z, spacing: nil, alignment: .center, views),
                    .viewThatFits(horizontal: horizontal, vertical: vertical)))
        },
        ViewDeclaration(
            "ScrollView", ["ScrollView(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, content:)"],
            "its content offered no length along the axes it scrolls, from the top, clipped to the viewport (at rest)"
        ) { e, list, at throws(EvaluationError) in try e.scrollView(&list, at: at) },
        ViewDeclaration(
            "ForEach", ["ForEach(_ data: Data, id: KeyPath, content: (Element) -> Content)"], "a view per element"
        ) { e, list, at throws(EvaluationError) in
            let data = try list.required(nil)
            let id = list.take("id")
            let body = try list.required(nil, or: "content")
            let items = try e.elements(of: data.value, at: data.location)
            // `{ item in … }`, or a function or an initialiser named (`content: TagCapsule.init`).
            switch body.value {
            case .closure, .function, .type: break
            default:
                throw EvaluationError(
                    location: body.location, message: "ForEach takes its view in braces { item in … }")
            }
            var views: [Value] = []
            // An initialiser named takes the element as its one argument, labelled as the type declares it.
            var label: String?
            if case .type(let type) = body.value { label = try e.soleParameterLabel(of: type) }
            for item in items {
                var scope = Scope()
                let made = try e.callValue(
                    body.value, [EvaluatedArgument(label: label, value: item, location: body.location)], arguments: [],
                    at: at, &scope)
                var view = try e.view(made, at: at)
                // In a Picker each view stands for its element's id, unless it is tagged itself.
                if e.tagsForEachElement, PickerOption.read(view).1 == nil {
                    view = .modified(view, .tag(try e.identity(of: item, by: id, at: at)))
                }
                views.append(.view(view))
            }
            return .array(views)
        },
        ViewDeclaration("EmptyView", ["EmptyView()"], "nothing") { _, _, _ in .view(.empty) },
        ViewDeclaration("AnyView", ["AnyView(_ view: V)"], "the view") { e, list, _ throws(EvaluationError) in
            let wrapped = try list.required(nil)
            return .view(try e.view(wrapped.value, at: wrapped.location))
        },
        ViewDeclaration(
            "GeometryReader", ["GeometryReader(content: (GeometryProxy) -> Content)"],
            "takes all the room offered and builds its content for that size, placed at its top-leading corner "
                + "(proxy.size, proxy.frame(in:), proxy.safeAreaInsets); in a screen the Buttons and gestures inside take input"
        ) { e, list, at throws(EvaluationError) in
            let content = try list.required(nil, or: "content")
            guard case .closure(let closure) = content.value else {
                throw EvaluationError(location: content.location, message: "GeometryReader takes { proxy in … }")
            }
            return .view(.geometry(GeometryContent(closure: closure, evaluator: e, at: at)))
        },
        ViewDeclaration(
            "Canvas",
            [
                "Canvas(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, "
                    + "rendersAsynchronously: Bool = false, renderer: (inout GraphicsContext, CGSize) -> Void)"
            ],
            "takes all the room offered and runs its renderer for that size: the context's fill, stroke and "
                + "draw (text, images), its transform, clip, opacity, blend mode and blur and shadow filters, drawLayer"
        ) { e, list, at throws(EvaluationError) in
            _ = list.take("opaque")
            _ = list.take("colorMode")
            _ = list.take("rendersAsynchronously")
            let renderer = try list.required("renderer", or: nil)
            guard case .closure(let closure) = renderer.value else {
                throw EvaluationError(location: renderer.location, message: "Canvas takes { context, size in … }")
            }
            return .view(.geometry(GeometryContent(closure: closure, evaluator: e, at: at, isCanvas: true)))
        },
    ]
}

extension Evaluator {
    /// The label of the one argument `Type.init` takes as a function: its declared one-parameter
    /// initialiser's, else the memberwise initialiser's (the first stored property without a value).
    func soleParameterLabel(of type: String) throws(EvaluationError) -> String? {
        guard let declaration = try program.type(type) else { return nil }
        for member in declaration.members {
            if case .initializer(let parameters, _) = member.kind, parameters.count == 1 { return parameters[0].label }
        }
        return try program.storedProperties(of: type).first { $0.variable.initialValue == nil }?.variable.name
    }

    /// What a `ForEach` identifies an element by: the key path of `id:` (`\.self` the element itself),
    /// or an `Identifiable` element's `id`, else the element.
    func identity(of element: Value, by id: EvaluatedArgument?, at: SourceLocation) throws(EvaluationError) -> Value {
        guard let id else { return (try? value(at: ["id"], of: element, at: at)) ?? element }
        guard case .keyPath(let path) = id.value else {
            throw EvaluationError(location: id.location, message: "ForEach's id: is a key path such as \\.self")
        }
        return try value(at: path, of: element, at: id.location)
    }

    /// `LazyVGrid(columns:)` or `LazyHGrid(rows:)`: stacks from the start, or a grid node when an
    /// adaptive item's tracks wait for its length.
    fileprivate func grid(vertical: Bool, _ list: inout ArgumentList) throws(EvaluationError) -> Value {
        let type = vertical ? "LazyVGrid" : "LazyHGrid"
        let given = try list.required(vertical ? "columns" : "rows")
        guard case .array(let values) = given.value else {
            throw EvaluationError(location: given.location, message: "\(type) takes an array of GridItems")
        }
        var items: [GridLayout.Item] = []
        for value in values { items.append(try gridItem(value, at: given.location)) }
        let alignment = try list.take("alignment").map { a throws(EvaluationError) in
            try unitPoint(a.value, at: a.location)
        }
        let spacing = try list.take("spacing").map { a throws(EvaluationError) in
            try Convert.length(a.value, at: a.location, "the spacing")
        }
        _ = list.take("pinnedViews")
        let grid = GridLayout(
            isVertical: vertical, items: items, spacing: spacing, alignment: alignment ?? .center,
            cells: try children(try contentClosure(type, &list)))
        return .view(grid.needsLength ? .grid(grid) : grid.lowered(length: nil))
    }

    private func gridItem(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> GridLayout.Item {
        if case .implicitCall("init", let arguments, let at) = value {
            // `[.init(.flexible()), .init(.flexible())]`: GridItems made where the columns are expected.
            return try gridItem(try construct("GridItem", arguments, at: at, allowExtensions: false), at: at)
        }
        guard case .instance(let instance) = value, instance.typeName == "GridItem" else {
            throw EvaluationError(location: location, message: "expected a GridItem, got \(value.kindName)")
        }
        let spacing = try instance.properties["spacing"].map { v throws(EvaluationError) in
            try Convert.length(v, at: location, "the spacing")
        }
        let alignment = try instance.properties["alignment"].map { v throws(EvaluationError) in
            try unitPoint(v, at: location)
        }
        return GridLayout.Item(
            size: try trackSize(instance.properties["size"], at: location), spacing: spacing, alignment: alignment)
    }

    /// `.fixed(80)`, `.flexible(minimum: 10, maximum: .infinity)`, `.adaptive(minimum: 80)`.
    private func trackSize(_ value: Value?, at location: SourceLocation) throws(EvaluationError) -> GridLayout.TrackSize
    {
        guard let value else { return .flexible(minimum: 10, maximum: .infinity) }
        guard case .implicitCall(let kind, let arguments, let at) = value else {
            throw EvaluationError(
                location: location, message: "a GridItem's size is .fixed(_:), .flexible() or .adaptive(minimum:)")
        }
        var list = ArgumentList(arguments, callee: ".\(kind)", at: at)
        func length(_ label: String?, _ name: String) throws(EvaluationError) -> Double? {
            try list.take(label).map { a throws(EvaluationError) in
                max(0, try Convert.length(a.value, at: a.location, name))
            }
        }
        let size: GridLayout.TrackSize
        switch kind {
        case "fixed":
            guard let l = try length(nil, "the column's length") else {
                throw EvaluationError(location: at, message: ".fixed takes a length: .fixed(80)")
            }
            size = .fixed(l)
        case "flexible":
            size = .flexible(
                minimum: try length("minimum", "the minimum") ?? 10,
                maximum: try length("maximum", "the maximum") ?? .infinity)
        case "adaptive":
            guard let minimum = try length("minimum", "the minimum") else {
                throw EvaluationError(location: at, message: ".adaptive takes a minimum: .adaptive(minimum: 80)")
            }
            size = .adaptive(minimum: minimum, maximum: try length("maximum", "the maximum") ?? .infinity)
        default:
            throw EvaluationError(
                location: at,
                message: "a GridItem's size is .fixed(_:), .flexible() or .adaptive(minimum:), not .\(kind)")
        }
        try list.finish()
        return size
    }

    /// The trailing `{ … }` (or `content:`) of a container, as a closure.
    func contentClosure(_ type: String, _ list: inout ArgumentList) throws(EvaluationError) -> Closure {
        let content = try list.required(nil, or: "content")
        guard case .closure(let closure) = content.value else {
            throw EvaluationError(location: content.location, message: "\(type) takes its views in braces { … }")
        }
        return closure
    }

    /// A container's children as one view: the child itself when there is one, else a group of them,
    /// whose views the container around takes as its own (a Group's or a window's views).
    func grouped(_ closure: Closure) throws(EvaluationError) -> ViewNode {
        .grouping(try children(closure))
    }

    /// `Grid(alignment:horizontalSpacing:verticalSpacing:) { … }`: its GridRows' cells, and its other
    /// views each a row across.
    fileprivate func alignedGrid(_ list: inout ArgumentList) throws(EvaluationError) -> Value {
        let alignment = try list.take("alignment").map { a throws(EvaluationError) in
            try unitPoint(a.value, at: a.location)
        }
        func spacing(_ label: String) throws(EvaluationError) -> Double? {
            try list.take(label).map { a throws(EvaluationError) in
                try Convert.length(a.value, at: a.location, "the spacing")
            }
        }
        let horizontal = try spacing("horizontalSpacing")
        let vertical = try spacing("verticalSpacing")
        let rows = try children(try contentClosure("Grid", &list)).map { child -> Grid.Row in
            var rowAlignment: Double?
            let cells = child.members {
                guard case .gridRow(let alignment) = $0 else { return false }
                rowAlignment = alignment
                return true
            }
            guard let cells else { return .across(child) }
            return .cells(cells.filter { if case .empty = $0 { false } else { true } }, alignment: rowAlignment)
        }
        return .view(
            .alignedGrid(
                Grid(
                    alignment: alignment ?? .center, horizontalSpacing: horizontal, verticalSpacing: vertical,
                    rows: rows)))
    }

    /// `HStackLayout(alignment:spacing:)` and its kin: a stack's settings, held until it is called with
    /// its views.
    fileprivate func stackLayout(_ kind: StackKind, _ type: String, _ list: inout ArgumentList) throws(EvaluationError)
        -> Value
    {
        var properties: [String: Value] = [:]
        if let alignment = list.take("alignment") {
            properties["alignment"] = .unitPoint(try unitPoint(alignment.value, at: alignment.location))
        }
        if kind != .z, let spacing = list.take("spacing") {
            properties["spacing"] = .number(try Convert.length(spacing.value, at: spacing.location, "the spacing"))
        }
        try list.finish()
        return .instance(Instance(typeName: type, properties: properties))
    }

    static let stackLayouts: [String: StackKind] = ["HStackLayout": .h, "VStackLayout": .v, "ZStackLayout": .z]

    /// Whether a value is a layout that lays views out when called with them: SwiftUI's stack layouts or
    /// a struct of the module with `sizeThatFits` and `placeSubviews`.
    func isLayout(_ instance: Instance) -> Bool {
        Self.stackLayouts[instance.typeName] != nil || CustomLayout.isLayout(instance.typeName, in: program)
    }

    /// `layout { … }`: the views of the content laid out by the layout.
    func laidOut(by layout: Instance, _ arguments: [EvaluatedArgument], at: SourceLocation) throws(EvaluationError)
        -> Value
    {
        var list = ArgumentList(arguments, callee: layout.typeName, at: at)
        let views = try children(try contentClosure(layout.typeName, &list))
        if let kind = Self.stackLayouts[layout.typeName] {
            var alignment = UnitPoint.center
            if case .unitPoint(let point)? = layout.properties["alignment"] { alignment = point }
            return .view(.stack(kind, spacing: layout.properties["spacing"]?.numeric, alignment: alignment, views))
        }
        return .view(.customLayout(CustomLayout(instance: layout, subviews: views, evaluator: self, at: at)))
    }

    /// `VStack`, `HStack`, `ZStack` and the lazy stacks: alignment, spacing, children.
    fileprivate func stack(_ kind: StackKind, _ type: String, _ list: inout ArgumentList) throws(EvaluationError)
        -> Value
    {
        var guide: AlignmentKey?
        let alignment = try list.take("alignment").map { a throws(EvaluationError) -> UnitPoint in
            let value = try alignmentValue(a.value, horizontal: kind == .v, at: a.location)
            if kind != .z, let key = AlignmentKey.of(value, horizontal: kind == .v), !key.isFraction {
                // A baseline or a custom alignment: the guides line the children up (`.alignedBy`).
                guide = key
                return key == .firstTextBaseline || key == .lastTextBaseline ? .bottom : .center
            }
            return try unitPoint(value, at: a.location)
        }
        let spacing = try list.take("spacing").map { a throws(EvaluationError) in
            try Convert.length(a.value, at: a.location, "the spacing")
        }
        let closure = try contentClosure(type, &list)
        var children = try children(closure)
        // Layers one over another: only the first placeholder among them is named, so two names never
        // print over each other (each has its note).
        if kind == .z { children = Placeholder.namingFirst(children) }
        let stack = ViewNode.stack(kind, spacing: spacing, alignment: alignment ?? .center, children)
        guard let guide else { return .view(stack) }
        return .view(.modified(stack, .alignedBy(guide, LaterEvaluation(self, at: closure.location))))
    }

    /// An alignment as written: SwiftUI's by name, or a custom one an extension of `HorizontalAlignment`
    /// (`horizontal`) or `VerticalAlignment` declares (`static let midAccount = VerticalAlignment(…)`).
    func alignmentValue(_ value: Value, horizontal: Bool?, at location: SourceLocation) throws(EvaluationError) -> Value
    {
        guard case .implicitMember(let name, _) = value, Builtins.unitPoints[name] == nil else { return value }
        let types =
            horizontal.map { [$0 ? "HorizontalAlignment" : "VerticalAlignment"] }
            ?? ["VerticalAlignment", "HorizontalAlignment"]
        for type in types {
            if try program.staticMember(name, of: type) != nil { return try typeMember(name, of: type, at: location) }
        }
        return value
    }

    /// A `ScrollView` shown at rest, scrolled to the top (it does not scroll): it takes all the room
    /// offered (its viewport); its content is offered no length along the axes it scrolls, so a grid or a
    /// long VStack takes its whole ideal length, starts at the viewport's top and is clipped to it.
    fileprivate func scrollView(_ list: inout ArgumentList, at: SourceLocation) throws(EvaluationError) -> Value {
        _ = list.take("showsIndicators")
        // `ScrollView(.horizontal) { … }`: the axes come first, the content last.
        let unlabelled = list.takeAll(nil)
        guard let content = unlabelled.last ?? list.take("content"), case .closure(let closure) = content.value else {
            throw EvaluationError(location: at, message: "ScrollView takes its views in braces { … }")
        }
        var horizontal = false
        var vertical = true
        if let axes = unlabelled.count > 1 ? unlabelled[0].value : list.take("axes")?.value {
            let names = Self.axisNames(axes)
            horizontal = names.contains("horizontal")
            vertical = names.contains("vertical") || names.isEmpty
        }
        let views = try children(closure)
        let scrolled =
            views.count == 1
            ? views[0] : ViewNode.stack(horizontal && !vertical ? .h : .v, spacing: nil, alignment: .center, views)
        let viewport = ViewNode.modified(scrolled, .scrollContent(horizontal: horizontal, vertical: vertical))
        return .view(.modified(viewport, .clipShape(.rectangle)))
    }

    /// `.horizontal`, `.vertical`, `[.horizontal, .vertical]`, `Axis.Set.horizontal`: the names given.
    static func axisNames(_ value: Value) -> Set<String> {
        switch value {
        case .implicitMember(let name, _): [name]
        case .array(let values): values.reduce(into: []) { $0.formUnion(axisNames($1)) }
        default: []
        }
    }
}

/// A `GeometryReader`'s content: built when its size is known, at layout, by an evaluation of its own
/// that reads the screen's state.
struct GeometryContent: Sendable {
    let closure: Closure
    let context: LaterEvaluation
    var location: SourceLocation { context.location }
    /// Whether its content holds controls or gestures, found once (a screen makes those interactive).
    private let probe = GeometryProbe()
    /// The content as last made for the room layout gave it: the preferences it sets.
    private let laidOut = LaidOutContent()
    var lastLaidOut: ViewNode? { laidOut.node.withLock { $0 } }

    /// A `Canvas`'s renderer rather than a reader's content: run with a graphics context and the size.
    let isCanvas: Bool

    init(closure: Closure, evaluator: Evaluator, at location: SourceLocation, isCanvas: Bool = false) {
        self.closure = closure
        self.isCanvas = isCanvas
        // The views inside count their instances apart from the screen's own, so their @State keys
        // neither collide with the views around the reader nor move when it is rebuilt.
        context = LaterEvaluation(evaluator, at: location, instancesFrom: 10_000)
    }

    /// Whether the content, built for a nominal 100-point square, holds a control or a gesture:
    /// then a screen lays it out in the UI, so they take input, instead of drawing it whole.
    var containsControl: Bool {
        probe.value {
            let nominal = Rect(x: 0, y: 0, width: 100, height: 100)
            guard case .success(let node) = content(in: nominal, laidOut: false) else { return false }
            return node.containsControl
        }
    }

    /// The safe area's insets a reader at the screen's edge is laid out past (`NavigationChrome.insetting`):
    /// its proxy measures the room inside them, as SwiftUI's does, and its content is kept inside them but for
    /// what ignores the safe area (a background image under the status bar).
    var safeArea = EdgeInsets()

    /// The content for a frame of `size`, or the error it raised; kept as the last laid out unless
    /// made for a look inside (`laidOut: false`).
    func content(in frame: Rect, laidOut: Bool = true) -> Result<ViewNode, EvaluationError> {
        let made: Result<ViewNode, EvaluationError>
        if safeArea == EdgeInsets() {
            made = built(in: frame, safeArea: safeArea)
        } else {
            let inner = Rect(
                x: frame.minX + safeArea.leading, y: frame.minY + safeArea.top,
                width: max(0, frame.width - safeArea.leading - safeArea.trailing),
                height: max(0, frame.height - safeArea.top - safeArea.bottom))
            made = built(in: inner, safeArea: safeArea).map { NavigationChrome.insetting($0, by: safeArea) }
        }
        if laidOut, case .success(let node) = made { self.laidOut.node.withLock { $0 = node } }
        return made
    }

    private func built(in frame: Rect, safeArea: EdgeInsets) -> Result<ViewNode, EvaluationError> {
        let evaluator = context.evaluator()
        let proxy = Instance(
            typeName: "GeometryProxy",
            properties: [
                "size": .size(frame.width, frame.height),
                "safeAreaInsets": .tuple([
                    TupleElement(label: "top", value: .number(safeArea.top)),
                    TupleElement(label: "leading", value: .number(safeArea.leading)),
                    TupleElement(label: "bottom", value: .number(safeArea.bottom)),
                    TupleElement(label: "trailing", value: .number(safeArea.trailing)),
                ]),
                "frame": .rect(frame),
            ])
        let name = isCanvas ? "Canvas" : "GeometryReader"
        do throws(EvaluationError) {
            let value = try evaluator.building(views: true) { () throws(EvaluationError) -> Value in
                if isCanvas {
                    let size = Size(width: frame.width, height: frame.height)
                    return .view(try CanvasDrawing.render(closure, size: size, evaluator, at: location))
                }
                return try evaluator.invoke(closure, [.instance(proxy)], at: location)
            }
            let node = try evaluator.view(value, at: location)
            // Several views in a reader are each placed at its top-leading corner, over one another, as
            // SwiftUI's reader places them (not stacked, as a group on its own is).
            if !isCanvas, case .modified(.stack(.v, _, _, let views), .group) = node {
                return .success(.stack(.z, spacing: nil, alignment: .topLeading, views))
            }
            return .success(node)
        } catch  where !error.isFatal && evaluator.drawsPlaceholders {
            // On a screen, content that cannot be made is a placeholder the reader's size, and a note:
            // never a blank space with no word why.
            evaluator.noteIgnored(
                name, at: error.location ?? location,
                message: "\(error.brief) (the \(name)'s content is drawn as a placeholder)")
            return .success(Placeholder.view(named: name, at: location, filling: true))
        } catch {
            return .failure(error)
        }
    }
}

/// What code run at layout, after its view was built, evaluates with: the module, the screen (its
/// state) and the environment where the view was written (`.disabled`, `.environment(…)` around it).
struct LaterEvaluation: Sendable {
    let program: Program
    let screen: ScreenContext?
    let location: SourceLocation
    let environment: [String: Value]
    let marksLocations: Bool
    /// Off a screen (a style's body, which is not one), the state its `@State` lives in and where its
    /// notes go: a reader in a style's background reads the style's state.
    let objects: ScreenState?
    let notes: ScreenState?

    /// `instancesFrom`: the views made then count their instances from there, apart from the screen's.
    init(_ evaluator: Evaluator, at location: SourceLocation, instancesFrom offset: Int = 0) {
        program = evaluator.program
        var screen = evaluator.screen
        if offset != 0, let counts = screen?.instances { screen?.instances = counts.mapValues { $0 + offset } }
        self.screen = screen
        self.location = location
        environment = evaluator.environmentOverrides
        marksLocations = evaluator.marksLocations
        objects = screen == nil ? evaluator.objects : nil
        notes = screen == nil ? evaluator.noted : nil
    }

    func evaluator() -> Evaluator {
        let evaluator = Evaluator(program: program, screen: screen, notes: notes, objects: objects)
        evaluator.environmentOverrides = environment
        evaluator.marksLocations = marksLocations
        return evaluator
    }
}

/// A reader's content as layout last made it, kept beside the value that is copied with its view.
final class LaidOutContent: Sendable {
    let node = Mutex<ViewNode?>(nil)
}

/// A value found once and kept: `GeometryContent` is a value rebuilt with the view, and asking it
/// again must not evaluate its content again.
final class GeometryProbe: Sendable {
    private let found = Mutex<Bool?>(nil)

    func value(_ find: () -> Bool) -> Bool {
        if let known = found.withLock({ $0 }) { return known }
        let value = find()
        found.withLock { $0 = value }
        return value
    }
}
