// DarkEdged style, exported by Neumorph.
// Drop-in SwiftUI: `.buttonStyle(.darkEdged)`, `.toggleStyle(.darkEdged)`.
// Its palette and background are private to this file, so it compiles beside other exports and
// beside the articles' own `Color` and `LinearGradient` extensions.
// Needs iOS 15 / macOS 12: `.animation(_:value:)`.
import SwiftUI

/// The style's colours.
private enum DarkEdgedPalette {
    static let darkStart = Color(red: 50 / 255, green: 60 / 255, blue: 65 / 255)
    static let darkEnd = Color(red: 25 / 255, green: 25 / 255, blue: 30 / 255)
}

/// The released and pressed looks, for any shape.
private struct DarkEdgedStyleBackground<S: Shape>: View {
    var isHighlighted: Bool
    var shape: S

    var body: some View {
        ZStack {
            if isHighlighted {
                shape
                    .fill(
                        LinearGradient(
                            colors: [DarkEdgedPalette.darkEnd, DarkEdgedPalette.darkStart],
                            startPoint: .topLeading,
                            endPoint: .bottomTrailing
                        )
                    )
                    .overlay(
                        shape.stroke(
                            LinearGradient(
                                colors: [DarkEdgedPalette.darkStart, DarkEdgedPalette.darkEnd],
                                startPoint: .topLeading,
                                endPoint: .bottomTrailing
                            ),
                            lineWidth: 4
                        )
                    )
                    .shadow(color: DarkEdgedPalette.darkStart, radius: 10, x: 5, y: 5)
                    .shadow(color: DarkEdgedPalette.darkEnd, radius: 10, x: -5, y: -5)
            } else {
                shape
                    .fill(
                        LinearGradient(
                            colors: [DarkEdgedPalette.darkStart, DarkEdgedPalette.darkEnd],
                            startPoint: .topLeading,
                            endPoint: .bottomTrailing
                        )
                    )
                    .overlay(shape.stroke(DarkEdgedPalette.darkEnd, lineWidth: 4))
                    .shadow(color: DarkEdgedPalette.darkStart, radius: 10, x: -10, y: -10)
                    .shadow(color: DarkEdgedPalette.darkEnd, radius: 10, x: 10, y: 10)
            }
        }
    }
}

@available(iOS 15, macOS 12, *)
struct DarkEdgedButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .padding(30)
            .contentShape(Circle())
            .background(DarkEdgedStyleBackground(isHighlighted: configuration.isPressed, shape: Circle()))
            .animation(nil, value: configuration.isPressed)
    }
}

@available(iOS 15, macOS 12, *)
struct DarkEdgedToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: { configuration.isOn.toggle() }) {
            configuration.label
                .foregroundColor(.white)
                .padding(30)
                .contentShape(Circle())
        }
        .buttonStyle(.plain)
        .background(DarkEdgedStyleBackground(isHighlighted: configuration.isOn, shape: Circle()))
        .animation(nil, value: configuration.isOn)
    }
}

@available(iOS 15, macOS 12, *)
extension ButtonStyle where Self == DarkEdgedButtonStyle {
    static var darkEdged: DarkEdgedButtonStyle { DarkEdgedButtonStyle() }
}

@available(iOS 15, macOS 12, *)
extension ToggleStyle where Self == DarkEdgedToggleStyle {
    static var darkEdged: DarkEdgedToggleStyle { DarkEdgedToggleStyle() }
}
