import Foundation
import Platform
import Raster
import Render
import Style
import TestSupport
import Testing
import UI

@testable import SwiftUIInterpreter

/// Slider, Stepper, Picker, ProgressView, Toggle's styles and Form on a screen: the UI's soft
/// controls, bound to the screen's state.
@MainActor @Suite struct StandardControlsTests {
    static let size = Size(width: 400, height: 760)

    static func screen(_ body: String, state: String) -> String {
        """
        import SwiftUI
        enum Flavor { case vanilla, chocolate }
        struct ContentView: View {
            \(state)
            var body: some View {
                \(body)
            }
        }
        """
    }

    /// Evaluates the file each frame, as the playground does, with the events given to that frame.
    @MainActor final class Session {
        let file: ScreenFile
        let state = ScreenState()
        let printed = PrintedLines()
        let ui: UIContext
        /// The window's fonts when given (the golden is laid out and drawn in them).
        let glyphs: TTFGlyphSource?
        init(_ source: String, glyphs: TTFGlyphSource? = nil) throws {
            file = try ScreenFile.interpret(source: source, path: "Probe.swift")
            self.glyphs = glyphs
            ui = glyphs.map { UIContext(metrics: $0) } ?? UIContext()
        }
        func frame(_ events: [InputEvent] = []) throws -> UIFrame {
            let view = try file.view(
                preview: 0, colorScheme: .light, state: state, output: printed.append, metrics: glyphs)
            return ui.frame(view, size: StandardControlsTests.size, time: 0, events: events)
        }
        func click(_ p: Point) throws { _ = try frame([.pointerMoved(p), .pointerDown(p), .pointerUp(p)]) }
        func value(_ property: String) -> Value? {
            state.keys.first { $0.hasPrefix("ContentView.\(property)") || $0.hasPrefix("SettingsForm.\(property)") }
                .flatMap { state.value($0) }
        }
    }

    /// iOS's own controls on a screen: a segmented picker as wide as it is offered, its label not shown;
    /// a slider without its label (VoiceOver's only); a stepper's box at the row's trailing edge, its
    /// label leading, and a press on + counting up.
    @Test func controlsTakeIOSsOwnShapes() throws {
        let s = try Session(
            Self.screen(
                """
                VStack {
                    Picker("Theme", selection: $theme) {
                        Text("Light").tag(0); Text("Dark").tag(1)
                    }.pickerStyle(.segmented)
                    Slider(value: $volume) { Text("Volume") }
                    Stepper("Count", value: $count, in: 0...3)
                }.padding()
                """, state: "@State var theme = 0\n@State var volume = 0.5\n@State var count = 1"))
        let frame = try s.frame()
        let picker = try #require(frame.controls.first { $0.kind == .segmented }).frame
        #expect(picker.width == Self.size.width - 32 && picker.height == 32)
        let slider = try #require(frame.controls.first { $0.kind == .slider }).frame
        #expect(slider.width == Self.size.width - 32, "no label beside it: \(slider)")
        let buttons = frame.controls.filter { $0.kind == .button }.map(\.frame)
        #expect(buttons.count == 2)
        #expect(buttons.last.map { abs($0.maxX - (Self.size.width - 16)) < 0.5 } == true, "\(buttons)")
        try s.click(try #require(buttons.last).center)
        #expect(s.value("count").map { "\($0)" } == "\(Value.int(2))")
    }

    /// A menu Picker outside a List or a Form is its button alone, the chosen option and the chevrons; in a
    /// Form's row its title leads.
    @Test func aMenuPickerShowsItsTitleOnlyInAList() throws {
        let picker = #"Picker("Genre", selection: $genre) { Text("Action").tag(0); Text("Drama").tag(1) }"#
        let alone = try Session(Self.screen(picker, state: "@State var genre = 0"))
        #expect(drawnTexts(try alone.frame().commands) == ["Action"])
        let inForm = try Session(Self.screen("Form { \(picker) }", state: "@State var genre = 0"))
        #expect(drawnTexts(try inForm.frame().commands) == ["Genre", "Action"])
    }

    /// `.pickerStyle(.navigationLink)` in a Form is a row: the title, then the chosen option in grey and
    /// a chevron at the trailing edge.
    @Test func aNavigationLinkPickerIsARowWithAChevron() throws {
        let s = try Session(
            Self.screen(
                #"Form { Picker("Category", selection: $c) { Text("Food").tag(0); Text("Travel").tag(1) }.pickerStyle(.navigationLink) }"#,
                state: "@State var c = 0"))
        let commands = try s.frame().commands
        #expect(drawnTexts(commands) == ["Category", "Food"])
        func icons(_ commands: [DrawCommand]) -> [String] {
            commands.flatMap { command -> [String] in
                switch command {
                case .icon(let image, _, _): [image.rawValue]
                case .layer(let layer): icons(layer.content)
                default: []
                }
            }
        }
        #expect(icons(commands).contains("chevron.right"))
    }

    /// A `.foregroundColor` on a Section or on the link itself colours a NavigationLink row's title, as
    /// SwiftUI's environment gives the nearer colour; without one the title is primary, not the accent.
    @Test func aColourAroundALinkRowReachesItsTitle() throws {
        let s = try Session(
            Self.screen(
                """
                NavigationStack {
                    List {
                        Section { NavigationLink("Records") { Text("Detail") } }
                            .foregroundColor(.orange)
                        NavigationLink("Own") { Text("Detail") }.foregroundColor(.green)
                        NavigationLink("Plain") { Text("Detail") }
                        Text("Orange").foregroundColor(.orange)
                        Text("Green").foregroundColor(.green)
                        Text("Primary")
                    }
                }
                """, state: ""))
        let colours = Dictionary(drawnTextColours(try s.frame().commands).map { ($0.text, $0.colour) }) { a, _ in a }
        #expect(colours["Records"] != nil && colours["Records"] == colours["Orange"])
        #expect(colours["Own"] != nil && colours["Own"] == colours["Green"])
        #expect(colours["Plain"] != nil && colours["Plain"] == colours["Primary"])
    }

    @Test func aSliderDraggedWritesItsDoubleState() throws {
        let s = try Session(Self.screen("Slider(value: $volume, in: 0...10)", state: "@State var volume = 2.0"))
        let first = try s.frame()
        let slider = try #require(first.controls.first { $0.kind == .slider })
        let from = Point(x: slider.frame.minX + slider.frame.width * 0.2, y: slider.frame.midY)
        let to = Point(x: slider.frame.maxX - 1, y: slider.frame.midY)
        _ = try s.frame([.pointerMoved(from), .pointerDown(from)])
        _ = try s.frame([.pointerMoved(to)])
        _ = try s.frame([.pointerUp(to)])
        guard case .number(let v)? = s.value("volume") else {
            Issue.record("volume is \(String(describing: s.value("volume")))")
            return
        }
        #expect(v > 9 && v <= 10)
    }

    @Test func aSliderTellsWhenEditingStartsAndEnds() throws {
        let s = try Session(
            Self.screen(
                "Slider(value: $v, in: 0...1, step: 0.25, onEditingChanged: { print($0) })", state: "@State var v = 0.0"
            ))
        let slider = try #require(try s.frame().controls.first { $0.kind == .slider }).frame
        let from = Point(x: slider.minX + 13, y: slider.midY)
        let to = Point(x: slider.midX + 8, y: slider.midY)
        _ = try s.frame([.pointerMoved(from), .pointerDown(from)])
        _ = try s.frame([.pointerMoved(to)])
        _ = try s.frame([.pointerUp(to)])
        #expect(s.printed.lines == ["true", "false"])
        // The step is the grid a drag lands on.
        #expect(s.value("v").flatMap { if case .number(let n) = $0 { n } else { nil } } == 0.5)
    }

    @Test func aWheelPickerAndACircularProgressViewAreDrawnAtRest() throws {
        let body = """
            VStack {
                Picker("Hour", selection: $hour) {
                    ForEach(0..<5) { Text("\\($0) h").tag($0) }
                }
                .pickerStyle(.wheel)
                ProgressView(value: 0.5).progressViewStyle(.circular)
            }
            """
        let s = try Session(Self.screen(body, state: "@State var hour = 2"))
        let frame = try s.frame()
        #expect(frame.controls.isEmpty)
        // The rows beside the chosen one fade: they are drawn in layers of their opacity.
        #expect(drawnTexts(frame.commands) == ["Hour", "0 h", "1 h", "2 h", "3 h", "4 h"])
    }

    @Test func aStepperStepsItsIntStateInsideTheRange() throws {
        let s = try Session(Self.screen(#"Stepper("Count", value: $count, in: 0...2)"#, state: "@State var count = 1"))
        let buttons = try s.frame().controls.filter { $0.kind == .button }
        #expect(buttons.count == 2)
        let plus = buttons[1].frame.center
        try s.click(plus)
        #expect(s.value("count").flatMap { if case .int(let i) = $0 { i } else { nil } } == 2)
        try s.click(plus)
        // At the top of the range the plus button is off: the count stays 2.
        #expect(s.value("count").flatMap { if case .int(let i) = $0 { i } else { nil } } == 2)
        try s.click(buttons[0].frame.center)
        #expect(s.value("count").flatMap { if case .int(let i) = $0 { i } else { nil } } == 1)
    }

    @Test func aStepperWithClosuresRunsThem() throws {
        let s = try Session(
            Self.screen(
                #"Stepper("N \(n)", onIncrement: { n += 5 }, onDecrement: { n -= 1 })"#, state: "@State var n = 0"))
        let buttons = try s.frame().controls.filter { $0.kind == .button }
        try s.click(buttons[1].frame.center)
        #expect(s.value("n").flatMap { if case .int(let i) = $0 { i } else { nil } } == 5)
    }

    @Test func aSegmentedPickerChoosesAnEnumCaseByItsTag() throws {
        let body = """
            Picker("Flavor", selection: $flavor) {
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Chocolate").tag(Flavor.chocolate)
            }
            .pickerStyle(.segmented)
            """
        let s = try Session(Self.screen(body, state: "@State var flavor = Flavor.vanilla"))
        let picker = try #require(try s.frame().controls.first { $0.kind == .segmented })
        try s.click(Point(x: picker.frame.maxX - 10, y: picker.frame.midY))
        guard case .instance(let chosen)? = s.value("flavor") else {
            Issue.record("flavor is \(String(describing: s.value("flavor")))")
            return
        }
        #expect(chosen.caseName == "chocolate")
        // The next frame shows the choice: the picker reads it back through the tags.
        #expect(try s.frame().controls.first { $0.kind == .segmented }?.value == 1)
    }

    @Test func anInlinePickerIsARadioGroupOfStrings() throws {
        let body = """
            Picker("Size", selection: $size) {
                ForEach(["S", "M", "L"], id: \\.self) { Text($0).tag($0) }
            }
            .pickerStyle(.inline)
            """
        let s = try Session(Self.screen(body, state: #"@State var size = "M""#))
        let picker = try #require(try s.frame().controls.first { $0.kind == .radioGroup })
        #expect(picker.value == 1)
        try s.click(Point(x: picker.frame.minX + 12, y: picker.frame.maxY - 8))
        guard case .string(let chosen)? = s.value("size") else {
            Issue.record("size is \(String(describing: s.value("size")))")
            return
        }
        #expect(chosen == "L")
    }

    @Test func aMenuPickerShowsTheChosenOptionAtRest() throws {
        let body = """
            Picker("Quality", selection: $q) {
                Text("Low").tag(0)
                Text("High").tag(1)
            }
            """
        let s = try Session(Self.screen(body, state: "@State var q = 1"))
        let texts = try s.frame().commands.compactMap { c -> String? in
            if case .text(let t, _, _, _) = c { t } else { nil }
        }
        // Outside a List or a Form, iOS shows the button alone (`aMenuPickerShowsItsTitleOnlyInAList`).
        #expect(!texts.contains("Quality"))
        #expect(texts.contains("High"))
        #expect(!texts.contains("Low"))
    }

    @Test func checkboxAndButtonTogglesAreTheSoftOnes() throws {
        let body = """
            VStack {
                Toggle("Remember", isOn: $a).toggleStyle(.checkbox)
                Toggle("Bold", isOn: $b).toggleStyle(.button)
            }
            """
        let s = try Session(Self.screen(body, state: "@State var a = false\n@State var b = false"))
        let controls = try s.frame().controls
        #expect(controls.map(\.style) == ["soft-checkbox", "parametric-toggle"])
        try s.click(controls[0].frame.center)
        try s.click(controls[1].frame.center)
        #expect(s.value("a").flatMap { if case .bool(let b) = $0 { b } else { nil } } == true)
        #expect(s.value("b").flatMap { if case .bool(let b) = $0 { b } else { nil } } == true)
    }

    @Test func disabledReachesTheNewControls() throws {
        let body = """
            VStack {
                Slider(value: $v)
                Stepper("S", value: $n)
            }
            .disabled(true)
            """
        let s = try Session(Self.screen(body, state: "@State var v = 0.5\n@State var n = 0"))
        let controls = try s.frame().controls
        #expect(controls.count == 3)
        #expect(controls.allSatisfy { !$0.isEnabled })
    }

    @Test func aProgressViewDrawsItsFractionAndASpinnerWithout() throws {
        let s = try Session(
            Self.screen(
                #"VStack { ProgressView("Copying", value: 3, total: 4); ProgressView() }"#, state: "@State var x = 0"))
        let frame = try s.frame()
        #expect(frame.controls.isEmpty)
        let texts = frame.commands.compactMap { c -> String? in if case .text(let t, _, _, _) = c { t } else { nil } }
        #expect(texts == ["Copying"])
    }

    @Test func aFilesProgressViewStyleDrawsTheFraction() throws {
        let source = """
            import SwiftUI
            struct Bar: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Rectangle().fill(Color.red)
                        .frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 6)
                }
            }
            struct ContentView: View {
                @State var x = 0
                var body: some View {
                    VStack { Toggle("T", isOn: .constant(true)); ProgressView(value: 0.25).progressViewStyle(Bar()) }
                }
            }
            """
        let s = try Session(source)
        let widths = try s.frame().commands.compactMap { c -> Double? in
            if case .filled(_, let rect, .color(.red)?, _, _) = c { rect.width } else { nil }
        }
        #expect(widths == [25])
    }

    @Test func labelStylesChooseTheTitleTheIconOrTheFilesLayout() throws {
        let source = """
            import SwiftUI
            struct Stacked: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack { configuration.icon; configuration.title.font(.caption) }
                }
            }
            struct ContentView: View {
                @State var on = false
                var body: some View {
                    VStack {
                        Toggle("T", isOn: $on)
                        Label("Title only", systemImage: "heart").labelStyle(.titleOnly)
                        Label("Icon only", systemImage: "star").labelStyle(.iconOnly)
                        Label("Both", systemImage: "heart")
                        VStack { Label("Inner", systemImage: "heart").labelStyle(.titleAndIcon) }.labelStyle(.iconOnly)
                        Label("Stacked", systemImage: "star").labelStyle(Stacked())
                    }
                }
            }
            """
        let commands = try Session(source).frame().commands
        let texts = commands.compactMap { c -> String? in if case .text(let t, _, _, _) = c { t } else { nil } }
        #expect(texts == ["T", "Title only", "Both", "Inner", "Stacked"])
        let icons = commands.compactMap { c -> String? in if case .icon(let i, _, _) = c { i.rawValue } else { nil } }
        #expect(icons == ["star", "heart", "heart", "star"])
        let stackedFont = commands.compactMap { c -> Font? in
            if case .text("Stacked", let f, _, _) = c { f } else { nil }
        }
        #expect(stackedFont == [Font(size: 12)])
    }

    /// `ForEach(…, id: \.self) { Text($0) }` in a Picker: each option stands for its element, as
    /// SwiftUI tags a ForEach's views with their ids; an `Identifiable` element stands for its `id`,
    /// and a tag written on the option wins.
    @Test func aForEachsOptionsAreTaggedWithTheirIds() throws {
        let body = """
            VStack {
                Picker("Language", selection: $language) {
                    ForEach(["English", "French", "German"], id: \\.self) { Text($0) }
                }
                .pickerStyle(.segmented)
                Picker("Theme", selection: $theme) {
                    ForEach(themes) { t in Text(t.name) }
                }
                .pickerStyle(.inline)
                Picker("Size", selection: $size) {
                    ForEach(0..<3) { i in Text("\\(i)").tag(i * 10) }
                }
                .pickerStyle(.segmented)
            }
            """
        let state = """
            struct Theme: Identifiable { let id: Int; let name: String }
            let themes = [Theme(id: 7, name: "Light"), Theme(id: 9, name: "Dark")]
            @State var language = "French"
            @State var theme = 9
            @State var size = 20
            """
        let s = try Session(Self.screen(body, state: state))
        let controls = try s.frame().controls
        let pickers = controls.filter { $0.kind == .segmented }
        #expect(pickers.map(\.value) == [1, 2])
        #expect(controls.first { $0.kind == .radioGroup }?.value == 1)
        try s.click(Point(x: pickers[0].frame.maxX - 10, y: pickers[0].frame.midY))
        guard case .string(let chosen)? = s.value("language") else {
            Issue.record("language is \(String(describing: s.value("language")))")
            return
        }
        #expect(chosen == "German")
    }

    /// A ColorPicker at rest: its title and the chosen colour in the well, inside the hue ring.
    @Test func aColorPickerShowsTheChosenColourInItsWell() throws {
        let s = try Session(
            Self.screen(#"ColorPicker("Accent", selection: $accent)"#, state: "@State var accent = Color.red"))
        let commands = try s.frame().commands
        #expect(commands.contains { if case .text("Accent", _, _, _) = $0 { true } else { false } })
        let red = commands.contains { command in
            guard case .filled(_, let rect, .color(let c)?, _, _) = command else { return false }
            return c == .red && abs(rect.width - (ColorPicker.wellSide - 12)) < 1e-9
        }
        #expect(red, "\(commands)")
        // A selection of another type: the picker is a placeholder, and the note says what it takes.
        let source = Self.screen(#"ColorPicker("A", selection: $a)"#, state: "@State var a = 3")
        #expect(screenProblem(source: source)?.contains("selection is a Color") == true)
    }

    /// `.labelsHidden()` on a system switch: the switch alone, as big as itself, not a row with a title.
    @Test func aSwitchWithItsLabelHiddenIsTheSwitchAlone() throws {
        let body = """
            VStack {
                Toggle("Wi-Fi", isOn: $on).labelsHidden()
                Toggle("Bluetooth", isOn: $on)
            }
            """
        let s = try Session(Self.screen(body, state: "@State var on = true"))
        let frame = try s.frame()
        let texts = frame.commands.compactMap { c -> String? in if case .text(let t, _, _, _) = c { t } else { nil } }
        #expect(!texts.contains("Wi-Fi") && texts.contains("Bluetooth"))
        let toggles = frame.controls.filter { $0.kind == .toggle }
        #expect(toggles.count == 2)
        #expect(toggles.first?.frame.width == 51 && toggles.first?.frame.height == 31, "\(toggles.map(\.frame))")
        #expect((toggles.last?.frame.width ?? 0) > 51)
    }

    @Test func aPickerOptionWithoutATagIsNoted() throws {
        let source = Self.screen(#"Picker("P", selection: $p) { Text("A") }"#, state: "@State var p = 0")
        #expect(screenProblem(source: source)?.contains("has a .tag(value)") == true)
    }

    /// An option without a tag is listed but never chosen, a Divider is a separator even when tagged, and
    /// `Kind?.none` is the optional's nil (FaceFacts' "Met at" picker has all three).
    @Test func untaggedOptionsAndDividersAreNotChosen() throws {
        let body = """
            Picker("Met at", selection: $metAt) {
                Text("Unknown event")
                Divider().tag(Flavor?.none)
                ForEach([Flavor.vanilla, .chocolate], id: \\.self) { flavor in
                    Text(flavor == .vanilla ? "Vanilla" : "Chocolate").tag(Optional(flavor))
                }
            }
            """
        for (state, shown, hidden) in [
            ("@State var metAt: Flavor? = .chocolate", "Chocolate", "Unknown event"),
            ("@State var metAt: Flavor?", "", "Chocolate"),
        ] {
            let s = try Session(Self.screen(body, state: state))
            let texts = try s.frame().commands.compactMap { c -> String? in
                if case .text(let t, _, _, _) = c { t } else { nil }
            }
            if !shown.isEmpty { #expect(texts.contains(shown), "\(texts)") }
            #expect(!texts.contains(hidden), "\(texts)")
            #expect(!texts.contains("Vanilla"))
        }
        #expect(screenProblem(source: Self.screen(body, state: "@State var metAt: Flavor?")) == nil)
    }

    @Test func aDatePickerShowsItsDateInAFixedFormat() throws {
        let body = """
            VStack {
                DatePicker("Start", selection: $start)
                DatePicker("Day", selection: $day, displayedComponents: .date)
                DatePicker(selection: $day, in: Date()..., displayedComponents: .date) {}
                DatePicker("Hidden", selection: $day, displayedComponents: .date).labelsHidden()
            }
            """
        let s = try Session(
            Self.screen(body, state: "@State var start = Date()\n@State var day = Date(timeIntervalSince1970: 0)"))
        let texts = try s.frame().commands.compactMap { c -> String? in
            if case .text(let t, _, _, _) = c { t } else { nil }
        }
        // The third's label is an empty view builder (an EmptyView), the last's is hidden: their dates alone,
        // the last centred in the stack as a view as wide as its capsule.
        #expect(texts == ["Start", "Jan 9, 2007", "9:41 AM", "Day", "Jan 1, 1970", "Jan 1, 1970", "Jan 1, 1970"])
        let origins = try s.frame().commands.compactMap { c -> Double? in
            if case .text("Jan 1, 1970", _, _, let origin) = c { origin.x } else { nil }
        }
        #expect(origins.count == 3 && origins[2] < origins[1] - 50, "\(origins)")
    }

    @Test func aDatePickerOfANumberIsNoted() throws {
        let source = Self.screen(#"DatePicker("D", selection: $d)"#, state: "@State var d = 3")
        #expect(screenProblem(source: source)?.contains("selection is a Date") == true)
    }

    @Test func tintColoursTheSliderFill() throws {
        func fills(_ body: String) throws -> Bool {
            let s = try Session(Self.screen(body, state: "@State var v = 0.5"))
            return try s.frame().commands.contains { c in
                if case .filled(_, _, let fill?, _, _) = c { return fill == .color(.red) }
                return false
            }
        }
        #expect(try fills("Slider(value: $v).tint(.red)"))
        #expect(try !fills("Slider(value: $v)"))
    }

    /// Every command, the layers' contents too.
    static func flattened(_ commands: [DrawCommand]) -> [DrawCommand] {
        commands.flatMap { c -> [DrawCommand] in
            if case .layer(let layer) = c { return [c] + flattened(layer.content) }
            return [c]
        }
    }

    /// The fills of a screen's frame, and the colour each text is drawn in.
    func drawn(_ body: String, state: String = "@State var on = true") throws -> (fills: [Fill], texts: [String: Color])
    {
        let commands = Self.flattened(try Session(Self.screen(body, state: state)).frame().commands)
        var fills: [Fill] = []
        var texts: [String: Color] = [:]
        for command in commands {
            switch command {
            case .filled(_, _, let fill?, _, _): fills.append(fill)
            case .text(let string, _, let color, _): texts[string] = color
            default: break
            }
        }
        return (fills, texts)
    }

    /// A switch is green unless tinted: `.tint(…)` around it or `SwitchToggleStyle(tint:)`; the app's
    /// accent does not reach it. A spinner takes the tint too (iOS 16).
    @Test func aSwitchAndASpinnerTakeTheirTint() throws {
        let green = try #require(Builtins.colors["green"])
        #expect(try drawn(#"Toggle("A", isOn: $on).tint(.red)"#).fills.contains(.color(.red)))
        #expect(
            try drawn(#"Toggle("A", isOn: $on).toggleStyle(SwitchToggleStyle(tint: .red))"#).fills.contains(
                .color(.red)))
        #expect(try drawn(#"Form { Toggle("A", isOn: $on) }.tint(.red)"#).fills.contains(.color(.red)))
        let plain = try drawn(#"Toggle("A", isOn: $on)"#).fills
        #expect(plain.contains(.color(green)) && !plain.contains(.color(.red)))
        // The spinner's spokes fade round it: the first is the tint itself.
        func reddish(_ fills: [Fill]) -> Bool {
            fills.contains {
                guard case .color(let c) = $0 else { return false }
                let rgba = c.resolve(in: Appearance())
                return rgba.alpha > 0.9 && rgba.red > 0.9 && rgba.green < 0.4
            }
        }
        #expect(try reddish(drawn("ProgressView().tint(.red)").fills))
        #expect(try !reddish(drawn("ProgressView()").fills))
    }

    /// iOS greys a disabled system button (and a bordered one's fill) rather than dimming its tint; a
    /// file's style that reads `isEnabled` draws its own disabled look and is not dimmed as well.
    @Test func aDisabledSystemButtonIsGrey() throws {
        let grey = try #require(Builtins.systemColors["tertiaryLabel"])
        let greyFill = try #require(Builtins.systemColors["tertiarySystemFill"])
        #expect(try drawn(#"Button("Save") { }.disabled(true)"#).texts["Save"] == grey)
        #expect(try drawn(#"Button("Save") { }"#).texts["Save"] != grey)
        let prominent = try drawn(#"Button("Go") { }.buttonStyle(.borderedProminent).disabled(true)"#)
        #expect(prominent.texts["Go"] == grey && prominent.fills.contains(.color(greyFill)))
        let bordered = try drawn(#"Button("Go") { }.buttonStyle(.bordered).disabled(true)"#)
        #expect(bordered.texts["Go"] == grey && bordered.fills.contains(.color(greyFill)))
        // A file's style that reads `isEnabled`: drawn as it says, in a layer of full opacity.
        let source = """
            import SwiftUI
            struct Plain: ButtonStyle {
                @Environment(\\.isEnabled) private var isEnabled
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.foregroundColor(isEnabled ? .blue : .red)
                }
            }
            struct ContentView: View {
                var body: some View { Button("Off") { }.buttonStyle(Plain()).disabled(true) }
            }
            """
        let commands = Self.flattened(try Session(source).frame().commands)
        #expect(!commands.contains { if case .layer(let l) = $0 { l.opacity < 1 } else { false } })
        #expect(commands.contains { if case .text("Off", _, let c, _) = $0 { c == .red } else { false } })
    }

    /// A disabled item of a navigation bar is grey as UIKit greys it: its own colours too, and a colour
    /// given around the button.
    @Test func aDisabledBarItemIsGreyWhateverItsColour() throws {
        let grey = try #require(Builtins.systemColors["tertiaryLabel"])
        let body = """
            NavigationStack {
                Text("Body").toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button { } label: { Image(systemName: "plus.circle.fill").foregroundStyle(Color.red) }
                            .disabled(true)
                    }
                    ToolbarItem(placement: .cancellationAction) { Button("Save") { }.disabled(true).foregroundStyle(.red) }
                    ToolbarItem(placement: .bottomBar) { Button("Share") { }.foregroundStyle(.red) }
                }
            }
            """
        let commands = Self.flattened(try Session(Self.screen(body, state: "")).frame().commands)
        let icons = commands.compactMap { c -> Color? in if case .icon(_, _, let color) = c { color } else { nil } }
        #expect(icons == [grey])
        #expect(commands.contains { if case .text("Save", _, let c, _) = $0 { c == grey } else { false } })
        #expect(commands.contains { if case .text("Share", _, let c, _) = $0 { c == .red } else { false } })
    }

    /// A Menu, a Link and a PhotosPicker are buttons the button style around them draws: a prominent
    /// one shows its title white on the tint, not tint on tint.
    @Test func aMenuInAProminentStyleShowsItsTitle() throws {
        let drawn = try drawn(#"Menu("Filter") { Button("All") { } }.buttonStyle(.borderedProminent)"#)
        #expect(drawn.texts["Filter"] == .white)
        #expect(
            try self.drawn(#"Link("Site", destination: URL(string: "https://a.b")!).tint(.red)"#).texts["Site"] == .red)
    }

    /// `.badge` in a List's row: the count or text at the trailing edge in grey; a count of 0 shows none.
    @Test func aRowsBadgeSitsAtItsTrailingEdge() throws {
        let s = try Session(
            Self.screen(
                #"List { Text("Inbox").badge(3); Text("Sent").badge(0); Text("Drafts").badge("New") }"#, state: ""))
        let texts = Self.flattened(try s.frame().commands).compactMap { c -> (String, Point)? in
            if case .text(let t, _, _, let origin) = c { (t, origin) } else { nil }
        }
        let origins = Dictionary(texts, uniquingKeysWith: { a, _ in a })
        let count = try #require(origins["3"])
        let inbox = try #require(origins["Inbox"])
        #expect(count.x > 300 && abs(count.y - inbox.y) < 1, "\(texts)")
        #expect(origins["New"].map { $0.x > 300 } == true)
        #expect(origins["0"] == nil)
    }

    // MARK: - The example settings screen

    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Assets/Examples/SettingsForm.swift").standardized.path

    @Test func theSettingsFormLooksAsRecorded() throws {
        let glyphs = TTFGlyphSource()
        try #require(glyphs.isAvailable, "\(glyphs.problems)")
        let s = try Session(try String(contentsOfFile: Self.example, encoding: .utf8), glyphs: glyphs)
        let frame = try s.frame()
        let scale = 2.0
        var canvas = Canvas(width: Int(Self.size.width * scale), height: Int(Self.size.height * scale))!
        canvas.transform = AffineTransform(scale: scale, about: .zero)
        Renderer(glyphs: glyphs).render(frame.commands, appearance: Appearance(colorScheme: .light), into: &canvas)
        let result = Golden.check(canvas.pixmap, area: "surface", name: "settings-form")
        #expect(result.matches, "\(result)")
    }

    @Test func everyControlOfTheSettingsFormResponds() throws {
        let s = try Session(try String(contentsOfFile: Self.example, encoding: .utf8))
        // Two switches, the slider, the stepper's two buttons, the segmented picker, the checkbox (and the
        // form's scrolling, a gesture).
        let controls = try s.frame().controls.filter { $0.kind != .gesture }
        #expect(controls.map(\.kind) == [.toggle, .toggle, .slider, .button, .button, .segmented, .toggle])
        let before = s.state.version
        try s.click(controls[1].frame.center)
        #expect(s.value("bluetooth").flatMap { if case .bool(let b) = $0 { b } else { nil } } == true)
        let slider = controls[2].frame
        let left = Point(x: slider.minX + 2, y: slider.midY)
        _ = try s.frame([.pointerMoved(left), .pointerDown(left)])
        _ = try s.frame([.pointerUp(left)])
        #expect(s.value("brightness").flatMap { if case .number(let n) = $0 { n } else { nil } } == 0)
        try s.click(controls[4].frame.center)
        #expect(s.value("fontSize").flatMap { if case .int(let i) = $0 { i } else { nil } } == 18)
        try s.click(Point(x: controls[5].frame.minX + 10, y: controls[5].frame.midY))
        guard case .instance(let theme)? = s.value("theme") else {
            Issue.record("theme is \(String(describing: s.value("theme")))")
            return
        }
        #expect(theme.caseName == "light")
        try s.click(controls[6].frame.center)
        #expect(s.value("autoLock").flatMap { if case .bool(let b) = $0 { b } else { nil } } == false)
        #expect(s.state.version > before)
    }

    /// `$book.done` of a `@State` struct: the toggle shows the member and a press writes it back into the
    /// struct, as Swift's writable key path does; `$shelf.books[0].title` reaches through an array.
    @Test func aBindingToAStructsMemberWritesItBack() throws {
        let s = try Session(
            """
            import SwiftUI
            struct Book { var title: String; var done: Bool }
            struct Shelf { var books: [Book] }
            struct ContentView: View {
                @State var book = Book(title: "Dune", done: false)
                var body: some View {
                    Form {
                        Text(book.done ? "read" : "unread")
                        Toggle("Done", isOn: $book.done)
                        Editor(title: $book.title)
                    }
                }
            }
            struct Editor: View {
                @Binding var title: String
                var body: some View { Text("[\\(title)]") }
            }
            """)
        let toggle = try #require(try s.frame().controls.first { $0.kind == .toggle })
        try s.click(toggle.frame.center)
        guard case .instance(let book)? = s.value("book") else {
            Issue.record("book is \(String(describing: s.value("book")))")
            return
        }
        #expect(book.properties["done"].flatMap { if case .bool(let b) = $0 { b } else { nil } } == true)
        #expect(book.properties["title"].flatMap { if case .string(let t) = $0 { t } else { nil } } == "Dune")
        let texts = drawnTexts(try s.frame().commands)
        #expect(texts.contains("read") && texts.contains("[Dune]"), "\(texts)")
        // `$courses[index]`: an element's binding, its member written back into the array.
        let courses = try Session(
            """
            import SwiftUI
            struct Course { var title: String; var shown: Bool }
            struct Card: View {
                @Binding var course: Course
                var body: some View { Toggle(course.title, isOn: $course.shown) }
            }
            struct ContentView: View {
                @State var courses = [Course(title: "Swift", shown: true), Course(title: "Design", shown: false)]
                var body: some View {
                    VStack { ForEach(courses.indices, id: \\.self) { index in Card(course: $courses[index]) } }
                }
            }
            """)
        let toggles = try courses.frame().controls.filter { $0.kind == .toggle }
        #expect(toggles.count == 2)
        try courses.click(try #require(toggles.last).frame.center)
        guard case .array(let written)? = courses.value("courses"), case .instance(let second)? = written.last else {
            Issue.record("courses is \(String(describing: courses.value("courses")))")
            return
        }
        #expect(second.properties["shown"].flatMap { if case .bool(let b) = $0 { b } else { nil } } == true)
        // A path through an array and a nested struct, written as a control would write it.
        let state = ScreenState()
        let shelf = Value.instance(
            Instance(typeName: "Shelf", properties: ["books": .array([.instance(book)])]))
        state.set("Shelf.shelf#1", shelf)
        let key = ScreenState.key(
            ScreenState.key(ScreenState.key("Shelf.shelf#1", member: "books"), member: "[0]"), member: "title")
        #expect(state.value(key).flatMap { if case .string(let t) = $0 { t } else { nil } } == "Dune")
        state.set(key, .string("Emma"))
        #expect(state.value(key).flatMap { if case .string(let t) = $0 { t } else { nil } } == "Emma")
    }
}
