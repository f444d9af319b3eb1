import Raster
import Style
import SwiftSource

extension ViewCatalog {
    static let effects: [ViewDeclaration] = [
        ViewDeclaration(
            "Color",
            ["Color(red:green:blue:opacity:)", "Color(white:opacity:)", "Color(_ name: String)", "Color(uiColor:)"],
            "a colour; as a view it fills the frame"
        ) { e, list, at throws(EvaluationError) in .color(try e.colorInitializer(&list, at: at)) },
        ViewDeclaration(
            "UIColor",
            ["UIColor(red:green:blue:alpha:)", "UIColor(white:alpha:)", "UIColor(named:)", "UIColor { traits in … }"],
            "a UIKit colour, as the Color it is drawn with (a trait provider is asked for light and dark)"
        ) { e, list, at throws(EvaluationError) in .color(try e.colorInitializer(&list, at: at)) },
        ViewDeclaration(
            "NSColor",
            [
                "NSColor(red:green:blue:alpha:)", "NSColor(white:alpha:)", "NSColor(named:)",
                "NSColor(calibratedRed:green:blue:alpha:)",
            ],
            "an AppKit colour, as the Color it is drawn with"
        ) { e, list, at throws(EvaluationError) in .color(try e.colorInitializer(&list, at: at)) },
        ViewDeclaration(
            "LinearGradient",
            [
                "LinearGradient(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)",
                "LinearGradient(colors:startPoint:endPoint:)",
            ], "colours along a line of the frame, dithered"
        ) { e, list, at throws(EvaluationError) in try e.linearGradient(&list, at: at) },
        ViewDeclaration(
            "Gradient", ["Gradient(colors: [Color])", "Gradient(stops: [Gradient.Stop])"],
            "colours evenly spaced, or at their stops"
        ) {
            e, list, _ throws(EvaluationError) in
            if let stops = list.take("stops") {
                return .instance(Instance(typeName: "Gradient", properties: ["stops": stops.value]))
            }
            let colors = try list.required("colors")
            return .gradient(try e.colorArray(colors.value, at: colors.location))
        },
        ViewDeclaration("AnyShape", ["AnyShape(_ shape: S)"], "the shape") { e, list, _ throws(EvaluationError) in
            let wrapped = try list.required(nil)
            return .shape(try e.shape(wrapped.value, at: wrapped.location))
        },
        ViewDeclaration("AnyShapeStyle", ["AnyShapeStyle(_ style: S)"], "the style it erases") {
            _, list, _ throws(EvaluationError) in
            // A colour, a gradient or `.tint`: used where a ShapeStyle goes, as the style it wraps is.
            try list.required(nil).value
        },
    ]
    static let text: [ViewDeclaration] = [
        ViewDeclaration(
            "Text",
            [
                "Text(_ content: String)", "Text(verbatim:)", "Text(_ date: Date, style: Text.DateStyle)",
                "Text(_ input: F.FormatInput, format: F)",
            ],
            "one line in the environment's font and colour; a date in .time (9:41 AM) or .date (January 9, 2007) style; "
                + "a date or number in a format style (.dateTime.hour().minute(), .number.precision(…), .currency(code:)) "
                + "as Foundation writes it in US English"
        ) { e, list, at throws(EvaluationError) in
            let text = try list.required(nil, or: "verbatim")
            if let format = list.take("format") {
                return .view(.text(try e.formatted(text, format, at: at)))
            }
            if let seconds = DatePicker.seconds(text.value) {
                let style = try list.required("style")
                guard case .implicitMember(let name, _) = style.value,
                    let written = FrameDate.text(seconds, style: name)
                else {
                    throw EvaluationError(location: style.location, message: "Text(date, style:) takes .time or .date")
                }
                return .view(.text(written))
            }
            // A tab moves to the next stop; drawn as the spaces it usually spans.
            let string = try e.string(text.value, at: text.location, for: "Text").replacingOccurrences(
                of: "\t", with: "    ")
            // A literal is a LocalizedStringKey, read as Markdown; `Text(verbatim:)` and a String are not.
            if text.label == nil, text.isLiteral, let runs = InlineMarkdown.runs(string, accent: e.accentColor) {
                return .view(.styledText(StyledText(runs: runs)))
            }
            return .view(.text(string))
        },
        ViewDeclaration(
            "Image", ["Image(systemName: String)", "Image(_ name: String)", "Image(uiImage: UIImage)"],
            "a symbol in the font's size, or an asset image; a UIImage or NSImage made by name"
        ) { e, list, _ throws(EvaluationError) in try e.image(&list) },
        ViewDeclaration(
            "AsyncImage",
            [
                "AsyncImage(url: URL?, scale: CGFloat = 1)",
                "AsyncImage(url:scale:content: (Image) -> I, placeholder: () -> P)",
                "AsyncImage(url:scale:transaction:content: (AsyncImagePhase) -> Content)",
            ],
            "its placeholder, as before the image has loaded: nothing is fetched from the network here (a note). "
                + "The default placeholder is iOS's grey fill, `placeholder:` its view, and a phase closure is run with .empty"
        ) { e, list, at throws(EvaluationError) in
            _ = list.take("url")
            _ = list.take("scale")
            _ = list.take("transaction")
            let content = list.take(nil) ?? list.take("content")
            let placeholder = list.take("placeholder")
            e.noteIgnored(
                "AsyncImage", at: at,
                message: "an image from the network is not loaded here; its placeholder shows, as before it loads")
            if let placeholder {
                guard case .closure(let closure) = placeholder.value else {
                    throw EvaluationError(location: placeholder.location, message: "placeholder: takes { … }")
                }
                return .view(try e.grouped(closure))
            }
            if let content, case .closure(let closure) = content.value, closure.parameters.count == 1 {
                // `{ phase in … }` before the image arrives: `.empty`, with no image and no error.
                let empty = Instance(
                    typeName: "AsyncImagePhase", properties: ["image": .void, "error": .void], caseName: "empty")
                return .view(try e.view(try e.invoke(closure, [.instance(empty)], at: at), at: at))
            }
            // iOS's own placeholder: a grey fill the size it is offered.
            return .view(.paint(.color(try e.color(.implicitMember("secondarySystemFill", at: at), at: at))))
        },
        ViewDeclaration(
            "Label",
            [
                "Label(_ title: String, systemImage: String)", "Label(_ title: String, image: String)",
                "Label(title: () -> Title, icon: () -> Icon)",
            ],
            "the icon beside the title"
        ) { e, list, at throws(EvaluationError) in
            let title = try list.required(nil, or: "title")
            if case .closure = title.value {
                // `Label { Text("Inbox") } icon: { Image(systemName: "tray") }`.
                let icon = try list.required("icon")
                return .view(LabelView.make(icon: try e.viewArgument(icon), title: try e.viewArgument(title)))
            }
            let text = try Convert.string(title.value, at: title.location)
            if let image = list.take("image") {
                var asset = ArgumentList(
                    [EvaluatedArgument(label: nil, value: image.value, location: image.location)], callee: "Image",
                    at: at)
                guard case .view(let icon) = try e.image(&asset) else { return .view(.text(text)) }
                return .view(LabelView.make(icon: icon, title: .text(text)))
            }
            let symbol = try list.required("systemImage")
            return .view(try e.titled(text, symbol: try Convert.string(symbol.value, at: symbol.location), at: at))
        },
    ]
    static let controls: [ViewDeclaration] = [
        ViewDeclaration(
            "Button", ["Button(action: () -> Void, label: () -> Label)", "Button(_ title: String, action:)"],
            "a control that runs its action when a press completes inside it"
        ) { e, list, at throws(EvaluationError) in try e.button(&list, at: at) },
        ViewDeclaration(
            "Toggle", ["Toggle(isOn: Binding<Bool>, label: () -> Label)", "Toggle(_ title: String, isOn:)"],
            "a control that flips its binding"
        ) { e, list, at throws(EvaluationError) in try e.toggle(&list, at: at) },
        ViewDeclaration("EditButton", ["EditButton()"], "a button titled Edit") { e, _, at in
            .view(
                e.screen != nil
                    ? .control(ControlNode(kind: .button(action: nil), label: .text("Edit"), location: at))
                    : .text("Edit"))
        },
    ]
    static let navigation: [ViewDeclaration] = [
        ViewDeclaration(
            "NavigationView", ["NavigationView(content:)"], "its content under a bar showing the navigationTitle"
        ) { e, list, _ throws(EvaluationError) in try e.navigation("NavigationView", &list) },
        ViewDeclaration(
            "NavigationSplitView",
            [
                "NavigationSplitView(columnVisibility:preferredCompactColumn:sidebar:detail:)",
                "NavigationSplitView(sidebar:content:detail:)",
            ],
            "on a phone, as iOS shows it in compact width: the sidebar in a navigation stack (a preferred "
                + "compact column of .content or .detail shows that one)"
        ) { e, list, _ throws(EvaluationError) in
            _ = list.take("columnVisibility")
            let preferred = list.take("preferredCompactColumn")
            let sidebar = try list.required(nil, or: "sidebar")
            let content = list.take("content")
            let detail = list.take("detail")
            // `preferredCompactColumn: $column` (iOS 17): the column its value names is the one shown.
            var shown = sidebar
            if let preferred {
                let name: String? =
                    switch preferred.value {
                    case .binding(let key): (e.screen?.state.value(key) ?? e.objects.value(key))?.memberName
                    case .constantBinding(let value): value.memberName
                    default: nil
                    }
                if name == "detail", let detail { shown = detail }
                if name == "content", let content { shown = content }
            }
            guard case .closure(let closure) = shown.value else {
                throw EvaluationError(
                    location: shown.location, message: "NavigationSplitView takes its columns in braces { … }")
            }
            let views = try e.children(closure)
            return .view(
                NavigationChrome.make(views.count == 1 ? views[0] : .stack(.v, spacing: nil, alignment: .center, views))
            )
        },
        ViewDeclaration(
            "NavigationStack", ["NavigationStack(root:)", "NavigationStack(path: Binding<NavigationPath>, root:)"],
            "NavigationView; a path's destinations are not pushed at rest"
        ) {
            e, list, _ throws(EvaluationError) in try e.navigation("NavigationStack", &list)
        },
        ViewDeclaration(
            "NavigationPath", ["NavigationPath()"],
            "the values a NavigationStack has pushed: an empty array at rest (append, count, removeLast work on it)"
        ) { _, _, _ throws(EvaluationError) in .array([]) },
        ViewDeclaration(
            "List",
            [
                "List(selection: Binding<SelectionValue>? = nil, content:)",
                "List(_ data: Data, id: KeyPath, selection: Binding<SelectionValue>? = nil, rowContent: (Element) -> Row)",
                "List(_ data: Binding<Data>, editActions: EditActions, rowContent: (Binding<Element>) -> Row)",
            ],
            "rows in iOS's inset grouped style (its automatic one), or the .listStyle around it; it scrolls; "
                + "given data, a row per element (as a ForEach inside it)"
        ) { e, list, at throws(EvaluationError) in
            // Nothing is selected at rest; a selection only highlights the row a press chose. Edit
            // actions show in edit mode, which a preview is not in.
            _ = list.take("selection")
            _ = list.take("editActions")
            guard let data = list.peek(nil), !data.isClosure else {
                return .view(
                    .list(ListContent(.list, children: e.listRows(try e.children(try e.contentClosure("List", &list)))))
                )
            }
            _ = list.take(nil)
            _ = list.take("id")
            let row = try list.required(nil, or: "rowContent")
            guard case .closure(let closure) = row.value else {
                throw EvaluationError(
                    location: row.location, message: "List(data) takes its row in braces { item in … }")
            }
            var rows: [(Value, SourceLocation)] = []
            for item in try e.elements(of: data.value, at: data.location) {
                rows.append((try e.invoke(closure, [item], at: at), row.location))
            }
            return .view(.list(ListContent(.list, children: e.listRows(try e.views(rows)))))
        },
        ViewDeclaration(
            "ToolbarItem", ["ToolbarItem(placement: ToolbarItemPlacement = .automatic, content:)"],
            "an item a .toolbar places"
        ) { e, list, _ throws(EvaluationError) in try e.toolbarItem("ToolbarItem", &list) },
        ViewDeclaration(
            "ToolbarItemGroup", ["ToolbarItemGroup(placement:content:)"], "items a .toolbar places side by side"
        ) { e, list, _ throws(EvaluationError) in try e.toolbarItem("ToolbarItemGroup", &list) },
        ViewDeclaration(
            "TabView", ["TabView(selection: Binding<SelectionValue>? = nil, content: () -> Content)"],
            "the chosen tab's content over iOS's tab bar: each tab's .tabItem icon over its title, the chosen one in "
                + "the accent colour; a press on a tab chooses it"
        ) { e, list, at throws(EvaluationError) in
            let selection = list.take("selection")
            let tabs = try e.children(try e.contentClosure("TabView", &list)).enumerated().map {
                TabBar.tab($0.element, index: $0.offset)
            }
            guard !tabs.isEmpty else { return .view(.empty) }
            // Without a selection, the TabView keeps its own, under a key of where it is written.
            var key: String? = e.screen.map { _ in "TabView@\(at.line):\(at.column)" }
            if let selection {
                guard let bound = e.bindingKey(selection.value, at: selection.location) else {
                    throw EvaluationError(
                        location: selection.location, message: "TabView(selection:) takes a binding: $name")
                }
                key = bound
            }
            let current = key.flatMap { e.screen?.state.value($0) } ?? tabs[0].value
            let chosen = tabs.firstIndex { (try? Evaluator.equal($0.value, current, at: at)) == true } ?? 0
            return .view(TabBar.make(tabs, chosen: chosen, stateKey: key, accent: e.accentColor, at: at))
        },
        ViewDeclaration(
            "Tab",
            [
                "Tab(_ title: String, systemImage: String, value: Value? = nil, content: () -> Content)",
                "Tab(_ title: String, image: String, value: Value? = nil, content: () -> Content)",
            ],
            "iOS 18's tab of a TabView: its content, with the symbol over the title in the tab bar"
        ) { e, list, at throws(EvaluationError) in
            let title = try list.required(nil)
            let text = try Convert.string(title.value, at: title.location)
            let symbol = try list.take("systemImage").map { a throws(EvaluationError) in
                try Convert.string(a.value, at: a.location)
            }
            _ = list.take("image")
            _ = list.take("role")
            let value = list.take("value")
            let content = try e.grouped(try e.contentClosure("Tab", &list))
            var tab = ViewNode.modified(content, .tabItem(try e.titled(text, symbol: symbol, at: at)))
            if let value { tab = .modified(tab, .tag(value.value)) }
            return .view(tab)
        },
        ViewDeclaration("WindowGroup", ["WindowGroup(content:)"], "an app's window: its content") {
            e, list, at throws(EvaluationError) in
            // What the preview shows is its content. A title or an `id:` names the window on a Mac and
            // draws nothing in it.
            _ = list.take("id")
            let given = list.takeAll(nil)
            guard let content = given.last ?? list.take("content"), case .closure(let closure) = content.value else {
                throw EvaluationError(location: at, message: "WindowGroup takes its views in braces { … }")
            }
            return .view(try e.grouped(closure))
        },
    ]
}

extension ViewCatalog {
    static let gradients: [ViewDeclaration] = [
        ViewDeclaration(
            "RadialGradient",
            [
                "RadialGradient(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)",
                "RadialGradient(colors:center:startRadius:endRadius:)",
                "RadialGradient(stops:center:startRadius:endRadius:)",
            ],
            "colours in rings about the centre, from startRadius to endRadius points"
        ) { e, list, at throws(EvaluationError) in
            let stops = try e.gradientStops(&list, at: at)
            let center = try list.take("center").map { a throws(EvaluationError) in
                try e.unitPoint(a.value, at: a.location)
            }
            let r0 = try e.lengthArgument(&list, "startRadius") ?? 0
            let r1 = try e.lengthArgument(&list, "endRadius") ?? 0
            return .shapeStyle(
                .radialGradient(stops, center: center ?? .center, startRadius: r0, endRadius: r1), innerShadows: [])
        },
        ViewDeclaration(
            "AngularGradient",
            [
                "AngularGradient(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero)",
                "AngularGradient(colors:center:angle:)", "AngularGradient(stops:center:startAngle:endAngle:)",
            ],
            "colours round the centre, clockwise from startAngle (a full turn when the angles are equal)"
        ) { e, list, at throws(EvaluationError) in
            let stops = try e.gradientStops(&list, at: at)
            let center = try list.take("center").map { a throws(EvaluationError) in
                try e.unitPoint(a.value, at: a.location)
            }
            var start = 0.0
            var end = 0.0
            if let angle = list.take("angle") {
                start = try e.angle(angle.value, at: angle.location)
                end = start
            } else {
                start =
                    try list.take("startAngle").map { a throws(EvaluationError) in try e.angle(a.value, at: a.location)
                    } ?? 0
                end =
                    try list.take("endAngle").map { a throws(EvaluationError) in try e.angle(a.value, at: a.location) }
                    ?? start
            }
            return .shapeStyle(
                .angularGradient(stops, center: center ?? .center, startAngle: start, endAngle: end), innerShadows: [])
        },
        ViewDeclaration(
            "EllipticalGradient",
            [
                "EllipticalGradient(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5)"
            ],
            "a radial gradient stretched to the frame's ellipse; radii are fractions of the frame"
        ) { e, list, at throws(EvaluationError) in
            let stops = try e.gradientStops(&list, at: at)
            let center = try list.take("center").map { a throws(EvaluationError) in
                try e.unitPoint(a.value, at: a.location)
            }
            let f0 =
                try list.take("startRadiusFraction").map { a throws(EvaluationError) in
                    try Convert.number(a.value, at: a.location)
                } ?? 0
            let f1 =
                try list.take("endRadiusFraction").map { a throws(EvaluationError) in
                    try Convert.number(a.value, at: a.location)
                } ?? 0.5
            return .shapeStyle(
                .ellipticalGradient(stops, center: center ?? .center, startRadiusFraction: f0, endRadiusFraction: f1),
                innerShadows: [])
        },
    ]
}

extension Evaluator {
    fileprivate func lengthArgument(_ list: inout ArgumentList, _ label: String) throws(EvaluationError) -> Double? {
        guard let a = list.take(label) else { return nil }
        return max(0, try Convert.length(a.value, at: a.location, label))
    }

    /// A gradient's colours from `gradient:`, `colors:` or `stops:`.
    func gradientStops(_ list: inout ArgumentList, at: SourceLocation) throws(EvaluationError) -> [Fill.Stop] {
        if let g = list.take("gradient") { return try stops(of: g.value, at: g.location) }
        if let c = list.take("colors") { return Fill.stops(try colorArray(c.value, at: c.location)) }
        if let s = list.take("stops") { return try stopArray(s.value, at: s.location) }
        throw EvaluationError(location: at, message: "a gradient needs gradient:, colors: or stops:")
    }

    /// `Gradient(colors:)`, `Gradient(stops:)`.
    func stops(of value: Value, at location: SourceLocation) throws(EvaluationError) -> [Fill.Stop] {
        switch value {
        case .implicitCall("init", let arguments, let at):
            // `gradient: .init(colors: [.red, .blue])`.
            return try stops(of: try construct("Gradient", arguments, at: at, allowExtensions: false), at: at)
        case .gradient(let colors): return Fill.stops(colors)
        case .instance(let g) where g.typeName == "Gradient":
            return try stopArray(g.properties["stops"] ?? .array([]), at: location)
        default:
            throw EvaluationError(location: location, message: "expected a Gradient, got \(value.kindName)")
        }
    }

    /// `[.init(color: .red, location: 0), Gradient.Stop(color:location:)]`.
    func stopArray(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> [Fill.Stop] {
        guard case .array(let items) = value, !items.isEmpty else {
            throw EvaluationError(
                location: location, message: "stops: takes an array of Gradient.Stop(color:location:)")
        }
        var stops: [Fill.Stop] = []
        for item in items {
            var elements: [TupleElement] = []
            switch item {
            case .tuple(let parts): elements = parts
            case .implicitCall("init", let arguments, _):
                elements = arguments.map { TupleElement(label: $0.label, value: $0.value) }
            default:
                throw EvaluationError(
                    location: location, message: "a stop is Gradient.Stop(color:location:), got \(item.kindName)")
            }
            guard let c = elements.first(where: { $0.label == "color" }),
                let l = elements.first(where: { $0.label == "location" })
            else {
                throw EvaluationError(location: location, message: "a stop needs color: and location:")
            }
            stops.append(
                Fill.Stop(color: try color(c.value, at: location), location: try Convert.number(l.value, at: location)))
        }
        return stops
    }
}
