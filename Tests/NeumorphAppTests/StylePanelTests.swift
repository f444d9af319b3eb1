import Foundation
import Presets
import Raster
import Style
import Testing
import UI

@testable import NeumorphApp

/// The playground's style panel, driven as the window drives it: pointer events in points, keys.
@Suite(.serialized) @MainActor struct StylePanelTests {
    static let size = Size(width: 1280, height: 800)

    func playground(_ scene: String = "controls") -> Playground {
        let p = Playground(scene: SceneCatalog.scene(named: scene)!, scheme: nil)
        p.showsToasts = false
        _ = p.render(size: Self.size, scale: 1, time: 0)
        return p
    }

    func control(_ p: Playground, _ key: String) -> ControlRecord {
        p.lastFrame.controls.first { $0.key == key }!
    }

    func click(_ p: Playground, _ point: Point, time: Double = 0) {
        p.pointer(.pointerDown(point))
        p.pointer(.pointerUp(point))
        _ = p.render(size: Self.size, scale: 1, time: time)
    }

    @Test func thePanelNeverCoversTheScenesControls() {
        for side in [SidePanel.Side.leading, .trailing] {
            for scene in ["controls", "dark", "buttons", "simple"] {
                let p = playground(scene)
                p.panelSide = side
                _ = p.render(size: Self.size, scale: 1, time: 0)
                let panel = p.lastFrame.controls.filter { $0.key.hasPrefix("panel/") }
                let sceneControls = p.lastFrame.controls.filter { !$0.key.hasPrefix("panel/") }
                #expect(!panel.isEmpty && !sceneControls.isEmpty, "\(scene)")
                let panelMaxX = side == .leading ? StylePanel.width : Self.size.width
                let panelMinX = side == .leading ? 0 : Self.size.width - StylePanel.width
                for c in sceneControls {
                    #expect(c.frame.maxX <= panelMinX || c.frame.minX >= panelMaxX, "\(scene) \(c.key) \(c.frame)")
                }
            }
        }
    }

    @Test func aNarrowWindowShowsTheSceneAloneAndTheHUDKeyHidesThePanel() {
        let p = playground()
        #expect(p.panel(size: Size(width: 600, height: 400)) == nil)
        #expect(p.panel(size: Self.size) != nil)
        p.keyDown(.character("`"), modifiers: [])
        _ = p.render(size: Self.size, scale: 1, time: 0)
        #expect(!p.lastFrame.controls.contains { $0.key.hasPrefix("panel/") })
        #expect(p.sceneRegion == Rect(x: 0, y: 0, width: 1280, height: 800))
    }

    @Test func mMovesThePanelToTheOtherSide() {
        let p = playground()
        #expect(control(p, "panel/distance").frame.maxX <= StylePanel.width)
        p.keyDown(.character("m"), modifiers: [])
        _ = p.render(size: Self.size, scale: 1, time: 0)
        #expect(control(p, "panel/distance").frame.minX >= Self.size.width - StylePanel.width)
        #expect(p.sceneRegion.minX == 0)
    }

    @Test func draggingAPanelSliderSetsAndSelectsItsKnob() {
        let p = playground()
        let blur = control(p, "panel/blurRadius").frame
        let travel = blur.width - 26
        let knob = Point(x: blur.minX + 13 + travel * 0.1, y: blur.midY)
        p.pointer(.pointerDown(knob))
        p.pointer(.pointerMoved(Point(x: knob.x + travel * 0.25, y: knob.y + 40)))
        p.pointer(.pointerUp(Point(x: knob.x + travel * 0.25, y: knob.y + 40)))
        _ = p.render(size: Self.size, scale: 1, time: 0)
        #expect(abs(p.session.parameters.blurRadius - 35) <= 0.5)
        #expect(Playground.knobs[p.selectedParameter].key == "blurRadius")
        #expect(p.session.family == .parametric, "a tweak shows the parametric style")
        // The arrow keys now step the knob the mouse chose.
        let before = p.session.parameters.blurRadius
        p.keyDown(.right, modifiers: [])
        #expect(p.session.parameters.blurRadius > before)
        #expect(p.session.parameters.blurRadius.truncatingRemainder(dividingBy: 2) == 0, "on the coarse step's grid")
    }

    /// Pointer input waits for the next frame; a key that reads the style acts after it, so a drag
    /// followed at once by P (in one batch of window events) saves the dragged value.
    @Test func keysActAfterThePointerInputBeforeThem() {
        let p = playground()
        let blur = control(p, "panel/blurRadius").frame
        let knob = Point(x: blur.minX + 13 + (blur.width - 26) * 0.1, y: blur.midY)
        p.pointer(.pointerDown(knob))
        p.pointer(.pointerMoved(Point(x: knob.x + (blur.width - 26) * 0.2, y: knob.y)))
        p.pointer(.pointerUp(Point(x: knob.x + (blur.width - 26) * 0.2, y: knob.y)))
        #expect(p.session.parameters.blurRadius == 10, "not applied before a frame or a key")
        p.keyDown(.character("k"), modifiers: [])
        #expect(abs(p.session.parameters.blurRadius - 30) <= 0.5)
        _ = p.render(size: Self.size, scale: 1, time: 1)
        #expect(abs(p.session.parameters.blurRadius - 30) <= 0.5, "and not applied twice")
    }

    @Test func theWheelStepsASliderAndScrollsThePanelElsewhere() {
        let p = playground()
        let distance = control(p, "panel/distance").frame
        p.pointer(.scroll(at: Point(x: distance.midX, y: distance.midY), steps: 2, fine: false))
        _ = p.render(size: Self.size, scale: 1, time: 0)
        #expect(p.session.parameters.distance == 14)
        // Over the panel's text: it scrolls (its content is taller than 800 points).
        #expect(p.panelContentHeight > Self.size.height)
        p.pointer(.scroll(at: Point(x: 20, y: 20), steps: -3, fine: false))
        _ = p.render(size: Self.size, scale: 1, time: 0)
        #expect(p.panelScroll > 0)
        #expect(p.session.parameters.distance == 14)
    }

    @Test func doubleClickResetsANumberAndMakesAColourDerivedAgain() {
        let p = playground()
        p.session.parameters.distance = 30
        _ = p.render(size: Self.size, scale: 1, time: 0)
        let distance = control(p, "panel/distance").frame
        let knob = Point(x: distance.minX + 13 + (distance.width - 26) * 0.5, y: distance.midY)
        click(p, knob, time: 1)
        click(p, knob, time: 1.2)
        #expect(p.session.parameters.distance == ParametricStyle().distance)

        p.session.parameters.baseColor = RGBA(hex: "#336699")
        p.chooseColor(.base)
        _ = p.render(size: Self.size, scale: 1, time: 2)
        // The colour sliders are below the fold: scroll the panel to them first.
        p.panelScroll = p.panelContentHeight
        _ = p.render(size: Self.size, scale: 1, time: 2)
        let hue = control(p, "panel/baseColor.hue").frame
        #expect(hue.maxY <= Self.size.height)
        let point = Point(x: hue.midX, y: hue.midY)
        click(p, point, time: 3)
        click(p, point, time: 3.1)
        #expect(p.session.parameters.baseColor == nil)
    }

    @Test func hashThenSixDigitsSetsTheChosenColourAndOtherKeysStillWork() {
        let p = playground()
        p.keyDown(.character("3"), modifiers: .shift)
        #expect(p.hexEntry == "")
        for c in "ff88" { p.keyDown(.character(c), modifiers: []) }
        #expect(p.hexEntry == "FF88", "a, c, d, e and f type digits, not their commands")
        #expect(p.session.scheme == .light)
        p.keyDown(.backspace, modifiers: [])
        for c in "8000" { p.keyDown(.character(c), modifiers: []) }
        #expect(p.hexEntry == nil)
        #expect(p.session.parameters.baseColor?.hex == "#FF8800")
        #expect(p.session.family == .parametric)

        // The light shadow, by its swatch; Return takes CSS's three-digit form; Esc cancels.
        p.chooseColor(.lightShadow)
        p.keyDown(.character("#"), modifiers: [])
        for c in "fed" { p.keyDown(.character(c), modifiers: []) }
        p.keyDown(.enter, modifiers: [])
        #expect(p.session.parameters.lightShadowColor?.hex == "#FFEEDD")
        p.keyDown(.character("#"), modifiers: [])
        p.keyDown(.character("0"), modifiers: [])
        p.keyDown(.escape, modifiers: [])
        #expect(p.hexEntry == nil && !p.quitRequested, "Esc cancels the colour, it does not quit")
        #expect(p.session.parameters.lightShadowColor?.hex == "#FFEEDD")
        // A key that is not a hex digit ends the entry and does its own work.
        p.keyDown(.character("#"), modifiers: [])
        p.keyDown(.character("l"), modifiers: [])
        #expect(p.hexEntry == nil)
    }

    @Test func upAndDownWalkEveryKnobAndTheColoursFollow() {
        let p = playground()
        var seen: [String] = []
        for _ in Playground.knobs {
            seen.append(Playground.knobs[p.selectedParameter].key)
            p.keyDown(.down, modifiers: [])
        }
        #expect(seen == Playground.knobs.map(\.key))
        #expect(p.selectedParameter == 0)
        p.keyDown(.up, modifiers: [])
        #expect(Playground.knobs[p.selectedParameter].key == "foregroundColor.hue")
        #expect(p.activeColor == .label)
        // Hue wraps round the circle: 358 + 10 is 368, 370 on the step's grid, 10.
        p.session.parameters.foregroundColor = OKLCH(lightness: 0.7, chroma: 0.1, hue: 358).rgba
        p.keyDown(.right, modifiers: [])
        #expect(abs(OKLCH(p.session.parameters.foregroundColor!).hue - 10) < 0.5)
    }

    @Test func aFocusedSceneSliderTakesTheArrowKeys() {
        let p = playground()
        p.keyDown(.tab, modifiers: [])
        _ = p.render(size: Self.size, scale: 1, time: 0)
        var guardCount = 0
        while control(p, "controls/volume").id != p.session.ui.focused && guardCount < 20 {
            p.keyDown(.tab, modifiers: [])
            _ = p.render(size: Self.size, scale: 1, time: 0)
            guardCount += 1
        }
        #expect(p.session.ui.focused == control(p, "controls/volume").id)
        let distance = p.session.parameters.distance
        p.keyDown(.right, modifiers: [])
        _ = p.render(size: Self.size, scale: 1, time: 0)
        #expect(abs((p.session.state.numbers["controls/volume"] ?? 0) - 0.4) < 1e-9)
        #expect(p.session.parameters.distance == distance, "the knobs did not move")
    }

    @Test func presetsAndExportsCarryTheColours() throws {
        var parameters = ParametricStyle()
        parameters.baseColor = RGBA(hex: "#336699")
        parameters.darkShadowColor = RGBA(hex: "#112233")
        parameters.backgroundColor = RGBA(hex: "#FAFAFA")
        let preset = Preset(parameters: parameters)
        let back = try Preset.parse(preset.json)
        #expect(back.parameters == parameters)
        #expect(preset.json.contains("\"backgroundColor\": \"#FAFAFA\""))
        let model = ExportModel.parametric(parameters)
        let css = CSSExporter.source(for: model)
        let swift = SwiftUIExporter.source(for: model)
        for hex in ["336699", "112233", "FAFAFA"] {
            #expect(css.uppercased().contains(hex), "CSS lacks \(hex)")
        }
        #expect(swift.contains("softBackground"))
    }
}
