import Raster
import Style
import SwiftSource

/// A `Layout` the file declares (`struct FlowLayout: Layout { … }`) around its subviews, as SwiftUI
/// runs one.
///
/// The rule (SwiftUI's `Layout` protocol): offered a size, the container answers with what its
/// `sizeThatFits(proposal:subviews:cache:)` returns; placed in a rectangle, its
/// `placeSubviews(in:proposal:subviews:cache:)` puts each subview with `place(at:anchor:proposal:)`:
/// the subview is offered that proposal and its anchor point set at that point. A subview the code does
/// not place sits at the centre of the bounds. The cache is `makeCache(subviews:)`'s value when the
/// layout declares one, kept from measuring to placing. The methods run at layout, by an evaluation of
/// their own (as a `GeometryReader`'s content is built), with `Subviews` an array of proxies whose
/// `sizeThatFits`, `dimensions(in:)`, `place`, `priority` and `spacing` answer from our layout.
struct CustomLayout: Sendable {
    let instance: Instance
    let context: LaterEvaluation
    var subviews: [ViewNode]
    var program: Program { context.program }
    var location: SourceLocation { context.location }

    init(instance: Instance, subviews: [ViewNode], evaluator: Evaluator, at location: SourceLocation) {
        self.instance = instance
        self.subviews = subviews
        context = LaterEvaluation(evaluator, at: location)
    }

    /// Whether a struct of the module is a layout: it declares the two methods SwiftUI calls.
    static func isLayout(_ typeName: String, in program: Program) -> Bool {
        ["sizeThatFits", "placeSubviews"].allSatisfy { name in
            guard case .function? = (try? program.instanceMember(name, of: typeName))??.kind else { return false }
            return true
        }
    }

    /// The size the layout answers an offer with; a layout whose code fails is sized as a VStack.
    func size(proposed p: ProposedSize, in environment: DrawEnvironment) -> Size {
        if case .success(let size) = run(proposed: p, bounds: nil, environment).map(\.size) { return size }
        return fallback.size(proposed: p, in: environment)
    }

    /// Where each subview goes in `rect`; a layout whose code fails places them as a VStack would.
    func frames(in rect: Rect, _ environment: DrawEnvironment) -> [Rect] {
        let offer = ProposedSize(width: rect.width, height: rect.height)
        guard case .success(let placed) = run(proposed: offer, bounds: rect, environment) else {
            return ViewNode.stackFrames(.v, spacing: nil, alignment: .center, subviews, in: rect, environment)
        }
        return subviews.indices.map { index in
            guard let placement = placed.placements[index] else {
                let size = subviews[index].size(proposed: .unspecified, in: environment)
                return ViewNode.place(size, in: rect, alignment: .center)
            }
            let size = subviews[index].size(proposed: placement.proposal, in: environment)
            return Rect(
                x: placement.point.x - size.width * placement.anchor.x,
                y: placement.point.y - size.height * placement.anchor.y, width: size.width, height: size.height)
        }
    }

    private var fallback: ViewNode { .stack(.v, spacing: nil, alignment: .center, subviews) }

    /// `sizeThatFits`, then, given bounds, `placeSubviews`, in one evaluation sharing the cache.
    private func run(proposed p: ProposedSize, bounds: Rect?, _ drawing: DrawEnvironment) -> Result<
        LayoutSubviews, EvaluationError
    > {
        let evaluator = context.evaluator()
        let proxies = LayoutSubviews(subviews, drawing)
        evaluator.layoutSubviews = proxies
        let subviewsValue = Value.array(subviews.indices.map { LayoutSubviews.proxy($0) })
        do throws(EvaluationError) {
            var cache = Value.void
            if case .function(let make)? = try program.instanceMember("makeCache", of: instance.typeName)?.kind {
                cache = try call(make, [subviewsValue], evaluator).result
            }
            let fits = try method("sizeThatFits")
            let measured = try call(fits, [ProposedViewSize.value(p), subviewsValue, cache], evaluator)
            let (width, height) = try evaluator.size(measured.result, at: location)
            proxies.size = Size(width: width, height: height)
            if let bounds {
                let place = try method("placeSubviews")
                _ = try call(
                    place, [.rect(bounds), ProposedViewSize.value(p), subviewsValue, measured.cache ?? cache], evaluator
                )
            }
            return .success(proxies)
        } catch {
            return .failure(error)
        }
    }

    private func method(_ name: String) throws(EvaluationError) -> FunctionDeclaration {
        guard case .function(let f)? = try program.instanceMember(name, of: instance.typeName)?.kind else {
            throw EvaluationError(location: location, message: "\(instance.typeName) has no \(name)")
        }
        return f
    }

    /// Runs a method of the layout with its parameters bound in order; the last one's value after the
    /// call is the cache it leaves (`cache: inout`).
    private func call(_ function: FunctionDeclaration, _ values: [Value], _ evaluator: Evaluator)
        throws(EvaluationError) -> (result: Value, cache: Value?)
    {
        var scope = Scope(instance: instance)
        for (parameter, value) in zip(function.parameters, values) { scope.define(parameter.name, value) }
        let result = try evaluator.enteringView(at: location) { () throws(EvaluationError) -> Value in
            try evaluator.run(function.body, &scope, at: location)
        }
        let cache =
            function.parameters.count == values.count ? function.parameters.last.flatMap { scope.lookup($0.name) } : nil
        return (result, cache)
    }
}

/// The subviews a layout's code measures and places, and where it placed them.
final class LayoutSubviews {
    struct Placement {
        var point: Point
        var anchor: UnitPoint
        var proposal: ProposedSize
    }

    let views: [ViewNode]
    let environment: DrawEnvironment
    var placements: [Int: Placement] = [:]
    var size = Size(width: 0, height: 0)

    init(_ views: [ViewNode], _ environment: DrawEnvironment) {
        self.views = views
        self.environment = environment
    }

    static let proxyType = "LayoutSubview"
    static let spacingType = "ViewSpacing"

    /// The value a layout's code holds for the subview at `index`.
    static func proxy(_ index: Int) -> Value {
        .instance(Instance(typeName: proxyType, properties: ["index": .int(index)]))
    }

    static func index(of instance: Instance) -> Int? {
        if case .int(let index)? = instance.properties["index"] { return index }
        return nil
    }

    /// `subview.sizeThatFits(_:)`, `.dimensions(in:)`, `.place(at:anchor:proposal:)`, and
    /// `subview.spacing.distance(to:along:)`.
    func method(
        _ name: String, of instance: Instance, _ arguments: [EvaluatedArgument], at: SourceLocation,
        _ evaluator: Evaluator
    )
        throws(EvaluationError) -> Value?
    {
        guard let index = Self.index(of: instance), views.indices.contains(index) else { return nil }
        var list = ArgumentList(arguments, callee: ".\(name)", at: at)
        switch (instance.typeName, name) {
        case (Self.proxyType, "sizeThatFits"), (Self.proxyType, "dimensions"):
            let offer = try list.required(name == "dimensions" ? "in" : nil)
            try list.finish()
            let size = views[index].size(
                proposed: try ProposedViewSize.proposal(offer.value, at: offer.location), in: environment)
            return .size(size.width, size.height)
        case (Self.proxyType, "place"):
            let point = try list.required("at")
            let anchor = try list.take("anchor").map { a throws(EvaluationError) in
                try evaluator.unitPoint(a.value, at: a.location)
            }
            let proposal = try list.take("proposal").map { a throws(EvaluationError) in
                try ProposedViewSize.proposal(a.value, at: a.location)
            }
            try list.finish()
            placements[index] = Placement(
                point: try evaluator.point(point.value, at: point.location), anchor: anchor ?? .topLeading,
                proposal: proposal ?? .unspecified)
            return .void
        case (Self.spacingType, "distance"):
            let other = try list.required("to")
            let axis = try list.required("along")
            try list.finish()
            guard case .instance(let next) = other.value, let nextIndex = Self.index(of: next),
                views.indices.contains(nextIndex)
            else {
                throw EvaluationError(
                    location: other.location, message: "distance(to:) takes another subview's spacing")
            }
            let vertical = Evaluator.axisNames(axis.value).contains("vertical")
            return .number(
                ViewNode.gaps(vertical ? .v : .h, spacing: nil, [views[index], views[nextIndex]], in: environment)
                    .first ?? EdgeSpacing.standard)
        default:
            return nil
        }
    }

    /// `subview.priority`, `subview.spacing`.
    func member(_ name: String, of instance: Instance) -> Value? {
        guard instance.typeName == Self.proxyType, let index = Self.index(of: instance), views.indices.contains(index)
        else { return nil }
        switch name {
        case "priority": return .number(views[index].layoutPriority)
        case "spacing": return .instance(Instance(typeName: Self.spacingType, properties: ["index": .int(index)]))
        default: return nil
        }
    }
}

/// SwiftUI's `ProposedViewSize`: a width and a height, each a length or nil (no offer on that axis).
enum ProposedViewSize {
    static let typeName = "ProposedViewSize"

    static func value(_ p: ProposedSize) -> Value {
        .instance(
            Instance(
                typeName: typeName,
                properties: [
                    "width": p.width.map(Value.number) ?? .void, "height": p.height.map(Value.number) ?? .void,
                ]))
    }

    /// `.unspecified`, `.zero`, `.infinity`: SwiftUI's named proposals.
    static func named(_ name: String) -> ProposedSize? {
        switch name {
        case "unspecified": .unspecified
        case "zero": ProposedSize(width: 0, height: 0)
        case "infinity": ProposedSize(width: .infinity, height: .infinity)
        default: nil
        }
    }

    /// A proposal written in the code: a named one, one made by `ProposedViewSize(…)`, or a `CGSize`.
    static func proposal(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> ProposedSize {
        switch value {
        case .implicitMember(let name, _):
            if let named = named(name) { return named }
        case .instance(let instance) where instance.typeName == typeName:
            func length(_ key: String) -> Double? { instance.properties[key]?.numeric }
            return ProposedSize(width: length("width"), height: length("height"))
        case .tuple(let elements):
            let n = Geometry.numbers(elements)
            if let w = n["width"], let h = n["height"] { return ProposedSize(width: w, height: h) }
        default:
            break
        }
        throw EvaluationError(location: location, message: "expected a ProposedViewSize, got \(value.kindName)")
    }

    /// `ProposedViewSize(width:height:)`, `ProposedViewSize(size)`.
    static func construct(_ arguments: [EvaluatedArgument], at: SourceLocation) throws(EvaluationError) -> Value {
        var list = ArgumentList(arguments, callee: typeName, at: at)
        if let size = list.take(nil) {
            try list.finish()
            return value(try proposal(size.value, at: size.location))
        }
        func length(_ label: String) throws(EvaluationError) -> Double? {
            guard let a = list.take(label), !a.value.isNil else { return nil }
            return try Convert.number(a.value, at: a.location)
        }
        let proposed = ProposedSize(width: try length("width"), height: try length("height"))
        try list.finish()
        return value(proposed)
    }

    /// `proposal.replacingUnspecifiedDimensions(by:)`: nil lengths replaced (by 10 × 10 unless given).
    static func method(
        _ name: String, of instance: Instance, _ arguments: [EvaluatedArgument], at: SourceLocation,
        _ evaluator: Evaluator
    )
        throws(EvaluationError) -> Value?
    {
        guard instance.typeName == typeName, name == "replacingUnspecifiedDimensions" else { return nil }
        var list = ArgumentList(arguments, callee: ".\(name)", at: at)
        let by = try list.take("by").map { a throws(EvaluationError) in try evaluator.size(a.value, at: a.location) }
        try list.finish()
        let p = try proposal(.instance(instance), at: at)
        return .size(p.width ?? by?.0 ?? 10, p.height ?? by?.1 ?? 10)
    }
}
