// Seed 002, "Button ⟩ custom styles", section "💈範例": the article's ContentView, verbatim (Chinese
// captions and trailing spaces included); only `import SwiftUI` added. btn1 uses the view modifier
// `.neumorphic(isPressed: $isPressed, color:)`, which is on another page, not in the seeds, and not
// reconstructed here; btn2 uses `.buttonStyle(.neumorphic(color:))` from
// Assets/Styles/NeumorphicButtonStyle.swift. Built-in twin: the "buttons" scene.

import SwiftUI

struct ContentView: View {
    
    @State private var isPressed: Bool = false
    let color = Color(white: 0.9)
    
    var body: some View {
        HStack {
            VStack(alignment: .trailing, spacing: 40) {
                btn1        // ⭐️ 1. use view modifier
                btn2        // ⭐️ 2. use custom button style
            }
            .offset(x: -80)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(color)
        
    }
    
    var btn1: some View {
        Button{
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
        Button{} label: {
            Label("World", systemImage: "globe")
        }
        // ⭐️ 2. custom button style
        .buttonStyle(.neumorphic(color: color))   // 🌀 .neumorphic() 
        .overlay { 
            Text("要按住才會下沉")
                .foregroundColor(.gray)
                .offset(x: 150)
        }
    }
}
