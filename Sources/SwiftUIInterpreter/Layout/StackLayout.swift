import Raster
import Style

/// SwiftUI's `HStack` and `VStack`, sizing their children along their axis.
///
/// The rule (SwiftUI's `StackLayout`, as OpenSwiftUI documents it): offered a length along its axis,
/// a stack takes its spacing off it, then orders its children by `layoutPriority`, highest first, and
/// within a priority from the least flexible to the most — a child's flexibility is how much longer it
/// is offered everything than offered nothing (a `Text`: its one-line width; a `Spacer`, a shape: without
/// bound). A `Spacer`'s priority is below every other's (`ViewNode.layoutPriority`), so it waits for the
/// rest. The children of lower priorities are kept their minimum lengths; each child in turn is offered
/// an equal share of what is left and takes what it takes, so a child that needs less leaves more for
/// those after it. Offered no length (nil), every child is offered none: each takes its ideal length.
/// Across the axis every child is offered what the stack is.
extension ViewNode {
    ///
    /// `placing`: the stack is being placed in its own size, not the offer it was sized for (which may
    /// have been longer across). A child whose ideal length across fits but which takes less when
    /// offered the stack's length (a stack of texts offered exactly its ideal length shares it out and
    /// wraps one) is offered none there, which gives what the longer offer gave; others, and those
    /// that grow with their offer (a shape, a frame with a maximum, a button whose label has one), are
    /// offered the stack's length.
    static func layout(
        _ kind: StackKind, spacing: Double?, _ children: [ViewNode], proposed p: ProposedSize,
        _ environment: DrawEnvironment, placing: Bool = false
    ) -> [Size] {
        guard kind != .z else { return children.map { $0.size(proposed: p, in: environment) } }
        let horizontal = kind == .h
        let stackAcross = horizontal ? p.height : p.width
        let acrossByChild = children.map { child -> Double? in
            guard placing, let stackAcross, !child.isFlexible(horizontally: !horizontal) else { return stackAcross }
            let ideal = child.size(proposed: .unspecified, in: environment)
            let wanted = horizontal ? ideal.height : ideal.width
            guard wanted <= stackAcross + 0.01 else { return stackAcross }
            let offered = child.size(
                proposed: horizontal
                    ? ProposedSize(width: nil, height: stackAcross) : ProposedSize(width: stackAcross, height: nil),
                in: environment)
            return (horizontal ? offered.height : offered.width) < wanted - 0.01 ? nil : stackAcross
        }
        var across = stackAcross
        func offer(_ length: Double?) -> ProposedSize {
            horizontal ? ProposedSize(width: length, height: across) : ProposedSize(width: across, height: length)
        }
        guard let main = horizontal ? p.width : p.height else {
            return children.indices.map { index in
                across = acrossByChild[index]
                return children[index].size(proposed: offer(nil), in: environment)
            }
        }
        let ranges = children.map { $0.lengthRange(horizontally: horizontal, across: across, in: environment) }
        let priorities = children.map(\.layoutPriority)
        let order = Self.fittingOrder(ranges, priorities)
        let available = main - gaps(kind, spacing: spacing, children, in: environment).reduce(0, +)
        var sizes = Array(repeating: Size(width: 0, height: 0), count: children.count)
        Self.share(available, in: order, ranges: ranges, priorities: priorities) { index, share in
            across = acrossByChild[index]
            let size = children[index].size(proposed: offer(share), in: environment)
            sizes[index] = size
            return horizontal ? size.width : size.height
        }
        return sizes
    }

    /// How long the view is along an axis offered nothing there (0) and everything (infinity), the other
    /// axis offered `across`: what a stack orders its children by. Read from the tree rather than by
    /// laying the view out twice more at every level, which would cost 3^depth.
    func lengthRange(horizontally: Bool, across: Double?, in environment: DrawEnvironment) -> (
        min: Double, max: Double
    ) {
        func fixed(_ length: Double) -> (min: Double, max: Double) { (length, length) }
        let unbounded = (min: 0.0, max: Double.infinity)
        switch self {
        case .empty:
            return fixed(0)
        case .label where environment.labelView != nil:
            var inner = environment
            inner.labelView = nil
            return environment.labelView?.lengthRange(horizontally: horizontally, across: across, in: inner) ?? fixed(0)
        case .text(let string):
            // Offered less than one line, a text wraps, down to nothing; offered more, one line.
            let line = TextWrapping.size(
                of: environment.lines(of: string, width: nil), font: environment.textFont,
                metrics: environment.metrics)
            if horizontally { return (0, line.width) }
            let wrapped = TextWrapping.size(
                of: environment.lines(of: string, width: across), font: environment.textFont,
                metrics: environment.metrics)
            return (min(line.height, wrapped.height), wrapped.height)
        case .styledText(let text):
            // As a text: down to nothing across, its one line's width at most.
            let line = text.size(proposed: .unspecified, in: environment)
            if horizontally { return (0, line.width) }
            let wrapped = text.size(proposed: ProposedSize(width: across, height: nil), in: environment)
            return (min(line.height, wrapped.height), wrapped.height)
        case .shape, .paint, .geometry:
            return unbounded
        case .control(let control):
            guard let resolved = control.resolved else { break }
            // A control is measured: how long it is offered nothing along the axis, and everything.
            func along(_ length: Double) -> Double {
                let size = resolved.size(
                    horizontally
                        ? ProposedSize(width: length, height: across) : ProposedSize(width: across, height: length))
                return horizontally ? size.width : size.height
            }
            return (along(0), along(.infinity))
        case .spacer(let minimum):
            let along = environment.stackAxis == nil || (environment.stackAxis == .h) == horizontally
            return along ? (minimum, .infinity) : fixed(0)
        case .stack(let kind, let spacing, _, let children):
            var inner = environment
            inner.stackAxis = kind
            inner.stackGuide = nil
            // An HStack's height (`across` its width): each text in it wraps in its share of the width, as
            // the HStack lays it out (a text beside an icon wraps in the width the icon leaves).
            let acrosses =
                kind == .h && !horizontally && children.contains(where: \.isWrappingText)
                ? across.map { Self.shares(of: $0, kind, spacing: spacing, children, inner) }
                : nil
            // Only a text's range is taken in its share: other views (controls, shapes, stacks) keep the
            // stack's length, which their ranges were tuned to.
            let ranges = children.indices.map { i in
                children[i].lengthRange(
                    horizontally: horizontally, across: children[i].isWrappingText ? acrosses?[i] ?? across : across,
                    in: inner)
            }
            if kind != .z && (kind == .h) == horizontally {
                let gaps = Self.gaps(kind, spacing: spacing, children, in: environment).reduce(0, +)
                return (ranges.reduce(gaps) { $0 + $1.min }, ranges.reduce(gaps) { $0 + $1.max })
            }
            return (ranges.map(\.min).max() ?? 0, ranges.map(\.max).max() ?? 0)
        case .modified(let child, let modifier):
            return child.lengthRange(horizontally: horizontally, across: across, modifier, in: environment)
        default:
            break
        }
        let ideal = size(proposed: .unspecified, in: environment)
        if isFlexible(horizontally: horizontally) { return unbounded }
        return fixed(horizontally ? ideal.width : ideal.height)
    }

    /// The lengths a stack's children are offered along its axis when it is `length` long, estimated from their
    /// ranges as the stack rule shares it (least flexible first, each taking its share within its range)
    /// without laying them out: what `lengthRange` needs across the stack, at the cost of one more range each.
    private static func shares(
        of length: Double, _ kind: StackKind, spacing: Double?, _ children: [ViewNode], _ environment: DrawEnvironment
    ) -> [Double] {
        let horizontal = kind == .h
        let ranges = children.map { $0.lengthRange(horizontally: horizontal, across: nil, in: environment) }
        let priorities = children.map(\.layoutPriority)
        let order = fittingOrder(ranges, priorities)
        let available = length - gaps(kind, spacing: spacing, children, in: environment).reduce(0, +)
        var offered = Array(repeating: 0.0, count: children.count)
        share(available, in: order, ranges: ranges, priorities: priorities) { index, share in
            // What the child is offered, not what it takes: a text offered more than its line is one line,
            // where its own width, measured again, could round past itself and wrap.
            offered[index] = share
            return min(max(share, ranges[index].min), ranges[index].max)
        }
        return offered
    }

    /// The stack rule's sharing of `available` among the children in `order`: priority by priority, the lower
    /// ones kept their minimum lengths (a group's own given back to it), each child in turn offered an equal
    /// share of what is left; `take` offers it and answers the length the child takes.
    private static func share(
        _ available: Double, in order: [Int], ranges: [(min: Double, max: Double)], priorities: [Double],
        take: (Int, Double) -> Double
    ) {
        var available = available
        var start = 0
        while start < order.count {
            var end = start
            while end < order.count, priorities[order[end]] == priorities[order[start]] { end += 1 }
            if start == 0 {
                available -= order[end...].reduce(0) { $0 + ranges[$1].min }
            } else {
                available += order[start..<end].reduce(0) { $0 + ranges[$1].min }
            }
            var remaining = end - start
            for index in order[start..<end] {
                let taken = take(index, max(available / Double(remaining), 0))
                if taken.isFinite { available -= taken }
                remaining -= 1
            }
            start = end
        }
    }

    /// The order a stack offers its children their shares in: higher layout priorities first, and within a
    /// priority the least flexible first (ties in the order written).
    private static func fittingOrder(_ ranges: [(min: Double, max: Double)], _ priorities: [Double]) -> [Int] {
        ranges.indices.sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            let (fa, fb) = (Flexibility(ranges[a]), Flexibility(ranges[b]))
            if fa < fb { return true }
            if fb < fa { return false }
            return a < b
        }
    }

    /// A Text (through modifiers that keep it one): what wraps in the width it is given.
    fileprivate var isWrappingText: Bool {
        switch self {
        case .text, .styledText: true
        case .modified(let child, let modifier) where modifier.keepsTextSize: child.isWrappingText
        default: false
        }
    }

    /// `lengthRange` of `self.modifier`.
    private func lengthRange(
        horizontally: Bool, across: Double?, _ modifier: ViewModifier, in environment: DrawEnvironment
    ) -> (min: Double, max: Double) {
        func inner(_ environment: DrawEnvironment = environment) -> (min: Double, max: Double) {
            lengthRange(horizontally: horizontally, across: across, in: environment)
        }
        switch modifier {
        case .frame(let width, let height, _):
            if let length = horizontally ? width : height { return (length, length) }
            return inner()
        case .flexibleFrame(let f):
            let (low, high) = horizontally ? (f.minWidth, f.maxWidth) : (f.minHeight, f.maxHeight)
            let child = inner()
            return (
                FlexibleFrame.length(offered: 0, child: child.min, min: low, max: high),
                FlexibleFrame.length(offered: .infinity, child: child.max, min: low, max: high)
            )
        case .padding(let e):
            let child = inner()
            let edges = horizontally ? e.leading + e.trailing : e.top + e.bottom
            return (child.min + edges, child.max + edges)
        case .fixedSize(let h, let v) where horizontally ? h : v:
            let ideal = size(proposed: .unspecified, in: environment)
            let length = horizontally ? ideal.width : ideal.height
            return (length, length)
        case .position, .resizableSymbol:
            return (0, .infinity)
        case .scrollContent:
            return (0, .infinity)
        case .aspectRatio:
            return isFlexible(horizontally: horizontally) ? (0, .infinity) : inner()
        default:
            if let changed = environment.applying(modifier) { return inner(changed) }
            return inner()
        }
    }
}

/// A child's flexibility as a stack ranks it (SwiftUI's `FlexibilityEstimate`): by how much its length
/// can grow; among the unbounded, the one with the longer minimum first.
private struct Flexibility {
    let minimum: Double
    let span: Double

    init(_ range: (min: Double, max: Double)) {
        minimum = range.min
        let span = range.max - range.min
        self.span = span.isNaN ? .infinity : span
    }

    static func < (l: Flexibility, r: Flexibility) -> Bool {
        if l.span == r.span {
            let left = l.span == .infinity ? -l.minimum : 0
            let right = r.span == .infinity ? -r.minimum : 0
            return left < right
        }
        return l.span < r.span
    }
}

extension ViewModifier {
    /// Modifiers that leave a text's size as the text makes it (its font, colour, lines).
    fileprivate var keepsTextSize: Bool {
        switch self {
        case .foregroundColor, .foregroundLevel, .font, .fontWeight, .fontChange, .lineLimit, .multilineTextAlignment,
            .textCase,
            .truncationMode, .minimumScaleFactor, .source, .tag, .opacity, .shadow, .tint:
            true
        default: false
        }
    }
}
