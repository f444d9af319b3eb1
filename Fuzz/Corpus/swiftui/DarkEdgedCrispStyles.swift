// Seed 000/001, "Neumorphism with SwiftUI, part 2", section "Some experiments": the edged button, crisper.
// RECONSTRUCTED from prose: the article shows no code for this step, only says "for an even crisper look,
// you can remove the two shadow() modifiers for the pressed state, which focuses on the overlay". This is
// DarkEdgedStyles.swift with exactly that change: the highlighted branch has no `.shadow` lines; every
// other line is the article's. Built-in twin: Sources/Style/DarkButtonStyle.swift with DarkBackground
// variant .edgedCrisp, style "dark-edged-crisp".
// The file loads on its own (`neumorph --style FILE`), so it carries the project's shared code:
// `import SwiftUI`; the `extension Color` the article adds its colours to, with part 1's `offWhite`
// (part 1 is not in the seeds; value from SEEDS.md); the darkStart/darkEnd and lightStart/lightEnd lines
// verbatim from part 2; and part 1's `LinearGradient(_ colors: Color...)` convenience, reconstructed
// from SEEDS.md ("colours evenly spaced from top-leading to bottom-trailing") in the article's style.

import SwiftUI

extension Color {
    static let offWhite = Color(red: 225 / 255, green: 225 / 255, blue: 235 / 255)

    static let darkStart = Color(red: 50 / 255, green: 60 / 255, blue: 65 / 255)
    static let darkEnd = Color(red: 25 / 255, green: 25 / 255, blue: 30 / 255)

    static let lightStart = Color(red: 60 / 255, green: 160 / 255, blue: 240 / 255)
    static let lightEnd = Color(red: 30 / 255, green: 80 / 255, blue: 120 / 255)
}

extension LinearGradient {
    init(_ colors: Color...) {
        self.init(gradient: Gradient(colors: colors), startPoint: .topLeading, endPoint: .bottomTrailing)
    }
}

struct DarkBackground<S: Shape>: View {
    var isHighlighted: Bool
    var shape: S

    var body: some View {
        ZStack {
            if isHighlighted {
                shape
                    .fill(LinearGradient(Color.darkEnd, Color.darkStart))
                    .overlay(shape.stroke(LinearGradient(Color.darkStart, Color.darkEnd), lineWidth: 4))

            } else {
                shape
                    .fill(LinearGradient(Color.darkStart, Color.darkEnd))
                    .overlay(shape.stroke(Color.darkEnd, lineWidth: 4))
                    .shadow(color: Color.darkStart, radius: 10, x: -10, y: -10)
                    .shadow(color: Color.darkEnd, radius: 10, x: 10, y: 10)
            }
        }
    }
}

struct DarkButtonStyle: ButtonStyle {
    func makeBody(configuration: Self.Configuration) -> some View {
        configuration.label
            .padding(30)
            .contentShape(Circle())
            .background(
                DarkBackground(isHighlighted: configuration.isPressed, shape: Circle())
            )
            .animation(nil)
    }
}

struct DarkToggleStyle: ToggleStyle {
    func makeBody(configuration: Self.Configuration) -> some View {
        Button(action: {
            configuration.isOn.toggle()
        }) {
            configuration.label
                .padding(30)
                .contentShape(Circle())
        }
        .background(
            DarkBackground(isHighlighted: configuration.isOn, shape: Circle())
        )
    }
}
