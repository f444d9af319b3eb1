import Raster
import Testing

@testable import Style

@Suite struct ColorTests {
    let light = Appearance(colorScheme: .light)
    let dark = Appearance(colorScheme: .dark)
    let lightIncreased = Appearance(colorScheme: .light, contrast: .increased)
    let darkIncreased = Appearance(colorScheme: .dark, contrast: .increased)

    @Test func swiftUIInitialisers() {
        #expect(Color(white: 0.9).resolve(in: light) == RGBA(red: 0.9, green: 0.9, blue: 0.9))
        #expect(Color(red: 0.2, green: 0.4, blue: 0.6).opacity(0.5).resolve(in: light).alpha == 0.5)
        #expect(Color.white.opacity(0.7).opacity(0.5).resolve(in: dark).alpha == 0.35)
    }

    @Test func seedPalette() {
        #expect(Color.offWhite.resolve(in: light) == RGBA(r8: 225, g8: 225, b8: 235))
        #expect(Color.darkStart.resolve(in: light) == RGBA(r8: 50, g8: 60, b8: 65))
        #expect(Color.darkEnd.resolve(in: dark) == RGBA(r8: 25, g8: 25, b8: 30))
        #expect(Color.lightStart.resolve(in: light) == RGBA(r8: 60, g8: 160, b8: 240))
        #expect(Color.lightEnd.resolve(in: light) == RGBA(r8: 30, g8: 80, b8: 120))
        #expect(!Color.offWhite.isDynamic)
    }

    @Test func dynamicColoursResolvePerAppearance() {
        let c = Color(light: .black, dark: .white, lightIncreasedContrast: .red)
        #expect(c.resolve(in: light) == RGBA.black)
        #expect(c.resolve(in: dark) == RGBA.white)
        #expect(c.resolve(in: lightIncreased) == Color.red.resolve(in: light))
        // No dark increased variant: falls back to dark.
        #expect(c.resolve(in: darkIncreased) == RGBA.white)
        #expect(c.isDynamic && c.opacity(0.5).isDynamic)
    }

    @Test func semanticColours() {
        #expect(Color.title.resolve(in: light) == RGBA(red: 0.2, green: 0.2, blue: 0.2))
        #expect(Color.title.resolve(in: dark) == RGBA(red: 0.8, green: 0.8, blue: 0.8))
        #expect(Color.primary.resolve(in: light) == RGBA.black)
        #expect(Color.primary.resolve(in: dark) == RGBA.white)
        #expect(Color.background.resolve(in: light) == RGBA(r8: 225, g8: 225, b8: 235))
        #expect(Color.background.resolve(in: dark) == RGBA(r8: 25, g8: 25, b8: 30))
        #expect(Color.secondary.resolve(in: lightIncreased).alpha > Color.secondary.resolve(in: light).alpha)
    }

    @Test func gradientFillsResolveEveryStop() {
        let fill = Fill.linear(.darkStart, .darkEnd)
        guard case .linearGradient(let g) = fill.resolve(in: dark) else {
            Issue.record("not a gradient")
            return
        }
        #expect(g.startPoint == .topLeading && g.endPoint == .bottomTrailing)
        #expect(g.gradient.stops.map(\.color) == [RGBA(r8: 50, g8: 60, b8: 65), RGBA(r8: 25, g8: 25, b8: 30)])
        #expect(fill.isOpaque(in: dark))
        #expect(!Fill.color(Color.white.opacity(0.7)).isOpaque(in: light))
    }
}

@Suite struct GradientFillTests {
    static let stops = [Fill.Stop(color: .black, location: 0), Fill.Stop(color: .white.opacity(0.5), location: 0.3)]

    @Test func gradientFillsResolveToTheirPaints() {
        let light = Appearance()
        let resolved = Self.stops.map { GradientStop(color: $0.color.resolve(in: light), location: $0.location) }
        #expect(
            Fill.radialGradient(Self.stops, center: .top, startRadius: 2, endRadius: 40).resolve(in: light)
                == .radialGradient(
                    RadialGradient(gradient: Gradient(stops: resolved), center: .top, startRadius: 2, endRadius: 40)))
        #expect(
            Fill.angularGradient(Self.stops, center: .center, startAngle: 0, endAngle: .pi).resolve(in: light)
                == .angularGradient(
                    AngularGradient(gradient: Gradient(stops: resolved), center: .center, startAngle: 0, endAngle: .pi))
        )
        #expect(
            Fill.ellipticalGradient(Self.stops, center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5)
                .resolve(in: light)
                == .ellipticalGradient(EllipticalGradient(gradient: Gradient(stops: resolved))))
        #expect(
            Fill.linearGradientStops(Self.stops, startPoint: .top, endPoint: .bottom).resolve(in: light)
                == .linearGradient(
                    LinearGradient(gradient: Gradient(stops: resolved), startPoint: .top, endPoint: .bottom)))
    }

    @Test func aGradientIsOpaqueWhenEveryStopIs() {
        let light = Appearance()
        #expect(!Fill.radialGradient(Self.stops, center: .center, startRadius: 0, endRadius: 9).isOpaque(in: light))
        let opaque = Fill.stops([.black, .white])
        #expect(opaque.map(\.location) == [0, 1])
        #expect(Fill.angularGradient(opaque, center: .center, startAngle: 0, endAngle: 0).isOpaque(in: light))
    }
}
