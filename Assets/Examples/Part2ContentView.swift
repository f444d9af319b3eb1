// Seed 000/001, "Neumorphism with SwiftUI, part 2", sections "Dark theme" and "Adding a toggle style":
// the article's ContentView with every style it uses, in the article's order, as one file that loads on its
// own (`neumorph --style Assets/Examples/Part2ContentView.swift`). Verbatim from the article: the
// darkStart/darkEnd and lightStart/lightEnd lines of `extension Color`, DarkBackground (the first, flat
// one: a darkEnd fill), DarkButtonStyle, DarkToggleStyle and the whole ContentView ("your ContentView
// struct should look like this"). Not in the article (marked below): `import SwiftUI`, part 1's `offWhite`
// and part 1's `LinearGradient(_ colors: Color...)` convenience, reconstructed from SEEDS.md as in
// Assets/Styles/DarkStyles.swift. Assembled from Assets/Styles/DarkStyles.swift and
// Assets/Screens/DarkContentView.swift. Built-in twin: the "dark" scene.

// Not in the article: it shows no imports.
import SwiftUI

extension Color {
    // Not in the article: part 1's colour (part 1 is not in the seeds; value from SEEDS.md).
    static let offWhite = Color(red: 225 / 255, green: 225 / 255, blue: 235 / 255)

    static let darkStart = Color(red: 50 / 255, green: 60 / 255, blue: 65 / 255)
    static let darkEnd = Color(red: 25 / 255, green: 25 / 255, blue: 30 / 255)

    static let lightStart = Color(red: 60 / 255, green: 160 / 255, blue: 240 / 255)
    static let lightEnd = Color(red: 30 / 255, green: 80 / 255, blue: 120 / 255)
}

// Not in the article: part 1's convenience, reconstructed from SEEDS.md (colours evenly spaced from
// top-leading to bottom-trailing).
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
                    .fill(Color.darkEnd)
                    .shadow(color: Color.darkStart, radius: 10, x: 5, y: 5)
                    .shadow(color: Color.darkEnd, radius: 10, x: -5, y: -5)

            } else {
                shape
                    .fill(Color.darkEnd)
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

struct ContentView: View {
    @State private var isToggled = false

    var body: some View {
        ZStack {
            LinearGradient(Color.darkStart, Color.darkEnd)

            VStack(spacing: 40) {
                Button(action: {
                    print("Button tapped")
                }) {
                    Image(systemName: "heart.fill")
                        .foregroundColor(.white)
                }
                .buttonStyle(DarkButtonStyle())

                Toggle(isOn: $isToggled) {
                    Image(systemName: "heart.fill")
                        .foregroundColor(.white)
                }
                .toggleStyle(DarkToggleStyle())
            }
        }
        .edgesIgnoringSafeArea(.all)
    }
}
