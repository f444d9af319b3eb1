import Raster
import SwiftSource
import UI

/// SwiftUI's gestures recognised from the steps of a press a `GestureItem` hears. The gesture values
/// are instances whose properties hold their parameters and closures (`Views+Gestures.swift`); how
/// far each has got lives in the screen's `ScreenActivity` under `key`, since the item is made anew
/// every frame.
///
/// - `DragGesture(minimumDistance:)`: recognised once the pointer has moved that far from where it
///   went down (at once for 0); then `onChanged` and `updating` at every move, `onEnded` at release.
/// - `TapGesture(count:)`, `onTapGesture`: `onEnded` at a release over the view, within 10 points of
///   the press, on every `count`-th press in a row.
/// - `LongPressGesture(minimumDuration:maximumDistance:)`, `onLongPressGesture`: `pressing(true)` at the
///   press; once held `minimumDuration` of frame-clock time without moving `maximumDistance`,
///   `onEnded`/`perform` runs and `pressing(false)`; a release or a move before then ends it unrun.
/// - `simultaneously(with:)`: both hear every step; `exclusively(before:)`: the second only while the
///   first has not recognised; `sequenced(before:)`: the second once the first has.
/// - Magnification and rotation need two fingers: they are attached and never recognised.
///
/// Values go to the closures in the view's own coordinates (`location`, `startLocation`) and as the
/// pointer's travel (`translation`), which is the same in any space.
struct GestureRecognition: Sendable {
    let gestures: [Instance]
    let key: String
    let action: ScreenAction
    /// Where the first gesture was attached: errors in a closure without a place of its own go there.
    let location: SourceLocation
    /// Taps count as such within this distance of the press (UIKit's allowance).
    static let tapSlop = 10.0

    var activity: ScreenActivity { action.context.state.activity }

    func handle(_ event: GestureEvent) {
        for (index, gesture) in gestures.enumerated() { _ = recognise(gesture, "\(key)/\(index)", event) }
    }

    /// Feeds `event` to `gesture`; whether it has recognised by now.
    private func recognise(_ gesture: Instance, _ path: String, _ event: GestureEvent) -> Bool {
        var progress = event.phase == .began ? ScreenActivity.GestureProgress() : activity.progress(path)
        defer { activity.setProgress(path, progress) }
        let p = gesture.properties
        switch gesture.typeName {
        case "DragGesture":
            let minimum = p["minimumDistance"]?.numeric ?? 10
            if let last = progress.last, event.time > last.time {
                let dt = event.time - last.time
                progress.velocity = Point(
                    x: (event.location.x - last.location.x) / dt, y: (event.location.y - last.location.y) / dt)
            }
            progress.last = (event.location, event.time)
            switch event.phase {
            case .began, .moved, .held:
                if !progress.isRecognized, distance(event.location, event.startLocation) >= minimum {
                    progress.isRecognized = true
                }
                if progress.isRecognized, event.phase != .held {
                    let value = dragValue(event, velocity: progress.velocity)
                    update(gesture, with: value, at: event)
                    call(p["onChanged"], value)
                }
            case .ended:
                if progress.isRecognized { call(p["onEnded"], dragValue(event, velocity: progress.velocity)) }
                resetGestureState(gesture)
            case .cancelled:
                resetGestureState(gesture)
            }
        case "TapGesture", "SpatialTapGesture":
            let count = max(1, Int(p["count"]?.numeric ?? 1))
            if case .ended(let inside) = event.phase, inside,
                distance(event.location, event.startLocation) <= Self.tapSlop, event.clickCount % count == 0
            {
                progress.isRecognized = true
                let location = Value.point(local(event.location, event))
                let value: Value =
                    gesture.typeName == "SpatialTapGesture"
                    ? .instance(Instance(typeName: "SpatialTapGesture.Value", properties: ["location": location]))
                    : location
                call(p["onEnded"], value)
            }
        case "LongPressGesture":
            let duration = p["minimumDuration"]?.numeric ?? 0.5
            let reach = p["maximumDistance"]?.numeric ?? 10
            let wasWaiting = !progress.isRecognized && !progress.hasFailed
            if event.phase == .began {
                call(p["pressing"], .bool(true))
                update(gesture, with: .bool(true), at: event)
                call(p["onChanged"], .bool(true))
            }
            switch event.phase {
            case .began, .moved, .held:
                guard wasWaiting else { break }
                if distance(event.location, event.startLocation) > reach {
                    progress.hasFailed = true
                    call(p["pressing"], .bool(false))
                    resetGestureState(gesture)
                } else if event.time - event.startTime >= duration {
                    progress.isRecognized = true
                    call(p["onEnded"], .bool(true))
                    call(p["pressing"], .bool(false))
                }
            case .ended, .cancelled:
                if wasWaiting { call(p["pressing"], .bool(false)) }
                resetGestureState(gesture)
            }
        case "SimultaneousGesture", "ExclusiveGesture", "SequenceGesture":
            guard case .instance(let first)? = p["first"], case .instance(let second)? = p["second"] else { break }
            let firstDone = recognise(first, path + "/first", event)
            switch gesture.typeName {
            case "SimultaneousGesture":
                let secondDone = recognise(second, path + "/second", event)
                progress.isRecognized = firstDone || secondDone
            case "ExclusiveGesture":
                progress.isRecognized = firstDone || (!firstDone && recognise(second, path + "/second", event))
            default:
                // The second starts the moment the first completes, from where the pointer is.
                guard firstDone else { break }
                var next = event
                if !progress.isRecognized {
                    next.phase = .began
                    next.startLocation = event.location
                    next.startTime = event.time
                    progress.isRecognized = true
                }
                _ = recognise(second, path + "/second", next)
            }
        default:
            // MagnificationGesture, RotationGesture: a pointer is one finger.
            break
        }
        return progress.isRecognized
    }

    /// `DragGesture.Value`: where the pointer is and began, in the view's coordinates, and its travel.
    private func dragValue(_ event: GestureEvent, velocity: Point) -> Value {
        let location = local(event.location, event)
        let start = local(event.startLocation, event)
        let translation = Value.size(event.location.x - event.startLocation.x, event.location.y - event.startLocation.y)
        return .instance(
            Instance(
                typeName: "DragGesture.Value",
                properties: [
                    "location": .point(location), "startLocation": .point(start), "translation": translation,
                    "predictedEndLocation": .point(location), "predictedEndTranslation": translation,
                    "velocity": .size(velocity.x, velocity.y), "time": .number(event.time),
                ]))
    }

    /// `point` in the coordinates of the view's frame this frame.
    private func local(_ point: Point, _ event: GestureEvent) -> Point {
        Point(x: point.x - event.frame.minX, y: point.y - event.frame.minY)
    }

    private func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    private func call(_ callable: Value?, _ value: Value) {
        guard let callable, !callable.isNil else { return }
        action.run(callable, [value], at: location(of: callable))
    }

    /// `.updating($state) { value, state, transaction in … }`: the closure's `state` writes the
    /// `@GestureState` itself.
    private func update(_ gesture: Instance, with value: Value, at event: GestureEvent) {
        guard let body = gesture.properties["updating"], let key = gestureStateKey(gesture) else { return }
        action.run(body, [value, .stateReference(key), .void], at: location(of: body))
    }

    /// A `@GestureState` goes back to its initial value when its gesture ends, as SwiftUI's does.
    private func resetGestureState(_ gesture: Instance) {
        guard let key = gestureStateKey(gesture), let initial = activity.gestureStateInitial(key) else { return }
        action.context.state.set(key, initial)
    }

    private func gestureStateKey(_ gesture: Instance) -> String? {
        switch gesture.properties["updatingState"] {
        case .binding(let key)?, .stateReference(let key)?: key
        default: nil
        }
    }

    private func location(of callable: Value) -> SourceLocation {
        switch callable {
        case .closure(let c): c.location
        case .function(let f): f.location
        default: location
        }
    }
}
