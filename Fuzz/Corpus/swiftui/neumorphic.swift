// Neumorphic style, exported by Neumorph.
// Drop-in SwiftUI: `.buttonStyle(.neumorphic)`, `.toggleStyle(.neumorphic)`.
import SwiftUI

extension Color {
    static let neumorphicGray = Color(red: 230 / 255, green: 230 / 255, blue: 230 / 255)
}

extension LinearGradient {
    /// Colours evenly spaced from top-leading to bottom-trailing.
    init(_ colors: Color...) {
        self.init(gradient: Gradient(colors: colors), startPoint: .topLeading, endPoint: .bottomTrailing)
    }
}

struct NeumorphicBackground<S: Shape>: View {
    var isHighlighted: Bool
    var shape: S

    var body: some View {
        ZStack {
            if isHighlighted {
                shape
                    .shadow(color: .white, radius: 7, x: -5, y: -5)
                    .shadow(color: .black, radius: 7, x: 5, y: 5)
                    .blendMode(.overlay)
                shape
                    .fill(Color.neumorphicGray)
            } else {
                shape
                    .shadow(color: .white, radius: 10, x: -15, y: -15)
                    .shadow(color: .black, radius: 10, x: 15, y: 15)
                    .blendMode(.overlay)
                shape
                    .fill(Color.neumorphicGray)
            }
        }
    }
}

struct NeumorphicButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.black)
            .padding(20)
            .contentShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
            .background(NeumorphicBackground(isHighlighted: configuration.isPressed, shape: RoundedRectangle(cornerRadius: 10, style: .continuous)))
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .animation(.spring(response: 0.55, dampingFraction: 0.825), value: configuration.isPressed)
    }
}

struct NeumorphicToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: { configuration.isOn.toggle() }) {
            configuration.label
                .foregroundColor(.black)
                .padding(20)
                .contentShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
        }
        .buttonStyle(.plain)
        .background(NeumorphicBackground(isHighlighted: configuration.isOn, shape: RoundedRectangle(cornerRadius: 10, style: .continuous)))
        .scaleEffect(configuration.isOn ? 0.95 : 1)
        .animation(.spring(response: 0.55, dampingFraction: 0.825), value: configuration.isOn)
    }
}

extension ButtonStyle where Self == NeumorphicButtonStyle {
    static var neumorphic: NeumorphicButtonStyle { NeumorphicButtonStyle() }
}

extension ToggleStyle where Self == NeumorphicToggleStyle {
    static var neumorphic: NeumorphicToggleStyle { NeumorphicToggleStyle() }
}
