import Foundation
import Raster
import TestSupport
import Testing

@testable import Style

@Suite struct ExportTests {
    static let models: [(String, ExportModel)] =
        SeedStyle.allCases.map { ($0.rawValue, ExportModel.seed($0)) } + [
            ("parametric", ExportModel.parametric(ParametricStyle())),
            (
                "parametric-pressed-capsule",
                {
                    var p = ParametricStyle()
                    p.shape = .capsule
                    p.surface = .pressed
                    p.strokeWidth = 2
                    p.composition = .independent
                    p.animation = .none
                    return ExportModel.parametric(p)
                }()
            ),
            (
                // What `audit --fix` adds: a one-colour ring and a pressed fill the label turns white on.
                "parametric-fixed",
                {
                    var p = ParametricStyle()
                    p.strokeWidth = 1.5
                    p.strokeColors = [RGBA(hex: "#72727B")!, RGBA(hex: "#72727B")!]
                    p.pressedColor = RGBA(hex: "#4A4A52")
                    return ExportModel.parametric(p)
                }()
            ),
        ]

    @Test(arguments: models.map(\.0))
    func swiftUIGolden(name: String) {
        let model = Self.models.first { $0.0 == name }!.1
        let result = Golden.check(text: SwiftUIExporter.source(for: model), area: "export", name: "\(name).swift")
        #expect(result.matches, "\(result)")
    }

    @Test(arguments: models.map(\.0))
    func cssGolden(name: String) {
        let model = Self.models.first { $0.0 == name }!.1
        let result = Golden.check(text: CSSExporter.source(for: model), area: "export", name: "\(name).css")
        #expect(result.matches, "\(result)")
    }

    /// Each file parses as Swift on its own (ExportTypeCheckTests type-checks them together).
    @Test(arguments: models.map(\.0))
    func swiftUISourceParses(name: String) throws {
        guard Swiftc.available(for: "parse the SwiftUI exports") else { return }
        let model = Self.models.first { $0.0 == name }!.1
        let folder = FileManager.default.temporaryDirectory
        let file = "neumorph-export-\(UUID().uuidString).swift"
        try SwiftUIExporter.source(for: model).write(
            to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: folder.appendingPathComponent(file)) }
        let run = try Swiftc.run(["-parse", file], in: folder)
        #expect(run.succeeded, "swiftc -parse failed for \(name):\n\(run.output)")
    }

    @Test func cssNamesEveryBlendModeItHasAndNotesTheOthers() {
        func css(_ blend: BlendMode) -> String {
            var model = ExportModel.seed(.neumorphic)
            model.released.shadowLayerBlend = blend
            model.pressed.shadowLayerBlend = blend
            return CSSExporter.source(for: model)
        }
        #expect(css(.colorDodge).contains("mix-blend-mode: color-dodge;"))
        #expect(css(.plusLighter).contains("mix-blend-mode: plus-lighter;"))
        #expect(!css(.colorDodge).contains("no mix-blend-mode"))
        let atop = css(.sourceAtop)
        #expect(atop.contains("mix-blend-mode: normal;"))
        #expect(atop.contains("CSS has no mix-blend-mode for SwiftUI's .sourceAtop"))
        #expect(
            SwiftUIExporter.source(
                for: {
                    var model = ExportModel.seed(.neumorphic)
                    model.released.shadowLayerBlend = .colorDodge
                    return model
                }()
            ).contains(".blendMode(.colorDodge)"))
    }

    @Test func cssWritesRadialConicAndEllipticalGradients() {
        let two = [("a", 0.0), ("b", 1.0)]
        func css(_ shape: ExportModel.GradientShape, grownBy: Double = 0) -> String {
            CSSStopsGradient(stops: two, shape: shape, grownBy: grownBy).css
        }
        #expect(
            css(.radial(center: .center, startRadius: 10, endRadius: 50))
                == "radial-gradient(circle 50px at 50% 50%, a 10px, b 50px)")
        // A ring's box 4 px larger each side: the centre stays on the frame's, x% plus (1 − 2x)·4 px.
        #expect(
            css(.radial(center: .topLeading, startRadius: 0, endRadius: 8), grownBy: 4)
                == "radial-gradient(circle 8px at calc(0% + 4px) calc(0% + 4px), a 0, b 8px)")
        #expect(
            css(.elliptical(center: .center, startRadiusFraction: 0.25, endRadiusFraction: 0.5))
                == "radial-gradient(ellipse 50% 50% at 50% 50%, a 50%, b 100%)")
        // SwiftUI counts from +x, CSS from the top: 90° later.
        #expect(
            css(.angular(center: .center, startAngle: 0, endAngle: 0))
                == "conic-gradient(from 90deg at 50% 50%, a 0deg, b 360deg)")
        // A quarter sweep from 90°: SwiftUI's gap, last colour then first from halfway (225°).
        #expect(
            css(.angular(center: .center, startAngle: .pi / 2, endAngle: .pi))
                == "conic-gradient(from 180deg at 50% 50%, a 0deg, b 90deg, b 225deg, a 225deg, a 360deg)")
        // Anticlockwise, mirrored: b a quarter turn back (270°), the gap's switch at 135°.
        #expect(
            css(.angular(center: .center, startAngle: 0, endAngle: -.pi / 2))
                == "conic-gradient(from 90deg at 50% 50%, a 0deg, a 135deg, b 135deg, b 270deg, a 360deg)")
        // Stops at their own locations along a linear gradient.
        #expect(
            CSSStopsGradient(stops: [("a", 0), ("b", 0.25)], shape: .linear(start: .top, end: .bottom)).css
                == "linear-gradient(180deg, a 0%, b 25%)")
    }

    @Test func swiftUIExportWritesGradientsWithStops() {
        var model = ExportModel.seed(.simple)
        let stops = model.palette.prefix(2).enumerated().map {
            ExportModel.Stop(swatch: $0.element, location: Double($0.offset) * 0.4)
        }
        model.released.fill = .stops(stops, .radial(center: .center, startRadius: 0, endRadius: 30))
        model.pressed.fill = .stops(stops, .angular(center: .top, startAngle: 0, endAngle: .pi / 2))
        let swift = SwiftUIExporter.source(for: model)
        #expect(swift.contains("RadialGradient("))
        #expect(swift.contains("endRadius: 30"))
        #expect(swift.contains("AngularGradient("))
        #expect(swift.contains("endAngle: .degrees(90)"))
        #expect(swift.contains("location: 0.4"))
        let css = CSSExporter.source(for: model)
        #expect(css.contains("radial-gradient(circle 30px"))
        #expect(css.contains("conic-gradient(from 90deg at 50% 0%"))
    }

    @Test func cssBlurIsTwiceTheSwiftUIRadius() {
        let css = CSSExporter.source(for: ExportModel.seed(.dark))
        // Radius 10 → 20px of CSS blur.
        let cls = CSSExporter.className(for: ExportModel.seed(.dark))
        #expect(css.contains("-10px -10px 20px var(--\(cls)-dark-start)"))
        #expect(css.contains("border-radius: 50%"))
        #expect(css.contains("aspect-ratio: 1"))
        #expect(css.contains(":active"))
        var p = ParametricStyle()
        p.surface = .pressed
        p.blurRadius = 7
        #expect(CSSExporter.source(for: ExportModel.parametric(p)).contains("inset"))
        #expect(CSSExporter.source(for: ExportModel.parametric(p)).contains(" 14px "))
    }

    @Test func swiftUIKeepsTheSeedValues() {
        let dark = SwiftUIExporter.source(for: ExportModel.seed(.dark))
        #expect(dark.contains(".shadow(color: DarkPalette.darkStart, radius: 10, x: -10, y: -10)"))
        #expect(dark.contains(".shadow(color: DarkPalette.darkEnd, radius: 10, x: 5, y: 5)") == false)
        #expect(dark.contains(".shadow(color: DarkPalette.darkStart, radius: 10, x: 5, y: 5)"))
        #expect(dark.contains("static let darkStart = Color(red: 50 / 255, green: 60 / 255, blue: 65 / 255)"))
        let neumorphic = SwiftUIExporter.source(for: ExportModel.seed(.neumorphic))
        #expect(neumorphic.contains(".blendMode(.overlay)"))
        #expect(neumorphic.contains(".scaleEffect(configuration.isPressed ? 0.95 : 1)"))
        #expect(neumorphic.contains(".spring(response: 0.55, dampingFraction: 0.825)"))
        #expect(neumorphic.contains("RoundedRectangle(cornerRadius: 10, style: .continuous)"))
        // Built-in colours are not redeclared.
        #expect(!neumorphic.contains("static let white"))
    }

    @Test func cssGradientAnglesFollowTheUnitPoints() {
        func css(_ start: UnitPoint, _ end: UnitPoint, grownBy: Double = 0) -> String {
            CSSGradient(colors: ["a", "b"], start: start, end: end, grownBy: grownBy).css
        }
        #expect(css(.topLeading, .bottomTrailing) == "linear-gradient(135deg, a, b)")
        #expect(css(.top, .bottom) == "linear-gradient(180deg, a, b)")
        #expect(css(.leading, .trailing) == "linear-gradient(90deg, a, b)")
        // Unit points inside the frame: the stops move in along CSS's longer line (45°: √2 × the side).
        let light = ParametricStyle().lightUnitPoints
        #expect(css(light.toward, light.away) == "linear-gradient(135deg, a 14.645%, b 85.355%)")
        // A ring's border box is the shape grown by half the ring: the stops stay on the shape.
        #expect(
            css(.topLeading, .bottomTrailing, grownBy: 2)
                == "linear-gradient(135deg, a calc(0% + 2.828px), b calc(100% - 2.828px))")
    }

    @Test func cssNamesComeFromTheStyleAndDifferPerExport() {
        var p = ParametricStyle()
        let first = CSSExporter.className(for: ExportModel.parametric(p))
        p.distance = 12
        let second = CSSExporter.className(for: ExportModel.parametric(p))
        #expect(first.hasPrefix("neu-soft-") && second.hasPrefix("neu-soft-"))
        #expect(first != second)
        #expect(CSSExporter.className(for: ExportModel.seed(.darkEdgedCrisp)).hasPrefix("neu-dark-edged-crisp-"))
        #expect(CSSExporter.kebab("softEdge1") == "soft-edge1")
    }

    /// Every custom property the sheet declares is used, and every one it uses is declared.
    @Test(arguments: models.map(\.0))
    func cssDeclaresWhatItUses(name: String) {
        let css = CSSExporter.source(for: Self.models.first { $0.0 == name }!.1)
        let declared = Set(
            css.split(separator: "\n").compactMap { line -> Substring? in
                let t = line.drop { $0 == " " }
                guard t.hasPrefix("--"), let colon = t.firstIndex(of: ":") else { return nil }
                return t[..<colon]
            })
        var usedNames = Set<Substring>()
        var rest = css[...]
        while let start = rest.range(of: "var(") {
            let after = rest[start.upperBound...]
            let end = after.firstIndex(of: ")")!
            usedNames.insert(after[..<end])
            rest = after[end...]
        }
        #expect(!declared.isEmpty)
        #expect(
            declared == usedNames,
            "declared but unused: \(declared.subtracting(usedNames)); used but undeclared: \(usedNames.subtracting(declared))"
        )
        #expect(!css.contains("transform"), "the pressed look must not replace the page's transforms")
    }

    @Test func hexColoursRoundTrip() {
        #expect(RGBA(hex: "#E1E1EB") == RGBA(r8: 225, g8: 225, b8: 235))
        #expect(RGBA(hex: "#FFFFFF80")?.alpha == 128.0 / 255)
        #expect(RGBA(r8: 50, g8: 60, b8: 65).hex == "#323C41")
        #expect(RGBA(hex: "#GGGGGG") == nil)
        #expect(RGBA(hex: "E1E1EB") == nil)
        #expect(RGBA(hex: "#+1E1EB") == nil)
    }
}

@Suite struct ContrastTests {
    @Test func wcagReferenceValues() {
        #expect(abs(Contrast.ratio(.black, .white) - 21) < 1e-9)
        #expect(Contrast.ratio(.white, .white) == 1)
        // #777777 on white is the classic 4.48:1.
        let grey = RGBA(r8: 119, g8: 119, b8: 119)
        #expect(abs(Contrast.ratio(grey, .white) - 4.48) < 0.01)
        #expect(abs(Contrast.luminance(RGBA(r8: 255, g8: 0, b8: 0)) - 0.2126) < 1e-9)
    }
}
