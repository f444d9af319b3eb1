import Raster
import Style
import UI

/// A screen as one tree. The evaluated views are measured and placed by one layout, the interpreter's
/// (SwiftUI's proposal protocol, `ViewNode+Layout`), drawn by `ViewNode+Draw`, and handed to the UI
/// already placed: the UI only presses, drags, types into and draws the controls where layout put
/// them. Any modifier wraps any view, controls included: an effect around a Button draws the Button's
/// style through it (`View.effect`), and the Button takes the pointer where the effect draws it.
extension ScreenConversion {
    /// The screen's view: its controls made first, with the styles around them, so that layout
    /// measures them by what they draw; then laid out for the room the UI gives it.
    mutating func screen(_ node: ViewNode) throws(EvaluationError) -> View {
        let resolved = try resolvingControls(node)
        let snapshot = Unchecked(self)
        // The screen's text measurements, shared by measuring and placing.
        let lines = Unchecked(TextLineCache())
        let cache = ScreenLayoutCache(state: context.state)
        return .laidOut(
            { offer in
                cache.size(for: offer) {
                    var environment = snapshot.value.drawEnvironment
                    environment.textLines = lines.value
                    return resolved.size(proposed: ProposedSize(offer: offer), in: environment)
                }
            },
            { rect in
                cache.placed(in: rect) {
                    var placement = snapshot.value
                    placement.evaluator = Evaluator(program: placement.program, screen: placement.context)
                    var environment = placement.drawEnvironment
                    environment.textLines = lines.value
                    // The root view at the size it chooses, centred in the room, as an app's root view is.
                    let size = resolved.size(
                        proposed: ProposedSize(width: rect.width, height: rect.height), in: environment)
                    let frame = ViewNode.place(size, in: rect, alignment: .center)
                    return .group(placement.placing(resolved, in: frame, environment))
                }
            })
    }

    /// `node` with every control made into the UI's (`ControlNode.resolved`) with the styles, fonts and
    /// state around it, counted in the order of the tree. A `GeometryReader`'s content is made when it
    /// is placed, for its size.
    mutating func resolvingControls(_ node: ViewNode) throws(EvaluationError) -> ViewNode {
        guard node.containsControl else { return node }
        switch node {
        case .control(var control):
            control.resolved = ResolvedControl(view: try self.control(control), metrics: metrics)
            return .control(control)
        case .stack(let kind, let spacing, let alignment, let children):
            let outer = stackAxis
            stackAxis = kind
            defer { stackAxis = outer }
            var resolved: [ViewNode] = []
            for child in children { resolved.append(try resolvingControls(child)) }
            return .stack(kind, spacing: spacing, alignment: alignment, resolved)
        case .grid(var grid):
            var cells: [ViewNode] = []
            for cell in grid.cells { cells.append(try resolvingControls(cell)) }
            grid.cells = cells
            return .grid(grid)
        case .alignedGrid(let grid):
            return .alignedGrid(try grid.mapViews { (cell) throws(EvaluationError) in try resolvingControls(cell) })
        case .list(let list):
            let outer = isInList
            isInList = true
            defer { isInList = outer }
            return .list(try list.mapViews { (view) throws(EvaluationError) in try resolvingControls(view) })
        case .customLayout(var layout):
            var subviews: [ViewNode] = []
            for subview in layout.subviews { subviews.append(try resolvingControls(subview)) }
            layout.subviews = subviews
            return .customLayout(layout)
        case .modified(let child, let modifier):
            var inner = self
            defer { adoptCounts(of: inner) }
            inner.entering(modifier)
            let content = try inner.resolvingControls(child)
            switch modifier {
            case .background(let other, let alignment):
                return .modified(content, .background(try inner.resolvingControls(other), alignment: alignment))
            case .overlay(let other, let alignment):
                return .modified(content, .overlay(try inner.resolvingControls(other), alignment: alignment))
            case .toolbar(let items):
                var resolved: [ToolbarItem] = []
                for var item in items {
                    item.content = try inner.resolvingControls(item.content)
                    resolved.append(item)
                }
                return .modified(content, .toolbar(resolved))
            default:
                return .modified(content, modifier)
            }
        default:
            return node
        }
    }

    /// The UI's views for `node` placed in `rect`, in drawing order: a part without controls is its
    /// draw commands; a control is the UI's, in its frame; an effect around controls wraps them all.
    mutating func placing(_ node: ViewNode, in rect: Rect, _ environment: DrawEnvironment) -> [View] {
        guard node.containsControl else { return [.commands(node.draw(in: rect, environment))] }
        switch node {
        case .control(let control):
            guard let resolved = control.resolved else { return [.commands(control.label.draw(in: rect, environment))] }
            return [.positioned(rect, resolved.view)]
        case .stack(let kind, let spacing, let alignment, let children):
            var inner = environment
            inner.stackAxis = kind
            let outer = stackAxis
            stackAxis = kind
            defer { stackAxis = outer }
            let frames = ViewNode.stackFrames(kind, spacing: spacing, alignment: alignment, children, in: rect, inner)
            inner.stackGuide = nil
            var views: [View] = []
            for index in ViewNode.drawingOrder(children) {
                views += placing(children[index], in: frames[index], inner)
            }
            return views
        case .grid(let grid):
            return placing(grid.lowered(length: grid.isVertical ? rect.width : rect.height), in: rect, environment)
        case .alignedGrid(let grid):
            return placing(grid.lowered(width: rect.width, in: environment), in: rect, environment)
        case .list(let list):
            return placing(list.lowered(width: rect.width, in: environment), in: rect, environment)
        case .customLayout(let layout):
            let frames = layout.frames(in: rect, environment)
            var views: [View] = []
            for index in ViewNode.drawingOrder(layout.subviews) {
                views += placing(layout.subviews[index], in: frames[index], environment)
            }
            return views
        case .geometry(let reader):
            return [placingGeometry(reader, in: rect, environment)]
        case .modified(let child, let modifier):
            var inner = self
            defer { adoptCounts(of: inner) }
            return inner.placing(child, modifier, in: rect, environment)
        default:
            return [.commands(node.draw(in: rect, environment))]
        }
    }

    /// `child.modifier` placed in `rect`: as `ViewNode+Draw` draws it, with the controls inside placed
    /// where it would draw them.
    private mutating func placing(
        _ child: ViewNode, _ modifier: ViewModifier, in rect: Rect, _ environment: DrawEnvironment
    ) -> [View] {
        if case .gesture(let attachment) = modifier {
            return [placingGesture(child, attachment, in: rect, environment)]
        }
        if case .scrollContent(let horizontal, let vertical) = modifier {
            return [placingScrollView(child, horizontal: horizontal, vertical: vertical, in: rect, environment)]
        }
        if case .viewThatFits(let horizontal, let vertical) = modifier {
            let chosen = ViewNode.fittingChoice(
                child, horizontal: horizontal, vertical: vertical,
                proposed: ProposedSize(width: rect.width, height: rect.height), environment)
            return placing(chosen, in: rect, environment)
        }
        entering(modifier)
        if let frame = ViewNode.childRect(child, modifier, in: rect, environment) {
            return placing(child, in: frame, environment)
        }
        if let changed = environment.applying(modifier) { return placing(child, in: rect, changed) }
        if ViewNode.viewportClipsNothing(child, modifier, in: rect, environment) {
            return placing(child, in: rect, environment)
        }
        switch modifier {
        case .background(let other, let alignment):
            let under = placing(other, in: ViewNode.secondaryRect(other, alignment, in: rect, environment), environment)
            return under + placing(child, in: rect, environment)
        case .overlay(let other, let alignment):
            let content = placing(child, in: rect, environment)
            return content
                + placing(other, in: ViewNode.secondaryRect(other, alignment, in: rect, environment), environment)
        case .toolbar:
            // Outside a navigation container its items show nowhere, and take no presses.
            return placing(child, in: rect, environment)
        default:
            let content = placing(child, in: rect, environment)
            let shared = Unchecked(environment)
            let effect = ViewEffect(transform: ViewNode.effectTransform(modifier, in: rect)) { drawn in
                ViewNode.effect(modifier, on: drawn, in: rect, shared.value) ?? drawn
            }
            return [.effect(effect, .group(content))]
        }
    }

    /// A `ScrollView`'s viewport `rect` and its content, moved by how far it was scrolled: the wheel over
    /// it scrolls it 40 points a step, a drag on it (not on a control inside) follows the pointer. The
    /// offset is the screen's state, kept by the ScrollView's place among the screen's ScrollViews, so a
    /// reload keeps it; it stays between the content's top and its end at the viewport's bottom.
    private mutating func placingScrollView(
        _ child: ViewNode, horizontal: Bool, vertical: Bool, in rect: Rect, _ environment: DrawEnvironment
    ) -> View {
        let key = "ScrollView \(nextOrdinal("scroll"))"
        let modifier = ViewModifier.scrollContent(horizontal: horizontal, vertical: vertical)
        let unscrolled = ViewNode.childRect(child, modifier, in: rect, environment) ?? rect
        let limit = (
            x: horizontal ? max(0, unscrolled.width - rect.width) : 0,
            y: vertical ? max(0, unscrolled.height - rect.height) : 0
        )
        let state = context.state
        let offset = { @Sendable () -> (x: Double, y: Double) in
            func read(_ axis: String, _ limit: Double) -> Double {
                guard case .number(let value)? = state.value("\(key).\(axis)"), value.isFinite else { return 0 }
                return min(max(value, 0), limit)
            }
            return (read("x", limit.x), read("y", limit.y))
        }
        let now = offset()
        let content = placing(child, in: unscrolled.offsetBy(dx: -now.x, dy: -now.y), environment)
        let scrollTo: @Sendable (Double, Double) -> Void = { x, y in
            if horizontal { state.set("\(key).x", .number(min(max(x, 0), limit.x))) }
            if vertical { state.set("\(key).y", .number(min(max(y, 0), limit.y))) }
        }
        // Where a drag began, kept with the offset: the region is made anew every frame, and a drag
        // lasts many.
        let dragStart = { @Sendable () -> (x: Double, y: Double) in
            func read(_ axis: String) -> Double {
                guard case .number(let value)? = state.value("\(key).dragStart.\(axis)") else { return 0 }
                return value
            }
            return (read("x"), read("y"))
        }
        let item = GestureItem(
            key, isEnabled: limit.x > 0 || limit.y > 0,
            onEvent: { event in
                switch event.phase {
                case .began:
                    let at = offset()
                    state.set("\(key).dragStart.x", .number(at.x))
                    state.set("\(key).dragStart.y", .number(at.y))
                case .moved, .ended:
                    let from = dragStart()
                    scrollTo(
                        from.x - (event.location.x - event.startLocation.x),
                        from.y - (event.location.y - event.startLocation.y))
                case .held, .cancelled:
                    break
                }
            },
            onScroll: { steps in
                let at = offset()
                // The wheel scrolls a vertical view down and up; a horizontal one alone sideways.
                if vertical { scrollTo(at.x, at.y - steps * 40) } else { scrollTo(at.x - steps * 40, at.y) }
            })
        var layers = content
        if vertical, now.y > 0, case .modified(_, .scrollEdge(let top)) = child.unmarked, top > 0 {
            layers.append(
                .commands(Self.barMaterial(over: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: top))))
        }
        return .positioned(rect, .gesture(item, .group(layers)))
    }

    /// What covers content scrolled under the bars, as iOS's bars turn from clear to a material once
    /// something scrolls under them: the system background, nearly opaque (iOS blurs what shows
    /// through; here it is dimmed), over a hairline at its foot.
    private static func barMaterial(over rect: Rect) -> [DrawCommand] {
        let background = Builtins.systemColors["systemBackground"] ?? .white
        let line = Rect(x: rect.minX, y: rect.maxY - ViewNode.hairline, width: rect.width, height: ViewNode.hairline)
        return [
            .fill(Rectangle(), in: rect, .color(background.opacity(0.94))),
            .fill(Rectangle(), in: line, .color(ViewNode.separator)),
        ]
    }

    /// A `GeometryReader` whose content holds controls or gestures: its content made for the room it
    /// takes, then placed at its top-leading corner as SwiftUI places it. The controls inside count
    /// from 1 in a scope of their own, so their keys stay put whatever the reader's size.
    private mutating func placingGeometry(_ reader: GeometryContent, in rect: Rect, _ environment: DrawEnvironment)
        -> View
    {
        let scope = "geometry \(nextOrdinal("geometry"))"
        var inner = self
        inner.restartCounts()
        do throws(EvaluationError) {
            let node = try inner.resolvingControls(try reader.content(in: rect).get())
            let size = node.size(proposed: ProposedSize(width: rect.width, height: rect.height), in: environment)
            let frame = Rect(x: rect.minX, y: rect.minY, width: size.width, height: size.height)
            return .scope(scope, .group(inner.placing(node, in: frame, environment)))
        } catch {
            let place = error.location.map { "\($0.line):\($0.column): " } ?? ""
            return .positioned(
                rect, .text("\(path):\(place)\(error.message)", font: .caption, color: Color(r8: 150, g8: 30, b8: 30)))
        }
    }
}

extension ProposedSize {
    /// The UI's offer as a proposal: an unbounded length is no offer on that axis (the view's ideal).
    init(offer: Size) {
        self.init(
            width: offer.width.isFinite ? offer.width : nil, height: offer.height.isFinite ? offer.height : nil)
    }
}

/// A value carried into the UI's layout, which calls its closures in the same frame on the thread that
/// made them (the evaluator and the text metrics are not `Sendable`).
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
