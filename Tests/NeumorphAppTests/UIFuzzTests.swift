import Foundation
import TestSupport
import Testing
import UI

@testable import NeumorphApp

/// The UI property test, short: a fixed range of seeds (NEUMORPH_FUZZ_SEQUENCES, 4,000 by default;
/// `make test`'s sanitizer pass runs 250), the same sequences on every machine however fast it is.
/// `make fuzz-ui` runs a million.
@Suite struct UIFuzzTests {
    @Test func randomEventSequencesKeepThePressRules() {
        let sequences = Int(ProcessInfo.processInfo.environment["NEUMORPH_FUZZ_SEQUENCES"] ?? "") ?? 4_000
        // The time limit only catches a hang: 4,000 sequences take about 16 s in a debug build.
        let result = UIFuzzer.run(
            sequences: sequences, seconds: HangLimit.seconds(Double(sequences) / 1000), firstSeed: 20_261_129)
        #expect(result.failure == nil, "\(result.failure.map(\.description) ?? "")")
        #expect(result.ran == sequences)
        print("ui fuzz: \(result.ran) sequences")
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

    /// A gesture that hears a step with no press of its own on, or completes a press the model does
    /// not, is caught; the steps of one press in order are not.
    @Test func theOracleCatchesAGestureThatHeardAStepOutOfTurn() {
        #expect(UIFuzzer.gestureViolation(["g1 moved"], ends: []) != nil)
        #expect(UIFuzzer.gestureViolation(["g1 began", "g1 ended inside", "g1 held"], ends: ["g1"]) != nil)
        #expect(UIFuzzer.gestureViolation(["g1 began", "g1 ended inside"], ends: []) != nil)
        #expect(
            UIFuzzer.gestureViolation(
                ["g1 began", "g1 moved", "g1 held", "g1 ended inside", "g2 began", "g2 cancelled"], ends: ["g1"]) == nil
        )
        // The random trees hold gesture regions for the fuzzer to press.
        let trees = (0..<20).map { UIFuzzer.tree(seed: $0, state: SceneState(), changes: UIFuzzer.Changes()) }
        let kinds = trees.flatMap {
            UIContext().frame($0, size: .init(width: 640, height: 480), time: 0).controls.map(\.kind)
        }
        #expect(kinds.contains(.gesture))
    }
}
