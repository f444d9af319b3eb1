import Raster
import Style
import SwiftSource

/// Core Graphics' geometry as view code uses it: `CGRect`, `CGPoint` and `CGSize` are labelled tuples
/// (`rect.width`, `point.x`), with the computed members and methods of their types; `Angle` is a
/// value in radians.
extension Value {
    static func rect(_ r: Rect) -> Value {
        .tuple([
            TupleElement(label: "x", value: .number(r.minX)), TupleElement(label: "y", value: .number(r.minY)),
            TupleElement(label: "width", value: .number(r.width)),
            TupleElement(label: "height", value: .number(r.height)),
        ])
    }

    static func point(_ p: Point) -> Value {
        .tuple([TupleElement(label: "x", value: .number(p.x)), TupleElement(label: "y", value: .number(p.y))])
    }

    static func size(_ width: Double, _ height: Double) -> Value {
        .tuple([
            TupleElement(label: "width", value: .number(width)), TupleElement(label: "height", value: .number(height)),
        ])
    }
}

enum Geometry {
    /// A labelled tuple's numbers by label.
    static func numbers(_ elements: [TupleElement]) -> [String: Double] {
        var out: [String: Double] = [:]
        for e in elements { if let label = e.label, let n = e.value.numeric { out[label] = n } }
        return out
    }

    static func rect(_ elements: [TupleElement]) -> Rect? {
        let n = numbers(elements)
        guard let w = n["width"], let h = n["height"] else { return nil }
        return Rect(x: n["x"] ?? 0, y: n["y"] ?? 0, width: w, height: h)
    }

    /// `rect.midX`, `rect.size`, `rect.origin`…: a CGRect's computed members (nil: not one).
    static func member(_ name: String, of elements: [TupleElement]) -> Value? {
        guard let r = rect(elements), elements.contains(where: { $0.label == "x" }) else { return nil }
        // A negative width counts from the other side, as CGRect's standardised members do.
        let (x0, x1) = (min(r.minX, r.minX + r.width), max(r.minX, r.minX + r.width))
        let (y0, y1) = (min(r.minY, r.minY + r.height), max(r.minY, r.minY + r.height))
        switch name {
        case "minX": return .number(x0)
        case "midX": return .number((x0 + x1) / 2)
        case "maxX": return .number(x1)
        case "minY": return .number(y0)
        case "midY": return .number((y0 + y1) / 2)
        case "maxY": return .number(y1)
        case "size": return .size(r.width, r.height)
        case "origin": return .point(Point(x: r.minX, y: r.minY))
        case "isEmpty": return .bool(r.width == 0 || r.height == 0)
        case "standardized": return .rect(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        default: return nil
        }
    }

    /// A `CGAffineTransform`: a labelled tuple of `a`, `b`, `c`, `d`, `tx`, `ty`, as Core Graphics
    /// names them.
    static func transform(_ elements: [TupleElement]) -> Raster.AffineTransform? {
        let n = numbers(elements)
        guard let a = n["a"], let b = n["b"], let c = n["c"], let d = n["d"], let tx = n["tx"], let ty = n["ty"] else {
            return nil
        }
        return Raster.AffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    static func value(_ t: Raster.AffineTransform) -> Value {
        .tuple(
            [("a", t.a), ("b", t.b), ("c", t.c), ("d", t.d), ("tx", t.tx), ("ty", t.ty)].map {
                TupleElement(label: $0.0, value: .number($0.1))
            })
    }

    /// A `CGAffineTransform` argument (`.identity` too).
    static func transform(_ argument: EvaluatedArgument) throws(EvaluationError) -> Raster.AffineTransform {
        if case .implicitMember("identity", _) = argument.value { return .identity }
        if case .implicitCall("init", let arguments, let at) = argument.value {
            // `.init(translationX: 10, y: 0)` where a transform is expected.
            var list = ArgumentList(arguments, callee: "CGAffineTransform", at: at)
            let t = try makeTransform(&list)
            try list.finish()
            return t
        }
        guard case .tuple(let elements) = argument.value, let t = transform(elements) else {
            throw EvaluationError(
                location: argument.location, message: "expected a CGAffineTransform, got \(argument.value.kindName)")
        }
        return t
    }

    /// `CGAffineTransform(translationX:y:)`, `(scaleX:y:)`, `(rotationAngle:)`, `(a:b:c:d:tx:ty:)`.
    static func makeTransform(_ list: inout ArgumentList) throws(EvaluationError) -> Raster.AffineTransform {
        func number(_ a: EvaluatedArgument) throws(EvaluationError) -> Double {
            try Convert.number(a.value, at: a.location)
        }
        if let x = list.take("translationX") {
            return Raster.AffineTransform(translationX: try number(x), y: try number(try list.required("y")))
        }
        if let x = list.take("scaleX") {
            return Raster.AffineTransform(scaleX: try number(x), y: try number(try list.required("y")))
        }
        if let angle = list.take("rotationAngle") { return Raster.AffineTransform(rotationAngle: try number(angle)) }
        var n: [Double] = []
        for label in ["a", "b", "c", "d", "tx", "ty"] { n.append(try number(try list.required(label))) }
        return Raster.AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    /// A transform's methods: `translatedBy(x:y:)`, `scaledBy(x:y:)`, `rotated(by:)` (each applied
    /// before the transform, as Core Graphics does), `concatenating(_:)`, `inverted()`.
    static func transformMethod(
        _ name: String, of t: Raster.AffineTransform, _ list: inout ArgumentList
    ) throws(EvaluationError) -> Value? {
        func number(_ label: String?) throws(EvaluationError) -> Double {
            let a = try list.required(label)
            return try Convert.number(a.value, at: a.location)
        }
        switch name {
        case "translatedBy":
            return value(Raster.AffineTransform(translationX: try number("x"), y: try number("y")).concatenating(t))
        case "scaledBy":
            return value(Raster.AffineTransform(scaleX: try number("x"), y: try number("y")).concatenating(t))
        case "rotated":
            return value(Raster.AffineTransform(rotationAngle: try number("by")).concatenating(t))
        case "concatenating":
            return value(t.concatenating(try transform(try list.required(nil))))
        case "inverted":
            let det = t.a * t.d - t.b * t.c
            guard det != 0 else { return value(t) }
            let (a, b, c, d) = (t.d / det, -t.b / det, -t.c / det, t.a / det)
            return value(
                Raster.AffineTransform(a: a, b: b, c: c, d: d, tx: -(a * t.tx + c * t.ty), ty: -(b * t.tx + d * t.ty)))
        default:
            return nil
        }
    }

    /// `rect.insetBy(dx:dy:)`, `rect.offsetBy(dx:dy:)`, `rect.contains(point)`, `point.applying(…)`.
    static func method(
        _ name: String, of elements: [TupleElement], _ arguments: [EvaluatedArgument], at: SourceLocation
    ) throws(EvaluationError) -> Value? {
        var list = ArgumentList(arguments, callee: ".\(name)", at: at)
        func number(_ label: String) throws(EvaluationError) -> Double {
            let a = try list.required(label)
            return try Convert.number(a.value, at: a.location)
        }
        if let t = transform(elements) {
            guard let made = try transformMethod(name, of: t, &list) else { return nil }
            try list.finish()
            return made
        }
        if name == "applying" {
            // A point, a size (its vector: no translation) or a rect (the box around the mapped corners).
            let t = try transform(try list.required(nil))
            try list.finish()
            let n = numbers(elements)
            if let r = rect(elements), elements.contains(where: { $0.label == "x" }) {
                let corners = [(r.minX, r.minY), (r.maxX, r.minY), (r.minX, r.maxY), (r.maxX, r.maxY)].map {
                    t.apply(Point(x: $0.0, y: $0.1))
                }
                let xs = corners.map(\.x)
                let ys = corners.map(\.y)
                return .rect(
                    Rect(
                        x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
            }
            if let x = n["x"], let y = n["y"] { return .point(t.apply(Point(x: x, y: y))) }
            if let w = n["width"], let h = n["height"] {
                return .size(t.a * w + t.c * h, t.b * w + t.d * h)
            }
            return nil
        }
        guard let r = rect(elements), elements.contains(where: { $0.label == "x" }) else { return nil }
        let made: Value
        switch name {
        case "insetBy":
            let (dx, dy) = (try number("dx"), try number("dy"))
            made = .rect(Rect(x: r.minX + dx, y: r.minY + dy, width: r.width - 2 * dx, height: r.height - 2 * dy))
        case "offsetBy":
            let (dx, dy) = (try number("dx"), try number("dy"))
            made = .rect(r.offsetBy(dx: dx, dy: dy))
        case "contains":
            let p = try list.required(nil)
            guard case .tuple(let point) = p.value, let x = numbers(point)["x"], let y = numbers(point)["y"] else {
                throw EvaluationError(location: p.location, message: "contains takes a CGPoint")
            }
            made = .bool(x >= r.minX && x < r.maxX && y >= r.minY && y < r.maxY)
        default:
            return nil
        }
        try list.finish()
        return made
    }
}

extension Evaluator {
    /// A `CGSize` (or `CGPoint`, `CGVector`) as width and height.
    func size(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> (Double, Double) {
        if case .tuple(let elements) = value {
            let n = Geometry.numbers(elements)
            if let w = n["width"], let h = n["height"] { return (w, h) }
            if let x = n["x"], let y = n["y"] { return (x, y) }
            if let x = n["dx"], let y = n["dy"] { return (x, y) }
        }
        if case .implicitMember("zero", _) = value { return (0, 0) }
        throw EvaluationError(location: location, message: "expected a CGSize, got \(value.kindName)")
    }

    func point(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> Point {
        if case .tuple(let elements) = value {
            let n = Geometry.numbers(elements)
            if let x = n["x"], let y = n["y"] { return Point(x: x, y: y) }
        }
        if case .implicitMember("zero", _) = value { return .zero }
        if case .implicitCall("init", let arguments, let at) = value {
            return try point(
                try StandardLibrary.construct("CGPoint", arguments, at: at, self) ?? .void, at: location)
        }
        throw EvaluationError(location: location, message: "expected a CGPoint, got \(value.kindName)")
    }

    func rectangle(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> Rect {
        if case .tuple(let elements) = value, let r = Geometry.rect(elements) { return r }
        if case .implicitMember("zero", _) = value { return Rect(x: 0, y: 0, width: 0, height: 0) }
        throw EvaluationError(location: location, message: "expected a CGRect, got \(value.kindName)")
    }

    /// An `Angle` in radians: `.degrees(45)`, `Angle(radians: .pi)`, `.zero`.
    func angle(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> Double {
        switch value {
        case .angle(let radians): return radians
        case .implicitMember("zero", _): return 0
        case .implicitCall(let unit, let arguments, let at) where unit == "degrees" || unit == "radians":
            var list = ArgumentList(arguments, callee: ".\(unit)", at: at)
            let n = try list.required(nil)
            try list.finish()
            let amount = try Convert.number(n.value, at: n.location)
            return unit == "degrees" ? amount * .pi / 180 : amount
        case .implicitCall("init", let arguments, let at):
            // `.init(degrees: 45)` where an Angle goes.
            return try angle(try makeAngle(arguments, at: at), at: at)
        default:
            throw EvaluationError(
                location: location, message: "expected an Angle (.degrees(45)), got \(value.kindName)")
        }
    }

    /// `Angle(degrees:)`, `Angle(radians:)`, `Angle.degrees(_:)`.
    func makeAngle(_ arguments: [EvaluatedArgument], at: SourceLocation, unit: String? = nil) throws(EvaluationError)
        -> Value
    {
        var list = ArgumentList(arguments, callee: "Angle", at: at)
        if let unit {
            let n = try list.required(nil)
            try list.finish()
            let amount = try Convert.number(n.value, at: n.location)
            return .angle(unit == "degrees" ? amount * .pi / 180 : amount)
        }
        if let d = list.take("degrees") {
            try list.finish()
            return .angle(try Convert.number(d.value, at: d.location) * .pi / 180)
        }
        let r = try list.required("radians")
        try list.finish()
        return .angle(try Convert.number(r.value, at: r.location))
    }
}
