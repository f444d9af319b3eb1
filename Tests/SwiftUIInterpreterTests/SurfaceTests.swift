import Foundation
import Raster
import Style
import TestSupport
import Testing

@testable import SwiftUIInterpreter

/// The declared surface: one declaration per name, the docs' table made from them, and the newer
/// views and modifiers evaluated into the trees they should make.
struct SurfaceTests {
    /// A ButtonStyle whose body is `body`, evaluated released.
    private func released(_ body: String, extra: String = "") throws -> ViewNode {
        let file = try StyleFile.interpret(source: StyleFileTests.style(body, extra: extra), path: "Probe.swift")
        return try #require(file.buttonStyles.first).released.view
    }

    @Test func everyNameIsDeclaredOnceAndNothingIsIgnoredThatDraws() {
        let modifiers = ModifierCatalog.families.flatMap { $0.1.map(\.name) }
        #expect(Set(modifiers).count == modifiers.count)
        let views = ViewCatalog.names
        #expect(Set(views).count == views.count)
        // What SwiftUI code draws and does with must not be among the modifiers that change nothing.
        let inert = Set(ModifierCatalog.accessibility.map(\.name))
        for name in ["onTapGesture", "gesture", "disabled", "compositingGroup", "rotationEffect", "environment"] {
            #expect(!inert.contains(name), "\(name)")
            #expect(ModifierCatalog.byName[name] != nil, "\(name)")
        }
    }

    @Test func theDocsTableIsTheDeclarations() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/swiftui-surface.md").standardized.path
        let made = ModifierCatalog.markdown()
        if ProcessInfo.processInfo.environment["NEUMORPH_RECORD_GOLDENS"] == "1" {
            try made.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            written == made,
            "docs/swiftui-surface.md is stale: run NEUMORPH_RECORD_GOLDENS=1 swift test --filter Surface")
    }

    @Test func aCustomShapeDrawsItsOwnPathForItsFrame() throws {
        let extra = """
            struct Wedge: Shape {
                func path(in rect: CGRect) -> Path {
                    Path { p in
                        p.move(to: CGPoint(x: rect.minX, y: rect.maxY))
                        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                        p.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
                        p.closeSubpath()
                    }
                }
            }
            """
        let node = try released("Wedge().fill(Color.red)", extra: extra)
        guard case .shape(.custom(let shape), .fill) = node else {
            Issue.record("expected a filled custom shape, got \(node)")
            return
        }
        let path = try shape.path(in: Rect(x: 10, y: 20, width: 40, height: 30)).get()
        #expect(path.controlPointBounds == Rect(x: 10, y: 20, width: 40, height: 30))
        #expect(path.elements.first == .move(to: Point(x: 10, y: 50)))
    }

    @Test func aShapeErrorIsReportedWhereTheShapeIsUsed() {
        let extra = "struct Bad: Shape { func path(in rect: CGRect) -> Path { Path { p in p.move(to: 3) } } }"
        let message = StyleFileTests.error(StyleFileTests.style("Bad().fill(Color.red)", extra: extra))
        #expect(message.contains("expected a CGPoint"), "\(message)")
    }

    @Test func trimRotationAndStrokeStyleMakeTheirTrees() throws {
        let node = try released(
            "Circle().trim(from: 0, to: 0.5).stroke(Color.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))"
                + ".rotationEffect(.degrees(-90))")
        guard
            case .modified(
                .shape(.trimmed(.circle, from: 0, to: 0.5), .styledStroke(_, let style, inside: false)),
                .rotation(let r, _)) = node
        else {
            Issue.record("unexpected tree \(node)")
            return
        }
        #expect(style.lineWidth == 8 && style.lineCap == .round && style.lineJoin == .miter)
        #expect(abs(r + .pi / 2) < 1e-12)
    }

    @Test func aGeometryReaderBuildsItsContentForTheSizeOffered() throws {
        let node = try released(
            "GeometryReader { proxy in Rectangle().frame(width: proxy.size.width / 2, height: proxy.size.height / 4) }")
        guard case .geometry(let reader) = node,
            case .success(let content) = reader.content(in: Rect(x: 0, y: 0, width: 80, height: 40))
        else {
            Issue.record("expected a GeometryReader, got \(node)")
            return
        }
        guard case .modified(_, .frame(let w?, let h?, _)) = content else {
            Issue.record("unexpected content \(content)")
            return
        }
        #expect(w == 40 && h == 10)
    }

    /// Several views in a reader are each at its top-leading corner, over one another, not stacked.
    @Test func aGeometryReadersViewsAreLayeredAtItsTopLeadingCorner() throws {
        let node = try released("GeometryReader { proxy in Color.teal.frame(width: 60, height: 30); Text(\"Over\") }")
        guard case .geometry(let reader) = node,
            case .success(let content) = reader.content(in: Rect(x: 0, y: 0, width: 80, height: 40))
        else {
            Issue.record("expected a GeometryReader, got \(node)")
            return
        }
        guard case .stack(.z, _, let alignment, let views) = content else {
            Issue.record("unexpected content \(content)")
            return
        }
        #expect(alignment == .topLeading && views.count == 2)
    }

    @Test func geometryMembersAndAnglesReadAsCoreGraphicsDoes() throws {
        let node = try released(
            "let r = CGRect(x: 10, y: 20, width: 30, height: 40).insetBy(dx: 5, dy: 5)\n"
                + "return Rectangle().frame(width: r.midX, height: Angle(degrees: 180).radians)")
        guard case .modified(_, .frame(let w?, let h?, _)) = node else {
            Issue.record("unexpected tree \(node)")
            return
        }
        // insetBy(5, 5) of x 10…40 is 15…35, midX 25; 180° is π.
        #expect(w == 25)
        #expect(abs(h - .pi) < 1e-12)
    }

    /// `Color.blue.gradient`: the colour at the bottom, lit 15 % towards white at the top.
    @Test func aColorsGradientRunsFromItsLitTopToItself() throws {
        let node = try released("Rectangle().fill(Color(red: 0.2, green: 0.4, blue: 0.6).gradient)")
        guard case .shape(_, .fill(.linearGradient(let colors, let start, let end)?, _)) = node else {
            Issue.record("expected a gradient fill, got \(node)")
            return
        }
        #expect(start == .top && end == .bottom && colors.count == 2)
        let top = colors[0].resolve(in: Appearance())
        #expect(abs(top.red - (0.2 + 0.8 * 0.15)) < 1e-9 && abs(top.blue - (0.6 + 0.4 * 0.15)) < 1e-9)
        #expect(colors[1].resolve(in: Appearance()).green == 0.4)
    }

    @Test func filtersAndEnvironmentModifiersWrapTheView() throws {
        let node = try released("configuration.label.saturation(0.5).preferredColorScheme(.dark)")
        guard case .modified(.modified(_, .colorFilter(.saturation(0.5))), .colorScheme(.dark)) = node else {
            Issue.record("unexpected tree \(node)")
            return
        }
    }

    /// The cells' frames in a grid laid out `width` points wide (each cell a 10-point square).
    private func cellFrames(_ grid: String, count: Int, width: Double) throws -> [Rect] {
        let body = "\(grid) { ForEach(0..<\(count)) { _ in Rectangle().fill(Color.red).frame(width: 10, height: 10) } }"
        let node = try released(body)
        let environment = DrawEnvironment(label: Label(""), labelColor: nil, metrics: EstimatedTextMetrics())
        let commands = node.draw(in: Rect(x: 0, y: 0, width: width, height: 400), environment)
        return commands.compactMap { command -> Rect? in
            if case .filled(_, let rect, _, _, _) = command { return rect }
            return nil
        }
    }

    /// 300 points, three flexible columns 8 apart: each column (300 − 16) / 3 wide, the cells centred
    /// in them, rows 8 apart; the short last row keeps its cells in their columns. Fixed columns are
    /// their width; adaptive ones as many as fit, `floor((300 + 8) / (90 + 8))` = 3.
    @Test func aGridPlacesItsCellsInItsColumns() throws {
        let column = (300.0 - 16) / 3
        let flexible = try cellFrames(
            "LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3))", count: 4, width: 300)
        let centres: [Double] = [column / 2, column * 1.5 + 8, column * 2.5 + 16, column / 2]
        #expect(zip(flexible.map(\.midX), centres).allSatisfy { abs($0 - $1) < 1e-9 }, "\(flexible)")
        let top = flexible[0].minY
        let tops: [Double] = [top, top, top, top + 18]
        #expect(flexible.map(\.minY) == tops)
        let fixed = try cellFrames(
            "LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.fixed(60))], spacing: 4)", count: 3, width: 300)
        // 40 + 8 + 60 = 108 points, centred in 300.
        let fixedCentres: [Double] = [116, 174, 116]
        #expect(fixed.map(\.midX) == fixedCentres)
        #expect(fixed[2].minY - fixed[0].minY == 14)
        let adaptive = try cellFrames("LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))])", count: 4, width: 300)
        #expect(adaptive.map(\.minY).filter { $0 == adaptive[0].minY }.count == 3)
        #expect(adaptive.count == 4)
        let message = StyleFileTests.error(
            StyleFileTests.style("LazyVGrid(columns: [GridItem(.wide)]) { Text(\"a\") }"))
        #expect(message.contains("a GridItem's size is"), "\(message)")
    }

    /// Two circles in one path, filled at scale 1 in a 100-point frame (the canvas's centre is 110, 110):
    /// by the non-zero rule the inner circle is filled too (both run the same way); `eoFill` leaves it
    /// a hole, and `clipShape` with the same style shows the view through the ring alone.
    @Test func eoFillLeavesTheInnerCircleOfARingEmpty() throws {
        let ring = """
            Path { p in
                p.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
                p.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
            }
            """
        func centreAndRing(_ body: String) throws -> (centre: RGBA, ring: RGBA) {
            let file = try StyleFile.interpret(
                source: StyleFileTests.style(body + ".frame(width: 100, height: 100)"), path: "Probe.swift")
            let (_, image) = StyleRendering.button(
                try #require(file.buttonStyles.first), isPressed: false, appearance: Appearance(), scale: 1)
            return (image.color(x: 110, y: 110), image.color(x: 110, y: 70))
        }
        let white = RGBA(red: 1, green: 1, blue: 1, alpha: 1)
        let nonZero = try centreAndRing("\(ring).fill(Color.white)")
        #expect(nonZero.centre == white && nonZero.ring == white)
        let evenOdd = try centreAndRing("\(ring).fill(Color.white, style: FillStyle(eoFill: true))")
        #expect(evenOdd.ring == white)
        #expect(evenOdd.centre.red < 0.2, "the hole shows the dark page: \(evenOdd.centre)")
        let clipped = try centreAndRing(
            "Rectangle().fill(Color.white).clipShape(\(ring), style: FillStyle(eoFill: true, antialiased: true))")
        #expect(clipped.ring == white && clipped.centre.red < 0.2)
        let message = StyleFileTests.error(StyleFileTests.style("Circle().fill(Color.red, style: 3)"))
        #expect(message.contains("expected a FillStyle"), "\(message)")
    }

    /// `Color.x.shadow(.drop(…))` is a style whose fill casts the shadow, as `.shadow` on the view does;
    /// drops and inners stack in the order written, and `ShadowStyle.drop` names the same style.
    @Test func aShapeStylesDropShadowFallsFromWhatItFills() throws {
        let node = try released(
            "Circle().fill(Color.white.shadow(.drop(color: .black, radius: 4, x: 6, y: 8))"
                + ".shadow(ShadowStyle.inner(radius: 2)).shadow(ShadowStyle.drop(color: .white, radius: 3, x: -2)))")
        guard
            case .modified(.modified(.shape(.circle, .fill(_, let inner)), .shadow(let first)), .shadow(let second)) =
                node
        else {
            Issue.record("unexpected tree \(node)")
            return
        }
        #expect(first.radius == 4 && first.x == 6 && first.y == 8 && first.color == .black)
        #expect(second.radius == 3 && second.x == -2 && second.y == 0 && second.color == .white)
        #expect(inner.count == 1 && inner[0].radius == 2)
        let text = try released("Text(\"Hi\").foregroundStyle(Color.red.shadow(.drop(radius: 5)))")
        guard case .modified(.modified(.text, .foregroundColor), .shadow(let cast)) = text else {
            Issue.record("unexpected tree \(text)")
            return
        }
        #expect(cast.radius == 5 && cast.color == Color.black.opacity(0.33))
        let message = StyleFileTests.error(StyleFileTests.style("Circle().fill(Color.red.shadow(.outer(radius: 2)))"))
        #expect(message.contains("expected a ShadowStyle"), "\(message)")
    }

    @Test func aTriangleAHalfRingAndATurnedSquareDrawAsSwiftUIDrawsThem() throws {
        let extra = """
            struct Triangle: Shape {
                func path(in rect: CGRect) -> Path {
                    var p = Path()
                    p.move(to: CGPoint(x: rect.midX, y: 0))
                    p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    p.addLine(to: CGPoint(x: 0, y: rect.maxY))
                    p.closeSubpath()
                    return p
                }
            }
            """
        let body = """
            HStack(spacing: 12) {
                Triangle().fill(Color.orange).frame(width: 50, height: 44)
                Circle().trim(from: 0, to: 0.5)
                    .stroke(Color.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                    .rotationEffect(.degrees(-90)).frame(width: 50, height: 50)
                Rectangle().fill(Color.green).frame(width: 34, height: 34).rotationEffect(.degrees(45))
            }.frame(width: 200, height: 70)
            """
        let file = try StyleFile.interpret(source: StyleFileTests.style(body, extra: extra), path: "Probe.swift")
        let style = try #require(file.buttonStyles.first)
        let (_, image) = StyleRendering.button(
            style, isPressed: false, appearance: Appearance(colorScheme: .dark), scale: 2)
        let result = Golden.check(image, area: "surface", name: "triangle-ring-square")
        #expect(result.matches, "\(result)")
    }
}

/// `rotation3DEffect` with perspective, as Core Animation projects it.
struct Rotation3DProjectionTests {
    /// A 100-point square turned 45° about y, perspective 1 (the eye 100 points away): worked by hand,
    /// its left edge comes nearer (w = 1 − 50 sin 45°/100), its right edge recedes (w = 1 + …).
    @Test func aSquareTurnedAboutYTapersAwayOnItsRight() throws {
        let turn = Rotation3D(radians: .pi / 4, axis: (0, 1, 0), anchor: .center, anchorZ: 0, perspective: 1)
        let p = try #require(turn.projection(in: Rect(x: 0, y: 0, width: 100, height: 100)))
        let s = 50 * (0.5 as Double).squareRoot()
        let near = 1 - s / 100
        let far = 1 + s / 100
        let topLeft = try #require(p.apply(Point(x: 0, y: 0)))
        let topRight = try #require(p.apply(Point(x: 100, y: 0)))
        #expect(abs(topLeft.x - (50 - s / near)) < 1e-9 && abs(topLeft.y - (50 - 50 / near)) < 1e-9)
        #expect(abs(topRight.x - (50 + s / far)) < 1e-9 && abs(topRight.y - (50 - 50 / far)) < 1e-9)
        // The anchor stays; no perspective is no projection (the flat turn draws then).
        let centre = try #require(p.apply(Point(x: 50, y: 50)))
        #expect(abs(centre.x - 50) < 1e-9 && abs(centre.y - 50) < 1e-9)
        var flat = turn
        flat.perspective = 0
        #expect(flat.projection(in: Rect(x: 0, y: 0, width: 100, height: 100)) == nil)
    }
}
