import Raster
import Style
import UI

/// Drives the UI context with seeded random event sequences and checks the press/release rules
/// after every event against a small model of DESIGN.md's rules.
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

    /// One step: an input event, or a window resize.
    enum FuzzEvent: CustomStringConvertible, Sendable {
        case input(InputEvent)
        case resize(Size)
        var description: String {
            switch self {
            case .input(let e): "\(e)"
            case .resize(let s): "resize \(Int(s.width))×\(Int(s.height))"
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

    /// A random tree: stacks of buttons and toggles (some disabled, some offset, mixed shapes).
    static func tree(seed: UInt64, toggles: [String: Bool]) -> View {
        var r = SplitMix64(seed: seed)
        let shapes = [
            AnyInsettableShape(Circle()), AnyInsettableShape(Rectangle()), AnyInsettableShape(Capsule()),
            AnyInsettableShape(RoundedRectangle(cornerRadius: 8, style: .continuous)),
        ]
        var children: [View] = []
        for i in 0..<(2 + Int(r.next() % 6)) {
            let style = FlatStyle(shape: shapes[Int(r.next() % 4)])
            let enabled = r.next() % 5 != 0
            let label = Label(
                String(repeating: "x", count: Int(r.next() % 8)), systemImage: r.next() % 2 == 0 ? .heart : nil)
            var view: View =
                r.next() % 2 == 0
                ? .button(ButtonItem("b\(i)", label: label, style: style, isEnabled: enabled))
                : .toggle(
                    ToggleItem("t\(i)", label: label, style: style, isOn: toggles["t\(i)"] ?? false, isEnabled: enabled)
                )
            if r.next() % 4 == 0 { view = .offset(x: Double(r.next() % 60) - 30, y: Double(r.next() % 60) - 30, view) }
            children.append(view)
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
        switch r.next() % 12 {
        case 0...2: return .input(.pointerMoved(point()))
        case 3...4: return .input(.pointerDown(point()))
        case 5...6: return .input(.pointerUp(point()))
        case 7: return .input(.pointerLeft)
        case 8: return .input(.focusNext(backwards: r.next() % 2 == 0))
        case 9: return .input(.activateDown)
        case 10: return .input(.activateUp)
        default: return .resize(Size(width: Double(1 + r.next() % 900), height: Double(1 + r.next() % 700)))
        }
    }

    /// Runs one sequence; returns a failure message, or nil when every rule held.
    static func check(seed: UInt64, events: [FuzzEvent]?) -> (events: [FuzzEvent], message: String?) {
        var r = SplitMix64(seed: seed)
        var toggles: [String: Bool] = [:]
        let treeSeed = r.next()
        let ui = UIContext()
        var size = Size(width: 640, height: 480)
        var controls: [ControlRecord] = ui.frame(tree(seed: treeSeed, toggles: toggles), size: size, time: 0).controls
        var generated: [FuzzEvent] = []
        let count = events?.count ?? (1 + Int(r.next() % 40))
        // The model: who was pressed by the pointer, and by the keyboard.
        var pointerPressed: ControlID?
        var keyPressed: ControlID?
        var focused: ControlID?
        for index in 0..<count {
            let event = events?[index] ?? randomEvent(&r, size: size, controls: controls)
            generated.append(event)
            var input: [InputEvent] = []
            switch event {
            case .resize(let s): size = s
            case .input(let e): input = [e]
            }
            var expected: [String] = []
            // The model decides with the layout the event is delivered to.
            let layout = ui.frame(tree(seed: treeSeed, toggles: toggles), size: size, time: Double(index)).controls
            func hit(_ p: Point) -> ControlRecord? { layout.last { $0.isEnabled && $0.hitShape.contains(p) } }
            switch input.first {
            case .pointerDown(let p)?: if pointerPressed == nil && keyPressed == nil { pointerPressed = hit(p)?.id }
            case .pointerUp(let p)?:
                if let id = pointerPressed, let c = layout.first(where: { $0.id == id }), c.hitShape.contains(p) {
                    expected.append(c.key)
                }
                pointerPressed = nil
            case .focusNext(let backwards)?:
                let order = layout.filter { $0.isEnabled }
                if order.isEmpty {
                    focused = nil
                } else if let i = order.firstIndex(where: { $0.id == focused }) {
                    focused = order[(i + (backwards ? order.count - 1 : 1)) % order.count].id
                } else {
                    focused = backwards ? order.last!.id : order.first!.id
                }
                keyPressed = nil
            case .activateDown?:
                if pointerPressed == nil, let f = focused, layout.contains(where: { $0.id == f && $0.isEnabled }) {
                    keyPressed = f
                }
            case .activateUp?:
                if let k = keyPressed, k == focused, let c = layout.first(where: { $0.id == k }) {
                    expected.append(c.key)
                }
                keyPressed = nil
            default: break
            }
            let frame = ui.frame(tree(seed: treeSeed, toggles: toggles), size: size, time: Double(index), events: input)
            controls = frame.controls
            let ids = Set(controls.map(\.id))
            // Controls that left the tree lose their state, in the model as in the context.
            if let p = pointerPressed, !ids.contains(p) { pointerPressed = nil }
            if let k = keyPressed, !ids.contains(k) { keyPressed = nil }
            if let f = focused, !ids.contains(f) { focused = nil }
            if frame.tapped != expected {
                return (generated, "after \(event): fired \(frame.tapped), expected \(expected)")
            }
            if let active = ui.active, !ids.contains(active) {
                return (generated, "after \(event): the active id names no control")
            }
            if let f = ui.focused, !ids.contains(f) { return (generated, "after \(event): focus names no control") }
            if ui.focused != focused {
                return (
                    generated,
                    "after \(event): focus is \(String(describing: ui.focused)), expected \(String(describing: focused))"
                )
            }
            if controls.filter({ $0.isPressed }).count > 1 {
                return (generated, "after \(event): more than one control pressed")
            }
            if controls.contains(where: { !$0.frame.isFinite }) {
                return (generated, "after \(event): a frame is not finite")
            }
            for key in frame.tapped where key.hasPrefix("t") { toggles[key] = !(toggles[key] ?? false) }
        }
        return (generated, nil)
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
                var events = result.events
                var last = message
                var shrunk = true
                while shrunk {
                    shrunk = false
                    for i in events.indices.reversed() {
                        var candidate = events
                        candidate.remove(at: i)
                        if let m = check(seed: seed, events: candidate).message {
                            events = candidate
                            last = m
                            shrunk = true
                        }
                    }
                }
                return (ran, Failure(seed: seed, events: events, message: last))
            }
        }
        return (ran, nil)
    }
}
