import Raster
import Style
import SwiftSource

/// Alignment guides: where in each child a stack lines its children up.
///
/// The rule (SwiftUI's alignment): every view has, for each alignment, a guide — a length from its
/// leading or top edge. A leading guide is 0, a centre half the length, a trailing one all of it; a
/// text's first and last baselines are where its first and last lines sit (a view without text has
/// them at its bottom); a custom `AlignmentID`'s guide is its `defaultValue(in:)`; and
/// `.alignmentGuide(_:computeValue:)` replaces any of them for that view. A stack lines its
/// children's guides up across its axis: the line sits at the largest guide, each child that far
/// less its own guide from the stack's edge, and the stack is as long across as the largest guide and
/// the largest length past it together.
enum AlignmentKey: Sendable, Equatable {
    /// A fraction of the length: leading or top 0, centre 0.5, trailing or bottom 1.
    case fraction(Double)
    case firstTextBaseline
    case lastTextBaseline
    /// A custom `AlignmentID`, by its type's name.
    case custom(String)

    /// `.leading`, `.firstTextBaseline`, `VerticalAlignment.center`, a custom alignment's value: the
    /// key along the axis asked (`horizontal`: an x guide). Nil for what is none.
    static func of(_ value: Value, horizontal: Bool) -> AlignmentKey? {
        switch value {
        case .implicitMember(let name, _):
            switch name {
            case "firstTextBaseline": return .firstTextBaseline
            case "lastTextBaseline": return .lastTextBaseline
            case "horizontalCenter", "verticalCenter": return .fraction(0.5)
            default:
                guard let point = Builtins.unitPoints[name] else { return nil }
                return .fraction(horizontal ? point.x : point.y)
            }
        case .unitPoint(let point):
            return .fraction(horizontal ? point.x : point.y)
        case .instance(let instance) where ["HorizontalAlignment", "VerticalAlignment"].contains(instance.typeName):
            if case .type(let id)? = instance.properties["id"] { return .custom(id) }
            return nil
        default:
            return nil
        }
    }

    /// Whether the key is a plain fraction, which a stack's `UnitPoint` alignment already says.
    var isFraction: Bool {
        if case .fraction = self { return true }
        return false
    }
}

/// `.alignmentGuide(_:computeValue:)`: the view's guide for `key`, computed from its dimensions at layout.
struct AlignmentGuide: Sendable {
    let key: AlignmentKey
    /// A guide across x (`HorizontalAlignment`), y, or either (a bare `.center`).
    let horizontal: Bool?
    let computeValue: Closure
    let context: LaterEvaluation
}

extension ViewNode {
    /// The child's guide for `key` along an axis (`horizontal`: x), the child `size` long.
    func guide(_ key: AlignmentKey, horizontal: Bool, size: Size, in environment: DrawEnvironment) -> Double {
        let length = horizontal ? size.width : size.height
        switch self {
        case .modified(let child, let modifier):
            switch modifier {
            case .alignmentGuide(let guide) where guide.key == key && guide.horizontal != !horizontal:
                if let value = guide.value(for: child, size: size, in: environment) { return value }
            case .padding(let e):
                let inner = Size(
                    width: max(0, size.width - e.leading - e.trailing), height: max(0, size.height - e.top - e.bottom))
                return (horizontal ? e.leading : e.top)
                    + child.guide(key, horizontal: horizontal, size: inner, in: environment)
            case .frame, .flexibleFrame:
                guard !key.isFraction else { break }
                var alignment = UnitPoint.center
                if case .frame(_, _, let a) = modifier { alignment = a }
                if case .flexibleFrame(let f) = modifier { alignment = f.alignment }
                let offer = ProposedSize(width: size.width, height: size.height)
                let inner = child.size(proposed: offer, in: environment)
                let placed = Self.place(inner, in: Rect(origin: .zero, size: size), alignment: alignment)
                return (horizontal ? placed.minX : placed.minY)
                    + child.guide(key, horizontal: horizontal, size: inner, in: environment)
            default:
                break
            }
            if case .fraction = key, !child.hasExplicitGuide(key, horizontal: horizontal) { break }
            return child.guide(
                key, horizontal: horizontal, size: size, in: environment.applying(modifier) ?? environment)
        case .stack(let kind, let spacing, let alignment, let children)
        where children.contains(where: { $0.hasExplicitGuide(key, horizontal: horizontal) }):
            // A child's own guide is the stack's, where the stack puts that child (the first, if several).
            var inner = environment
            inner.stackAxis = kind
            let frames = Self.stackFrames(
                kind, spacing: spacing, alignment: alignment, children, in: Rect(origin: .zero, size: size), inner)
            inner.stackGuide = nil
            let index = children.firstIndex { $0.hasExplicitGuide(key, horizontal: horizontal) }!
            let frame = frames[index]
            return (horizontal ? frame.minX : frame.minY)
                + children[index].guide(key, horizontal: horizontal, size: frame.size, in: inner)
        case .styledText(let text) where !horizontal:
            // The first line's bottom and the last's, less its font's descent (the tallest run's line).
            let lines = text.lines(width: size.width, in: environment)
            let first = lines.first.flatMap { $0.map(\.height).max() } ?? 0
            let last = lines.last.flatMap { $0.map(\.height).max() } ?? 0
            switch key {
            case .firstTextBaseline: return Self.ascent * first
            case .lastTextBaseline: return size.height - (1 - Self.ascent) * last
            default: break
            }
        case .text(let string) where !horizontal:
            let lines = environment.fitted(string, width: size.width, height: size.height)
            let line = TextWrapping.size(of: [" "], font: lines.font, metrics: environment.metrics).height
            switch key {
            case .firstTextBaseline: return Self.ascent * line
            case .lastTextBaseline: return size.height - (1 - Self.ascent) * line
            default: break
            }
        case .stack(let kind, _, _, let children) where !horizontal && !key.isFraction:
            // A VStack's first baseline is its first child's, its last its last child's; an HStack's
            // its first child's.
            guard let first = children.first, let last = children.last else { break }
            switch (kind, key) {
            case (.v, .lastTextBaseline):
                let ideal = last.size(proposed: ProposedSize(width: size.width, height: nil), in: environment)
                return size.height - ideal.height + last.guide(key, horizontal: false, size: ideal, in: environment)
            case (.v, _), (.h, _), (.z, _):
                let ideal = first.size(proposed: ProposedSize(width: nil, height: size.height), in: environment)
                return first.guide(key, horizontal: false, size: ideal, in: environment)
            }
        default:
            break
        }
        switch key {
        case .fraction(let f): return f * length
        case .firstTextBaseline, .lastTextBaseline: return length
        case .custom(let id): return environment.guideContext?.defaultGuide(id, size: size) ?? length / 2
        }
    }

    /// The share of a line's height above its baseline (Inter's and SF's proportions).
    static let ascent = 0.8

    /// Whether the view, or a view inside it that a stack passes the guide on from, sets its own guide
    /// for `key` with `.alignmentGuide`.
    func hasExplicitGuide(_ key: AlignmentKey, horizontal: Bool) -> Bool {
        switch self {
        case .modified(let child, let modifier):
            if case .alignmentGuide(let g) = modifier, g.key == key, g.horizontal != !horizontal { return true }
            return child.hasExplicitGuide(key, horizontal: horizontal)
        case .stack(_, _, _, let children):
            return children.contains { $0.hasExplicitGuide(key, horizontal: horizontal) }
        default:
            return false
        }
    }

    /// Where a stack's children go across its axis in `rect` by their guides, given their sizes: the
    /// offsets of their leading or top edges from the rect's, and the length the aligned run takes.
    static func alignedOffsets(
        _ kind: StackKind, _ key: AlignmentKey, _ children: [ViewNode], sizes: [Size], _ environment: DrawEnvironment
    ) -> (offsets: [Double], length: Double) {
        let horizontal = kind == .v
        let guides = zip(children, sizes).map { child, size in
            child.guide(key, horizontal: horizontal, size: size, in: environment)
        }
        let line = guides.max() ?? 0
        let past = zip(guides, sizes).map { guide, size in (horizontal ? size.width : size.height) - guide }.max() ?? 0
        return (guides.map { line - $0 }, line + past)
    }
}

extension AlignmentGuide {
    /// `computeValue(d)`, `d` the dimensions of the view the modifier is on (its guides those of the
    /// view inside, never this one: `d[.leading]` in a leading guide is the view's own leading edge).
    /// Nil when the code fails (the guide is then the default).
    func value(for view: ViewNode, size: Size, in environment: DrawEnvironment) -> Double? {
        let evaluator = context.evaluator()
        let dimensions = ViewDimensions.value(of: view, size: size, in: environment)
        do throws(EvaluationError) {
            return try Convert.number(
                try evaluator.invoke(computeValue, [dimensions], at: context.location), at: context.location)
        } catch {
            return nil
        }
    }
}

/// SwiftUI's `ViewDimensions` as code reads it: `d.width`, `d.height`, `d[.leading]`, `d[.firstTextBaseline]`,
/// `d[explicit: …]`.
enum ViewDimensions {
    static let typeName = "ViewDimensions"

    static func value(of view: ViewNode, size: Size, in environment: DrawEnvironment) -> Value {
        var guides: [Value] = []
        for (name, horizontal) in [
            ("leading", true), ("trailing", true), ("top", false), ("bottom", false), ("firstTextBaseline", false),
            ("lastTextBaseline", false),
        ] {
            let key =
                AlignmentKey.of(.implicitMember(name, at: SourceLocation(line: 0, column: 0)), horizontal: horizontal)
                ?? .fraction(0)
            let guide = view.guide(key, horizontal: horizontal, size: size, in: environment)
            guides.append(.tuple([TupleElement(label: name, value: .number(guide))]))
        }
        return .instance(
            Instance(
                typeName: typeName,
                properties: [
                    "width": .number(size.width), "height": .number(size.height), "guides": .array(guides),
                ]))
    }

    /// `d[guide]`: the view's guide for that alignment (a centre is half the length on its axis).
    static func subscripted(_ instance: Instance, _ key: Value, at: SourceLocation) throws(EvaluationError) -> Value {
        let width = instance.properties["width"]?.numeric ?? 0
        let height = instance.properties["height"]?.numeric ?? 0
        var named: [String: Double] = [:]
        if case .array(let guides)? = instance.properties["guides"] {
            for case .tuple(let elements) in guides {
                for element in elements { if let label = element.label { named[label] = element.value.numeric } }
            }
        }
        switch key {
        case .implicitMember(let name, _) where named[name] != nil:
            return .number(named[name]!)
        case .implicitMember("verticalCenter", _):
            return .number(height / 2)
        case .implicitMember("center", _), .implicitMember("horizontalCenter", _):
            // A bare `.center` is ambiguous in Swift too; code writes `HorizontalAlignment.center`.
            return .number(width / 2)
        case .unitPoint(let point) where point.x != 0.5 || point.y == 0.5:
            return .number(point.x * width)
        case .unitPoint(let point):
            return .number(point.y * height)
        case .instance(let alignment) where alignment.typeName == "VerticalAlignment":
            return .number(height / 2)
        case .instance:
            return .number(width / 2)
        default:
            throw EvaluationError(
                location: at, message: "a ViewDimensions is read with an alignment, such as d[.leading]")
        }
    }
}

extension LaterEvaluation {
    /// A custom `AlignmentID`'s `defaultValue(in:)` for a view of `size`; nil when the type has none or
    /// its code fails.
    func defaultGuide(_ id: String, size: Size) -> Double? {
        guard case .function(let function)? = (try? program.staticMember("defaultValue", of: id))??.kind else {
            return nil
        }
        let evaluator = self.evaluator()
        var scope = Scope(selfType: id)
        let dimensions = Value.instance(
            Instance(
                typeName: ViewDimensions.typeName,
                properties: ["width": .number(size.width), "height": .number(size.height)]))
        if let parameter = function.parameters.first { scope.define(parameter.name, dimensions) }
        do throws(EvaluationError) {
            return try Convert.number(try evaluator.run(function.body, &scope, at: location), at: location)
        } catch {
            return nil
        }
    }
}
