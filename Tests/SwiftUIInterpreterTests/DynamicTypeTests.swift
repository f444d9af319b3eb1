import Raster
import Style
import Testing
import UI

@testable import SwiftUIInterpreter

/// A screen shown at a Dynamic Type size: text in text styles, fonts relative to them and `@ScaledMetric`
/// values follow it; fixed sizes stay; `.dynamicTypeSize` and the environment read and change it.
@Suite @MainActor struct DynamicTypeTests {
    /// The text `source`'s first preview draws at `size` on the standard phone: each string with its font
    /// and where it starts.
    func texts(_ source: String, at size: DynamicTypeSize) throws -> [String: (font: Font, origin: Point)] {
        let screen = Device.standard.portrait
        let file = try ScreenFile.interpret(source: source, path: "DynamicType.swift")
        let view = try file.view(
            preview: 0, colorScheme: .light, dynamicTypeSize: size, state: ScreenState(), output: { _ in },
            screenSize: screen)
        var found: [String: (font: Font, origin: Point)] = [:]
        let commands = UIContext().frame(view, size: screen, time: 0).commands
        for case .text(let string, let font, _, let origin) in StandardControlsTests.flattened(commands) {
            found[string] = (font, origin)
        }
        return found
    }

    func screen(_ body: String, _ declarations: String = "") -> String {
        """
        import SwiftUI
        struct ContentView: View {
            \(body)
        }
        \(declarations)
        """
    }

    @Test func textStylesFollowTheSizeAndFixedSizesStay() throws {
        let source = screen(
            """
            var body: some View {
                VStack {
                    Text("Body")
                    Text("Title").font(.title.bold())
                    Text("Fixed").font(.system(size: 12))
                    Text("Custom").font(.custom("Avenir", size: 34))
                    Text("Pinned").font(.custom("Avenir", fixedSize: 20))
                    Text("Caption").font(.custom("Avenir", size: 10, relativeTo: .caption))
                }
            }
            """)
        let large = try texts(source, at: .large)
        let huge = try texts(source, at: .accessibility3)
        #expect(large["Body"]?.font.size == 17)
        #expect(huge["Body"]?.font.size == 40)
        #expect(huge["Title"]?.font.size == 48)
        #expect(huge["Title"]?.font.weight == .bold)
        #expect(huge["Fixed"]?.font.size == 12)
        #expect(large["Custom"]?.font.size == 34)
        #expect(huge["Custom"]?.font.size == 80)
        #expect(huge["Pinned"]?.font.size == 20)
        #expect(huge["Caption"]?.font.size == 10.0 * 32 / 12)
        #expect(try texts(source, at: .xSmall)["Body"]?.font.size == 14)
    }

    @Test func aDynamicTypeSizeModifierSetsOrLimitsTheSizeInside() throws {
        let source = screen(
            """
            var body: some View {
                VStack {
                    Text("Capped").dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                    Text("Floor").dynamicTypeSize(.xLarge...)
                    Text("Between").dynamicTypeSize(.small ... .large)
                    Text("Exact").dynamicTypeSize(.xSmall)
                    Text("Category").environment(\\.sizeCategory, .accessibilityMedium)
                    Text("Open").dynamicTypeSize(..<DynamicTypeSize.large)
                }
            }
            """)
        let huge = try texts(source, at: .accessibility5)
        #expect(huge["Capped"]?.font.size == 23)
        #expect(huge["Floor"]?.font.size == 53)
        #expect(huge["Between"]?.font.size == 17)
        #expect(huge["Exact"]?.font.size == 14)
        #expect(huge["Category"]?.font.size == 28)
        #expect(huge["Open"]?.font.size == 16)
        let small = try texts(source, at: .xSmall)
        #expect(small["Capped"]?.font.size == 14)
        #expect(small["Floor"]?.font.size == 19)
        #expect(small["Between"]?.font.size == 15)
    }

    @Test func theEnvironmentReadsTheSizeShownAndTheSizeInside() throws {
        let source = screen(
            """
            @Environment(\\.dynamicTypeSize) private var size
            @Environment(\\.sizeCategory) private var category
            var body: some View {
                VStack {
                    Text("size \\(size)")
                    Text(size.isAccessibilitySize ? "accessible" : "standard")
                    Text(size >= .xxLarge ? "big" : "small")
                    Text("\\(category)")
                    Inner().dynamicTypeSize(...DynamicTypeSize.large)
                    switch size {
                    case ...DynamicTypeSize.large: Text("case up to large")
                    case .accessibility1...: Text("case accessibility")
                    default: Text("case between")
                    }
                }
            }
            """,
            """
            struct Inner: View {
                @Environment(\\.dynamicTypeSize) private var size
                var body: some View { Text("inner \\(size)") }
            }
            """)
        let huge = try texts(source, at: .accessibility2)
        #expect(huge["size accessibility2"] != nil)
        #expect(huge["accessible"] != nil)
        #expect(huge["big"] != nil)
        #expect(huge["accessibilityLarge"] != nil)
        #expect(huge["inner large"] != nil)
        #expect(huge["case accessibility"] != nil)
        let standard = try texts(source, at: .large)
        #expect(standard["size large"] != nil)
        #expect(standard["standard"] != nil)
        #expect(standard["small"] != nil)
        #expect(standard["case up to large"] != nil)
        #expect(try texts(source, at: .xLarge)["case between"] != nil)
    }

    @Test func aScaledMetricScalesWithItsStyle() throws {
        let source = screen(
            """
            @ScaledMetric private var gap = 17.0
            @ScaledMetric(relativeTo: .largeTitle) private var title = 34.0
            var body: some View {
                VStack {
                    Text("gap \\(Int(gap))")
                    Text("title \\(Int(title))")
                }
            }
            """)
        let huge = try texts(source, at: .accessibility5)
        #expect(huge["gap 53"] != nil)
        #expect(huge["title 60"] != nil)
        #expect(try texts(source, at: .large)["gap 17"] != nil)
    }

    @Test func controlsLabelsFollowTheSize() throws {
        let source = screen(
            """
            @State private var on = true
            var body: some View {
                VStack {
                    Button("System") {}.buttonStyle(.borderedProminent)
                    Button("Own") {}.buttonStyle(Pill())
                    Toggle("Switch", isOn: $on)
                }
            }
            """,
            """
            struct Pill: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack {
                        configuration.label.font(.headline)
                        Text("Subtitle").font(.footnote)
                    }
                    .padding()
                }
            }
            """)
        let huge = try texts(source, at: .accessibility1)
        #expect(huge["System"]?.font.size == 28)
        #expect(huge["Own"]?.font.size == 28)
        #expect(huge["Own"]?.font.weight == .semibold)
        #expect(huge["Subtitle"]?.font.size == 23)
        #expect(huge["Switch"]?.font.size == 28)
    }

    @Test func labeledContentPutsItsValueUnderItsTitleAtAccessibilitySizes() throws {
        let source = screen(
            """
            var body: some View {
                List { LabeledContent("Carrier", value: "Neumorph") }
            }
            """)
        let large = try texts(source, at: .large)
        let title = try #require(large["Carrier"]), value = try #require(large["Neumorph"])
        #expect(abs(title.origin.y - value.origin.y) < 1)
        #expect(value.origin.x > title.origin.x + 100)
        let huge = try texts(source, at: .accessibility3)
        let hugeTitle = try #require(huge["Carrier"]), hugeValue = try #require(huge["Neumorph"])
        #expect(hugeValue.origin.y > hugeTitle.origin.y + 30)
        #expect(abs(hugeValue.origin.x - hugeTitle.origin.x) < 1)
    }

    @Test func theBarsKeepTheirSize() throws {
        let source = screen(
            """
            var body: some View {
                NavigationStack {
                    List { Text("Row") }
                        .navigationTitle("Inbox")
                        .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
                }
            }
            """)
        let huge = try texts(source, at: .accessibility3)
        #expect(huge["Row"]?.font.size == 40)
        #expect(huge["Inbox"]?.font.size == 34)
        #expect(huge["Edit"]?.font.size == 17)
        let inline = screen(
            """
            var body: some View {
                NavigationStack {
                    Text("Row").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                }
            }
            """)
        #expect(try texts(inline, at: .accessibility3)["Inbox"]?.font.size == 17)
    }

    @Test func aWrongSizeIsANoteNamingIt() throws {
        let source = screen(
            """
            var body: some View {
                Text("Hi").dynamicTypeSize(.enormous)
            }
            """)
        let file = try ScreenFile.interpret(source: source, path: "DynamicType.swift")
        let state = ScreenState()
        _ = try file.view(preview: 0, colorScheme: .light, state: state, output: { _ in })
        let notes = state.notes.map(\.text)
        #expect(notes.contains { $0.contains("DynamicTypeSize") && $0.contains("enormous") }, "\(notes)")
    }
}
