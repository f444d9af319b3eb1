import Raster
import Style
import UI

/// Drives the UI context with seeded random event sequences and checks the press/release rules
/// after every event against `PressRulesModel`, observing the actions and bindings of its own
/// controls.
struct UIFuzzer {
    struct Failure: Error, CustomStringConvertible {
        let seed: UInt64
        let events: [FuzzEvent]
        let message: String
        var description: String {
            "sequence seed \(seed): \(message)\nshortest failing sequence (\(events.count) events):\n"
                + events.map { "  \($0)" }.joined(separator: "\n")
        }
    }

    /// One step: an input event, a window resize, or a control leaving / returning to the tree or
    /// being disabled / enabled (between frames, as a scene's state could do).
    enum FuzzEvent: CustomStringConvertible, Sendable {
        case input(InputEvent)
        case resize(Size)
        case flipPresence(Int)
        case flipEnabled(Int)
        var description: String {
            switch self {
            case .input(let e): "\(e)"
            case .resize(let s): "resize \(Int(s.width))×\(Int(s.height))"
            case .flipPresence(let i): "control \(i) leaves or returns"
            case .flipEnabled(let i): "control \(i) disabled or enabled"
            }
        }
    }

    struct FlatStyle: ButtonStyle, ToggleStyle {
        let shape: AnyInsettableShape
        var name: String { "fuzz" }
        var padding: Double { 12 }
        var animation: Animation { .none }
        var contentShape: AnyInsettableShape { shape }
        func makeBody(configuration: ButtonConfiguration, in rect: Rect) -> [DrawCommand] { [] }
        func makeBody(configuration: ToggleConfiguration, in rect: Rect) -> [DrawCommand] { [] }
    }

    /// Which of the tree's controls the sequence has removed or disabled so far.
    struct Changes {
        var removed: Set<Int> = []
        var disabled: Set<Int> = []
    }

    /// A random tree: stacks of buttons, toggles, sliders (ranges from empty to huge), pickers (one
    /// to four options), gesture regions and text fields, some disabled, some offset, mixed shapes.
    /// Toggles, sliders, pickers and fields are bound to `state`, the buttons log their key into it.
    static func tree(seed: UInt64, state: SceneState, changes: Changes) -> View {
        var r = SplitMix64(seed: seed)
        let shapes = [
            AnyInsettableShape(Circle()), AnyInsettableShape(Rectangle()), AnyInsettableShape(Capsule()),
            AnyInsettableShape(RoundedRectangle(cornerRadius: 8, style: .continuous)),
        ]
        var children: [View] = []
        for i in 0..<(2 + Int(r.next() % 6)) {
            let style = FlatStyle(shape: shapes[Int(r.next() % 4)])
            let enabled = r.next() % 5 != 0 && !changes.disabled.contains(i)
            let label = Label(
                String(repeating: "x", count: Int(r.next() % 8)), systemImage: r.next() % 2 == 0 ? .heart : nil)
            let soft = ParametricStyle()
            var view: View
            switch r.next() % 8 {
            case 0, 1:
                view = .button(
                    ButtonItem(
                        "b\(i)", label: label, style: style, isEnabled: enabled, action: state.logAction("b\(i)")))
            case 2, 3:
                view = .toggle(
                    ToggleItem("t\(i)", label: label, style: style, isOn: state.isOn("t\(i)"), isEnabled: enabled))
            case 4:
                // A range that may be tiny, huge or negative, and steps to match.
                let low = Double(Int(r.next() % 200) - 100)
                let span = [0.0, 0.01, 1, 100, 1e6][Int(r.next() % 5)]
                view = .slider(
                    SliderItem(
                        "s\(i)", value: state.value("s\(i)", initial: low), in: low...(low + span),
                        step: max(span / 10, 1e-9), fineStep: max(span / 100, 1e-9), defaultValue: low + span / 2,
                        width: Double(10 + r.next() % 300), style: SoftSliderStyle(soft), isEnabled: enabled))
            case 5:
                // A region with a gesture, over or under a drawing of its own size.
                let size = Size(width: Double(20 + r.next() % 80), height: Double(20 + r.next() % 60))
                let item = GestureItem(
                    "g\(i)", isEnabled: enabled, contentShape: style.shape, isOverContent: r.next() % 2 == 0,
                    onEvent: state.gestureEvents("g\(i)"))
                view = .gesture(item, .drawing(size, { _ in [] }))
            case 6:
                let style = TextFieldStyle.allCases[Int(r.next() % 3)]
                view = .textField(
                    TextFieldItem(
                        "f\(i)", text: state.text("f\(i)"), placeholder: label.title ?? "", isSecure: r.next() % 3 == 0,
                        style: style, width: r.next() % 2 == 0 ? nil : Double(r.next() % 300), isEnabled: enabled))
            default:
                let options = (0..<Int(1 + r.next() % 4)).map { "o\($0)" }
                let style: any PickerStyle = r.next() % 2 == 0 ? SoftSegmentedStyle(soft) : SoftRadioGroupStyle(soft)
                view = .picker(
                    PickerItem(
                        "p\(i)", options: options, selection: state.selection("p\(i)"), style: style, isEnabled: enabled
                    ))
            }
            if r.next() % 4 == 0 { view = .offset(x: Double(r.next() % 60) - 30, y: Double(r.next() % 60) - 30, view) }
            if !changes.removed.contains(i) { children.append(view) }
        }
        let stack: View =
            r.next() % 2 == 0
            ? .vstack(spacing: Double(r.next() % 30), alignment: .center, children)
            : .hstack(spacing: Double(r.next() % 30), alignment: .center, children)
        return .fill(alignment: .center, stack)
    }

    static func randomEvent(_ r: inout SplitMix64, size: Size, controls: [ControlRecord]) -> FuzzEvent {
        func point() -> Point {
            // Mostly at or near controls, sometimes anywhere (including outside the window).
            if let c = controls.randomElement(using: &r), r.next() % 4 != 0 {
                return Point(
                    x: c.frame.midX + Double(Int(r.next() % 81) - 40), y: c.frame.midY + Double(Int(r.next() % 81) - 40)
                )
            }
            return Point(
                x: Double(Int(r.next() % UInt64(size.width + 100)) - 50),
                y: Double(Int(r.next() % UInt64(size.height + 100)) - 50))
        }
        switch r.next() % 18 {
        case 0...2: return .input(.pointerMoved(point()))
        case 3...4: return .input(.pointerDown(point()))
        case 5...6: return .input(.pointerUp(point()))
        case 7: return .input(.pointerLeft)
        case 8: return .input(.focusNext(backwards: r.next() % 2 == 0))
        case 9: return .input(.activateDown)
        case 10: return .input(.activateUp)
        case 11: return .flipPresence(Int(r.next() % 8))
        case 12: return .flipEnabled(Int(r.next() % 8))
        case 13: return .input(.adjust(by: Int(r.next() % 7) - 3, fine: r.next() % 2 == 0))
        case 15:
            return .input(.text(["a", "Ada", "é", "\n", "", "日本", "👩‍💻"][Int(r.next() % 7)]))
        case 16: return .input(.editKey(EditKey.allCases[Int(r.next() % UInt64(EditKey.allCases.count))]))
        case 14:
            let steps = [1.0, -1, 0.25, -3, 1e9, .nan, .infinity][Int(r.next() % 7)]
            return .input(.scroll(at: point(), steps: steps, fine: r.next() % 2 == 0))
        default: return .resize(Size(width: Double(1 + r.next() % 900), height: Double(1 + r.next() % 700)))
        }
    }

    /// Runs one sequence; returns a failure message, or nil when every rule held. The context sees
    /// one frame per event; the model sees the same layout (from a context of its own) and the same
    /// event, and what the controls' actions and bindings did is compared with what it says fired.
    static func check(seed: UInt64, events: [FuzzEvent]?) -> (events: [FuzzEvent], message: String?) {
        var r = SplitMix64(seed: seed)
        let treeSeed = r.next()
        let state = SceneState()
        var changes = Changes()
        let ui = UIContext()
        let layoutProbe = UIContext()
        var size = Size(width: 640, height: 480)
        var controls = ui.frame(tree(seed: treeSeed, state: state, changes: changes), size: size, time: 0).controls
        var generated: [FuzzEvent] = []
        let count = events?.count ?? (1 + Int(r.next() % 40))
        var model = PressRulesModel()
        var log: [String] = []
        var on: Set<String> = []
        var gestureEnds: [String] = []
        for index in 0..<count {
            let event = events?[index] ?? randomEvent(&r, size: size, controls: controls)
            generated.append(event)
            var input: InputEvent?
            switch event {
            case .input(let e): input = e
            case .resize(let s): size = s
            case .flipPresence(let i): changes.removed.formSymmetricDifference([i])
            case .flipEnabled(let i): changes.disabled.formSymmetricDifference([i])
            }
            let view = tree(seed: treeSeed, state: state, changes: changes)
            let layout = layoutProbe.frame(view, size: size, time: 0).controls
            if let fired = model.apply(input, to: layout) {
                switch fired.kind {
                case .button: log.append(fired.key)
                case .toggle: on.formSymmetricDifference([fired.key])
                // What a slider or picker chose is checked by its range, not predicted.
                case .gesture: gestureEnds.append(fired.key)
                case .slider, .segmented, .radioGroup, .textField: break
                }
            }
            let frame = ui.frame(view, size: size, time: Double(index), events: input.map { [$0] } ?? [])
            controls = frame.controls
            if let message = violation(
                frame: frame, ui: ui, model: model, state: state, log: log, on: on, gestureEnds: gestureEnds)
            {
                return (generated, "after \(event): \(message)")
            }
        }
        return (generated, nil)
    }

    /// What the frame, the context and the controls' state got wrong against the model, if anything.
    static func violation(
        frame: UIFrame, ui: UIContext, model: PressRulesModel, state: SceneState, log: [String], on: Set<String>,
        gestureEnds: [String] = []
    ) -> String? {
        let controls = frame.controls
        if state.log != log { return "buttons fired \(state.log), expected \(log)" }
        if let wrong = gestureViolation(state.gestureLog, ends: gestureEnds) { return wrong }
        let isOn = Set(state.toggles.filter(\.value).keys)
        if isOn != on { return "toggles on \(isOn.sorted()), expected \(on.sorted())" }
        if let wrong = controls.first(where: { $0.kind == .toggle && $0.isOn != on.contains($0.key) }) {
            return "\(wrong.key) drawn \(wrong.isOn == true ? "on" : "off") against its binding"
        }
        if ui.activation != model.activation {
            return "active is \(String(describing: ui.activation)), expected \(String(describing: model.activation))"
        }
        if ui.focused != model.focused {
            return "focus is \(String(describing: ui.focused)), expected \(String(describing: model.focused))"
        }
        let pressed = controls.filter(\.isPressed).map(\.id)
        let expected = model.pressed(in: controls).map { [$0] } ?? []
        if pressed != expected { return "pressed \(pressed), expected \(expected)" }
        if controls.contains(where: { !$0.frame.isFinite }) { return "a frame is not finite" }
        for c in controls {
            guard let value = c.value, let range = c.valueRange else { continue }
            if !value.isFinite { return "\(c.key)'s value is \(value)" }
            if !range.contains(value) { return "\(c.key)'s value \(value) is outside \(range)" }
        }
        for (key, value) in state.numbers where !value.isFinite { return "\(key) was set to \(value)" }
        if controls.filter(\.isPressed).count > 1 { return "more than one control is pressed" }
        if ui.editing?.id != model.editing {
            return "editing \(String(describing: ui.editing?.id)), expected \(String(describing: model.editing))"
        }
        for c in controls where c.kind == .textField {
            // What the field draws is what its binding holds, a bullet a character when secure.
            let text = state.texts[String(c.key.split(separator: "/").last ?? "")] ?? ""
            if c.text?.count != text.count { return "\(c.key) draws \(c.text ?? "nil") for \"\(text)\"" }
            if text.contains("\n") { return "\(c.key) holds a line break" }
        }
        return nil
    }

    /// A gesture hears a step only while a press of its own is on (after "began", before its end),
    /// and the releases over it are the ones the model says complete a press.
    static func gestureViolation(_ heard: [String], ends: [String]) -> String? {
        var pressed: Set<String> = []
        for line in heard {
            let key = String(line.prefix { $0 != " " })
            let step = line.dropFirst(key.count + 1)
            switch step {
            case "began": pressed.insert(key)
            case "moved", "held": if !pressed.contains(key) { return "\(key) heard '\(step)' with no press on" }
            default:
                if pressed.remove(key) == nil { return "\(key) heard '\(step)' with no press on" }
            }
        }
        let inside = heard.filter { $0.hasSuffix(" ended inside") }.map { String($0.prefix { $0 != " " }) }
        return inside == ends ? nil : "gestures completed \(inside), expected \(ends)"
    }

    /// Runs sequences `firstSeed…` until `sequences` are done or `seconds` pass; on failure, shrinks
    /// the sequence by dropping events while it still fails.
    static func run(sequences: Int, seconds: Double = .infinity, firstSeed: UInt64) -> (
        ran: Int, failure: Failure?
    ) {
        let start = Stopwatch.now()
        var ran = 0
        for n in 0..<sequences {
            if n % 256 == 0 && Stopwatch.now() - start > seconds { break }
            let seed = firstSeed &+ UInt64(n)
            let result = check(seed: seed, events: nil)
            ran += 1
            if let message = result.message {
                let shortest = shrink(result.events, message: message) { check(seed: seed, events: $0).message }
                return (ran, Failure(seed: seed, events: shortest.events, message: shortest.message))
            }
        }
        return (ran, nil)
    }

    /// Drops one event at a time, from the end, while the sequence still fails, until no single
    /// event can go; returns the shortest sequence found and its failure message.
    static func shrink<Event>(
        _ events: [Event], message: String, failure: ([Event]) -> String?
    ) -> (events: [Event], message: String) {
        var events = events
        var last = message
        var shrunk = true
        while shrunk {
            shrunk = false
            for i in events.indices.reversed() {
                var candidate = events
                candidate.remove(at: i)
                if let m = failure(candidate) {
                    events = candidate
                    last = m
                    shrunk = true
                }
            }
        }
        return (events, last)
    }
}
