import SwiftUI

public struct NeumorphicButtonStyle: ButtonStyle {

    var color: Color

    // ⭐ protocol's only requirement
    public func makeBody(configuration: Self.Configuration) -> some View {

        // ⭐ `configuration` contains:
        //   - .label    : content of the button (View)
        //   - .isPressed: state of the button (Bool)
        let isPressed = configuration.isPressed

        let s: CGFloat = isPressed ? 5 : 15  // positive shadow offset
        let r: CGFloat = isPressed ? 7 : 10  // shadow radius
        let k: CGFloat = isPressed ? 0.95 : 1  // scale

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
