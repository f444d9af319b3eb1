import Raster
import Style
import SwiftSource

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `Shape` the file declares, drawn by running its `path(in:)` for the frame it is laid out in.
/// Equal when the type and its properties are: a frame's commands compare with the last frame's
/// (damage tracking), so an unchanged shape is not redrawn.
struct CustomShape: Hashable, Sendable {
    let instance: Instance
    let program: Program
    /// The type and its properties, written out: what makes two shapes the same.
    let identity: String

    init(_ instance: Instance, program: Program) {
        self.instance = instance
        self.program = program
        identity =
            instance.typeName + "("
            + instance.properties.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
            + ")"
    }

    static func == (a: CustomShape, b: CustomShape) -> Bool { a.identity == b.identity }
    func hash(into hasher: inout Hasher) { hasher.combine(identity) }

    /// The shape `t` of the way to `other`, as SwiftUI animates a shape: through its `animatableData`
    /// (a number, or `AnimatablePair`s of numbers), read from both and written back into this one.
    /// Nil when the type declares none or its value does not mix: the change then shows at once.
    func interpolated(to other: CustomShape, _ t: Double) -> CustomShape? {
        let evaluator = Evaluator(program: program)
        let at = SourceLocation(line: 0, column: 0)
        var scope = Scope()
        guard (try? program.instanceMember("animatableData", of: instance.typeName)) != nil,
            let from = try? evaluator.member("animatableData", of: .instance(instance), at: at, &scope),
            let to = try? evaluator.member("animatableData", of: .instance(other.instance), at: at, &scope),
            let mixed = Self.mix(from, to, t)
        else { return nil }
        var made = other.instance
        guard (try? evaluator.setProperty("animatableData", of: &made, to: mixed, at: at)) != nil else { return nil }
        return CustomShape(made, program: program)
    }

    /// Two animatable values mixed: numbers, or pairs (`AnimatablePair`, tuples) of mixable values.
    private static func mix(_ a: Value, _ b: Value, _ t: Double) -> Value? {
        if let x = a.numeric, let y = b.numeric { return .number(x + (y - x) * t) }
        switch (a, b) {
        case (.tuple(let x), .tuple(let y)) where x.count == y.count:
            var elements: [TupleElement] = []
            for (p, q) in zip(x, y) {
                guard let v = mix(p.value, q.value, t) else { return nil }
                elements.append(TupleElement(label: p.label, value: v))
            }
            return .tuple(elements)
        case (.instance(let x), .instance(let y))
        where x.typeName == y.typeName && x.properties.keys == y.properties.keys:
            var made = x
            for (key, value) in x.properties {
                guard let v = mix(value, y.properties[key]!, t) else { return nil }
                made.properties[key] = v
            }
            return .instance(made)
        default:
            return nil
        }
    }

    /// The outline in `rect`, or the error its code raised there.
    func path(in rect: Rect) -> Result<Path, EvaluationError> {
        let evaluator = Evaluator(program: program)
        do throws(EvaluationError) {
            return .success(try evaluator.shapePath(instance, in: rect))
        } catch {
            return .failure(error)
        }
    }
}

extension Evaluator {
    /// `shape.path(in: rect)` for a shape the module declares.
    func shapePath(_ instance: Instance, in rect: Rect) throws(EvaluationError) -> Path {
        guard let member = try program.instanceMember("path", of: instance.typeName),
            case .function(let function) = member.kind
        else {
            throw EvaluationError(location: nil, message: "\(instance.typeName) is a Shape without path(in:)")
        }
        var held: Instance? = instance
        var scope = Scope()
        let made = try callFunction(
            function, at: member.location,
            arguments: [
                EvaluatedArgument(
                    label: function.parameters.first?.label ?? "in", value: .rect(rect), location: member.location)
            ],
            argumentExpressions: [], instance: &held, selfType: nil, callAt: member.location, &scope)
        guard case .path(let path) = made else {
            if case .shape(let shape) = made { return shape.insettable.path(in: rect) }
            throw EvaluationError(
                location: member.location, message: "path(in:) must return a Path, got \(made.kindName)")
        }
        return path
    }
}

/// The outline of a file's shape as the renderer draws it. An error in its `path(in:)` draws nothing;
/// the evaluation that made the shape already ran it once and reported the error there.
struct CustomPathShape: InsettableShape, FreeformShape, Hashable {
    let shape: CustomShape
    var insetAmount = 0.0

    func path(in rect: Rect) -> Path {
        // SwiftUI asks for the path in the view's own space (origin at its top-left), so code that
        // ignores rect.origin still draws inside the frame. An inset shape is the outline of the
        // smaller frame: exact for the shapes SwiftUI insets and how conformances usually write it.
        let local = Rect(
            x: insetAmount, y: insetAmount, width: rect.width - 2 * insetAmount, height: rect.height - 2 * insetAmount)
        guard let outline = try? shape.path(in: local).get() else { return Path() }
        return outline.offsetBy(dx: rect.minX, dy: rect.minY)
    }

    func inset(by amount: Double) -> CustomPathShape {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// `Path { … }` used as a view: drawn where it was built in the view's own space, whose origin is
/// its frame's top-left (an inset moves nothing, as SwiftUI's Path is not insettable).
struct FixedPathShape: InsettableShape, FreeformShape, Hashable {
    let path: Path
    func path(in rect: Rect) -> Path { path.offsetBy(dx: rect.minX, dy: rect.minY) }
    func inset(by amount: Double) -> FixedPathShape { self }
}

/// `shape.trim(from:to:)`: the part of the outline between two fractions of its length.
struct TrimmedShape: InsettableShape, FreeformShape, Hashable {
    let base: AnyInsettableShape
    let from: Double
    let to: Double

    func path(in rect: Rect) -> Path { base.path(in: rect).trimmed(from: from, to: to) }
    func inset(by amount: Double) -> TrimmedShape { TrimmedShape(base: base.inset(by: amount), from: from, to: to) }
}

/// `shape.rotation(_:anchor:)`, `.offset(x:y:)`, `.scale(x:y:anchor:)`: the shape's outline moved
/// within its frame (SwiftUI's `RotatedShape`, `OffsetShape`, `ScaledShape`).
struct TransformedShape: InsettableShape, FreeformShape, Hashable {
    enum Change: Hashable, Sendable {
        case rotation(radians: Double, anchor: UnitPoint)
        case offset(x: Double, y: Double)
        case scale(x: Double, y: Double, anchor: UnitPoint)
    }
    let base: AnyInsettableShape
    let change: Change

    func path(in rect: Rect) -> Path {
        let outline = base.path(in: rect)
        switch change {
        case .rotation(let radians, let anchor):
            let p = rect.point(at: anchor)
            let t = AffineTransform(translationX: -p.x, y: -p.y)
                .concatenating(AffineTransform(rotationAngle: radians))
                .concatenating(AffineTransform(translationX: p.x, y: p.y))
            return outline.applying(t)
        case .offset(let x, let y):
            return outline.offsetBy(dx: x, dy: y)
        case .scale(let x, let y, let anchor):
            let p = rect.point(at: anchor)
            return outline.applying(
                AffineTransform(a: x, b: 0, c: 0, d: y, tx: p.x * (1 - x), ty: p.y * (1 - y)))
        }
    }

    func inset(by amount: Double) -> TransformedShape { TransformedShape(base: base.inset(by: amount), change: change) }
}

/// A stroke with caps, joins or dashes, as the filled outline the stroker makes of it (inside the
/// edge for `strokeBorder`).
struct StrokeOutlineShape: InsettableShape, FreeformShape, Hashable {
    let base: AnyInsettableShape
    let style: StrokeStyle
    let inside: Bool

    /// Finer than the rasterizer's tolerance in points, since a frame may be drawn at twice the scale.
    static let tolerance = Path.flatteningTolerance / 4

    func path(in rect: Rect) -> Path {
        let centre = inside ? base.inset(by: style.lineWidth / 2) : base
        return centre.path(in: rect).strokedOutline(style: style, tolerance: Self.tolerance)
    }

    func inset(by amount: Double) -> StrokeOutlineShape {
        StrokeOutlineShape(base: base.inset(by: amount), style: style, inside: inside)
    }
}

extension Rotation3D {
    /// The turn as Core Animation draws it, in `rect`'s coordinates: about the axis through the
    /// anchor (and `anchorZ`), then seen by an eye `max(width, height) / perspective` points in front
    /// (m34 = −1 over that distance), so the side turned away shrinks. Nil without a perspective.
    func projection(in rect: Rect) -> Projection? {
        let (x, y, z) = axis
        let length = (x * x + y * y + z * z).squareRoot()
        let distance = max(rect.width, rect.height) / perspective
        guard length > 0, radians.isFinite, perspective > 0, perspective.isFinite, distance > 0 else { return nil }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let (c, s) = (cos(radians), sin(radians))
        let t = 1 - c
        // Core Animation's rotation matrix, rows acting on the row vector (x, y, z).
        let r = [
            [c + ux * ux * t, ux * uy * t + uz * s, ux * uz * t - uy * s],
            [ux * uy * t - uz * s, c + uy * uy * t, uy * uz * t + ux * s],
            [ux * uz * t + uy * s, uy * uz * t - ux * s, c + uz * uz * t],
        ]
        let anchorPoint = rect.point(at: anchor)
        /// Where a point of the plane goes, before the division: (X·w, Y·w, w), affine in the point.
        func landed(_ px: Double, _ py: Double) -> (Double, Double, Double) {
            let (dx, dy, dz) = (px - anchorPoint.x, py - anchorPoint.y, -anchorZ)
            let rx = dx * r[0][0] + dy * r[1][0] + dz * r[2][0]
            let ry = dx * r[0][1] + dy * r[1][1] + dz * r[2][1]
            let rz = dx * r[0][2] + dy * r[1][2] + dz * r[2][2]
            let w = 1 - rz / distance
            return (rx + anchorPoint.x * w, ry + anchorPoint.y * w, w)
        }
        let o = landed(0, 0)
        let ex = landed(1, 0)
        let ey = landed(0, 1)
        return Projection([
            ex.0 - o.0, ey.0 - o.0, o.0,
            ex.1 - o.1, ey.1 - o.1, o.1,
            ex.2 - o.2, ey.2 - o.2, o.2,
        ])
    }

    /// The turn seen from in front, as an affine change of the frame: the axis's component in the
    /// picture plane foreshortens the view across it by cos(angle), a turn about z rotates it. The
    /// `perspective: 0` draws it so (no eye distance); otherwise `projection(in:)` tapers it.
    func flattened(in rect: Rect) -> AffineTransform? {
        let (x, y, z) = axis
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, radians.isFinite else { return nil }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        // Rodrigues' rotation matrix, its 2×2 top-left block: what an orthographic camera sees.
        let (c, s) = (cos(radians), sin(radians))
        let t = 1 - c
        let a = c + ux * ux * t
        let b = uy * ux * t + uz * s
        let cc = ux * uy * t - uz * s
        let d = c + uy * uy * t
        let p = rect.point(at: anchor)
        return AffineTransform(translationX: -p.x, y: -p.y)
            .concatenating(AffineTransform(a: a, b: b, c: cc, d: d, tx: 0, ty: 0))
            .concatenating(AffineTransform(translationX: p.x, y: p.y))
    }
}
