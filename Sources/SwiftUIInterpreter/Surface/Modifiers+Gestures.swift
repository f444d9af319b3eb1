import Raster
import Style
import SwiftSource

/// Interaction and time: gestures, the events of a view's life, animation.
extension ModifierCatalog {
    static let gestures: [ModifierDeclaration] = [
        ModifierDeclaration(
            "onTapGesture", ["onTapGesture(count: Int = 1, perform action: () -> Void)"],
            "runs the action at a release over the view on every count-th click in a row (a click within 0.4 s and 6 points of the last); the action may take the location"
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
            "runs the action once the press has lasted minimumDuration of frame-clock time without moving maximumDistance; pressing hears true at the press and false when it completes or ends"
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
            "attaches a DragGesture, TapGesture, LongPressGesture or a combination of them; Buttons and gestures inside the view take a press before it; including: .none or .subviews turns it off"
        ) { e, call throws(EvaluationError) in try e.attach(&call, .normal) },
        ModifierDeclaration(
            "simultaneousGesture", ["simultaneousGesture(_ gesture: G, including mask: GestureMask = .all)"],
            "a gesture heard with the view's others: a Button inside takes the press and fires, and this gesture hears the same press"
        ) { e, call throws(EvaluationError) in try e.attach(&call, .simultaneous) },
        ModifierDeclaration(
            "highPriorityGesture", ["highPriorityGesture(_ gesture: G, including mask: GestureMask = .all)"],
            "a gesture that takes a press before the Buttons and gestures inside the view"
        ) { e, call throws(EvaluationError) in try e.attach(&call, .high) },
        ModifierDeclaration(
            "allowsHitTesting", ["allowsHitTesting(_ enabled: Bool)"],
            "false: the gestures inside hear nothing (Buttons and Toggles inside still take clicks)"
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
            var shape = try e.shape(s.value, at: s.location)
            if let eoFill = call.list.take("eoFill"), try Convert.bool(eoFill.value, at: eoFill.location) {
                shape = .evenOdd(shape)
            }
            return try call.wrap(.contentShape(shape))
        },
        ModifierDeclaration(
            "onAppear", ["onAppear(perform action: (() -> Void)? = nil)"],
            "runs the action when the view shows, before the frame is drawn; again if it leaves the tree and comes back"
        ) { e, call throws(EvaluationError) in try e.lifecycle(&call, .appear) },
        ModifierDeclaration(
            "task",
            ["task(priority: TaskPriority = .userInitiated, _ action: () async -> Void)", "task(id: T, _ action:)"],
            "runs the action when the view shows (async code runs to its end at once); with id, again whenever id changes"
        ) { e, call throws(EvaluationError) in
            if let id = call.list.take("id") {
                // `.task(id:)` runs when the view shows and whenever id changes: an `.onChange(initial: true)`.
                call.skip("priority")
                guard let action = call.list.take(nil) else { return try call.unchanged() }
                let event = LifecycleEvent(
                    kind: .change, value: id.value, action: action.value, initial: true, location: call.at)
                return try call.wrap(.lifecycle(event))
            }
            return try e.lifecycle(&call, .appear)
        },
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
            "runs the action when the value differs from the last frame's, with the old and new values (initial: also when the view shows)"
        ) { e, call throws(EvaluationError) in try e.lifecycle(&call, .change) },
        ModifierDeclaration(
            "onReceive", ["onReceive(_ publisher: P, perform action: (P.Output) -> Void)"],
            "a Timer.publish(every:)…autoconnect() publisher ticks on the frame clock, every tick due since the last frame; the action gets the frame time in seconds for the Date; other publishers never fire"
        ) { e, call throws(EvaluationError) in try e.lifecycle(&call, .receive) },
        ModifierDeclaration(
            "preference", ["preference(key: K.Type = K.self, value: K.Value)"],
            "a value for the key, which an ancestor's .onPreferenceChange reads once the views are laid out (a size a GeometryReader measured)"
        ) { e, call throws(EvaluationError) in
            let key = try e.preferenceKey(try call.list.required("key"))
            let value = try call.list.required("value").value
            try call.list.finish()
            return try call.wrap(
                .lifecycle(
                    LifecycleEvent(
                        kind: .preference, value: value, action: .void, initial: false, location: call.at, key: key)))
        },
        ModifierDeclaration(
            "onPreferenceChange",
            ["onPreferenceChange(_ key: K.Type = K.self, perform action: (K.Value) -> Void)"],
            "runs the action with the value the views inside set for the key (several combined by its reduce), once they are laid out and whenever it changes, before the frame is drawn"
        ) { e, call throws(EvaluationError) in
            let key = try e.preferenceKey(try call.list.required(nil))
            guard let action = call.list.take("perform") ?? call.list.take(nil) else { return try call.unchanged() }
            try call.list.finish()
            return try call.wrap(
                .lifecycle(
                    LifecycleEvent(
                        kind: .preferenceChange, value: .void, action: action.value, initial: false, location: call.at,
                        key: key)))
        },
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
        ModifierDeclaration(
            "matchedGeometryEffect",
            [
                "matchedGeometryEffect(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true)"
            ],
            "pairs two views across an animation; at rest each is where its own layout puts it, as here"
        ) { e, call throws(EvaluationError) in
            call.skip("id", "in", "properties", "anchor", "isSource")
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

    /// `SizeKey.self`: the name of a `PreferenceKey` of the module.
    fileprivate func preferenceKey(_ argument: EvaluatedArgument) throws(EvaluationError) -> String {
        guard case .type(let name) = argument.value else {
            throw EvaluationError(
                location: argument.location,
                message: "expected a PreferenceKey type (Key.self), got \(argument.value.kindName)")
        }
        return name
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
        case .preference, .preferenceChange:
            break
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
