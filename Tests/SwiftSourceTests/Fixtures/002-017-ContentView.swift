struct ContentView: View {

    @State private var isPressed: Bool = false
    let color = Color(white: 0.9)

    var body: some View {
        HStack {
            VStack(alignment: .trailing, spacing: 40) {
                btn1  // ⭐️ 1. use view modifier
                btn2  // ⭐️ 2. use custom button style
            }
            .offset(x: -80)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(color)

    }

    var btn1: some View {
        Button {
            self.isPressed.toggle()
        } label: {
            Label("Hello", systemImage: "person")
                // ⭐️ 1. view modifier
                .neumorphic(isPressed: $isPressed, color: color)
        }
        .background(color)
        .overlay {
            Text("點一下就會下沉")
                .foregroundColor(.gray)
                .offset(x: 150)
        }
    }

    var btn2: some View {
        Button {
        } label: {
            Label("World", systemImage: "globe")
        }
        // ⭐️ 2. custom button style
        .buttonStyle(.neumorphic(color: color))  // 🌀 .neumorphic()
        .overlay {
            Text("要按住才會下沉")
                .foregroundColor(.gray)
                .offset(x: 150)
        }
    }
}
