// Colorful style, exported by Neumorph.
// Drop-in SwiftUI: `.buttonStyle(.colorful)`, `.toggleStyle(.colorful)`.
// Its palette and background are private to this file, so it compiles beside other exports and
// beside the articles' own `Color` and `LinearGradient` extensions.
// Needs iOS 15 / macOS 12: `.animation(_:value:)`.
import SwiftUI

/// The style's colours.
private enum ColorfulPalette {
    static let darkStart = Color(red: 50 / 255, green: 60 / 255, blue: 65 / 255)
    static let darkEnd = Color(red: 25 / 255, green: 25 / 255, blue: 30 / 255)
    static let lightStart = Color(red: 60 / 255, green: 160 / 255, blue: 240 / 255)
    static let lightEnd = Color(red: 30 / 255, green: 80 / 255, blue: 120 / 255)
}

/// The released and pressed looks, for any shape.
private struct ColorfulStyleBackground<S: Shape>: View {
    var isHighlighted: Bool
    var shape: S

    var body: some View {
        ZStack {
            if isHighlighted {
                shape
                    .fill(
                        LinearGradient(
                            colors: [ColorfulPalette.lightEnd, ColorfulPalette.lightStart],
                            startPoint: .topLeading,
                            endPoint: .bottomTrailing
                        )
                    )
                    .overlay(
                        shape.stroke(
                            LinearGradient(
                                colors: [ColorfulPalette.lightStart, ColorfulPalette.lightEnd],
                                startPoint: .topLeading,
                                endPoint: .bottomTrailing
                            ),
                            lineWidth: 4
                        )
                    )
                    .shadow(color: ColorfulPalette.darkStart, radius: 10, x: 5, y: 5)
                    .shadow(color: ColorfulPalette.darkEnd, radius: 10, x: -5, y: -5)
            } else {
                shape
                    .fill(
                        LinearGradient(
                            colors: [ColorfulPalette.darkStart, ColorfulPalette.darkEnd],
                            startPoint: .topLeading,
                            endPoint: .bottomTrailing
                        )
                    )
                    .overlay(
                        shape.stroke(
                            LinearGradient(
                                colors: [ColorfulPalette.lightStart, ColorfulPalette.lightEnd],
                                startPoint: .topLeading,
                                endPoint: .bottomTrailing
                            ),
                            lineWidth: 4
                        )
                    )
                    .shadow(color: ColorfulPalette.darkStart, radius: 10, x: -10, y: -10)
                    .shadow(color: ColorfulPalette.darkEnd, radius: 10, x: 10, y: 10)
            }
        }
    }
}

@available(iOS 15, macOS 12, *)
struct ColorfulButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .padding(30)
            .contentShape(Circle())
            .background(ColorfulStyleBackground(isHighlighted: configuration.isPressed, shape: Circle()))
            .animation(nil, value: configuration.isPressed)
    }
}

@available(iOS 15, macOS 12, *)
struct ColorfulToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: { configuration.isOn.toggle() }) {
            configuration.label
                .foregroundColor(.white)
                .padding(30)
                .contentShape(Circle())
        }
        .buttonStyle(.plain)
        .background(ColorfulStyleBackground(isHighlighted: configuration.isOn, shape: Circle()))
        .animation(nil, value: configuration.isOn)
    }
}

@available(iOS 15, macOS 12, *)
extension ButtonStyle where Self == ColorfulButtonStyle {
    static var colorful: ColorfulButtonStyle { ColorfulButtonStyle() }
}

@available(iOS 15, macOS 12, *)
extension ToggleStyle where Self == ColorfulToggleStyle {
    static var colorful: ColorfulToggleStyle { ColorfulToggleStyle() }
}
