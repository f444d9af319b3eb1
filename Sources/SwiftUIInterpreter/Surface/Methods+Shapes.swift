import Raster
import Style
import SwiftSource

/// What a shape is drawn with and how its outline changes: `fill`, `stroke`, `trim`, `inset`…
extension MethodCatalog {
    static let shapes: [MethodDeclaration] = [
        MethodDeclaration(
            "Shape", "fill", ["fill(_ content: S = .foreground, style: FillStyle = FillStyle())"],
            "the shape filled with a colour, a gradient or a shape style with shadows, by the non-zero or even-odd rule"
        ) { e, base, list, at throws(EvaluationError) in
            if case .view(let node) = base, case .shape(let stroked, let drawing) = node.unmarked {
                // `Circle().stroke(lineWidth: 8).fill(.white)`: a stroke given no style is a shape (iOS
                // 13's `stroke(lineWidth:)`), its outline filled with the style.
                let restroked: ShapeDrawing?
                let style = list.peek(nil)
                let fill = try style.map { s throws(EvaluationError) in try e.shapeStyle(s.value, at: s.location).fill }
                switch drawing {
                case .stroke(nil, let width, let inside): restroked = .stroke(fill, lineWidth: width, inside: inside)
                case .styledStroke(nil, let stroke, let inside):
                    restroked = .styledStroke(fill, stroke, inside: inside)
                default: restroked = nil
                }
                if let restroked {
                    _ = list.take(nil)
                    return MethodResult(.view(e.marked(.shape(stroked, restroked), stroked.typeName, at: at)))
                }
            }
            if let (shape, under) = Evaluator.shapeView(base) {
                // iOS 17's ShapeView: `.stroke(.red, lineWidth: 4).fill(.white)` fills the same shape
                // over what was drawn before.
                let style = list.take(nil)
                let (fill, inner, _) =
                    try style.map { s throws(EvaluationError) in try e.shapeStyle(s.value, at: s.location) }
                    ?? (nil, [], [])
                return MethodResult(.view(Evaluator.layering(under, .shape(shape, .fill(fill, innerShadows: inner)))))
            }
            guard let receiver = try e.shapeReceiver(base, at: at) else { return nil }
            let style = list.take(nil)
            let s = try e.filled(receiver, style: list.take("style"))
            guard let style else {
                return MethodResult(.view(e.marked(.shape(s, .fill(nil, innerShadows: [])), s.typeName, at: at)))
            }
            let (fill, inner, drop) = try e.shapeStyle(style.value, at: style.location)
            let filled = Evaluator.casting(drop, from: .shape(s, .fill(fill, innerShadows: inner)))
            return MethodResult(.view(e.marked(filled, s.typeName, at: at)))
        },
        MethodDeclaration(
            "Shape", "stroke",
            [
                "stroke(_ content: S = .foreground, lineWidth: CGFloat = 1)",
                "stroke(_ content: S, style: StrokeStyle)", "stroke(style: StrokeStyle)",
            ],
            "the outline drawn centred on the shape's edge, with StrokeStyle's caps, joins and dashes"
        ) { e, base, list, at throws(EvaluationError) in try e.stroke(base, &list, inside: false, at: at) },
        MethodDeclaration(
            "Shape", "strokeBorder",
            [
                "strokeBorder(_ content: S = .foreground, lineWidth: CGFloat = 1)",
                "strokeBorder(_ content: S, style: StrokeStyle)",
            ],
            "the outline drawn inside the shape's edge"
        ) { e, base, list, at throws(EvaluationError) in try e.stroke(base, &list, inside: true, at: at) },
        MethodDeclaration(
            "Shape", "trim", ["trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)"],
            "the part of the outline between two fractions of its length, from its start along its direction"
        ) { e, base, list, at throws(EvaluationError) in
            guard let s = try e.shapeReceiver(base, at: at) else { return nil }
            let from =
                try list.take("from").map { a throws(EvaluationError) in try Convert.number(a.value, at: a.location) }
                ?? 0
            let to =
                try list.take("to").map { a throws(EvaluationError) in try Convert.number(a.value, at: a.location) }
                ?? 1
            return MethodResult(.shape(.trimmed(s, from: from, to: to)))
        },
        MethodDeclaration(
            "Shape", "inset", ["inset(by amount: CGFloat)"], "the outline moved inwards (an InsettableShape)"
        ) { e, base, list, at throws(EvaluationError) in
            guard let s = try e.shapeReceiver(base, at: at) else { return nil }
            let amount = try list.required("by")
            return MethodResult(
                .shape(.inset(s, by: try Convert.length(amount.value, at: amount.location, "the inset"))))
        },
        MethodDeclaration(
            "Shape", "rotation", ["rotation(_ angle: Angle, anchor: UnitPoint = .center)"],
            "the outline turned about the anchor, within the same frame"
        ) { e, base, list, at throws(EvaluationError) in
            guard let s = try e.shapeReceiver(base, at: at) else { return nil }
            let angle = try list.required(nil)
            let anchor = try list.take("anchor").map { a throws(EvaluationError) in
                try e.unitPoint(a.value, at: a.location)
            }
            return MethodResult(
                .shape(
                    .transformed(
                        s, .rotation(radians: try e.angle(angle.value, at: angle.location), anchor: anchor ?? .center)))
            )
        },
        MethodDeclaration(
            "Shape", "offset", ["offset(_ offset: CGSize)", "offset(x: CGFloat = 0, y: CGFloat = 0)"],
            "the outline moved within its frame"
        ) { e, base, list, at throws(EvaluationError) in
            guard let s = try e.shapeReceiver(base, at: at) else { return nil }
            if let size = list.take(nil) {
                let (w, h) = try e.size(size.value, at: size.location)
                return MethodResult(.shape(.transformed(s, .offset(x: w, y: h))))
            }
            let x =
                try list.take("x").map { a throws(EvaluationError) in try Convert.length(a.value, at: a.location, "x") }
                ?? 0
            let y =
                try list.take("y").map { a throws(EvaluationError) in try Convert.length(a.value, at: a.location, "y") }
                ?? 0
            return MethodResult(.shape(.transformed(s, .offset(x: x, y: y))))
        },
        MethodDeclaration(
            "Shape", "scale",
            ["scale(_ scale: CGFloat, anchor: UnitPoint = .center)", "scale(x: CGFloat = 1, y: CGFloat = 1, anchor:)"],
            "the outline scaled about the anchor, within the same frame"
        ) { e, base, list, at throws(EvaluationError) in
            guard let s = try e.shapeReceiver(base, at: at) else { return nil }
            let anchor = try list.take("anchor").map { a throws(EvaluationError) in
                try e.unitPoint(a.value, at: a.location)
            }
            var (x, y) = (1.0, 1.0)
            if let k = list.take(nil) {
                x = try Convert.number(k.value, at: k.location)
                y = x
            } else {
                x =
                    try list.take("x").map { a throws(EvaluationError) in try Convert.number(a.value, at: a.location) }
                    ?? 1
                y =
                    try list.take("y").map { a throws(EvaluationError) in try Convert.number(a.value, at: a.location) }
                    ?? 1
            }
            return MethodResult(.shape(.transformed(s, .scale(x: x, y: y, anchor: anchor ?? .center))))
        },
        MethodDeclaration(
            "Shape", "path", ["path(in rect: CGRect) -> Path"], "the shape's outline in a rectangle, as a Path"
        ) { e, base, list, at throws(EvaluationError) in
            guard let s = try e.shapeReceiver(base, at: at) else { return nil }
            let r = try list.required("in")
            // A Path's own path is itself, whatever the rectangle.
            if case .path(let p) = base { return MethodResult(.path(p)) }
            return MethodResult(.path(s.insettable.path(in: try e.rectangle(r.value, at: r.location))))
        },
    ]
}

extension Evaluator {
    /// The receiver as a shape: a built-in one, a Path, or a `Shape` the module declares; nil for
    /// anything else (the method is then not a shape's).
    func shapeReceiver(_ base: Value, at location: SourceLocation) throws(EvaluationError) -> ShapeValue? {
        switch base {
        case .shape(let s): return s
        case .path(let p): return .path(p)
        case .instance(let instance)
        where instance.caseName == nil
            && (try? program.conformances(of: instance.typeName))?.contains(where: {
                $0 == "Shape" || $0 == "InsettableShape"
            }) == true:
            return try shape(base, at: location)
        // A shape named by a `Shape` static where its type is known (`let shape: S = .buttonBorder`).
        case .implicitMember(let name, _) where ["buttonBorder", "rect", "circle", "capsule", "ellipse"].contains(name):
            return try shape(base, at: location)
        default: return nil
        }
    }

    fileprivate func stroke(_ base: Value, _ list: inout ArgumentList, inside: Bool, at: SourceLocation)
        throws(EvaluationError) -> MethodResult?
    {
        let receiver = try shapeReceiver(base, at: at)
        // iOS 17's ShapeView: `.fill(.yellow).stroke(.blue, lineWidth: 8)` strokes the same shape over it.
        let layered = receiver == nil ? Self.shapeView(base) : nil
        guard let s = receiver ?? layered?.shape else { return nil }
        let style = list.take(nil)
        var strokeStyle = StrokeStyle(lineWidth: 1)
        if let given = list.take("style") { strokeStyle = try self.strokeStyle(given.value, at: given.location) }
        if let lineWidth = list.take("lineWidth") {
            strokeStyle.lineWidth = try Convert.length(lineWidth.value, at: lineWidth.location, "the line width")
        }
        _ = list.take("antialiased")
        strokeStyle.lineWidth = max(0, strokeStyle.lineWidth)
        let styled = try style.map { a throws(EvaluationError) in try shapeStyle(a.value, at: a.location) }
        let stroked = Self.casting(
            styled?.dropShadows ?? [], from: .shape(s, Self.drawing(of: s, styled?.fill, strokeStyle, inside: inside)))
        if let layered { return MethodResult(.view(Self.layering(layered.under, stroked))) }
        return MethodResult(.view(marked(stroked, s.typeName, at: at)))
    }

    /// A shape already filled or stroked (iOS 17's `ShapeView`), and the view drawn so far: what a further
    /// `fill` or `stroke` draws the same shape over.
    static func shapeView(_ base: Value) -> (shape: ShapeValue, under: ViewNode)? {
        guard case .view(let node) = base else { return nil }
        switch node.unmarked {
        case .shape(let shape, _): return (shape, node)
        case .stack(.z, _, _, let layers):
            guard case .shape(let shape, _)? = layers.last?.unmarked else { return nil }
            return (shape, node)
        default: return nil
        }
    }

    /// `top` drawn over `under`, one more layer of a ShapeView.
    static func layering(_ under: ViewNode, _ top: ViewNode) -> ViewNode {
        if case .stack(.z, let spacing, let alignment, let layers) = under.unmarked {
            return .stack(.z, spacing: spacing, alignment: alignment, layers + [top])
        }
        return .stack(.z, spacing: nil, alignment: .center, [under, top])
    }

    /// A plain stroke where its caps and joins cannot show (a smooth closed shape, or the stroker's own
    /// round ones), else a styled one.
    static func drawing(of shape: ShapeValue, _ fill: Fill?, _ style: StrokeStyle, inside: Bool) -> ShapeDrawing {
        let plain = StrokeStyle(lineWidth: style.lineWidth, lineCap: style.lineCap, lineJoin: style.lineJoin)
        let round = StrokeStyle.rounded(lineWidth: style.lineWidth)
        func smooth(_ s: ShapeValue) -> Bool {
            switch s {
            case .circle, .ellipse, .capsule, .roundedRectangle: true
            case .inset(let inner, _): smooth(inner)
            default: false
            }
        }
        if style == round || (style == plain && style.lineJoin == .miter && smooth(shape)) {
            return .stroke(fill, lineWidth: style.lineWidth, inside: inside)
        }
        return .styledStroke(fill, style, inside: inside)
    }

    /// `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)`, made by `construct` as a
    /// labelled tuple.
    func strokeStyle(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> StrokeStyle {
        guard case .tuple(let parts) = value else {
            throw EvaluationError(location: location, message: "expected a StrokeStyle, got \(value.kindName)")
        }
        var style = StrokeStyle(lineWidth: 1)
        for part in parts {
            switch part.label {
            case "lineWidth": style.lineWidth = try Convert.length(part.value, at: location, "the line width")
            case "miterLimit": style.miterLimit = try Convert.number(part.value, at: location)
            case "dashPhase": style.dashPhase = try Convert.number(part.value, at: location)
            case "dash":
                guard case .array(let lengths) = part.value else { continue }
                style.dash = []
                for l in lengths { style.dash.append(try Convert.number(l, at: location)) }
            case "lineCap":
                guard case .implicitMember(let name, _) = part.value, let cap = LineCap(rawValue: name) else {
                    throw EvaluationError(location: location, message: "the line cap is .butt, .round or .square")
                }
                style.lineCap = cap
            case "lineJoin":
                guard case .implicitMember(let name, _) = part.value, let join = LineJoin(rawValue: name) else {
                    throw EvaluationError(location: location, message: "the line join is .miter, .round or .bevel")
                }
                style.lineJoin = join
            default: break
            }
        }
        return style
    }
}
