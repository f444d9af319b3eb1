import Foundation
import Presets
import Raster
import Style
import TestSupport
import Testing

@testable import NeumorphApp

/// Presets in the playground: a file is followed as it is edited.
@Suite struct PlaygroundPresetTests {
    /// A playground following a new preset file that sets distance 22 on the dark scheme.
    @MainActor func followedPreset() throws -> (Playground, String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "neumorph-preset-\(UUID().uuidString).json"
        ).path
        try "{ \"distance\": 22, \"scheme\": \"dark\" }".write(toFile: file, atomically: true, encoding: .utf8)
        let playground = Playground(scene: SceneCatalog.scene(named: "dark")!, scheme: nil)
        playground.loadPreset(file)
        return (playground, file)
    }

    @Test @MainActor func aBadEditKeepsTheLastGoodStyle() throws {
        let (playground, file) = try followedPreset()
        #expect(playground.session.parameters.distance == 22)
        #expect(playground.session.family == .parametric)
        // A half-edited file: the style on screen stays, a toast says why.
        try "{ \"distance\": 22, \"blurRadius\": }".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(playground.checkPreset())
        #expect(playground.session.parameters.distance == 22)
        #expect(playground.toasts.current(at: Stopwatch.now()).contains { $0.isError && $0.text.contains(file) })
        // Fixed again: followed.
        try "{ \"distance\": 30 }".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(playground.checkPreset())
        #expect(playground.session.parameters.distance == 30)
        #expect(!playground.checkPreset())
    }

    /// Issue 11, item 8: saving a 200,000-key preset froze the window for 14.7 s (the follower
    /// parses on the main thread). The worst a save can cost now is parsing 1 MB.
    @Test @MainActor func aHugeSaveDoesNotHoldTheWindow() throws {
        let (playground, file) = try followedPreset()
        let keys = (0..<200_000).map { "\"k\($0)\":0" }.joined(separator: ",")
        try "{\(keys)}".write(toFile: file, atomically: true, encoding: .utf8)
        let started = Stopwatch.now()
        #expect(playground.checkPreset())
        // Refused from its size: no parse of 200,000 keys on the window's thread.
        #expect(Stopwatch.now() - started < HangLimit.seconds(0.2))
        #expect(playground.session.parameters.distance == 22)
        #expect(playground.toasts.current(at: Stopwatch.now()).contains { $0.isError && $0.text.contains("1 MB") })
    }
}

@Suite @MainActor struct PlaygroundExportTests {
    @Test func exportMatchesWhatIsOnScreen() {
        let playground = Playground(scene: SceneCatalog.scene(named: "dark")!, scheme: nil)
        // Seed styles by scheme.
        #expect(playground.exportModel.name == "Dark")
        playground.session.scheme = .colorful
        #expect(playground.exportModel.name == "Colorful")
        // The parametric style on the dark scheme sits on the scheme's surface colour, as drawn.
        playground.session.scheme = .dark
        playground.session.family = .parametric
        let model = playground.exportModel
        #expect(model.name == "Soft")
        #expect(model.palette.first { $0.name == "softBase" }?.color == Scheme.dark.surfaceColor)
    }
}
