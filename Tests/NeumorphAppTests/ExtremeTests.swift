import Foundation
import Raster
import Style
import Testing
import UI

@testable import NeumorphApp

/// Odd input that a playground meets all day: tiny and huge frames, every knob at both ends, empty
/// and endless labels. Nothing may trap, no layout may hold NaN, memory stays bounded.
@Suite(.serialized) @MainActor struct ExtremeTests {
    func render(_ session: SceneSession, _ size: Size, scale: Double = 1) -> (Pixmap, UIFrame)? {
        guard var canvas = try? Frame.canvas(size: size, scale: scale) else { return nil }
        let frame = session.frame(size: size, time: 0)
        session.render(frame, into: &canvas)
        return (canvas.pixmap, frame)
    }

    @Test(arguments: [(1.0, 1.0), (2.0, 3.0), (17.0, 5.0), (4096.0, 4096.0)])
    func framesFromOnePixelToHuge(size: (Double, Double)) {
        let session = SceneSession(scene: SceneCatalog.scene(named: "dark")!)
        let result = render(session, Size(width: size.0, height: size.1))
        #expect(result != nil)
        #expect(result?.1.controls.allSatisfy { $0.frame.isFinite } == true)
        #expect(session.renderer.maskCache.peakBytes <= session.renderer.maskCache.byteCap)
    }

    @Test(arguments: [1.0, 1.5, 2.0, 3.0])
    func everyScale(scale: Double) {
        for name in ["dark", "buttons", "activities"] {
            let session = SceneSession(scene: SceneCatalog.scene(named: name)!)
            let result = render(session, Size(width: 320, height: 200), scale: scale)
            #expect(result?.0.width == Int(320 * scale))
        }
    }

    @Test func everyParameterAtBothEnds() {
        let session = SceneSession(scene: SceneCatalog.scene(named: "dark")!)
        session.family = .parametric
        for spec in ParametricStyle.parameters {
            for value in [spec.range.lowerBound, spec.range.upperBound] {
                session.parameters = ParametricStyle()
                session.parameters[keyPath: spec.keyPath] = value
                for surface in ParametricStyle.Surface.allCases {
                    session.parameters.surface = surface
                    session.ui.forcedState = surface == .flat ? .pressed : .released
                    let result = render(session, Size(width: 320, height: 240))
                    #expect(
                        result?.1.controls.allSatisfy { $0.frame.isFinite && $0.frame.width >= 0 } == true,
                        "\(spec.key) = \(value)")
                }
            }
        }
        #expect(session.renderer.maskCache.peakBytes <= session.renderer.maskCache.byteCap)
    }

    @Test func emptyAndVeryLongLabels() {
        let session = SceneSession(scene: SceneCatalog.scene(named: "buttons")!)
        let long = String(repeating: "Neumorph ", count: 600)
        let view = View.vstack(
            spacing: 10, alignment: .center,
            [
                .button(ButtonItem("empty", label: Label(""), style: NeumorphicButtonStyle(color: .offWhite)) {}),
                .button(
                    ButtonItem(
                        "long", label: Label(long, systemImage: .globe), style: NeumorphicButtonStyle(color: .offWhite)
                    ) {}),
                .toggle(
                    ToggleItem(
                        "nothing", label: Label("", font: Font(size: 0)), style: DarkToggleStyle(),
                        isOn: .constant(true))),
            ])
        let frame = session.ui.frame(view, size: Size(width: 400, height: 300), time: 0)
        var canvas = try! Frame.canvas(size: Size(width: 400, height: 300), scale: 1)
        session.render(frame, into: &canvas)
        #expect(frame.controls.count == 3)
        #expect(frame.controls.allSatisfy { $0.frame.isFinite })
        #expect(session.glyphs.mask(for: long, font: .body, scale: 1) != nil)
    }

    @Test func nonsenseFontSizesAndScalesAreRefused() {
        let glyphs = SceneSession(scene: SceneCatalog.scene(named: "dark")!).glyphs
        #expect(glyphs.mask(for: "x", font: Font(size: .nan), scale: 1) == nil)
        #expect(glyphs.mask(for: "x", font: Font(size: 1e9), scale: 1) == nil)
        #expect(glyphs.mask(for: "x", font: .body, scale: -2) == nil)
        #expect(glyphs.size(of: "x", font: Font(size: .infinity)).width.isFinite)
    }
}
