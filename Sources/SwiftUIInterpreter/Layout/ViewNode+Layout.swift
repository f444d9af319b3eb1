import Raster
import Style

/// SwiftUI's layout, for the views a style draws: a parent proposes a size, the child chooses its
/// own; shapes and colours take what they are offered, labels and text keep their ideal size.
extension ViewNode {
    /// A shape's or colour's size when offered nothing (SwiftUI's default ideal size).
    static let idealFlexibleLength = 10.0

    func size(proposed p: ProposedSize, in environment: DrawEnvironment) -> Size {
        switch self {
        case .empty:
            return Size(width: 0, height: 0)
        case .label:
            if let view = environment.labelView {
                var inner = environment
                inner.labelView = nil
                return view.size(proposed: p, in: inner)
            }
            return environment.resolvedLabel.size(metrics: environment.metrics)
        case .text(let string):
            return Self.textSize(string, proposed: p, environment)
        case .styledText(let text):
            return text.size(proposed: p, in: environment)
        case .image(let image):
            let s = Label(systemImage: image, font: environment.textFont).iconSize(image)
            return Size(width: s.width * environment.imageScale, height: s.height * environment.imageScale)
        case .geometry:
            return Size(width: p.width ?? Self.idealFlexibleLength, height: p.height ?? Self.idealFlexibleLength)
        case .grid(let grid):
            return grid.lowered(length: grid.isVertical ? p.width : p.height).size(proposed: p, in: environment)
        case .alignedGrid(let grid):
            return grid.lowered(width: p.width, in: environment).size(proposed: p, in: environment)
        case .customLayout(let layout):
            return layout.size(proposed: p, in: environment)
        case .list(let list):
            return list.lowered(width: p.width, in: environment).size(proposed: p, in: environment)
        case .divider:
            // Half a point thick, as long as the stack is across (an HStack's makes it stand).
            return environment.stackAxis == .h
                ? Size(width: Self.hairline, height: p.height ?? Self.idealFlexibleLength)
                : Size(width: p.width ?? Self.idealFlexibleLength, height: Self.hairline)
        case .asset(let name, resizable: true):
            // Offered nothing, a resizable image is its natural size.
            let natural = environment.imageSize?(name)
            return Size(
                width: p.width ?? natural?.width ?? Self.idealFlexibleLength,
                height: p.height ?? natural?.height ?? Self.idealFlexibleLength)
        case .shape, .paint:
            return Size(width: p.width ?? Self.idealFlexibleLength, height: p.height ?? Self.idealFlexibleLength)
        case .spacer(let minimum):
            // Along its stack it takes what it is offered, at least its minimum; across it, nothing.
            // Outside a stack, both ways.
            let wide = environment.stackAxis != .v
            let tall = environment.stackAxis != .h
            return Size(
                width: wide ? max(minimum, p.width ?? minimum) : 0, height: tall ? max(minimum, p.height ?? minimum) : 0
            )
        case .asset(let name, resizable: false):
            return environment.imageSize?(name) ?? Size(width: 0, height: 0)
        case .control(let control):
            return control.resolved?.size(p) ?? control.label.size(proposed: p, in: environment)
        case .stack(let kind, let spacing, let alignment, let children):
            var environment = environment
            environment.stackAxis = kind
            let key = environment.stackGuide
            environment.stackGuide = nil
            let sizes = Self.layout(kind, spacing: spacing, children, proposed: p, environment)
            let gaps = kind == .z ? 0 : Self.gaps(kind, spacing: spacing, children, in: environment).reduce(0, +)
            var size = Self.union(kind, sizes, spacing: gaps)
            if let guided = Self.guidedAlignment(kind, key, alignment: alignment, children) {
                // Lined up by their guides, the children may reach further across than the longest.
                let across = Self.alignedOffsets(kind, guided, children, sizes: sizes, environment).length
                if kind == .h { size.height = across } else { size.width = across }
            }
            return size
        case .modified(let child, let modifier):
            var environment = environment
            switch modifier {
            case .padding(let insets):
                return Self.paddedSize(child, insets, proposed: p, environment)
            case .frame(let width, let height, _):
                return Self.fixedFrameSize(child, width: width, height: height, proposed: p, environment)
            case .flexibleFrame(let frame):
                return Self.flexibleFrameSize(child, frame, proposed: p, environment)
            case .aspectRatio(let ratio, let fill):
                return Self.aspectSize(child, ratio: ratio, fill: fill, proposed: p, environment)
            case .resizableSymbol:
                let s = child.size(proposed: .unspecified, in: environment)
                return Size(width: p.width ?? s.width, height: p.height ?? s.height)
            case .position:
                // It takes the room offered, the child centred at the point within it.
                let s = child.size(proposed: p, in: environment)
                return Size(width: p.width ?? s.width, height: p.height ?? s.height)
            case .fixedSize(let horizontal, let vertical):
                return Self.fixedSize(child, horizontal: horizontal, vertical: vertical, proposed: p, environment)
            case .viewThatFits(let horizontal, let vertical):
                return Self.fittingChoice(child, horizontal: horizontal, vertical: vertical, proposed: p, environment)
                    .size(proposed: p, in: environment)
            case .scrollContent(let horizontal, let vertical):
                return Self.viewportSize(child, horizontal: horizontal, vertical: vertical, proposed: p, environment)
            default:
                if let changed = environment.applying(modifier) { environment = changed }
            }
            return child.size(proposed: p, in: environment)
        }
    }

    /// `ViewThatFits`'s choice among the views of its ZStack for an offer: the first whose ideal size
    /// on the constrained axes (the others offered as they are) fits the offer there, else the last.
    static func fittingChoice(
        _ choices: ViewNode, horizontal: Bool, vertical: Bool, proposed p: ProposedSize, _ environment: DrawEnvironment
    ) -> ViewNode {
        guard case .stack(_, _, _, let children) = choices, let last = children.last else { return choices }
        for child in children.dropLast() {
            let ideal = child.size(
                proposed: ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height),
                in: environment)
            let fitsWidth = !horizontal || p.width.map { ideal.width <= $0 + 0.01 } ?? true
            let fitsHeight = !vertical || p.height.map { ideal.height <= $0 + 0.01 } ?? true
            if fitsWidth && fitsHeight { return child }
        }
        return last
    }

    /// A divider's thickness.
    static let hairline = 0.5
    /// A divider's and a list's separator colour (iOS's separator, light).
    static let separator = Color.gray.opacity(0.35)

    /// A stack's size from its children's.
    static func union(_ kind: StackKind, _ sizes: [Size], spacing: Double) -> Size {
        let widths = sizes.map(\.width)
        let heights = sizes.map(\.height)
        switch kind {
        case .z: return Size(width: widths.max() ?? 0, height: heights.max() ?? 0)
        case .h: return Size(width: widths.reduce(0, +) + spacing, height: heights.max() ?? 0)
        case .v: return Size(width: widths.max() ?? 0, height: heights.reduce(0, +) + spacing)
        }
    }

    /// `child` of `size` placed in `rect` by `alignment`.
    static func place(_ size: Size, in rect: Rect, alignment: UnitPoint) -> Rect {
        Rect(
            x: rect.minX + (rect.width - size.width) * alignment.x,
            y: rect.minY + (rect.height - size.height) * alignment.y,
            width: size.width, height: size.height)
    }

    /// Whether the view takes more room along an axis when offered more (a shape, a colour, a stack
    /// holding one); a label, a text or a fixed frame does not.
    func isFlexible(horizontally: Bool) -> Bool {
        switch self {
        case .shape, .paint, .spacer, .geometry: return true
        case .grid(let grid): return grid.isVertical == horizontally
        case .customLayout(let layout):
            // Measured, as a control is: two large offers, so wrapping subviews are not taken for flexible.
            let environment = DrawEnvironment(label: Label(""), labelColor: nil, metrics: EstimatedTextMetrics())
            let small = layout.size(proposed: ProposedSize(width: 5_000, height: 5_000), in: environment)
            let large = layout.size(proposed: ProposedSize(width: 10_000, height: 10_000), in: environment)
            return horizontally ? large.width > small.width + 0.5 : large.height > small.height + 0.5
        case .alignedGrid(let grid):
            return grid.views.contains {
                let unsized = $0.gridCellUnsizedAxes
                return !(horizontally ? unsized.horizontal : unsized.vertical)
                    && $0.isFlexible(horizontally: horizontally)
            }
        case .asset(_, let resizable): return resizable
        case .list(let list):
            // A List and a Form scroll, so they take the room offered; a Section is as wide as offered.
            return list.kind != .section || horizontally
        case .control(let control):
            return control.resolved?.isFlexible(horizontally: horizontally)
                ?? control.label.isFlexible(horizontally: horizontally)
        case .empty, .label, .text, .styledText, .image: return false
        case .divider:
            // Across the stack it is in; the layout reads flexibility without the stack, so a Divider
            // counts as the horizontal line it is in a VStack (in an HStack its width is fixed anyway).
            return horizontally
        case .stack(_, _, _, let children): return children.contains { $0.isFlexible(horizontally: horizontally) }
        case .modified(let child, let modifier):
            if case .frame(let width, let height, _) = modifier, (horizontally ? width : height) != nil { return false }
            // A maximum lets the frame follow a longer offer (up to it): it grows with its offer.
            if case .flexibleFrame(let f) = modifier, (horizontally ? f.maxWidth : f.maxHeight) != nil {
                return true
            }
            if case .position = modifier { return true }
            if case .resizableSymbol = modifier { return true }
            if case .fixedSize(let h, let v) = modifier, horizontally ? h : v { return false }
            if case .scrollContent = modifier { return true }
            return child.isFlexible(horizontally: horizontally)
        }
    }

    // MARK: - Traits

    /// `.layoutPriority(_:)` on the view itself; else a `Spacer`'s, which is below every other view's
    /// (SwiftUI's spacer layout answers -infinity), so a stack gives its other children all they need
    /// before its spacers take what is left: `HStack { Text(long); Spacer() }` wraps the text at the
    /// row's width, not half of it. A frame or padding around a spacer is a view of priority 0, as
    /// SwiftUI's own layouts answer; other modifiers leave the spacer's. 0 for any other view.
    var layoutPriority: Double {
        if let explicit = trait({ if case .layoutPriority(let p) = $0 { p } else { nil } }) { return explicit }
        var node = self
        while case .modified(let child, let modifier) = node {
            switch modifier {
            case .frame, .flexibleFrame, .padding, .aspectRatio: return 0
            default: node = child
            }
        }
        if case .spacer = node { return -.infinity }
        return 0
    }

    /// `.zIndex(_:)` on the view itself (0 when none).
    var zIndex: Double {
        trait { if case .zIndex(let z) = $0 { z } else { nil } } ?? 0
    }

    /// The outermost `.contentShape` around the label: the control's hit shape.
    var contentShape: ShapeValue? {
        outermost { if case .contentShape(let shape) = $0 { shape } else { nil } }
    }

    /// The outermost `.animation`: how the control moves between states.
    var declaredAnimation: Animation? {
        outermost { if case .animation(let animation) = $0 { animation } else { nil } }
    }

    /// The first modifier `pick` accepts, searching from the outside in (into a stack's children, not
    /// into backgrounds and overlays).
    func outermost<T>(_ pick: (ViewModifier) -> T?) -> T? {
        switch self {
        case .modified(let child, let modifier):
            return pick(modifier) ?? child.outermost(pick)
        case .stack(_, _, _, let children):
            for child in children {
                if let found = child.outermost(pick) { return found }
            }
            return nil
        default:
            return nil
        }
    }
}

extension DrawEnvironment {
    /// The control's label in the environment's font, at its Dynamic Type size.
    var resolvedLabel: Label {
        var label = label
        label.font = (font ?? label.font).resolved(at: dynamicTypeSize)
        return label
    }

    /// The foreground as one colour (a label or text takes a gradient's first colour).
    var foregroundColor: Color {
        foreground.stops.first?.color ?? .primary
    }
}
