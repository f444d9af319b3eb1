// Seed 000/001, "Neumorphism with SwiftUI, part 2", section "Improving accessibility": the ContentView
// after "edit the button and toggle in ContentView to use the new style". ASSEMBLED: the article gives the
// whole ContentView once (DarkContentView.swift) and then only the changed Button and Toggle; this is that
// ContentView with those two lines changed to ColorfulButtonStyle() and ColorfulToggleStyle(), every other
// line the article's. Only `import SwiftUI` added. Uses Assets/Styles/ColorfulStyles.swift.
// Built-in twin: the "colorful" scene.

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
                .buttonStyle(ColorfulButtonStyle())

                Toggle(isOn: $isToggled) {
                    Image(systemName: "heart.fill")
                        .foregroundColor(.white)
                }
                .toggleStyle(ColorfulToggleStyle())
            }
        }
        .edgesIgnoringSafeArea(.all)
    }
}
