import Raster
import Style
import TestSupport
import Testing
import UI

@testable import SwiftUIInterpreter

/// A style the file declares, used on a screen and shown in its gallery: the environment around the
/// control reaches its body, its own `@State` and `.onAppear` work as SwiftUI runs them, and a gallery
/// gives it the room the module does.
struct StyleEnvironmentTests {
    static let black = RGBA(r8: 0, g8: 0, b8: 0)
    static let white = RGBA(r8: 255, g8: 255, b8: 255)

    /// `.foregroundStyle(.black)` in the style's body is nearer the label than `.foregroundColor(.white)`
    /// around the button, so the label is black; SwiftUI's own style takes the screen's white.
    @Test func theStylesOwnForegroundWinsOverTheScreens() throws {
        let source = """
            import SwiftUI
            struct Dark: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding(12).background(Color.yellow).foregroundStyle(.black)
                }
            }
            struct Plain: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding(12).background(Color.blue)
                }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Button("Styled") {}.buttonStyle(Dark())
                        Button("Inherits") {}.buttonStyle(Plain())
                        Button("System") {}
                    }
                    .foregroundColor(.white)
                }
            }
            #Preview { ContentView() }
            """
        let colours = Dictionary(
            drawnTextColours(try phoneFrame(source).commands).map { ($0.text, $0.colour) },
            uniquingKeysWith: { a, _ in a })
        #expect(colours["Styled"] == Self.black)
        #expect(colours["Inherits"] == Self.white)
        #expect(colours["System"] == Self.white)
    }

    /// A style's `.onAppear` springs its `@State` scale from 0.6 to 1: the control shows at 1, on a screen
    /// and in the file's gallery, as the preview settles.
    @Test func aStylesAppearActionSetsItsState() throws {
        let style = """
            struct Grow: ButtonStyle {
                @State private var scale: CGFloat = 0.6
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .frame(width: 100 * scale, height: 40)
                        .background(Color.green)
                        .onAppear {
                            scale = 0.6
                            withAnimation(.bouncy) { scale = 1.15 }
                            withAnimation(.bouncy.delay(0.25)) { scale = 1 }
                        }
                }
            }
            """
        let screen = """
            import SwiftUI
            \(style)
            struct ContentView: View {
                var body: some View { Button("Grow") {}.buttonStyle(Grow()) }
            }
            #Preview { ContentView() }
            """
        let fills = drawnColourFills(try phoneFrame(screen).commands)
        let green = fills.filter { $0.colour.green > 0.6 && $0.colour.red < 0.6 }
        #expect(green.map { $0.rect.width } == [100])
        let gallery = try StyleFile.interpret(source: "import SwiftUI\n" + style, path: "Grow.swift")
        let size = try #require(gallery.buttonStyles.first).size(
            for: ButtonConfiguration(label: Label("OK"), isPressed: false))
        #expect(size == Size(width: 100, height: 40))
    }

    /// An `.onAppear` in a style's body that fails is a note, as on a screen; the style is still drawn.
    @Test func aStylesFailingAppearActionIsANote() throws {
        let source = """
            import SwiftUI
            struct Glow: ButtonStyle {
                @State private var lit = false
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding(10).background(Color.green).onAppear { lit = [1, 2][5] > 1 }
                }
            }
            struct ContentView: View {
                var body: some View { Button("Glow") {}.buttonStyle(Glow()) }
            }
            #Preview { ContentView() }
            """
        let (commands, notes) = try phoneFrame(source)
        #expect(drawnTexts(commands).contains("Glow"))
        #expect(notes.contains { $0.contains("(in .onAppear)") }, "\(notes)")
    }

    /// A `GeometryReader` in a style's background reads the style's `@State` (a fill that grows from 0):
    /// its white base is drawn, not lost with the state it could not find.
    @Test func aReaderInAStylesBackgroundReadsTheStylesState() throws {
        let source = """
            import SwiftUI
            struct FillUp: ButtonStyle {
                @State private var fillAmount: CGFloat = 0
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .padding(20)
                        .background(
                            GeometryReader { geometry in
                                ZStack(alignment: .leading) {
                                    Color.white
                                    Color.green.frame(width: geometry.size.width * fillAmount)
                                }
                            }
                        )
                }
            }
            struct ContentView: View {
                var body: some View { Button("Hold") {}.buttonStyle(FillUp()).padding(40).background(Color.blue) }
            }
            #Preview { ContentView() }
            """
        let (commands, notes) = try phoneFrame(source)
        #expect(notes.isEmpty)
        #expect(drawnColourFills(commands).contains { $0.colour == Self.white && (60...200).contains($0.rect.width) })
    }

    /// A gallery shows a style in the frame the module writes around a control wearing it, and a style
    /// that fills the width it is offered at a card's width rather than its ideal 10 points.
    @Test func aGalleryGivesAStyleTheModulesRoom() throws {
        let source = """
            import SwiftUI
            struct Knob: ToggleStyle {
                @Namespace private var namespace
                func makeBody(configuration: Configuration) -> some View {
                    GeometryReader { bounds in
                        Capsule().fill(Color.gray).frame(width: bounds.size.width, height: bounds.size.height)
                    }
                }
            }
            struct Wide: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.frame(maxWidth: .infinity).frame(height: 40).background(Color.green)
                }
            }
            struct Settings: View {
                @State private var on = false
                var body: some View {
                    Toggle("", isOn: $on).frame(width: 50, height: 25).toggleStyle(Knob())
                }
            }
            """
        let file = try StyleFile.interpret(source: source, path: "Styles.swift")
        let knob = try #require(file.toggleStyles.first)
        let off = ToggleConfiguration(button: ButtonConfiguration(label: Label(""), isPressed: false), isOn: false)
        #expect(knob.size(for: off) == Size(width: 50, height: 25))
        #expect(file.standIns["Knob"] == nil)
        let wide = try #require(file.buttonStyles.first)
        #expect(
            wide.size(for: ButtonConfiguration(label: Label("OK"), isPressed: false)).width
                == StyleFileBuilder.fullWidth)
    }
}
