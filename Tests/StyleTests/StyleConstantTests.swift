import Foundation
import Raster
import Render
import Testing

@testable import Style

/// The seed constants, read back from the draw commands the styles emit.
@Suite struct StyleConstantTests {
    let rect = Rect(x: 0, y: 0, width: 80, height: 80)
    let config = ButtonConfiguration(label: Label(systemImage: .heartFill), isPressed: false)

    func shadows(_ commands: [DrawCommand]) -> [Shadow<Color>] {
        commands.flatMap { command -> [Shadow<Color>] in
            switch command {
            case .filled(_, _, _, let shadows, _): return shadows
            case .layer(let layer): return self.shadows(layer.content)
            default: return []
            }
        }
    }

    @Test func darkBackgroundShadowsFlipAndShrinkWhenHighlighted() {
        let released = shadows(DarkBackground(isHighlighted: false, shape: Circle()).draw(in: rect))
        let pressed = shadows(DarkBackground(isHighlighted: true, shape: Circle()).draw(in: rect))
        #expect(released.map { [$0.radius, $0.x, $0.y] } == [[10, -10, -10], [10, 10, 10]])
        #expect(pressed.map { [$0.radius, $0.x, $0.y] } == [[10, 5, 5], [10, -5, -5]])
        #expect(released[0].color.resolve(in: .dark) == RGBA(r8: 50, g8: 60, b8: 65))
        #expect(released[1].color.resolve(in: .dark) == RGBA(r8: 25, g8: 25, b8: 30))
    }

    @Test func simpleStyleShadows() {
        let released = shadows(SimpleBackground(isHighlighted: false, shape: Circle()).draw(in: rect))
        #expect(released.map { [$0.radius, $0.x, $0.y] } == [[10, 10, 10], [10, -5, -5]])
        #expect(released[0].color.resolve(in: .light) == RGBA(red: 0, green: 0, blue: 0, alpha: 0.2))
        #expect(released[1].color.resolve(in: .light) == RGBA(red: 1, green: 1, blue: 1, alpha: 0.7))
        #expect(SimpleButtonStyle().padding == 30 && DarkButtonStyle().padding == 30)
    }

    @Test func neumorphicStyleSinksWithSpring() {
        let style = NeumorphicButtonStyle(color: Color(white: 0.9))
        #expect(style.padding == 20)
        #expect(style.animation == .spring(response: 0.55, dampingFraction: 0.825))
        let pressed = style.makeBody(
            configuration: ButtonConfiguration(label: Label("World"), isPressed: true), in: rect)
        guard case .layer(let outer) = pressed[0] else {
            Issue.record("expected a scaled layer")
            return
        }
        #expect(outer.scale == 0.95)
        #expect(shadows(pressed).map { [$0.radius, $0.x, $0.y] } == [[7, -5, -5], [7, 5, 5]])
        let released = style.makeBody(
            configuration: ButtonConfiguration(label: Label("World"), isPressed: false), in: rect)
        #expect(shadows(released).map { [$0.radius, $0.x, $0.y] } == [[10, -15, -15], [10, 15, 15]])
        guard case .layer(let blended) = outer.content[0] else { return }
        #expect(blended.blendMode == .overlay)
    }

    @Test func disabledLooksAreDimmed() {
        var disabled = config
        disabled.isEnabled = false
        let body = DarkButtonStyle().makeBody(configuration: disabled, in: rect)
        guard case .layer(let layer) = body.first, body.count == 1 else {
            Issue.record("a disabled style should be one dimmed layer")
            return
        }
        #expect(layer.opacity == DisabledLook.opacity)
    }

    @Test func parametricShadowColoursFollowIntensity() {
        var p = ParametricStyle()
        p.baseColor = RGBA(r8: 200, g8: 100, b8: 50)
        p.intensity = 0.1
        #expect(abs(p.resolvedLightShadow.red - 220.0 / 255) < 1e-9)
        #expect(abs(p.resolvedDarkShadow.green - 90.0 / 255) < 1e-9)
        p.lightShadowColor = .white
        #expect(p.resolvedLightShadow == .white)
        // Light from the top-left: the light shadow goes up-left.
        p.lightAngle = 225
        let s = shadows(p.draw(in: rect, pressAmount: 0))
        #expect(s.count == 2 && s[1].x < 0 && s[1].y < 0 && s[0].x > 0 && s[0].y > 0)
        #expect(abs(hypot(s[1].x, s[1].y) - p.distance) < 1e-9)
    }

    @Test func parameterTableCoversTheKnobs() {
        for spec in ParametricStyle.parameters {
            #expect(spec.range.contains(spec.defaultValue), "\(spec.key)")
            #expect(spec.fineStep < spec.coarseStep)
            #expect(spec.clamp(.nan) == spec.defaultValue)
            #expect(spec.clamp(1e9) == spec.range.upperBound)
        }
    }
}
