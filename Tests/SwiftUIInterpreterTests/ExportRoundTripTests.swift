import Raster
import Style
import TestSupport
import Testing

@testable import SwiftUIInterpreter

/// `export --format swiftui` writes code that, read back, draws what the exported style draws.
@Suite struct ExportRoundTripTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var model: ExportModel
        var button: any ButtonStyle
        var toggle: any ToggleStyle
        var testDescription: String { name }
    }

    static let parametricPresets: [(String, ParametricStyle)] = [
        ("parametric-default", ParametricStyle()),
        (
            "parametric-convex-circle-edged",
            {
                var p = ParametricStyle()
                p.shape = .circle
                p.surface = .convex
                p.strokeWidth = 2
                p.lightAngle = 135
                return p
            }()
        ),
        (
            "parametric-pressed-capsule-dark",
            {
                var p = ParametricStyle()
                p.shape = .capsule
                p.surface = .pressed
                p.baseColor = RGBA(r8: 40, g8: 44, b8: 52)
                p.animation = .none
                return p
            }()
        ),
    ]

    static let cases: [Case] =
        SeedStyle.allCases.map { seed in
            Case(name: seed.rawValue, model: .seed(seed), button: seed.styles.button, toggle: seed.styles.toggle)
        }
        + parametricPresets.map { name, p in
            Case(name: name, model: .parametric(p), button: ParametricButtonStyle(p), toggle: ParametricToggleStyle(p))
        }

    @Test(arguments: cases)
    func exportedSwiftUIDrawsTheSameStyle(_ item: Case) throws {
        let source = SwiftUIExporter.source(for: item.model)
        let file = try StyleFile.interpret(source: source, path: "\(item.name).swift")
        var button = try #require(file.buttonStyles.first)
        // The scene gives the label its colour, as the playground does for a file's style (the seed
        // 002 export writes `.black`, the built-in style's label turns white on dark).
        button.labelColor = SeedStyleFileTests.labelColor(of: item.button)
        for appearance in SeedStyleFileTests.appearances {
            for isPressed in [false, true] {
                let (expectedSize, expected) = StyleRendering.button(
                    item.button, isPressed: isPressed, appearance: appearance, scale: 1)
                let (size, actual) = StyleRendering.button(
                    button, isPressed: isPressed, appearance: appearance, scale: 1)
                #expect(size == expectedSize)
                let comparison = PixelDiff.compare(actual, expected, tolerance: 1)
                #expect(
                    comparison.differingPixels == 0,
                    "\(item.name) pressed=\(isPressed) \(appearance.colorScheme): \(comparison.differingPixels) px, max \(comparison.maxDifference)"
                )
            }
        }
        let toggle = try #require(file.toggleStyles.first)
        for isOn in [false, true] {
            let appearance = Appearance(colorScheme: .light)
            let (_, expected) = StyleRendering.toggle(item.toggle, isOn: isOn, appearance: appearance, scale: 1)
            let (_, actual) = StyleRendering.toggle(toggle, isOn: isOn, appearance: appearance, scale: 1)
            let comparison = PixelDiff.compare(actual, expected, tolerance: 1)
            #expect(
                comparison.differingPixels == 0,
                "\(item.name) toggle on=\(isOn): \(comparison.differingPixels) px, max \(comparison.maxDifference)")
        }
    }
}

/// An export read back and exported again is the same file: its palette's names and SwiftUI's own
/// colours survive (the shape of the pasted code does not drift with each round).
@Suite struct ExportOfAnExportTests {
    @Test(arguments: ExportRoundTripTests.cases)
    func exportingAnExportWritesTheSameFile(_ item: ExportRoundTripTests.Case) throws {
        let source = SwiftUIExporter.source(for: item.model)
        let file = try StyleFile.interpret(source: source, path: "\(item.name).swift")
        var again = try file.exportModel()
        // The name read back already carries a parametric export's hash (the hash of the rounded
        // values would differ); the composition and the page are not in the SwiftUI.
        #expect(again.name.hasPrefix(item.model.name))
        again.nameIsShared = false
        again.composition = item.model.composition
        again.page = item.model.page
        #expect(SwiftUIExporter.source(for: again) == source)
    }
}

/// `export --style FILE`: a style file, exported and read back, draws what the file draws.
@Suite struct StyleFileExportTests {
    @Test(arguments: SeedStyleFileTests.twins)
    func exportOfAStyleFileDrawsTheSame(_ twin: SeedStyleFileTests.Twin) throws {
        let arguments = StyleArguments(builtIns: ["NeumorphicButtonStyle": ["color": .color(Color(white: 0.9))]])
        let file = try StyleRendering.load(twin.file, arguments: arguments)
        let model = try file.exportModel()
        let exported = try StyleFile.interpret(source: SwiftUIExporter.source(for: model), path: "export.swift")
        let original = try #require(file.buttonStyles.first)
        let again = try #require(exported.buttonStyles.first)
        for isPressed in [false, true] {
            let appearance = Appearance(colorScheme: .light)
            let (size, expected) = StyleRendering.button(
                original, isPressed: isPressed, appearance: appearance, scale: 1)
            let (size2, actual) = StyleRendering.button(again, isPressed: isPressed, appearance: appearance, scale: 1)
            #expect(size == size2)
            let comparison = PixelDiff.compare(actual, expected, tolerance: 1)
            #expect(
                comparison.differingPixels == 0,
                "\(twin.file) pressed=\(isPressed): \(comparison.differingPixels) px, max \(comparison.maxDifference)")
        }
    }

    @Test func aStyleTheModelCannotSayIsNamed() throws {
        let source = """
            import SwiftUI
            struct Odd: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack { configuration.label; Circle() }
                }
            }
            """
        let file = try StyleFile.interpret(source: source, path: "Odd.swift")
        #expect(throws: StyleFileError.self) { try file.exportModel() }
        do {
            _ = try file.exportModel()
        } catch {
            #expect(error.description.hasPrefix("Odd.swift: Odd cannot be exported"))
        }
    }
}
