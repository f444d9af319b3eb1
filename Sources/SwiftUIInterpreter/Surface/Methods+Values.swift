import Raster
import Style
import SwiftSource

/// Methods of colours, fonts, angles and booleans.
extension MethodCatalog {
    static let values: [MethodDeclaration] = [
        MethodDeclaration(
            "UIImage", "jpegData", ["jpegData(compressionQuality: CGFloat) -> Data?"],
            "a stand-in for the encoded bytes, which an image here does not have"
        ) { _, base, list, at throws(EvaluationError) in
            guard case .view = base else { return nil }
            _ = list.take("compressionQuality")
            return MethodResult(.standIn(StandIn(typeName: "Data", location: at)))
        },
        MethodDeclaration(
            "UIImage", "pngData", ["pngData() -> Data?"],
            "a stand-in for the encoded bytes, which an image here does not have"
        ) { _, base, _, at throws(EvaluationError) in
            guard case .view = base else { return nil }
            return MethodResult(.standIn(StandIn(typeName: "Data", location: at)))
        },
        MethodDeclaration("Color", "opacity", ["opacity(_ opacity: Double) -> Color"], "the colour at this alpha") {
            e, base, list, at throws(EvaluationError) in
            // `.black.opacity(0.2)` where a colour is expected; a member that is no colour falls through
            // to the view modifier.
            guard let colour = e.colourReceiver(base, at: at) else { return nil }
            let o = try list.required(nil)
            return MethodResult(.color(colour.opacity(try Convert.number(o.value, at: o.location))))
        },
        MethodDeclaration(
            "Color", "mix",
            ["mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color"],
            "the colour this fraction of the way to the other, in Oklab (.perceptual) or in RGB (.device)"
        ) { e, base, list, at throws(EvaluationError) in
            guard let colour = e.colourReceiver(base, at: at) else { return nil }
            let other = try list.required("with")
            let fraction = try list.required("by")
            var perceptual = true
            if let space = list.take("in") {
                guard case .implicitMember(let name, _) = space.value, name == "perceptual" || name == "device" else {
                    throw EvaluationError(
                        location: space.location, message: "the colour space is .perceptual or .device")
                }
                perceptual = name == "perceptual"
            }
            let mixed = ColorMix.mix(
                colour, try e.color(other.value, at: other.location),
                by: try Convert.number(fraction.value, at: fraction.location), perceptual: perceptual)
            return MethodResult(.color(mixed))
        },
        MethodDeclaration(
            "UIColor", "withAlphaComponent", ["withAlphaComponent(_ alpha: CGFloat) -> UIColor"],
            "the colour at this alpha, as opacity(_:)"
        ) { e, base, list, at throws(EvaluationError) in
            guard let colour = e.colourReceiver(base, at: at) else { return nil }
            let a = try list.required(nil)
            return MethodResult(.color(colour.opacity(try Convert.number(a.value, at: a.location))))
        },
        MethodDeclaration(
            "Color", "resolve", ["resolve(in environment: EnvironmentValues) -> Color.Resolved"],
            "the colour's components in the preview's scheme: red, green, blue and opacity, 0…1"
        ) { e, base, list, at throws(EvaluationError) in
            // `.gray.resolve(in: environment)` where a Color is known to be meant.
            guard let colour = e.colourReceiver(base, at: at) else { return nil }
            _ = list.take("in")
            let c = colour.resolve(in: Appearance(colorScheme: e.screen?.colorScheme == .dark ? .dark : .light))
            return MethodResult(
                .tuple([
                    TupleElement(label: "red", value: .number(c.red)),
                    TupleElement(label: "green", value: .number(c.green)),
                    TupleElement(label: "blue", value: .number(c.blue)),
                    TupleElement(label: "opacity", value: .number(c.alpha)),
                ]))
        },
        MethodDeclaration(
            "ShapeStyle", "shadow", ["shadow(_ style: ShadowStyle) -> some ShapeStyle"],
            "a colour or gradient with a shadow: .inner(color:radius:x:y:) inside what it fills, "
                + ".drop(color:radius:x:y:) under it"
        ) { e, base, list, at throws(EvaluationError) in
            switch base {
            case .color, .shapeStyle: break
            default: return nil
            }
            guard let style = list.take(nil) else { return nil }
            let (fill, inner, drop) = try e.shapeStyle(base, at: at)
            let (shadow, isInner) = try e.shadowStyle(style.value, at: style.location)
            return MethodResult(
                .shapeStyle(
                    fill, innerShadows: isInner ? inner + [shadow] : inner,
                    dropShadows: isInner ? drop : drop + [shadow]))
        },
        MethodDeclaration("Font", "bold", ["bold() -> Font"], "the font in its bold weight") {
            e, base, list, at throws(EvaluationError) in
            guard let f = try e.fontReceiver(base, at: at) else { return nil }
            return MethodResult(.font(f.weight(.bold)))
        },
        MethodDeclaration("Font", "weight", ["weight(_ weight: Font.Weight) -> Font"], "the font in this weight") {
            e, base, list, at throws(EvaluationError) in
            guard let f = try e.fontReceiver(base, at: at) else { return nil }
            let w = try list.required(nil)
            return MethodResult(.font(f.weight(try e.fontWeight(w.value, at: w.location))))
        },
        MethodDeclaration(
            "Animation", "delay",
            [
                "delay(_ delay: Double) -> Animation", "speed(_:)", "repeatCount(_:autoreverses:)",
                "repeatForever(autoreverses:)",
            ],
            "the same animation: the playground springs every animated change alike"
        ) { e, base, list, at throws(EvaluationError) in try e.sameAnimation(base, &list, at: at) },
        MethodDeclaration("Animation", "speed", ["speed(_ speed: Double) -> Animation"], "as delay") {
            e, base, list, at throws(EvaluationError) in try e.sameAnimation(base, &list, at: at)
        },
        MethodDeclaration(
            "Animation", "repeatForever", ["repeatForever(autoreverses: Bool = true) -> Animation"], "as delay"
        ) {
            e, base, list, at throws(EvaluationError) in try e.sameAnimation(base, &list, at: at)
        },
        MethodDeclaration(
            "Animation", "repeatCount", ["repeatCount(_ n: Int, autoreverses: Bool = true) -> Animation"], "as delay"
        ) {
            e, base, list, at throws(EvaluationError) in try e.sameAnimation(base, &list, at: at)
        },
        MethodDeclaration(
            "ScrollViewProxy", "scrollTo", ["scrollTo(_ id: ID, anchor: UnitPoint? = nil)"],
            "nothing: a preview's ScrollView shows its top"
        ) { _, base, list, _ throws(EvaluationError) in
            guard case .instance(let proxy) = base, proxy.typeName == "ScrollViewProxy" else { return nil }
            _ = list.take(nil)
            _ = list.take("anchor")
            return MethodResult(.void)
        },
        MethodDeclaration("Bool", "toggle", ["mutating func toggle()"], "flips the value (in a Button's action)") {
            _, base, _, at throws(EvaluationError) in
            guard case .bool = base else { return nil }
            throw EvaluationError(
                location: at, message: "a style's body cannot change configuration.isOn; do it in a Button's action")
        },
    ]
}

extension Evaluator {
    /// `.spring().delay(0.2)`: the animation itself; its arguments are taken and not used.
    fileprivate func sameAnimation(_ base: Value, _ list: inout ArgumentList, at: SourceLocation)
        throws(EvaluationError) -> MethodResult?
    {
        switch base {
        case .animation, .implicitMember, .implicitCall: break
        default: return nil
        }
        guard let made = try? animation(base, at: at) else { return nil }
        _ = list.takeAll(nil)
        _ = list.take("autoreverses")
        return MethodResult(.animation(made))
    }

    /// The receiver as a font: a Font, or `.title` where a font is expected; nil otherwise.
    func fontReceiver(_ base: Value, at location: SourceLocation) throws(EvaluationError) -> Font? {
        switch base {
        case .font(let f): return f
        case .implicitMember: return try? font(base, at: location)
        default: return nil
        }
    }
}

extension Evaluator {
    /// The receiver of a Color method as a colour: a colour, or a member naming one (`.gray`); nil for
    /// anything else, so the next declaration of the name is tried.
    fileprivate func colourReceiver(_ base: Value, at location: SourceLocation) -> Color? {
        switch base {
        case .color(let c): c
        case .implicitMember: try? color(base, at: location)
        default: nil
        }
    }
}
