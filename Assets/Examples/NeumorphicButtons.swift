// Seed 002, "Button ⟩ custom styles", sections "💈範例" and "🌀 .neumorphic()": the article's ContentView
// and its NeumorphicButtonStyle, as one file that loads on its own. Verbatim, in the article's order (Chinese
// captions, comments and trailing spaces included): the ContentView, then the second listing from its
// `import SwiftUI` (moved to the top of the file, where Swift wants it) to the end: NeumorphicButtonStyle and
// `extension ButtonStyle where Self == NeumorphicButtonStyle`. Not in the article (marked below): the view
// modifier `.neumorphic(isPressed:color:)` that btn1 uses ("⬆️ 需要： .neumorphic() (modifier)": it is
// on another page, not in the seeds), added as the smallest ViewModifier that draws NeumorphicButtonStyle's
// look from the stored Bool. From Assets/Screens/NeumorphicButtonsContentView.swift and
// Assets/Styles/NeumorphicButtonStyle.swift. Built-in twin: the "buttons" scene (btn1's twin is
// Sources/Style/StickyNeumorphicStyle.swift, btn2's NeumorphicButtonStyle.swift).

// The article's, from the start of its second listing.
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

public struct NeumorphicButtonStyle: ButtonStyle {
    
    var color: Color
    
    // ⭐ protocol's only requirement
    public func makeBody(configuration: Self.Configuration) -> some View {
        
        // ⭐ `configuration` contains:
        //   - .label    : content of the button (View)
        //   - .isPressed: state of the button (Bool)
        let isPressed = configuration.isPressed
        
        let s: CGFloat = isPressed ? 5: 15       // positive shadow offset
        let r: CGFloat = isPressed ? 7: 10       // shadow radius
        let k: CGFloat = isPressed ? 0.95 : 1    // scale
        
        configuration.label
            .foregroundColor(.black)
            .padding(20)
            .background(
                ZStack {
                    RoundedRectangle(cornerRadius: 10, style: .continuous)
                        .shadow(color: .white, radius: r, x: -s, y: -s)
                        .shadow(color: .black, radius: r, x: s, y: s)
                        .blendMode(.overlay)
                    RoundedRectangle(cornerRadius: 10, style: .continuous)
                        .fill(color)
                }
            )
            .scaleEffect(k)
            .foregroundColor(.primary)
            .animation(.spring())
    }
}

// 🌀 .neumorphic(color:)
//                    ╭───────── ⭐️ important ──────────╮
extension ButtonStyle where Self == NeumorphicButtonStyle {
    public static func neumorphic(color: Color) -> some ButtonStyle {
        NeumorphicButtonStyle(color: color)
    } 
}

// Not in the article: the view modifier btn1 uses, `.neumorphic(isPressed: $isPressed, color:)`, is on
// another page of the site (not in the seeds). The smallest version: NeumorphicButtonStyle's look, driven by
// the stored Bool instead of `configuration.isPressed`.
struct NeumorphicModifier: ViewModifier {
    @Binding var isPressed: Bool
    var color: Color

    func body(content: Content) -> some View {
        let s: CGFloat = isPressed ? 5 : 15
        let r: CGFloat = isPressed ? 7 : 10
        let k: CGFloat = isPressed ? 0.95 : 1
        content
            .foregroundColor(.black)
            .padding(20)
            .background(
                ZStack {
                    RoundedRectangle(cornerRadius: 10, style: .continuous)
                        .shadow(color: .white, radius: r, x: -s, y: -s)
                        .shadow(color: .black, radius: r, x: s, y: s)
                        .blendMode(.overlay)
                    RoundedRectangle(cornerRadius: 10, style: .continuous)
                        .fill(color)
                }
            )
            .scaleEffect(k)
            .animation(.spring())
    }
}

// Not in the article: see NeumorphicModifier.
extension View {
    func neumorphic(isPressed: Binding<Bool>, color: Color) -> some View {
        modifier(NeumorphicModifier(isPressed: isPressed, color: color))
    }
}
