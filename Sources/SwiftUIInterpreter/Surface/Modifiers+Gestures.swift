import Raster
import Style
import SwiftSource

/// Interaction and time: gestures, the events of a view's life, animation.
extension ModifierCatalog {
    static let gestures: [ModifierDeclaration] = [
        ModifierDeclaration(
            "onTapGesture", ["onTapGesture(count: Int = 1, perform action: () -> Void)"],
            "runs the action when the view is clicked count times (accepted; not run yet: issue 26)"
        ) { _, call throws(EvaluationError) in
            let count = try call.number("count").map { max(1, Int($0)) } ?? 1
            call.skip("coordinateSpace")
            let action = try call.list.required(nil, or: "perform")
            let gesture = Instance(
                typeName: "TapGesture", properties: ["count": .int(count), "onEnded": action.value])
            return try call.wrap(.gesture(GestureAttachment(gesture: gesture, priority: .normal, location: call.at)))
        },
        ModifierDeclaration(
            "onLongPressGesture",
            [
                "onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: () -> Void, "
                    + "onPressingChanged: ((Bool) -> Void)? = nil)",
                "onLongPressGesture(minimumDuration: Double = 0.5, pressing: ((Bool) -> Void)?, perform action: () -> Void)",
            ],
            "runs the action once the press has lasted minimumDuration (frame-clock time); pressing hears it start and end (accepted; not run yet: issue 26)"
        ) { _, call throws(EvaluationError) in
            var properties: [String: Value] = [:]
            properties["minimumDuration"] = .number(try call.number("minimumDuration") ?? 0.5)
            properties["maximumDistance"] = .number(try call.length("maximumDistance", "the distance") ?? 10)
            if let pressing = call.list.take("pressing") ?? call.list.take("onPressingChanged") {
                properties["pressing"] = pressing.value
            }
            if let perform = call.list.take("perform") ?? call.list.take(nil) { properties["onEnded"] = perform.value }
            let gesture = Instance(typeName: "LongPressGesture", properties: properties)
            return try call.wrap(.gesture(GestureAttachment(gesture: gesture, priority: .normal, location: call.at)))
        },
        ModifierDeclaration(
            "gesture", ["gesture(_ gesture: G, including mask: GestureMask = .all)"],
            "attaches a DragGesture, TapGesture, LongPressGesture or a combination of them (accepted; not run yet: issue 26)"
        ) { e, call throws(EvaluationError) in try e.attach(&call, .normal) },
        ModifierDeclaration(
            "simultaneousGesture", ["simultaneousGesture(_ gesture: G, including mask: GestureMask = .all)"],
            "a gesture that recognises alongside the view's others (accepted; not run yet: issue 26)"
        ) { e, call throws(EvaluationError) in try e.attach(&call, .simultaneous) },
        ModifierDeclaration(
            "highPriorityGesture", ["highPriorityGesture(_ gesture: G, including mask: GestureMask = .all)"],
            "a gesture that wins over the controls and gestures inside the view (accepted; not run yet: issue 26)"
        ) { e, call throws(EvaluationError) in try e.attach(&call, .high) },
        ModifierDeclaration(
            "allowsHitTesting", ["allowsHitTesting(_ enabled: Bool)"],
            "false: clicks pass through to what is under (accepted; not run yet: issue 26)"
        ) { _, call throws(EvaluationError) in
            let a = try call.list.required(nil)
            return try Convert.bool(a.value, at: a.location) ? try call.unchanged() : try call.wrap(.hitTestingDisabled)
        },
        ModifierDeclaration(
            "contentShape", ["contentShape(_ shape: S, eoFill: Bool = false)"], "the shape that takes the clicks"
        ) { e, call throws(EvaluationError) in
            if let kind = call.list.labels.first, kind == nil, call.list.labels.count > 1 {
                // `.contentShape(.interaction, Circle())`: the kind first.
                _ = call.list.take(nil)
            }
            let s = try call.list.required(nil)
            call.skip("eoFill", "style")
            return try call.wrap(.contentShape(try e.shape(s.value, at: s.location)))
        },
        ModifierDeclaration(
            "onAppear", ["onAppear(perform action: (() -> Void)? = nil)"],
            "runs the action once, when the view first shows (accepted; not run yet: issue 26)"
        ) { e, call throws(EvaluationError) in try e.lifecycle(&call, .appear) },
        ModifierDeclaration(
            "task",
            ["task(priority: TaskPriority = .userInitiated, _ action: () async -> Void)", "task(id: T, _ action:)"],
            "runs the action once when the view first shows (again when id changes) (accepted; not run yet: issue 26)"
        ) { e, call throws(EvaluationError) in try e.lifecycle(&call, .appear) },
        ModifierDeclaration(
            "onDisappear", ["onDisappear(perform action: (() -> Void)? = nil)"],
            "a preview's views stay on screen: the action runs when the file is closed or reloaded, which we do not do"
        ) { e, call throws(EvaluationError) in
            call.skip(nil, "perform")
            e.noteIgnored(call.name, at: call.at)
            return try call.unchanged()
        },
        ModifierDeclaration(
            "onChange",
            [
                "onChange(of value: V, initial: Bool = false, _ action: (V, V) -> Void)",
                "onChange(of value: V, perform: (V) -> Void)",
            ],
            "runs the action when the value differs from the last frame's (with the old and new values) (accepted; not run yet: issue 26)"
        ) { e, call throws(EvaluationError) in try e.lifecycle(&call, .change) },
        ModifierDeclaration(
            "onReceive", ["onReceive(_ publisher: P, perform action: (P.Output) -> Void)"],
            "a Timer.publish(every:)…autoconnect() publisher fires on the frame clock; the action gets the time (accepted; not run yet: issue 26)"
        ) { e, call throws(EvaluationError) in try e.lifecycle(&call, .receive) },
        ModifierDeclaration(
            "animation", ["animation(_ animation: Animation?, value: V)", "animation(_ animation: Animation?)"],
            "how the view moves between states (a spring; nil: at once)"
        ) { e, call throws(EvaluationError) in
            let a = try call.list.required(nil)
            call.skip("value")
            return try call.wrap(.animation(try e.animation(a.value, at: a.location)))
        },
        ModifierDeclaration(
            "transition", ["transition(_ t: AnyTransition)"],
            "how a view enters and leaves; views inserted by a state change appear at once here"
        ) { e, call throws(EvaluationError) in
            call.skip(nil)
            e.noteIgnored(call.name, at: call.at)
            return try call.unchanged()
        },
    ]
}

extension Evaluator {
    fileprivate func attach(_ call: inout ModifierCall, _ priority: GestureAttachment.Priority) throws(EvaluationError)
        -> ViewNode
    {
        let g = try call.list.required(nil)
        if let mask = call.list.take("including"), case .implicitMember(let m, _) = mask.value,
            m == "none" || m == "subviews"
        {
            // The gesture is off; the subviews' own stay.
            return try call.unchanged()
        }
        guard case .instance(let gesture) = g.value, GestureAttachment.kinds.contains(gesture.typeName) else {
            throw EvaluationError(
                location: g.location,
                message:
                    "expected a gesture (\(GestureAttachment.kinds.sorted().joined(separator: ", "))), got \(g.value.kindName)"
            )
        }
        return try call.wrap(.gesture(GestureAttachment(gesture: gesture, priority: priority, location: call.at)))
    }

    fileprivate func lifecycle(_ call: inout ModifierCall, _ kind: LifecycleEvent.Kind) throws(EvaluationError)
        -> ViewNode
    {
        var watched: Value = .void
        var initial = false
        switch kind {
        case .change:
            watched = try call.list.required("of").value
            initial = try call.bool("initial") ?? false
        case .receive:
            watched = try call.list.required(nil).value
        case .appear:
            call.skip("priority", "id")
        }
        guard let action = call.list.take(nil) ?? call.list.take("perform") else {
            return try call.unchanged()
        }
        guard case .closure(let closure) = action.value else {
            if case .function = action.value {
                return try call.wrap(
                    .lifecycle(
                        LifecycleEvent(
                            kind: kind, value: watched, action: action.value, initial: initial, location: call.at)))
            }
            throw EvaluationError(location: action.location, message: ".\(call.name) takes its action in braces { … }")
        }
        return try call.wrap(
            .lifecycle(
                LifecycleEvent(
                    kind: kind, value: watched, action: .closure(closure), initial: initial, location: call.at)))
    }
}
