import Foundation
import Platform
import Raster
import Testing

/// The real `neumorph play --style FILE` in a real X server: the file is rewritten with another fill
/// colour (saved by rename, as editors do), and a screenshot taken by key must show the new colour.
/// Skipped where Xvfb or xdotool is missing, except on CI, as `EndToEndTests` is.
@Suite(.serialized) struct StyleFileEndToEndTests {
    /// A button style that is one flat colour around its label.
    static func style(red: Int, green: Int, blue: Int) -> String {
        """
        import SwiftUI

        struct SwatchButtonStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .padding(40)
                    .background(Color(red: \(red), green: \(green), blue: \(blue)))
            }
        }

        """
    }

    @Test func savingTheFileShowsTheNewColour() throws {
        guard EndToEndTests.windowTestsRun() else { return }
        let folder = try TemporaryFolder().path
        let styleFile = folder + "/Swatch.swift"
        try Self.style(red: 1, green: 0, blue: 0).write(toFile: styleFile, atomically: false, encoding: .utf8)
        try Self.style(red: 0, green: 0, blue: 1).write(
            toFile: folder + "/blue.txt", atomically: false, encoding: .utf8)

        // Where the preview puts the light tile's live button, from the layout of the same file and size.
        let layoutRun = try ChildProcess.run([
            "screenshot", "--style", styleFile, "--size", "1280x800", "--out", folder + "/layout.png", "--layout",
            folder + "/layout.json",
        ])
        #expect(layoutRun.status == 0, "\(layoutRun.err)")
        guard layoutRun.status == 0 else { return }
        let layout =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/layout.json")))
            as! [String: Any]
        let controls = layout["controls"] as! [[String: Any]]
        #expect(controls.map { $0["style"] as? String } == ["SwatchButtonStyle", "SwatchButtonStyle"])
        let frame = controls[0]["frame"] as! [String: Double]
        // Between the tile's edge and the heart: the style's own fill.
        let probe = (x: Int(frame["x"]! + 10), y: Int(frame["y"]! + frame["height"]! / 2))

        let script = EndToEndTests.windowScript(
            folder: folder, arguments: "--style '\(styleFile)' --size 1280x800 --screenshots '\(folder)/shots'",
            actions: """
                # The style panel hidden, the scene takes the whole window, as in the layout report.
                xdotool key grave; sleep 0.5
                xdotool key s; sleep 1.2
                # An editor's save: a new file renamed over the old one.
                cp blue.txt Swatch.swift.tmp && mv Swatch.swift.tmp Swatch.swift
                sleep 0.5
                xdotool key s; sleep 1.5
                """)
        try script.write(toFile: folder + "/e2e.sh", atomically: true, encoding: .utf8)
        let run = try ChildProcess.run(
            "/usr/bin/xvfb-run", ["-a", "-s", "-screen 0 1280x800x24", "/bin/bash", folder + "/e2e.sh"],
            environment: ProcessInfo.processInfo.environment.filter { $0.key != "SDL_VIDEODRIVER" })
        let log = (try? String(contentsOfFile: folder + "/play.log", encoding: .utf8)) ?? ""
        #expect(run.status == 0, "xvfb script failed: \(run.out) \(run.err) \(log)")

        let shots = ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/shots")) ?? [])
            .filter { $0.hasSuffix(".png") }
            .map { folder + "/shots/" + $0 }
            .sorted { modified($0) < modified($1) }
        #expect(shots.count == 2, "screenshots: \(shots); log: \(log)")
        guard shots.count == 2 else { return }
        let before = try PNGFile.read(shots[0]).color(x: probe.x, y: probe.y)
        let after = try PNGFile.read(shots[1]).color(x: probe.x, y: probe.y)
        #expect(before.red > 0.8 && before.blue < 0.2, "before the save the fill is not red: \(before)")
        #expect(after.blue > 0.8 && after.red < 0.2, "after the save the fill is not blue: \(after); log: \(log)")
    }

    func modified(_ path: String) -> Date {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date) ?? .distantPast
    }
}
