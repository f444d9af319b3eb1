import Foundation
import Testing
import UI

@testable import NeumorphApp

/// The UI property test, short: a fixed seed range for a time budget (NEUMORPH_FUZZ_SECONDS,
/// default 45 s in `make test`). `make fuzz-ui` runs a million sequences.
@Suite struct UIFuzzTests {
    @Test func randomEventSequencesKeepThePressRules() {
        let seconds = Double(ProcessInfo.processInfo.environment["NEUMORPH_FUZZ_SECONDS"] ?? "") ?? 45
        let result = UIFuzzer.run(sequences: 10_000_000, seconds: seconds, firstSeed: 20_261_129)
        #expect(result.failure == nil, "\(result.failure.map(\.description) ?? "")")
        #expect(result.ran > 100)
        print("ui fuzz: \(result.ran) sequences in \(seconds) s")
    }

    @Test func theShrinkerKeepsOnlyTheEventsTheFailureNeeds() {
        // A failure that needs a 3 before a 7 anywhere in the sequence.
        func failure(_ events: [Int]) -> String? {
            guard let three = events.firstIndex(of: 3), events[three...].contains(7) else { return nil }
            return "3 then 7 in \(events.count) events"
        }
        let events = [9, 3, 1, 3, 4, 7, 7, 2, 8]
        let shortest = UIFuzzer.shrink(events, message: failure(events)!, failure: failure)
        #expect(shortest.events == [3, 7])
        #expect(shortest.message == "3 then 7 in 2 events")
    }

    @Test func theOracleCatchesAPressThatDidNotAct() throws {
        // The model says a click completes a press; the context never saw it, so nothing acted.
        var model = PressRulesModel()
        let state = SceneState()
        let ui = UIContext()
        let frame = ui.frame(
            UIFuzzer.tree(seed: 1, state: state, changes: UIFuzzer.Changes()), size: .init(width: 640, height: 480),
            time: 0)
        // A button or a toggle: what a slider or a picker chose is checked by its range, not predicted.
        let target = try #require(frame.controls.first { $0.isEnabled && [.button, .toggle].contains($0.kind) })
            .frame.center
        _ = model.apply(.pointerDown(target), to: frame.controls)
        let completed = model.apply(.pointerUp(target), to: frame.controls)
        let fired = try #require(completed)
        let log = fired.kind == .button ? [fired.key] : []
        let on: Set<String> = fired.kind == .toggle ? [fired.key] : []
        let message = UIFuzzer.violation(frame: frame, ui: ui, model: model, state: state, log: log, on: on)
        #expect(message != nil)
        // And with what did act, it holds.
        #expect(UIFuzzer.violation(frame: frame, ui: ui, model: model, state: state, log: [], on: []) == nil)
    }
}
