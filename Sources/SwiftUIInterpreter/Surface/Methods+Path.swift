import Raster
import Style
import SwiftSource

/// `Path`'s building methods, on a `var path` or the closure parameter of `Path { path in … }`.
/// Each returns the path as it is after the call (a mutating method).
extension MethodCatalog {
    static let paths: [MethodDeclaration] = [
        path("move", ["move(to end: CGPoint)"], "starts a new subpath at the point") {
            e, p, list, at throws(EvaluationError) in
            let to = try list.required("to")
            p.move(to: try e.point(to.value, at: to.location))
        },
        path("addLine", ["addLine(to end: CGPoint)"], "a straight line to the point") {
            e, p, list, at throws(EvaluationError) in
            let to = try list.required("to")
            p.addLine(to: try e.point(to.value, at: to.location))
        },
        path("addLines", ["addLines(_ lines: [CGPoint])"], "lines through the points, starting a subpath at the first")
        {
            e, p, list, at throws(EvaluationError) in
            let points = try list.required(nil)
            guard case .array(let values) = points.value else {
                throw EvaluationError(location: points.location, message: "addLines takes an array of CGPoints")
            }
            for (index, v) in values.enumerated() {
                let q = try e.point(v, at: points.location)
                if index == 0 { p.move(to: q) } else { p.addLine(to: q) }
            }
        },
        path("addQuadCurve", ["addQuadCurve(to end: CGPoint, control: CGPoint)"], "a quadratic Bézier") {
            e, p, list, at throws(EvaluationError) in
            let to = try list.required("to")
            let control = try list.required("control")
            p.addQuadCurve(
                to: try e.point(to.value, at: to.location), control: try e.point(control.value, at: control.location))
        },
        path("addCurve", ["addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint)"], "a cubic Bézier") {
            e, p, list, at throws(EvaluationError) in
            let to = try list.required("to")
            let c1 = try list.required("control1")
            let c2 = try list.required("control2")
            p.addCurve(
                to: try e.point(to.value, at: to.location), control1: try e.point(c1.value, at: c1.location),
                control2: try e.point(c2.value, at: c2.location))
        },
        path(
            "addArc",
            [
                "addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool)",
                "addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat)",
            ],
            "a circular arc; `clockwise` is in SwiftUI's flipped sense, so false turns clockwise on screen"
        ) { e, p, list, at throws(EvaluationError) in
            if let t1 = list.take("tangent1End") {
                let t2 = try list.required("tangent2End")
                let r = try list.required("radius")
                p.addArc(
                    tangent1End: try e.point(t1.value, at: t1.location),
                    tangent2End: try e.point(t2.value, at: t2.location),
                    radius: try Convert.length(r.value, at: r.location, "the radius"))
                return
            }
            let center = try list.required("center")
            let radius = try list.required("radius")
            let start = try list.required("startAngle")
            let end = try list.required("endAngle")
            let clockwise =
                try list.take("clockwise").map { a throws(EvaluationError) in try Convert.bool(a.value, at: a.location)
                } ?? false
            // SwiftUI's angles and `clockwise` are those of a y-up plane drawn flipped: on screen the
            // angle grows clockwise, and `clockwise: true` turns the other way.
            p.addArc(
                center: try e.point(center.value, at: center.location),
                radius: try Convert.length(radius.value, at: radius.location, "the radius"),
                startAngle: try e.angle(start.value, at: start.location),
                endAngle: try e.angle(end.value, at: end.location),
                clockwise: !clockwise)
        },
        path(
            "addRelativeArc", ["addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle)"],
            "an arc turning delta from startAngle (clockwise on screen for a positive delta)"
        ) { e, p, list, at throws(EvaluationError) in
            let center = try list.required("center")
            let radius = try list.required("radius")
            let start = try list.required("startAngle")
            let delta = try list.required("delta")
            let a0 = try e.angle(start.value, at: start.location)
            let d = try e.angle(delta.value, at: delta.location)
            p.addArc(
                center: try e.point(center.value, at: center.location),
                radius: try Convert.length(radius.value, at: radius.location, "the radius"), startAngle: a0,
                endAngle: a0 + d, clockwise: d >= 0)
        },
        path("addRect", ["addRect(_ rect: CGRect)"], "a closed rectangle") { e, p, list, at throws(EvaluationError) in
            let r = try list.required(nil)
            p.addRect(try e.rectangle(r.value, at: r.location))
        },
        path(
            "addRoundedRect",
            ["addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous)"],
            "a closed rounded rectangle"
        ) { e, p, list, at throws(EvaluationError) in
            let r = try list.required("in")
            guard let size = list.take("cornerSize") ?? list.take("cornerRadius") ?? list.take("cornerRadii") else {
                throw EvaluationError(location: at, message: "addRoundedRect needs cornerSize: or cornerRadius:")
            }
            let style = try list.take("style").map { a throws(EvaluationError) in
                try e.cornerStyle(a.value, at: a.location)
            }
            let radius: Double
            if case .tuple = size.value {
                radius = try e.size(size.value, at: size.location).0
            } else {
                radius = try Convert.cornerRadius(size.value, at: size.location)
            }
            p.addPath(
                RoundedRectangle(cornerRadius: max(0, radius), style: style ?? .continuous).path(
                    in: try e.rectangle(r.value, at: r.location)))
        },
        path("addEllipse", ["addEllipse(in rect: CGRect)"], "a closed ellipse inscribed in the rectangle") {
            e, p, list, at throws(EvaluationError) in
            let r = try list.required("in")
            p.addEllipse(in: try e.rectangle(r.value, at: r.location))
        },
        path("addPath", ["addPath(_ path: Path, transform: CGAffineTransform = .identity)"], "another path's subpaths")
        {
            e, p, list, at throws(EvaluationError) in
            let other = try list.required(nil)
            let t =
                try list.take("transform").map { a throws(EvaluationError) in try Geometry.transform(a) } ?? .identity
            guard case .path(let q) = other.value else {
                p.addPath(try e.shape(other.value, at: other.location).insettable.path(in: .zero).applying(t))
                return
            }
            p.addPath(t.isIdentity ? q : q.applying(t))
        },
        path("closeSubpath", ["closeSubpath()"], "a line back to the subpath's start, closing it") {
            _, p, _, _ throws(EvaluationError) in
            p.closeSubpath()
        },
        MethodDeclaration(
            "Path", "applying", ["applying(_ transform: CGAffineTransform) -> Path"], "the path mapped by the transform"
        ) { e, base, list, at throws(EvaluationError) in
            guard case .path(let p) = base else { return nil }
            return MethodResult(.path(p.applying(try Geometry.transform(try list.required(nil)))))
        },
        MethodDeclaration(
            "Path", "offsetBy", ["offsetBy(dx: CGFloat, dy: CGFloat) -> Path"], "the path moved by the offset"
        ) { e, base, list, at throws(EvaluationError) in
            guard case .path(let p) = base else { return nil }
            let dx = try list.required("dx")
            let dy = try list.required("dy")
            return MethodResult(
                .path(
                    p.offsetBy(
                        dx: try Convert.number(dx.value, at: dx.location),
                        dy: try Convert.number(dy.value, at: dy.location)
                    )))
        },
    ]

    /// A mutating Path method: `body` changes the path.
    private static func path(
        _ name: String, _ signatures: [String], _ summary: String,
        _ body:
            @escaping @Sendable (Evaluator, inout Path, inout ArgumentList, SourceLocation) throws(EvaluationError) ->
            Void
    ) -> MethodDeclaration {
        MethodDeclaration("Path", name, signatures, summary) { e, base, list, at throws(EvaluationError) in
            guard case .path(var p) = base else { return nil }
            try body(e, &p, &list, at)
            return MethodResult(.void, updated: .path(p))
        }
    }
}
