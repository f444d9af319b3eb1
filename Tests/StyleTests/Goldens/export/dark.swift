// Dark style, exported by Neumorph.
// Drop-in SwiftUI: `.buttonStyle(.dark)`, `.toggleStyle(.dark)`.
// Its palette and background are private to this file, so it compiles beside other exports and
// beside the articles' own `Color` and `LinearGradient` extensions.
// Needs iOS 15 / macOS 12: `.animation(_:value:)`.
import SwiftUI

/// The style's colours.
private enum DarkPalette {
    static let darkEnd = Color(red: 25 / 255, green: 25 / 255, blue: 30 / 255)
    static let darkStart = Color(red: 50 / 255, green: 60 / 255, blue: 65 / 255)
}

/// The released and pressed looks, for any shape.
private struct DarkStyleBackground<S: Shape>: View {
    var isHighlighted: Bool
    var shape: S

    var body: some View {
        ZStack {
            if isHighlighted {
                shape
                    .fill(DarkPalette.darkEnd)
                    .shadow(color: DarkPalette.darkStart, radius: 10, x: 5, y: 5)
                    .shadow(color: DarkPalette.darkEnd, radius: 10, x: -5, y: -5)
            } else {
                shape
                    .fill(DarkPalette.darkEnd)
                    .shadow(color: DarkPalette.darkStart, radius: 10, x: -10, y: -10)
                    .shadow(color: DarkPalette.darkEnd, radius: 10, x: 10, y: 10)
            }
        }
    }
}

@available(iOS 15, macOS 12, *)
struct DarkButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .padding(30)
            .contentShape(Circle())
            .background(DarkStyleBackground(isHighlighted: configuration.isPressed, shape: Circle()))
            .animation(nil, value: configuration.isPressed)
    }
}

@available(iOS 15, macOS 12, *)
struct DarkToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: { configuration.isOn.toggle() }) {
            configuration.label
                .foregroundColor(.white)
                .padding(30)
                .contentShape(Circle())
        }
        .buttonStyle(.plain)
        .background(DarkStyleBackground(isHighlighted: configuration.isOn, shape: Circle()))
        .animation(nil, value: configuration.isOn)
    }
}

@available(iOS 15, macOS 12, *)
extension ButtonStyle where Self == DarkButtonStyle {
    static var dark: DarkButtonStyle { DarkButtonStyle() }
}

@available(iOS 15, macOS 12, *)
extension ToggleStyle where Self == DarkToggleStyle {
    static var dark: DarkToggleStyle { DarkToggleStyle() }
}
