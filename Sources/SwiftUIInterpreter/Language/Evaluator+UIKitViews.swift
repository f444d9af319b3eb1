import Raster
import Style
import SwiftSource

/// A `UIViewRepresentable`'s view: its `makeUIView(context:)` run (with its coordinator), then its
/// `updateUIView`, and the UIKit control they made drawn as `UIKitViews` draws it.
extension Evaluator {
    /// `UISlider()`, `UISlider(frame: .zero)`, `UIActivityIndicatorView(style: .large)`: a control
    /// whose properties start where UIKit starts them; nil for other types.
    func constructUIKitView(_ type: String, _ arguments: [EvaluatedArgument], at: SourceLocation)
        throws(EvaluationError) -> Value?
    {
        guard let properties = UIKitViews.properties[type] else { return nil }
        // Where the control goes and how big is the layout's business here, as Auto Layout's in an app.
        for argument in arguments where !["frame", "style", "progressViewStyle"].contains(argument.label ?? "_") {
            throw EvaluationError(
                location: argument.location,
                message: "\(type) is made with frame: (or style:) here, then its properties are set")
        }
        return sharedObject(type, properties)
    }

    /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` and its plain shapes, as the path they
    /// outline: the common `RoundedCorner` shape of SwiftUI code returns `Path(path.cgPath)` of one.
    /// Nil for another type, or a path built point by point (`UIBezierPath()`), which is not drawn.
    func constructBezierPath(_ type: String, _ arguments: [EvaluatedArgument], at: SourceLocation)
        throws(EvaluationError) -> Value?
    {
        guard type == "UIBezierPath" || type == "NSBezierPath" else { return nil }
        var list = ArgumentList(arguments, callee: type, at: at)
        if let r = list.take("rect") { return .path(Path(try rectangle(r.value, at: r.location))) }
        if let r = list.take("ovalIn") { return .path(Path(ellipseIn: try rectangle(r.value, at: r.location))) }
        guard let r = list.take("roundedRect") else { return nil }
        let rect = try rectangle(r.value, at: r.location)
        if let radius = list.take("cornerRadius") {
            let corner = try Convert.cornerRadius(radius.value, at: radius.location)
            return .path(RoundedRectangle(cornerRadius: corner, style: .circular).path(in: rect))
        }
        let corners = try list.required("byRoundingCorners")
        let radii = try list.required("cornerRadii")
        let (radiusWidth, _) = try size(radii.value, at: radii.location)
        // UIKit rounds each chosen corner by the radii's width, at most half the rectangle's sides.
        let radius = max(0, min(radiusWidth, rect.width / 2, rect.height / 2))
        let chosen = try rectCorners(corners.value, at: corners.location)
        func rounding(_ corner: String) -> Double { chosen.contains(corner) ? radius : 0 }
        let shape = UnevenRoundedRectangle(
            topLeading: rounding("topLeft"), bottomLeading: rounding("bottomLeft"),
            bottomTrailing: rounding("bottomRight"), topTrailing: rounding("topRight"))
        return .path(shape.path(in: rect))
    }

    /// `UIRectCorner`: `.topLeft`, `[.topLeft, .topRight]`, `.allCorners`.
    private func rectCorners(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> Set<String> {
        let all: Set<String> = ["topLeft", "topRight", "bottomLeft", "bottomRight"]
        switch value {
        case .implicitMember("allCorners", _): return all
        case .implicitMember(let name, _) where all.contains(name): return [name]
        case .array(let elements):
            var corners: Set<String> = []
            for element in elements { corners.formUnion(try rectCorners(element, at: location)) }
            return corners
        default:
            throw EvaluationError(
                location: location, message: "expected UIRectCorner (.topLeft, [.topLeft, .topRight], .allCorners)")
        }
    }

    /// `slider.setValue(0.4, animated: true)`, `slider.addTarget(…)`: the property set, or nothing.
    func uikitViewMethod(_ name: String, _ view: Instance, _ arguments: [EvaluatedArgument], at: SourceLocation)
        throws(EvaluationError) -> Value?
    {
        if UIKitViews.restingMethods.contains(name) { return .void }
        guard let (property, value) = UIKitViews.change(name, of: view.typeName, arguments),
            case .stateReference(let key)? = view.properties[property]
        else { return nil }
        objects.set(key, value)
        return .void
    }

    /// The view a `UIViewRepresentable` (or `NSViewRepresentable`) shows, or nil for another type.
    func representedView(_ instance: Instance, at location: SourceLocation) throws(EvaluationError) -> ViewNode? {
        let conformances = try program.conformances(of: instance.typeName)
        let kit =
            conformances.contains("UIViewRepresentable")
            ? "UI" : conformances.contains("NSViewRepresentable") ? "NS" : nil
        guard let kit else { return nil }
        var receiver: Instance? = instance
        var scope = Scope(instance: instance)
        func run(_ name: String, _ arguments: [EvaluatedArgument]) throws(EvaluationError) -> Value? {
            guard let member = try program.method(name, of: instance.typeName, accepting: arguments),
                case .function(let f) = member.kind
            else { return nil }
            return try callFunction(
                f, at: member.location, arguments: arguments, argumentExpressions: [], instance: &receiver,
                selfType: nil, callAt: location, &scope)
        }
        let coordinator = try run("makeCoordinator", []) ?? .void
        let context = EvaluatedArgument(
            label: "context",
            value: .instance(
                Instance(
                    typeName: "\(kit)ViewRepresentableContext",
                    properties: ["coordinator": coordinator, "environment": .void, "transaction": .void])),
            location: location)
        guard let made = try run("make\(kit)View", [context]) else {
            throw EvaluationError(location: location, message: "\(instance.typeName) has no make\(kit)View(context:)")
        }
        _ = try run("update\(kit)View", [EvaluatedArgument(label: nil, value: made, location: location), context])
        guard case .instance(let view) = made, UIKitViews.properties[view.typeName] != nil else {
            throw EvaluationError(
                location: location,
                message: "\(instance.typeName) makes a \(made.kindName) Neumorph does not draw (it draws "
                    + UIKitViews.properties.keys.sorted().joined(separator: ", ") + ")")
        }
        return try UIKitViews.view(of: view, self, at: location)
    }
}

extension UIKitViews {
    /// `view` drawn: its properties as they stand, given to the drawing of its class.
    static func view(of view: Instance, _ evaluator: Evaluator, at location: SourceLocation) throws(EvaluationError)
        -> ViewNode
    {
        guard let program = try? Program(source: source, path: "UIKitViews.swift") else {
            throw EvaluationError(location: location, message: "the UIKit drawings did not parse")
        }
        var properties: [String: Value] = [:]
        for (name, stored) in view.properties {
            guard case .stateReference(let key) = stored else { continue }
            // `slider.thumbTintColor = .red`: the kit's pure red, as the property is a UIColor.
            properties[name] = Builtins.kitValue(evaluator.objects.value(key) ?? .void)
        }
        let drawing = Evaluator(program: program, screen: evaluator.screen)
        return try drawing.body(of: Instance(typeName: view.typeName, properties: properties), at: location)
    }
}
