import Raster
import Style
import SwiftSource

extension ViewCatalog {
    static let shapes: [ViewDeclaration] = [
        ViewDeclaration("Circle", ["Circle()"], "the largest circle centred in the frame") { _, _, _ in
            .shape(.circle)
        },
        ViewDeclaration("Ellipse", ["Ellipse()"], "the ellipse filling the frame") { _, _, _ in .shape(.ellipse) },
        ViewDeclaration("Rectangle", ["Rectangle()"], "the frame") { _, _, _ in .shape(.rectangle) },
        ViewDeclaration(
            "RoundedRectangle", ["RoundedRectangle(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)"],
            "circular or continuous (squircle) corners; circular unless style: .continuous is given"
        ) { e, list, _ throws(EvaluationError) in
            let radius = try list.required("cornerRadius")
            let style = try e.cornerStyle(&list)
            let r = try Convert.cornerRadius(radius.value, at: radius.location)
            return .shape(.roundedRectangle(cornerRadius: max(0, r), style: style ?? .circular))
        },
        ViewDeclaration(
            "UnevenRoundedRectangle",
            [
                "UnevenRoundedRectangle(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous)",
                "UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)",
            ],
            "a radius for each corner, each a circular arc held to half the shorter side"
        ) { e, list, _ throws(EvaluationError) in
            _ = try e.cornerStyle(&list)
            // The radii given one by one, or together as `cornerRadii: .init(topLeading: 20)`.
            var given: [String: EvaluatedArgument] = [:]
            if let radii = list.take("cornerRadii") {
                switch radii.value {
                case .instance(let r) where r.typeName == "RectangleCornerRadii":
                    for (corner, value) in r.properties {
                        given[corner] = EvaluatedArgument(label: corner, value: value, location: radii.location)
                    }
                case .implicitCall("init", let arguments, _):
                    // `.init(topLeading: 8)`, the type known from the parameter.
                    for argument in arguments {
                        guard let corner = argument.label, UnevenRoundedRectangle.corners.contains(corner) else {
                            throw EvaluationError(
                                location: argument.location,
                                message:
                                    "RectangleCornerRadii has topLeading, bottomLeading, bottomTrailing, topTrailing")
                        }
                        given[corner] = argument
                    }
                default:
                    throw EvaluationError(location: radii.location, message: "cornerRadii: takes RectangleCornerRadii")
                }
            } else {
                for corner in UnevenRoundedRectangle.corners {
                    given[corner] = list.take("\(corner)Radius")
                }
            }
            func radius(_ corner: String) throws(EvaluationError) -> Double {
                guard let a = given[corner] else { return 0 }
                return max(0, try Convert.length(a.value, at: a.location, "the \(corner) radius"))
            }
            let shape = UnevenRoundedRectangle(
                topLeading: try radius("topLeading"), bottomLeading: try radius("bottomLeading"),
                bottomTrailing: try radius("bottomTrailing"), topTrailing: try radius("topTrailing"))
            return .shape(.unevenRoundedRectangle(shape))
        },
        ViewDeclaration(
            "RectangleCornerRadii",
            [
                "RectangleCornerRadii(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0)"
            ],
            "the four radii an UnevenRoundedRectangle takes"
        ) { _, list, _ throws(EvaluationError) in
            var radii = Instance(typeName: "RectangleCornerRadii", properties: [:])
            for corner in UnevenRoundedRectangle.corners {
                if let a = list.take(corner) { radii.properties[corner] = a.value }
            }
            return .instance(radii)
        },
        ViewDeclaration("Capsule", ["Capsule(style: RoundedCornerStyle = .circular)"], "fully rounded ends") {
            e, list, _ throws(EvaluationError) in .shape(.capsule(try e.cornerStyle(&list) ?? .circular))
        },
        ViewDeclaration(
            "Path",
            [
                "Path()", "Path(_ callback: (inout Path) -> ())", "Path(_ rect: CGRect)", "Path(_ path: CGPath)",
                "Path(ellipseIn: CGRect)",
                "Path(roundedRect: CGRect, cornerRadius: CGFloat)",
            ],
            "an outline built in the file's points; as a view it draws where it was built"
        ) { e, list, at throws(EvaluationError) in
            if let build = list.take(nil) {
                switch build.value {
                case .closure(let closure):
                    return .path(try e.buildPath(closure, at: build.location))
                case .tuple:
                    return .path(Path(try e.rectangle(build.value, at: build.location)))
                case .path:
                    // `Path(bezier.cgPath)`: the Core Graphics path's outline.
                    return build.value
                default:
                    throw EvaluationError(
                        location: build.location, message: "Path takes { path in … }, a CGRect or a CGPath")
                }
            }
            if let r = list.take("ellipseIn") {
                return .path(Path(ellipseIn: try e.rectangle(r.value, at: r.location)))
            }
            if let r = list.take("roundedRect") {
                let radius = try list.required("cornerRadius")
                let style = try e.cornerStyle(&list)
                return .path(
                    RoundedRectangle(
                        cornerRadius: try Convert.cornerRadius(radius.value, at: radius.location),
                        style: style ?? .continuous
                    ).path(in: try e.rectangle(r.value, at: r.location)))
            }
            return .path(Path())
        },
        ViewDeclaration(
            "StrokeStyle",
            [
                "StrokeStyle(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, "
                    + "miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0)"
            ],
            "how stroke(style:) ends, turns and dashes its line"
        ) { _, list, _ throws(EvaluationError) in
            var parts: [TupleElement] = []
            for label in ["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"] {
                if let a = list.take(label) { parts.append(TupleElement(label: label, value: a.value)) }
            }
            return .tuple(parts)
        },
        ViewDeclaration(
            "FillStyle", ["FillStyle(eoFill: Bool = false, antialiased: Bool = true)"],
            "which parts of a path .fill and .clipShape take as inside: non-zero, or even-odd with eoFill"
        ) { _, list, _ throws(EvaluationError) in
            var parts: [TupleElement] = []
            for label in ["eoFill", "antialiased"] {
                if let a = list.take(label) { parts.append(TupleElement(label: label, value: a.value)) }
            }
            return .tuple(parts)
        },
        ViewDeclaration(
            "Angle", ["Angle(degrees: Double)", "Angle(radians: Double)"], "an angle (also .degrees(_:), .radians(_:))"
        ) {
            e, list, at throws(EvaluationError) in
            var all: [EvaluatedArgument] = []
            while let a = list.take("degrees") ?? list.take("radians") { all.append(a) }
            return try e.makeAngle(all, at: at)
        },
        ViewDeclaration("UnitPoint", ["UnitPoint(x: CGFloat, y: CGFloat)"], "a point in a frame, 0…1 on each axis") {
            _, list, _ throws(EvaluationError) in
            let x = try list.required("x")
            let y = try list.required("y")
            return .unitPoint(
                UnitPoint(
                    x: try Convert.length(x.value, at: x.location, "x"),
                    y: try Convert.length(y.value, at: y.location, "y")))
        },
        ViewDeclaration(
            "EdgeInsets",
            ["EdgeInsets()", "EdgeInsets(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)"],
            "an inset for each edge (`.padding(_:)`, `.listRowInsets(_:)`), its edges read as `.top`…"
        ) { e, list, _ throws(EvaluationError) in .tuple(try e.edgeInsets(&list)) },
    ]
}

extension Evaluator {
    /// A shape's `style:` argument, nil when it is not given.
    func cornerStyle(_ list: inout ArgumentList) throws(EvaluationError) -> RoundedCornerStyle? {
        try list.take("style").map { a throws(EvaluationError) in try cornerStyle(a.value, at: a.location) }
    }

    /// The shape as a `FillStyle` argument has it filled: by the even-odd rule when `eoFill` is true.
    /// Antialiasing stays on: every edge here is drawn by exact area.
    func filled(_ shape: ShapeValue, style: EvaluatedArgument?) throws(EvaluationError) -> ShapeValue {
        guard let style else { return shape }
        guard case .tuple(let parts) = style.value else {
            throw EvaluationError(
                location: style.location, message: "expected a FillStyle, got \(style.value.kindName)")
        }
        guard let eoFill = parts.first(where: { $0.label == "eoFill" }) else { return shape }
        return try Convert.bool(eoFill.value, at: style.location) ? .evenOdd(shape) : shape
    }

    /// `Path { path in … }`: the closure run with a path it builds in place.
    func buildPath(_ closure: Closure, at location: SourceLocation) throws(EvaluationError) -> Path {
        var scope = closure.scope
        let name = closure.parameters.first ?? "$0"
        return try scope.nested { (inner: inout Scope) throws(EvaluationError) -> Path in
            inner.defineVariable(name, .path(Path()))
            try enteringView(at: location) { () throws(EvaluationError) -> Void in
                _ = try run(closure.body, &inner, at: closure.location)
            }
            guard case .path(let built)? = inner.lookup(name) else { return Path() }
            return built
        }
    }
}
