import Raster
import Style

/// One frame's layout: sizes bottom-up, frames top-down, and the drawing order.
public struct Layout {
    struct Placed {
        let id: ControlID
        let key: String
        let frame: Rect
        let hitShape: Path
        let contentShape: AnyInsettableShape
        let label: Label
        let isEnabled: Bool
        let styleName: String
        let animation: Animation
        let item: ControlItem
        /// Where the controls inside it are in the frame's list: a gesture region's content.
        var descendants: Range<Int> = 0..<0
        /// From the frame's points to the control's own (`frame`'s), under the effects around it
        /// that move what they draw (a scale, a rotation); nil where none does.
        var toLocal: AffineTransform?

        /// Whether a point is on the control: inside its content shape by the shape's own fill rule
        /// (the hole of an even-odd ring is not the control), where the effects around it drew it.
        func hits(_ p: Point) -> Bool { hitShape.contains(local(p), fillRule: contentShape.fillRule) }

        /// A point of the frame in the control's own points: where a slider's knob or a gesture reads it.
        func local(_ p: Point) -> Point { toLocal?.apply(p) ?? p }
    }
    enum Item {
        case commands([DrawCommand])
        case control(Int)
        /// The commands from here to the matching `endEffect` go through the effect.
        case beginEffect
        case endEffect(@Sendable ([DrawCommand]) -> [DrawCommand])
    }

    let metrics: TextMetrics & Sendable
    var items: [Item] = []
    var controls: [Placed] = []
    /// The effects' transforms around the view being placed, composed (content to frame).
    private var transform: AffineTransform?

    public init(metrics: TextMetrics & Sendable) { self.metrics = metrics }

    /// The natural size of a view (proposed size only matters to `fill` and `background`).
    public func size(of view: View, proposed: Size) -> Size {
        switch view {
        case .vstack(let spacing, _, let children):
            return StackAxis.vertical.stackSize(
                of: stackSizes(children, along: .vertical, spacing: spacing, proposed: proposed), spacing: spacing)
        case .hstack(let spacing, _, let children):
            return StackAxis.horizontal.stackSize(
                of: stackSizes(children, along: .horizontal, spacing: spacing, proposed: proposed), spacing: spacing)
        case .zstack(_, let children):
            let sizes = children.map { size(of: $0, proposed: proposed) }
            return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        case .padding(let e, let child):
            // The child is offered what is left inside the padding, as SwiftUI does: a view that takes
            // all it is offered stays inside.
            let inner = Size(width: max(0, proposed.width - e.horizontal), height: max(0, proposed.height - e.vertical))
            let s = size(of: child, proposed: inner)
            return Size(width: s.width + e.horizontal, height: s.height + e.vertical)
        case .frame(let width, let height, _, let child):
            let s = size(of: child, proposed: proposed)
            return Size(width: width ?? s.width, height: height ?? s.height)
        case .offset(_, _, let child), .scope(_, let child), .overlay(let child, _, _), .underlay(let child, _, _),
            .gesture(_, let child):
            return size(of: child, proposed: proposed)
        case .background, .geometryReader:
            return proposed
        case .fill(_, let horizontally, let vertically, let child):
            guard !(horizontally && vertically) else { return proposed }
            let s = size(of: child, proposed: proposed)
            return Size(width: horizontally ? proposed.width : s.width, height: vertically ? proposed.height : s.height)
        case .button(let item):
            return item.style.size(for: ButtonConfiguration(label: item.label, isPressed: false, metrics: metrics))
        case .toggle(let item):
            return item.style.size(
                for: ToggleConfiguration(
                    button: ButtonConfiguration(label: item.label, isPressed: false, metrics: metrics),
                    isOn: item.isOn.wrappedValue)
            )
        case .slider(let item):
            return Size(width: item.width ?? Self.offered(proposed.width), height: item.style.height)
        case .picker(let item):
            let least = item.style.size(options: item.options, metrics: metrics)
            guard item.style.fillsWidth else { return least }
            return Size(width: max(least.width, Self.offered(proposed.width)), height: least.height)
        case .textField(let item):
            let line = metrics.size(of: "Xg", font: item.font).height
            return item.style.size(lineHeight: line, width: item.width ?? proposed.width)
        case .progress(_, let width, let style):
            return Size(width: width ?? Self.offered(proposed.width), height: style.height)
        case .text(let string, let font, _):
            return metrics.size(of: string, font: font)
        case .spacer(let length):
            return Size(width: length, height: length)
        case .flexibleSpacer(let minimum):
            // Alone (not in a stack, which shares its length out), the least it may be.
            return Size(width: minimum, height: minimum)
        case .drawing(let s, _):
            return s
        case .measuredDrawing(let measure, _), .laidOut(let measure, _):
            return measure(proposed)
        case .positioned(let rect, _):
            return rect.size
        case .effect(_, let child):
            return size(of: child, proposed: proposed)
        case .commands, .group, .empty:
            return .zero
        }
    }

    /// Places `view` in `rect` (points), moved by `offset` when drawn.
    mutating func place(_ view: View, in rect: Rect, offset: Point, scope: UInt64, path: String) {
        switch view {
        case .vstack(let spacing, let alignment, let children):
            placeStack(
                children, along: .vertical, spacing: spacing, alignment: alignment.crossAlignment, in: rect,
                offset: offset, scope: scope, path: path)
        case .hstack(let spacing, let alignment, let children):
            placeStack(
                children, along: .horizontal, spacing: spacing, alignment: alignment.crossAlignment, in: rect,
                offset: offset, scope: scope, path: path)
        case .zstack(let alignment, let children):
            for child in children {
                place(
                    child, in: alignment.place(size(of: child, proposed: rect.size), in: rect), offset: offset,
                    scope: scope, path: path)
            }
        case .padding(let e, let child):
            let inner = Rect(
                x: rect.minX + e.leading, y: rect.minY + e.top, width: max(0, rect.width - e.horizontal),
                height: max(0, rect.height - e.vertical))
            place(child, in: inner, offset: offset, scope: scope, path: path)
        case .frame(_, _, let alignment, let child):
            place(
                child, in: alignment.place(size(of: child, proposed: rect.size), in: rect), offset: offset,
                scope: scope, path: path)
        case .offset(let x, let y, let child):
            place(child, in: rect, offset: Point(x: offset.x + x, y: offset.y + y), scope: scope, path: path)
        case .overlay(let content, let alignment, let overlay):
            place(content, in: rect, offset: offset, scope: scope, path: path)
            place(
                overlay, in: alignment.place(size(of: overlay, proposed: rect.size), in: rect), offset: offset,
                scope: scope, path: path)
        case .underlay(let content, let alignment, let underlay):
            place(
                underlay, in: alignment.place(size(of: underlay, proposed: rect.size), in: rect), offset: offset,
                scope: scope, path: path)
            place(content, in: rect, offset: offset, scope: scope, path: path)
        case .background(let draw, let child):
            items.append(.commands(draw(rect.offsetBy(dx: offset.x, dy: offset.y))))
            place(child, in: rect, offset: offset, scope: scope, path: path)
        case .fill(let alignment, _, _, let child):
            place(
                child, in: alignment.place(size(of: child, proposed: rect.size), in: rect), offset: offset,
                scope: scope, path: path)
        case .scope(let name, let child):
            place(
                child, in: rect, offset: offset, scope: ControlID(name, seed: scope).raw,
                path: path.isEmpty ? name : "\(path)/\(name)")
        case .button(let item):
            addControl(.button(item), rect: rect, offset: offset, scope: scope, path: path)
        case .toggle(let item):
            addControl(.toggle(item), rect: rect, offset: offset, scope: scope, path: path)
        case .slider(let item):
            addControl(.slider(item), rect: rect, offset: offset, scope: scope, path: path)
        case .picker(let item):
            addControl(.picker(item), rect: rect, offset: offset, scope: scope, path: path)
        case .geometryReader(let make):
            let content = make(rect.size)
            let size = size(of: content, proposed: rect.size)
            place(
                content, in: Rect(x: rect.minX, y: rect.minY, width: size.width, height: size.height), offset: offset,
                scope: scope, path: path)
        case .gesture(let item, let content):
            // Placed before its content, a control inside is hit first (it is later in the list);
            // after it, the gesture wins.
            let first = controls.count
            if !item.isOverContent { addControl(.gesture(item), rect: rect, offset: offset, scope: scope, path: path) }
            let inside = controls.count
            place(content, in: rect, offset: offset, scope: scope, path: path)
            let end = controls.count
            if item.isOverContent { addControl(.gesture(item), rect: rect, offset: offset, scope: scope, path: path) }
            controls[item.isOverContent ? end : first].descendants = inside..<end
        case .textField(let item):
            addControl(.textField(item), rect: rect, offset: offset, scope: scope, path: path)
        case .progress(let fraction, _, let style):
            items.append(.commands(style.makeBody(fraction: fraction, in: rect.offsetBy(dx: offset.x, dy: offset.y))))
        case .text(let string, let font, let color):
            let s = metrics.size(of: string, font: font)
            let origin = Point(x: rect.midX - s.width / 2 + offset.x, y: rect.midY - s.height / 2 + offset.y)
            items.append(.commands([.text(string, font: font, color: color, origin: origin)]))
        case .drawing(_, let draw), .measuredDrawing(_, let draw):
            items.append(.commands(draw(rect.offsetBy(dx: offset.x, dy: offset.y))))
        case .commands(let commands):
            items.append(.commands(commands))
        case .laidOut(_, let make):
            // Its content is in the frame's points already: the offset is in the rect it is made for.
            let placed = rect.offsetBy(dx: offset.x, dy: offset.y)
            place(make(placed), in: placed, offset: .zero, scope: scope, path: path)
        case .positioned(let frame, let child):
            place(child, in: frame, offset: offset, scope: scope, path: path)
        case .group(let children):
            for child in children { place(child, in: rect, offset: offset, scope: scope, path: path) }
        case .effect(let effect, let child):
            let outer = transform
            if let t = effect.transform { transform = outer.map { t.concatenating($0) } ?? t }
            items.append(.beginEffect)
            place(child, in: rect, offset: offset, scope: scope, path: path)
            items.append(.endEffect(effect.wrap))
            transform = outer
        case .spacer, .flexibleSpacer, .empty:
            break
        }
    }

    /// A stack's children, each in its own frame one after another along `axis`.
    private mutating func placeStack(
        _ children: [View], along axis: StackAxis, spacing: Double, alignment: StackAxis.CrossAlignment, in rect: Rect,
        offset: Point, scope: UInt64, path: String
    ) {
        let sizes = stackSizes(children, along: axis, spacing: spacing, proposed: rect.size)
        let frames = axis.frames(of: sizes, spacing: spacing, alignment: alignment, in: rect)
        for (child, frame) in zip(children, frames) {
            place(child, in: frame, offset: offset, scope: scope, path: path)
        }
    }

    /// What a view that takes the width offered is when the offer is unbounded: SwiftUI's default
    /// width for a bar or a slider with nothing to fill.
    static func offered(_ length: Double) -> Double { length.isFinite ? max(0, length) : 200 }

    /// Each child's size in a stack offered `proposed`. The children that take the length they are
    /// offered along the stack (a `Spacer`, a `Slider` or field without a width, a view that fills)
    /// share what the others leave, as SwiftUI's stacks share their length; the others are offered
    /// the whole proposal.
    func stackSizes(_ children: [View], along axis: StackAxis, spacing: Double, proposed: Size) -> [Size] {
        let flexible = children.map { Self.isFlexible($0, along: axis) }
        let length = axis.length(of: proposed)
        guard flexible.contains(true), length.isFinite else { return children.map { size(of: $0, proposed: proposed) } }
        var sizes = [Size](repeating: Size(width: 0, height: 0), count: children.count)
        var used = spacing * Double(max(children.count - 1, 0))
        for (i, child) in children.enumerated() where !flexible[i] {
            sizes[i] = size(of: child, proposed: proposed)
            used += axis.length(of: sizes[i])
        }
        let share = max(0, length - used) / Double(flexible.filter { $0 }.count)
        let offered =
            axis == .vertical ? Size(width: proposed.width, height: share) : Size(width: share, height: proposed.height)
        for (i, child) in children.enumerated() where flexible[i] {
            if case .flexibleSpacer(let minimum) = child {
                let along = max(minimum, share)
                sizes[i] = axis == .vertical ? Size(width: 0, height: along) : Size(width: along, height: 0)
            } else {
                sizes[i] = size(of: child, proposed: offered)
            }
        }
        return sizes
    }

    /// Whether a view's width (or height) is the length it is offered.
    public static func isFlexible(_ view: View, horizontally: Bool) -> Bool {
        isFlexible(view, along: horizontally ? .horizontal : .vertical)
    }

    /// Whether a view's length along `axis` is the length it is offered.
    static func isFlexible(_ view: View, along axis: StackAxis) -> Bool {
        let horizontal = axis == .horizontal
        switch view {
        case .vstack(_, _, let children), .hstack(_, _, let children), .zstack(_, let children):
            return children.contains { isFlexible($0, along: axis) }
        case .padding(_, let child), .offset(_, _, let child), .scope(_, let child), .overlay(let child, _, _),
            .underlay(let child, _, _), .gesture(_, let child):
            return isFlexible(child, along: axis)
        case .frame(let width, let height, _, let child):
            return (horizontal ? width : height) == nil && isFlexible(child, along: axis)
        case .fill(_, let horizontally, let vertically, let child):
            return (horizontal ? horizontally : vertically) || isFlexible(child, along: axis)
        case .background, .geometryReader, .flexibleSpacer:
            return true
        case .slider(let item): return horizontal && item.width == nil
        case .textField(let item): return horizontal && item.width == nil
        case .progress(_, let width, _): return horizontal && width == nil
        case .effect(_, let child):
            return isFlexible(child, along: axis)
        case .laidOut(let measure, _):
            // Offered more along the axis, it takes more. Two large offers: a text that wraps when
            // offered little is not flexible for that.
            let small = measure(Size(width: 5000, height: 5000))
            let large = measure(Size(width: 10000, height: 10000))
            return horizontal ? large.width > small.width : large.height > small.height
        case .picker(let item): return horizontal && item.style.fillsWidth
        case .button, .toggle, .text, .spacer, .drawing, .measuredDrawing, .commands, .positioned, .group,
            .empty:
            return false
        }
    }

    private mutating func addControl(_ item: ControlItem, rect: Rect, offset: Point, scope: UInt64, path: String) {
        let frame = rect.offsetBy(dx: offset.x, dy: offset.y)
        let c = item.common
        var placed = Placed(
            id: ControlID(c.key, seed: scope), key: path.isEmpty ? c.key : "\(path)/\(c.key)", frame: frame,
            hitShape: c.contentShape.path(in: frame), contentShape: c.contentShape, label: c.label,
            isEnabled: c.isEnabled, styleName: c.styleName, animation: c.animation, item: item)
        // A transform that cannot be undone (a scale of zero) leaves the control where nothing can hit it.
        if let transform { placed.toLocal = transform.inverted ?? AffineTransform(translationX: .infinity, y: 0) }
        items.append(.control(controls.count))
        controls.append(placed)
    }
}
