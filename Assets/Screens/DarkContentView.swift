// Seed 000/001, "Neumorphism with SwiftUI, part 2", section "Adding a toggle style": the article's whole
// ContentView, verbatim ("your ContentView struct should look like this"); only `import SwiftUI` added.
// A dark gradient over the window, a VStack (spacing 40) of a Button (white heart.fill, prints "Button
// tapped") in DarkButtonStyle and a Toggle (white heart.fill) in DarkToggleStyle. Uses
// Assets/Styles/DarkStyles.swift (or any Dark*Styles.swift: they declare the same three types).
// Built-in twin: the "dark" scene.

import SwiftUI

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
