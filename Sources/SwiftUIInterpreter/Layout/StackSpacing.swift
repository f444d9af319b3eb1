import Raster
import Style

/// What a view asks of its neighbour across one edge in a stack whose `spacing` is nil: SwiftUI's
/// `Spacing` preferences, reduced to the kinds that change a distance on iOS. A `Text` (and a symbol,
/// which sits on a text's baseline) keeps its line's metrics at its top and bottom; every other view
/// is a plain edge. A stack's edge along its axis is its first or last child's, across it every child's
/// at once (SwiftUI's `incorporate`); `.padding` makes the padded edges plain.
struct EdgeSpacing: Sendable, Equatable {
    /// The line height of the text at this edge (the tallest, when several are).
    var textLine: Double?
    /// A symbol image: close to text, like text, but a plain edge to any other view.
    var symbol = false
    /// Some view at this edge is neither text nor a symbol.
    var plain = false

    static let plainEdge = EdgeSpacing(plain: true)

    /// The union of two views' preferences at the same edge.
    func merged(with other: EdgeSpacing) -> EdgeSpacing {
        let line = [textLine, other.textLine].compactMap { $0 }.max()
        return EdgeSpacing(textLine: line, symbol: symbol || other.symbol, plain: plain || other.plain)
    }

    /// SwiftUI's default gap between unlike views (its `defaultSpacingValue` on iOS).
    static let standard = 8.0
    /// The phone's pixel: SwiftUI rounds its text spacing up to it (iPhones draw at @3x).
    static let pixel = 1.0 / 3

    /// The gap SwiftUI leaves between a view whose bottom is `self` and the view below, whose top is
    /// `below` (SwiftUI's `Spacing.distanceToSuccessorView` along a vertical axis). Every pair of kinds
    /// both views name gives a distance and the largest wins; when they name none in common, the gap is
    /// the standard 8 points. With a text line of height h, its ascent is 0.8 h, its descent 0.2 h and
    /// its cap height 0.59 h (the system font's proportions), and its default line spacing is
    /// h + 0.1 h (rounded up to a pixel). So:
    /// - text (or a symbol) to text: the lower font's leading, 0 for the system font;
    /// - a plain view to text below it: the line spacing less the text's ascent, about 0.3 h (6.4 pt
    ///   above a body text);
    /// - text to a plain view below it: the line spacing less the cap height, or the extra spacing and
    ///   the descent if larger, about 0.52 h (10.6 pt below a body text).
    func distance(toViewBelow below: EdgeSpacing) -> Double {
        var candidates: [Double] = []
        if textLine != nil || symbol, below.textLine != nil || below.symbol { candidates.append(0) }
        if plain, let h = below.textLine { candidates.append(Self.lineSpacing(h) - 0.8 * h) }
        if let h = textLine, below.plain {
            candidates.append(max(Self.lineSpacing(h) - 0.59 * h, Self.extraSpacing(h) + 0.2 * h))
        }
        return candidates.max() ?? Self.standard
    }

    private static func extraSpacing(_ lineHeight: Double) -> Double {
        ((0.1 * lineHeight) / pixel).rounded(.up) * pixel
    }

    private static func lineSpacing(_ lineHeight: Double) -> Double {
        lineHeight + extraSpacing(lineHeight)
    }
}

extension ViewNode {
    /// The gaps between a stack's neighbours: `spacing` when the code gives it; otherwise, in a VStack,
    /// by the kinds of the neighbours (`EdgeSpacing`), and in an HStack the standard 8 points (text
    /// asks nothing of its leading and trailing neighbours).
    static func gaps(_ kind: StackKind, spacing: Double?, _ children: [ViewNode], in environment: DrawEnvironment)
        -> [Double]
    {
        guard children.count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing, count: children.count - 1) }
        guard kind == .v else { return Array(repeating: EdgeSpacing.standard, count: children.count - 1) }
        var inner = environment
        inner.stackAxis = kind
        let edges = children.map { $0.verticalEdges(in: inner) }
        return (1..<children.count).map { edges[$0 - 1].bottom.distance(toViewBelow: edges[$0].top) }
    }

    /// The view's preferences at its top and bottom edges.
    func verticalEdges(in environment: DrawEnvironment) -> (top: EdgeSpacing, bottom: EdgeSpacing) {
        switch self {
        case .text, .styledText:
            let line = environment.metrics.size(of: "Ag", font: environment.textFont).height
            let edge = EdgeSpacing(textLine: line)
            return (edge, edge)
        case .label:
            if let view = environment.labelView {
                var inner = environment
                inner.labelView = nil
                return view.verticalEdges(in: inner)
            }
            return (.plainEdge, .plainEdge)
        case .image:
            let edge = EdgeSpacing(symbol: true)
            return (edge, edge)
        case .stack(let kind, _, _, let children):
            var inner = environment
            inner.stackAxis = kind
            let edges = children.map { $0.verticalEdges(in: inner) }
            guard let first = edges.first, let last = edges.last else { return (.plainEdge, .plainEdge) }
            if kind == .v { return (first.top, last.bottom) }
            return edges.dropFirst().reduce(first) { ($0.top.merged(with: $1.top), $0.bottom.merged(with: $1.bottom)) }
        case .modified(let child, let modifier):
            switch modifier {
            case .padding(let e):
                let edges = child.verticalEdges(in: environment)
                return (e.top > 0 ? .plainEdge : edges.top, e.bottom > 0 ? .plainEdge : edges.bottom)
            case .scrollContent, .viewThatFits:
                // A scroll view's viewport and a choice among views are views of their own.
                return (.plainEdge, .plainEdge)
            default:
                // Other modifiers pass their view's preferences on, as SwiftUI's unary layouts do.
                return child.verticalEdges(in: environment.applying(modifier) ?? environment)
            }
        default:
            return (.plainEdge, .plainEdge)
        }
    }
}
