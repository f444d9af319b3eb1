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
        ViewDeclaration(
            "TimelineView", ["TimelineView(_ schedule: S, content: (TimelineViewDefaultContext) -> Content)"],
            "its content built for the frame's date (context.date): .animation every frame, .periodic(from:by:) and "
                + ".everyMinute on their ticks; the window keeps drawing while it shows"
        ) { e, list, at throws(EvaluationError) in
            let schedule = try list.required(nil)
            let closure = try e.contentClosure("TimelineView", &list)
            let date = try e.timelineDate(schedule, key: "timeline@\(at.line):\(at.column)")
            e.objects.activity.timelineShown(at: e.objects.now)
            let context = Instance(
                typeName: "TimelineViewDefaultContext",
                properties: ["date": DatePicker.date(date), "cadence": .implicitMember("live", at: at)])
            return .view(try e.view(try e.invoke(closure, [.instance(context)], at: at), at: at))
        },
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

extension Evaluator {
    /// The date a `TimelineView`'s schedule gives the frame: now for `.animation`, the last tick of
    /// `.periodic(from:by:)` and `.everyMinute`, the last of `.explicit(dates)` that has come.
    fileprivate func timelineDate(_ schedule: EvaluatedArgument, key: String) throws(EvaluationError) -> Double {
        let now = DatePicker.standIn + objects.sinceFirstFrame
        func date(_ value: Value) throws(EvaluationError) -> Double {
            // `.now` is when the timeline was first shown: its ticks stay put as frames go by.
            if case .implicitMember("now", _) = value { return objects.activity.timelineStart(key, now: now) }
            guard let seconds = DatePicker.seconds(value) else {
                throw EvaluationError(location: schedule.location, message: "expected a Date, got \(value.kindName)")
            }
            // `Date()` and `Date.now` are this frame's moment: as `.now`, the first frame's.
            return seconds == now ? objects.activity.timelineStart(key, now: now) : seconds
        }
        switch schedule.value {
        case .implicitMember("animation", _), .implicitCall("animation", _, _):
            return now
        case .implicitMember("everyMinute", _):
            return (now / 60).rounded(.down) * 60
        case .implicitCall("periodic", let arguments, let at):
            var list = ArgumentList(arguments, callee: ".periodic", at: at)
            let from = try list.required("from")
            let by = try list.required("by")
            try list.finish()
            let start = try date(from.value)
            let interval = try Convert.number(by.value, at: by.location)
            guard interval > 0, interval.isFinite, now >= start else { return start }
            return start + ((now - start) / interval).rounded(.down) * interval
        case .implicitCall("explicit", let arguments, let at):
            guard let dates = arguments.first, case .array(let values) = dates.value else {
                throw EvaluationError(location: at, message: ".explicit takes an array of dates")
            }
            var shown: Double?
            for value in values {
                let d = try date(value)
                if d <= now { shown = max(shown ?? d, d) }
            }
            return shown ?? now
        default:
            throw EvaluationError(
                location: schedule.location,
                message: "a TimelineView's schedule is .animation, .periodic(from:by:), .everyMinute or .explicit(_:)")
        }
    }
}
