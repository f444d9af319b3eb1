import Foundation
import Raster
import Style
import SwiftSource

/// SwiftUI's `Canvas { context, size in … }`: its renderer runs at layout, when the canvas's size is
/// known, with a `GraphicsContext` whose drawing calls are recorded as views — each fill or stroke a
/// path laid over the whole canvas, each text or image placed at its point — and the canvas draws
/// them in order. A context is a value, as SwiftUI's is, but every copy draws into the same canvas:
/// its `canvas` property names the list of drawings the evaluator keeps (`Evaluator.canvasDrawings`),
/// and its state (transform, opacity, blend mode, clip, filters) applies to what it draws next.
enum CanvasDrawing {
    static let typeName = "GraphicsContext"

    /// The view drawn by the renderer `closure` on a canvas of `size`.
    static func render(_ closure: Closure, size: Size, _ e: Evaluator, at location: SourceLocation)
        throws(EvaluationError) -> ViewNode
    {
        let context = e.newCanvasContext(size: size)
        _ = try e.invoke(closure, [.instance(context), .size(size.width, size.height)], at: location)
        return layer(of: context, e)
    }

    /// What a context's canvas holds, as one view the canvas's size; the list is then let go.
    private static func layer(of context: Instance, _ e: Evaluator) -> ViewNode {
        let handle = canvas(context)
        let drawn = e.canvasDrawings.removeValue(forKey: handle) ?? []
        return .stack(.z, spacing: nil, alignment: .topLeading, drawn)
    }

    // MARK: The context's state

    private static func canvas(_ c: Instance) -> Int {
        if case .int(let n) = c.properties["canvas"] { return n }
        return -1
    }

    private static func size(_ c: Instance) -> Size {
        guard case .tuple(let parts) = c.properties["size"] else { return Size(width: 0, height: 0) }
        let n = Geometry.numbers(parts)
        return Size(width: n["width"] ?? 0, height: n["height"] ?? 0)
    }

    /// The context's transform, kept as a `CGAffineTransform` is (`Geometry.value`).
    private static func transform(_ c: Instance) -> Raster.AffineTransform {
        guard case .tuple(let elements) = c.properties["transform"] else { return .identity }
        return Geometry.transform(elements) ?? .identity
    }

    private static func setting(_ t: Raster.AffineTransform, on c: Instance) -> Instance {
        var c = c
        c.properties["transform"] = Geometry.value(t)
        return c
    }

    /// `opacity`, `blendMode`, `clip(to:)` and `addFilter(_:)` of the context, around one drawing.
    private static func styled(_ node: ViewNode, by c: Instance, _ e: Evaluator, at: SourceLocation) -> ViewNode {
        var node = node
        if case .array(let filters) = c.properties["filters"] {
            for case .view(.modified(_, let filter)) in filters { node = .modified(node, filter) }
        }
        if case .path(let clip) = c.properties["clip"] { node = .modified(node, .clipShape(.path(clip))) }
        if let opacity = c.properties["opacity"]?.numeric, opacity < 1 { node = .modified(node, .opacity(opacity)) }
        if let mode = c.properties["blendMode"], let blend = try? e.blendMode(mode, at: at), blend != .normal {
            node = .modified(node, .blendMode(blend))
        }
        return node
    }

    /// A view laid over the whole canvas from its top-leading corner.
    private static func overCanvas(_ node: ViewNode, _ c: Instance) -> ViewNode {
        let size = size(c)
        return .modified(node, .frame(width: size.width, height: size.height, alignment: .topLeading))
    }

    private static func record(_ node: ViewNode, in c: Instance, _ e: Evaluator, at: SourceLocation) {
        e.canvasDrawings[canvas(c), default: []].append(styled(overCanvas(node, c), by: c, e, at: at))
    }

    // MARK: Methods

    /// A `GraphicsContext` method: the value it returns and, for one that changes the context
    /// (`translateBy`, `clip(to:)`…), the context after it.
    static func method(
        _ name: String, on c: Instance, _ arguments: [EvaluatedArgument], _ e: Evaluator, at: SourceLocation
    ) throws(EvaluationError) -> (Value, updated: Value?)? {
        var list = ArgumentList(arguments, callee: "GraphicsContext.\(name)", at: at)
        let result: (Value, updated: Value?)
        switch name {
        case "fill", "stroke":
            let pathArgument = try list.required(nil)
            let path = try canvasPath(pathArgument.value, c, e, at: pathArgument.location)
            let shading = try list.required("with")
            let fill = try self.fill(shading.value, c, e, at: shading.location)
            let drawing: ShapeDrawing
            if name == "fill" {
                _ = list.take("style")
                drawing = .fill(fill, innerShadows: [])
            } else {
                var style = StrokeStyle(lineWidth: 1)
                if let given = list.take("style") { style = try e.strokeStyle(given.value, at: given.location) }
                if let width = list.take("lineWidth") {
                    style.lineWidth = try Convert.length(width.value, at: width.location, "the line width")
                }
                // The context's transform scales the pen as it does the path.
                style.lineWidth = max(0, style.lineWidth * transform(c).scaleFactor)
                drawing = Evaluator.drawing(of: .path(path), fill, style, inside: false)
            }
            record(.shape(.path(path), drawing), in: c, e, at: at)
            result = (.void, nil)
        case "draw":
            let item = try list.required(nil)
            try draw(item, &list, in: c, e, at: at)
            result = (.void, nil)
        case "resolve":
            // A resolved text or image is the text or image here: it is measured when laid out.
            result = (try list.required(nil).value, nil)
        case "resolveSymbol":
            _ = list.take("id")
            result = (.void, nil)
        case "translateBy", "scaleBy":
            // As a CGAffineTransform's `translatedBy(x:y:)` and `scaledBy(x:y:)` change it.
            var changed = c
            changed.properties["transform"] = try Geometry.transformMethod(
                name == "translateBy" ? "translatedBy" : "scaledBy", of: transform(c), &list)
            result = (.void, .instance(changed))
        case "rotate":
            // `rotate(by:)` takes an Angle where `rotated(by:)` takes radians.
            let angle = try list.required("by")
            let radians = try e.angle(angle.value, at: angle.location)
            result = (
                .void,
                .instance(setting(Raster.AffineTransform(rotationAngle: radians).concatenating(transform(c)), on: c))
            )
        case "clip":
            let to = try list.required("to")
            _ = list.take("style")
            _ = list.take("options")
            var clipped = c
            clipped.properties["clip"] = .path(try canvasPath(to.value, c, e, at: to.location))
            result = (.void, .instance(clipped))
        case "addFilter":
            let filter = try list.required(nil)
            _ = list.take("options")
            var filtered = c
            if let modifier = try self.filter(filter.value, e, at: filter.location) {
                var filters: [Value] = []
                if case .array(let old) = c.properties["filters"] { filters = old }
                filters.append(.view(.modified(.empty, modifier)))
                filtered.properties["filters"] = .array(filters)
            }
            result = (.void, .instance(filtered))
        case "drawLayer":
            let content = try list.required("content", or: nil)
            // The layer draws into a canvas of its own, drawn here as one view under this context's state.
            var layer = e.newCanvasContext(size: size(c))
            layer = setting(transform(c), on: layer)
            guard case .closure(let closure) = content.value else {
                throw EvaluationError(location: content.location, message: "drawLayer takes { context in … }")
            }
            _ = try e.invoke(closure, [.instance(layer)], at: content.location)
            let drawn = self.layer(of: layer, e)
            e.canvasDrawings[canvas(c), default: []].append(styled(drawn, by: c, e, at: at))
            result = (.void, nil)
        default:
            return nil
        }
        try list.finish()
        return result
    }

    /// `context.draw(text, at: point, anchor:)`, `draw(text, in: rect)`, the same of an image.
    private static func draw(
        _ item: EvaluatedArgument, _ list: inout ArgumentList, in c: Instance, _ e: Evaluator, at: SourceLocation
    ) throws(EvaluationError) {
        var node = try e.view(item.value, at: item.location)
        let t = transform(c)
        if let rect = list.take("in") {
            let r = try e.rectangle(rect.value, at: rect.location)
            _ = list.take("style")
            if case .asset(let name, _) = node { node = .asset(name, resizable: true) }
            let origin = t.apply(Point(x: r.minX, y: r.minY))
            node = .modified(
                .modified(
                    node, .frame(width: r.width * t.scaleFactor, height: r.height * t.scaleFactor, alignment: .center)),
                .offset(x: origin.x, y: origin.y))
        } else {
            let at = try list.required("at")
            let point = t.apply(try e.point(at.value, at: at.location))
            let anchor =
                try list.take("anchor").map { a throws(EvaluationError) in
                    try e.unitPoint(a.value, at: a.location)
                } ?? .center
            // At its ideal size, in a frame of no size at the point, its anchor on it.
            node = .modified(
                .modified(
                    .modified(node, .fixedSize(horizontal: true, vertical: true)),
                    .frame(width: 0, height: 0, alignment: anchor)),
                .offset(x: point.x, y: point.y))
        }
        let angle = atan2(t.b, t.a)
        if abs(angle) > 1e-9 { node = .modified(node, .rotation(radians: angle, anchor: .topLeading)) }
        record(node, in: c, e, at: at)
    }

    /// The path a drawing call is given, in the canvas's space: the context's transform applied.
    private static func canvasPath(_ value: Value, _ c: Instance, _ e: Evaluator, at: SourceLocation)
        throws(EvaluationError) -> Path
    {
        let path: Path
        if case .path(let p) = value {
            path = p
        } else {
            let s = size(c)
            path = try e.shape(value, at: at).insettable.path(in: Rect(x: 0, y: 0, width: s.width, height: s.height))
        }
        let t = transform(c)
        return t.isIdentity ? path : path.applying(t)
    }

    /// A `GraphicsContext.Shading`: `.color(…)`, `.linearGradient(gradient, startPoint:, endPoint:)` with
    /// points in the canvas (a drawing is laid over the whole canvas, so they are its unit points),
    /// `.radialGradient`, `.conicGradient`, `.style(…)`, `.foreground`.
    private static func fill(_ value: Value, _ c: Instance, _ e: Evaluator, at: SourceLocation)
        throws(EvaluationError) -> Fill
    {
        let s = size(c)
        let t = transform(c)
        func unit(_ argument: EvaluatedArgument) throws(EvaluationError) -> UnitPoint {
            let p = t.apply(try e.point(argument.value, at: argument.location))
            return UnitPoint(x: s.width > 0 ? p.x / s.width : 0, y: s.height > 0 ? p.y / s.height : 0)
        }
        switch value {
        case .implicitCall("color", let arguments, let at):
            if arguments.count == 1, arguments[0].label == nil {
                return .color(try e.color(arguments[0].value, at: at))
            }
            return .color(try e.color(.implicitCall("init", arguments, at: at), at: at))
        case .implicitCall("style", let arguments, let at) where arguments.count == 1:
            return try e.shapeStyle(arguments[0].value, at: at).fill
        case .implicitCall("linearGradient", let arguments, let at) where arguments.first?.label == nil:
            var list = ArgumentList(arguments, callee: ".linearGradient", at: at)
            let gradient = try list.required(nil)
            let stops = try e.stops(of: gradient.value, at: gradient.location)
            let start = try unit(try list.required("startPoint"))
            let end = try unit(try list.required("endPoint"))
            _ = list.take("options")
            try list.finish()
            return .linearGradientStops(stops, startPoint: start, endPoint: end)
        case .implicitCall("radialGradient", let arguments, let at) where arguments.first?.label == nil:
            var list = ArgumentList(arguments, callee: ".radialGradient", at: at)
            let gradient = try list.required(nil)
            let stops = try e.stops(of: gradient.value, at: gradient.location)
            let center = try unit(try list.required("center"))
            let startRadius =
                try list.take("startRadius").map { a throws(EvaluationError) in
                    try Convert.number(a.value, at: a.location)
                } ?? 0
            let endRadius = try Convert.number(try list.required("endRadius").value, at: at)
            _ = list.take("options")
            try list.finish()
            return .radialGradient(
                stops, center: center, startRadius: startRadius * t.scaleFactor, endRadius: endRadius * t.scaleFactor)
        case .implicitCall("conicGradient", let arguments, let at) where arguments.first?.label == nil:
            var list = ArgumentList(arguments, callee: ".conicGradient", at: at)
            let gradient = try list.required(nil)
            let stops = try e.stops(of: gradient.value, at: gradient.location)
            let center = try unit(try list.required("center"))
            let angle =
                try list.take("angle").map { a throws(EvaluationError) in try e.angle(a.value, at: a.location) } ?? 0
            _ = list.take("options")
            try list.finish()
            return .angularGradient(stops, center: center, startAngle: angle, endAngle: angle)
        case .implicitMember("foreground", _):
            return .color(try e.color(.implicitMember("primary", at: at), at: at))
        default:
            return try e.shapeStyle(value, at: at).fill
        }
    }

    /// A `GraphicsContext.Filter` as the modifier that draws it; nil, with a note, for one drawn without.
    private static func filter(_ value: Value, _ e: Evaluator, at: SourceLocation) throws(EvaluationError)
        -> ViewModifier?
    {
        guard case .implicitCall(let name, let arguments, let callAt) = value else {
            e.noteIgnored(
                "addFilter", at: at, message: "a filter here is .blur(radius:) or .shadow(…); drawn without it")
            return nil
        }
        var list = ArgumentList(arguments, callee: ".\(name)", at: callAt)
        switch name {
        case "blur":
            let radius = try Convert.length(try list.required("radius").value, at: callAt, "the blur radius")
            _ = list.take("options")
            try list.finish()
            return .blur(radius)
        case "shadow":
            var color = Color.black.opacity(0.33)
            if let given = list.take("color") { color = try e.color(given.value, at: given.location) }
            func length(_ label: String) throws(EvaluationError) -> Double {
                try list.take(label).map { a throws(EvaluationError) in try Convert.number(a.value, at: a.location) }
                    ?? 0
            }
            let radius = try length("radius")
            let x = try length("x")
            let y = try length("y")
            _ = list.take("blendMode")
            _ = list.take("options")
            try list.finish()
            return .shadow(Shadow(color: color, radius: radius, x: x, y: y))
        default:
            e.noteIgnored(
                "addFilter", at: callAt,
                message:
                    "the canvas filter .\(name) is not one Neumorph draws (.blur and .shadow are); drawn without it")
            return nil
        }
    }
}

extension Evaluator {
    /// A new `GraphicsContext` drawing into a canvas (a list of drawings) of its own.
    func newCanvasContext(size: Size) -> Instance {
        nextCanvas += 1
        canvasDrawings[nextCanvas] = []
        return Instance(
            typeName: CanvasDrawing.typeName,
            properties: [
                "canvas": .int(nextCanvas), "size": .size(size.width, size.height), "opacity": .number(1),
                "blendMode": .implicitMember("normal", at: SourceLocation(line: 0, column: 0)),
                "transform": Geometry.value(.identity), "filters": .array([]),
            ])
    }
}
