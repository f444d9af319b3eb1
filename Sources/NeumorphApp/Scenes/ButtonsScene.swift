import Raster
import Style
import UI

/// Seed 002: a sticky "Hello" button (one tap sinks it until the next) and a "World" button that
/// sinks only while held, each with a grey caption 150 pt to its right.
struct ButtonsScene: Scene {
    let name = "buttons"
    let summary = "seed 002: a sticky button and a hold button with continuous corners"
    let defaultScheme = Scheme.light

    func seedStyle(for scheme: Scheme) -> SeedStyle { .neumorphic }

    /// `Color(white: 0.9)` on light; a dark grey and a deep blue for the other schemes.
    static func background(_ scheme: Scheme) -> Color {
        switch scheme {
        case .light: Color(white: 0.9)
        case .dark: Color(white: 0.16)
        case .colorful: Color(r8: 30, g8: 80, b8: 120)
        }
    }

    func view(_ c: SceneContext, state: SceneState) -> View {
        let color = Self.background(c.scheme)
        let caption = Color(
            light: .gray, dark: .gray, lightIncreasedContrast: Color(white: 0.3),
            darkIncreasedContrast: Color(white: 0.75))
        func captioned(_ control: View, _ text: String) -> View {
            .overlay(control, alignment: .center, .offset(x: 150, y: 0, .text(text, font: .body, color: caption)))
        }
        let hello = View.toggle(
            ToggleItem(
                "hello", label: Label("Hello", systemImage: .person),
                style: c.toggleStyle(replacing: StickyNeumorphicStyle(color: color)),
                isOn: state.isOn("buttons/hello")))
        let world = View.button(
            ButtonItem(
                "world", label: Label("World", systemImage: .globe),
                style: c.buttonStyle(replacing: NeumorphicButtonStyle(color: color)),
                action: state.logAction("buttons/world")))
        return .background(
            draw: { [.fill(Rectangle(), in: $0, .color(color))] },
            .fill(
                alignment: .center,
                .scope(
                    name,
                    .offset(
                        x: -80, y: 0,
                        .vstack(
                            spacing: 40, alignment: .trailing,
                            [
                                captioned(hello, "tap once to sink"),
                                captioned(world, "hold to sink"),
                            ])))))
    }
}
