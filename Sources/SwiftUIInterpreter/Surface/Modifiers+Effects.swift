import Raster
import Style
import SwiftSource

/// Effects: what a view looks like once drawn — shadows, blur, transforms, compositing.
extension ModifierCatalog {
    static let effects: [ModifierDeclaration] = [
        ModifierDeclaration(
            "shadow", ["shadow(color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)"],
            "a Gaussian shadow (σ = radius) of everything drawn inside, chained as SwiftUI chains them"
        ) { e, call throws(EvaluationError) in
            // Taken before `wrap` reads the arguments that are left.
            let shadow = try e.shadow(&call.list, at: call.at)
            return try call.wrap(.shadow(shadow))
        },
        ModifierDeclaration(
            "blur", ["blur(radius: CGFloat, opaque: Bool = false)"], "a Gaussian blur, σ = radius"
        ) { _, call throws(EvaluationError) in
            let radius = try call.list.required("radius")
            call.skip("opaque")
            return try call.wrap(
                .blur(max(0, try Convert.length(radius.value, at: radius.location, "the blur radius"))))
        },
        ModifierDeclaration("opacity", ["opacity(_ opacity: Double)"], "the whole view, composited at this alpha") {
            _, call throws(EvaluationError) in
            let o = try call.list.required(nil)
            return try call.wrap(.opacity(min(max(try Convert.number(o.value, at: o.location), 0), 1)))
        },
        ModifierDeclaration(
            "hidden", ["hidden()"], "takes its room and draws nothing (a view kept only to be measured)"
        ) {
            _, call throws(EvaluationError) in
            try call.wrap(.opacity(0))
        },
        ModifierDeclaration(
            "blendMode", ["blendMode(_ blendMode: BlendMode)"],
            "composites the view onto what is under it with any of SwiftUI's blend modes (W3C formulas)"
        ) { e, call throws(EvaluationError) in
            let mode = try call.list.required(nil)
            return try call.wrap(.blendMode(try e.blendMode(mode.value, at: mode.location)))
        },
        ModifierDeclaration(
            "scaleEffect",
            [
                "scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center)",
                "scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)",
                "scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center)",
            ],
            "scales the drawing about the anchor after layout, shadows included"
        ) { e, call throws(EvaluationError) in
            let anchor = try call.list.take("anchor").map { a throws(EvaluationError) in
                try e.unitPoint(a.value, at: a.location)
            }
            var (x, y) = (1.0, 1.0)
            if let k = call.list.take(nil) {
                if case .tuple = k.value {
                    (x, y) = try e.size(k.value, at: k.location)
                } else {
                    x = try Convert.length(k.value, at: k.location, "the scale")
                    y = x
                }
            } else {
                x = try call.length("x", "the scale") ?? 1
                y = try call.length("y", "the scale") ?? 1
            }
            return try call.wrap(.scaleEffect(x: x, y: y, anchor: anchor ?? .center))
        },
        ModifierDeclaration(
            "rotationEffect", ["rotationEffect(_ angle: Angle, anchor: UnitPoint = .center)"],
            "rotates the drawing about the anchor after layout (clockwise for a positive angle)"
        ) { e, call throws(EvaluationError) in
            let angle = try call.list.required(nil)
            let anchor = try call.list.take("anchor").map { a throws(EvaluationError) in
                try e.unitPoint(a.value, at: a.location)
            }
            return try call.wrap(
                .rotation(radians: try e.angle(angle.value, at: angle.location), anchor: anchor ?? .center))
        },
        ModifierDeclaration(
            "rotation3DEffect",
            [
                "rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, "
                    + "anchorZ: CGFloat = 0, perspective: CGFloat = 1)"
            ],
            "turns the drawing about an axis in 3D, seen in perspective as Core Animation projects it"
        ) { e, call throws(EvaluationError) in
            let angle = try call.list.required(nil)
            let axis = try call.list.required("axis")
            let anchor = try call.list.take("anchor").map { a throws(EvaluationError) in
                try e.unitPoint(a.value, at: a.location)
            }
            let anchorZ = try call.length("anchorZ", "anchorZ") ?? 0
            let perspective = try call.number("perspective") ?? 1
            guard case .tuple(let parts) = axis.value, parts.count == 3 else {
                throw EvaluationError(location: axis.location, message: "the axis is (x:, y:, z:)")
            }
            var v: [Double] = []
            for p in parts { v.append(try Convert.number(p.value, at: axis.location)) }
            return try call.wrap(
                .rotation3D(
                    Rotation3D(
                        radians: try e.angle(angle.value, at: angle.location), axis: (v[0], v[1], v[2]),
                        anchor: anchor ?? .center, anchorZ: anchorZ, perspective: perspective)))
        },
        ModifierDeclaration(
            "clipShape", ["clipShape(_ shape: S, style: FillStyle = FillStyle())"], "shows the view inside the shape"
        ) { e, call throws(EvaluationError) in
            let s = try call.list.required(nil)
            let style = call.list.take("style")
            return try call.wrap(.clipShape(try e.filled(try e.shape(s.value, at: s.location), style: style)))
        },
        ModifierDeclaration(
            "cornerRadius", ["cornerRadius(_ radius: CGFloat, antialiased: Bool = true)"],
            "clipShape(RoundedRectangle(cornerRadius:)) (SwiftUI's deprecated shorthand)"
        ) { _, call throws(EvaluationError) in
            let r = try call.list.required(nil)
            call.skip("antialiased")
            let radius = try Convert.cornerRadius(r.value, at: r.location)
            return try call.wrap(.clipShape(.roundedRectangle(cornerRadius: radius, style: .circular)))
        },
        ModifierDeclaration(
            "mask", ["mask(alignment: Alignment = .center, _ mask: () -> V)", "mask(_ mask: V)"],
            "shows the view where the mask is opaque"
        ) { e, call throws(EvaluationError) in
            let (other, _) = try e.secondaryView(&call)
            return try call.wrap(.mask(other))
        },
        filter(
            "luminanceToAlpha", ["luminanceToAlpha()"],
            "alpha from luminance (0.2125 R + 0.7154 G + 0.0721 B), colour black"
        ) {
            _, _ throws(EvaluationError) in .luminanceToAlpha
        },
        filter("colorInvert", ["colorInvert()"], "each colour channel inverted") { _, _ throws(EvaluationError) in
            .colorInvert
        },
        filter("saturation", ["saturation(_ amount: Double)"], "0 grey, 1 as drawn, more: stronger colour") {
            _, call throws(EvaluationError) in .saturation(try call.amount())
        },
        filter("grayscale", ["grayscale(_ amount: Double)"], "saturation(1 − amount)") {
            _, call throws(EvaluationError) in .grayscale(try call.amount())
        },
        filter("brightness", ["brightness(_ amount: Double)"], "amount added to each channel") {
            _, call throws(EvaluationError) in .brightness(try call.amount())
        },
        filter("contrast", ["contrast(_ amount: Double)"], "channels pushed from mid-grey by the factor") {
            _, call throws(EvaluationError) in .contrast(try call.amount())
        },
        filter("hueRotation", ["hueRotation(_ angle: Angle)"], "hues turned round the colour wheel") {
            e, call throws(EvaluationError) in
            let a = try call.list.required(nil)
            return .hueRotation(degrees: try e.angle(a.value, at: a.location) * 180 / .pi)
        },
        filter("colorMultiply", ["colorMultiply(_ color: Color)"], "each channel multiplied by the colour's") {
            e, call throws(EvaluationError) in
            let c = try call.list.required(nil)
            // The filter works on resolved pixels: the colour is taken as the light scheme shows it.
            return .colorMultiply(try e.color(c.value, at: c.location).resolve(in: Appearance(colorScheme: .light)))
        },
        ModifierDeclaration(
            "border", ["border(_ content: S, width: CGFloat = 1)"], "a line of the style inside the view's frame"
        ) { e, call throws(EvaluationError) in
            let style = try call.list.required(nil)
            let width = max(0, try call.length("width", "the border width") ?? 1)
            let styled = try e.shapeStyle(style.value, at: style.location)
            let line = ViewNode.shape(.rectangle, .stroke(styled.fill, lineWidth: width, inside: true))
            return try call.wrap(.overlay(Evaluator.casting(styled.dropShadows, from: line), alignment: .center))
        },
        ModifierDeclaration(
            "compositingGroup", ["compositingGroup()"],
            "draws the view into one layer first, so the effects after it (opacity, blend mode) apply to it whole"
        ) { _, call throws(EvaluationError) in try call.wrap(.compositingGroup) },
        ModifierDeclaration(
            "drawingGroup", ["drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)"],
            "as compositingGroup: the view flattened into one layer (we draw every view offscreen-exact anyway)"
        ) { _, call throws(EvaluationError) in
            call.skip("opaque", "colorMode")
            return try call.wrap(.compositingGroup)
        },
    ]
}

extension Evaluator {
    /// `color:radius:x:y:` as `.shadow` and `.inner` take them (SwiftUI's default colour is black 33 %).
    func shadow(_ list: inout ArgumentList, at: SourceLocation) throws(EvaluationError) -> Shadow<Color> {
        let tint = try list.take("color").map { a throws(EvaluationError) in try color(a.value, at: a.location) }
        let radius = try list.required("radius")
        func length(_ label: String) throws(EvaluationError) -> Double {
            try list.take(label).map { a throws(EvaluationError) in try Convert.length(a.value, at: a.location, label) }
                ?? 0
        }
        let x = try length("x")
        let y = try length("y")
        return Shadow(
            color: tint ?? Color.black.opacity(0.33),
            radius: max(0, try Convert.length(radius.value, at: radius.location, "the shadow radius")), x: x, y: y)
    }
}

extension Evaluator {
    /// A `ShadowStyle`, `.inner(…)` or `.drop(…)`, and whether it is inner.
    func shadowStyle(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> (
        Shadow<Color>, inner: Bool
    ) {
        switch value {
        case .shadowStyle(let shadow, let inner): return (shadow, inner)
        case .implicitCall(let kind, let arguments, let at) where kind == "inner" || kind == "drop":
            var list = ArgumentList(arguments, callee: ".\(kind)", at: at)
            let shadow = try shadow(&list, at: at)
            try list.finish()
            return (shadow, kind == "inner")
        default:
            throw EvaluationError(
                location: location,
                message: "expected a ShadowStyle, .inner(color:radius:x:y:) or .drop(color:radius:x:y:), got "
                    + value.kindName)
        }
    }
}

extension ModifierCatalog {
    /// A colour effect: the drawing composited through the filter.
    fileprivate static func filter(
        _ name: String, _ signatures: [String], _ summary: String,
        _ make: @escaping @Sendable (Evaluator, inout ModifierCall) throws(EvaluationError) -> ColorFilter
    ) -> ModifierDeclaration {
        ModifierDeclaration(name, signatures, summary) { e, call throws(EvaluationError) in
            let filter = try make(e, &call)
            return try call.wrap(.colorFilter(filter))
        }
    }
}

extension ModifierCall {
    /// The one unlabelled number a colour effect takes.
    fileprivate mutating func amount() throws(EvaluationError) -> Double {
        let a = try list.required(nil)
        let n = try Convert.number(a.value, at: a.location)
        guard n.isFinite else {
            throw EvaluationError(location: a.location, message: "the amount must be a finite number")
        }
        return n
    }
}
