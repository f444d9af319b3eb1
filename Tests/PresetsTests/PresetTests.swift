import Foundation
import Raster
import Style
import Testing

@testable import Presets

@Suite struct PresetTests {
    @Test func roundTripKeepsEveryValue() throws {
        var p = ParametricStyle()
        p.baseColor = RGBA(r8: 30, g8: 80, b8: 120)
        p.shape = .capsule
        p.distance = 12.5
        p.lightShadowColor = RGBA(r8: 255, g8: 255, b8: 255, alpha: 128.0 / 255)
        p.strokeColors = [RGBA(r8: 1, g8: 2, b8: 3), RGBA(r8: 250, g8: 251, b8: 252)]
        p.surface = .concave
        p.animation = .none
        p.composition = .independent
        let preset = Preset(parameters: p, scheme: .colorful, contrast: .increased, seed: .colorful)
        let back = try Preset.parse(preset.json, file: "round.json")
        #expect(back == preset)
    }

    @Test func missingKeysKeepDefaults() throws {
        let preset = try Preset.parse("{ \"distance\": 20 }")
        #expect(preset.parameters.distance == 20)
        #expect(preset.parameters.blurRadius == ParametricStyle().blurRadius)
        #expect(preset.scheme == .light)
    }

    @Test func aPickedBaseColorIsKeptEvenWhenItIsTheDefault() throws {
        let picked = try Preset.parse("{ \"baseColor\": \"#E1E1EB\" }")
        #expect(picked.parameters.shown(on: .dark).resolvedBaseColor == .offWhite)
        let unpicked = try Preset.parse("{ \"distance\": 20 }")
        #expect(unpicked.parameters.baseColor == nil)
        #expect(unpicked.parameters.shown(on: .dark).resolvedBaseColor == Scheme.dark.surfaceColor)
        #expect(unpicked.json.contains("\"baseColor\": null"))
        #expect(try Preset.parse(unpicked.json) == unpicked)
    }

    func message(_ text: String) -> String {
        do {
            _ = try Preset.parse(text, file: "bad.json")
            return "parsed"
        } catch {
            return error.description
        }
    }

    @Test func badJSONNamesTheFileAndLine() {
        let m = message("{\n  \"distance\": 10,\n  \"blurRadius\" 10\n}")
        #expect(m.hasPrefix("bad.json: not valid JSON: line 3"), "\(m)")
        #expect(message("").contains("line 1"))
        #expect(message("{\"distance\": 10,}").contains("expected a key"))
    }

    @Test func unknownKeysAreNamed() {
        let m = message("{ \"distnce\": 10 }")
        #expect(m.contains("\"distnce\"") && m.contains("unknown key") && m.contains("distance"), "\(m)")
    }

    @Test func wrongTypesAreNamed() {
        #expect(
            message("{ \"distance\": \"ten\" }").contains(
                "key \"distance\": expected a number from 0 to 60; got a string"))
        #expect(
            message("{ \"shape\": 3 }").contains(
                "key \"shape\": expected a string, one of circle, rounded, continuous, capsule"))
        #expect(message("{ \"baseColor\": \"blue\" }").contains("key \"baseColor\": expected a colour string"))
        #expect(message("[1, 2]").contains("the top level must be an object"))
    }

    @Test func outOfRangeValuesNameTheRange() {
        let m = message("{ \"intensity\": 0.9 }")
        #expect(m == "bad.json: key \"intensity\": 0.9 is out of range; allowed 0…0.6", "\(m)")
        #expect(message("{ \"scheme\": \"sepia\" }").contains("'sepia' is not one of light, dark, colorful"))
    }

    @Test func everyShippedPresetLoads() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/Presets")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(Set(files.map { String($0.dropLast(5)) }).isSuperset(of: SeedStyle.allCases.map(\.rawValue)))
        for file in files {
            let preset = try Preset.load(folder.appendingPathComponent(file).path)
            if let seed = preset.seed { #expect(file == "\(seed.rawValue).json") }
        }
    }
}
