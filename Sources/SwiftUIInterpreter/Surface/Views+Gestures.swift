import Raster
import Style
import SwiftSource

extension ViewCatalog {
    static let gestures: [ViewDeclaration] = [
        gesture(
            "DragGesture", ["DragGesture(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local)"],
            "the pointer held and moved: onChanged gets translation, location and startLocation as it moves, onEnded at release",
            numbers: ["minimumDistance": 10]),
        gesture(
            "TapGesture", ["TapGesture(count: Int = 1)"], "count clicks in a row; onEnded runs", numbers: ["count": 1]),
        gesture(
            "SpatialTapGesture", ["SpatialTapGesture(count: Int = 1, coordinateSpace: .local)"],
            "a tap whose onEnded value has the location", numbers: ["count": 1]),
        gesture(
            "LongPressGesture", ["LongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10)"],
            "a press held for minimumDuration of frame-clock time; onChanged when it begins, onEnded when it completes",
            numbers: ["minimumDuration": 0.5, "maximumDistance": 10]),
    ]

    private static func gesture(_ name: String, _ signatures: [String], _ summary: String, numbers: [String: Double])
        -> ViewDeclaration
    {
        ViewDeclaration(name, signatures, summary) { _, list, _ throws(EvaluationError) in
            var properties: [String: Value] = [:]
            for (label, initial) in numbers {
                let given = try list.take(label).map { a throws(EvaluationError) in
                    try Convert.number(a.value, at: a.location)
                }
                properties[label] = .number(given ?? initial)
            }
            _ = list.take("coordinateSpace")
            return .instance(Instance(typeName: name, properties: properties))
        }
    }
}

extension Evaluator {
    /// A gesture's modifiers: `.onChanged { value in … }`, `.onEnded`, `.updating($state) { … }`, and
    /// the combinations `simultaneously(with:)`, `sequenced(before:)`, `exclusively(before:)`.
    func gestureMethod(_ name: String, on gesture: Instance, _ arguments: [EvaluatedArgument], at: SourceLocation)
        throws(EvaluationError) -> Value?
    {
        var list = ArgumentList(arguments, callee: ".\(name)", at: at)
        var made = gesture
        switch name {
        case "onChanged", "onEnded":
            let action = try list.required(nil)
            made.properties[name] = action.value
        case "updating":
            let state = try list.required(nil)
            let body = try list.required(nil, or: "body")
            made.properties["updatingState"] = state.value
            made.properties["updating"] = body.value
        case "simultaneously", "sequenced", "exclusively":
            let other = try list.required(name == "simultaneously" ? "with" : "before")
            guard case .instance(let second) = other.value, GestureAttachment.kinds.contains(second.typeName) else {
                throw EvaluationError(location: other.location, message: ".\(name) takes another gesture")
            }
            let kind =
                name == "simultaneously"
                ? "SimultaneousGesture" : name == "sequenced" ? "SequenceGesture" : "ExclusiveGesture"
            made = Instance(typeName: kind, properties: ["first": .instance(gesture), "second": .instance(second)])
        default:
            return nil
        }
        try list.finish()
        return .instance(made)
    }
}
