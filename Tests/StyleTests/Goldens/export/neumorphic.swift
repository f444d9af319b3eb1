// Neumorphic style, exported by Neumorph.
// Drop-in SwiftUI: `.buttonStyle(.neumorphic)`, `.toggleStyle(.neumorphic)`.
// Its palette and background are private to this file, so it compiles beside other exports and
// beside the articles' own `Color` and `LinearGradient` extensions.
// Needs iOS 15 / macOS 12: `.animation(_:value:)`.
import SwiftUI

/// The style's colours.
private enum NeumorphicPalette {
    static let neumorphicGray = Color(red: 230 / 255, green: 230 / 255, blue: 230 / 255)
}

/// The released and pressed looks, for any shape.
private struct NeumorphicStyleBackground<S: Shape>: View {
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
                    .fill(NeumorphicPalette.neumorphicGray)
            } else {
                shape
                    .shadow(color: .white, radius: 10, x: -15, y: -15)
                    .shadow(color: .black, radius: 10, x: 15, y: 15)
                    .blendMode(.overlay)
                shape
                    .fill(NeumorphicPalette.neumorphicGray)
            }
        }
    }
}

@available(iOS 15, macOS 12, *)
struct NeumorphicButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.black)
            .padding(20)
            .contentShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
            .background(
                NeumorphicStyleBackground(
                    isHighlighted: configuration.isPressed,
                    shape: RoundedRectangle(cornerRadius: 10, style: .continuous)
                )
            )
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .animation(.spring(response: 0.55, dampingFraction: 0.825), value: configuration.isPressed)
    }
}

@available(iOS 15, macOS 12, *)
struct NeumorphicToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: { configuration.isOn.toggle() }) {
            configuration.label
                .foregroundColor(.black)
                .padding(20)
                .contentShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
        }
        .buttonStyle(.plain)
        .background(
            NeumorphicStyleBackground(
                isHighlighted: configuration.isOn,
                shape: RoundedRectangle(cornerRadius: 10, style: .continuous)
            )
        )
        .scaleEffect(configuration.isOn ? 0.95 : 1)
        .animation(.spring(response: 0.55, dampingFraction: 0.825), value: configuration.isOn)
    }
}

@available(iOS 15, macOS 12, *)
extension ButtonStyle where Self == NeumorphicButtonStyle {
    static var neumorphic: NeumorphicButtonStyle { NeumorphicButtonStyle() }
}

@available(iOS 15, macOS 12, *)
extension ToggleStyle where Self == NeumorphicToggleStyle {
    static var neumorphic: NeumorphicToggleStyle { NeumorphicToggleStyle() }
}
