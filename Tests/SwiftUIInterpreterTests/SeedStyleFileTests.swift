import Raster
import Style
import TestSupport
import Testing

@testable import SwiftUIInterpreter

/// The seed articles' style code, interpreted, draws what the hand-written built-in styles draw.
@Suite struct SeedStyleFileTests {
    /// A file, the built-in seed style it should match, and what the scene gives its properties.
    struct Twin: CustomTestStringConvertible, Sendable {
        var file: String
        var seed: SeedStyle
        var hasToggle: Bool
        var testDescription: String { file }
    }

    static let twins = [
        Twin(file: "SimpleButtonStyle.swift", seed: .simple, hasToggle: false),
        Twin(file: "DarkStyles.swift", seed: .dark, hasToggle: true),
        Twin(file: "DarkConvexStyles.swift", seed: .darkConvex, hasToggle: true),
        Twin(file: "DarkEdgedStyles.swift", seed: .darkEdged, hasToggle: true),
        Twin(file: "DarkEdgedCrispStyles.swift", seed: .darkEdgedCrisp, hasToggle: true),
        Twin(file: "ColorfulStyles.swift", seed: .colorful, hasToggle: true),
        Twin(file: "NeumorphicButtonStyle.swift", seed: .neumorphic, hasToggle: false),
    ]

    static let appearances = [Appearance(colorScheme: .light), Appearance(colorScheme: .dark)]

    @Test(arguments: twins)
    func drawsLikeTheBuiltInStyle(_ twin: Twin) throws {
        let builtIn = twin.seed.styles
        let arguments = StyleArguments(builtIns: [
            String(describing: type(of: builtIn.button)): StyleArguments.properties(of: builtIn.button)
        ])
        let file = try StyleRendering.load(twin.file, arguments: arguments)
        var button = try #require(file.buttonStyles.first)
        button.labelColor = Self.labelColor(of: builtIn.button)
        for appearance in Self.appearances {
            for scale in [1.0, 2.0] {
                for isPressed in [false, true] {
                    let (expectedSize, expected) = StyleRendering.button(
                        builtIn.button, isPressed: isPressed, appearance: appearance, scale: scale)
                    let (size, actual) = StyleRendering.button(
                        button, isPressed: isPressed, appearance: appearance, scale: scale)
                    #expect(size == expectedSize)
                    let comparison = PixelDiff.compare(actual, expected, tolerance: 1)
                    #expect(
                        comparison.differingPixels == 0,
                        "\(twin.file) button pressed=\(isPressed) \(appearance.colorScheme) @\(scale)x: \(comparison.differingPixels) px, max \(comparison.maxDifference)"
                    )
                }
            }
        }
        guard twin.hasToggle else { return }
        var toggle = try #require(file.toggleStyles.first)
        toggle.labelColor = Self.labelColor(of: builtIn.button)
        for appearance in Self.appearances {
            for isOn in [false, true] {
                let (expectedSize, expected) = StyleRendering.toggle(
                    builtIn.toggle, isOn: isOn, appearance: appearance, scale: 1)
                let (size, actual) = StyleRendering.toggle(toggle, isOn: isOn, appearance: appearance, scale: 1)
                #expect(size == expectedSize)
                let comparison = PixelDiff.compare(actual, expected, tolerance: 1)
                #expect(
                    comparison.differingPixels == 0,
                    "\(twin.file) toggle on=\(isOn) \(appearance.colorScheme): \(comparison.differingPixels) px, max \(comparison.maxDifference)"
                )
            }
        }
    }

    /// Seed 002's spring: between released and pressed, the file's shadow offsets, radii and scale
    /// move as the built-in style's do.
    @Test(arguments: [0.25, 0.6, 1.1])
    func animatesLikeTheBuiltInStyle(_ amount: Double) throws {
        let builtIn = SeedStyle.neumorphic.styles.button
        let arguments = StyleArguments(builtIns: ["NeumorphicButtonStyle": StyleArguments.properties(of: builtIn)])
        var file = try #require(
            try StyleRendering.load("NeumorphicButtonStyle.swift", arguments: arguments).buttonStyles.first)
        file.labelColor = Self.labelColor(of: builtIn)
        let appearance = Appearance(colorScheme: .light)
        let (_, expected) = StyleRendering.button(
            builtIn, isPressed: true, pressAmount: amount, appearance: appearance, scale: 1)
        let (_, actual) = StyleRendering.button(
            file, isPressed: true, pressAmount: amount, appearance: appearance, scale: 1)
        let comparison = PixelDiff.compare(actual, expected, tolerance: 1)
        #expect(comparison.differingPixels == 0, "max \(comparison.maxDifference)")
    }

    static func labelColor(of style: any ButtonStyle) -> Color? {
        if let seed = style as? any CircularSeedStyle { return seed.labelColor }
        if style is NeumorphicButtonStyle { return NeumorphicButtonStyle.labelColor }
        return nil
    }
}
