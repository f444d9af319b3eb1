import SwiftSource

/// Work a screen puts off, on the frame clock (`ScreenActivity` keeps it; `ScreenLifecycle` runs it
/// when due): `DispatchQueue.main.asyncAfter(deadline:)` and `.async`, `Timer.scheduledTimer`, and
/// the `Timer.publish(every:)` publisher that `.onReceive` listens to. `.now()` is the frame's time,
/// so a deadline of `.now() + 0.5` comes half a second of frames later, in a recording too.
enum DeferredWork {
    /// `DispatchQueue.main`, as a type value its methods are called on.
    static let mainQueue = "DispatchQueue.main"
    /// A timer's value: its number, for `invalidate()`.
    static let timerType = "Foundation.Timer"

    /// `DispatchQueue.main.asyncAfter(deadline: .now() + s) { … }` and `.async { … }`.
    static func schedule(_ arguments: [EvaluatedArgument], on name: String, at: SourceLocation, _ e: Evaluator)
        throws(EvaluationError) -> Value
    {
        var list = ArgumentList(arguments, callee: "DispatchQueue.main.\(name)", at: at)
        var due = e.objects.now
        if name == "asyncAfter" {
            let deadline = try list.required("deadline", or: "wallDeadline")
            due = try Convert.number(deadline.value, at: deadline.location)
        }
        _ = list.take("qos")
        _ = list.take("flags")
        let work = try list.required("execute", or: nil)
        try list.finish()
        e.objects.activity.schedule(ScreenActivity.Deferred(due: due, action: work.value, location: work.location))
        return .void
    }

    /// `Timer.scheduledTimer(withTimeInterval: s, repeats: r) { timer in … }`.
    static func scheduledTimer(_ arguments: [EvaluatedArgument], at: SourceLocation, _ e: Evaluator)
        throws(EvaluationError) -> Value
    {
        var list = ArgumentList(arguments, callee: "Timer.scheduledTimer", at: at)
        let interval = try positiveInterval(try list.required("withTimeInterval"))
        let repeats = try list.take("repeats").map { a throws(EvaluationError) in
            try Convert.bool(a.value, at: a.location)
        }
        let block = try list.required("block", or: nil)
        try list.finish()
        let id = e.objects.activity.nextTimerID()
        let timer = Value.instance(
            Instance(typeName: timerType, properties: ["id": .int(id), "timeInterval": .number(interval)]))
        e.objects.activity.schedule(
            ScreenActivity.Deferred(
                due: e.objects.now + interval, action: block.value, location: block.location,
                interval: repeats == true ? interval : nil, arguments: [timer], id: id))
        return timer
    }

    /// `Timer.publish(every: s, on: .main, in: .common)`.
    static func timerPublisher(_ arguments: [EvaluatedArgument], at: SourceLocation) throws(EvaluationError) -> Value {
        var list = ArgumentList(arguments, callee: "Timer.publish", at: at)
        let interval = try positiveInterval(try list.required("every"))
        _ = list.take("tolerance")
        _ = list.take("on")
        _ = list.take("in")
        try list.finish()
        return .instance(Instance(typeName: TimerPublisher.typeName, properties: ["interval": .number(interval)]))
    }

    /// A timer's methods: `invalidate()`; a publisher's `autoconnect()`, `connect()` and the like
    /// give it back.
    static func method(_ name: String, on instance: Instance, _ e: Evaluator) -> Value? {
        switch (instance.typeName, name) {
        case (timerType, "invalidate"):
            if case .int(let id)? = instance.properties["id"] { e.objects.activity.cancel(timer: id) }
            return .void
        case (timerType, "fire"):
            return .void
        case (TimerPublisher.typeName, "autoconnect"), (TimerPublisher.typeName, "connect"),
            (TimerPublisher.typeName, "eraseToAnyPublisher"), (TimerPublisher.typeName, "receive"):
            return .instance(instance)
        default:
            return nil
        }
    }

    /// Seconds between ticks: at least one frame at 120 Hz, so a timer of 0 does not run every
    /// frame many times over.
    private static func positiveInterval(_ a: EvaluatedArgument) throws(EvaluationError) -> Double {
        let s = try Convert.number(a.value, at: a.location)
        guard s.isFinite, s >= 0 else {
            throw EvaluationError(
                location: a.location, message: "a timer's interval must be a number of seconds ≥ 0, got \(s)")
        }
        return max(s, 1.0 / 120)
    }
}
