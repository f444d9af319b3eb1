import Raster
import Style
import SwiftSource
import UI

/// Geometry and layout: how big a view is and where it goes.
extension ModifierCatalog {
    static let layout: [ModifierDeclaration] = [
        ModifierDeclaration(
            "padding",
            ["padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)", "padding(_ insets: EdgeInsets)"],
            "grows the view by the insets (16 points where no length is given)"
        ) { e, call throws(EvaluationError) in
            let insets = try e.paddingInsets(&call.list, at: call.at)
            return try call.wrap(.padding(insets))
        },
        ModifierDeclaration(
            "frame",
            [
                "frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)",
                "frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)",
            ],
            "a fixed frame, or a flexible one between its bounds (an infinite maximum takes what is offered; "
                + "an ideal length is the size offered nothing)"
        ) { e, call throws(EvaluationError) in try e.frame(&call) },
        ModifierDeclaration(
            "offset", ["offset(_ offset: CGSize)", "offset(x: CGFloat = 0, y: CGFloat = 0)"],
            "moves the drawing, not the layout"
        ) { e, call throws(EvaluationError) in
            if let size = call.list.take(nil) {
                let (w, h) = try e.size(size.value, at: size.location)
                return try call.wrap(.offset(x: w, y: h))
            }
            let x = try call.length("x", "x") ?? 0
            let y = try call.length("y", "y") ?? 0
            return try call.wrap(.offset(x: x, y: y))
        },
        ModifierDeclaration(
            "position", ["position(_ position: CGPoint)", "position(x: CGFloat = 0, y: CGFloat = 0)"],
            "centres the view at a point of the space offered, which it then fills"
        ) { e, call throws(EvaluationError) in
            if let point = call.list.take(nil) {
                let p = try e.point(point.value, at: point.location)
                return try call.wrap(.position(x: p.x, y: p.y))
            }
            let x = try call.length("x", "x") ?? 0
            let y = try call.length("y", "y") ?? 0
            return try call.wrap(.position(x: x, y: y))
        },
        ModifierDeclaration(
            "fixedSize", ["fixedSize()", "fixedSize(horizontal: Bool, vertical: Bool)"],
            "the view at its ideal size on the axes named, whatever is offered"
        ) { _, call throws(EvaluationError) in
            let horizontal = try call.bool("horizontal") ?? true
            let vertical = try call.bool("vertical") ?? true
            return try call.wrap(.fixedSize(horizontal: horizontal, vertical: vertical))
        },
        ModifierDeclaration(
            "layoutPriority", ["layoutPriority(_ value: Double)"],
            "a stack offers its room to higher priorities first"
        ) { _, call throws(EvaluationError) in
            let p = try call.list.required(nil)
            return try call.wrap(.layoutPriority(try Convert.number(p.value, at: p.location)))
        },
        ModifierDeclaration(
            "alignmentGuide",
            [
                "alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)",
                "alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)",
            ],
            "the view's own guide for that alignment, from its dimensions (d.width, d[.bottom], d[.firstTextBaseline]…)"
        ) { e, call throws(EvaluationError) in
            let given = try call.list.required(nil)
            let closure = try call.list.required(nil, or: "computeValue")
            guard case .closure(let compute) = closure.value else {
                throw EvaluationError(location: closure.location, message: "computeValue takes a closure { d in … }")
            }
            let value = try e.alignmentValue(given.value, horizontal: nil, at: given.location)
            var horizontal: Bool?
            switch value {
            case .implicitMember("leading", _), .implicitMember("trailing", _), .implicitMember("horizontalCenter", _):
                horizontal = true
            case .implicitMember("center", _): horizontal = nil
            case .instance(let custom): horizontal = custom.typeName == "HorizontalAlignment"
            default: horizontal = false
            }
            guard let key = AlignmentKey.of(value, horizontal: horizontal ?? true) else {
                throw EvaluationError(
                    location: given.location, message: "alignmentGuide takes an alignment, such as .leading")
            }
            return try call.wrap(
                .alignmentGuide(
                    AlignmentGuide(
                        key: key, horizontal: horizontal, computeValue: compute,
                        context: LaterEvaluation(e, at: closure.location))))
        },
        ModifierDeclaration(
            "gridCellColumns", ["gridCellColumns(_ count: Int)"], "in a Grid's row, the cell spans this many columns"
        ) { _, call throws(EvaluationError) in
            let count = try call.list.required(nil)
            let n = try Convert.number(count.value, at: count.location)
            guard n.isFinite, n >= 1, n <= 1_000 else {
                throw EvaluationError(location: count.location, message: "gridCellColumns takes a count from 1 to 1000")
            }
            return try call.wrap(.gridCell(GridCell(columns: Int(n))))
        },
        ModifierDeclaration(
            "gridColumnAlignment", ["gridColumnAlignment(_ guide: HorizontalAlignment)"],
            "in a Grid's row, where every cell of this cell's column sits across it"
        ) { e, call throws(EvaluationError) in
            let guide = try call.list.required(nil)
            return try call.wrap(
                .gridCell(GridCell(columnAlignment: try e.unitPoint(guide.value, at: guide.location).x)))
        },
        ModifierDeclaration(
            "gridCellAnchor", ["gridCellAnchor(_ anchor: UnitPoint)"],
            "in a Grid's row, where the cell sits in its area"
        ) { e, call throws(EvaluationError) in
            let anchor = try call.list.required(nil)
            return try call.wrap(.gridCell(GridCell(anchor: try e.unitPoint(anchor.value, at: anchor.location))))
        },
        ModifierDeclaration(
            "gridCellUnsizedAxes", ["gridCellUnsizedAxes(_ axes: Axis.Set)"],
            "in a Grid, the cell takes the grid's size on these axes without setting it (a Divider across)"
        ) { _, call throws(EvaluationError) in
            let axes = Evaluator.axisNames(try call.list.required(nil).value)
            return try call.wrap(
                .gridCell(GridCell(unsizedAxes: (axes.contains("horizontal"), axes.contains("vertical")))))
        },
        ModifierDeclaration(
            "zIndex", ["zIndex(_ value: Double)"], "a ZStack draws higher indices later, over the others"
        ) { _, call throws(EvaluationError) in
            let z = try call.list.required(nil)
            return try call.wrap(.zIndex(try Convert.number(z.value, at: z.location)))
        },
        ModifierDeclaration(
            "aspectRatio",
            [
                "aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode)",
                "aspectRatio(_: CGSize, contentMode:)",
            ],
            "the largest frame of the ratio inside the offer (.fit) or the smallest covering it (.fill)"
        ) { e, call throws(EvaluationError) in
            var ratio: Double?
            if let a = call.list.take(nil) {
                let r: Double
                if case .tuple = a.value {
                    let (w, h) = try e.size(a.value, at: a.location)
                    r = h > 0 ? w / h : 0
                } else {
                    r = try Convert.number(a.value, at: a.location)
                }
                guard r > 0, r.isFinite else {
                    throw EvaluationError(location: a.location, message: "the aspect ratio must be positive")
                }
                ratio = r
            }
            var fill = false
            if let mode = call.list.take("contentMode") {
                guard case .implicitMember(let m, _) = mode.value, m == "fit" || m == "fill" else {
                    throw EvaluationError(location: mode.location, message: "the content mode is .fit or .fill")
                }
                fill = m == "fill"
            }
            return try call.wrap(.aspectRatio(ratio, fill: fill))
        },
        ModifierDeclaration(
            "resizable",
            ["resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch)"],
            "an Image(\"name\") stretched over its frame instead of keeping its own size"
        ) { _, call throws(EvaluationError) in
            call.skip("capInsets", "resizingMode")
            try call.list.finish()
            switch call.node {
            case .asset(let image, _): return .asset(image, resizable: true)
            case .image: return .modified(call.node, .resizableSymbol)
            // `Image("")`, which draws nothing, stretched: still nothing.
            case .empty: return .empty
            default: throw EvaluationError(location: call.at, message: ".resizable() applies to an Image")
            }
        },
        ModifierDeclaration("scaledToFit", ["scaledToFit()"], "aspectRatio(contentMode: .fit)") {
            _, call throws(EvaluationError) in try call.wrap(.aspectRatio(nil, fill: false))
        },
        ModifierDeclaration("scaledToFill", ["scaledToFill()"], "aspectRatio(contentMode: .fill)") {
            _, call throws(EvaluationError) in try call.wrap(.aspectRatio(nil, fill: true))
        },
        ModifierDeclaration(
            "overlay",
            [
                "overlay(alignment: Alignment = .center, content: () -> V)",
                "overlay(_ overlay: V, alignment: Alignment)",
            ],
            "a view over this one, offered its size, placed by the alignment"
        ) { e, call throws(EvaluationError) in
            let (other, alignment) = try e.secondaryView(&call)
            return try call.wrap(.overlay(other, alignment: alignment))
        },
        ModifierDeclaration(
            "background",
            [
                "background(alignment: Alignment = .center, content: () -> V)", "background(_ style: S, in shape: S)",
                "background(_ background: V, alignment: Alignment)",
            ],
            "a view or shape style under this one, offered its size"
        ) { e, call throws(EvaluationError) in
            if let shapeArgument = call.list.take("in") {
                // `.background(.blue, in: Capsule())`: the style fills the shape.
                let style = try call.list.required(nil)
                call.skip("fillStyle")
                let s = try e.shape(shapeArgument.value, at: shapeArgument.location)
                let fill = try e.shapeStyle(style.value, at: style.location)
                let filled = ViewNode.shape(s, .fill(fill.fill, innerShadows: fill.innerShadows))
                return try call.wrap(.background(Evaluator.casting(fill.dropShadows, from: filled), alignment: .center))
            }
            let (other, alignment) = try e.secondaryView(&call)
            return try call.wrap(.background(other, alignment: alignment))
        },
        ModifierDeclaration("clipped", ["clipped(antialiased: Bool = false)"], "clips the drawing to the frame") {
            _, call throws(EvaluationError) in
            call.skip("antialiased")
            return try call.wrap(.clipShape(.rectangle))
        },
        ModifierDeclaration(
            "ignoresSafeArea",
            ["ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)"],
            "the view reaches under the navigation bar and to the screen's edges on the edges named"
        ) { e, call throws(EvaluationError) in try e.ignoresSafeArea(&call, edgesLabel: "edges") },
        ModifierDeclaration(
            "edgesIgnoringSafeArea", ["edgesIgnoringSafeArea(_ edges: Edge.Set)"], "ignoresSafeArea(edges:)"
        ) { e, call throws(EvaluationError) in try e.ignoresSafeArea(&call, edgesLabel: nil) },
        ModifierDeclaration(
            "safeAreaInset",
            [
                "safeAreaInset(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, content:)",
                "safeAreaInset(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, content:)",
            ],
            "the content at that edge, the view laid out in the room left beside it (a bar under a list)"
        ) { e, call throws(EvaluationError) in try e.safeAreaInset(&call) },
        ModifierDeclaration(
            "safeAreaPadding",
            [
                "safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)",
                "safeAreaPadding(_ insets: EdgeInsets)",
            ],
            "the view laid out inside that much more room at its edges (16 points by default), as padding"
        ) { e, call throws(EvaluationError) in
            let insets = try e.paddingInsets(&call.list, at: call.at)
            return try call.wrap(.padding(insets))
        },
        ModifierDeclaration(
            "coordinateSpace", ["coordinateSpace(name: AnyHashable)", "coordinateSpace(_ name: NamedCoordinateSpace)"],
            "names a space for GeometryProxy.frame(in:); frames are read in the screen's space"
        ) { _, call throws(EvaluationError) in
            call.skip(nil, "name")
            return try call.unchanged()
        },
    ]
}

extension Evaluator {
    /// `.overlay { … }`, `.overlay(view, alignment:)`, `.background(Color.red)`: the other view and its alignment.
    func secondaryView(_ call: inout ModifierCall) throws(EvaluationError) -> (ViewNode, UnitPoint) {
        let alignment = try call.list.take("alignment").map { a throws(EvaluationError) in
            try unitPoint(a.value, at: a.location)
        }
        let content = try call.list.required(nil, or: "content")
        call.skip("ignoresSafeAreaEdges")
        // Several views in the braces are layered, as a ZStack of the overlay's alignment layers them: each
        // offered the whole size and placed by the alignment.
        // The closure runs once: its views are what it built (a false `if` and nothing else, no view).
        if case .closure(let closure) = content.value {
            let layers = try children(closure)
            let layered: ViewNode =
                switch layers.count {
                case 0: .empty
                case 1: layers[0]
                default: .stack(.z, spacing: nil, alignment: alignment ?? .center, layers)
                }
            return (Placeholder.unnamed(layered), alignment ?? .center)
        }
        return (Placeholder.unnamed(try view(content.value, at: content.location)), alignment ?? .center)
    }

    /// `.safeAreaInset(edge: .bottom) { bar }`: the bar at that edge, as wide (or tall) as the view, and
    /// the view in the room beside it, `spacing` apart: a stack of the two, the bar first at the top or
    /// the leading edge.
    fileprivate func safeAreaInset(_ call: inout ModifierCall) throws(EvaluationError) -> ViewNode {
        let edge = try call.list.required("edge", or: nil)
        guard case .implicitMember(let name, _) = edge.value, ["top", "bottom", "leading", "trailing"].contains(name)
        else {
            throw EvaluationError(
                location: edge.location, message: "safeAreaInset's edge is .top, .bottom, .leading or .trailing")
        }
        let alignment = try call.list.take("alignment").map { a throws(EvaluationError) in
            try unitPoint(a.value, at: a.location)
        }
        let spacing = try call.length("spacing", "the spacing") ?? 0
        let content = try call.list.required(nil, or: "content")
        try call.list.finish()
        let bar = try view(content.value, at: content.location)
        let vertical = name == "top" || name == "bottom"
        // The bar spans the view across the edge, its content aligned in it.
        let spanning = ViewNode.modified(
            bar,
            .flexibleFrame(
                FlexibleFrame(
                    minWidth: nil, maxWidth: vertical ? .infinity : nil, minHeight: nil,
                    maxHeight: vertical ? nil : .infinity, alignment: alignment ?? .center)))
        let first = name == "top" || name == "leading"
        let children = first ? [spanning, call.node] : [call.node, spanning]
        return .stack(vertical ? .v : .h, spacing: spacing, alignment: .center, children)
    }

    fileprivate func ignoresSafeArea(_ call: inout ModifierCall, edgesLabel: String?) throws(EvaluationError)
        -> ViewNode
    {
        var edges: Set<String> = ["top", "leading", "bottom", "trailing"]
        if edgesLabel != nil {
            // `.ignoresSafeArea(.container, edges: .top)`, `.ignoresSafeArea(.keyboard)`.
            if let region = call.list.take(nil), case .implicitMember("keyboard", _) = region.value {
                // The keyboard is never up in a preview: nothing changes.
                call.skip("edges")
                return try call.unchanged()
            }
        }
        if let given = call.list.take(edgesLabel) {
            edges = try self.edges(given.value, at: given.location)
        }
        return try call.wrap(.ignoresSafeArea(edges: edges))
    }

    fileprivate func frame(_ call: inout ModifierCall) throws(EvaluationError) -> ViewNode {
        let bounds = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        if bounds.contains(where: { call.list.labels.contains($0) }) {
            func bound(_ label: String) throws(EvaluationError) -> Double? {
                // `maxWidth: nil`, as SwiftUI's optional parameters take it: not given.
                guard let a = call.list.take(label), !a.value.isNil else { return nil }
                if case .implicitMember("infinity", _) = a.value, label.hasPrefix("max") { return .infinity }
                // `maxWidth: .infinity - 40` is still infinite in Swift: all the room there is.
                if label.hasPrefix("max"), a.value.numeric == .infinity { return .infinity }
                return max(0, try Convert.length(a.value, at: a.location, label))
            }
            var frame = FlexibleFrame(
                minWidth: try bound("minWidth"), maxWidth: try bound("maxWidth"), minHeight: try bound("minHeight"),
                maxHeight: try bound("maxHeight"), alignment: .center)
            frame.idealWidth = try bound("idealWidth")
            frame.idealHeight = try bound("idealHeight")
            if let a = call.list.take("alignment") { frame.alignment = try unitPoint(a.value, at: a.location) }
            return try call.wrap(.flexibleFrame(frame))
        }
        let width = try call.length("width", "the width").map { max(0, $0) }
        let height = try call.length("height", "the height").map { max(0, $0) }
        let alignment = try call.list.take("alignment").map { a throws(EvaluationError) in
            try unitPoint(a.value, at: a.location)
        }
        return try call.wrap(.frame(width: width, height: height, alignment: alignment ?? .center))
    }

    /// `.padding()`, `.padding(8)`, `.padding(.horizontal, 8)`, `.padding([.top, .leading], 8)`,
    /// `.padding(EdgeInsets(…))`.
    /// `EdgeInsets(top:leading:bottom:trailing:)`'s edges (each 0 when not given), as a labelled tuple.
    func edgeInsets(_ list: inout ArgumentList) throws(EvaluationError) -> [TupleElement] {
        var elements: [TupleElement] = []
        for edge in ["top", "leading", "bottom", "trailing"] {
            let a = list.take(edge)
            let n = try a.map { a throws(EvaluationError) in try Convert.length(a.value, at: a.location, edge) } ?? 0
            elements.append(TupleElement(label: edge, value: .number(n)))
        }
        return elements
    }

    func paddingInsets(_ list: inout ArgumentList, at: SourceLocation) throws(EvaluationError) -> EdgeInsets {
        var first = list.take(nil)
        if let given = first, case .implicitCall("init", let arguments, let at) = given.value {
            // `.init(top:leading:bottom:trailing:)` where EdgeInsets goes.
            var inner = ArgumentList(arguments, callee: "EdgeInsets", at: at)
            first = EvaluatedArgument(label: nil, value: .tuple(try edgeInsets(&inner)), location: given.location)
        }
        var edges: Set<String> = ["top", "leading", "bottom", "trailing"]
        if let given = first, case .tuple(let elements) = given.value {
            var insets = EdgeInsets()
            for element in elements {
                let n = try Convert.length(element.value, at: given.location, "the padding")
                switch element.label {
                case "top": insets.top = n
                case "leading": insets.leading = n
                case "bottom": insets.bottom = n
                case "trailing": insets.trailing = n
                default: break
                }
            }
            return insets
        }
        if case .implicitMember(let name, let memberAt)? = first?.value,
            !["all", "horizontal", "vertical", "top", "leading", "bottom", "trailing"].contains(name),
            let length = try lengthStatic(name, at: memberAt)
        {
            // `.padding(.marginSmall)`: a length the module's `extension CGFloat` declares.
            first = EvaluatedArgument(label: nil, value: length, location: memberAt)
        }
        if let edgeArgument = first, edgeArgument.value.numeric != nil {
            // `.padding(8)`: all edges.
        } else if let edgeArgument = first {
            edges = try self.edges(edgeArgument.value, at: edgeArgument.location)
            first = list.take(nil)
        }
        let amount =
            try first.map { a throws(EvaluationError) in try Convert.length(a.value, at: a.location, "the padding") }
            ?? 16
        var insets = EdgeInsets()
        if edges.contains("top") { insets.top = amount }
        if edges.contains("leading") { insets.leading = amount }
        if edges.contains("bottom") { insets.bottom = amount }
        if edges.contains("trailing") { insets.trailing = amount }
        return insets
    }

    /// A static length of the module's `extension CGFloat` (or `Double`) named as `.name`; nil if none.
    func lengthStatic(_ name: String, at location: SourceLocation) throws(EvaluationError) -> Value? {
        for type in ["CGFloat", "Double", "Float", "Int"] {
            guard let declaration = try program.staticMember(name, of: type), declaration.isStatic else { continue }
            let value = try staticValue(declaration, of: type)
            if value.numeric != nil { return value }
        }
        return nil
    }

    func edges(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> Set<String> {
        switch value {
        case .implicitMember(let name, let at):
            switch name {
            case "all": return ["top", "leading", "bottom", "trailing"]
            case "horizontal": return ["leading", "trailing"]
            case "vertical": return ["top", "bottom"]
            case "top", "leading", "bottom", "trailing": return [name]
            default: throw EvaluationError(location: at, message: "'.\(name)' is not an edge")
            }
        case .array(let values):
            var all: Set<String> = []
            for v in values { all.formUnion(try edges(v, at: location)) }
            return all
        default:
            throw EvaluationError(location: location, message: "expected edges or a length, got \(value.kindName)")
        }
    }
}
