import Foundation
import Raster
import Style
import Testing
import UI

@testable import SwiftUIInterpreter

/// `Assets/Examples/`: each seed's screen as one file that loads on its own, its controls the UI's.
@Suite struct ExampleFileTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Assets/Examples").standardized.path

    static let size = Size(width: 1280, height: 800)

    static func load(_ name: String) throws -> ScreenFile {
        let source = try String(contentsOfFile: examples + "/" + name, encoding: .utf8)
        return try ScreenFile.interpret(source: source, path: name)
    }

    /// The first preview's frame in `scheme`.
    static func frame(_ name: String, scheme: Appearance.ColorScheme = .dark) throws -> UIFrame {
        let file = try load(name)
        let view = try file.view(preview: 0, colorScheme: scheme, state: ScreenState(), output: { _ in })
        return UIContext().frame(view, size: size, time: 0)
    }

    /// The colours of the frame's text, in drawing order.
    static func textColors(_ name: String, scheme: Appearance.ColorScheme) throws -> [RGBA] {
        let appearance = Appearance(colorScheme: scheme)
        return try frame(name, scheme: scheme).commands.compactMap {
            if case .text(_, _, let color, _) = $0 { color.resolve(in: appearance) } else { nil }
        }
    }

    // MARK: - Files that load

    /// The Dynamic Type card: its avatar grows with the title style, its header turns into a column at the
    /// accessibility sizes, and its badge stops at xxxLarge; no notes.
    @Test @MainActor func theProfileCardFollowsTheTextSize() throws {
        let file = try Self.load("ProfileCard.swift")
        func texts(_ size: DynamicTypeSize) throws -> [String: (font: Font, origin: Point)] {
            let state = ScreenState()
            let view = try file.view(
                preview: 0, colorScheme: .light, dynamicTypeSize: size, state: state, output: { _ in },
                screenSize: Device.standard.portrait)
            #expect(state.notes.isEmpty, "\(state.notes.map(\.text))")
            var found: [String: (font: Font, origin: Point)] = [:]
            // The preview asks for the light scheme: its drawing is in a layer of that scheme.
            let commands = UIContext().frame(view, size: Device.standard.portrait, time: 0).commands
            for case .text(let s, let font, _, let origin) in StandardControlsTests.flattened(commands) {
                found[s] = (font, origin)
            }
            return found
        }
        let standard = try texts(.large), huge = try texts(.accessibility3)
        let name = try #require(standard["Ada Lovelace"]), initials = try #require(standard["AL"])
        let hugeName = try #require(huge["Ada Lovelace"]), hugeInitials = try #require(huge["AL"])
        // Beside the avatar, then under it.
        #expect(name.origin.x > initials.origin.x + 40)
        #expect(hugeName.origin.y > hugeInitials.origin.y + 40)
        #expect(hugeName.font.size == 43)
        #expect(huge["PRO"]?.font.size == 18, "caption at xxxLarge")
        #expect(standard["PRO"]?.font.size == 12)
    }

    /// Seed 004's background keeps its text between xSmall and xxLarge, as the article writes.
    @Test @MainActor func activitiesKeepsItsTextAtMostExtraExtraLarge() throws {
        let file = try Self.load("Activities.swift")
        let view = try file.view(
            preview: 0, colorScheme: .light, dynamicTypeSize: .accessibility5, state: ScreenState(), output: { _ in },
            screenSize: Device.standard.portrait)
        let commands = UIContext().frame(view, size: Device.standard.portrait, time: 0).commands
        let sizes = StandardControlsTests.flattened(commands).compactMap {
            if case .text(_, let font, _, _) = $0 { font.size } else { nil }
        }
        #expect(!sizes.isEmpty)
        // Body text at xxLarge is 21 points; at accessibility5 it would be 53.
        #expect(sizes.allSatisfy { $0 <= 38 }, "\(sizes)")
    }

    /// The ordinary app screen: Foundation's strings, emoji, a gauge, a disclosure group and an empty
    /// state, with no note but the list's `.onDelete`, which a preview does not draw.
    @Test @MainActor func tripPlannerDrawsItsTripWithFoundationsStrings() throws {
        let file = try Self.load("TripPlanner.swift")
        let (views, notes) = try laidOutViewsAndNotes(file)
        #expect(notes.map(\.name) == ["onDelete"], "\(notes.map(\.text))")
        let texts = views.compactMap(\.text)
        for expected in [
            "Summer in Europe", "From July 1, 2025 · 10 nights ✈️", "€2,590.00", "4K", "🇵🇹", "Tuesday, Jul 1", "€1,180",
            "Packing list", "Passport", "No Photos Yet", "7 days",
        ] {
            #expect(texts.contains(expected), "\(expected) in \(texts)")
        }
        #expect(views.contains { $0.type == "Gauge" })
        #expect(views.allSatisfy { !$0.isPlaceholder })
    }

    /// Part 2's ContentView and its dark styles: the `dark` scene's button and toggle.
    @Test func part2ContentViewShowsTheDarkButtonAndToggle() throws {
        let file = try Self.load("Part2ContentView.swift")
        #expect(file.previewNames == ["ContentView"])
        let controls = try Self.frame("Part2ContentView.swift").controls
        #expect(controls.map(\.kind) == [.button, .toggle])
        #expect(controls.map(\.style) == ["DarkButtonStyle", "DarkToggleStyle"])
        // Centred in the window, 40 apart, as the `dark` scene.
        #expect(abs(controls[0].frame.midX - Self.size.width / 2) < 1)
        #expect(abs(controls[1].frame.minY - controls[0].frame.maxY - 40) < 0.001)
    }

    /// The same ContentView with the article's two changed lines: the `colorful` scene's controls.
    @Test func part2ColorfulContentViewShowsTheColorfulButtonAndToggle() throws {
        let controls = try Self.frame("Part2ColorfulContentView.swift").controls
        #expect(controls.map(\.kind) == [.button, .toggle])
        #expect(controls.map(\.style) == ["ColorfulButtonStyle", "ColorfulToggleStyle"])
    }

    /// Seed 003's four ways to a title colour: no controls, white 0.2 in light and 0.8 in dark (the system
    /// colours file: `.primary`), the description `.secondary`.
    @Test(arguments: [
        "DynamicColors.swift", "DynamicColorsSystem.swift", "DynamicColorsColorScheme.swift",
        "DynamicColorsModifier.swift",
    ])
    func seed003TitleColourFollowsTheScheme(_ name: String) throws {
        let file = try Self.load(name)
        #expect(file.previewNames == ["Preview 1"])
        #expect(try Self.frame(name).controls.isEmpty)
        let light = try Self.textColors(name, scheme: .light)
        let dark = try Self.textColors(name, scheme: .dark)
        #expect(light.count == 2 && dark.count == 2)
        guard light.count == 2, dark.count == 2 else { return }
        func resolved(_ color: Color, _ scheme: Appearance.ColorScheme) -> RGBA {
            color.resolve(in: Appearance(colorScheme: scheme))
        }
        if name == "DynamicColorsSystem.swift" {
            #expect(light[0] == resolved(.primary, .light) && dark[0] == resolved(.primary, .dark))
        } else {
            #expect(light[0] == resolved(Color(white: 0.2), .light))
            #expect(dark[0] == resolved(Color(white: 0.8), .dark))
        }
        #expect(light[1] == resolved(.secondary, .light) && dark[1] == resolved(.secondary, .dark))
    }

    // MARK: - Seed 002, and seed 004 (which the interpreter cannot run yet)

    /// Seed 002's ContentView: btn1 (the view modifier, default button style) and btn2 (the style).
    @Test func seed002ShowsItsTwoButtons() throws {
        let controls = try Self.frame("NeumorphicButtons.swift").controls
        #expect(controls.map(\.kind) == [.button, .button])
        #expect(controls.map(\.style) == ["AutomaticButtonStyle", "NeumorphicButtonStyle"])
    }

    /// Seed 004's screen: the toolbar's Edit button in the top bar, "Add New" in the bottom bar.
    @Test func seed004ShowsTheEditAndAddNewButtons() throws {
        // The buttons; the list's scrolling is a control of its own.
        let buttons = try Self.frame("Activities.swift", scheme: .light).controls.filter { $0.kind == .button }
        #expect(buttons.count == 2)
        let (edit, add) = (buttons[0].frame, buttons[1].frame)
        #expect(edit.midY < NavigationChrome.barHeight && edit.maxX > Self.size.width - 40)
        #expect(
            abs(add.midX - Self.size.width / 2) < 1 && add.minY > Self.size.height - NavigationChrome.bottomBarHeight)
    }
}
