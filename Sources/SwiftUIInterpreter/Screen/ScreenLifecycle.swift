import SwiftSource

/// The moments of a screen's views' lives, on the frame clock: after each evaluation, `.onAppear`
/// and `.task` run for views that were not on screen the frame before, `.onChange(of:)` for values
/// that differ from what it saw then, `.onReceive` of a `Timer.publish(every:)` once for each
/// interval passed since the last frame (at most `maxTicksPerFrame`); before it, the work `asyncAfter` put off that is due. A view that
/// leaves the tree is forgotten: it appears again when it comes back, and its timers stop.
///
/// A view's identity is where its modifier is written and which of the views written there it is
/// in the tree's order (the rows of a `ForEach` share the place).
struct ScreenLifecycle {
    let action: ScreenAction
    let time: Double
    /// A timer of a 120th of a second in a frame of a tenth runs 12 times; after a stall, no more than
    /// this, so a frame does not spend seconds catching up.
    static let maxTicksPerFrame = 120

    private var activity: ScreenActivity { action.context.state.activity }

    /// `asyncAfter`'s work that is due by now, run in the order it was due. Whether any ran.
    func runDeferred() -> Bool {
        let due = activity.takeDue(at: time, limit: Self.maxTicksPerFrame)
        for work in due { action.run(work.action, work.arguments, at: work.location) }
        return !due.isEmpty
    }

    /// Runs the lifecycle actions of `node`'s views; whether any ran (the state may have changed).
    func run(_ node: ViewNode) -> Bool {
        var events: [(key: String, event: LifecycleEvent)] = []
        var occurrences: [SourceLocation: Int] = [:]
        node.visitLifecycleEvents { event, _ in
            let n = occurrences[event.location, default: 0]
            occurrences[event.location] = n + 1
            events.append(("\(event.location.line):\(event.location.column)#\(n)", event))
        }
        let appeared = activity.present(Set(events.map(\.key)))
        var ran = false
        for (key, event) in events {
            let isNew = appeared.contains(key)
            switch event.kind {
            case .appear:
                if isNew {
                    action.run(event.action, [], at: event.location)
                    ran = true
                }
            case .change:
                let previous = activity.watch(key, event.value)
                if let previous, !Self.same(previous, event.value, at: event.location) {
                    action.run(
                        event.action, arguments(event.action, old: previous, new: event.value), at: event.location)
                    ran = true
                } else if previous == nil, event.initial {
                    action.run(
                        event.action, arguments(event.action, old: event.value, new: event.value), at: event.location)
                    ran = true
                }
            case .receive:
                guard let interval = Self.timerInterval(event.value) else { continue }
                // Every tick due since the last frame, so a timer counts the same at any frame rate
                // (a recording at 10 frames a second and the window at 60).
                let ticks = min(activity.dueTicks(key, interval: interval, at: time), Self.maxTicksPerFrame)
                for _ in 0..<ticks { action.run(event.action, [.number(time)], at: event.location) }
                ran = ran || ticks > 0
            case .preference, .preferenceChange:
                // Read once the views are laid out (`runPreferenceHandlers`).
                break
            }
        }
        return ran
    }

    /// Runs each `.onPreferenceChange` whose key's value, as the views inside it set it when last laid
    /// out, is new or differs from the one it saw before; whether any ran (the state may have changed).
    /// A handler whose views set no value for its key runs nothing, as in SwiftUI.
    func runPreferenceHandlers(_ node: ViewNode) -> Bool {
        var ran = false
        var occurrences: [SourceLocation: Int] = [:]
        node.visitLifecycleEvents { event, content in
            guard event.kind == .preferenceChange else { return }
            let n = occurrences[event.location, default: 0]
            occurrences[event.location] = n + 1
            let values = content.preferenceValues(for: event.key)
            guard !values.isEmpty else { return }
            let value = reduced(values, key: event.key, at: event.location)
            let key = "preference \(event.location.line):\(event.location.column)#\(n)"
            if let previous = activity.watch(key, value), Self.same(previous, value, at: event.location) { return }
            action.run(event.action, [value], at: event.location)
            ran = true
        }
        return ran
    }

    /// The values of one key combined as the key's `reduce(value:nextValue:)` says, in the order of the
    /// tree; the last one when the key's reduce cannot be run here.
    private func reduced(_ values: [Value], key: String, at location: SourceLocation) -> Value {
        guard values.count > 1 else { return values[0] }
        let evaluator = Evaluator.running(action.program, in: action.context)
        var scope = Scope()
        scope.defineVariable("reducedValue", values[0])
        let call = Expression(
            .call(
                Expression(.member(Expression(.identifier(key), at: location), "reduce"), at: location),
                arguments: [
                    Argument(
                        label: "value",
                        value: Expression(.inout(Expression(.identifier("reducedValue"), at: location)), at: location)),
                    Argument(
                        label: "nextValue",
                        value: Expression(
                            .closure(
                                parameters: [],
                                body: [
                                    Statement(
                                        .expression(Expression(.identifier("nextValue"), at: location)), at: location)
                                ]),
                            at: location)),
                ], trailingClosures: []), at: location)
        for next in values.dropFirst() {
            scope.define("nextValue", next)
            do throws(EvaluationError) {
                _ = try evaluator.evaluate(call, &scope)
            } catch {
                return values[values.count - 1]
            }
        }
        return scope.lookup("reducedValue") ?? values[values.count - 1]
    }

    /// `{ old, new in }` gets both; `{ new in }` and `{ }` the new value.
    private func arguments(_ callable: Value, old: Value, new: Value) -> [Value] {
        if case .closure(let c) = callable, c.parameters.count >= 2 { return [old, new] }
        return [new]
    }

    private static func same(_ a: Value, _ b: Value, at location: SourceLocation) -> Bool {
        (try? Evaluator.equal(a, b, at: location)) ?? true
    }

    /// A `Timer.publish(every:)` publisher's interval; nil for any other publisher (they never fire here).
    static func timerInterval(_ publisher: Value) -> Double? {
        guard case .instance(let i) = publisher, i.typeName == TimerPublisher.typeName else { return nil }
        return i.properties["interval"]?.numeric.flatMap { $0 > 0 && $0.isFinite ? max($0, 1.0 / 120) : nil }
    }
}

/// `Timer.publish(every:on:in:)` and its `.autoconnect()`: an instance holding the interval.
enum TimerPublisher {
    static let typeName = "Timer.TimerPublisher"
}

extension ViewNode {
    /// Calls `visit` for every lifecycle modifier in the tree in the order the source reads: a view's
    /// own before those of the modifiers written after it.
    /// `visit` is also given the view the modifier is written on (what an `.onPreferenceChange` reads).
    func visitLifecycleEvents(_ visit: (LifecycleEvent, ViewNode) -> Void) {
        switch self {
        case .stack(_, _, _, let children):
            for child in children { child.visitLifecycleEvents(visit) }
        case .control(let control):
            control.label.visitLifecycleEvents(visit)
        // A List's rows, a grid's cells and a layout's subviews appear as a stack's children do (a row
        // that sets its own `@State` in `.onAppear` is the common fade-in).
        case .list(let list):
            list.largeTitle?.visitLifecycleEvents(visit)
            for view in list.views { view.visitLifecycleEvents(visit) }
        case .grid(let grid):
            for cell in grid.cells { cell.visitLifecycleEvents(visit) }
        case .alignedGrid(let grid):
            for view in grid.views { view.visitLifecycleEvents(visit) }
        case .customLayout(let layout):
            for view in layout.subviews { view.visitLifecycleEvents(visit) }
        case .modified(let child, let modifier):
            child.visitLifecycleEvents(visit)
            switch modifier {
            case .lifecycle(let event): visit(event, child)
            case .background(let other, _), .overlay(let other, _), .mask(let other): other.visitLifecycleEvents(visit)
            case .toolbar(let items): for item in items { item.content.visitLifecycleEvents(visit) }
            case .presentation(let presented): presented.content.visitLifecycleEvents(visit)
            default: break
            }
        default:
            break
        }
    }
}

extension ViewNode {
    /// The values the views of this tree set for the preference `key`, in the tree's order: a view's
    /// own `.preference` replaces what its content set, and a `GeometryReader` gives what its content,
    /// as last laid out, set.
    func preferenceValues(for key: String) -> [Value] {
        switch self {
        case .stack(_, _, _, let children): return children.flatMap { $0.preferenceValues(for: key) }
        case .control(let control): return control.label.preferenceValues(for: key)
        case .list(let list): return list.views.flatMap { $0.preferenceValues(for: key) }
        case .grid(let grid): return grid.cells.flatMap { $0.preferenceValues(for: key) }
        case .alignedGrid(let grid): return grid.views.flatMap { $0.preferenceValues(for: key) }
        case .customLayout(let layout): return layout.subviews.flatMap { $0.preferenceValues(for: key) }
        case .geometry(let reader): return reader.lastLaidOut?.preferenceValues(for: key) ?? []
        case .modified(let child, let modifier):
            switch modifier {
            case .lifecycle(let event) where event.kind == .preference && event.key == key: return [event.value]
            case .background(let other, _), .overlay(let other, _):
                return child.preferenceValues(for: key) + other.preferenceValues(for: key)
            default: return child.preferenceValues(for: key)
            }
        default: return []
        }
    }

    /// Whether an `.onPreferenceChange` is written anywhere in the tree: only then is a screen laid out
    /// before it is shown, to read the preferences.
    var readsPreferences: Bool {
        var found = false
        visitLifecycleEvents { event, _ in found = found || event.kind == .preferenceChange }
        return found
    }
}
