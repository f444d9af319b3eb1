import Raster
import Style
import TestSupport
import Testing
import UI

@testable import SwiftUIInterpreter

/// `.foregroundStyle(.secondary)` is a level of the style around it, as SwiftUI's hierarchical styles
/// are; iOS 18's `Color.mix(with:by:in:)`.
@Suite struct HierarchicalStyleTests {
    /// White text on a card, its subtitle `.secondary`: white at half opacity, not the grey label colour
    /// (which is what it is under the default foreground). `.primary` keeps the card's white.
    @Test func theSecondaryLevelIsTheForegroundAtHalfStrength() throws {
        let source = """
            import SwiftUI
            #Preview {
                VStack {
                    VStack {
                        Text("Title").foregroundStyle(.primary)
                        Text("Subtitle").foregroundStyle(.secondary)
                        Text("Fine print").foregroundStyle(.tertiary)
                    }
                    .foregroundStyle(.white)
                    Text("Plain").foregroundStyle(.secondary)
                    Text("Fixed").foregroundColor(.secondary)
                }
                .background(Color.blue)
            }
            """
        let colours = Dictionary(
            uniqueKeysWithValues: drawnTextColours(try phoneFrame(source).commands).map { ($0.text, $0.colour) })
        #expect(colours["Title"] == RGBA(red: 1, green: 1, blue: 1))
        #expect(colours["Subtitle"] == RGBA(red: 1, green: 1, blue: 1, alpha: 0.5))
        #expect(colours["Fine print"] == RGBA(red: 1, green: 1, blue: 1, alpha: 0.25))
        let grey = Color.secondary.resolve(in: Appearance())
        #expect(colours["Plain"] == grey)
        #expect(colours["Fixed"] == grey)
    }

    /// A `ContentUnavailableView` under an accent `.foregroundStyle` draws its symbol in the accent at
    /// the secondary level, as iOS does.
    @Test func anEmptyStateTakesTheStyleAroundIt() throws {
        let source = """
            import SwiftUI
            #Preview {
                ContentUnavailableView("No workouts yet", systemImage: "dumbbell.fill")
                    .foregroundStyle(Color.purple)
            }
            """
        let icons = drawnIconColours(try phoneFrame(source).commands)
        let purple = try #require(Builtins.colors["purple"]).resolve(in: Appearance())
        #expect(icons == [RGBA(red: purple.red, green: purple.green, blue: purple.blue, alpha: 0.5)])
    }

    /// `mix` in Oklab by default and in RGB on `.device`, each end exact; `maxWidth: .infinity - 40` is
    /// still all the room there is.
    @Test func coloursMixAndInfinityStaysInfinite() throws {
        let black = Color(white: 0)
        let white = Color(white: 1)
        #expect(
            ColorMix.mix(black, white, by: 0, perceptual: true).resolve(in: Appearance())
                == RGBA(red: 0, green: 0, blue: 0))
        let device = ColorMix.mix(black, white, by: 0.5, perceptual: false).resolve(in: Appearance())
        #expect(device == RGBA(red: 0.5, green: 0.5, blue: 0.5))
        // Halfway in Oklab is lightness 0.5: 0.125 in linear light, 0.389 encoded, a grey darker than
        // RGB's average.
        let perceptual = ColorMix.mix(black, white, by: 0.5, perceptual: true).resolve(in: Appearance())
        #expect(abs(perceptual.red - 0.389) < 0.01 && abs(perceptual.red - perceptual.blue) < 1e-6, "\(perceptual)")
        let source = """
            import SwiftUI
            #Preview {
                Rectangle().fill(Color.black.mix(with: .white, by: 0.5, in: .device)).frame(maxWidth: .infinity - 40).frame(height: 10)
            }
            """
        let (commands, notes) = try phoneFrame(source)
        #expect(notes.isEmpty, "\(notes)")
        guard
            case .filled(_, let rect, _, _, _)? = commands.first(where: { if case .filled = $0 { true } else { false } }
            )
        else {
            Issue.record("nothing filled")
            return
        }
        #expect(rect.width == Device.standard.portrait.width)
    }
}
