import Foundation
import Platform
import Presets
import Raster
import Style
import Testing

@testable import NeumorphApp

/// Each seed style's and two parametric presets' CSS export, drawn by headless Chromium, against
/// Neumorph's render of the same style with independent shadows, released and pressed.
@Suite(.serialized) struct BrowserExportTests {
    /// Away from the antialiased outline every channel is within this many levels of ours. Measured
    /// (Chromium 156): 2 on light surfaces and seed 002; 4–5 on the dark family, where Chromium's
    /// blurred circle is up to 3 levels darker than a Gaussian just outside the edge.
    static let maxErrorAwayFromOutline = 5
    /// Around each control, including its outline (measured: 41.5–54.3 dB).
    static let minimumPSNR = 40.0

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures")
    static let presets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets/Presets")

    static var pages: [BrowserPage] {
        var pages = SeedStyle.allCases.map { seed in
            BrowserPage(
                name: seed.rawValue, model: ExportModel.seed(seed), button: seed.buttonStyle,
                appearance: Appearance(colorScheme: seed.isDark ? .dark : .light, contrast: .standard))
        }
        for file in [presets.appendingPathComponent("soft.json"), fixtures.appendingPathComponent("ring-convex.json")] {
            // A preset that cannot be read is a failure of its own test below, not a crash here.
            guard let preset = try? Preset.load(file.path) else { continue }
            pages.append(
                BrowserPage(
                    name: file.deletingPathExtension().lastPathComponent,
                    model: ExportModel.parametric(preset.parameters), button: ParametricButtonStyle(preset.parameters),
                    appearance: preset.scheme.appearance(contrast: preset.contrast)))
        }
        return pages
    }

    struct Figures: CustomStringConvertible {
        var psnr: [Double] = []
        var maxError: [Int] = []
        var maxAwayFromOutline: [Int] = []
        var description: String {
            (0..<psnr.count).map {
                "\($0 == 0 ? "released" : "pressed"): PSNR \(String(format: "%.1f", psnr[$0])) dB, max \(maxError[$0]), away from the outline \(maxAwayFromOutline[$0])"
            }.joined(separator: "; ")
        }
    }

    static func compare(_ page: BrowserPage, browser: Pixmap, ours: Pixmap) -> Figures {
        let band = page.outlineBand(halfWidth: 1.5)
        var figures = Figures()
        for index in 0..<2 {
            let r = page.reach(index)
            var squares = 0.0
            var count = 0
            var worst = 0
            var worstAway = 0
            for y in r.y0..<r.y1 {
                for x in r.x0..<r.x1 {
                    let i = y * BrowserPage.size.width + x
                    let a = browser.pixels[i]
                    let b = ours.pixels[i]
                    var pixelWorst = 0
                    for shift: UInt32 in [0, 8, 16] {
                        let d = Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)
                        squares += Double(d * d)
                        pixelWorst = max(pixelWorst, abs(d))
                    }
                    count += 3
                    worst = max(worst, pixelWorst)
                    if !band[i] { worstAway = max(worstAway, pixelWorst) }
                }
            }
            let mse = squares / Double(max(count, 1))
            figures.psnr.append(mse == 0 ? 99 : 10 * log10(255 * 255 / mse))
            figures.maxError.append(worst)
            figures.maxAwayFromOutline.append(worstAway)
        }
        return figures
    }

    /// Chromium's render, ours and their difference (×8) side by side, for a person to look at.
    static func sideBySide(browser: Pixmap, ours: Pixmap) -> Pixmap {
        let w = BrowserPage.size.width
        let h = BrowserPage.size.height
        var out = Pixmap(width: w, height: h * 3)!
        for y in 0..<h {
            for x in 0..<w {
                let a = browser.pixels[y * w + x]
                let b = ours.pixels[y * w + x]
                out.pixels[y * w + x] = a
                out.pixels[(y + h) * w + x] = b
                var diff: UInt32 = 0xFF00_0000
                for shift: UInt32 in [0, 8, 16] {
                    let d = abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))
                    diff |= UInt32(min(255, d * 8)) << shift
                }
                out.pixels[(y + 2 * h) * w + x] = diff
            }
        }
        return out
    }

    @Test func everyPresetOfTheComparisonLoads() throws {
        for file in [
            Self.presets.appendingPathComponent("soft.json"), Self.fixtures.appendingPathComponent("ring-convex.json"),
        ] {
            _ = try Preset.load(file.path)
        }
        #expect(Self.pages.count == SeedStyle.allCases.count + 2)
    }

    @Test(arguments: pages.map(\.name))
    func chromiumDrawsTheExportLikeNeumorph(name: String) throws {
        guard let browser = Chromium.executable else {
            // CI installs it (scripts/install-deps.sh test); a developer's machine may not have it.
            #expect(
                ProcessInfo.processInfo.environment["CI"] == nil,
                "CI must have Debian's chromium to compare the CSS export with our render")
            print("skipped: chromium is not installed (apt-get install chromium)")
            return
        }
        let page = try #require(Self.pages.first { $0.name == name })
        let shot = try Chromium.screenshot(
            of: page.html, width: BrowserPage.size.width, height: BrowserPage.size.height, browser: browser)
        try #require(
            shot.width == BrowserPage.size.width && shot.height == BrowserPage.size.height,
            "chromium's screenshot is \(shot.width)×\(shot.height)")
        let ours = page.render()
        let figures = Self.compare(page, browser: shot, ours: ours)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("neumorph-browser")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let picture = folder.appendingPathComponent("\(name).png").path
        try PNGFile.write(Self.sideBySide(browser: shot, ours: ours), to: picture, overwrite: true)
        try page.html.write(to: folder.appendingPathComponent("\(name).html"), atomically: true, encoding: .utf8)
        let chained = Self.compare(page, browser: shot, ours: page.render(composition: .chained))
        print("browser comparison \(name): \(figures) (chromium above ours above the difference ×8: \(picture))")
        print("browser comparison \(name) against SwiftUI's chained shadows: \(chained)")
        for index in 0..<2 {
            #expect(
                figures.maxAwayFromOutline[index] <= Self.maxErrorAwayFromOutline
                    && figures.psnr[index] >= Self.minimumPSNR,
                "\(name): \(figures); see \(picture)")
        }
    }
}
